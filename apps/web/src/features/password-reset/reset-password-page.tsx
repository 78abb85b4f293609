import { zodResolver } from '@hookform/resolvers/zod';
import { passwordMaxLength, passwordMinLength } from '@selecta/shared/auth';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { paths } from '@/config/paths.ts';
import { getSupabase } from '@/lib/supabase.ts';
import { recoverySession } from './api/recovery-session.ts';

const schema = z
  .object({
    password: z.string().min(passwordMinLength, 'errors.passwordMin').max(passwordMaxLength, 'errors.passwordMax'),
    confirmPassword: z.string().min(passwordMinLength, 'errors.passwordMin'),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'errors.mismatch' });
type Values = z.infer<typeof schema>;

/** `/{lang}/reset-password`: the mailed link lands here signed in for recovery; a new password finishes it. */
export function ResetPasswordPage() {
  const { t, i18n } = useTranslation('password-reset');
  const navigate = useNavigate();
  const [state, setState] = useState<'checking' | 'ready' | 'invalid'>('checking');
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;
  const message = (key: string | undefined) => (key ? { type: 'validate', message: t(key, { min: passwordMinLength, max: passwordMaxLength }) } : undefined);

  useEffect(() => {
    let live = true;
    void recoverySession().then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, []);

  async function onSubmit({ password }: Values) {
    const { error } = await getSupabase().auth.updateUser({ password });
    if (!error) {
      toast.success(t('reset.done.title'), { description: t('reset.done.description') });
      void navigate(paths.dashboard.getHref(i18n.language), { replace: true });
      return;
    }
    if (error.code === 'same_password') form.setError('password', { message: 'errors.samePassword' });
    else if (error.code === 'weak_password') form.setError('password', { message: 'errors.passwordMin' });
    // current_password_required: this link's session has already set a password once.
    else if (error.code === 'session_not_found' || error.code === 'current_password_required' || error.status === 401 || error.status === 403) setState('invalid');
    else toast.error(t('errors.unreachable.title'), { description: t('errors.unreachable.description') });
  }

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardHeader>
          {/* The page's one heading, so its <h1> (axe: page-has-heading-one). */}
          <CardTitle asH1>{state === 'invalid' ? t('invalid.title') : t('reset.title')}</CardTitle>
          {state !== 'checking' && <CardDescription>{state === 'invalid' ? t('invalid.description') : t('reset.description')}</CardDescription>}
        </CardHeader>
        <CardContent className="grid gap-4">
          {state === 'checking' && <p className="text-sm text-muted-foreground">{t('checking')}</p>}
          {state === 'invalid' && (
            <Button asChild className="justify-self-start">
              <Link to={paths.forgotPassword.getHref(i18n.language)}>{t('invalid.askAgain')}</Link>
            </Button>
          )}
          {state === 'ready' && (
            <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(onSubmit)}>
              <FormField label={t('reset.password')} error={message(errors.password?.message)}>
                {(p) => <Input type="password" autoComplete="new-password" {...p} {...form.register('password')} />}
              </FormField>
              <FormField label={t('reset.confirm')} error={message(errors.confirmPassword?.message)}>
                {(p) => <Input type="password" autoComplete="new-password" {...p} {...form.register('confirmPassword')} />}
              </FormField>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? t('reset.submitting') : t('reset.submit')}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
