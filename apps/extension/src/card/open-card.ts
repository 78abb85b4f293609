import { browser } from 'wxt/browser';
import { copyText, writeToSource, type WriteMode } from '../content/editable-source.ts';
import { follow, raise } from '../content/toolbar.ts';
import { translator } from '../i18n/translate.ts';
import { runPortName } from '../messaging/port-name.ts';
import type { PortEvent, PortRequest } from '../messaging/protocol.ts';
import type { CardHandle, CardOptions } from './card-api.ts';
import { buildCardView, showStatus } from './card-view.ts';
import { errorText } from './error-text.ts';

type Phase = 'prompt' | 'streaming' | 'done' | 'failed';

/** Opens the result card next to the selection and runs the action, streaming the answer as text. */
export function openCard(options: CardOptions): CardHandle {
  const t = translator(options.locale);
  const view = buildCardView(t, options.title, options.needsPrompt, options.source !== null);
  options.container.append(view.root);
  raise(view.root);
  const stopFollowing = follow(view.root, options.anchor, 'bottom');
  const port = browser.runtime.connect({ name: runPortName });
  let answer = '';
  let lastPrompt: string | undefined;
  let closed = false;

  const setPhase = (phase: Phase) => {
    view.root.dataset.phase = phase;
    view.buttons.stop.hidden = phase !== 'streaming';
    const hasAnswer = phase === 'done' && answer.length > 0;
    for (const name of ['copy', 'insert', 'replace'] as const) view.buttons[name].disabled = !hasAnswer;
    view.buttons.retry.hidden = phase === 'streaming' || phase === 'prompt';
  };
  const post = (message: PortRequest) => port.postMessage(message);
  const start = (prompt: string | undefined) => {
    lastPrompt = prompt;
    answer = '';
    view.output.replaceChildren();
    view.status.replaceChildren();
    setPhase('streaming');
    post({ type: 'start', request: options.makeRequest(prompt) });
  };
  port.onMessage.addListener((event: PortEvent) => {
    if (event.type === 'delta') {
      answer += event.text;
      view.output.append(event.text);
    } else if (event.type === 'done') {
      setPhase('done');
    } else {
      const text = errorText(event.error, t, options.locale, options.serverUrl);
      showStatus(view.status, text.message, text.link, 'error');
      setPhase('failed');
    }
  });
  port.onDisconnect.addListener(() => {
    if (!closed && view.root.dataset.phase === 'streaming') {
      showStatus(view.status, t('error.offline'), null, 'error');
      setPhase('failed');
    }
  });

  const close = () => {
    if (closed) return;
    closed = true;
    stopFollowing();
    port.disconnect();
    view.root.remove();
    options.onClose();
  };
  const write = async (mode: WriteMode) => {
    if (options.source && writeToSource(options.source, answer, mode)) {
      showStatus(view.status, t('card.inserted'), null, 'info');
    } else if (await copyText(document, answer)) {
      showStatus(view.status, t('card.copiedFallback'), null, 'info');
    }
  };
  // Every handler acts on real user input only (isTrusted): the page cannot press a button or submit the prompt.
  const onClick = (button: HTMLElement, handler: () => void) =>
    button.addEventListener('click', (event) => event.isTrusted && handler());
  onClick(view.closeButton, close);
  onClick(view.buttons.stop, () => {
    post({ type: 'stop' });
    showStatus(view.status, t('card.stopped'), null, 'info');
    setPhase(answer ? 'done' : 'failed');
  });
  onClick(view.buttons.retry, () => start(lastPrompt));
  onClick(view.buttons.copy, () => {
    void copyText(document, answer).then((ok) => ok && showStatus(view.status, t('card.copied'), null, 'info'));
  });
  onClick(view.buttons.insert, () => void write('insert'));
  onClick(view.buttons.replace, () => void write('replace'));
  view.root.addEventListener('keydown', (event) => {
    if (event.isTrusted && event.key === 'Escape') close();
  });

  if (view.promptForm && view.promptInput && view.promptRun) {
    const input = view.promptInput;
    setPhase('prompt');
    const submit = () => input.value.trim() && start(input.value.trim());
    // Runs on a real Enter or click only: a page script's requestSubmit() still fires a submit event, so the
    // form's own submission is never used.
    view.promptForm.addEventListener('submit', (event) => event.preventDefault());
    input.addEventListener('keydown', (event) => {
      if (!event.isTrusted || event.key !== 'Enter' || event.isComposing) return;
      event.preventDefault();
      submit();
    });
    onClick(view.promptRun, submit);
    input.focus();
  } else {
    start(undefined);
  }
  return { close };
}
