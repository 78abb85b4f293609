import { caretTarget, type EditTarget } from '../content/editors/edit-target.ts';
import { editorName } from '../content/editors/editor-name.ts';
import type { FocusMemory } from '../content/editors/focus-memory.ts';
import { caretIn, type FrameEditor, type Picked } from '../content/editors/pick-across-frames.ts';
import type { Translate } from '../i18n/translate.ts';

/** What the card needs to write an answer from a read-only selection into an editor of the page. */
export interface InsertIntoSource {
  memory: FocusMemory;
  /** Pick mode in every frame of the tab: resolves with the editor the user chose (here or in another frame), or null. */
  pick: () => Promise<Picked>;
  /** The editor last focused in this tab when it is in another frame (the reply box in an iframe), or null. */
  frameEditor: () => Promise<FrameEditor | null>;
}

interface Handlers {
  write: (target: EditTarget | null) => Promise<void>;
  /** Writes through a frame's editor. */
  writeElsewhere: (editor: FrameEditor) => Promise<void>;
  cancelled: () => void;
}

function button(t: Translate, label: string, name: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = `selecta-card-button selecta-${name}`;
  element.textContent = label;
  // Keep the page's focus and selection while the button is pressed.
  element.addEventListener('mousedown', (event) => event.preventDefault());
  element.disabled = true;
  return element;
}

/**
 * The card's "Insert into “Reply box”" (the editor last focused on this page, named as the page names it) and
 * "Pick a field…" buttons, shown when the selection itself cannot be written. Answers the buttons to put in the
 * footer and a switch for when there is an answer to write.
 */
export function insertIntoButtons(t: Translate, source: InsertIntoSource, handlers: Handlers): { buttons: HTMLButtonElement[]; enable: (on: boolean) => void } {
  const last = source.memory.editor();
  const label = (name: string | null) => (name ? t('card.insertInto', { name }) : t('card.insertIntoReplyBox'));
  const into = button(t, label(last ? editorName(last) : null), 'insert-into');
  /** Set when the editor last focused in this tab is in another frame: it wins over this frame's older one. */
  let elsewhere: FrameEditor | null = null;
  into.addEventListener('click', (event) => {
    if (!event.isTrusted) return;
    if (elsewhere) return void handlers.writeElsewhere(elsewhere);
    const editor = source.memory.editor();
    void handlers.write(editor && caretTarget(editor, source.memory.range()));
  });
  const buttons: HTMLButtonElement[] = last ? [into] : [];
  const pick = button(t, t('card.pickField'), 'pick');
  pick.addEventListener('click', (event) => {
    if (!event.isTrusted) return;
    pick.closest<HTMLElement>('.selecta-card')?.setAttribute('data-picking', '');
    void source.pick().then((picked) => {
      pick.closest<HTMLElement>('.selecta-card')?.removeAttribute('data-picking');
      if (!picked) return handlers.cancelled();
      if ('frame' in picked) return handlers.writeElsewhere(picked.frame);
      const editor = picked.here;
      // The click that picked it has put the caret where the user clicked; keyboard picks write at the kept caret.
      return handlers.write(caretTarget(editor, caretIn(editor) ?? (editor === source.memory.editor() ? source.memory.range() : null)));
    });
  });
  buttons.push(pick);
  let enabled = false;
  void source.frameEditor().then((editor) => {
    if (!editor) return;
    elsewhere = editor;
    into.textContent = label(editor.name);
    into.disabled = !enabled;
    if (!buttons.includes(into)) {
      buttons.unshift(into);
      pick.before(into);
    }
  });
  return {
    buttons,
    enable: (on) => {
      enabled = on;
      buttons.forEach((b) => (b.disabled = !on));
    },
  };
}
