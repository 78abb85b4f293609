import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toolbarModeSchema } from '../settings/keyboard-schema.ts';
import { aiLocationSchema, themeSchema } from '../settings/schema.ts';
import { parsePolicy, policyActionIds, policyKeys } from './policy-schema.ts';

const managedSchema = JSON.parse(readFileSync(new URL('../../public/managed-schema.json', import.meta.url), 'utf8')) as {
  properties: Record<string, { type: string; enum?: string[]; items?: { enum: string[] } }>;
};

describe('policy', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads every valid value', () => {
    const policy = parsePolicy({
      serverUrl: 'https://selecta.acme.example/',
      serverUrlLocked: false,
      aiLocation: 'fallback',
      builtInActions: ['reply', 'tldr'],
      allowCustomPrompts: false,
      toolbarMode: 'modifier',
      theme: 'dark',
      ssoDomain: ' Acme.Example ',
      disableAnalytics: true,
    });
    expect(policy).toEqual({
      serverUrl: 'https://selecta.acme.example',
      serverUrlLocked: false,
      aiLocation: 'fallback',
      builtInActions: ['reply', 'tldr'],
      allowCustomPrompts: false,
      toolbarMode: 'modifier',
      theme: 'dark',
      ssoDomain: 'acme.example',
      disableAnalytics: true,
    });
  });

  it('ignores each invalid or unknown value with a console warning and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const policy = parsePolicy({
      serverUrl: 'http://selecta.acme.example',
      aiLocation: 'cloud',
      builtInActions: ['reply', 'summon'],
      theme: 7,
      ssoDomain: 'not a domain',
      toolbarMode: 'shortcut',
      colour: 'red',
    });
    expect(policy).toEqual({ toolbarMode: 'shortcut' });
    expect(warn).toHaveBeenCalledTimes(6);
    expect(warn.mock.calls.map(([message]) => String(message))).toContain('Selecta: the policy "colour" is unknown and was ignored');
  });

  it('matches the manifest’s managed_schema, key for key and value for value', () => {
    expect(Object.keys(managedSchema.properties).sort()).toEqual([...policyKeys].sort());
    expect(managedSchema.properties.aiLocation?.enum).toEqual(aiLocationSchema.options);
    expect(managedSchema.properties.theme?.enum).toEqual(themeSchema.options);
    expect(managedSchema.properties.toolbarMode?.enum).toEqual(toolbarModeSchema.options);
    expect(managedSchema.properties.builtInActions?.items?.enum).toEqual([...policyActionIds]);
  });
});
