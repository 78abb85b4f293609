import { stringify } from 'csv-stringify/sync';
import type { Context } from 'hono';

/**
 * CSV lines (RFC 4180, CRLF) from rows of cells, by csv-stringify. Cells that a spreadsheet would run as a formula
 * (`=`, `+`, `-`, `@`, tab, CR first: an address or a team name is anyone's to choose) are prefixed with `'`.
 */
export function csvLines(rows: readonly (readonly unknown[])[]): string {
  return stringify(rows as unknown[][], { escape_formulas: true, record_delimiter: '\r\n', cast: { date: (d) => d.toISOString() } });
}

/** Whether the client asked for CSV (`Accept: text/csv`), as the usage history does. */
export const wantsCsv = (c: Context) => (c.req.header('accept') ?? '').includes('text/csv');

export const csvHeaders = (filename: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${filename}"`,
  'cache-control': 'no-store',
});
