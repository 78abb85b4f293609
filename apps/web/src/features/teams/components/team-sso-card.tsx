import type { TeamSso } from '@selecta/shared/team-sso';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { teamSsoApi } from '../api/team-sso-api.ts';
import { useSsoErrorText } from '../use-sso-error.ts';
import { SsoDomains } from './sso-domains.tsx';
import { SsoProviderForm } from './sso-provider-form.tsx';
import { SsoRecoveryCodes } from './sso-recovery-codes.tsx';

/** The owner's single sign-on settings: the company's IdP, its proved domains, and whether SSO is required. */
export function TeamSsoCard() {
  const { t } = useTranslation('teams');
  const errorText = useSsoErrorText();
  const [sso, setSso] = useState<TeamSso>();
  const [error, setError] = useState<string>();
  // The switch's refusal shows beside it: at a phone's width the top of the card is screens away.
  const [requireError, setRequireError] = useState<string>();
  // New recovery codes live only here, shown once: the server answers them with the change that made them.
  const [codes, setCodes] = useState<string[]>();
  const onAnswer = (next: TeamSso) => {
    setSso(next);
    if (next.recoveryCodes) setCodes(next.recoveryCodes);
  };
  useEffect(() => {
    teamSsoApi.get().then(setSso, (e: unknown) => setError(errorText(e)));
    // Loaded once; every change answers the new settings.
  }, []);

  async function toggle(required: boolean) {
    setRequireError(undefined);
    try {
      onAnswer(await teamSsoApi.setRequired(required));
    } catch (e) {
      setRequireError(errorText(e));
    }
  }

  const ready = !!sso?.provider && sso.domains.some((d) => d.verifiedAt);
  return (
    <Card className="md:col-span-2" data-testid="team-sso">
      <CardHeader>
        <CardTitle>{t('sso.title')}</CardTitle>
        <CardDescription>{t('sso.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        {sso ? (
          <>
            <p className="text-sm">
              {t('sso.callback')} <code className="break-all rounded bg-muted px-1.5 py-0.5">{sso.callbackUrl}</code>
            </p>
            <div className="grid gap-6 lg:grid-cols-2">
              <SsoProviderForm sso={sso} onSaved={setSso} />
              <SsoDomains sso={sso} onChange={setSso} />
            </div>
            <div className="grid gap-2">
              <label className="flex items-start gap-3 text-sm">
                <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-primary" checked={sso.requireSso} disabled={!ready && !sso.requireSso} onChange={(e) => void toggle(e.target.checked)} aria-describedby={requireError ? 'sso-require-error' : undefined} data-testid="sso-require" />
                <span className="grid gap-1">
                  <span className="font-medium">{t('sso.require')}</span>
                  <span className="text-muted-foreground">{ready ? t('sso.requireHelp') : t('sso.requireNotReady')}</span>
                </span>
              </label>
              {requireError ? (
                // Under the label's text (past the box and the gap), where the eye is after the click.
                <p id="sso-require-error" role="alert" className="pl-7 text-sm text-destructive" data-testid="sso-require-error">
                  {requireError}
                </p>
              ) : null}
            </div>
            {sso.requireSso || sso.recoveryCodesLeft > 0 || codes ? <SsoRecoveryCodes sso={sso} codes={codes} onChange={onAnswer} onDone={() => setCodes(undefined)} /> : null}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
