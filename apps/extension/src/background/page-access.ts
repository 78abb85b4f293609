import type { ExplainReason } from '../messaging/panel-messages.ts';

/**
 * Whether an extension's content script can run on a page, judged from its addresses alone (synchronously: it decides
 * whether the panel must open inside the user's gesture). `pdf`: the browser's own PDF viewer, where content scripts do
 * not run in Chrome nor in Firefox (Mozilla bug 1454760); its selection reaches us only as the menu's `selectionText`.
 */
export type PageAccess = 'scriptable' | 'pdf' | 'restricted' | 'file';

/** Hosts no extension may script: the browsers' own stores. */
const storeHosts = new Set(['chromewebstore.google.com', 'chrome.google.com', 'microsoftedge.microsoft.com', 'addons.mozilla.org', 'accounts-static.cdn.mozilla.net', 'accounts.firefox.com']);
/** Chrome's and Edge's PDF viewer extension. */
const pdfViewerOrigins = ['chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/', 'resource://pdf.js/'];

function parse(url: string | undefined): URL | null {
  try {
    return url ? new URL(url) : null;
  } catch {
    return null;
  }
}

/**
 * `pageUrl` is the tab's address, `frameUrl` the frame's the selection is in (the menu gives both); `fileAccess`:
 * whether the user allowed access to file URLs. `ownOrigin`: the extension's own pages, which draw their own UI.
 */
export function pageAccess(pageUrl: string | undefined, frameUrl: string | undefined, fileAccess: boolean, ownOrigin: string): PageAccess {
  const frame = frameUrl ?? pageUrl;
  if (frame && pdfViewerOrigins.some((origin) => frame.startsWith(origin))) return 'pdf';
  const url = parse(frame) ?? parse(pageUrl);
  if (!url) return 'restricted';
  if (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'file:') {
    if (/\.pdf$/i.test(url.pathname)) return 'pdf';
    if (url.protocol === 'file:') return fileAccess ? 'scriptable' : 'file';
    if (storeHosts.has(url.hostname) && (url.hostname !== 'chrome.google.com' || url.pathname.startsWith('/webstore'))) return 'restricted';
    return 'scriptable';
  }
  // about:blank and srcdoc frames inherit their parent's page (matchAboutBlank); the extension's own pages are ours.
  if ((url.protocol === 'about:' && frameUrl && pageUrl && frameUrl !== pageUrl) || frame?.startsWith(ownOrigin)) return 'scriptable';
  return 'restricted';
}

/** What the panel says when it has no text from a page of this kind. */
export const explainFor = (access: Exclude<PageAccess, 'scriptable'>): ExplainReason =>
  access === 'pdf' ? 'pdf-viewer' : access === 'file' ? 'file-access' : 'restricted-page';
