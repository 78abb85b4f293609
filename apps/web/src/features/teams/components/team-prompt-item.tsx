import type { TeamPrompt } from '@selecta/shared/teams';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { teamsApi } from '../api/teams-api.ts';
import { useTeamAction } from '../use-team-error.ts';
import { TeamPromptForm } from './team-prompt-form.tsx';

/** One team prompt: read-only for members; owner and admins edit it in place, pin it and delete it. */
export function TeamPromptItem({ prompt, editable, onChange }: { prompt: TeamPrompt; editable: boolean; onChange: () => void }) {
  const { t } = useTranslation('teams');
  const run = useTeamAction(onChange);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Back from the form (saved or cancelled), focus returns to the Edit button the user started from.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (editing) {
    return (
      <li className="rounded-md border p-3">
        <TeamPromptForm
          prompt={prompt}
          onCancel={() => setEditing(false)}
          onDone={() => {
            setEditing(false);
            onChange();
          }}
        />
      </li>
    );
  }
  return (
    <li className="grid gap-1 rounded-md border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 break-words font-medium">
          {prompt.name}
          {prompt.pinned ? <span className="ml-2 rounded bg-muted px-1.5 py-0.5 text-xs text-muted-foreground">{t('prompts.pinnedBadge')}</span> : null}
        </span>
        {editable ? (
          <span className="flex flex-wrap gap-2">
            <Button ref={editButton} size="sm" variant="outline" aria-label={`${t('prompts.edit')} ${prompt.name}`} onClick={() => setEditing(true)}>
              {t('prompts.edit')}
            </Button>
            <Button size="sm" variant="outline" aria-label={`${prompt.pinned ? t('prompts.unpin') : t('prompts.pin')} ${prompt.name}`} onClick={() => void run(() => teamsApi.updatePrompt(prompt.id, { pinned: !prompt.pinned }))}>
              {prompt.pinned ? t('prompts.unpin') : t('prompts.pin')}
            </Button>
            <ConfirmDialog
              trigger={
                <Button size="sm" variant="ghost" aria-label={`${t('prompts.delete')} ${prompt.name}`}>
                  {t('prompts.delete')}
                </Button>
              }
              title={t('prompts.deleteTitle', { name: prompt.name })}
              description={t('prompts.deleteConfirm')}
              confirmLabel={t('prompts.delete')}
              onConfirm={() => run(() => teamsApi.deletePrompt(prompt.id))}
            />
          </span>
        ) : null}
      </div>
      <p className="whitespace-pre-wrap break-words text-sm text-muted-foreground">{prompt.template}</p>
    </li>
  );
}
