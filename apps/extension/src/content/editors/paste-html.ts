const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The answer's text with every character HTML gives meaning to escaped: markup in an answer stays literal text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char]!);
}

/**
 * The `text/html` flavour of a pasted answer: its paragraphs (split at blank lines) as `<p>`, a single line break as
 * `<br>`, the text escaped. Never the answer as HTML: a page's paste handler parses this, and the answer is plain text.
 * TinyMCE handles a paste carrying HTML at once; with text alone it reads its paste bin a timer later (decision 032).
 */
export function pasteHtml(text: string): string {
  return text
    .split(/\r?\n(?:[ \t]*\r?\n)+/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}
