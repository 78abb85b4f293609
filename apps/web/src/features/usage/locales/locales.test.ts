import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`)) : [prefix.slice(0, -1)];
const strings = (value: unknown): unknown[] => (typeof value === 'object' && value !== null ? Object.values(value).flatMap(strings) : [value]);

describe('usage dashboard strings', () => {
  it('has exactly the same keys in English and Spanish', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });

  it('has no empty string in either language', () => {
    for (const value of [...strings(en), ...strings(es)]) expect(typeof value === 'string' && value.trim().length > 0).toBe(true);
  });
});
