import { usageActions, type UsageHistory, usageOutcomes } from '@selecta/shared/usage-history';
import { historyQuerySchema } from '@selecta/shared/usage-history';
import type { Context } from 'hono';
import { HttpError } from '../lib/http-error.ts';

/** One line per UTC day, zeros included: the same numbers the charts draw. Numbers only, so nothing needs quoting. */
export function usageCsv(history: UsageHistory): string {
  const header = ['date', 'runs', ...usageOutcomes, ...usageActions, 'input_chars', 'output_chars'];
  const lines = history.series.map((d) =>
    [d.day, d.runs, ...usageOutcomes.map((o) => d.byOutcome[o]), ...usageActions.map((a) => d.byAction[a]), d.inputChars, d.outputChars].join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}

/** `?days=7|30|90` (default 30); anything else is a 400 before any query. */
export function historyDaysOf(c: Context): number {
  const parsed = historyQuerySchema.safeParse({ days: c.req.query('days') });
  if (!parsed.success) throw new HttpError(400, 'invalid_days', 'days must be 7, 30 or 90.');
  return parsed.data.days;
}

/** JSON, or the CSV file when the client asks for `text/csv` (the dashboard's download, or curl). */
export function historyResponse(c: Context, history: UsageHistory, filename: string): Response {
  c.header('cache-control', 'no-store');
  if (!(c.req.header('accept') ?? '').includes('text/csv')) return c.json(history);
  return c.body(usageCsv(history), 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}-${history.from}-${history.to}.csv"`,
  });
}
