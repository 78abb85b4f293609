import { useState, type FormEvent } from 'react';
import type { Translate } from '../i18n/translate.ts';
import { send } from '../messaging/send.ts';
import { validateSignIn, type SignInErrors } from './validate.ts';

/** Email + password sign-in with the website's validation messages. */
export function SignInForm({ t, onSignedIn }: { t: Translate; onSignedIn: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<SignInErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignIn({ email, password });
    setErrors(found);
    setFailure(null);
    if (found.email || found.password) return;
    setBusy(true);
    const result = await send({ type: 'sign-in', email: email.trim(), password });
    setBusy(false);
    if (result.ok) onSignedIn();
    else setFailure(result.code === 'invalid_credentials' ? t('popup.invalidCredentials') : result.message);
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="card">
      <label>
        {t('popup.email')}
        <input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={!!errors.email} />
        {errors.email && <span className="field-error">{t(errors.email)}</span>}
      </label>
      <label>
        {t('popup.password')}
        <input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-invalid={!!errors.password} />
        {errors.password && <span className="field-error">{t(errors.password)}</span>}
      </label>
      {failure && <p className="field-error" role="alert">{failure}</p>}
      <button type="submit" className="primary" disabled={busy}>
        {busy ? t('popup.signingIn') : t('popup.signIn')}
      </button>
    </form>
  );
}
