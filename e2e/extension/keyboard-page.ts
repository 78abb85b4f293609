/** The page and words shared by the keyboard and shortcut tests (extension-keyboard.spec.ts, extension-shortcuts.spec.ts). */
import type { Page } from '@playwright/test';
import { expect } from './extension-fixtures.ts';

/** The words the keyboard tests look for, per interface language. */
export const copy = {
  en: {
    toolbar: 'Selecta actions', reply: 'Reply', tldr: 'TLDR', replace: 'Replace', inserted: 'Inserted', saved: 'Saved',
    modifier: 'Only when I hold Alt while selecting', shortcutMode: 'Only with a shortcut or the right-click menu',
    name: 'Name', prompt: 'Prompt', add: 'Add prompt', shortcutFor: (n: string) => `Shortcut for ${n}`,
    needsAlt: 'Use Alt in the combination: Ctrl with a letter belongs to the page’s editor (copy, paste, undo…).',
    team: '(team)', altShiftP: 'Alt+Shift+P', help: 'for example Alt+Shift+P. Backspace clears it.',
  },
  es: {
    toolbar: 'Acciones de Selecta', reply: 'Responder', tldr: 'Resumen', replace: 'Reemplazar', inserted: 'Insertado', saved: 'Guardado',
    modifier: 'Solo si mantengo pulsada la tecla Alt al seleccionar', shortcutMode: 'Solo con un atajo o con el menú del botón derecho',
    name: 'Nombre', prompt: 'Instrucción', add: 'Añadir instrucción', shortcutFor: (n: string) => `Atajo para ${n}`,
    needsAlt: 'Usa Alt en la combinación: Ctrl con una letra es del editor de la página (copiar, pegar, deshacer…).',
    team: '(equipo)', altShiftP: 'Alt+Mayús+P', help: 'por ejemplo Alt+Mayús+P. Retroceso lo borra.',
  },
} as const;

export const original = 'Please summarise this paragraph.';
// The page records the Alt key presses it gets, to show which ones Selecta took (stopped, never typed) and which not.
export const formPage = `<!doctype html><html><head><title>Keyboard</title><script>
window.altKeys = [];
document.addEventListener('keydown', (e) => e.altKey && e.code.startsWith('Key') && altKeys.push({ target: e.target.id, code: e.code, prevented: e.defaultPrevented }));
</script></head><body>
<p id="para">Selecta turns selected text into answers.</p>
<textarea id="area" rows="3" cols="40">${original}</textarea>
<input id="pw" type="password" value="hunter22">
<table role="grid"><tr><td id="cell">Quarterly revenue 4200</td></tr></table>
<script>
// Like a spreadsheet: a click on a cell selects its text itself.
const cell = document.getElementById('cell');
cell.addEventListener('mouseup', () => getSelection().selectAllChildren(cell));
</script></body></html>`;

/** How many times the content script got its toolbar mode and shortcuts (first click, then on each change). */
export const keysRead = (page: Page) => page.evaluate(() => performance.getEntriesByName('selecta:keys-ready').length);

/** Opens the page and clicks it once, the first touch on which the content script asks for the keys. */
export async function openForm(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.mouse.click(5, 5);
  await expect.poll(() => keysRead(page)).toBeGreaterThan(0);
}

