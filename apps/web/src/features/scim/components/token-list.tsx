import type { ScimToken } from '@selecta/shared/scim';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { notifySuccess } from '@/lib/notify.ts';
import { scimTokensApi } from '../api/scim-tokens-api.ts';
import { useScimErrorText } from '../use-scim-error.ts';

/** The team's tokens by name, when made and last used, each revocable after a confirmation. */
export function TokenList({ tokens, onRevoked }: { tokens: ScimToken[]; onRevoked: () => void }) {
  const { t, i18n } = useTranslation('scim');
  const errorText = useScimErrorText();
  const [error, setError] = useState<string>();
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  async function revoke(id: string): Promise<boolean> {
    setError(undefined);
    try {
      await scimTokensApi.revoke(id);
      notifySuccess(t('tokens.revoked'));
      onRevoked();
      return true;
    } catch (e) {
      setError(errorText(e));
      return false;
    }
  }

  if (tokens.length === 0) return <p className="text-sm text-muted-foreground">{t('tokens.none')}</p>;
  return (
    <div className="grid gap-2">
      <ul className="grid gap-2">
        {tokens.map((token) => (
          <li key={token.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-md border p-3" data-testid="scim-token">
            <div className="grid min-w-0 gap-0.5">
              <span className="break-words font-medium" data-testid="scim-token-name">
                {token.name}
              </span>
              <span className="text-sm text-muted-foreground">
                {t('tokens.created', { date: date(token.createdAt) })} · <span data-testid="scim-token-last-used">{token.lastUsedAt ? t('tokens.lastUsed', { date: date(token.lastUsedAt) }) : t('tokens.neverUsed')}</span>
              </span>
            </div>
            <ConfirmDialog
              trigger={
                <Button type="button" variant="outline" size="sm">
                  {t('tokens.revoke')}
                </Button>
              }
              title={t('tokens.revokeTitle', { name: token.name })}
              description={t('tokens.revokeText')}
              confirmLabel={t('tokens.revoke')}
              onConfirm={() => revoke(token.id)}
            />
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
