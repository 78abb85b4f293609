import { type Filter, parse } from 'scim2-parse-filter';
import { invalidFilter } from './scim-error.ts';

export type { Filter } from 'scim2-parse-filter';

/** Longer filters are refused: the directories send one or two comparisons (`userName eq "…"`, `… and …`). */
export const maxFilterLength = 1000;

const comparisons = new Set(['eq', 'ne', 'co', 'sw', 'ew', 'gt', 'lt', 'ge', 'le']);
const attrPathPattern = /^(?:urn:[A-Za-z0-9.:-]+:)?[A-Za-z][\w$-]*(?:\.[A-Za-z$][\w$-]*)?$/;

const short = (text: string) => (text.length > 80 ? `${text.slice(0, 80)}…` : text);

/**
 * A `filter` query parameter (RFC 7644 §3.4.2.2) as scim2-parse-filter's tree, or 400 `invalidFilter` naming what is
 * wrong. Control characters are refused before the library sees the text: its tokenizer backtracks exponentially on an
 * unclosed string of line breaks. Whatever the library throws (its own errors, a stack overflow) is the client's bad
 * filter, never a 500; the tree is then checked node by node (the library lets any word through as a logical operator,
 * and reads `a not b` as a "not" with two operands). A string value cannot end in a backslash (the library's tokenizer
 * misreads `"…\\"`): such a filter is refused, not misread.
 */
export function parseFilter(text: string): Filter {
  if (text.trim() === '') throw invalidFilter('The filter is empty.');
  if (text.length > maxFilterLength) throw invalidFilter(`The filter is longer than ${maxFilterLength} characters.`);
  if (/\p{Cc}/u.test(text)) throw invalidFilter('The filter contains a control character.');
  let tree: Filter;
  try {
    tree = parse(text);
  } catch {
    throw invalidFilter(`The filter "${short(text)}" is not valid SCIM filter syntax (RFC 7644 §3.4.2.2).`);
  }
  checkTree(tree, text);
  return tree;
}

function checkTree(root: Filter, text: string): void {
  const malformed = () => invalidFilter(`The filter "${short(text)}" is not valid SCIM filter syntax (RFC 7644 §3.4.2.2).`);
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as Filter | undefined;
    if (typeof node !== 'object' || node === null) throw malformed();
    switch (node.op) {
      case 'and':
      case 'or':
        if (!Array.isArray(node.filters)) throw malformed();
        stack.push(...node.filters);
        break;
      case 'not':
        // The library reads `a not b` as a "not" of two operands: no such filter exists.
        if ('filters' in node) throw malformed();
        stack.push(node.filter);
        break;
      case '[]':
        checkAttrPath(node.attrPath, text);
        stack.push(node.valFilter);
        break;
      case 'pr':
        checkAttrPath(node.attrPath, text);
        break;
      default:
        if (!comparisons.has(node.op)) throw invalidFilter(`"${short(String(node.op))}" is not a SCIM filter operator.`);
        checkAttrPath((node as { attrPath: string }).attrPath, text);
    }
  }
}

function checkAttrPath(path: unknown, text: string): void {
  if (typeof path !== 'string' || !attrPathPattern.test(path)) throw invalidFilter(`The filter "${short(text)}" names an attribute path that is not valid.`);
}
