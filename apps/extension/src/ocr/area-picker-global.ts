/** Where area-picker.js leaves the picker, in the extension's isolated world of the page (never the page's own). */
export const areaPickerGlobal = '__selectaPickArea';
