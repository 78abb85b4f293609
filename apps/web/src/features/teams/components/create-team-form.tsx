import { teamNameMaxLength } from '@selecta/shared/teams';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { notifySuccess } from '@/lib/notify.ts';
import { teamsApi } from '../api/teams-api.ts';
import { useTeamAction } from '../use-team-error.ts';

export function CreateTeamForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation('teams');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const run = useTeamAction(onCreated);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    if (await run(() => teamsApi.create(name.trim()))) notifySuccess(t('create.created'));
    setBusy(false);
  }

  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={(e) => void submit(e)}>
      <div className="grid min-w-56 flex-1 gap-2">
        <Label htmlFor="team-name">{t('create.name')}</Label>
        <Input id="team-name" required maxLength={teamNameMaxLength} value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <Button type="submit" disabled={busy}>
        {t('create.submit')}
      </Button>
    </form>
  );
}
