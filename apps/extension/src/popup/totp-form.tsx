import { useState, type FormEvent } from 'react';
import type { MessageKey } from '../i18n/en.ts';
import type { Translate } from '../i18n/translate.ts';
import { send } from '../messaging/send.ts';

const failures: Record<string, MessageKey> = {
  mfa_verification_failed: 'popup.totpWrong',
  mfa_challenge_expired: 'popup.totpExpired',
  mfa_ip_address_mismatch: 'popup.totpExpired',
  over_request_rate_limit: 'popup.tooMany',
};

/**
 * The popup's code step (decision 046): an account with two-step verification signed in with its password is signed in
 * halfway; the authenticator's code finishes it. Until then the server runs nothing for this session.
 */
export function TotpForm({ t, lostHref, onVerified, onSignOut }: { t: Translate; lostHref: string; onVerified: () => void; onSignOut: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/[\s-]/g, '');
    if (!/^\d{6}$/.test(digits)) return setError(t('popup.totpFormat'));
    setBusy(true);
    const result = await send({ type: 'verify-totp', code: digits });
    setBusy(false);
    if (result.ok) return onVerified();
    setCode('');
    const key = failures[result.code];
    setError(key ? t(key) : result.message);
  };

  return (
    <form onSubmit={(e) => void verify(e)} noValidate className="card" data-testid="popup-totp">
      <p>{t('popup.totpIntro')}</p>
      <label>
        {t('popup.totpCode')}
        <input inputMode="numeric" autoComplete="one-time-code" maxLength={9} value={code} onChange={(e) => setCode(e.target.value)} aria-invalid={!!error} autoFocus />
      </label>
      {error && <p className="field-error" role="alert">{error}</p>}
      <button type="submit" className="primary" disabled={busy}>
        {busy ? t('popup.signingIn') : t('popup.totpVerify')}
      </button>
      <a href={lostHref} target="_blank" rel="noreferrer">
        {t('popup.totpLost')}
      </a>
      <button type="button" onClick={onSignOut}>
        {t('popup.signOut')}
      </button>
    </form>
  );
}
