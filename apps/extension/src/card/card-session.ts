import type { MessageKey } from '../i18n/en.ts';
import type { Translate } from '../i18n/translate.ts';
import type { RunError } from '../messaging/protocol.ts';
import type { RunRequest } from '../messaging/run-request.ts';
import { send } from '../messaging/send.ts';
import { deviceTask, taskAvailability } from '../on-device/built-in-ai.ts';
import type { RunPlace } from '../settings/last-run.ts';
import { answerVersions } from './answer-versions.ts';
import type { AnswerState, CardSession, SessionObserver, SessionOptions } from './card-api.ts';
import { cardRunner } from './card-runner.ts';
import { type CardView, showStatus } from './card-view.ts';
import { showDownload } from './download-view.ts';
import { errorText } from './error-text.ts';
import { type RefineView, showVersions } from './refine-view.ts';

type Phase = 'prompt' | 'streaming' | 'done' | 'failed';

/** Server answers after which the card offers (or, in fallback mode, starts) the on-device answer. */
const deviceCanHelp = new Set<RunError['code']>(['limit_reached', 'not_configured', 'offline', 'provider_unavailable', 'unauthorized', 'session_ended']);

/**
 * The card's runs and what they answer: starts, streams, stops, retries and refines them, keeps the versions
 * (decision 025), says what failed, and offers the device's answer after a server failure. `enable` switches the
 * answer's actions (answer-actions.ts) on when there is one to use. The DOM is built and wired in open-card.ts.
 */
export function cardSession(
  view: CardView,
  refineView: RefineView,
  t: Translate,
  options: SessionOptions,
  enable: (hasAnswer: boolean) => void,
  observer: SessionObserver = {},
): CardSession {
  let versions = answerVersions();
  let answer = ''; // the one streaming now: a version once complete
  /** The action's own request, which refinements extend; and the last request sent, which Retry sends again. */
  let base: RunRequest | null = null;
  let lastRequest: RunRequest | null = null;
  let lastWhere: RunPlace = options.aiLocation === 'device' ? 'device' : 'server';
  let runs = 0;
  let closed = false;

  const setPhase = (phase: Phase) => {
    view.root.dataset.phase = phase;
    view.buttons.stop.hidden = phase !== 'streaming';
    enable(phase === 'done' && versions.text.length > 0);
    view.buttons.retry.hidden = phase === 'streaming' || phase === 'prompt';
    refineView.root.hidden = versions.total === 0 || phase === 'prompt';
    showVersions(refineView, t, versions.shown, versions.total, phase === 'streaming');
  };
  /** After a run that added no version (failed, stopped early, empty), the card shows the version it showed before. */
  const state = (): AnswerState | null => (base && versions.total > 0 ? { request: base, versions: [...versions.all], shown: versions.shown, where: lastWhere } : null);
  const settle = (phase: 'done' | 'failed') => {
    const added = answer !== '';
    if (added) versions.add(answer);
    answer = '';
    const now = added ? state() : null;
    if (now) observer.answered?.(now);
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
      delta: (text) => {
        if (!answer) observer.firstText?.();
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

  return {
    text: () => versions.text,
    state,
    restore(saved) {
      runs++;
      runner.stop();
      base = saved.request;
      lastRequest = saved.request;
      lastWhere = saved.where;
      versions = answerVersions(saved.versions, saved.shown);
      answer = '';
      view.output.replaceChildren(versions.text);
      view.status.replaceChildren();
      view.where.hidden = saved.where !== 'device';
      setPhase('done');
    },
    start: (request, where) => start(request, where),
    retry: (where) => lastRequest && start(lastRequest, where),
    stop(message) {
      runs++;
      runner.stop();
      download(null);
      showStatus(view.status, t(message), null, 'info');
      settle('failed');
    },
    // A refinement rewrites the version shown, from the same selection, where the last answer ran.
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
    awaitPrompt: () => setPhase('prompt'),
    close() {
      closed = true;
      runner.close();
    },
  };
}
