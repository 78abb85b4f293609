import type { AnswerState, CardSession, SessionObserver } from '../card/card-api.ts';
import { cardSession } from '../card/card-session.ts';
import { buildCardView } from '../card/card-view.ts';
import { buildRefineView } from '../card/refine-view.ts';
import { startAnswer, wireAnswerControls } from '../card/wire-card.ts';
import type { Translate } from '../i18n/translate.ts';
import type { PanelSource } from '../messaging/panel-messages.ts';
import type { PageSettings } from '../messaging/protocol.ts';
import type { RunRequest } from '../messaging/run-request.ts';
import type { HistoryTurn } from '../history/history-schema.ts';
import { followUpThread } from './follow-up.ts';
import { panelAnswerActions } from './panel-answer-actions.ts';
import { canWriteBack } from './panel-write.ts';

export interface PanelAnswerOptions {
  container: HTMLElement;
  t: Translate;
  settings: PageSettings;
  title: string;
  source: PanelSource;
  needsPrompt: boolean;
  makeRequest: (typed: string | undefined) => RunRequest;
  /** Answers carried over (the card's, the history's): shown without running anything. */
  restore?: AnswerState;
  observer?: SessionObserver;
  /** The follow-up conversation so far (a reopened entry's); answered questions are added to it. */
  turns: HistoryTurn[];
  onClose: () => void;
}

export interface PanelAnswer {
  session: CardSession;
  root: HTMLElement;
  close(): void;
}

/**
 * The card, in the panel: the same view, session, refinements and messages (card/*), without the frame that places
 * the card beside a selection. Its answer is only ever set as text.
 */
export function openPanelAnswer(options: PanelAnswerOptions): PanelAnswer {
  const { t, settings } = options;
  const view = buildCardView(t, options.title, options.needsPrompt && !options.restore, true);
  view.root.setAttribute('role', 'region');
  view.buttons.panel.remove();
  // Replace needs the selection's own editor; Insert can also go where the user last typed (panel-write.ts).
  if (!canWriteBack(options.source)) view.buttons.replace.remove();
  // Under `allowCustomPrompts: false` nothing typed of one's own: no free change field, no follow-up question.
  const ownPrompts = settings.actions.includes('custom');
  const refineView = buildRefineView(t, ownPrompts);
  view.buttons.copy.parentElement!.after(refineView.root);
  options.container.replaceChildren(view.root);
  const actions = panelAnswerActions(view, t, options.source, () => session.text());
  const sessionOptions = {
    locale: settings.locale,
    serverUrl: settings.serverUrl,
    aiLocation: settings.aiLocation,
    deviceLanguages: { output: settings.locale, target: settings.translateLanguageCode },
  };
  performance.mark('selecta:panel:open');
  const session = cardSession(view, refineView, t, sessionOptions, actions.enable, {
    ...options.observer,
    // The first-token benchmark reads it beside the card's (e2e/extension/panel.bench.ts).
    firstText: () => performance.mark('selecta:panel:first-token'),
    answered: (state) => {
      thread.refresh();
      options.observer?.answered?.(state);
    },
  });
  const thread = followUpThread({
    t,
    settings,
    session,
    turns: options.turns,
    canAsk: ownPrompts,
    onTurn: () => {
      const state = session.state();
      if (state) options.observer?.answered?.(state);
    },
  });
  view.root.after(thread.root);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    session.close();
    thread.close();
    view.root.remove();
    thread.root.remove();
    options.onClose();
  };
  wireAnswerControls(view, refineView, session, close);
  if (options.restore) session.restore(options.restore);
  else startAnswer(view, session, options.makeRequest);
  thread.refresh();
  return { session, root: view.root, close };
}
