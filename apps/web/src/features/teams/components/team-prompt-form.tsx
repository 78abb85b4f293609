import { zodResolver } from '@hookform/resolvers/zod';
import { teamPromptInputSchema, teamPromptLimits, type TeamPrompt } from '@selecta/shared/teams';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { notifySuccess } from '@/lib/notify.ts';
import { teamsApi } from '../api/teams-api.ts';
import { useTeamAction } from '../use-team-error.ts';

/** The same variables as the extension's own saved prompts. */
const variables = '{{text}}, {{language}}, {{page_title}}';

type Values = z.input<typeof teamPromptInputSchema>;
type Field = keyof typeof teamPromptLimits;

/**
 * Adds a team prompt, or edits `prompt` in place. The server's own schema validates here too, so the rules cannot
 * drift; its issue codes (`too_small` after trimming, `too_big`) pick the message in the visitor's language.
 */
export function TeamPromptForm({ prompt, onDone, onCancel }: { prompt?: TeamPrompt; onDone: () => void; onCancel?: () => void }) {
  const { t } = useTranslation('teams');
  const run = useTeamAction(onDone);
  const form = useForm<Values, unknown, z.output<typeof teamPromptInputSchema>>({
    resolver: zodResolver(teamPromptInputSchema),
    defaultValues: prompt ? { name: prompt.name, template: prompt.template, pinned: prompt.pinned } : { name: '', template: '', pinned: true },
  });
  const { errors, isSubmitting } = form.formState;
  const message = (field: Field) => {
    const type = errors[field]?.type;
    if (!type) return undefined;
    return { type, message: t(type === 'too_big' ? `prompts.invalid.${field}TooLong` : `prompts.invalid.${field}Missing`, { max: teamPromptLimits[field] }) };
  };
  const { setFocus } = form;
  useEffect(() => {
    if (prompt) setFocus('name');
  }, [prompt, setFocus]);

  async function submit(values: z.output<typeof teamPromptInputSchema>) {
    if (prompt) {
      if (await run(() => teamsApi.updatePrompt(prompt.id, values))) notifySuccess(t('prompts.saved'));
    } else if (await run(() => teamsApi.addPrompt(values))) {
      notifySuccess(t('prompts.added'));
      form.reset();
    }
  }

  const hintId = prompt ? `team-prompt-hint-${prompt.id}` : 'team-prompt-hint';
  return (
    <form className={prompt ? 'grid gap-3' : 'grid gap-3 border-t pt-4'} noValidate data-testid={prompt ? 'team-prompt-edit' : 'team-prompt-new'} onSubmit={form.handleSubmit(submit)}>
      <FormField label={t('prompts.name')} error={message('name')}>
        {(p) => <Input {...p} {...form.register('name')} />}
      </FormField>
      <FormField label={t('prompts.template')} error={message('template')}>
        {(p) => (
          <textarea
            {...p}
            aria-describedby={[p['aria-describedby'], hintId].filter(Boolean).join(' ')}
            rows={3}
            className="rounded-md border bg-background px-3 py-2 text-sm aria-invalid:border-destructive"
            {...form.register('template')}
          />
        )}
      </FormField>
      <p id={hintId} className="-mt-1 text-xs text-muted-foreground">
        {t('prompts.hint', { vars: variables })}
      </p>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('pinned')} />
        {t('prompts.pinned')}
      </label>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {prompt ? t('prompts.save') : t('prompts.add')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('prompts.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
