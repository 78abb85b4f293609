import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { authClient, emailCodeRequestResolver, emailCodeResolver, preloadAuthFormCode } from '../auth-form-code.ts';
import type { EmailCodeRequestValues, EmailCodeValues } from '../auth-schemas.ts';
import { afterAuthPath } from '../after-auth-path.ts';
import { codeFailure } from '../email-code-failure.ts';
import { fieldError } from './field-error.ts';

/**
 * "Email me a code" (supabase-js `signInWithOtp` / `verifyOtp`): the address, then the 6-digit code from the mail. The
 * mail's link signs in too, landing on the same page the code leads to.
 */
export function EmailCodeForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [sentTo, setSentTo] = useState<string>();
  return sentTo ? <CodeStep email={sentTo} onOtherEmail={() => setSentTo(undefined)} /> : <AddressStep initialEmail={initialEmail} onSent={setSentTo} onBack={onBack} />;
}

function AddressStep({ initialEmail, onSent, onBack }: { initialEmail: string; onSent: (email: string) => void; onBack: () => void }) {
  const { t, i18n } = useTranslation('auth');
  const [params] = useSearchParams();
  const form = useForm<EmailCodeRequestValues>({ resolver: emailCodeRequestResolver, defaultValues: { email: initialEmail } });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit({ email }: EmailCodeRequestValues) {
    const emailRedirectTo = `${window.location.origin}${afterAuthPath(params, i18n.language, 'dashboard')}`;
    const { error } = await (await authClient()).auth.signInWithOtp({ email, options: { emailRedirectTo, data: { locale: i18n.language } } });
    if (error) {
      notifyError(t('emailCode.failed'), { description: codeFailure(error.code, t), duration: 6000 });
      return;
    }
    onSent(email.trim().toLowerCase());
  }

  return (
    <form className="grid gap-4" noValidate onFocus={preloadAuthFormCode} onSubmit={form.handleSubmit(onSubmit)}>
      <p className="text-sm text-muted-foreground">{t('emailCode.intro')}</p>
      <FormField label={t('fields.email')} error={fieldError(t, errors.email)}>
        {(p) => <Input type="email" autoComplete="email" {...p} {...form.register('email')} />}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('emailCode.sending') : t('emailCode.send')}
      </Button>
      <button type="button" className="justify-self-center text-sm font-medium text-primary underline-offset-4 hover:underline" onClick={onBack}>
        {t('emailCode.usePassword')}
      </button>
    </form>
  );
}

function CodeStep({ email, onOtherEmail }: { email: string; onOtherEmail: () => void }) {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm<EmailCodeValues>({ resolver: emailCodeResolver, defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: EmailCodeValues) {
    const { error } = await (await authClient()).auth.verifyOtp({ email, token: values.code.replace(/\s/g, ''), type: 'email' });
    if (error) {
      form.setError('code', { message: codeFailure(error.code, t) });
      return;
    }
    notifySuccess(t('toasts.loginSuccess.title'), { description: t('toasts.loginSuccess.description'), duration: 3000 });
    void navigate(afterAuthPath(params, i18n.language, 'dashboard'));
  }

  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <p className="text-sm text-muted-foreground" role="status">
        {t('emailCode.sent', { email })}
      </p>
      <FormField label={t('fields.code')} error={errors.code?.message?.startsWith('errors.') ? fieldError(t, errors.code) : errors.code}>
        {(p) => <Input inputMode="numeric" autoComplete="one-time-code" maxLength={12} className="text-center text-lg tracking-[0.4em]" {...p} {...form.register('code')} />}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('login.submitting') : t('emailCode.verify')}
      </Button>
      <button type="button" className="justify-self-center text-sm font-medium text-primary underline-offset-4 hover:underline" onClick={onOtherEmail}>
        {t('emailCode.again')}
      </button>
    </form>
  );
}
