import { chromiumForcelistLine, chromiumPolicy, type Distribution, distributionSchema, firefoxPolicies } from '@selecta/shared/install-policy';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { notifyError, notifySuccess } from '@/lib/notify.ts';

/** One block of policy text with its own Copy button. */
function PolicyBlock({ id, title, where, text }: { id: string; title: string; where: string; text: string }) {
  const { t } = useTranslation('dashboard');
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      notifySuccess(t('installPolicy.copied'));
    } catch {
      notifyError(t('installPolicy.copyFailed'));
    }
  }
  return (
    <section aria-labelledby={`${id}-title`} className="grid min-w-0 gap-2" data-testid={id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="font-semibold">
          {title}
        </h3>
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          {t('installPolicy.copy')}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{where}</p>
      <pre className="max-h-80 overflow-auto rounded-md bg-muted p-3 text-xs leading-relaxed">
        <code>{text}</code>
      </pre>
    </section>
  );
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * "Install for your organisation": the exact browser policies that force-install this server's own build of the
 * extension and point it at this server (decision 048), from `GET /api/extension/distribution`. Self-contained, so
 * the console's install section can take it as it is.
 */
export function InstallPolicyCard() {
  const { t } = useTranslation('dashboard');
  const [distribution, setDistribution] = useState<Distribution | 'error' | null>(null);
  useEffect(() => {
    void fetch('/api/extension/distribution')
      .then(async (response) => (response.ok ? distributionSchema.parse(await response.json()) : 'error'))
      .catch(() => 'error' as const)
      .then(setDistribution);
  }, []);
  return (
    <Card data-testid="install-policy">
      <CardHeader>
        <CardTitle>{t('installPolicy.title')}</CardTitle>
        <CardDescription>{t('installPolicy.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {distribution === null ? <p className="text-sm text-muted-foreground">{t('installPolicy.loading')}</p> : null}
        {distribution === 'error' || (distribution && !distribution.chrome && !distribution.firefox) ? (
          <p className="text-sm text-muted-foreground">{t('installPolicy.notBuilt')}</p>
        ) : null}
        {distribution && distribution !== 'error' && distribution.chrome ? (
          <>
            <PolicyBlock
              id="policy-chromium"
              title={t('installPolicy.chromium')}
              where={t('installPolicy.chromiumWhere', { id: distribution.chrome.id })}
              text={json(chromiumPolicy(distribution.chrome, distribution.serverUrl))}
            />
            <PolicyBlock id="policy-forcelist" title={t('installPolicy.forcelist')} where={t('installPolicy.forcelistWhere')} text={chromiumForcelistLine(distribution.chrome)} />
          </>
        ) : null}
        {distribution && distribution !== 'error' && distribution.firefox ? (
          <PolicyBlock
            id="policy-firefox"
            title={t('installPolicy.firefox')}
            where={t('installPolicy.firefoxWhere')}
            text={json(firefoxPolicies(distribution.firefox, distribution.serverUrl, { unsigned: true }))}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
