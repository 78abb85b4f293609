import { useTranslation } from 'react-i18next';

/** The six manual install steps (spec §2): download, unzip, extensions page, developer mode, load unpacked, done. */
export const installStepKeys = ['download', 'unzip', 'open', 'developer', 'load', 'done'] as const;

export function InstallSteps() {
  const { t } = useTranslation('dashboard');
  return (
    <ol data-testid="install-steps" className="grid gap-3">
      {installStepKeys.map((key, index) => (
        <li key={key} className="flex gap-3">
          <span aria-hidden className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary">
            {index + 1}
          </span>
          <div className="grid gap-0.5">
            <p className="font-medium">{t(`install.steps.${key}.title`)}</p>
            <p className="text-sm text-muted-foreground">{t(`install.steps.${key}.body`)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
