import { copyText, writeToSource, type WriteMode } from '../content/editable-source.ts';
import { raise } from '../content/toolbar.ts';
import type { MessageKey } from '../i18n/en.ts';
import { translator } from '../i18n/translate.ts';
import type { RunError } from '../messaging/protocol.ts';
import { send } from '../messaging/send.ts';
import { deviceTask, taskAvailability } from '../on-device/built-in-ai.ts';
import type { RunPlace } from '../settings/last-run.ts';
import type { CardHandle, CardOptions } from './card-api.ts';
import { frameCard } from './card-frame.ts';
import { cardRunner } from './card-runner.ts';
import { buildCardView, showStatus } from './card-view.ts';
import { showDownload } from './download-view.ts';
import { errorText } from './error-text.ts';

type Phase = 'prompt' | 'streaming' | 'done' | 'failed';

/** Server answers after which the card offers (or, in fallback mode, starts) the on-device answer. */
const deviceCanHelp = new Set<RunError['code']>(['limit_reached', 'not_configured', 'offline', 'provider_unavailable', 'unauthorized']);

/** Opens the result card next to the selection and runs the action, streaming the answer as text. */
export function openCard(options: CardOptions): CardHandle {
  const t = translator(options.locale);
  const view = buildCardView(t, options.title, options.needsPrompt, options.source !== null);
  options.container.append(view.root);
  raise(view.root);
  const stopFollowing = frameCard(view.root, view.header, options.anchor, options.cardSize, t);
  let answer = '';
  let lastPrompt: string | undefined;
  let lastWhere: RunPlace = options.aiLocation === 'device' ? 'device' : 'server';
  let runs = 0;
  let closed = false;

  const setPhase = (phase: Phase) => {
    view.root.dataset.phase = phase;
    view.buttons.stop.hidden = phase !== 'streaming';
    const hasAnswer = phase === 'done' && answer.length > 0;
    for (const name of ['copy', 'insert', 'replace'] as const) view.buttons[name].disabled = !hasAnswer;
    view.buttons.retry.hidden = phase === 'streaming' || phase === 'prompt';
  };
  const download = (loaded: number | null) => showDownload(view.download, loaded, t, options.locale);

  /** After a server failure: offers the device's answer, or starts it in fallback mode, when the device can give one. */
  const offerDevice = async (run: number) => {
    if (options.aiLocation === 'device') return;
    const task = deviceTask(options.makeRequest(lastPrompt).action);
    const availability = await taskAvailability(task, options.deviceLanguages);
    if (availability === 'unavailable' || closed || run !== runs) return;
    if (options.aiLocation === 'fallback') start(lastPrompt, 'device', 'card.fallbackNotice');
    else view.buttons.onDevice.hidden = false;
  };

  const runner = cardRunner(
    {
      delta(text) {
        answer += text;
        view.output.append(text);
      },
      done(where) {
        setPhase('done');
        void send({ type: 'remember-run', where });
      },
      serverError(error) {
        const text = errorText(error, t, options.locale, options.serverUrl);
        showStatus(view.status, text.message, text.link, 'error');
        setPhase('failed');
        if (deviceCanHelp.has(error.code)) void offerDevice(runs);
      },
      deviceError(code) {
        download(null);
        showStatus(view.status, t(`device.${code}`), null, 'error');
        view.buttons.onDevice.hidden = code !== 'blocked';
        setPhase('failed');
      },
      download,
    },
    options.deviceLanguages,
  );

  function start(prompt: string | undefined, where: RunPlace = lastWhere, notice?: MessageKey) {
    runs++;
    lastPrompt = prompt;
    lastWhere = where;
    answer = '';
    view.output.replaceChildren();
    view.status.replaceChildren();
    if (notice) showStatus(view.status, t(notice), null, 'info');
    view.where.hidden = where !== 'device';
    view.buttons.onDevice.hidden = true;
    download(null);
    setPhase('streaming');
    runner.start(options.makeRequest(prompt), where);
  }

  const close = () => {
    if (closed) return;
    closed = true;
    stopFollowing();
    runner.close();
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
  const stop = (message: MessageKey) => {
    runs++;
    runner.stop();
    download(null);
    showStatus(view.status, t(message), null, 'info');
    setPhase(answer ? 'done' : 'failed');
  };
  // Every handler acts on real user input only (isTrusted): the page cannot press a button or submit the prompt.
  const onClick = (button: HTMLElement, handler: () => void) =>
    button.addEventListener('click', (event) => event.isTrusted && handler());
  onClick(view.closeButton, close);
  onClick(view.buttons.stop, () => stop('card.stopped'));
  onClick(view.download.cancel, () => stop('card.downloadCancelled'));
  onClick(view.buttons.retry, () => start(lastPrompt));
  onClick(view.buttons.onDevice, () => start(lastPrompt, 'device'));
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
  return { close, element: view.root };
}
