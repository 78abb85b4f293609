/**
 * The editors `bench:editors` times in each browser (editor-insert.bench.ts in Chromium,
 * editor-insert.bench-firefox.ts in Firefox), and how its table is printed.
 */
export const editors = [
  ['textarea (baseline)', 'native?kind=textarea'],
  ['contenteditable', 'native?kind=contenteditable'],
  ['ProseMirror', 'prosemirror'],
  ['Lexical', 'lexical'],
  ['Slate', 'slate'],
  ['Draft.js', 'draft'],
  ['Quill 2', 'quill'],
  ['CodeMirror 6', 'codemirror'],
  ['Monaco (EditContext)', 'monaco'],
  ['Monaco (textarea)', 'monaco?textarea'],
  ['CKEditor 5', 'ckeditor'],
  ['TinyMCE 8 (its iframe)', 'tinymce'],
  ['Trix 2', 'trix'],
  ['Editor.js', 'editorjs'],
  ['Toast UI Editor 3', 'toastui'],
  ['Froala 4', 'froala'],
] as const;
// 5 runs × 16 editors is one Free account's day exactly (80 actions during the promo; the bench signs in once).
export const runs = Number(process.env.BENCH_RUNS ?? 5);

export const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))]!;

/** The benchmark's table: p50 / p95 per editor against the textarea measured in the same run (target: p95 < 50 ms). */
export function benchTable(title: string, rows: { editor: string; p50: number; p95: number }[]): string {
  const baseline = rows[0]!.p50;
  const lines = rows.map(
    (r) => `| ${r.editor} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ×${(r.p50 / Math.max(baseline, 0.1)).toFixed(1)} | ${r.p95 < 50 ? 'yes' : 'NO'} |`,
  );
  return `\nBENCH ${title} over ${runs} runs (ms)\n| editor | p50 | p95 | p50 vs textarea | p95 < 50 ms |\n|---|---|---|---|---|\n${lines.join('\n')}\n`;
}
