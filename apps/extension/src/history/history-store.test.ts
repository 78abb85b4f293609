import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { translator } from '../i18n/translate.ts';
import { closeHistoryDb } from './history-db.ts';
import { historyJson, historyMarkdown } from './history-export.ts';
import type { HistoryEntry } from './history-schema.ts';
import { allEntries, clearHistory, deleteEntry, forgetHistoryCache, getEntry, listEntries, putEntry } from './history-store.ts';

const entry = (n: number, over: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id: crypto.randomUUID(),
  createdAt: n,
  updatedAt: n,
  action: 'tldr',
  title: 'TLDR',
  text: `Selected text number ${n}`,
  source: { title: `Page ${n}`, url: `https://example.com/${n}` },
  model: 'fast',
  where: 'server',
  request: { action: 'tldr', text: `Selected text number ${n}` },
  versions: [`Answer ${n}`],
  shown: 0,
  turns: [],
  ...over,
});

beforeEach(() => {
  closeHistoryDb();
  forgetHistoryCache();
  globalThis.indexedDB = new IDBFactory();
});

describe('the history of answers', () => {
  it('lists the newest first, finds by text, answer, page title or address, and opens an entry whole', async () => {
    const [a, b, c] = [entry(1), entry(2, { source: { title: 'Quarterly report', url: 'https://intranet.example/q3' } }), entry(3, { versions: ['Draft reply', 'Shorter reply'], shown: 1 })];
    for (const e of [a, b, c]) await putEntry(e);
    expect((await listEntries()).map((s) => s.id)).toEqual([c.id, b.id, a.id]);
    expect((await listEntries('quarterly')).map((s) => s.id)).toEqual([b.id]);
    expect((await listEntries('intranet.example')).map((s) => s.id)).toEqual([b.id]);
    expect((await listEntries('shorter REPLY')).map((s) => s.id)).toEqual([c.id]);
    expect((await listEntries('number 1')).map((s) => s.id)).toEqual([a.id]);
    expect(await listEntries('nowhere')).toEqual([]);
    expect(await getEntry(c.id)).toEqual(c);
    expect((await listEntries())[0]?.snippet).toBe('Shorter reply');
  });

  it('updates an entry in place with its new versions', async () => {
    const first = entry(1);
    await putEntry(first);
    await putEntry({ ...first, updatedAt: 5, versions: ['Answer 1', 'Longer answer'], shown: 1 });
    expect(await listEntries()).toHaveLength(1);
    expect((await getEntry(first.id))?.versions).toEqual(['Answer 1', 'Longer answer']);
  });

  it('keeps the newest 500 entries or 20 MB, whichever comes first', async () => {
    for (let n = 1; n <= 6; n++) await putEntry(entry(n), { entries: 4, bytes: 1e9 });
    expect((await allEntries()).map((e) => e.updatedAt)).toEqual([6, 5, 4, 3]);
    const big = 'x'.repeat(40_000);
    await putEntry(entry(7, { versions: [big] }), { entries: 500, bytes: 200_000 });
    await putEntry(entry(8, { versions: [big] }), { entries: 500, bytes: 200_000 });
    await putEntry(entry(9, { versions: [big] }), { entries: 500, bytes: 200_000 });
    // Each of those weighs ~80 kB (UTF-16): two fit under 200 kB with the small ones, the third pushes the oldest out.
    const kept = (await allEntries()).map((e) => e.updatedAt);
    expect(kept.slice(0, 2)).toEqual([9, 8]);
    expect(kept).not.toContain(7);
    expect(kept).not.toContain(3);
  });

  it('deletes one, and clears all', async () => {
    const [a, b] = [entry(1), entry(2)];
    await putEntry(a);
    await putEntry(b);
    await deleteEntry(a.id);
    expect((await listEntries()).map((s) => s.id)).toEqual([b.id]);
    expect(await getEntry(a.id)).toBeUndefined();
    await clearHistory();
    expect(await listEntries()).toEqual([]);
    expect(await allEntries()).toEqual([]);
  });

  it('exports every field as JSON, and as Markdown in the user’s language', async () => {
    const e = entry(1_764_000_000_000, { versions: ['First', 'Second'], turns: [{ question: 'Why?', answer: 'Because.' }] });
    const json = JSON.parse(historyJson([e], new Date(0))) as { format: string; entries: HistoryEntry[] };
    expect(json).toMatchObject({ format: 'selecta-history', entries: [e] });
    const en = historyMarkdown([e], translator('en'), 'en');
    expect(en).toContain('# History');
    expect(en).toContain('- Page: https://example.com/1764000000000');
    expect(en).toContain('> Selected text number 1764000000000');
    expect(en).toContain('### Version 2 of 2\n\nSecond');
    expect(en).toContain('**You:** Why?\n\nBecause.');
    const es = historyMarkdown([e], translator('es'), 'es');
    expect(es).toContain('# Historial');
    expect(es).toContain('- Página: https://example.com/1764000000000');
    expect(es).toContain('### Texto seleccionado');
  });
});
