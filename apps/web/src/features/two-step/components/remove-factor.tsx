import type { Factor } from '@supabase/supabase-js';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog.tsx';
import { getSupabase } from '@/lib/supabase.ts';
import { codeErrorKey, sixDigits } from '../code-error.ts';
import { CodeField } from './code-field.tsx';

/**
 * "Remove" asks for a current code of that device first (a verify, which proves the phone is at hand), then unenrols
 * it (GoTrue wants aal2 for a verified factor, which the verify also makes sure of) and refreshes the session, so the
 * token's level says what the server now says.
 */
export function RemoveFactor({ factor, name, onRemoved }: { factor: Factor; name: string; onRemoved: () => void }) {
  const { t } = useTranslation('two-step');
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function remove(event: FormEvent) {
    event.preventDefault();
    const digits = sixDigits(code);
    if (!digits) return setError(t('errors.format'));
    setBusy(true);
    const auth = getSupabase().auth;
    const verified = await auth.mfa.challengeAndVerify({ factorId: factor.id, code: digits });
    const removed = verified.error ? undefined : await auth.mfa.unenroll({ factorId: factor.id });
    if (removed && !removed.error) await auth.refreshSession();
    setBusy(false);
    const failed = verified.error ?? removed?.error;
    if (failed) {
      setCode('');
      return setError(t(codeErrorKey(failed.code)));
    }
    setOpen(false);
    onRemoved();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        setCode('');
        setError(undefined);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          {t('card.remove')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="pr-6 leading-snug">{t('remove.title', { name })}</DialogTitle>
          <DialogDescription>{t('remove.description', { name })}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={(event) => void remove(event)}>
          <CodeField label={t('code.label')} value={code} onChange={setCode} error={error} autoFocus />
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? t('remove.removing') : t('remove.confirm')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
