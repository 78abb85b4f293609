import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { watchSelection } from '../content/controller.ts';
import { selectionUiGlobal, type SelectionUiModule } from '../content/selection-ui-api.ts';

// The toolbar and the result card, loaded by the content script on the first selection (content/first-selection.ts).
export default defineUnlistedScript(() => {
  const module: SelectionUiModule = { watchSelection };
  Object.assign(globalThis, { [selectionUiGlobal]: module });
});
