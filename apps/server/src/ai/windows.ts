import { type RateWindow, rateWindows, rateWindowSeconds } from '@selecta/shared/plans';

export interface WindowSpan {
  window: RateWindow;
  limit: number;
  start: Date;
  resetAt: Date;
}

/** The fixed UTC windows in force at `now` for the limited windows of a plan. */
export function currentWindows(limits: Partial<Record<RateWindow, number>>, now: Date): WindowSpan[] {
  return rateWindows.flatMap((window) => {
    const limit = limits[window];
    if (limit === undefined) return [];
    const length = rateWindowSeconds[window] * 1000;
    const start = Math.floor(now.getTime() / length) * length;
    return [{ window, limit, start: new Date(start), resetAt: new Date(start + length) }];
  });
}
