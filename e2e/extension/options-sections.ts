/**
 * The options page's sections, the same in Chromium and Firefox (decision 048): the side navigation's links and the
 * sections they lead to. On-device AI is Chrome's alone: Firefox shows the same section with those choices off.
 */
export const optionSections = {
  en: ['General', 'Appearance', 'AI models', 'Where AI runs', 'Keyboard and toolbar', 'Saved prompts'],
  es: ['General', 'Apariencia', 'Modelos de IA', 'Dónde se ejecuta la IA', 'Teclado y barra de herramientas', 'Instrucciones guardadas'],
} as const;

export const sectionIds = ['section-general', 'section-appearance', 'section-models', 'section-ai-location', 'section-keyboard', 'section-prompts'];

/** What a page shows of its sections: the navigation's labels, the sections present, and how the layout uses the width. */
export function readSections() {
  const nav = [...document.querySelectorAll('.options-nav a')].map((a) => [a.textContent, a.getAttribute('href')]);
  const present = [...document.querySelectorAll('[id^="section-"]')].map((section) => section.id);
  const columns = getComputedStyle(document.querySelector('.options-sections')!).columnCount;
  const navPosition = getComputedStyle(document.querySelector('.options-nav')!).position;
  const overflow = document.documentElement.scrollWidth > window.innerWidth;
  const models = document.querySelector('[data-testid=model-choice]')?.getAttribute('data-locked') ?? null;
  return { nav, present, columns, navPosition, overflow, models };
}

/** What `readSections` answers in a wide window (1280 px), in either browser, signed in on Free. */
export const wideLayout = (lang: keyof typeof optionSections) => ({
  nav: optionSections[lang].map((label, i) => [label, `#${sectionIds[i]}`]),
  present: sectionIds,
  columns: '2',
  navPosition: 'sticky',
  overflow: false,
  models: 'true',
});
