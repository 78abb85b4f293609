import { onTrustedClick, sayWritten } from '../card/answer-actions.ts';
import { type CardView, showStatus } from '../card/card-view.ts';
import { copyText } from '../content/editors/copy-text.ts';
import type { WriteMode } from '../content/editors/edit-target.ts';
import type { Translate } from '../i18n/translate.ts';
import type { PanelSource } from '../messaging/panel-messages.ts';
import { writeBack } from './panel-write.ts';

/**
 * The panel's Copy, Insert and Replace, worded as the card words them: Insert and Replace write into the editor the
 * selection came from (that frame's content script does it), and when they cannot, the answer is copied and the panel
 * says so, as the card does.
 */
export function panelAnswerActions(view: CardView, t: Translate, source: PanelSource, text: () => string): { enable(hasAnswer: boolean): void } {
  const write = async (mode: WriteMode) => sayWritten(view, t, await writeBack(source, text(), mode), text);
  onTrustedClick(view.buttons.copy, () => void copyText(document, text()).then((ok) => ok && showStatus(view.status, t('card.copied'), null, 'info')));
  onTrustedClick(view.buttons.insert, () => void write('insert'));
  onTrustedClick(view.buttons.replace, () => void write('replace'));
  return {
    enable(hasAnswer) {
      for (const name of ['copy', 'insert', 'replace'] as const) view.buttons[name].disabled = !hasAnswer;
    },
  };
}
