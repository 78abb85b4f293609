import type { CreatedScimToken } from '@selecta/shared/scim';
import { scimTokenNameMaxLength } from '@selecta/shared/scim';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { scimTokensApi } from '../api/scim-tokens-api.ts';
import { useScimErrorText } from '../use-scim-error.ts';

/** Names and makes a token; the answer (with the secret) goes up to be shown once. */
export function CreateTokenForm({ onCreated }: { onCreated: (created: CreatedScimToken) => void }) {
  const { t } = useTranslation('scim');
  const errorText = useScimErrorText();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > scimTokenNameMaxLength) return setError(t('tokens.nameRequired'));
    setBusy(true);
    setError(undefined);
    try {
      onCreated(await scimTokensApi.create(trimmed));
      setName('');
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="grid gap-2" noValidate onSubmit={(e) => void submit(e)}>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-0 flex-1 basis-48 gap-2">
          <Label htmlFor="scim-token-name">{t('tokens.name')}</Label>
          <Input
            id="scim-token-name"
            placeholder={t('tokens.namePlaceholder')}
            autoComplete="off"
            maxLength={scimTokenNameMaxLength + 20}
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'scim-token-error' : undefined}
          />
        </div>
        <Button type="submit" disabled={busy}>
          {t('tokens.create')}
        </Button>
      </div>
      {error ? (
        <p id="scim-token-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
