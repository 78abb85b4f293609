import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { notifySuccess } from '@/lib/notify.ts';
import { teamsApi } from '../api/teams-api.ts';
import { useTeamAction } from '../use-team-error.ts';

/** The same variables as the extension's own saved prompts. */
const variables = '{{text}}, {{language}}, {{page_title}}';

export function TeamPromptForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation('teams');
  const [name, setName] = useState('');
  const [template, setTemplate] = useState('');
  const [pinned, setPinned] = useState(true);
  const [busy, setBusy] = useState(false);
  const run = useTeamAction(onAdded);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    if (await run(() => teamsApi.addPrompt({ name: name.trim(), template: template.trim(), pinned }))) {
      notifySuccess(t('prompts.added'));
      setName('');
      setTemplate('');
    }
    setBusy(false);
  }

  return (
    <form className="grid gap-3 border-t pt-4" onSubmit={(e) => void submit(e)}>
      <div className="grid gap-2">
        <Label htmlFor="team-prompt-name">{t('prompts.name')}</Label>
        <Input id="team-prompt-name" required maxLength={40} value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="team-prompt-template">{t('prompts.template')}</Label>
        <textarea
          id="team-prompt-template"
          required
          maxLength={2000}
          rows={3}
          aria-describedby="team-prompt-hint"
          className="rounded-md border bg-background px-3 py-2 text-sm"
          value={template}
          onChange={(e) => setTemplate(e.target.value)}
        />
        <p id="team-prompt-hint" className="text-xs text-muted-foreground">
          {t('prompts.hint', { vars: variables })}
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={pinned} onChange={(e) => setPinned(e.target.checked)} />
        {t('prompts.pinned')}
      </label>
      <Button type="submit" className="justify-self-start" disabled={busy}>
        {t('prompts.add')}
      </Button>
    </form>
  );
}
