import { localeSchema } from '@selecta/shared/locales-schema';
import { z } from 'zod';
import type { ModelsResponse } from '@selecta/shared/models';
import { cardSizeSchema } from '../settings/card-size.ts';
import { pageKeysSchema, type PageKeys } from '../settings/keyboard-schema.ts';
import { aiLocationSchema, themeSchema } from '../settings/schema.ts';
import { pickRequestSchemas, pickTabMessageSchemas, type PickStarted } from './pick-messages.ts';
import { runRequestSchema } from './run-request.ts';

/**
 * Every message between the extension's parts, as zod schemas: the background rejects anything that does
 * not parse, so a page that reaches a content script cannot make the background do something unexpected.
 */
export const requestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('page-settings'), hostname: z.string().max(253) }),
  z.object({ type: z.literal('auth-state') }),
  z.object({ type: z.literal('sign-in'), email: z.email().max(320), password: z.string().min(1).max(200) }),
  /** Email sign-in (GoTrue's `signInWithOtp` / `verifyOtp`): mail a code, then sign in with it. */
  z.object({ type: z.literal('send-code'), email: z.email().max(320), locale: localeSchema }),
  z.object({ type: z.literal('verify-code'), email: z.email().max(320), code: z.string().regex(/^\d{6}$/) }),
  z.object({ type: z.literal('sign-out') }),
  z.object({ type: z.literal('usage') }),
  z.object({ type: z.literal('remember-action'), action: z.string().min(1).max(80) }),
  z.object({ type: z.literal('models') }),
  z.object({
    type: z.literal('save-models'),
    choice: z.object({ default: z.string().max(64).nullable(), actions: z.record(z.string().max(20), z.string().max(64)) }),
  }),
  z.object({ type: z.literal('remember-run'), where: z.enum(['server', 'device']) }),
  /** The user's team and its prompts; `refresh` asks the server now (conditionally) rather than within minutes. */
  z.object({ type: z.literal('team'), refresh: z.boolean().optional() }),
  /** A frame's content script: the user just focused an editor in this frame (Insert into… across frames). */
  z.object({ type: z.literal('editor-focused') }),
  /** The card: the editor last focused in this tab, when it is in another frame than the card's. */
  z.object({ type: z.literal('frame-editor') }),
  /** The card: write the answer into that frame's editor (the frame reads it back, as for its own). */
  z.object({ type: z.literal('write-in-frame'), frameId: z.number().int().min(0), text: z.string().min(1).max(100_000) }),
  /** The card's size after the user resized it (numbers only). */
  z.object({ type: z.literal('save-card-size'), size: cardSizeSchema }),
  /** The toolbar mode and shortcuts, asked by a page's content script on its first click or modifier key (026). */
  z.object({ type: z.literal('page-keys') }),
  ...pickRequestSchemas,
]);
export type Request = z.infer<typeof requestSchema>;
export type RequestType = Request['type'];

/** A saved prompt (the user's or the team's): pinned ones are toolbar buttons, every one can run from the menu or a shortcut. */
export const pinnedPromptSchema = z.object({ id: z.string(), name: z.string(), template: z.string(), pinned: z.boolean(), team: z.boolean().optional() });

export const pageSettingsSchema = z.object({
  enabled: z.boolean(),
  locale: localeSchema,
  translateLanguage: z.string(),
  prompts: z.array(pinnedPromptSchema),
  serverUrl: z.string(),
  /** The translation language as a BCP 47 code, for the on-device Translator. */
  translateLanguageCode: z.string(),
  aiLocation: aiLocationSchema,
  theme: themeSchema,
  /** The size the user last gave the card; null: its natural size. */
  cardSize: cardSizeSchema.nullable(),
  /** Action and toolbar labels in the interface language, so the always-loaded script carries no dictionaries. */
  labels: z.record(z.string(), z.string()),
  /** The built-in actions on offer, in toolbar order: all of them unless the organisation's policy says fewer. */
  actions: z.array(z.string()),
});
export type PageSettings = z.infer<typeof pageSettingsSchema>;

export const authStateSchema = z.object({ signedIn: z.boolean(), email: z.string().nullable() });
export type AuthState = z.infer<typeof authStateSchema>;

export const failureSchema = z.object({ ok: z.literal(false), code: z.string(), message: z.string() });
export type Failure = z.infer<typeof failureSchema>;

export const usageWindowSchema = z.object({
  window: z.enum(['minute', 'hour', 'day']),
  limit: z.number(),
  used: z.number(),
  remaining: z.number(),
  resetAt: z.string(),
});
export const usageSchema = z.object({
  plan: z.enum(['free', 'plus', 'pro']),
  promoActive: z.boolean(),
  windows: z.array(usageWindowSchema),
});
export type Usage = z.infer<typeof usageSchema>;

/** What each request answers. */
export interface ResponseMap {
  'page-settings': PageSettings;
  'auth-state': AuthState;
  'sign-in': { ok: true; email: string } | Failure;
  'send-code': { ok: true } | Failure;
  'verify-code': { ok: true; email: string } | Failure;
  'sign-out': { ok: true };
  usage: ({ ok: true } & Usage) | Failure;
  'remember-action': { ok: true };
  models: { ok: true; models: ModelsResponse } | Failure;
  'save-models': { ok: true; models: ModelsResponse } | Failure;
  'remember-run': { ok: true };
  'save-card-size': { ok: true };
  team: { teamName: string | null; prompts: { id: string; name: string; template: string; pinned: boolean }[] };
  'page-keys': PageKeys;
  'editor-focused': { ok: true };
  'frame-editor': { frameId: number; name: string | null } | null;
  'write-in-frame': { ok: boolean };
  'pick-start': PickStarted;
  'pick-picked': { ok: boolean };
  'pick-end': { ok: boolean };
}

/**
 * Background → tab: run an action on the current selection (shortcut, context menu; `keyboard`: the focus goes to our
 * UI), or the toolbar mode and shortcuts changed.
 */
export const tabRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('run-action'), action: z.string().min(1).max(80), keyboard: z.boolean().optional() }),
  z.object({ type: z.literal('page-keys'), keys: pageKeysSchema }),
  /** To one frame: the name of the editor the user last focused there (null: none any more). */
  z.object({ type: z.literal('editor-name') }),
  /** To one frame: write this answer into the editor the user last focused there. */
  z.object({ type: z.literal('write-answer'), text: z.string().min(1).max(100_000) }),
  ...pickTabMessageSchemas,
]);
export type TabRequest = z.infer<typeof tabRequestSchema>;

/** The run port: the tab starts (or stops) one run; the background streams it back. */
export const portRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), request: runRequestSchema }),
  z.object({ type: z.literal('stop') }),
]);
export type PortRequest = z.infer<typeof portRequestSchema>;

export const runErrorCodes = [
  'unauthorized',
  'limit_reached',
  'too_long',
  'provider_unavailable',
  'team_provider_unavailable',
  'server_restarting',
  'model_not_allowed',
  'not_configured',
  'offline',
  'invalid',
  'unknown',
] as const;
export const runErrorSchema = z.object({
  code: z.enum(runErrorCodes),
  message: z.string(),
  /** ISO time the limit resets (limit_reached). */
  resetAt: z.string().nullable(),
});
export type RunError = z.infer<typeof runErrorSchema>;

export type PortEvent = { type: 'delta'; text: string } | { type: 'done' } | { type: 'error'; error: RunError };
