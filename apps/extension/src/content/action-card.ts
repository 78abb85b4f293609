import { findAction } from '../actions/registry.ts';
import { savedPromptRequest } from '../actions/saved-prompt.ts';
import type { CardOptions } from '../card/card-api.ts';
import type { PageSettings } from '../messaging/protocol.ts';
import { send } from '../messaging/send.ts';
import { translator } from '../i18n/translate.ts';
import type { FocusMemory } from './editors/focus-memory.ts';
import { writeInFrame, type FramePicks } from './editors/pick-across-frames.ts';
import { pickEditor } from './editors/pick-mode.ts';
import type { PageSelection } from './read-selection.ts';
import type { ToolbarButton } from './toolbar.ts';
import type { UiHost } from './ui-host.ts';

const promptPrefix = 'prompt:';

/** The toolbar's buttons: the built-in actions on offer, then the pinned saved prompts (`prompt:<id>`). */
export const toolbarButtons = (settings: PageSettings): ToolbarButton[] => [
  ...settings.actions.map((id) => ({ id, label: settings.labels[id] ?? id, icon: findAction(id)?.icon ?? null })),
  ...settings.prompts.filter((p) => p.pinned).map((p) => ({ id: `${promptPrefix}${p.id}`, label: p.name, icon: null })),
];

/**
 * What running `id` (a built-in action or `prompt:<id>`) on a selection opens, from the page's settings: the card's
 * title, its request, where the answer may be written, where AI runs. Null for an id that is neither.
 */
export function actionCard(id: string, settings: PageSettings) {
  // A built-in action the organisation's policy withholds runs from nowhere: not the menu, a shortcut or a slot.
  const action = settings.actions.includes(id) ? findAction(id) : undefined;
  const prompt = settings.prompts.find((p) => `${promptPrefix}${p.id}` === id);
  if (!action && !prompt) return null;
  return (selection: PageSelection, ui: UiHost, memory: FocusMemory, picks: FramePicks, onClose: () => void): CardOptions => {
    const input = { text: selection.text, translateLanguage: settings.translateLanguage, pageTitle: document.title };
    return {
      container: ui.container,
      anchor: selection,
      locale: settings.locale,
      serverUrl: settings.serverUrl,
      title: action ? (settings.labels[action.id] ?? action.id) : (prompt?.name ?? id),
      needsPrompt: action?.needsPrompt ?? false,
      makeRequest: (typed) => (action ? action.request({ ...input, prompt: typed }) : savedPromptRequest(prompt!, input)),
      source: selection.source,
      insertInto: {
        memory,
        // Pick mode in every frame of the tab (decision 031); in this one it starts on the click itself.
        pick: () => picks.pick((signal) => pickEditor(document, ui.container, ui.host, translator(settings.locale)('card.pickHint'), { signal })),
        frameEditor: async () => {
          const found = await send({ type: 'frame-editor' }).catch(() => null);
          return found && { name: found.name, write: (text) => writeInFrame(found.frameId, text) };
        },
      },
      aiLocation: settings.aiLocation,
      deviceLanguages: { output: settings.locale, target: settings.translateLanguageCode },
      cardSize: settings.cardSize,
      onClose,
    };
  };
}
