// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { minArticleChars, plainText, readArticle } from './read-article.ts';

const page = (body: string) => new DOMParser().parseFromString(`<!doctype html><html><head><title>A long read</title></head><body>${body}</body></html>`, 'text/html');
const paragraph = 'The harbour city rebuilt its old warehouses into libraries, and the reading rooms filled within a week. ';

describe('the page’s article for "Summarize this page"', () => {
  it('finds the article and leaves the navigation, the ads and the footer out', () => {
    const doc = page(`<nav><a href="/">Home</a> <a href="/news">News</a></nav><div class="ad">Buy now</div>
      <article><h1>Libraries by the sea</h1>${Array.from({ length: 8 }, (_, i) => `<p>${i}: ${paragraph.repeat(3)}</p>`).join('')}</article>
      <footer>© Harbour Times</footer>`);
    const article = readArticle(doc);
    expect(article.ok).toBe(true);
    if (!article.ok) return;
    expect(article.text).toContain('0: The harbour city rebuilt');
    expect(article.text).toContain('7: The harbour city rebuilt');
    expect(article.text).not.toContain('Buy now');
    expect(article.text).not.toContain('Harbour Times');
    expect(article.text.split('\n\n').length).toBeGreaterThanOrEqual(8);
  });

  it('leaves the page itself untouched (Readability works on a copy)', () => {
    const doc = page(`<article>${`<p>${paragraph.repeat(4)}</p>`.repeat(4)}</article><script>var x = 1;</script>`);
    const before = doc.documentElement.outerHTML;
    readArticle(doc);
    expect(doc.documentElement.outerHTML).toBe(before);
  });

  it('says there is nothing to summarise on a page of buttons and images', () => {
    const doc = page('<header><button>Menu</button></header><main><img src="a.png" alt=""><canvas></canvas><button>Play</button></main>');
    expect(readArticle(doc)).toMatchObject({ ok: false, reason: 'nothing', title: 'A long read' });
    expect(minArticleChars).toBeGreaterThan(50);
  });

  it('keeps paragraph breaks and folds other white space', () => {
    expect(plainText('  One\n  line \t here.\n\n\n  Two.  ')).toBe('One line here.\n\nTwo.');
  });
});
