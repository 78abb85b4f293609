// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pasteHtml } from './paste-html.ts';

describe('the text/html flavour of a pasted answer', () => {
  it('is the answer as escaped text, never as markup', () => {
    const hostile = `<img src=x onerror=alert(1)> & "quotes" 'too' </p><script>alert(2)</script>`;
    const html = pasteHtml(hostile);
    expect(html).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot; &#39;too&#39; &lt;/p&gt;&lt;script&gt;alert(2)&lt;/script&gt;</p>',
    );
    // Parsed the way an editor's paste handler parses it: one paragraph whose text is exactly the answer.
    const parsed = new DOMParser().parseFromString(html, 'text/html').body;
    expect(parsed.querySelectorAll('img, script')).toHaveLength(0);
    expect([...parsed.children].map((p) => p.tagName)).toEqual(['P']);
    expect(parsed.textContent).toBe(hostile);
  });

  it('keeps paragraphs as paragraphs and a single line break as a break', () => {
    expect(pasteHtml('First.\n\nSecond,\nstill second.\r\n \r\nThird.')).toBe('<p>First.</p><p>Second,<br>still second.</p><p>Third.</p>');
  });
});
