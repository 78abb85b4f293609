import type { Translate } from '../i18n/translate.ts';
import type { HistoryEntry } from './history-schema.ts';

/** The history as JSON: every field of every entry, newest first. */
export function historyJson(entries: readonly HistoryEntry[], now = new Date()): string {
  return JSON.stringify({ format: 'selecta-history', version: 1, exportedAt: now.toISOString(), entries }, null, 2);
}

const quote = (text: string) => text.split('\n').map((line) => `> ${line}`).join('\n');

/** The history as Markdown, in the user's language: per answer, its page, time, model, selection, versions and follow-ups. */
export function historyMarkdown(entries: readonly HistoryEntry[], t: Translate, locale: string): string {
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const blocks = entries.map((entry) => {
    const lines = [`## ${entry.title} — ${entry.source.title || entry.source.url}`, ''];
    if (entry.source.url) lines.push(`- ${t('history.page')}: ${entry.source.url}`);
    lines.push(`- ${t('history.when')}: ${when.format(entry.updatedAt)}`);
    lines.push(`- ${t('history.model')}: ${entry.where === 'device' ? t('card.onDevice') : (entry.model ?? '—')}`, '');
    lines.push(`### ${t('history.selection')}`, '', quote(entry.text), '');
    entry.versions.forEach((version, i) => {
      lines.push(`### ${t('refine.position', { current: i + 1, total: entry.versions.length })}`, '', version, '');
    });
    for (const turn of entry.turns) lines.push(`**${t('followUp.you')}:** ${turn.question}`, '', turn.answer, '');
    return lines.join('\n');
  });
  return `# ${t('history.title')}\n\n${blocks.join('\n---\n\n')}`;
}
