import type { MessageKey } from '../i18n/en.ts';
import type { Translate } from '../i18n/translate.ts';

/** The options page's sections, in page order: the side navigation links to each by its id. */
export const optionSections: { id: string; label: MessageKey }[] = [
  { id: 'section-general', label: 'options.general' },
  { id: 'section-appearance', label: 'options.theme' },
  { id: 'section-models', label: 'options.models' },
  { id: 'section-ai-location', label: 'options.aiLocation' },
  { id: 'section-keyboard', label: 'options.keyboard' },
  { id: 'section-prompts', label: 'options.prompts' },
];

/**
 * A side navigation in a wide window (a row of links above the sections in a narrow one): the page's sections at a
 * glance, each a click away, as browsers' own settings pages do (decision 048).
 */
export function OptionsNav({ t }: { t: Translate }) {
  return (
    <nav className="options-nav" aria-label={t('options.sections')}>
      <ul>
        {optionSections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{t(section.label)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
