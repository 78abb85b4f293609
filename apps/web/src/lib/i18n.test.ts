import { describe, expect, it } from 'vitest';
import { resources } from './i18n-static.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('translations', () => {
  it('has the same namespaces in English and Spanish', () => {
    expect(Object.keys(resources.es ?? {}).sort()).toEqual(Object.keys(resources.en ?? {}).sort());
  });

  it('has exactly the same keys in English and Spanish, in every namespace', () => {
    for (const ns of Object.keys(resources.en ?? {})) {
      expect(keys(resources.es?.[ns]).sort(), ns).toEqual(keys(resources.en?.[ns]).sort());
    }
  });

  it('has no empty string in either language', () => {
    for (const lang of ['en', 'es'] as const) {
      for (const [ns, value] of Object.entries(resources[lang] ?? {})) {
        const empty = JSON.stringify(value).match(/"[^"]+":""/g);
        expect(empty, `${lang}/${ns}`).toBeNull();
      }
    }
  });
});
