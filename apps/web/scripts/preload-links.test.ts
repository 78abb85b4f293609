import { describe, expect, it } from 'vitest';
import { preloadLinks, type ViteManifest } from './preload-links.ts';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-a.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-b.js' },
  '_button.js': { file: 'assets/button-c.js', imports: ['_react.js'] },
  'src/app/routes/landing.tsx': { file: 'assets/landing-d.js', imports: ['_button.js', '_react.js'] },
  'src/locales/es/landing.json': { file: 'assets/locale-es-landing-e.js' },
};
const template = '<link rel="modulepreload" crossorigin href="/assets/react-b.js"><script type="module" src="/assets/index-a.js"></script>';

describe('preloadLinks', () => {
  it('preloads a route with its imports and its translations, once each, skipping what the template loads', () => {
    const links = preloadLinks(manifest, ['src/app/routes/landing.tsx', 'src/locales/es/landing.json'], template);
    expect(links.split('\n').map((line) => line.trim())).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/landing-d.js">',
      '<link rel="modulepreload" crossorigin href="/assets/button-c.js">',
      '<link rel="modulepreload" crossorigin href="/assets/locale-es-landing-e.js">',
    ]);
  });

  it('fails the build for a module the manifest does not know', () => {
    expect(() => preloadLinks(manifest, ['src/app/routes/missing.tsx'], template)).toThrow(/missing\.tsx/);
  });
});
