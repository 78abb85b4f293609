import { useTranslation } from 'react-i18next';
import { type ExtensionBrowser, useVisitorBrowser } from './visitor-browser.ts';

/**
 * The manual install steps (spec §2) for the visitor's browser: Chrome and Edge load the unzipped folder; Firefox
 * loads the zip itself as a temporary add-on (until the signed listing is out).
 */
const stepKeys: Record<ExtensionBrowser, readonly string[]> = {
  chrome: ['download', 'unzip', 'open', 'developer', 'load', 'done'],
  edge: ['download', 'unzip', 'edgeOpen', 'edgeDeveloper', 'edgeLoad', 'done'],
  firefox: ['download', 'firefoxOpen', 'firefoxLoad', 'firefoxRestart', 'done'],
};
export const installStepKeys = stepKeys.chrome;

export function InstallSteps() {
  const { t } = useTranslation('dashboard');
  const browser = useVisitorBrowser();
  return (
    <ol data-testid="install-steps" data-browser={browser} className="grid gap-3">
      {stepKeys[browser].map((key, index) => (
        <li key={key} className="flex gap-3">
          <span aria-hidden className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary">
            {index + 1}
          </span>
          <div className="grid min-w-0 gap-0.5">
            <p className="font-medium">{t(`install.steps.${key}.title`)}</p>
            <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{t(`install.steps.${key}.body`)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
