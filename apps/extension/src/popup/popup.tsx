import { useCallback, useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import type { AuthState, ResponseMap } from '../messaging/protocol.ts';
import { send } from '../messaging/send.ts';
import { usePageContext } from '../ui/use-locale.ts';
import { LastRunLine } from '../ui/last-run-line.tsx';
import { VersionLine } from '../ui/version-line.tsx';
import { DayMeter } from './day-meter.tsx';
import { PageTools } from './page-tools.tsx';
import { EmailCodeForm } from './email-code-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { TotpForm } from './totp-form.tsx';
import { websiteLink } from './website-link.ts';

/** The toolbar popup: sign in, or the account with plan and what is left today. */
export function Popup() {
  const { t, locale, serverUrl, policy, locked } = usePageContext();
  const [auth, setAuth] = useState<AuthState | null>(null);
  const [usage, setUsage] = useState<ResponseMap['usage'] | null>(null);
  const [team, setTeam] = useState<string | null>(null);
  const [byCode, setByCode] = useState(false);
  const [setupFor, setSetupFor] = useState<string | null>(null);
  const refresh = useCallback(() => {
    void send({ type: 'auth-state' }).then((state) => {
      setAuth(state);
      if (!state.signedIn || state.awaitingCode) return setTeam(null);
      // The server ended the session (signed out elsewhere, deactivated): the background forgot it; show the sign-in.
      void send({ type: 'usage' }).then((answer) => (!answer.ok && answer.code === 'session_ended' ? refresh() : setUsage(answer)));
      // A team that requires two-step verification of someone without it: they are told here, as at sign-in.
      void send({ type: 'mfa-status' }).then((status) => setSetupFor(status.ok && status.setupRequired ? (status.teamName ?? '') : null));
      // Opening the popup refreshes the team and its prompts (a conditional request).
      void send({ type: 'team', refresh: true }).then((answer) => setTeam(answer.teamName));
    });
  }, []);
  useEffect(refresh, [refresh]);

  const link = (path: string) => websiteLink(serverUrl, locale, path, policy);
  const day = usage?.ok ? usage.windows.find((w) => w.window === 'day') : undefined;

  return (
    <main>
      <h1>{auth?.awaitingCode ? t('popup.totpTitle') : auth?.signedIn ? 'Selecta' : t('popup.signInTitle')}</h1>
      {!auth && <p className="notice">{t('popup.loading')}</p>}
      {auth && !auth.signedIn && (
        <>
          {auth.sessionEnded && (
            <p className="notice" role="status" data-testid="session-ended">
              {t('popup.sessionEnded')}
            </p>
          )}
          {policy.ssoDomain && (
            <a className="button primary" data-testid="sso-sign-in" href={link(`/auth?login=true&sso=${encodeURIComponent(policy.ssoDomain)}`)} target="_blank" rel="noreferrer">
              {t('popup.signInSso', { domain: policy.ssoDomain })}
            </a>
          )}
          {byCode ? (
            <EmailCodeForm t={t} locale={locale} onSignedIn={refresh} onBack={() => setByCode(false)} />
          ) : (
            <>
              <SignInForm t={t} onSignedIn={refresh} />
              <button type="button" className="button" onClick={() => setByCode(true)}>
                {t('popup.emailCode')}
              </button>
            </>
          )}
          <div className="row">
            <a className="button" href={link('/auth?login=true')} target="_blank" rel="noreferrer">{t('popup.openWebsite')}</a>
            <a className="button" href={link('/auth')} target="_blank" rel="noreferrer">{t('popup.createAccount')}</a>
          </div>
        </>
      )}
      {usage && !usage.ok && usage.code === 'extension_outdated' && (
        <p className="notice error" role="alert" data-testid="popup-outdated">
          {t('error.outdated')}{' '}
          <a href={link('/dashboard')} target="_blank" rel="noreferrer">{t('error.outdated.link')}</a>
        </p>
      )}
      {auth?.signedIn && auth.awaitingCode && (
        <TotpForm t={t} lostHref={link('/auth?login=true')} onVerified={refresh} onSignOut={() => void send({ type: 'sign-out' }).then(refresh)} />
      )}
      {auth?.signedIn && !auth.awaitingCode && setupFor !== null && (
        <p className="notice" role="alert" data-testid="popup-mfa-setup">
          {t('popup.mfaSetup', { team: setupFor })}{' '}
          <a href={link('/settings')} target="_blank" rel="noreferrer">
            {t('popup.mfaSetupLink')}
          </a>
        </p>
      )}
      {auth?.signedIn && !auth.awaitingCode && (
        <div className="card">
          <dl>
            <dt>{t('popup.email')}</dt>
            <dd data-testid="account-email">{auth.email}</dd>
            <dt>{t('popup.plan')}</dt>
            <dd data-testid="account-plan">{usage?.ok ? usage.plan.charAt(0).toUpperCase() + usage.plan.slice(1) : '…'}</dd>
            {team !== null && (
              <>
                <dt>{t('popup.team')}</dt>
                <dd data-testid="account-team">{team}</dd>
              </>
            )}
            <dt>{t('popup.remainingToday')}</dt>
            <dd data-testid="account-remaining">
              {usage?.ok ? (day ? t('popup.remainingValue', { remaining: day.remaining, limit: day.limit }) : t('popup.unlimited')) : '…'}
            </dd>
          </dl>
          {day && <DayMeter used={day.used} limit={day.limit} label={t('popup.usedToday')} text={t('popup.usedTodayValue', { used: day.used, limit: day.limit })} />}
          <div className="row">
            <a className="button" href={link('/dashboard')} target="_blank" rel="noreferrer">{t('popup.dashboard')}</a>
            <a className="button" href={link('/pricing')} target="_blank" rel="noreferrer">{t('popup.pricing')}</a>
          </div>
          <div className="row">
            <button type="button" onClick={() => void browser.runtime.openOptionsPage()}>{t('popup.options')}</button>
            <button type="button" onClick={() => void send({ type: 'sign-out' }).then(refresh)}>{t('popup.signOut')}</button>
          </div>
        </div>
      )}
      {locked.has('serverUrl') && (
        <p className="notice" data-testid="popup-server">
          {t('popup.server')}: {new URL(serverUrl).host} · <span className="locked">{t('policy.locked')}</span>
        </p>
      )}
      {auth && <PageTools t={t} />}
      {auth && <LastRunLine t={t} locale={locale} />}
      <VersionLine t={t} />
    </main>
  );
}
