/**
 * Events built in the page's own compartment. In Firefox a content script's objects reach the page through Xray
 * wrappers: a `DataTransfer` the content script filled holds data of the extension's principal, which the page's
 * `getData` answers with "" (Monaco, CKEditor 5 and Quill took such a paste as an empty one and deleted the selection,
 * CodeMirror ignored it). So the event and its `DataTransfer` are made with the page's constructors
 * (`wrappedJSObject`) and the init dictionary is cloned into the page (`cloneInto`). Chromium has neither: there the
 * content script's constructors are the page's, and this changes nothing (decision 041).
 */
type PageGlobals = typeof globalThis;
type CloneInto = <T>(value: T, scope: object, options?: { wrapReflectors?: boolean }) => T;

/** The page's globals as the page sees them (Firefox's waived Xray), else the window itself. */
export function pageGlobals(doc: Document): PageGlobals {
  const win = (doc.defaultView ?? globalThis) as PageGlobals & { wrappedJSObject?: PageGlobals };
  return win.wrappedJSObject ?? win;
}

/** An init dictionary the page's constructor can read: cloned into its compartment in Firefox, as is elsewhere. */
function pageInit<T extends object>(init: T, scope: PageGlobals): T {
  const clone = (globalThis as { cloneInto?: CloneInto }).cloneInto;
  return clone && scope !== (globalThis as object) ? clone(init, scope, { wrapReflectors: true }) : init;
}

/** A `DataTransfer` holding `flavours` (type → data), readable by the page's own handlers. */
export function pageTransfer(doc: Document, flavours: Record<string, string>): DataTransfer {
  const data = new (pageGlobals(doc).DataTransfer)();
  for (const [type, value] of Object.entries(flavours)) data.setData(type, value);
  return data;
}

/**
 * A `paste` carrying `flavours` (type → data; `text/plain` first). Firefox's `ClipboardEventInit` ignores
 * `clipboardData` and takes one flavour as `dataType` + `data` instead: both are given (each browser ignores the
 * other's), and in Firefox the other flavours are added to the event's own `DataTransfer`.
 */
export function pageClipboardEvent(doc: Document, type: 'paste', flavours: Record<string, string>, init: EventInit): ClipboardEvent {
  const page = pageGlobals(doc);
  const [[dataType, data] = ['text/plain', '']] = Object.entries(flavours);
  const clipboardData = pageTransfer(doc, flavours);
  const event = new page.ClipboardEvent(type, pageInit({ ...init, clipboardData, dataType, data }, page));
  const own = event.clipboardData;
  if (own && own !== clipboardData) for (const [flavour, value] of Object.entries(flavours)) if (!own.getData(flavour)) own.setData(flavour, value);
  return event;
}

export function pageInputEvent(doc: Document, type: 'beforeinput' | 'input', init: InputEventInit): InputEvent {
  const page = pageGlobals(doc);
  return new page.InputEvent(type, pageInit(init, page));
}

export function pageKeyboardEvent(doc: Document, type: 'keydown', init: KeyboardEventInit & { keyCode?: number; which?: number }): KeyboardEvent {
  const page = pageGlobals(doc);
  return new page.KeyboardEvent(type, pageInit(init, page));
}
