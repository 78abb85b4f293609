import { raise } from '../toolbar.ts';
import { editableAt, editableCandidates, visibleBox } from './editable-candidates.ts';

/** How long after the click that picks an editor the write waits: longer than editors take to adopt the click's caret. */
const clickSettleMs = 250;

/**
 * Lets the user choose the editor to write into: the one under the pointer is outlined, a click picks it (the click
 * goes through, so the editor puts its caret where the user clicked), Tab / Shift+Tab cycle through the editors and
 * the frames (Enter on a frame moves the keyboard into it, where its own pick mode goes on: decision 031) and
 * Enter picks the outlined editor, Escape cancels. Only real input counts (isTrusted); our own UI is ignored.
 * Resolves with the editor, or null when cancelled (here, or through `signal`: the user picked in another frame).
 * The hint shows while the user is in this frame (pointer or keys) and hides when they go into another frame,
 * whose own hint shows there: one hint at a time. `hintWhileInside`: in a frame picking for another frame's card,
 * the hint waits for the user to come in, so none covers a frame the user is not looking at.
 */
export function pickEditor(
  doc: Document,
  container: HTMLElement,
  host: HTMLElement,
  hint: string,
  { signal, hintWhileInside = false }: { signal?: AbortSignal; hintWhileInside?: boolean } = {},
): Promise<HTMLElement | null> {
  if (signal?.aborted) return Promise.resolve(null);
  const win = doc.defaultView!;
  const outline = doc.createElement('div');
  outline.className = 'selecta-pick-outline';
  outline.hidden = true;
  const banner = doc.createElement('div');
  banner.className = 'selecta-pick-hint';
  banner.setAttribute('role', 'status');
  banner.textContent = hint;
  banner.hidden = hintWhileInside;
  container.append(outline, banner);
  raise(outline);
  raise(banner);
  const candidates = editableCandidates(doc);
  // Tab stops: the editors and, in page order among them, the frames (the pointer reaches a frame's editors itself).
  const frames = [...doc.querySelectorAll('iframe')].filter((frame) => visibleBox(frame).width > 0);
  const stops = [...candidates, ...frames].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  let current: HTMLElement | null = null;

  const show = (element: HTMLElement | null) => {
    current = element;
    outline.hidden = !element;
    if (!element) return;
    const box = visibleBox(element);
    Object.assign(outline.style, { left: `${box.left - 3}px`, top: `${box.top - 3}px`, width: `${box.width + 6}px`, height: `${box.height + 6}px` });
  };

  return new Promise((resolve) => {
    const ours = (event: Event) => !event.isTrusted || event.composedPath().includes(host);
    // The outline follows its editor when the page scrolls or the window is resized.
    const follow = () => show(current);
    // Every listener of the pick goes with it.
    const listening = new AbortController();
    const finish = (element: HTMLElement | null) => {
      listening.abort();
      outline.remove();
      banner.remove();
      resolve(element);
    };
    const onMove = (event: MouseEvent) => {
      if (ours(event)) return;
      banner.hidden = false;
      show(editableAt(doc, event.clientX, event.clientY, candidates));
    };
    // Out of this frame's window (into an iframe, or out of the iframe): that frame outlines its own editors.
    const onLeave = (event: MouseEvent) => {
      const into = event.relatedTarget as Element | null;
      if (!event.isTrusted || (into && into.tagName !== 'IFRAME' && into.tagName !== 'FRAME')) return;
      show(null);
      banner.hidden = true;
    };
    const onClick = (event: MouseEvent) => {
      if (ours(event)) return;
      const picked = editableAt(doc, event.clientX, event.clientY, candidates);
      // The editor moves its caret to the click on its own events and selectionchange: write after it has. Some
      // adopt it late while the pointer stays still (Trix ignores selection changes for 200 ms after a mousedown,
      // Slate throttles them to 100 ms); a write before that lands at their old caret (decision 032).
      if (picked) win.setTimeout(() => finish(picked), clickSettleMs);
    };
    const onKey = (event: KeyboardEvent) => {
      if (!event.isTrusted) return;
      if (event.key === 'Escape') finish(null);
      else if (event.key === 'Tab' && stops.length > 0) {
        banner.hidden = false;
        const at = current ? stops.indexOf(current) : -1;
        const step = event.shiftKey ? -1 : 1;
        show(stops[(at + step + stops.length) % stops.length]!);
      } else if (event.key === 'Enter' && current instanceof HTMLIFrameElement) {
        // Into the frame, whose pick mode takes the keys from there (its keyup goes there too).
        event.preventDefault();
        event.stopPropagation();
        current.contentWindow?.focus();
        banner.hidden = true;
        return show(null);
      } else if (event.key === 'Enter' && current) finish(current);
      else return;
      // The keys that drive the pick are ours while it lasts: neither the page nor the card (Escape closes it on
      // keyup) also act on them.
      event.preventDefault();
      event.stopPropagation();
      const key = event.key;
      const swallow = (up: KeyboardEvent) => {
        if (!up.isTrusted || up.key !== key) return;
        up.stopPropagation();
        win.removeEventListener('keyup', swallow, true);
      };
      win.addEventListener('keyup', swallow, true);
    };
    const options = { signal: listening.signal };
    const capture = { ...options, capture: true };
    win.addEventListener('scroll', follow, capture);
    win.addEventListener('resize', follow, options);
    win.addEventListener('mousemove', onMove, capture);
    win.addEventListener('click', onClick, capture);
    win.addEventListener('keydown', onKey, capture);
    doc.addEventListener('mouseout', onLeave, options);
    signal?.addEventListener('abort', () => finish(null), options);
  });
}
