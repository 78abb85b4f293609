import { describe, expect, it } from 'vitest';
import { explainFor, pageAccess } from './page-access.ts';

const own = 'chrome-extension://ourid/';

describe('whether a content script can run on a page (decided from its addresses, synchronously)', () => {
  it.each([
    ['an ordinary page', 'https://mail.example.com/inbox', undefined, 'scriptable'],
    ['a local page', 'http://localhost:3000/', undefined, 'scriptable'],
    ['a PDF by its address', 'https://example.com/files/Report.PDF', undefined, 'pdf'],
    ['a selection in Chrome’s PDF viewer frame', 'https://example.com/download?id=7', 'chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/index.html', 'pdf'],
    ['Firefox’s pdf.js viewer', 'https://example.com/doc', 'resource://pdf.js/web/viewer.html', 'pdf'],
    ['a chrome:// page', 'chrome://settings/', undefined, 'restricted'],
    ['an edge:// page', 'edge://extensions/', undefined, 'restricted'],
    ['about:addons', 'about:addons', undefined, 'restricted'],
    ['the Chrome Web Store', 'https://chromewebstore.google.com/detail/x', undefined, 'restricted'],
    ['the old Web Store path', 'https://chrome.google.com/webstore/detail/x', undefined, 'restricted'],
    ['another Google page', 'https://chrome.google.com/intl/en/chrome/', undefined, 'scriptable'],
    ['Firefox’s add-ons site', 'https://addons.mozilla.org/en-US/firefox/', undefined, 'restricted'],
    ['another extension’s page', 'chrome-extension://otherid/page.html', undefined, 'restricted'],
    ['our own page', 'chrome-extension://ourid/options.html', undefined, 'scriptable'],
    ['an about:blank frame in a page', 'https://mail.example.com/', 'about:blank', 'scriptable'],
    ['no address at all', undefined, undefined, 'restricted'],
    ['view-source:', 'view-source:https://example.com/', undefined, 'restricted'],
  ] as const)('%s', (_name, page, frame, expected) => {
    expect(pageAccess(page, frame, false, own)).toBe(expected);
  });

  it('a file:// page only with the user’s permission for file URLs', () => {
    expect(pageAccess('file:///home/me/notes.html', undefined, false, own)).toBe('file');
    expect(pageAccess('file:///home/me/notes.html', undefined, true, own)).toBe('scriptable');
    expect(pageAccess('file:///home/me/scan.pdf', undefined, true, own)).toBe('pdf');
  });

  it('names the reason the panel gives', () => {
    expect(explainFor('pdf')).toBe('pdf-viewer');
    expect(explainFor('file')).toBe('file-access');
    expect(explainFor('restricted')).toBe('restricted-page');
  });
});
