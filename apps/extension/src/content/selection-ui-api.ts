import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { LivePageKeys } from './page-keys.ts';
import type { pressTracker } from './toolbar-mode.ts';
import type { FocusMemory } from './editors/focus-memory.ts';

/** The name under which the lazily loaded toolbar and card script registers itself in the content script's world. */
export const selectionUiGlobal = '__selectaUi';

/** What the always-loaded script hands over: the live toolbar mode and shortcuts, and where the last press went down. */
export interface PageInput {
  keys: LivePageKeys;
  press: ReturnType<typeof pressTracker>;
  /** The editor the user last focused on this page (Insert into…). */
  memory: FocusMemory;
}

/** Shows the toolbar for the current selection and runs actions on it; the page's events are watched once started. */
export interface SelectionController {
  /** Looks at the selection now (after a mouseup at `point`, or a Shift key) and shows or hides the toolbar. */
  evaluate(point?: { x: number; y: number }): Promise<void>;
  /**
   * Runs an action on the current selection (shortcuts, the context menu), or `focus-toolbar`. From the keyboard,
   * the focus moves into the toolbar or card, and Escape brings it back.
   */
  runAction(action: string, fromKeyboard: boolean): boolean;
  /** The selection for the side panel, with a handle on its editor (Insert and Replace from the panel); null: none. */
  captureForPanel(): { text: string; selectionId: string | null; title: string; url: string } | null;
  /** Writes an answer from the side panel where a captured selection was; true once read back. */
  writeForPanel(selectionId: string, text: string, mode: 'insert' | 'replace'): Promise<boolean>;
  /** Writes an answer from this tab's card in another frame into the editor last focused here; true once read back. */
  writeRemembered(text: string): Promise<boolean>;
  /** A pick-mode message from the background (parsed there): enter or leave pick mode, or the card's pick result. */
  pickMessage(raw: unknown): void;
}

export interface SelectionUiModule {
  watchSelection(ctx: ContentScriptContext, page: PageInput): SelectionController;
}
