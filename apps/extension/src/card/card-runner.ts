import { browser, type Browser } from 'wxt/browser';
import { runPortName } from '../messaging/port-name.ts';
import type { PortEvent, PortRequest, RunError } from '../messaging/protocol.ts';
import type { RunRequest } from '../messaging/run-request.ts';
import { type DeviceErrorCode, DeviceRunError, runOnDevice } from '../on-device/run-on-device.ts';
import type { RunPlace } from '../settings/last-run.ts';

/** What a run reports to the card. Events of a run that was stopped or replaced are never reported. */
export interface RunEvents {
  delta(text: string): void;
  done(where: RunPlace): void;
  serverError(error: RunError): void;
  deviceError(code: DeviceErrorCode): void;
  download(loaded: number | null): void;
}

export interface DeviceLanguages {
  output: string;
  target: string;
}

export interface CardRunner {
  start(request: RunRequest, where: RunPlace): void;
  stop(): void;
  close(): void;
}

/**
 * Runs the card's actions: on the server through the background (a port, opened on first use so that a card that
 * only runs on the device never even reaches the background), or on the device, in this content script.
 */
export function cardRunner(events: RunEvents, languages: DeviceLanguages): CardRunner {
  let port: Browser.runtime.Port | null = null;
  let current = 0;
  let device: AbortController | null = null;
  let serverRun = false;

  const openPort = (): Browser.runtime.Port => {
    if (port) return port;
    const opened = browser.runtime.connect({ name: runPortName });
    opened.onMessage.addListener((event: PortEvent) => {
      if (!serverRun) return;
      if (event.type === 'delta') return events.delta(event.text);
      serverRun = false;
      if (event.type === 'done') events.done('server');
      else events.serverError(event.error);
    });
    opened.onDisconnect.addListener(() => {
      port = null;
      if (!serverRun) return;
      serverRun = false;
      events.serverError({ code: 'offline', message: 'disconnected', resetAt: null });
    });
    port = opened;
    return opened;
  };
  const post = (message: PortRequest) => openPort().postMessage(message);

  const runDevice = async (request: RunRequest, run: number, signal: AbortSignal) => {
    const live = () => run === current;
    try {
      const stream = runOnDevice(request, {
        signal,
        outputLanguage: languages.output,
        targetLanguage: languages.target,
        onDownload: (loaded) => live() && events.download(loaded),
      });
      for await (const text of stream) if (live()) events.delta(text);
      if (live()) events.done('device');
    } catch (error) {
      if (live()) events.deviceError(error instanceof DeviceRunError ? error.code : 'failed');
    }
  };

  const stop = () => {
    current++;
    device?.abort();
    device = null;
    if (serverRun) post({ type: 'stop' });
    serverRun = false;
  };

  return {
    start(request, where) {
      stop();
      if (where === 'server') {
        serverRun = true;
        post({ type: 'start', request });
        return;
      }
      device = new AbortController();
      void runDevice(request, current, device.signal);
    },
    stop,
    close() {
      stop();
      port?.disconnect();
      port = null;
    },
  };
}
