import type { CreatedScimToken, ScimTokensResponse } from '@selecta/shared/scim';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { scimTokensApi } from './api/scim-tokens-api.ts';
import { CopyField } from './components/copy-field.tsx';
import { CreateTokenForm } from './components/create-token-form.tsx';
import { NewTokenPanel } from './components/new-token-panel.tsx';
import { SetupSteps } from './components/setup-steps.tsx';
import { TokenList } from './components/token-list.tsx';
import { useScimErrorText } from './use-scim-error.ts';

/**
 * The owner's "Directory provisioning (SCIM)" card (decision 047): the base URL and tokens a directory needs, and how
 * to set up Okta and Microsoft Entra ID. Self-contained: it loads and changes its own data.
 */
export function ScimCard() {
  const { t } = useTranslation('scim');
  const errorText = useScimErrorText();
  const [data, setData] = useState<ScimTokensResponse>();
  const [error, setError] = useState<string>();
  // A new token lives only here, shown once: the server answered it with its creation.
  const [created, setCreated] = useState<CreatedScimToken>();
  const load = useCallback(() => {
    scimTokensApi.list().then(setData, (e: unknown) => setError(errorText(e)));
    // errorText only reads the current language: loading is the same in both.
  }, []);
  useEffect(load, [load]);

  return (
    <Card className="md:col-span-2" data-testid="scim-card">
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <p className="text-sm text-muted-foreground">{t('rules')}</p>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        {data ? (
          <>
            <CopyField label={t('baseUrl')} value={data.baseUrl} testId="scim-base-url" />
            <div className="grid gap-3">
              <h3 className="text-sm font-semibold">{t('tokens.title')}</h3>
              <p className="text-sm text-muted-foreground">{t('tokens.help')}</p>
              <CreateTokenForm
                onCreated={(next) => {
                  setCreated(next);
                  load();
                }}
              />
              {created ? <NewTokenPanel created={created} onDone={() => setCreated(undefined)} /> : null}
              <TokenList tokens={data.tokens} onRevoked={load} />
            </div>
            <SetupSteps />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
