import { raise } from '../content/toolbar.ts';
import { translator } from '../i18n/translate.ts';
import { keepForPanel } from '../content/panel-targets.ts';
import { send } from '../messaging/send.ts';
import { answerActions, onTrustedClick } from './answer-actions.ts';
import type { CardHandle, CardOptions } from './card-api.ts';
import { frameCard } from './card-frame.ts';
import { cardSession } from './card-session.ts';
import { buildCardView, showStatus } from './card-view.ts';
import { buildRefineView } from './refine-view.ts';
import { startAnswer, wireAnswerControls } from './wire-card.ts';

/** Opens the result card next to the selection and runs the action, streaming the answer as text. */
export function openCard(options: CardOptions): CardHandle {
  // The first-token benchmark reads these (e2e/extension/panel.bench.ts), as it does the panel's.
  performance.mark('selecta:card:open');
  const t = translator(options.locale);
  const view = buildCardView(t, options.title, options.needsPrompt, options.source !== null);
  const refineView = buildRefineView(t, options.allowFollowUp);
  // Below the card's actions, so that Tab reaches Insert and Replace first; the follow-up field ends the card.
  view.buttons.copy.parentElement!.after(refineView.root);
  options.container.append(view.root);
  raise(view.root);
  const stopFollowing = frameCard(view.root, view.header, options.anchor, options.cardSize, t);
  const actions = answerActions(view, t, options, () => session.text());
  const enable = (hasAnswer: boolean) => {
    actions.enable(hasAnswer);
    view.buttons.panel.disabled = !hasAnswer;
  };
  // Each answer and its versions go into this browser's history, under one entry per card (decision 042).
  const historyId = crypto.randomUUID();
  const page = () => ({ title: document.title, url: location.href });
  const session = cardSession(view, refineView, t, options, enable, {
    firstText: () => performance.mark('selecta:card:first-token'),
    answered: (state) =>
      void send({ type: 'history-save', entry: { id: historyId, action: options.actionId, title: options.title, text: state.request.text, source: page(), ...state, turns: [] } }).catch(() => undefined),
  });

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
  wireAnswerControls(view, refineView, session, close);
  view.root.addEventListener('keydown', (event) => {
    if (event.isTrusted && event.key === 'Escape') close();
  });
  // "Open in side panel": the answer and its versions go on there (the click opens the panel: decision 042).
  onTrustedClick(view.buttons.panel, () => {
    const state = session.state();
    if (!state) return;
    const selectionId = keepForPanel(options.source) ?? undefined;
    const source = { ...page(), ...(selectionId && { selectionId }) };
    void send({ type: 'open-panel', work: { kind: 'answer', title: options.title, action: options.actionId, ...state, versions: [...state.versions], source, historyId } }).then(
      (answer) => {
        if (answer.opened !== false) return close();
        // Firefox opens its sidebar only from its own UI: the answer waits there, and the card says how to get to it.
        showStatus(view.status, t('panel.openByHand'), null, 'info');
      },
      () => undefined,
    );
  });
  startAnswer(view, session, options.makeRequest);
  return { close, element: view.root };
}
