import type { MessageKey } from '../i18n/en.ts';
import type { Translate } from '../i18n/translate.ts';
import type { Theme } from '../settings/schema.ts';
import { LockedNote } from '../ui/locked-note.tsx';

interface Props {
  t: Translate;
  theme: Theme;
  onSave: (theme: Theme) => void;
  locked: boolean;
}

const choices: { value: Theme; label: MessageKey }[] = [
  { value: 'system', label: 'options.themeSystem' },
  { value: 'light', label: 'options.themeLight' },
  { value: 'dark', label: 'options.themeDark' },
];

/** "Appearance": the toolbar, card, popup and this page follow the system's dark mode, or stay light or dark. */
export function ThemeSection({ t, theme, onSave, locked }: Props) {
  return (
    <section className="card" id="section-appearance">
      <fieldset className="choices" disabled={locked} aria-describedby={locked ? 'locked-theme' : undefined}>
        <legend>{t('options.theme')}</legend>
        {choices.map((choice) => (
          <label key={choice.value} className="inline">
            <input type="radio" name="theme" value={choice.value} checked={theme === choice.value} onChange={() => onSave(choice.value)} />
            {t(choice.label)}
          </label>
        ))}
        {locked && <LockedNote t={t} id="locked-theme" />}
      </fieldset>
    </section>
  );
}
