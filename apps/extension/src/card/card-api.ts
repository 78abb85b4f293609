import type { Locale } from '@selecta/shared/locales';
import type { Refinement } from '@selecta/shared/refine';
import type { MessageKey } from '../i18n/en.ts';
import type { Anchor } from '../content/toolbar.ts';
import type { EditTarget } from '../content/editors/edit-target.ts';
import type { RunRequest } from '../messaging/run-request.ts';
import type { CardSize } from '../settings/card-size.ts';
import type { RunPlace } from '../settings/last-run.ts';
import type { AiLocation } from '../settings/schema.ts';
import type { DeviceLanguages } from './card-runner.ts';
import type { InsertIntoSource } from './insert-into.ts';

export interface CardOptions {
  container: HTMLElement;
  anchor: Anchor;
  locale: Locale;
  serverUrl: string;
  title: string;
  /** What runs: a built-in action id or `prompt:<id>` (kept with the answer in the history and the side panel). */
  actionId: string;
  needsPrompt: boolean;
  /** The free "Ask for another change…" field under an answer: off when the policy allows no prompts of one's own. */
  allowFollowUp: boolean;
  makeRequest: (prompt: string | undefined) => RunRequest;
  source: EditTarget | null;
  /** When the selection cannot be written: the page's editors to offer instead (Insert into…). */
  insertInto: InsertIntoSource | null;
  /** The options page's "Where AI runs". */
  aiLocation: AiLocation;
  deviceLanguages: DeviceLanguages;
  /** The size the user last gave the card (null: its natural size). */
  cardSize: CardSize | null;
  onClose: () => void;
}

export interface CardHandle {
  close(): void;
  /** The card's root, for the keyboard wiring (card-keys.ts). */
  element: HTMLElement;
}

/** What the card's runs need from its options (card-session.ts). */
export type SessionOptions = Pick<CardOptions, 'locale' | 'serverUrl' | 'aiLocation' | 'deviceLanguages'>;

/** An answer's state, to carry it over (card → side panel) or keep it (the history). */
export interface AnswerState {
  /** The action's own request, which refinements extend. */
  request: RunRequest;
  versions: readonly string[];
  shown: number;
  where: RunPlace;
}

/** Told when a run adds a version (the side panel writes the history). */
export interface SessionObserver {
  answered?(state: AnswerState): void;
  /** The first text of a run arrived (the panel's first-token measure). */
  firstText?(): void;
}

/** The card's runs and answers (card-session.ts), as the card's buttons drive them. */
export interface CardSession {
  /** The answer so far (null before the first one): what "Open in side panel" carries over. */
  state(): AnswerState | null;
  /** Shows answers carried over (from the card, from the history) without running anything. */
  restore(state: AnswerState): void;
  /** The version shown: what Copy, Insert and Replace use. */
  text(): string;
  start(request: RunRequest, where?: RunPlace): void;
  /** Runs the last request again, where it ran or on the device. */
  retry(where?: RunPlace): void;
  stop(message: MessageKey): void;
  refine(refinement: Refinement): void;
  step(by: -1 | 1): void;
  /** The card waits for the user's instruction (Custom prompt). */
  awaitPrompt(): void;
  close(): void;
}
