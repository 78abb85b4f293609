/**
 * What the page does to make every write of the answer fail the way Firefox's editors failed (decision 041): the
 * editor takes the input, removes the selected words (or the character before the caret) and does not write the
 * answer. It is the page's own script, run in the page (and in the editor's own same-origin iframe), never a hook in
 * the extension: capture-phase listeners on the window see each input carrying the answer before the editor does,
 * stop it, and delete the selection through the editor's own input path (the fixture's `deleteSelection` for an
 * editor that draws its own text, else a `beforeinput` the editor may handle, else the browser's editing). Input
 * without the answer passes: that is the extension writing the person's words back (restore-text.ts).
 *
 * Only the first attempt of a click deletes; the editor ignores the later ones (as Firefox's Quill and CodeMirror
 * did), which the extension reads in a frame instead of the 400 ms a changed text takes (write-outcome.ts), and takes
 * back what the browser itself wrote (`execCommand`): the fallback comes in about a second, not three.
 *
 * The extension's `historyUndo` is cancelled too, so that only writing the words back can restore the text. Monaco,
 * which draws its own text, is undone by its own keys (the extension's only way back there), which pass.
 *
 * Passed to `evaluate` (Playwright or puppeteer): self-contained, no imports.
 */
export function spoilWrites(answer: string): void {
  type Page = Window & typeof globalThis & { __spoiled?: boolean; __spoilt?: { deleted: boolean } };
  // Each click starts afresh: its first attempt deletes, the later ones are ignored (see above).
  (window as Page).__spoilt = { deleted: false };
  const state = () => (window as Page).__spoilt!;
  const carries = (event: Event): boolean => {
    const e = event as Event & { data?: string | null; clipboardData?: DataTransfer | null; dataTransfer?: DataTransfer | null };
    const flavours = [e.clipboardData, e.dataTransfer].flatMap((transfer) => (transfer ? [transfer.getData('text/plain'), transfer.getData('text/html')] : []));
    return [e.data, ...flavours].some((text) => typeof text === 'string' && text.includes(answer));
  };
  /** The range of `text` in `root`'s text, within one text node (the browser wrote it as one), or null. */
  const textRange = (root: Node, text: string): Range | null => {
    const doc = root.ownerDocument!;
    const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(text);
      if (at < 0) continue;
      const range = doc.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + text.length);
      return range;
    }
    return null;
  };
  const hook = (win: Page) => {
    if (win.__spoiled) return;
    win.__spoiled = true;
    const doc = win.document;
    /** Deletes the selection as the editor would on Backspace: its own `beforeinput`, else the browser's editing. */
    const deleteSelection = (target: EventTarget | null) => {
      const top = window as Page;
      if (top.fixture?.deleteSelection) return top.fixture.deleteSelection();
      const element = target instanceof win.Node ? target : doc.activeElement;
      const event = new win.InputEvent('beforeinput', { bubbles: true, cancelable: true, composed: true, inputType: 'deleteContentBackward' });
      element?.dispatchEvent(event);
      if (!event.defaultPrevented) doc.execCommand('delete');
    };
    const stop = (event: Event) => {
      event.stopImmediatePropagation();
      if (state().deleted) return;
      state().deleted = true;
      event.preventDefault();
      deleteSelection(event.target);
    };
    win.addEventListener('paste', (event) => carries(event) && stop(event), true);
    win.addEventListener('textInput', (event) => carries(event) && stop(event), true);
    win.addEventListener(
      'beforeinput',
      (event) => {
        if (event.inputType.startsWith('insert') && carries(event)) stop(event);
        else if (event.inputType === 'historyUndo' && !event.isTrusted) {
          event.preventDefault();
          event.stopImmediatePropagation();
        }
      },
      true,
    );
    // Input the browser applied without a cancellable event first (`execCommand`, a field's `setRangeText`): a field
    // takes the answer out again, so it ends without the selected words and without the answer.
    win.addEventListener(
      'input',
      (event) => {
        const field = event.target;
        if (field instanceof win.HTMLInputElement || field instanceof win.HTMLTextAreaElement) {
          const at = field.value.indexOf(answer);
          if (at >= 0) field.setRangeText('', at, at + answer.length, 'end');
          return;
        }
        // A contenteditable editor: the browser wrote the answer into the page. At the next frame (the command and the
        // editor's own handling of it over, before the extension reads the text again), an editor that took it into
        // its model (Lexical, ProseMirror) deletes it through its own input path; from one that never saw it (Slate
        // owns its model and reads no such change) the page takes it back with the browser's undo.
        if (!(field instanceof win.HTMLElement) || !(event as InputEvent).inputType.startsWith('insert') || !carries(event)) return;
        win.requestAnimationFrame(() => {
          const model = (window as Page).fixture?.text();
          if (typeof model === 'string' && !model.includes(answer)) {
            doc.execCommand('undo');
            return;
          }
          const range = textRange(field, answer);
          if (!range) return;
          const selection = doc.getSelection();
          selection?.removeAllRanges();
          selection?.addRange(range);
          deleteSelection(field);
        });
      },
      true,
    );
    // An editor in an iframe of its own (TinyMCE, CKEditor 4) gets the same page script.
    for (const frame of doc.querySelectorAll('iframe')) {
      try {
        if (frame.contentWindow?.document) hook(frame.contentWindow as Page);
      } catch {
        // A cross-origin frame is another page.
      }
    }
  };
  hook(window as Page);
}

/**
 * Monaco in Chromium edits through an EditContext, whose `textupdate` goes to the context, not through the page's
 * tree: the page wraps the listeners its editor adds (run before the editor's script, as an init script) so that,
 * once `spoilWrites` ran, an update carrying the answer deletes the selection instead.
 */
export function spoilEditContext(answer: string): void {
  type Page = Window & { __spoilt?: { deleted: boolean }; fixture?: { deleteSelection?: () => void }; EditContext?: { prototype: EventTarget } };
  const page = window as Page;
  if (!page.EditContext) return;
  const proto = page.EditContext.prototype;
  const add = proto.addEventListener;
  proto.addEventListener = function (this: EventTarget, type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) {
    if (type !== 'textupdate' || typeof listener !== 'function') return add.call(this, type, listener, options);
    const spoiled = function (this: EventTarget, event: Event) {
      if (page.__spoilt && (event as Event & { text: string }).text.includes(answer)) {
        if (page.__spoilt.deleted) return;
        page.__spoilt.deleted = true;
        return page.fixture?.deleteSelection?.();
      }
      return listener.call(this, event);
    };
    return add.call(this, type, spoiled, options);
  };
}
