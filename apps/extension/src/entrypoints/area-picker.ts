import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { pickArea } from '../ocr/area-picker.ts';
import { areaPickerGlobal } from '../ocr/area-picker-global.ts';

// "Select an area", injected only when asked (scripting.executeScript under activeTab): registers the picker in the
// extension's isolated world of the page; the background then calls it with the hint in the user's language.
export default defineUnlistedScript(() => {
  Object.assign(globalThis, { [areaPickerGlobal]: (hint: string) => pickArea(document, hint) });
});
