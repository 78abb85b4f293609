import { describe, expect, it } from 'vitest';
import { fillTemplate, inlineStylesheet, outputFile } from './prerender-html.ts';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Selecta</title>
    <meta name="description" content="default" />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('fillTemplate', () => {
  it('sets the language, swaps the default title for the page head and fills the root', () => {
    const html = fillTemplate(template, { lang: 'es', head: '<title data-seo>Hola</title>', app: '<main>hola</main>' });
    expect(html).toContain('<html lang="es">');
    expect(html).not.toContain('<title>Selecta</title>');
    expect(html).not.toContain('content="default"');
    expect(html).toContain('<title data-seo>Hola</title>\n  </head>');
    expect(html).toContain('<div id="root"><main>hola</main></div>');
  });

  it('writes each path to its own index.html', () => {
    expect(outputFile('/es/privacy')).toBe('es/privacy/index.html');
  });

  it('writes the login variant of the auth page beside the sign-up one', () => {
    expect(outputFile('/en/auth?login=true')).toBe('en/auth/index.login.html');
    expect(outputFile('/en/auth?login=false')).toBe('en/auth/index.html');
  });
});

describe('inlineStylesheet', () => {
  const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>';

  it('replaces the stylesheet link by a style element with the file it names', () => {
    const read = (path: string) => (path === '/assets/index-abc.css' ? '.a{color:red}' : '');
    expect(inlineStylesheet(html, read)).toBe('<head><style>.a{color:red}</style></head>');
  });

  it('refuses CSS that would close the style element', () => {
    expect(() => inlineStylesheet(html, () => 'a::after{content:"</style>"}')).toThrow(/<\/style/);
  });
});
