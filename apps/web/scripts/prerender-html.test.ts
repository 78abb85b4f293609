import { describe, expect, it } from 'vitest';
import { fillTemplate, outputFile } from './prerender-html.ts';

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
