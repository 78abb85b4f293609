import { browser } from 'wxt/browser';
import type { Request, RequestType, ResponseMap } from './protocol.ts';

/** Sends a typed request to the background and answers its typed response. */
export async function send<T extends RequestType>(request: Extract<Request, { type: T }>): Promise<ResponseMap[T]> {
  return (await browser.runtime.sendMessage(request)) as ResponseMap[T];
}
