import { z } from 'zod';
import { defaultFocusKeys, focusToolbarAction, normalizeShortcut, toolbarModes } from '../content/shortcut-keys.ts';

/** When the toolbar appears on a selection (`content/toolbar-mode.ts`). */
export const toolbarModeSchema = z.enum(toolbarModes);
export type ToolbarMode = z.infer<typeof toolbarModeSchema>;

/** What a shortcut runs: a built-in action id, `prompt:<id>` (`prompt:team-<id>` for a team's), or `focus-toolbar`. */
export const actionRefSchema = z.string().min(1).max(80);

/** One in-page shortcut, in the canonical form the options page records (`Alt+Shift+P`). */
export const keyBindingSchema = z.object({
  action: actionRefSchema,
  keys: z.string().max(40).refine((keys) => normalizeShortcut(keys) === keys, 'a combination with Alt, such as Alt+Shift+P'),
});
export type KeyBinding = z.infer<typeof keyBindingSchema>;

export const shortcutsSchema = z
  .array(keyBindingSchema)
  .max(40)
  .refine((list) => new Set(list.map((b) => b.keys)).size === list.length, 'one action per key combination')
  .refine((list) => new Set(list.map((b) => b.action)).size === list.length, 'one key combination per action');

/** The browser's own shortcut slots (`run-slot-1..3` in the manifest, keys set at chrome://extensions/shortcuts). */
export const commandSlotCount = 3;
export const commandSlotsSchema = z.array(actionRefSchema.nullable()).length(commandSlotCount);

export const defaultShortcuts: KeyBinding[] = [{ action: focusToolbarAction, keys: defaultFocusKeys }];
export const defaultCommandSlots: (string | null)[] = [null, null, null];

/** What the always-loaded content script needs before anything is selected (mirrored by `background/page-keys.ts`). */
export const pageKeysSchema = z.object({ toolbarMode: toolbarModeSchema, shortcuts: shortcutsSchema });
export type PageKeys = z.infer<typeof pageKeysSchema>;
