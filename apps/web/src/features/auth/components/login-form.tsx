import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { paths } from '@/config/paths.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { authClient, loginResolver, preloadAuthFormCode } from '../auth-form-code.ts';
import type { LoginValues } from '../auth-schemas.ts';
import { afterAuthPath } from '../after-auth-path.ts';
import { awaitsCode } from '@/features/two-step/session-level.ts';
import { signInWithRecoveryCode } from '../recovery-code-sign-in.ts';
import { fieldError } from './field-error.ts';
import { RecoveryCodeField } from './recovery-code-field.tsx';

/**
 * Login (spec §2, §5, §8): success toasts for 3 s and goes to /dashboard; failure shows the service's message. "Email me
 * a code" hands the typed address to the email-code form. A password refused for SSO offers a team owner's recovery code.
 */
export function LoginForm({ onToggle, onEmailCode, onSso }: { onToggle: () => void; onEmailCode: (email: string) => void; onSso: (email: string) => void }) {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm<LoginValues>({ resolver: loginResolver, defaultValues: { email: '', password: '', recoveryCode: '' } });
  const { errors, isSubmitting } = form.formState;
  const hydrated = useHydrated();
  // A password refused for SSO offers the team owner's recovery code; the offer opens the field.
  const [recovery, setRecovery] = useState<'none' | 'offered' | 'open'>('none');

  async function onSubmit({ email, password, recoveryCode }: LoginValues) {
    const withCode = recovery === 'open';
    if (withCode && !recoveryCode) {
      form.setError('recoveryCode', { message: 'errors.recoveryCode' });
      return;
    }
    const error = withCode
      ? await signInWithRecoveryCode({ email, password, code: recoveryCode ?? '' }, i18n.language)
      : (await (await authClient()).auth.signInWithPassword({ email, password })).error ?? undefined;
    if (error) {
      if (error.code === 'user_sso_managed' && recovery === 'none') setRecovery('offered');
      notifyError(t('toasts.loginFailed.title'), { description: loginFailure(error.code, withCode, t), duration: 5000 });
      return;
    }
    // An account with two-step verification is signed in halfway: the code step comes first, with its own toast.
    const { data } = await (await authClient()).auth.getSession();
    if (!awaitsCode(data.session)) notifySuccess(t('toasts.loginSuccess.title'), { description: t('toasts.loginSuccess.description'), duration: 3000 });
    void navigate(afterAuthPath(params, i18n.language, 'dashboard'));
  }

  return (
    <form className="grid gap-4" noValidate onFocus={preloadAuthFormCode} onSubmit={form.handleSubmit(onSubmit)}>
      <FormField label={t('fields.email')} error={fieldError(t, errors.email)}>
        {(p) => <Input type="email" autoComplete="email" {...p} {...form.register('email')} />}
      </FormField>
      <FormField label={t('fields.password')} error={fieldError(t, errors.password)}>
        {(p) => <Input type="password" autoComplete="current-password" {...p} {...form.register('password')} />}
      </FormField>
      <Link className="-mt-2 justify-self-end text-sm text-primary underline-offset-4 hover:underline" to={paths.forgotPassword.getHref(i18n.language)}>
        {t('login.forgot')}
      </Link>
      {recovery === 'none' ? null : <RecoveryCodeField form={form} open={recovery === 'open'} onOpen={() => setRecovery('open')} />}
      <Button type="submit" size="lg" disabled={!hydrated || isSubmitting}>
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
      <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {t('login.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button type="button" variant="outline" size="lg" onClick={() => onEmailCode(form.getValues('email'))}>
        {t('login.emailCode')}
      </Button>
      <Button type="button" variant="outline" size="lg" onClick={() => onSso(form.getValues('email'))}>
        {t('login.sso')}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {t('login.noAccount')}{' '}
        <button type="button" className="font-medium text-primary underline-offset-4 hover:underline" onClick={onToggle}>
          {t('login.toSignUp')}
        </button>
      </p>
    </form>
  );
}

type FailureKey = 'toasts.loginFailed.invalidCredentials' | 'toasts.loginFailed.description' | 'sso.errors.required' | 'sso.errors.deactivated' | 'login.recovery.refused';

/**
 * The service's wording is English-only, so known codes get our translated text; anything else the generic hint.
 * With a recovery code, `user_sso_managed` means the code was not taken (wrong, used, or not the owner's).
 */
function loginFailure(code: string | undefined, withCode: boolean, t: (key: FailureKey) => string): string {
  if (code === 'user_sso_managed') return t(withCode ? 'login.recovery.refused' : 'sso.errors.required');
  // GoTrue's code for an account that may not sign in: here, one the team's directory deactivated (SCIM).
  if (code === 'user_banned') return t('sso.errors.deactivated');
  return code === 'invalid_credentials' ? t('toasts.loginFailed.invalidCredentials') : t('toasts.loginFailed.description');
}
