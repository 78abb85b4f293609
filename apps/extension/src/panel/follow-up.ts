import { maxPromptChars } from '@selecta/shared/prompt';
import type { CardSession } from '../card/card-api.ts';
import { cardRunner } from '../card/card-runner.ts';
import { showStatus } from '../card/card-view.ts';
import { errorText } from '../card/error-text.ts';
import type { HistoryTurn } from '../history/history-schema.ts';
import type { Translate } from '../i18n/translate.ts';
import type { PageSettings } from '../messaging/protocol.ts';
import { el } from './panel-shell.ts';

export interface FollowUpOptions {
  t: Translate;
  settings: PageSettings;
  session: CardSession;
  /** The conversation so far (a reopened history entry's); each answered question is added. */
  turns: HistoryTurn[];
  /** False when the organisation allows no prompts of one's own: the conversation so far is shown, no new question. */
  canAsk: boolean;
  /** A question was answered: the history entry keeps the conversation. */
  onTurn(): void;
}

/**
 * Questions about the answer, as a conversation on the same selection (issue 28): each question is one run, sent with
 * the answer shown and the turns so far (the server keeps none of it), streamed below the answer as text.
 */
export function followUpThread(options: FollowUpOptions): { root: HTMLElement; refresh(): void; close(): void } {
  const { t, settings, session } = options;
  const root = el('section', 'panel-thread');
  root.setAttribute('aria-label', t('followUp.label'));
  const list = el('ol', 'panel-turns');
  const form = el('form', 'selecta-prompt panel-ask');
  const input = el('input', 'selecta-prompt-input');
  input.placeholder = t('followUp.placeholder');
  input.setAttribute('aria-label', t('followUp.label'));
  input.maxLength = maxPromptChars;
  const ask = el('button', 'selecta-card-button', t('followUp.ask'));
  ask.type = 'submit';
  form.append(input, ask);
  root.append(list);
  if (options.canAsk) root.append(form);

  let current: { answer: HTMLElement; status: HTMLElement; text: string; question: string } | null = null;
  const busy = (on: boolean) => ask.setAttribute('aria-disabled', String(on));
  const turnItem = (question: string, answer = '') => {
    const item = el('li', 'panel-turn');
    const asked = el('p', 'panel-question', `${t('followUp.you')}: ${question}`);
    const answered = el('div', 'selecta-output panel-turn-answer', answer);
    const status = el('p', 'selecta-status');
    status.setAttribute('role', 'status');
    item.append(asked, answered, status);
    list.append(item);
    return { answer: answered, status };
  };
  for (const turn of options.turns) turnItem(turn.question, turn.answer);

  const runner = cardRunner(
    {
      delta(text) {
        if (!current) return;
        current.text += text;
        current.answer.append(text);
      },
      done() {
        if (current?.text) {
          options.turns.push({ question: current.question, answer: current.text });
          options.onTurn();
        }
        current = null;
        busy(false);
      },
      serverError(error) {
        if (current) {
          const message = errorText(error, t, settings.locale, settings.serverUrl);
          showStatus(current.status, message.message, message.link, 'error');
        }
        current = null;
        busy(false);
      },
      deviceError(code) {
        if (current) showStatus(current.status, t(`device.${code}`), null, 'error');
        current = null;
        busy(false);
      },
      download: () => undefined,
    },
    { output: settings.locale, target: settings.translateLanguageCode },
  );

  const submit = () => {
    const state = session.state();
    const question = input.value.trim();
    if (!state || !question || current) return;
    input.value = '';
    const shown = state.versions[state.shown] ?? state.versions.at(-1)!;
    current = { ...turnItem(question), text: '', question };
    busy(true);
    const followUp = { answer: shown, turns: options.turns.map((turn) => ({ ...turn })), question };
    runner.start({ ...state.request, locale: settings.locale, followUp }, state.where);
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submit();
  });
  const refresh = () => {
    root.hidden = session.state() === null;
  };
  refresh();
  return { root, refresh, close: () => runner.close() };
}
