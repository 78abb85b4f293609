import type { MessageKey } from '../i18n/en.ts';
import type { Translate } from '../i18n/translate.ts';
import type { Theme } from '../settings/schema.ts';

interface Props {
  t: Translate;
  theme: Theme;
  onSave: (theme: Theme) => void;
}

const choices: { value: Theme; label: MessageKey }[] = [
  { value: 'system', label: 'options.themeSystem' },
  { value: 'light', label: 'options.themeLight' },
  { value: 'dark', label: 'options.themeDark' },
];

/** "Appearance": the toolbar, card, popup and this page follow the system's dark mode, or stay light or dark. */
export function ThemeSection({ t, theme, onSave }: Props) {
  return (
    <section className="card">
      <fieldset className="choices">
        <legend>{t('options.theme')}</legend>
        {choices.map((choice) => (
          <label key={choice.value} className="inline">
            <input type="radio" name="theme" value={choice.value} checked={theme === choice.value} onChange={() => onSave(choice.value)} />
            {t(choice.label)}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
