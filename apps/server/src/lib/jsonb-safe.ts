// Code units, not code points (no `u` flag): a high surrogate without its low half, or a low one without its high.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Why PostgreSQL's jsonb would refuse `value`, or undefined when it can hold it: jsonb has no U+0000, and a lone
 * UTF-16 surrogate (`"\ud800"`, valid in JSON text) is not Unicode, so the insert fails. Checked before writing,
 * so the caller gets a 400 instead of a failed query. Walks without recursion (depth is bounded by the reader).
 */
export function jsonbProblem(value: unknown): string | undefined {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    const texts = typeof node === 'string' ? [node] : typeof node === 'object' && node !== null && !Array.isArray(node) ? Object.keys(node) : [];
    for (const text of texts) {
      if (text.includes('\u0000')) return 'must not contain U+0000';
      if (loneSurrogate.test(text)) return 'must be valid Unicode text (a lone surrogate was found)';
    }
    if (typeof node === 'object' && node !== null) stack.push(...Object.values(node));
  }
  return undefined;
}
