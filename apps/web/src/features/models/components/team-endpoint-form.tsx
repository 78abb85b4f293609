import type { TeamModelSettings } from '@selecta/shared/models';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { saveTeamEndpoint } from '../api/models.ts';

const knownErrors = new Set(['endpoint_not_allowed', 'endpoint_check_failed', 'validation_failed']);

/** Connects the team's own OpenAI-compatible endpoint; the server checks it with one test request before saving. */
export function TeamEndpointForm({ hasKey, onSaved }: { hasKey: boolean; onSaved: (settings: TeamModelSettings) => void }) {
  const { t } = useTranslation('models');
  const [values, setValues] = useState({ baseUrl: '', model: '', label: '', apiKey: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof values) => ({ value: values[name], onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: e.target.value }) });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { baseUrl, model, label, apiKey } = values;
      onSaved(await saveTeamEndpoint({ baseUrl, model, ...(label ? { label } : {}), ...(apiKey ? { apiKey } : {}) }));
      setValues({ ...values, apiKey: '' });
    } catch (e) {
      const code = e instanceof ApiRequestError && knownErrors.has(e.code) ? e.code : 'generic';
      setError(t(`team.errors.${code}`));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="grid max-w-md gap-3" noValidate onSubmit={(e) => void submit(e)}>
      <FormField label={t('team.baseUrl')}>{(p) => <Input type="url" inputMode="url" placeholder={t('team.baseUrlHint')} required {...p} {...field('baseUrl')} />}</FormField>
      <FormField label={t('team.model')}>{(p) => <Input required {...p} {...field('model')} />}</FormField>
      <FormField label={t('team.label')}>{(p) => <Input {...p} {...field('label')} />}</FormField>
      <FormField label={hasKey ? t('team.apiKeyKept') : t('team.apiKey')}>{(p) => <Input type="password" autoComplete="off" {...p} {...field('apiKey')} />}</FormField>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={busy}>
        {busy ? t('team.checking') : t('team.connect')}
      </Button>
    </form>
  );
}
