import type { RunRequest } from '../messaging/run-request.ts';
import { onTrustedClick } from './answer-actions.ts';
import type { CardSession } from './card-api.ts';
import type { CardView } from './card-view.ts';
import { wirePromptInput } from './prompt-input.ts';
import { wireRefine } from './refine-input.ts';
import type { RefineView } from './refine-view.ts';

/**
 * The controls every answer view has, the card's and the side panel's: close, stop, cancel a download, retry, answer on
 * the device, refine and step through versions. Real user input only (isTrusted): the page cannot press a button.
 */
export function wireAnswerControls(view: CardView, refineView: RefineView, session: CardSession, close: () => void): void {
  onTrustedClick(view.closeButton, close);
  onTrustedClick(view.buttons.stop, () => session.stop('card.stopped'));
  onTrustedClick(view.download.cancel, () => session.stop('card.downloadCancelled'));
  onTrustedClick(view.buttons.retry, () => session.retry());
  onTrustedClick(view.buttons.onDevice, () => session.retry('device'));
  wireRefine(refineView, { refine: session.refine, step: session.step });
}

/** Runs the action at once, or first asks for the instruction (Custom prompt) when the view has its field. */
export function startAnswer(view: CardView, session: CardSession, makeRequest: (typed: string | undefined) => RunRequest): void {
  if (wirePromptInput(view, (instruction) => session.start(makeRequest(instruction)))) session.awaitPrompt();
  else session.start(makeRequest(undefined));
}
