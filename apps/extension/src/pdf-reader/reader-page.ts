import { browser } from 'wxt/browser';
import { ContentScriptContext } from 'wxt/utils/content-script-context';
import { watchFirstSelection } from '../content/first-selection.ts';
import { translator, type Translate } from '../i18n/translate.ts';
import { send } from '../messaging/send.ts';
import { applyTheme } from '../ui/theme-cache.ts';
import { pdfFailure, type PdfFailure } from './pdf-failure.ts';
import { readerTarget } from './reader-url.ts';

const byTestId = <T extends HTMLElement>(doc: Document, id: string) => {
  const element = doc.querySelector<T>(`[data-testid="${id}"]`);
  if (!element) throw new Error(`The reader page has no ${id}`);
  return element;
};

/** Why a file:// PDF cannot be read here, or null when it can. */
async function fileAccessProblem(t: Translate): Promise<string | null> {
  // Firefox lets no extension page read the computer's files; Chromium does once the user allows it per extension.
  if (import.meta.env.FIREFOX) return t('reader.fileFirefox');
  return (await browser.extension.isAllowedFileSchemeAccess()) ? null : t('reader.fileAccess');
}

function failureText(t: Translate, failure: PdfFailure): string {
  switch (failure.kind) {
    case 'invalid': return t('reader.invalid');
    case 'password': return t('reader.password');
    case 'http': return t('reader.httpError', { status: failure.status });
    case 'network': return t('reader.network');
    default: return t('reader.failed');
  }
}

/**
 * Selecta's PDF reader: pdf.js's viewer, with the same selection toolbar, card and keys as on any page (the content
 * script's own code, started here: content scripts do not run in extension pages). The original address is shown,
 * and one click goes back to it in this tab.
 */
export async function startReader(doc: Document): Promise<void> {
  // The toolbar, card and shortcuts first: the page's own settings decide the rest.
  watchFirstSelection(new ContentScriptContext('pdf-reader'));
  const settings = await send({ type: 'page-settings', hostname: location.hostname });
  applyTheme(doc.documentElement, settings.theme);
  doc.documentElement.lang = settings.locale;
  const t = translator(settings.locale);
  doc.title = t('reader.title');
  const notice = byTestId(doc, 'reader-notice');
  const say = (text: string) => {
    notice.textContent = text;
    notice.hidden = false;
  };
  const target = readerTarget(location.search);
  if (!target.ok) return say(target.reason === 'scheme' ? t('reader.scheme') : t('reader.noFile'));
  const { url } = target;
  const original = byTestId<HTMLAnchorElement>(doc, 'reader-original');
  original.href = url.href;
  original.textContent = url.href;
  original.title = t('reader.originalHint');
  const back = byTestId<HTMLButtonElement>(doc, 'reader-back');
  back.textContent = t('reader.back');
  back.hidden = false;
  // Through the tabs API: a page may not navigate itself to a file:// address, an extension may.
  const goBack = (event: Event) => {
    event.preventDefault();
    void browser.tabs.getCurrent().then(async (tab) => {
      if (tab?.id === undefined) location.assign(url.href);
      else await browser.tabs.update(tab.id, { url: url.href });
    });
  };
  back.addEventListener('click', goBack);
  original.addEventListener('click', goBack);

  if (url.protocol === 'file:') {
    const problem = await fileAccessProblem(t);
    if (problem) return say(problem);
  }
  say(t('reader.loading'));
  const container = doc.getElementById('viewerContainer') as HTMLDivElement;
  try {
    // pdf.js and its viewer load only now: the page's bar and messages do not wait for ~700 KB of script.
    const { showPdf } = await import('./pdf-view.ts');
    const view = await showPdf(container, url);
    const name = view.title ?? decodeURIComponent(url.pathname.split('/').pop() || url.host);
    byTestId(doc, 'reader-title').textContent = name;
    doc.title = `${name} · ${t('reader.title')}`;
    notice.hidden = true;
    await view.firstTextLayer;
    performance.mark('selecta:reader:first-text-layer');
    doc.documentElement.dataset.readerReady = String(view.pages);
  } catch (error) {
    const failure = pdfFailure(error);
    if (failure.kind === 'network' && url.protocol !== 'file:' && !(await browser.permissions.contains({ origins: [`${url.origin}/*`] }))) {
      return askForHost(doc, t, url, say);
    }
    say(failureText(t, failure));
  }
}

/** A PDF on a host the extension may not read yet: ask, in the user's click, then open it. */
function askForHost(doc: Document, t: Translate, url: URL, say: (text: string) => void): void {
  say(t('reader.needsHost', { host: url.host }));
  const allow = doc.createElement('button');
  allow.type = 'button';
  allow.className = 'primary';
  allow.dataset.testid = 'reader-allow';
  allow.textContent = t('reader.allow');
  allow.addEventListener('click', () => {
    void browser.permissions.request({ origins: [`${url.origin}/*`] }).then((granted) => (granted ? location.reload() : say(t('reader.hostRefused', { host: url.host }))));
  });
  byTestId(doc, 'reader-notice').append(' ', allow);
}
