/**
 * Stripe's request encoding (stripe-node sends `qs` with bracketed keys: `line_items[0][price]=…`,
 * `subscription_data[metadata][userId]=…`, `expand[0]=…`) decoded back into nested objects.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const segments = rawKey.replace(/\]/g, '').split('[');
    let node: Record<string, FormValue> | FormValue[] = root;
    segments.forEach((segment, i) => {
      const last = i === segments.length - 1;
      const key = (Array.isArray(node) ? Number(segment) : segment) as never;
      if (last) {
        (node as Record<string, FormValue>)[key] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(segments[i + 1] ?? '');
      const container = node as Record<string, FormValue>;
      container[key] ??= nextIsIndex ? [] : {};
      node = container[key] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}

/** Reads a nested string field, e.g. `str(params, 'subscription_data', 'metadata', 'userId')`. */
export function str(value: FormValue | undefined, ...path: (string | number)[]): string | undefined {
  let node: FormValue | undefined = value;
  for (const key of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = (node as Record<string | number, FormValue>)[key];
  }
  return typeof node === 'string' ? node : undefined;
}

export function record(value: FormValue | undefined): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
