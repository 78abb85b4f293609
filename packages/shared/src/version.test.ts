import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareVersions, minimumExtensionVersion, productVersion, semverSchema } from './version.ts';

describe('the product version', () => {
  it('is a semantic version, at or above the oldest extension the server answers', () => {
    expect(semverSchema.safeParse(productVersion).success).toBe(true);
    expect(compareVersions(productVersion, minimumExtensionVersion)).toBeGreaterThanOrEqual(0);
  });

  it("is this package's version, the one Changesets bumps", () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(productVersion).toBe(pkg.version);
  });
});

describe('compareVersions', () => {
  it.each([
    ['1.0.0', '1.0.0', 0],
    ['1.0.1', '1.0.0', 1],
    ['0.9.9', '1.0.0', -1],
    ['1.10.0', '1.9.0', 1],
    ['2.0.0', '10.0.0', -1],
    ['1.0.0-rc.1', '1.0.0', -1],
    ['1.0.0', '1.0.0-rc.1', 1],
    ['1.0.0-rc.1', '1.0.0-rc.2', -1],
  ])('%s against %s is %d', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });

  it.each(['', '1', '1.0', 'v1.0.0', '1.0.0.0', '1.0.0-', '<script>', '1.0.0 '])('refuses %j as a version', (bad) => {
    expect(compareVersions(bad, '1.0.0')).toBeNull();
    expect(compareVersions('1.0.0', bad)).toBeNull();
  });
});
