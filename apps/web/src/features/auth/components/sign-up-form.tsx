import { freePromoMultiplier, plans } from '@selecta/shared/plans';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { authClient, preloadAuthFormCode, signUpResolver } from '../auth-form-code.ts';
import type { SignUpValues } from '../auth-schemas.ts';
import { usePromoEnd } from '../use-promo-end.ts';
import { afterAuthPath } from '../after-auth-path.ts';
import { fieldError } from './field-error.ts';

/** Sign-up (spec §2, §5, §8): success → /onboarding; 'already registered' and other failures toast for 5 s. */
export function SignUpForm({ onToggle }: { onToggle: () => void }) {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm<SignUpValues>({ resolver: signUpResolver, defaultValues: { email: '', password: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;
  const hydrated = useHydrated();
  const promoEnd = usePromoEnd(i18n.language);

  async function onSubmit({ email, password }: SignUpValues) {
    const { error } = await (await authClient()).auth.signUp({ email, password, options: { data: {} } });
    if (error) {
      if (/already registered/i.test(error.message)) {
        notifyError(t('toasts.alreadyRegistered.title'), { description: t('toasts.alreadyRegistered.description'), duration: 5000 });
      } else {
        notifyError(t('toasts.signUpFailed.title'), { description: t('toasts.signUpFailed.description'), duration: 5000 });
      }
      return;
    }
    notifySuccess(t('toasts.signUpSuccess.title'), { description: t('toasts.signUpSuccess.description'), duration: 5000 });
    void navigate(afterAuthPath(params, i18n.language, 'onboarding'));
  }

  return (
    <form className="grid gap-4" noValidate onFocus={preloadAuthFormCode} onSubmit={form.handleSubmit(onSubmit)}>
      <FormField label={t('fields.email')} error={fieldError(t, errors.email)}>
        {(p) => <Input type="email" autoComplete="email" {...p} {...form.register('email')} />}
      </FormField>
      <FormField label={t('fields.password')} error={fieldError(t, errors.password)}>
        {(p) => <Input type="password" autoComplete="new-password" {...p} {...form.register('password')} />}
      </FormField>
      <FormField label={t('fields.confirmPassword')} error={fieldError(t, errors.confirmPassword)}>
        {(p) => <Input type="password" autoComplete="new-password" {...p} {...form.register('confirmPassword')} />}
      </FormField>
      <Button type="submit" size="lg" disabled={!hydrated || isSubmitting}>
        {isSubmitting ? t('signUp.submitting') : t('signUp.submit')}
      </Button>
      {promoEnd ? (
        <p data-testid="promo" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100">
          {t('signUp.promo', { multiplier: freePromoMultiplier, daily: (plans.free.limits.day ?? 0) * freePromoMultiplier, date: promoEnd })}
        </p>
      ) : null}
      <p className="text-center text-sm text-muted-foreground">
        {t('signUp.haveAccount')}{' '}
        <button type="button" className="font-medium text-primary underline-offset-4 hover:underline" onClick={onToggle}>
          {t('signUp.toLogin')}
        </button>
      </p>
    </form>
  );
}
