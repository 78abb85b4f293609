import { localeSchema } from '@selecta/shared/locales-schema';
import { maxPromptChars } from '@selecta/shared/prompt';
import { z } from 'zod';
import { commandSlotsSchema, defaultCommandSlots, defaultShortcuts, shortcutsSchema, toolbarModeSchema } from './keyboard-schema.ts';
import { translateLanguageSchema } from './languages.ts';

/** The version `settingsSchema` describes; every older version has a migration in `migrations/`. */
export const currentSettingsVersion = 2;

export const savedPromptSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().trim().min(1).max(40),
  template: z.string().trim().min(1).max(maxPromptChars),
  pinned: z.boolean(),
});
export type SavedPrompt = z.infer<typeof savedPromptSchema>;

export const aiLocationSchema = z.enum(['server', 'fallback', 'device']);
export type AiLocation = z.infer<typeof aiLocationSchema>;

/** The colours of the toolbar, card, popup and options page: the system's (prefers-color-scheme), or always light or dark. */
export const themeSchema = z.enum(['system', 'light', 'dark']);
export type Theme = z.infer<typeof themeSchema>;

/** A site is a host name such as `mail.example.com`; it also covers its subdomains. */
export const siteSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9.-]+(:\d+)?$/, 'a host name such as example.com');

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);
const isPlainHttpElsewhere = (value: unknown) => typeof value === 'string' && URL.canParse(value) && new URL(value).protocol === 'http:' && !localHosts.has(new URL(value).hostname);

/** A server the extension may talk to: https, or plain http on this machine only (a token must not cross a network in clear). */
export const serverUrlSchema = z.url({ protocol: /^https?$/ }).refine((url) => !isPlainHttpElsewhere(url), 'https only, except on localhost');

export const settingsSchema = z.object({
  version: z.literal(currentSettingsVersion),
  toolbarEnabled: z.boolean(),
  disabledSites: z.array(siteSchema).max(500),
  prompts: z.array(savedPromptSchema).max(100),
  translateLanguage: translateLanguageSchema,
  interfaceLanguage: z.union([localeSchema, z.literal('auto')]),
  /** null: the server the extension was built for. A stored or imported plain-http one (no longer allowed) falls back to it. */
  serverUrl: z.preprocess((value) => (isPlainHttpElsewhere(value) ? null : value), serverUrlSchema.nullable()),
  /** What the keyboard shortcut runs: a built-in action id or `prompt:<id>`. */
  lastAction: z.string().min(1).max(80),
  /**
   * Where AI runs: the Selecta server; on this device when the server cannot answer; or only on this device.
   * A default rather than a new version: settings saved or exported before it existed still read as they are.
   */
  aiLocation: aiLocationSchema.default('server'),
  /** A default rather than a new version, like `aiLocation`. */
  theme: themeSchema.default('system'),
  /** When the toolbar appears, the in-page shortcuts and the browser's shortcut slots (decision 026); defaults, as above. */
  toolbarMode: toolbarModeSchema.default('always'),
  shortcuts: shortcutsSchema.default(() => defaultShortcuts.map((b) => ({ ...b }))),
  commandSlots: commandSlotsSchema.default(() => [...defaultCommandSlots]),
  /** Keep answers in this browser's history (decision 042); a default, as above. */
  historyEnabled: z.boolean().default(true),
});
export type Settings = z.infer<typeof settingsSchema>;

export const defaultSettings: Settings = {
  version: currentSettingsVersion,
  toolbarEnabled: true,
  disabledSites: [],
  prompts: [],
  translateLanguage: 'en',
  interfaceLanguage: 'auto',
  serverUrl: null,
  lastAction: 'tldr',
  aiLocation: 'server',
  theme: 'system',
  toolbarMode: 'always',
  shortcuts: defaultShortcuts,
  commandSlots: defaultCommandSlots,
  historyEnabled: true,
};

/** Whether the toolbar should appear on a page with this host name. */
export function isSiteEnabled(settings: Pick<Settings, 'toolbarEnabled' | 'disabledSites'>, hostname: string): boolean {
  if (!settings.toolbarEnabled) return false;
  const host = hostname.toLowerCase();
  return !settings.disabledSites.some((site) => host === site || host.endsWith(`.${site}`));
}
