import { describe, expect, it } from 'vitest';
import { formatKeys } from './key-names.ts';
import { translator } from './translate.ts';

describe('key names in English', () => {
  it('Windows and Linux: the names on the keys', () => {
    expect(formatKeys('Ctrl+Alt+Shift+Meta+P', 'en', 'other')).toBe('Ctrl+Alt+Shift+Win+P');
    const t = translator('en', 'other');
    expect(t('card.pickHint')).toBe('Click the field to write into, or press Tab to choose one and Enter. Esc cancels.');
    expect(t('options.shortcutsHelp')).toContain('with Alt: for example Alt+Shift+P. Backspace clears it.');
    expect(t('card.resizeHint')).toBe('Drag to resize (Alt+Shift+arrow keys)');
  });

  it('macOS: symbols in combinations, Option and Return in sentences', () => {
    expect(formatKeys('Ctrl+Alt+Shift+Meta+P', 'en', 'mac')).toBe('⌃⌥⇧⌘P');
    expect(formatKeys('Alt+F4', 'en', 'mac')).toBe('⌥F4');
    const t = translator('en', 'mac');
    expect(t('options.shortcutNeedsAlt')).toBe('Use Option (⌥) in the combination: Command (⌘) with a letter belongs to the page’s editor (copy, paste, undo…).');
    expect(t('card.pickHint')).toContain('and Return.');
    expect(t('options.shortcutsHelp')).toContain('for example ⌥⇧P. Delete clears it.');
  });
});

describe('key names in Spanish', () => {
  it('Windows and Linux: Mayús, Intro, Retroceso, Supr, Esc', () => {
    expect(formatKeys('Alt+Shift+P', 'es', 'other')).toBe('Alt+Mayús+P');
    expect(formatKeys('Ctrl+Shift+Enter', 'es', 'other')).toBe('Ctrl+Mayús+Intro');
    expect(formatKeys('Shift+Delete', 'es', 'other')).toBe('Mayús+Supr');
    const t = translator('es', 'other');
    expect(t('card.pickHint')).toBe('Haz clic en el campo donde escribir, o elige uno con Tab y confírmalo con Intro. Esc cancela.');
    expect(t('options.shortcutsHelp')).toContain('por ejemplo Alt+Mayús+P. Retroceso lo borra.');
    expect(t('options.shortcutBrowser')).toBe('Esa combinación es del navegador. Añádele Mayús o Ctrl.');
    expect(t('card.resizeHint')).toBe('Arrastra para cambiar el tamaño (Alt+Mayús+flechas)');
    expect(t('options.shortcutTaken', { keys: t.keys('Alt+Shift+K'), action: 'Ir a la barra' })).toBe('Alt+Mayús+K ya ejecuta «Ir a la barra».');
  });

  it('macOS: the same symbols, and Opción, Retorno, Eliminar in sentences', () => {
    expect(formatKeys('Alt+Shift+P', 'es', 'mac')).toBe('⌥⇧P');
    const t = translator('es', 'mac');
    expect(t('options.toolbarModifier')).toBe('Solo si mantengo pulsada la tecla Opción (⌥) al seleccionar');
    expect(t('card.pickHint')).toContain('confírmalo con Retorno.');
    expect(t('options.shortcutsHelp')).toContain('por ejemplo ⌥⇧P. Eliminar lo borra.');
    expect(t('card.moveHint')).toBe('Arrastra para mover (⌥ flechas)');
  });
});

describe('what passes through', () => {
  it('keeps keys it does not know, such as a shortcut Chrome already wrote for a Mac', () => {
    expect(formatKeys('⌥⇧Y', 'es', 'other')).toBe('⌥⇧Y');
    expect(formatKeys('Alt+Shift+Comma', 'es', 'other')).toBe('Alt+Mayús+Comma');
  });

  it('leaves a variable that looks like a key placeholder alone (a prompt name is the user’s text)', () => {
    expect(translator('es', 'other')('options.shortcutFor', { action: '{{key:Enter}}' })).toBe('Atajo para {{key:Enter}}');
  });
});
