import { useEffect, useState } from 'react';
import { actions } from '../actions/registry.ts';
import { focusToolbarAction } from '../content/shortcut-keys.ts';
import type { MessageKey } from '../i18n/en.ts';
import type { Translate } from '../i18n/translate.ts';
import type { ResponseMap } from '../messaging/protocol.ts';
import { send } from '../messaging/send.ts';
import type { ToolbarMode } from '../settings/keyboard-schema.ts';
import type { Settings } from '../settings/schema.ts';
import { LockedNote } from '../ui/locked-note.tsx';
import { CommandSlotsField } from './command-slots-field.tsx';
import { ShortcutField } from './shortcut-field.tsx';

type KeyboardSettings = Pick<Settings, 'toolbarMode' | 'shortcuts' | 'commandSlots'>;

interface Props {
  t: Translate;
  settings: Settings;
  onSave: (change: Partial<KeyboardSettings>) => void;
  /** The toolbar mode is set by the organisation's policy. */
  modeLocked: boolean;
  /** The built-in actions the policy offers (policy/apply-policy.ts). */
  offered: readonly string[];
}

const modes: { value: ToolbarMode; label: MessageKey }[] = [
  { value: 'always', label: 'options.toolbarAlways' },
  { value: 'modifier', label: 'options.toolbarModifier' },
  { value: 'shortcut', label: 'options.toolbarShortcut' },
];

/** When the toolbar appears, the in-page shortcuts for the toolbar, each action and pinned prompt, and the browser's slots. */
export function KeyboardSection({ t, settings, onSave, modeLocked, offered }: Props) {
  const [team, setTeam] = useState<ResponseMap['team']['prompts']>([]);
  useEffect(() => {
    // The team's library as last fetched (the team section beside this one refreshes it).
    void send({ type: 'team' }).then((answer) => setTeam(answer.prompts));
  }, []);
  const runnable = [
    ...actions.filter((a) => offered.includes(a.id)).map((a) => ({ id: a.id, label: t(a.labelKey) })),
    ...settings.prompts.filter((p) => p.pinned).map((p) => ({ id: `prompt:${p.id}`, label: p.name })),
    ...team.filter((p) => p.pinned).map((p) => ({ id: `prompt:team-${p.id}`, label: t('menu.teamPrompt', { name: p.name }) })),
  ];
  const rows = [{ id: focusToolbarAction, label: t('options.shortcutFocus') }, ...runnable];
  const keysOf = (action: string) => settings.shortcuts.find((b) => b.action === action)?.keys ?? null;
  const labelOf = (action: string) => rows.find((r) => r.id === action)?.label ?? action;
  const setKeys = (action: string, keys: string | null) => {
    const others = settings.shortcuts.filter((b) => b.action !== action);
    onSave({ shortcuts: keys ? [...others, { action, keys }] : others });
  };

  return (
    <section className="card" id="section-keyboard" aria-labelledby="keyboard-title" data-testid="keyboard-section">
      <h2 id="keyboard-title">{t('options.keyboard')}</h2>
      <p className="notice">{t('options.keyboardHelp')}</p>
      <fieldset className="choices" disabled={modeLocked} aria-describedby={modeLocked ? 'locked-toolbar-mode' : undefined}>
        <legend>{t('options.toolbarMode')}</legend>
        {modes.map((mode) => (
          <label key={mode.value} className="inline">
            <input
              type="radio"
              name="toolbar-mode"
              value={mode.value}
              checked={settings.toolbarMode === mode.value}
              onChange={() => onSave({ toolbarMode: mode.value })}
            />
            {t(mode.label)}
          </label>
        ))}
        {modeLocked && <LockedNote t={t} id="locked-toolbar-mode" />}
      </fieldset>
      <fieldset className="choices">
        <legend>{t('options.shortcuts')}</legend>
        <p className="notice">{t('options.shortcutsHelp')}</p>
        {rows.map((row) => (
          <ShortcutField
            key={row.id}
            t={t}
            label={row.label}
            value={keysOf(row.id)}
            takenBy={(keys) => {
              const owner = settings.shortcuts.find((b) => b.keys === keys && b.action !== row.id);
              return owner ? labelOf(owner.action) : null;
            }}
            onChange={(keys) => setKeys(row.id, keys)}
          />
        ))}
      </fieldset>
      <CommandSlotsField t={t} slots={settings.commandSlots} choices={runnable} onChange={(commandSlots) => onSave({ commandSlots })} />
    </section>
  );
}
