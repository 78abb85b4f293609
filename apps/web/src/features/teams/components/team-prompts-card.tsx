import type { TeamPrompt } from '@selecta/shared/teams';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { teamsApi } from '../api/teams-api.ts';
import { useTeamAction } from '../use-team-error.ts';
import { TeamPromptForm } from './team-prompt-form.tsx';

/** The team's shared prompts: owner and admins add, pin and delete; members read them. */
export function TeamPromptsCard({ prompts, editable, onChange }: { prompts: TeamPrompt[]; editable: boolean; onChange: () => void }) {
  const { t } = useTranslation('teams');
  const run = useTeamAction(onChange);

  async function remove(prompt: TeamPrompt) {
    if (!window.confirm(t('prompts.deleteConfirm', { name: prompt.name }))) return;
    await run(() => teamsApi.deletePrompt(prompt.id));
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('prompts.title')}</CardTitle>
        <CardDescription>{editable ? t('prompts.description') : t('prompts.readOnly')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {prompts.length === 0 ? <p className="text-sm text-muted-foreground">{t('prompts.none')}</p> : null}
        <ul className="grid gap-3" data-testid="team-prompts">
          {prompts.map((prompt) => (
            <li key={prompt.id} className="grid gap-1 rounded-md border p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  {prompt.name}
                  {prompt.pinned ? <span className="ml-2 rounded bg-muted px-1.5 py-0.5 text-xs text-muted-foreground">{t('prompts.pinnedBadge')}</span> : null}
                </span>
                {editable ? (
                  <span className="flex gap-2">
                    <Button size="sm" variant="outline" aria-label={`${prompt.pinned ? t('prompts.unpin') : t('prompts.pin')} ${prompt.name}`} onClick={() => void run(() => teamsApi.updatePrompt(prompt.id, { pinned: !prompt.pinned }))}>
                      {prompt.pinned ? t('prompts.unpin') : t('prompts.pin')}
                    </Button>
                    <Button size="sm" variant="ghost" aria-label={`${t('prompts.delete')} ${prompt.name}`} onClick={() => void remove(prompt)}>
                      {t('prompts.delete')}
                    </Button>
                  </span>
                ) : null}
              </div>
              <p className="whitespace-pre-wrap break-words text-sm text-muted-foreground">{prompt.template}</p>
            </li>
          ))}
        </ul>
        {editable ? <TeamPromptForm onAdded={onChange} /> : null}
      </CardContent>
    </Card>
  );
}
