import { describe, expect, it } from 'vitest';
import { applyHeadTags, buildHeadTags, pathInLocale, renderHeadTags } from './head-tags.ts';

const base = { origin: 'https://selecta.test', siteName: 'Selecta', title: 'T <1>', description: 'D "q"' };

describe('head tags', () => {
  it('swaps or adds the locale segment', () => {
    expect(pathInLocale('/en/privacy', 'es')).toBe('/es/privacy');
    expect(pathInLocale('/es', 'en')).toBe('/en');
    expect(pathInLocale('/dashboard', 'es')).toBe('/es/dashboard');
    expect(pathInLocale('/', 'es')).toBe('/es');
  });

  it('builds canonical from origin, path and query and alternates for every language', () => {
    const html = renderHeadTags(buildHeadTags({ ...base, lang: 'es', pathname: '/es/auth', search: '?login=true' }));
    expect(html).toContain('<link data-seo rel="canonical" href="https://selecta.test/es/auth?login=true">');
    expect(html).toContain('hreflang="en" href="https://selecta.test/en/auth?login=true"');
    expect(html).toContain('hreflang="x-default" href="https://selecta.test/en/auth?login=true"');
    expect(html).toContain('<title data-seo>T &lt;1&gt;</title>');
    expect(html).toContain('content="D &quot;q&quot;"');
    expect(html).toContain('"@type":"SearchAction"');
    expect(html).toContain('property="og:locale" content="es_ES"');
  });

  it('never lets page text close the JSON-LD script', () => {
    const html = renderHeadTags(buildHeadTags({ ...base, description: '</script><b>', lang: 'en', pathname: '/en', search: '' }));
    expect(html).not.toContain('</script><b>');
  });

  it('leaves the prerendered tags in place when they are already right, and replaces them when not', () => {
    const tags = buildHeadTags({ ...base, lang: 'en', pathname: '/en/auth', search: '' });
    document.head.innerHTML = renderHeadTags(tags); // as the prerendered page arrives
    const prerendered = [...document.head.querySelectorAll('[data-seo]')];
    applyHeadTags(tags, 'en');
    expect([...document.head.querySelectorAll('[data-seo]')]).toEqual(prerendered);
    expect(prerendered.every((element) => element.isConnected)).toBe(true);

    applyHeadTags(buildHeadTags({ ...base, title: 'Other', lang: 'en', pathname: '/en/auth', search: '' }), 'en');
    expect(document.title).toBe('Other');
    expect(prerendered.some((element) => element.isConnected)).toBe(false);
    expect(document.head.querySelectorAll('[data-seo]')).toHaveLength(prerendered.length);
  });
});
