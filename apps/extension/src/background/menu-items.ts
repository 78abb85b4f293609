import { commandSlotCount } from '../settings/keyboard-schema.ts';

export const menuPrefix = 'selecta:';
/** The browser commands (manifest `commands`): the last action, the toolbar's focus, and the user's slots. */
export const runLastCommand = 'run-last-action';
export const focusToolbarCommand = 'focus-toolbar';
/** The browser command that opens the side panel, and the toolbar icon's menu entry that does. */
export const openPanelCommand = 'open-side-panel';
export const openPanelMenuId = 'selecta-open-panel';
export const slotCommands = Array.from({ length: commandSlotCount }, (_, i) => `run-slot-${i + 1}`);

export interface MenuPrompt {
  id: string;
  name: string;
  team: boolean;
}

/** The context menu's entries: the built-in actions, then every saved prompt (the user's, then the team's). */
export function menuItems(actions: { id: string; title: string }[], prompts: MenuPrompt[], teamTitle: (name: string) => string) {
  return [
    ...actions.map((a) => ({ id: `${menuPrefix}${a.id}`, title: a.title })),
    ...prompts.map((p) => ({ id: `${menuPrefix}prompt:${p.team ? 'team-' : ''}${p.id}`, title: p.team ? teamTitle(p.name) : p.name })),
  ];
}

/** The action a menu entry runs, or null when the entry is not ours. */
export function menuAction(menuItemId: string | number): string | null {
  const id = String(menuItemId);
  return id.startsWith(menuPrefix) && id.length > menuPrefix.length ? id.slice(menuPrefix.length) : null;
}

/** The action a browser command runs: the last one used, the toolbar's focus, or what the user put in a slot. */
export function commandAction(command: string, lastAction: string, slots: readonly (string | null)[]): string | null {
  if (command === runLastCommand) return lastAction;
  if (command === focusToolbarCommand) return 'focus-toolbar';
  const slot = slotCommands.indexOf(command);
  return slot === -1 ? null : (slots[slot] ?? null);
}
