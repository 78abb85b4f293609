import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/schema.ts';
import { applyImport, exportSettingsJson, parseSettingsFile } from './settings-file.ts';

describe('settings export and import', () => {
  it('reads back what it exported', () => {
    const settings = { ...defaultSettings, toolbarEnabled: false, disabledSites: ['mail.example.com'] };
    expect(parseSettingsFile(exportSettingsJson(settings))).toEqual(settings);
  });

  it('carries the theme, and reads a file exported before the theme existed as following the system', () => {
    const dark = { ...defaultSettings, theme: 'dark' as const };
    expect(parseSettingsFile(exportSettingsJson(dark))?.theme).toBe('dark');
    const { theme: _theme, ...older } = defaultSettings;
    expect(parseSettingsFile(JSON.stringify(older))).toEqual({ ...defaultSettings, theme: 'system' });
    expect(parseSettingsFile(exportSettingsJson({ ...defaultSettings, theme: 'sepia' as 'dark' }))).toBeUndefined();
  });

  it('refuses a file that is not JSON or not settings', () => {
    expect(parseSettingsFile('not json')).toBeUndefined();
    expect(parseSettingsFile('{"version":2,"toolbarEnabled":"yes"}')).toBeUndefined();
    expect(parseSettingsFile('[]')).toBeUndefined();
  });

  it('never moves the extension to another server: a new server in the file waits for the user to save it', () => {
    const current = { ...defaultSettings, serverUrl: 'https://selecta.team.example' };
    const file = parseSettingsFile(exportSettingsJson({ ...defaultSettings, toolbarEnabled: false, serverUrl: 'https://attacker.example' }))!;
    expect(applyImport(current, file)).toEqual({ settings: { ...file, serverUrl: 'https://selecta.team.example' }, serverUrl: 'https://attacker.example', keptLocked: false });
    // Back to the build's own server (already permitted), or the same server: applied as is.
    expect(applyImport(current, { ...file, serverUrl: null })).toEqual({ settings: { ...file, serverUrl: null }, serverUrl: null, keptLocked: false });
    expect(applyImport(current, { ...file, serverUrl: current.serverUrl })).toEqual({ settings: { ...file, serverUrl: current.serverUrl }, serverUrl: null, keptLocked: false });
  });

  it('drops a plain-http server other than localhost from a file', () => {
    const text = (serverUrl: string) => exportSettingsJson({ ...defaultSettings, serverUrl });
    expect(parseSettingsFile(text('http://selecta.team.example'))?.serverUrl).toBeNull();
    expect(parseSettingsFile(text('http://localhost:3000'))?.serverUrl).toBe('http://localhost:3000');
    expect(parseSettingsFile(text('http://127.0.0.1:8080'))?.serverUrl).toBe('http://127.0.0.1:8080');
    expect(parseSettingsFile(text('https://selecta.team.example'))?.serverUrl).toBe('https://selecta.team.example');
  });
});

describe('settings files and the keyboard settings (decision 026)', () => {
  it('reads a file exported before they existed with today’s behaviour and the default shortcut', () => {
    const { toolbarMode: _mode, shortcuts: _keys, commandSlots: _slots, ...older } = defaultSettings;
    const file = parseSettingsFile(JSON.stringify({ ...older, toolbarEnabled: false }));
    expect(file).toMatchObject({ toolbarEnabled: false, toolbarMode: 'always', shortcuts: [{ action: 'focus-toolbar', keys: 'Alt+Shift+K' }], commandSlots: [null, null, null] });
  });

  it('round-trips a mode, shortcuts and slots', () => {
    const settings = {
      ...defaultSettings,
      toolbarMode: 'modifier' as const,
      shortcuts: [{ action: 'prompt:p1', keys: 'Alt+Shift+P' }],
      commandSlots: ['tldr', null, 'prompt:p1'],
    };
    expect(parseSettingsFile(exportSettingsJson(settings))).toEqual(settings);
  });

  it('refuses a file with a shortcut editors need, a key used twice, or an unknown mode', () => {
    const file = (change: object) => JSON.stringify({ ...defaultSettings, ...change });
    expect(parseSettingsFile(file({ shortcuts: [{ action: 'tldr', keys: 'Ctrl+V' }] }))).toBeUndefined();
    expect(parseSettingsFile(file({ shortcuts: [{ action: 'tldr', keys: 'Alt+T' }, { action: 'reply', keys: 'Alt+T' }] }))).toBeUndefined();
    expect(parseSettingsFile(file({ toolbarMode: 'sometimes' }))).toBeUndefined();
    expect(parseSettingsFile(file({ commandSlots: ['tldr'] }))).toBeUndefined();
  });
});
