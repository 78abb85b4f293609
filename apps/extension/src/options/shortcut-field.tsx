import { useState } from 'react';
import type { Translate } from '../i18n/translate.ts';
import { formatShortcut, shortcutOf, shortcutProblem } from '../content/shortcut-keys.ts';

interface Props {
  t: Translate;
  /** The action's name, for the field's label. */
  label: string;
  value: string | null;
  /** Answers the name of the action already using these keys, if any. */
  takenBy: (keys: string) => string | null;
  onChange: (keys: string | null) => void;
}

const modifierKeys = new Set(['Alt', 'AltGraph', 'Control', 'Shift', 'Meta', 'OS']);
const problems = { invalid: 'options.shortcutInvalid', needsAlt: 'options.shortcutNeedsAlt', browser: 'options.shortcutBrowser' } as const;

/** Records a key combination: focus the field and press it; Backspace or Delete clears it; Tab moves on as usual. */
export function ShortcutField({ t, label, value, takenBy, onChange }: Props) {
  const [error, setError] = useState('');
  return (
    <div className="shortcut-field">
      <label>
        {label}
        <input
          readOnly
          // Shown as this language and system name the keys (Alt+Mayús+P, ⌥⇧P); stored as Alt+Shift+P.
          value={value ? t.keys(value) : ''}
          placeholder={t('options.shortcutNone')}
          aria-label={t('options.shortcutFor', { action: label })}
          onKeyDown={(e) => {
            const event = e.nativeEvent;
            if (!event.isTrusted || event.key === 'Tab' || modifierKeys.has(event.key)) return;
            e.preventDefault();
            const plain = !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;
            if (plain && (event.key === 'Backspace' || event.key === 'Delete')) {
              setError('');
              return onChange(null);
            }
            const shortcut = shortcutOf(event);
            const problem = shortcutProblem(shortcut);
            if (problem || !shortcut) return setError(t(problems[problem ?? 'invalid']));
            const keys = formatShortcut(shortcut);
            const other = keys === value ? null : takenBy(keys);
            if (other) return setError(t('options.shortcutTaken', { keys: t.keys(keys), action: other }));
            setError('');
            onChange(keys);
          }}
        />
      </label>
      {error && <p role="alert" className="field-error">{error}</p>}
    </div>
  );
}
