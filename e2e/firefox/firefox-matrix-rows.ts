import { printMatrix } from '../extension/editors/matrix-report.ts';
import { framedPath, rows as chromiumRows } from '../extension/editors/matrix-rows.ts';

// Chromium's rows, Monaco named without EditContext, which Firefox does not have, and CKEditor 4, whose editing iframe
// has no address: the editor opens and writes its document (ckeditor4-page.ts). `ownFrame`: the editor edits in an
// iframe of its own (TinyMCE, CKEditor 4); `host`: the fixture page runs in a same-origin or cross-origin iframe of a
// page framing it (Chromium's last two rows; the cross-origin one in another process under Fission).
export type FirefoxRow = { editor: string; page: string; ownFrame: boolean; host?: 'same' | 'cross' };
const toRow = (row: (typeof chromiumRows)[number]): FirefoxRow => ({
  editor: row.page === 'monaco' ? 'Monaco' : row.editor,
  page: row.page,
  ownFrame: row.page === 'tinymce',
  ...('frame' in row && { host: row.frame }),
});
const rows: FirefoxRow[] = [
  ...chromiumRows.filter((row) => !('frame' in row)).map(toRow),
  { editor: 'CKEditor 4 (its iframe)', page: 'ckeditor4', ownFrame: true },
  ...chromiumRows.filter((row) => 'frame' in row).map(toRow),
];

/** The row's page: its fixture page, or the page framing it. */
export const pathOf = (row: FirefoxRow) => (row.host ? framedPath({ page: row.page, frame: row.host }) : `/editors/${row.page}`);

const only = process.env.EDITORS?.split(',');
/** The rows this run checks: all, or those `EDITORS=monaco,ckeditor` names. */
export const chosen = rows.filter((row) => !only || only.some((name) => row.editor.toLowerCase().includes(name.toLowerCase())));

/** The report's names say Firefox, so the Chromium matrix's files are not overwritten. */
export const label = (editor: string) => `Firefox ${editor}`;

/** The matrix over both languages, whose tests may have run in different workers (each records its cells to a file). */
export const printFirefoxMatrix = () => printMatrix('Editor matrix in Firefox', chosen.map((row) => label(row.editor)));
