/** The focused element, looking inside open shadow roots (editors often live in one). Dependency-free for the always-loaded script. */
export function deepActiveElement(doc: Document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
