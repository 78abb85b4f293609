import { actionRun, promptPrefix } from '../actions/action-run.ts';
import { findAction } from '../actions/registry.ts';
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
  const run = actionRun(id, settings);
  if (!run) return null;
  return (selection: PageSelection, ui: UiHost, memory: FocusMemory, picks: FramePicks, onClose: () => void): CardOptions => {
    return {
      container: ui.container,
      anchor: selection,
      locale: settings.locale,
      serverUrl: settings.serverUrl,
      title: run.title,
      actionId: id,
      needsPrompt: run.needsPrompt,
      // `custom` is on offer only when the organisation allows prompts of one's own (policy/apply-policy.ts).
      allowFollowUp: settings.actions.includes('custom'),
      makeRequest: (typed) => run.request({ text: selection.text, pageTitle: document.title }, typed),
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
