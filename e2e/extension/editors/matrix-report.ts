import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const columns = ['Replace', 'Insert', 'Pick', 'Undo', 'Keeps working'] as const;
export type Column = (typeof columns)[number];
interface Cell {
  ok: boolean;
  note: string;
}

// One file per editor, written by the one test that checks it: workers never write the same file.
const dir = fileURLToPath(new URL('../../test-results/editor-matrix/', import.meta.url));
const fileOf = (editor: string) => `${dir}${editor.replace(/[^a-z0-9-]+/gi, '-')}.json`;

function read(editor: string): Record<string, Cell> {
  try {
    return JSON.parse(readFileSync(fileOf(editor), 'utf8')) as Record<string, Cell>;
  } catch {
    return {};
  }
}

export function startRow(editor: string): void {
  rmSync(fileOf(editor), { force: true });
}

export function recordCell(editor: string, column: Column, ok: boolean, note = ''): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(fileOf(editor), JSON.stringify({ ...read(editor), [column]: { ok, note } }));
}

/** The matrix as a Markdown table: ✓ (with the Insert → model time), ✗ with the reason, or – when not run. */
export function matrixTable(editors: string[]): string {
  const rows = editors.map((editor) => {
    const cells = read(editor);
    const marks = columns.map((column) => {
      const cell = cells[column];
      if (!cell) return '–';
      return cell.ok ? `✓${cell.note ? ` ${cell.note}` : ''}` : `✗ ${cell.note}`;
    });
    return `| ${editor} | ${marks.join(' | ')} |`;
  });
  return [`| editor | ${columns.join(' | ')} |`, `|${'---|'.repeat(columns.length + 1)}`, ...rows].join('\n');
}
