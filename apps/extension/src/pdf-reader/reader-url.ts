/** The reader page's path in the package (entrypoints/pdf-reader). */
export const readerPath = '/pdf-reader.html';

/** Schemes the reader opens: the web, and this computer's files when the browser lets the extension read them. */
const openable = new Set(['http:', 'https:', 'file:']);

/** The reader's address for a PDF: `pdf-reader.html?file=<the PDF's URL>` under the extension's own origin. */
export function readerUrl(extensionBase: string, pdfUrl: string): string {
  return `${extensionBase.replace(/\/$/, '')}${readerPath}?file=${encodeURIComponent(pdfUrl)}`;
}

export type ReaderTarget = { ok: true; url: URL } | { ok: false; reason: 'missing' | 'scheme' };

/** The PDF the reader was asked to open, from its own query string; only http(s) and file URLs. */
export function readerTarget(search: string): ReaderTarget {
  const raw = new URLSearchParams(search).get('file');
  if (!raw) return { ok: false, reason: 'missing' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'missing' };
  }
  return openable.has(url.protocol) ? { ok: true, url } : { ok: false, reason: 'scheme' };
}

/** The link patterns the "Open in Selecta's PDF reader" menu entry shows on (contextMenus `targetUrlPatterns`). */
export const pdfLinkPatterns = ['*://*/*.pdf', '*://*/*.pdf?*', '*://*/*.pdf#*', '*://*/*.PDF', 'file:///*.pdf', 'file:///*.PDF'];

/** Whether a tab's address is a PDF by its name (the popup and the panel also ask the page for its content type). */
export function looksLikePdf(url: string | undefined): boolean {
  if (!url) return false;
  try {
    const { protocol, pathname } = new URL(url);
    return openable.has(protocol) && /\.pdf$/i.test(pathname);
  } catch {
    return false;
  }
}
