import { zodResolver } from '@hookform/resolvers/zod';
import type { PlanId } from '@selecta/shared/plans';
import { supportLimits, supportPriority, supportReplyDays, type SupportPriority } from '@selecta/shared/support';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { sectionHref } from '@/config/paths.ts';
import { ApiRequestError } from '@/lib/api-client.ts';
import { toLocale } from '@/lib/i18n.ts';
import { sendSupportRequest } from '../api/send-support.ts';

const schema = z.object({
  subject: z.string().trim().min(supportLimits.subject.min, 'errors.subject').max(supportLimits.subject.max, 'errors.subject'),
  page: z.string().trim().max(supportLimits.page.max, 'errors.page'),
  message: z.string().trim().min(supportLimits.message.min, 'errors.message').max(supportLimits.message.max, 'errors.message'),
});
type Values = z.infer<typeof schema>;

/** The support form (`POST /api/support`): mailed with the plan's priority; the promised reply time is shown first. */
export function SupportCard({ plan }: { plan: PlanId | null }) {
  const { t, i18n } = useTranslation('support');
  const [sent, setSent] = useState<SupportPriority | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { subject: '', page: '', message: '' } });
  const { errors, isSubmitting } = form.formState;
  const message = (key: string | undefined) => (key ? { type: 'validate', message: t(key, { ...limits }) } : undefined);
  const priority = supportPriority(plan ?? 'free');
  const promise = (p: SupportPriority) => t(`reply.${p}`, { count: supportReplyDays[p] ?? 0 });

  async function onSubmit(values: Values) {
    setFailure(null);
    try {
      const answer = await sendSupportRequest({ subject: values.subject, message: values.message, ...(values.page ? { page: values.page } : {}), locale: toLocale(i18n.language) });
      setSent(answer.priority);
      form.reset();
    } catch (error) {
      setFailure(error instanceof ApiRequestError && error.status === 429 ? t('errors.tooMany') : t('errors.generic'));
    }
  }

  return (
    <Card id="support" aria-labelledby="support-title" className="scroll-mt-24">
      <CardHeader>
        <CardTitle id="support-title">{t('title')}</CardTitle>
        <CardDescription>
          {t(`level.${priority}`)} {promise(priority)}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {priority === 'community' ? (
          <p className="text-sm">
            {t('community')}{' '}
            <a className="font-medium underline underline-offset-4" href={sectionHref(i18n.language, 'how-it-works')}>
              {t('help')}
            </a>
          </p>
        ) : null}
        <p role="status" className="text-sm font-medium" data-testid="support-status">
          {sent ? t('sent', { promise: promise(sent) }) : ''}
        </p>
        {failure ? (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        ) : null}
        <form className="grid max-w-xl gap-4" noValidate onSubmit={form.handleSubmit(onSubmit)}>
          <FormField label={t('subject')} error={message(errors.subject?.message)}>
            {(p) => <Input maxLength={supportLimits.subject.max} {...p} {...form.register('subject')} />}
          </FormField>
          <FormField label={t('page')} error={message(errors.page?.message)}>
            {(p) => <Input placeholder={t('pagePlaceholder')} maxLength={supportLimits.page.max} {...p} {...form.register('page')} />}
          </FormField>
          <FormField label={t('message')} error={message(errors.message?.message)}>
            {(p) => (
              <textarea
                rows={6}
                maxLength={supportLimits.message.max}
                className="w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm"
                {...p}
                {...form.register('message')}
              />
            )}
          </FormField>
          <p className="text-xs text-muted-foreground">{t('privacy')}</p>
          <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
            {isSubmitting ? t('sending') : t('send')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

const limits = { subjectMin: supportLimits.subject.min, subjectMax: supportLimits.subject.max, messageMin: supportLimits.message.min, messageMax: supportLimits.message.max, pageMax: supportLimits.page.max };
