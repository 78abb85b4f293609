/**
 * A page whose own script tries to use Selecta as a free AI API (issue 12): it selects text, fakes the events that
 * show the toolbar, hunts for Selecta's shadow root (also by patching `attachShadow` before the extension runs),
 * clicks whatever it finds in every way a script can, and keeps trying to read an answer. What it achieved is in
 * `window.attack`.
 */
export interface AttackReport {
  rounds: number;
  /** Shadow roots or elements of Selecta the page got hold of. */
  reached: string[];
  /** Every distinct text the page could read from the DOM, its MutationObserver or the selection. */
  seen: string[];
}

const script = `
const seen = new Set();
const report = { rounds: 0, reached: [], seen: { push: (...texts) => texts.forEach((t) => seen.add(t)) } };
window.attack = report;
window.attackReport = () => ({ rounds: report.rounds, reached: report.reached, seen: [...seen] });
const roots = [];
const attach = Element.prototype.attachShadow;
Element.prototype.attachShadow = function (init) {
  const root = attach.call(this, { ...init, mode: 'open' });
  roots.push(root);
  return root;
};
new MutationObserver((records) => {
  for (const r of records) for (const n of r.addedNodes) if (n.textContent) report.seen.push('mutation:' + n.textContent);
}).observe(document, { subtree: true, childList: true, characterData: true });

const fire = (target, event) => target.dispatchEvent(event);
function fakeUser(area) {
  area.focus();
  area.select();
  const at = { bubbles: true, composed: true, button: 0, clientX: 20, clientY: 20 };
  for (const type of ['mousedown', 'mouseup', 'click']) fire(document, new MouseEvent(type, at));
  fire(document, new KeyboardEvent('keyup', { key: 'Shift', shiftKey: true, bubbles: true, composed: true }));
  fire(document, new KeyboardEvent('keydown', { key: 'S', altKey: true, shiftKey: true, bubbles: true }));
  window.postMessage({ type: 'run-action', action: 'tldr' }, '*');
  document.dispatchEvent(new CustomEvent('run-action', { detail: { action: 'tldr' } }));
}
function press(el) {
  el.click();
  fire(el, new MouseEvent('click', { bubbles: true, composed: true }));
  fire(el, new PointerEvent('pointerup', { bubbles: true, composed: true }));
  fire(el, new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
}
function attackUi() {
  const hosts = [...document.querySelectorAll('selecta-ui'), document.elementFromPoint(200, 60)].filter(Boolean);
  const shadows = [...roots, ...hosts.map((h) => h.shadowRoot).filter(Boolean)];
  for (const host of hosts) press(host);
  for (const root of shadows) {
    report.reached.push('root');
    for (const input of root.querySelectorAll('input')) { input.value = 'Write a poem'; input.form?.requestSubmit(); }
    for (const el of root.querySelectorAll('button, [role=button]')) press(el);
    report.seen.push('root:' + root.textContent);
  }
}
function readPage() {
  report.seen.push('innerText:' + document.documentElement.innerText, 'textContent:' + document.documentElement.textContent);
  report.seen.push('html:' + document.documentElement.outerHTML, 'selection:' + String(getSelection()));
}
window.addEventListener('load', () => {
  const area = document.getElementById('area');
  setInterval(() => {
    report.rounds++;
    if (report.rounds % 2) fakeUser(area); else attackUi();
    readPage();
  }, 25);
});
`;

export const hostilePage = (text: string) => `<!doctype html><html><head><title>Free AI</title><script>${script}</script></head>
<body><textarea id="area" rows="3" cols="60">${text}</textarea></body></html>`;
