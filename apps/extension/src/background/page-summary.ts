import { browser } from 'wxt/browser';
import { plans } from '@selecta/shared/plans';
import { resolveLocale, translator } from '../i18n/translate.ts';
import type { PanelWork } from '../messaging/panel-messages.ts';
import { capText } from '../page-tools/cap-text.ts';
import { articleGlobal } from '../page-tools/article-global.ts';
import { type PageArticle, pageArticleSchema } from '../page-tools/read-article.ts';
import { loadSettings } from '../settings/store.ts';
import { callInTab } from './in-tab.ts';
import { fetchUsage } from './usage.ts';

export interface PageTab {
  id: number;
  title?: string | undefined;
  url?: string | undefined;
}

/** The page's article, read in the page: injected (activeTab) or, where that is refused, asked of our content script. */
async function readArticleIn(tabId: number): Promise<PageArticle | null> {
  const injected = await callInTab<unknown>(tabId, '/page-article.js', articleGlobal);
  const raw = injected.ok ? injected.value : await browser.tabs.sendMessage(tabId, { type: 'read-article' }, { frameId: 0 }).catch(() => null);
  const parsed = pageArticleSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** The most text one run takes on the user's plan; the Free plan's when the plan is not known (signed out, offline). */
export async function planInputLimit(): Promise<number> {
  const usage = await fetchUsage();
  return plans[usage.ok ? usage.plan : 'free'].maxInputChars;
}

/**
 * "Summarize this page": TLDR on the page's article, cut to the plan's size with a note saying how much was kept; a
 * page with no article, or one no extension may read, is explained instead. Answers the work for the panel.
 */
export async function summaryWork(tab: PageTab): Promise<PanelWork> {
  const [article, settings, limit] = await Promise.all([readArticleIn(tab.id), loadSettings(), planInputLimit()]);
  const locale = resolveLocale(settings.interfaceLanguage, navigator.language);
  const t = translator(locale);
  const source = { title: article?.title || tab.title || '', url: article?.url || tab.url || '', tabId: tab.id };
  if (!article) return { kind: 'explain', reason: 'restricted-page', source };
  // The browser's PDF viewer shows its text to no extension: the panel says so (and the reader can open it).
  if (!article.ok) return { kind: 'explain', reason: article.pdf ? 'pdf-summary' : 'no-readable-text', source };
  const capped = capText(article.text, limit);
  const note = capped.cutAt === null ? undefined : t('summary.truncated', { count: capped.cutAt.toLocaleString(locale) });
  return { kind: 'run', action: 'tldr', text: capped.text, source, ...(note && { note }) };
}
