import { pickTabMessageSchema } from '../../messaging/pick-messages.ts';
import { send } from '../../messaging/send.ts';
import { editorName } from './editor-name.ts';
import type { FocusMemory } from './focus-memory.ts';

/** An editor in another frame: its name, and a write that answers true once that frame read the answer back. */
export interface FrameEditor {
  name: string | null;
  write: (text: string) => Promise<boolean>;
}

/** What a pick gave: an editor in the card's own frame, one in another frame of the tab, or nothing (cancelled). */
export type Picked = { here: HTMLElement } | { frame: FrameEditor } | null;

/** Pick mode in this frame until the user picks or cancels here (null), or the signal ends it. */
type PickHere = (signal: AbortSignal) => Promise<HTMLElement | null>;

interface Deps {
  /** Pick mode in this frame for another frame's card (outline, hint, keys); the signal ends it early. */
  pickHere: PickHere;
  memory: FocusMemory;
}

/** Writes through the background into that frame's editor; true once that frame read it back. */
export const writeInFrame = async (frameId: number, text: string): Promise<boolean> =>
  (await send({ type: 'write-in-frame', frameId, text }).catch(() => null))?.ok === true;

/** The caret the user's click put in the picked editor, if it is there. */
export function caretIn(editor: HTMLElement): Range | null {
  const selection = editor.ownerDocument.getSelection();
  const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  return range && editor.contains(range.startContainer) ? range.cloneRange() : null;
}

/**
 * Pick mode across the frames of a tab (decision 031). The frame whose card starts a pick picks by itself and tells
 * the background, which puts every other frame of the tab in pick mode; whichever frame the user clicks an editor in
 * (or presses Escape in) tells the background, which tells the card's frame and ends pick mode everywhere. Messages
 * from the background are parsed here (zod); the pick itself is a trusted click or key (pick-mode.ts).
 */
export type FramePicks = ReturnType<typeof framePicks>;

export function framePicks(deps: Deps) {
  /** This frame's card is picking: its session id once the background gave one, and how to end it. */
  let own: { id: string | null; done: (picked: Picked, here: boolean) => void } | null = null;
  /** Pick mode here for another frame's card. */
  let following: { id: string; abort: AbortController } | null = null;

  const follow = (id: string) => {
    following?.abort.abort();
    const mine = { id, abort: new AbortController() };
    following = mine;
    void deps.pickHere(mine.abort.signal).then((editor) => {
      if (following === mine) following = null;
      if (mine.abort.signal.aborted) return;
      if (!editor) return void send({ type: 'pick-end', id }).catch(() => {});
      // Insert writes into the editor remembered here (write-answer), at the caret the click put in it.
      deps.memory.remember(editor, caretIn(editor));
      void send({ type: 'pick-picked', id, name: editorName(editor) }).catch(() => {});
    });
  };

  return {
    /** This frame's card picks: `here` starts pick mode in this frame at once (the user may press Escape next). */
    pick(here: PickHere): Promise<Picked> {
      const abort = new AbortController();
      return new Promise<Picked>((resolve) => {
        const mine: NonNullable<typeof own> = {
          id: null,
          done: (picked, here) => {
            if (own !== mine) return;
            own = null;
            abort.abort();
            resolve(picked);
            // Ended in this frame (picked here, or Escape): the other frames leave pick mode.
            if (here && mine.id) void send({ type: 'pick-end', id: mine.id }).catch(() => {});
          },
        };
        // Set before asking, so this frame ignores the pick-enter sent to every frame of the tab.
        own = mine;
        void send({ type: 'pick-start' }).then(
          (started) => {
            mine.id = started?.id ?? null;
            if (own !== mine && mine.id) void send({ type: 'pick-end', id: mine.id }).catch(() => {});
          },
          () => {},
        );
        void here(abort.signal).then((editor) => mine.done(editor && { here: editor }, true));
      });
    },
    /** A pick message from the background (the content script checked it comes from this extension). */
    message(raw: unknown): void {
      const parsed = pickTabMessageSchema.safeParse(raw);
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.type === 'pick-enter') {
        if (!own && following?.id !== message.id) follow(message.id);
      } else if (message.type === 'pick-leave') {
        if (following?.id === message.id) following.abort.abort();
      } else if (own && own.id === message.id) {
        const { frameId, name } = message;
        own.done(frameId === null ? null : { frame: { name, write: (text) => writeInFrame(frameId, text) } }, false);
      }
    },
  };
}
