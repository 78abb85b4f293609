import { zodResolver } from '@hookform/resolvers/zod';
import { passwordMaxLength, passwordMinLength } from '@selecta/shared/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { changePassword } from '../api/change-password.ts';

/**
 * Sign-up's rules and messages (spec §5). The current password is the server's to require: an account made with an
 * email code or a provider has none and sets its first one here.
 */
const schema = z
  .object({
    currentPassword: z.string(),
    newPassword: z.string().min(passwordMinLength, 'errors.passwordMin').max(passwordMaxLength, 'errors.passwordMax'),
    confirmPassword: z.string().min(passwordMinLength, 'errors.passwordMin'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'errors.mismatch' });
type Values = z.infer<typeof schema>;

/** The auth service's codes (GoTrue's, as supabase-js reports them) and the field each belongs to. */
const serverErrors: Record<string, { field: keyof Values; key: string }> = {
  current_password_required: { field: 'currentPassword', key: 'errors.currentRequired' },
  current_password_mismatch: { field: 'currentPassword', key: 'errors.currentWrong' },
  weak_password: { field: 'newPassword', key: 'errors.passwordMin' },
  validation_failed: { field: 'newPassword', key: 'errors.passwordMax' },
  same_password: { field: 'newPassword', key: 'errors.samePassword' },
  reauthentication_needed: { field: 'currentPassword', key: 'errors.signInAgain' },
};

export function PasswordForm() {
  const { t } = useTranslation('settings');
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const message = (key: string | undefined) => (key ? { type: 'validate', message: t(key, { min: passwordMinLength, max: passwordMaxLength }) } : undefined);

  async function onSubmit(values: Values) {
    const code = await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }).catch(() => 'unknown');
    if (code === null) {
      form.reset();
      toast.success(t('password.done.title'), { description: t('password.done.description') });
      return;
    }
    const known = serverErrors[code];
    if (known) form.setError(known.field, { message: t(known.key, { min: passwordMinLength, max: passwordMaxLength }) });
    else toast.error(t('errors.generic.title'), { description: t('errors.generic.description') });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('password.title')}</CardTitle>
        <CardDescription>{t('password.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid max-w-md gap-4" noValidate onSubmit={form.handleSubmit(onSubmit)}>
          <div className="grid gap-1">
            <FormField label={t('password.current')} error={message(errors.currentPassword?.message)}>
              {(p) => <Input type="password" autoComplete="current-password" {...p} {...form.register('currentPassword')} />}
            </FormField>
            <p className="text-xs text-muted-foreground">{t('password.noneYet')}</p>
          </div>
          <FormField label={t('password.new')} error={message(errors.newPassword?.message)}>
            {(p) => <Input type="password" autoComplete="new-password" {...p} {...form.register('newPassword')} />}
          </FormField>
          <FormField label={t('password.confirm')} error={message(errors.confirmPassword?.message)}>
            {(p) => <Input type="password" autoComplete="new-password" {...p} {...form.register('confirmPassword')} />}
          </FormField>
          <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
            {isSubmitting ? t('password.submitting') : t('password.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
