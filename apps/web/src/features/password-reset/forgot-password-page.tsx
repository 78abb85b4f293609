import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { paths } from '@/config/paths.ts';
import { requestPasswordReset } from './api/request-reset.ts';

const schema = z.object({ email: z.email('errors.email') });
type Values = z.infer<typeof schema>;

/** `/{lang}/forgot-password`: asks for a reset link; the answer is the same whether or not the email has an account. */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation('password-reset');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit({ email }: Values) {
    if ((await requestPasswordReset(email, i18n.language)) === 'unreachable') {
      toast.error(t('errors.unreachable.title'), { description: t('errors.unreachable.description') });
      return;
    }
    setSentTo(email);
  }

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardHeader>
          {/* The page's one heading, so its <h1> (axe: page-has-heading-one). */}
          <CardTitle asH1>{t('forgot.title')}</CardTitle>
          <CardDescription>{sentTo ? null : t('forgot.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {sentTo ? (
            <p role="status">{t('forgot.sent', { email: sentTo })}</p>
          ) : (
            <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(onSubmit)}>
              <FormField label={t('forgot.email')} error={errors.email ? { type: 'validate', message: t('errors.email') } : undefined}>
                {(p) => <Input type="email" autoComplete="email" {...p} {...form.register('email')} />}
              </FormField>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
              </Button>
            </form>
          )}
          <Link className="text-sm font-medium text-primary underline-offset-4 hover:underline" to={paths.auth.getHref(i18n.language, { login: true })}>
            {t('backToSignIn')}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
