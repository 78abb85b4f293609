import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { downloadRecoveryCodes } from '../recovery-codes-file.ts';

/**
 * The owner's new recovery codes, shown once (the server keeps only their hashes): Copy, Download as a .txt, and
 * "I've saved them", which hides them for good.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('teams');

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notifySuccess(t('sso.recovery.copied'));
    } catch {
      notifyError(t('sso.recovery.copyFailed'));
    }
  }

  return (
    <section aria-labelledby="sso-recovery-new" className="grid gap-3 rounded-lg border border-amber-500/60 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/30 dark:text-amber-100" data-testid="sso-recovery-codes">
      <h4 id="sso-recovery-new" className="font-semibold">
        {t('sso.recovery.newTitle')}
      </h4>
      <p className="text-sm">{t('sso.recovery.saveNow')}</p>
      <ol className="grid grid-cols-1 justify-self-start gap-x-10 gap-y-1 rounded-md bg-background px-4 py-3 font-mono text-sm text-foreground min-[400px]:grid-cols-2">
        {codes.map((code) => (
          <li key={code} data-testid="sso-recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          {t('sso.recovery.copy')}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => downloadRecoveryCodes(codes, t('sso.recovery.fileHeader'))}>
          {t('sso.recovery.download')}
        </Button>
        <Button type="button" size="sm" onClick={onDone}>
          {t('sso.recovery.saved')}
        </Button>
      </div>
    </section>
  );
}
