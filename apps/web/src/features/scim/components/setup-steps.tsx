import { useTranslation } from 'react-i18next';

/** How to connect Okta and Microsoft Entra ID: where the base URL and the token go, and the attribute mappings. */
export function SetupSteps() {
  const { t } = useTranslation('scim');
  return (
    <div className="grid gap-2" data-testid="scim-setup">
      <h3 className="text-sm font-semibold">{t('setup.title')}</h3>
      {(['okta', 'entra'] as const).map((provider) => (
        <details key={provider} className="group rounded-md border p-3 text-sm" data-testid={`scim-setup-${provider}`}>
          <summary className="cursor-pointer font-medium">{t(`setup.${provider}.title`)}</summary>
          <ol className="mt-3 grid list-decimal gap-2 pl-5 text-muted-foreground">
            {(t(`setup.${provider}.steps`, { returnObjects: true }) as string[]).map((step) => (
              <li key={step} className="break-words">
                {step}
              </li>
            ))}
          </ol>
        </details>
      ))}
    </div>
  );
}
