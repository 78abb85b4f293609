import { promptSchema } from '@selecta/shared/prompt';
import { z } from 'zod';
import { actionRefSchema } from '../settings/keyboard-schema.ts';
import { runRequestSchema } from './run-request.ts';

/**
 * The side panel's entry API (decision 042): what any part of the extension may put in the panel. Every message is
 * parsed with these schemas where it arrives (the background and the panel), so a malformed one is refused, never
 * half-shown. Text is only ever shown as text.
 *
 * How to put work in the panel:
 * - In the background, inside the user's gesture (a context-menu click, a command, a message from a trusted click):
 *   `openPanel(windowId, work)` from `background/panel-hub.ts` opens the panel SYNCHRONOUSLY (no `await` may come
 *   before it, or Chrome and Firefox refuse: the gesture is lost) and delivers `work` once the panel is ready.
 * - In the background, later (after OCR, a page extraction): `toPanel(windowId, work)` delivers to an open panel, or
 *   keeps it until the panel opens.
 * - In a content script, on a trusted click: `send({ type: 'open-panel', work })`; the background opens the panel of
 *   the sender's window at once and fills `source.tabId`/`frameId` from the sender (never from the page's claim).
 * - In an extension page (popup, reader) on a click: `openPanelFromPage(windowId, work)` from `panel-client.ts`.
 */

/** Where the text came from. Insert and Replace in the panel write back there (through that frame's content script). */
export const panelSourceSchema = z.object({
  /** The page's title, shown above the answer. */
  title: z.string().max(1_000),
  /** Any URL the text came from (https:, file:, chrome:, a PDF): shown and kept in the history, never opened by itself. */
  url: z.string().max(8_192),
  tabId: z.number().int().min(0).optional(),
  frameId: z.number().int().min(0).optional(),
  /** The content script's handle on the selection's editor in that frame (`panel-capture`): Replace writes there. */
  selectionId: z.uuid().optional(),
});
export type PanelSource = z.infer<typeof panelSourceSchema>;

/** A line shown with the work, already in the user's language ("Summarised the first 20,000 characters"). */
const noteSchema = z.string().trim().min(1).max(500);
const textSchema = z.string().min(1).max(100_000);

/**
 * Why nothing can run, shown in the user's language (`panel.explain.<reason>` in i18n). Adding a reason is adding it
 * here and its two strings; the others stay as they are.
 */
export const explainReasons = [
  /** chrome://, edge://, about:, the Web Store, another extension's page: no extension may read it. */
  'restricted-page',
  /** Nothing is selected (a shortcut or the toolbar icon with no selection). */
  'no-selection',
  /** The browser's own PDF viewer: its selection reaches us only through the right-click menu. */
  'pdf-viewer',
  /** A file:// page, and the user has not allowed access to file URLs. */
  'file-access',
  /** The page could not be reached (closed, navigated away, still loading). */
  'unreachable-page',
  /** Nothing readable was found (a whole-page summary of an image or an app). */
  'no-readable-text',
  /** No text was recognised in the chosen area. */
  'no-text-recognised',
  /** "Summarize this page" on the browser's own PDF viewer, whose text no extension can read (decision 043). */
  'pdf-summary',
] as const;
export type ExplainReason = (typeof explainReasons)[number];

export const panelWorkSchema = z.discriminatedUnion('kind', [
  /** Run `action` (a built-in id such as `tldr`, or `prompt:<saved prompt id>`) on `text` now. */
  z.object({
    kind: z.literal('run'),
    text: textSchema,
    action: actionRefSchema,
    /** A Custom prompt's instruction; without it the panel asks for one, as the card does. */
    instruction: promptSchema.optional(),
    source: panelSourceSchema,
    note: noteSchema.optional(),
  }),
  /** Show `text` in a field for the user to correct (OCR), then run the chosen action on it. */
  z.object({ kind: z.literal('draft'), text: z.string().max(100_000), action: actionRefSchema.optional(), source: panelSourceSchema, note: noteSchema.optional() }),
  /** Say why nothing can run here. */
  z.object({ kind: z.literal('explain'), reason: z.enum(explainReasons), source: panelSourceSchema.optional() }),
  /** A line to show while work is under way (reading a page, recognising text), until the next work arrives. */
  z.object({ kind: z.literal('status'), note: noteSchema, source: panelSourceSchema.optional() }),
  /** The card's answer carried over ("Open in side panel"): its request, its versions, the one shown, and its title. */
  z.object({
    kind: z.literal('answer'),
    title: z.string().min(1).max(200),
    action: actionRefSchema,
    request: runRequestSchema,
    versions: z.array(z.string().min(1).max(100_000)).min(1).max(50),
    shown: z.number().int().min(0),
    where: z.enum(['server', 'device']),
    source: panelSourceSchema,
    /** The history entry the card wrote, which the panel goes on updating. */
    historyId: z.uuid().optional(),
  }),
  /** Reopen an answer kept in the history (Copy, Insert, refine and follow-ups on). */
  z.object({ kind: z.literal('history'), id: z.uuid() }),
]);
export type PanelWork = z.infer<typeof panelWorkSchema>;

/** The port the panel opens to the background once it can take work. */
export const panelPortName = 'selecta-panel';

/** Panel → background, on its port. */
export const panelPortRequestSchema = z.discriminatedUnion('type', [
  /** The panel of window `windowId` is ready: the background delivers what waits for it. */
  z.object({ type: z.literal('ready'), windowId: z.number().int() }),
]);
export type PanelPortRequest = z.infer<typeof panelPortRequestSchema>;

/** Background → panel, on its port. */
export const panelPortMessageSchema = z.object({ type: z.literal('work'), work: panelWorkSchema });
export type PanelPortMessage = z.infer<typeof panelPortMessageSchema>;
