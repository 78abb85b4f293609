import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import type { Locale } from '@selecta/shared/locales';
import type { MessageKey } from '../i18n/en.ts';
import type { Translate } from '../i18n/translate.ts';
import { send } from '../messaging/send.ts';

const failures: Record<string, MessageKey> = {
  otp_expired: 'popup.codeInvalid',
  over_email_send_rate_limit: 'popup.codeWait',
  over_request_rate_limit: 'popup.tooMany',
};

/** "Email me a code" (the website's way too): the address, then the 6-digit code from the mail. */
export function EmailCodeForm({ t, locale, onSignedIn, onBack }: { t: Translate; locale: Locale; onSignedIn: () => void; onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const failure = (result: { code: string; message: string }) => {
    const key = failures[result.code];
    return key ? t(key) : result.code === 'validation_failed' ? t('popup.invalidEmail') : result.message;
  };

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!z.email().safeParse(address).success) return setError(t('popup.invalidEmail'));
    setBusy(true);
    const result = await send({ type: 'send-code', email: address, locale });
    setBusy(false);
    if (!result.ok) return setError(failure(result));
    setError(null);
    setSentTo(address.toLowerCase());
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits) || !sentTo) return setError(t('popup.codeFormat'));
    setBusy(true);
    const result = await send({ type: 'verify-code', email: sentTo, code: digits });
    setBusy(false);
    if (result.ok) onSignedIn();
    else setError(failure(result));
  };

  if (!sentTo) {
    return (
      <form onSubmit={(e) => void sendCode(e)} noValidate className="card">
        <p>{t('popup.emailCodeIntro')}</p>
        <label>
          {t('popup.email')}
          <input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={!!error} />
        </label>
        {error && <p className="field-error" role="alert">{error}</p>}
        <button type="submit" className="primary" disabled={busy}>
          {busy ? t('popup.sendingCode') : t('popup.sendCode')}
        </button>
        <button type="button" onClick={onBack}>
          {t('popup.usePassword')}
        </button>
      </form>
    );
  }
  return (
    <form onSubmit={(e) => void verify(e)} noValidate className="card">
      <p role="status">{t('popup.codeSent', { email: sentTo })}</p>
      <label>
        {t('popup.code')}
        <input inputMode="numeric" autoComplete="one-time-code" maxLength={12} value={code} onChange={(e) => setCode(e.target.value)} aria-invalid={!!error} />
      </label>
      {error && <p className="field-error" role="alert">{error}</p>}
      <button type="submit" className="primary" disabled={busy}>
        {busy ? t('popup.signingIn') : t('popup.signIn')}
      </button>
      <button type="button" onClick={() => setSentTo(null)}>
        {t('popup.codeAgain')}
      </button>
    </form>
  );
}
