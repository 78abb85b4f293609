import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { notifyError, notifySuccess } from '@/lib/notify.ts';

/** A value to paste into the directory (the base URL, a new token) with its Copy button. */
export function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('scim');

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      notifySuccess(t('copied'));
    } catch {
      notifyError(t('copyFailed'));
    }
  }

  return (
    <div className="grid gap-1.5">
      <span className="text-sm font-medium">{label}</span>
      <div className="flex items-start gap-2">
        <code className="min-w-0 flex-1 break-all rounded-md bg-muted px-3 py-2 font-mono text-sm" data-testid={testId}>
          {value}
        </code>
        <Button type="button" variant="outline" size="sm" className="shrink-0" onClick={() => void copy()} aria-label={`${t('copy')}: ${label}`}>
          <Copy aria-hidden />
          {t('copy')}
        </Button>
      </div>
    </div>
  );
}
