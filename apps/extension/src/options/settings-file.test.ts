import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/schema.ts';
import { exportSettingsJson, parseSettingsFile } from './settings-file.ts';

describe('settings export and import', () => {
  it('reads back what it exported', () => {
    const settings = { ...defaultSettings, toolbarEnabled: false, disabledSites: ['mail.example.com'] };
    expect(parseSettingsFile(exportSettingsJson(settings))).toEqual(settings);
  });

  it('refuses a file that is not JSON or not settings', () => {
    expect(parseSettingsFile('not json')).toBeUndefined();
    expect(parseSettingsFile('{"version":2,"toolbarEnabled":"yes"}')).toBeUndefined();
    expect(parseSettingsFile('[]')).toBeUndefined();
  });
});
