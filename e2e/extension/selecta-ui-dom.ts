/**
 * The one function selecta-ui.ts runs inside the content script's isolated world to read an element of the UI.
 * It is sent as source text (`fn.toString()`), so it must stay self-contained: no imports, no outer variables.
 */

/** A path into the shadow root: at each step the first match of `selector` whose accessible name is `name`. */
export interface Step {
  selector: string;
  name?: string | undefined;
}

export interface ElementState {
  /** How many elements match the last step (within the first match of the steps before it). */
  count: number;
  text: string | null;
  visible: boolean;
  enabled: boolean;
  focused: boolean;
  /** Whether a click at the centre of its box would land on it (not on something above it). */
  hit: boolean;
  box: { x: number; y: number; width: number; height: number } | null;
  attributes: Record<string, string>;
}

export function elementState(root: ShadowRoot | null, steps: Step[]): ElementState {
  const none: ElementState = { count: 0, text: null, visible: false, enabled: false, focused: false, hit: false, box: null, attributes: {} };
  const nameOf = (el: Element) => el.getAttribute('aria-label') ?? (el.textContent ?? '').trim();
  const matches = (scope: ParentNode, step: Step) =>
    [...scope.querySelectorAll(step.selector)].filter((el) => step.name === undefined || nameOf(el) === step.name);
  let scope: ParentNode | null = root;
  let found: Element[] = [];
  for (const step of steps) {
    if (!scope) return none;
    found = matches(scope, step);
    scope = found[0] ?? null;
  }
  const el = found[0];
  if (!root || !(el instanceof HTMLElement)) return none;
  const rect = el.getBoundingClientRect();
  const visible = rect.width > 0 && rect.height > 0 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  const hitEl = visible ? root.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2) : null;
  return {
    count: found.length,
    text: el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.value : el.textContent,
    visible,
    enabled: !(el as HTMLButtonElement).disabled,
    focused: root.activeElement === el,
    hit: !!hitEl && (hitEl === el || el.contains(hitEl)),
    box: visible ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height } : null,
    attributes: Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])),
  };
}
