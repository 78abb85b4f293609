import { localeSchema } from '@selecta/shared/locales-schema';
import { z } from 'zod';
import type { ModelsResponse } from '@selecta/shared/models';
import { cardSizeSchema } from '../settings/card-size.ts';
import { pageKeysSchema, type PageKeys } from '../settings/keyboard-schema.ts';
import { aiLocationSchema, themeSchema } from '../settings/schema.ts';
import { panelWorkSchema } from './panel-messages.ts';
import { pageToolOfferSchema, pageToolRequestSchema } from './page-tool-messages.ts';
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
  /** Two-step verification (decision 046): the authenticator's code finishes a sign-in made halfway. */
  z.object({ type: z.literal('verify-totp'), code: z.string().regex(/^\d{6}$/) }),
  /** Whether the team's policy asks this person to set up two-step verification. */
  z.object({ type: z.literal('mfa-status') }),
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
  /**
   * A content script, on a trusted click (the card's "Open in side panel"): open this window's side panel with this
   * work. The background fills the source's tab and frame from the sender. Panel entry API: panel-messages.ts.
   */
  z.object({ type: z.literal('open-panel'), work: panelWorkSchema }),
  /** The side panel, an answer without its selection: Insert into the editor last focused in the window's active tab. */
  z.object({ type: z.literal('panel-insert'), windowId: z.number().int(), text: z.string().min(1).max(100_000) }),
  /** The card: keep its answer in this browser's history (validated by the background: history/history-schema.ts). */
  z.object({ type: z.literal('history-save'), entry: z.unknown() }),
  /** An extension page that has just opened the panel itself (it had the click): deliver this work to it. */
  z.object({ type: z.literal('panel-work'), windowId: z.number().int(), work: panelWorkSchema }),
  /** The popup or the panel: summarise the page, read an area, open the PDF in the reader (page-tool-messages.ts). */
  pageToolRequestSchema,
  pageToolOfferSchema,
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

/**
 * `awaitingCode`: signed in halfway, the authenticator's code still to give (decision 046); nothing runs until it is.
 * `sessionEnded`: signed out because the server ended the session (not by the user), until the next sign-in.
 */
export const authStateSchema = z.object({ signedIn: z.boolean(), email: z.string().nullable(), awaitingCode: z.boolean(), sessionEnded: z.boolean().optional() });
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
  'verify-totp': { ok: true } | Failure;
  'mfa-status': { ok: true; setupRequired: boolean; teamName: string | null } | Failure;
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
  'open-panel': { ok: boolean; opened?: boolean };
  'panel-work': { ok: true };
  'history-save': { ok: boolean };
  'panel-insert': { ok: boolean };
  'page-tool': { ok: boolean };
  'page-tool-offer': { pdf: boolean };
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
  /** To one frame (the side panel's run): the selection, with a handle on its editor for Insert and Replace. */
  z.object({ type: z.literal('panel-capture') }),
  /** To one frame, from the side panel: write the answer where that captured selection was. */
  z.object({ type: z.literal('panel-write'), selectionId: z.uuid(), text: z.string().min(1).max(100_000), mode: z.enum(['insert', 'replace']) }),
  /** To the top frame: the page's article for "Summarize this page", where the background may not inject (043). */
  z.object({ type: z.literal('read-article') }),
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
  /** Signed in here, but the server no longer knows the session (signed out elsewhere, deactivated). */
  'session_ended',
  'limit_reached',
  'too_long',
  'conversation_too_long',
  'provider_unavailable',
  'team_provider_unavailable',
  'server_restarting',
  'outdated',
  'model_not_allowed',
  'mfa_code_required',
  'mfa_setup_required',
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
