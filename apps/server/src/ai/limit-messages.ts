import type { PlanId, RateWindow } from '@selecta/shared/plans';
import { HttpError } from '../lib/http-error.ts';
import type { WindowState } from './limiter.ts';

/** The 429 of a full window; which window and plan are kept for metrics, not sent. */
export class LimitReachedError extends HttpError {
  constructor(readonly plan: PlanId, readonly window: RateWindow, message: string, headers: Record<string, string>) {
    super(429, 'rate_limited', message, headers);
  }
}

const windowWords = { minute: 'per minute', hour: 'per hour', day: 'per day' } as const;

/** '…resets at 14:05 UTC (in 3 minutes)': when the limit that refused a run lets the next one in. */
export function limitReachedMessage(blockedBy: WindowState, now: Date): string {
  const seconds = Math.max(1, Math.ceil((blockedBy.resetAt.getTime() - now.getTime()) / 1000));
  const wait = seconds < 60 ? `${seconds} s` : seconds < 3600 ? `${Math.ceil(seconds / 60)} min` : `${Math.ceil(seconds / 3600)} h`;
  const at = blockedBy.resetAt.toISOString().slice(11, 16);
  return `You have used all ${blockedBy.limit} actions ${windowWords[blockedBy.window]} of your plan. The limit resets at ${at} UTC (in ${wait}).`;
}

/** RateLimit-* headers of the window that runs out first (IETF draft fields, as GitHub and others send them). */
export function rateLimitHeaders(window: WindowState | undefined, now: Date): Record<string, string> {
  if (!window) return {};
  const reset = Math.max(0, Math.ceil((window.resetAt.getTime() - now.getTime()) / 1000));
  return { 'RateLimit-Limit': String(window.limit), 'RateLimit-Remaining': String(window.remaining), 'RateLimit-Reset': String(reset) };
}
