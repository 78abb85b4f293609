import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import type { Translate } from '../i18n/translate.ts';
import { slotCommands } from '../background/menu-items.ts';

interface Props {
  t: Translate;
  slots: (string | null)[];
  /** What can go in a slot: action ids with their names. */
  choices: { id: string; label: string }[];
  onChange: (slots: (string | null)[]) => void;
}

/**
 * The browser's own shortcuts (manifest `commands`): a few fixed slots whose keys the user sets in Chrome, since an
 * extension may not set them itself; here the user picks what each slot runs.
 */
export function CommandSlotsField({ t, slots, choices, onChange }: Props) {
  const [keys, setKeys] = useState<Record<string, string>>({});
  useEffect(() => {
    void browser.commands.getAll().then((commands) =>
      setKeys(Object.fromEntries(commands.flatMap((c) => (c.name && c.shortcut ? [[c.name, c.shortcut]] : [])))),
    );
  }, []);

  return (
    <fieldset className="choices">
      <legend>{t('options.browserShortcuts')}</legend>
      <p className="notice">{t(import.meta.env.FIREFOX ? 'options.browserShortcutsHelpFirefox' : 'options.browserShortcutsHelp')}</p>
      {slotCommands.map((command, index) => (
        <label key={command}>
          {`${t('options.slot', { n: String(index + 1) })} · ${keys[command] ? t('options.slotKeys', { keys: t.keys(keys[command]) }) : t('options.slotNoKeys')}`}
          <select
            value={slots[index] ?? ''}
            onChange={(e) => onChange(slots.map((slot, i) => (i === index ? e.target.value || null : slot)))}
          >
            <option value="">{t('options.shortcutNone')}</option>
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>{choice.label}</option>
            ))}
          </select>
        </label>
      ))}
      <ShortcutSettingsLink t={t} />
    </fieldset>
  );
}

/**
 * Where the browser sets an extension's keys: Chrome's (and Edge's) shortcuts page, or Firefox's own
 * (`commands.openShortcutSettings()`, Firefox 137+), else the words to find it in Firefox (decision 048).
 */
function ShortcutSettingsLink({ t }: { t: Translate }) {
  if (!import.meta.env.FIREFOX) {
    return (
      <button type="button" onClick={() => void browser.tabs.create({ url: 'chrome://extensions/shortcuts' })}>
        {t('options.openShortcuts')}
      </button>
    );
  }
  const commands = browser.commands as typeof browser.commands & { openShortcutSettings?: () => Promise<void> };
  if (typeof commands.openShortcutSettings !== 'function') return <p className="notice" data-testid="shortcut-steps">{t('options.shortcutsFirefoxSteps')}</p>;
  return (
    <button type="button" data-testid="open-shortcuts" onClick={() => void commands.openShortcutSettings!()}>
      {t('options.openShortcutsFirefox')}
    </button>
  );
}
