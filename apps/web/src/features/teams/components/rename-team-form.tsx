import { teamNameMaxLength, type Team } from '@selecta/shared/teams';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { teamsApi } from '../api/teams-api.ts';
import { useTeamError } from '../use-team-error.ts';

/**
 * The team's name, for the owner and admins (the server's `manage` rule on `PATCH /api/teams`). The name goes as typed:
 * the server trims and checks it, and its refusal is worded here beside the field.
 */
export function RenameTeamForm({ team, onChange }: { team: Team; onChange: () => void }) {
  const { t } = useTranslation('teams');
  const fail = useTeamError();
  const [name, setName] = useState(team.name);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await teamsApi.rename(name);
      setInvalid(false);
      notifySuccess(t('rename.saved'));
      onChange();
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'validation_failed') setInvalid(true);
      else fail(error);
    }
    setBusy(false);
  }

  return (
    <form className="grid min-w-0 gap-3 rounded-lg border p-4" onSubmit={(e) => void submit(e)} noValidate>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid w-full min-w-0 gap-2 sm:w-80">
          <Label htmlFor="rename-team">{t('rename.label')}</Label>
          <Input
            id="rename-team"
            maxLength={teamNameMaxLength}
            value={name}
            aria-invalid={invalid}
            aria-describedby={invalid ? 'rename-team-error' : undefined}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={busy || name === team.name}>
          {t('rename.save')}
        </Button>
      </div>
      {invalid ? (
        <p id="rename-team-error" role="alert" className="text-sm text-destructive">
          {t('rename.invalid', { max: teamNameMaxLength })}
        </p>
      ) : null}
    </form>
  );
}
