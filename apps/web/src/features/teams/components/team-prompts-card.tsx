import type { TeamPrompt } from '@selecta/shared/teams';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { TeamPromptForm } from './team-prompt-form.tsx';
import { TeamPromptItem } from './team-prompt-item.tsx';

/** The team's shared prompts: owner and admins add, edit, pin and delete; members read them. */
export function TeamPromptsCard({ prompts, editable, onChange }: { prompts: TeamPrompt[]; editable: boolean; onChange: () => void }) {
  const { t } = useTranslation('teams');
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
            <TeamPromptItem key={prompt.id} prompt={prompt} editable={editable} onChange={onChange} />
          ))}
        </ul>
        {editable ? <TeamPromptForm onDone={onChange} /> : null}
      </CardContent>
    </Card>
  );
}
