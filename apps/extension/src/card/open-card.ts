import { raise } from '../content/toolbar.ts';
import { translator } from '../i18n/translate.ts';
import { answerActions, onTrustedClick } from './answer-actions.ts';
import type { CardHandle, CardOptions } from './card-api.ts';
import { frameCard } from './card-frame.ts';
import { cardSession } from './card-session.ts';
import { buildCardView } from './card-view.ts';
import { wirePromptInput } from './prompt-input.ts';
import { wireRefine } from './refine-input.ts';
import { buildRefineView } from './refine-view.ts';

/** Opens the result card next to the selection and runs the action, streaming the answer as text. */
export function openCard(options: CardOptions): CardHandle {
  const t = translator(options.locale);
  const view = buildCardView(t, options.title, options.needsPrompt, options.source !== null);
  const refineView = buildRefineView(t);
  // Below the card's actions, so that Tab reaches Insert and Replace first; the follow-up field ends the card.
  view.buttons.copy.parentElement!.after(refineView.root);
  options.container.append(view.root);
  raise(view.root);
  const stopFollowing = frameCard(view.root, view.header, options.anchor, options.cardSize, t);
  const actions = answerActions(view, t, options, () => session.text());
  const session = cardSession(view, refineView, t, options, actions.enable);

  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    stopFollowing();
    session.close();
    view.root.remove();
    options.onClose();
  };
  // Every handler acts on real user input only (isTrusted): the page cannot press a button or submit the prompt.
  onTrustedClick(view.closeButton, close);
  onTrustedClick(view.buttons.stop, () => session.stop('card.stopped'));
  onTrustedClick(view.download.cancel, () => session.stop('card.downloadCancelled'));
  onTrustedClick(view.buttons.retry, () => session.retry());
  onTrustedClick(view.buttons.onDevice, () => session.retry('device'));
  wireRefine(refineView, { refine: session.refine, step: session.step });
  view.root.addEventListener('keydown', (event) => {
    if (event.isTrusted && event.key === 'Escape') close();
  });

  if (wirePromptInput(view, (instruction) => session.start(options.makeRequest(instruction)))) session.awaitPrompt();
  else session.start(options.makeRequest(undefined));
  return { close, element: view.root };
}
