import { copyText } from '../content/editors/copy-text.ts';
import type { EditTarget, WriteMode } from '../content/editors/edit-target.ts';
import { writeAnswer } from '../content/editors/write-answer.ts';
import { raise } from '../content/toolbar.ts';
import type { MessageKey } from '../i18n/en.ts';
import { translator } from '../i18n/translate.ts';
import type { RunError } from '../messaging/protocol.ts';
import type { RunRequest } from '../messaging/run-request.ts';
import { send } from '../messaging/send.ts';
import { deviceTask, taskAvailability } from '../on-device/built-in-ai.ts';
import type { RunPlace } from '../settings/last-run.ts';
import { answerVersions } from './answer-versions.ts';
import type { CardHandle, CardOptions } from './card-api.ts';
import { frameCard } from './card-frame.ts';
import { cardRunner } from './card-runner.ts';
import { buildCardView, showStatus } from './card-view.ts';
import { showDownload } from './download-view.ts';
import { errorText } from './error-text.ts';
import { insertIntoButtons } from './insert-into.ts';
import { wirePromptInput } from './prompt-input.ts';
import { wireRefine } from './refine-input.ts';
import { buildRefineView, showVersions } from './refine-view.ts';

type Phase = 'prompt' | 'streaming' | 'done' | 'failed';

/** Server answers after which the card offers (or, in fallback mode, starts) the on-device answer. */
const deviceCanHelp = new Set<RunError['code']>(['limit_reached', 'not_configured', 'offline', 'provider_unavailable', 'unauthorized']);

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
  /** The finished answers (decision 025); `answer` is the one streaming now. */
  const versions = answerVersions();
  let answer = '';
  /** The action's own request, which refinements extend; and the last request sent, which Retry sends again. */
  let base: RunRequest | null = null;
  let lastRequest: RunRequest | null = null;
  let lastWhere: RunPlace = options.aiLocation === 'device' ? 'device' : 'server';
  let runs = 0;
  let closed = false;
  const insertInto =
    options.source || !options.insertInto
      ? null
      : insertIntoButtons(t, options.insertInto, {
          write: (target) => write('insert', target),
          writeElsewhere: async (editor) => written(await editor.write(versions.text)),
          cancelled: () => showStatus(view.status, t('card.pickCancelled'), null, 'info'),
        });
  view.buttons.copy.after(...(insertInto?.buttons ?? []));

  const setPhase = (phase: Phase) => {
    view.root.dataset.phase = phase;
    view.buttons.stop.hidden = phase !== 'streaming';
    const hasAnswer = phase === 'done' && versions.text.length > 0;
    for (const name of ['copy', 'insert', 'replace'] as const) view.buttons[name].disabled = !hasAnswer;
    insertInto?.enable(hasAnswer);
    view.buttons.retry.hidden = phase === 'streaming' || phase === 'prompt';
    refineView.root.hidden = versions.total === 0 || phase === 'prompt';
    showVersions(refineView, t, versions.shown, versions.total, phase === 'streaming');
  };
  /** After a run that added no version (failed, stopped early, empty), the card shows the version it showed before. */
  const settle = (phase: 'done' | 'failed') => {
    if (answer) versions.add(answer);
    answer = '';
    if (versions.total > 0) view.output.replaceChildren(versions.text);
    setPhase(versions.total > 0 ? 'done' : phase);
  };
  const failed = (message: string, link: { label: string; href: string } | null) => {
    const kept = versions.total > 0 ? ` ${t('refine.keptVersion')}` : '';
    showStatus(view.status, message + kept, link, 'error');
    // A failed run's partial text is no version; the first run's stays on screen as before, without Copy.
    answer = '';
    settle('failed');
  };
  const download = (loaded: number | null) => showDownload(view.download, loaded, t, options.locale);

  /** After a server failure: offers the device's answer, or starts it in fallback mode, when the device can give one. */
  const offerDevice = async (run: number) => {
    if (options.aiLocation === 'device') return;
    const request = lastRequest;
    const availability = request ? await taskAvailability(deviceTask(request), options.deviceLanguages) : 'unavailable';
    if (!request || availability === 'unavailable' || closed || run !== runs) return;
    if (options.aiLocation === 'fallback') start(request, 'device', 'card.fallbackNotice');
    else view.buttons.onDevice.hidden = false;
  };

  const runner = cardRunner(
    {
      delta(text) {
        answer += text;
        view.output.append(text);
      },
      done(where) {
        settle('done');
        void send({ type: 'remember-run', where });
      },
      serverError(error) {
        const text = errorText(error, t, options.locale, options.serverUrl);
        failed(text.message, text.link);
        if (deviceCanHelp.has(error.code)) void offerDevice(runs);
      },
      deviceError(code) {
        download(null);
        failed(t(`device.${code}`), null);
        view.buttons.onDevice.hidden = code !== 'blocked';
      },
      download,
    },
    options.deviceLanguages,
  );

  function start(request: RunRequest, where: RunPlace = lastWhere, notice?: MessageKey) {
    runs++;
    lastRequest = request;
    if (!request.refinement) base = request;
    lastWhere = where;
    answer = '';
    view.output.replaceChildren();
    view.status.replaceChildren();
    if (notice) showStatus(view.status, t(notice), null, 'info');
    view.where.hidden = where !== 'device';
    view.buttons.onDevice.hidden = true;
    download(null);
    setPhase('streaming');
    runner.start(request, where);
  }

  const close = () => {
    if (closed) return;
    closed = true;
    stopFollowing();
    runner.close();
    view.root.remove();
    options.onClose();
  };
  /** Says "Inserted" only when the editor read the answer back; otherwise copies it and says so. */
  const written = async (ok: boolean) => {
    if (ok) showStatus(view.status, t('card.inserted'), null, 'info');
    else if (await copyText(document, versions.text)) showStatus(view.status, t('card.copiedFallback'), null, 'info');
  };
  const write = async (mode: WriteMode, target: EditTarget | null = options.source) =>
    written(!!target && (await writeAnswer(target, versions.text, mode)).ok);
  const stop = (message: MessageKey) => {
    runs++;
    runner.stop();
    download(null);
    showStatus(view.status, t(message), null, 'info');
    settle('failed');
  };
  // Every handler acts on real user input only (isTrusted): the page cannot press a button or submit the prompt.
  const onClick = (button: HTMLElement, handler: () => void) =>
    button.addEventListener('click', (event) => event.isTrusted && handler());
  onClick(view.closeButton, close);
  onClick(view.buttons.stop, () => stop('card.stopped'));
  onClick(view.download.cancel, () => stop('card.downloadCancelled'));
  onClick(view.buttons.retry, () => lastRequest && start(lastRequest));
  onClick(view.buttons.onDevice, () => lastRequest && start(lastRequest, 'device'));
  onClick(view.buttons.copy, () => {
    void copyText(document, versions.text).then((ok) => ok && showStatus(view.status, t('card.copied'), null, 'info'));
  });
  onClick(view.buttons.insert, () => void write('insert'));
  onClick(view.buttons.replace, () => void write('replace'));
  // A refinement rewrites the version shown, from the same selection, where the last answer ran.
  wireRefine(refineView, {
    refine(refinement) {
      if (!base || versions.total === 0 || view.root.dataset.phase === 'streaming') return;
      start({ ...base, locale: options.locale, previous: versions.text, refinement });
    },
    step(by) {
      if (view.root.dataset.phase === 'streaming' || !versions.step(by)) return;
      view.output.replaceChildren(versions.text);
      view.status.replaceChildren();
      setPhase('done');
    },
  });
  view.root.addEventListener('keydown', (event) => {
    if (event.isTrusted && event.key === 'Escape') close();
  });

  if (wirePromptInput(view, (instruction) => start(options.makeRequest(instruction)))) setPhase('prompt');
  else start(options.makeRequest(undefined));
  return { close, element: view.root };
}
