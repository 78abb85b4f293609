import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const columns = ['Replace', 'Insert', 'Pick', 'Undo', 'Keeps working', 'Restored (Replace)', 'Restored (Insert)'] as const;
export type Column = (typeof columns)[number];
export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];
interface Cell {
  ok: boolean;
  note: string;
  /** How long the cell's check took, for the time a column adds to the run. */
  ms?: number;
}

// One file per editor and language, written by the one test that checks it: workers never write the same file.
const dir = fileURLToPath(new URL('../../test-results/editor-matrix/', import.meta.url));
const fileOf = (editor: string, language: Language) => `${dir}${editor.replace(/[^a-z0-9-]+/gi, '-')}.${language}.json`;

function read(editor: string, language: Language): Record<string, Cell> {
  try {
    return JSON.parse(readFileSync(fileOf(editor, language), 'utf8')) as Record<string, Cell>;
  } catch {
    return {};
  }
}

export function startRow(editor: string, language: Language): void {
  rmSync(fileOf(editor, language), { force: true });
}

export function recordCell(editor: string, language: Language, column: Column, ok: boolean, note = '', ms?: number): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(fileOf(editor, language), JSON.stringify({ ...read(editor, language), [column]: { ok, note, ms } }));
}

/** The seconds the checks of `picked` columns took over every editor and language (summed over workers). */
function columnSeconds(editors: string[], picked: readonly Column[]): number {
  const ms = editors.flatMap((editor) => languages.flatMap((language) => picked.map((column) => read(editor, language)[column]?.ms ?? 0)));
  return Math.round(ms.reduce((sum, each) => sum + each, 0) / 100) / 10;
}

/** The columns that check a write the page spoils (spoil-writes.ts). */
const restoredColumns = ['Restored (Replace)', 'Restored (Insert)'] as const satisfies readonly Column[];

/** One cell over both languages: ✓ with each one's note (en / es), ✗ with the failing language's reason, – when not run. */
function mark(cells: (Cell | undefined)[]): string {
  const failed = languages.findIndex((_, i) => cells[i] && !cells[i].ok);
  if (failed >= 0) return `✗ ${languages[failed]}: ${cells[failed]!.note}`;
  if (cells.every((cell) => !cell)) return '–';
  const notes = cells.map((cell) => cell?.note || (cell ? '' : '–'));
  const ran = languages.filter((_, i) => cells[i]).join('+');
  return `✓ ${ran}${notes.some(Boolean) ? ` ${notes.join(' / ')}` : ''}`;
}

/** The matrix as a Markdown table, one row per editor, each cell over both languages (Insert → model time in ms). */
function matrixTable(editors: string[]): string {
  const rows = editors.map((editor) => {
    const runs = languages.map((language) => read(editor, language));
    return `| ${editor} | ${columns.map((column) => mark(runs.map((cells) => cells[column]))).join(' | ')} |`;
  });
  return [`| editor | ${columns.join(' | ')} |`, `|${'---|'.repeat(columns.length + 1)}`, ...rows].join('\n');
}

/**
 * Prints the matrix of these editors over both languages and the time its Restored cells took, from the cells every
 * worker recorded; nothing when none was (Playwright empties test-results/ as a run starts).
 */
export function printMatrix(title: string, editors: string[]): void {
  if (!editors.some((editor) => languages.some((language) => Object.keys(read(editor, language)).length > 0))) return;
  console.log(`\n${title}, en and es (Replace, Insert: click → model time; Restored: click → clipboard fallback time; en / es)\n${matrixTable(editors)}\n`);
  console.log(`The Restored cells took ${columnSeconds(editors, restoredColumns)} s in all (en and es, summed over the workers)`);
}
