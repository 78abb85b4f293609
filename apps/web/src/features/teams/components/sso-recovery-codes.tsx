import type { TeamSso } from '@selecta/shared/team-sso';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { teamSsoApi } from '../api/team-sso-api.ts';
import { useSsoErrorText } from '../use-sso-error.ts';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';

/**
 * The owner's recovery codes (decision 040, amendment 2026-11-28): new ones once, as the server answered them, then
 * only how many are left, and "Generate new codes" (after a confirmation: the old ones stop working).
 */
export function SsoRecoveryCodes({ sso, codes, onChange, onDone }: { sso: TeamSso; codes: string[] | undefined; onChange: (next: TeamSso) => void; onDone: () => void }) {
  const { t } = useTranslation('teams');
  const errorText = useSsoErrorText();
  const [error, setError] = useState<string>();

  async function generate(): Promise<boolean> {
    setError(undefined);
    try {
      onChange(await teamSsoApi.generateRecoveryCodes());
      return true;
    } catch (e) {
      setError(errorText(e));
      return false;
    }
  }

  return (
    <div className="grid gap-3 border-t pt-4" data-testid="sso-recovery">
      <h3 className="font-semibold">{t('sso.recovery.title')}</h3>
      <p className="text-sm text-muted-foreground">{t('sso.recovery.help')}</p>
      {codes ? <RecoveryCodesPanel codes={codes} onDone={onDone} /> : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="text-sm font-medium" data-testid="sso-recovery-left">
          {t('sso.recovery.left', { count: sso.recoveryCodesLeft })}
        </p>
        <ConfirmDialog
          trigger={
            <Button type="button" variant="outline" size="sm">
              {t('sso.recovery.generate')}
            </Button>
          }
          title={t('sso.recovery.confirmTitle')}
          description={t('sso.recovery.confirmText')}
          confirmLabel={t('sso.recovery.generate')}
          onConfirm={generate}
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
