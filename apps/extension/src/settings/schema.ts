import { localeSchema } from '@selecta/shared/locales-schema';
import { z } from 'zod';
import { translateLanguageSchema } from './languages.ts';

/** The version `settingsSchema` describes; every older version has a migration in `migrations/`. */
export const currentSettingsVersion = 2;

export const savedPromptSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().trim().min(1).max(40),
  template: z.string().trim().min(1).max(2000),
  pinned: z.boolean(),
});
export type SavedPrompt = z.infer<typeof savedPromptSchema>;

export const aiLocationSchema = z.enum(['server', 'fallback', 'device']);
export type AiLocation = z.infer<typeof aiLocationSchema>;

/** A site is a host name such as `mail.example.com`; it also covers its subdomains. */
export const siteSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9.-]+(:\d+)?$/, 'a host name such as example.com');

export const settingsSchema = z.object({
  version: z.literal(currentSettingsVersion),
  toolbarEnabled: z.boolean(),
  disabledSites: z.array(siteSchema).max(500),
  prompts: z.array(savedPromptSchema).max(100),
  translateLanguage: translateLanguageSchema,
  interfaceLanguage: z.union([localeSchema, z.literal('auto')]),
  /** null: the server the extension was built for. */
  serverUrl: z.url({ protocol: /^https?$/ }).nullable(),
  /** What the keyboard shortcut runs: a built-in action id or `prompt:<id>`. */
  lastAction: z.string().min(1).max(80),
  /**
   * Where AI runs: the Selecta server; on this device when the server cannot answer; or only on this device.
   * A default rather than a new version: settings saved or exported before it existed still read as they are.
   */
  aiLocation: aiLocationSchema.default('server'),
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
};

/** Whether the toolbar should appear on a page with this host name. */
export function isSiteEnabled(settings: Pick<Settings, 'toolbarEnabled' | 'disabledSites'>, hostname: string): boolean {
  if (!settings.toolbarEnabled) return false;
  const host = hostname.toLowerCase();
  return !settings.disabledSites.some((site) => host === site || host.endsWith(`.${site}`));
}
