import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from './dialog.tsx';

interface ConfirmDialogProps {
  /** The button that opens the dialog; Radix gives focus back to it when the dialog closes. */
  trigger: ReactElement;
  title: string;
  description: string;
  confirmLabel: string;
  /** Resolves to false when the action failed: the dialog then stays open so the user can retry or cancel. */
  onConfirm: () => Promise<boolean | void>;
  destructive?: boolean;
}

/**
 * Asks before an action that cannot be undone. Cancel comes first in the DOM, so it takes the initial focus: a
 * stray Enter never confirms. Escape, the close button and a click outside all cancel.
 */
export function ConfirmDialog({ trigger, title, description, confirmLabel, onConfirm, destructive = true }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      if ((await onConfirm()) !== false) setOpen(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle className="pr-6 leading-snug">{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {t('cancel')}
            </Button>
          </DialogClose>
          <Button variant={destructive ? 'destructive' : 'default'} disabled={busy} aria-busy={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
