import type { aiUsageCounters } from '../db/schema/ai.ts';

type CounterRow = typeof aiUsageCounters.$inferInsert;
const minuteMs = 60_000;
const hourMs = 3_600_000;

/**
 * The AI gateway's own counters for the demo's runs (issue 29: the team usage card read 0 while the chart showed 1,030):
 * a day window for every day a member ran something that counted (answered or cancelled; refusals and failures before
 * the first token are not counted, as the gateway does), and for each member's last such day its hour and minute
 * windows, the runs spread over the working day but never after `now`. `admitted`: user → UTC day → runs.
 */
export function demoCounterRows(admitted: Map<string, Map<string, number>>, now: Date, next: () => number): CounterRow[] {
  const rows: CounterRow[] = [];
  for (const [userId, days] of admitted) {
    let last = '';
    for (const [day, count] of days) {
      rows.push({ userId, window: 'day', windowStart: new Date(`${day}T00:00:00Z`), count });
      if (day > last) last = day;
    }
    if (last) rows.push(...finerWindows(userId, last, days.get(last)!, now, next));
  }
  return rows;
}

function finerWindows(userId: string, day: string, runs: number, now: Date, next: () => number): CounterRow[] {
  const start = Date.parse(`${day}T08:00:00Z`);
  const end = Math.min(Date.parse(`${day}T18:00:00Z`), now.getTime() - minuteMs);
  const from = end > start ? start : Date.parse(`${day}T00:00:00Z`);
  if (end <= from) return [];
  const minutes = new Map<number, number>();
  for (let i = 0; i < runs; i++) {
    const at = Math.floor((from + next() * (end - from)) / minuteMs) * minuteMs;
    minutes.set(at, (minutes.get(at) ?? 0) + 1);
  }
  const hours = new Map<number, number>();
  for (const [at, count] of minutes) hours.set(Math.floor(at / hourMs) * hourMs, (hours.get(Math.floor(at / hourMs) * hourMs) ?? 0) + count);
  const rows = (window: 'minute' | 'hour', counts: Map<number, number>) => [...counts].map(([at, count]) => ({ userId, window, windowStart: new Date(at), count }));
  return [...rows('minute', minutes), ...rows('hour', hours)];
}
