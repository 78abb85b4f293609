import type { ContentScriptContext } from 'wxt/utils/content-script-context';

/** The name under which the lazily loaded toolbar and card script registers itself in the content script's world. */
export const selectionUiGlobal = '__selectaUi';

/** Shows the toolbar for the current selection and runs actions on it; the page's events are watched once started. */
export interface SelectionController {
  /** Looks at the selection now (after a mouseup at `point`, or a Shift key) and shows or hides the toolbar. */
  evaluate(point?: { x: number; y: number }): Promise<void>;
  /** Runs an action on the current selection (the keyboard shortcut, the context menu). */
  runAction(action: string): void;
}

export interface SelectionUiModule {
  watchSelection(ctx: ContentScriptContext): SelectionController;
}
