import { copyText } from '../content/editors/copy-text.ts';
import type { EditTarget, WriteMode } from '../content/editors/edit-target.ts';
import { writeAnswer } from '../content/editors/write-answer.ts';
import type { Translate } from '../i18n/translate.ts';
import type { CardOptions } from './card-api.ts';
import { type CardView, showStatus } from './card-view.ts';
import { insertIntoButtons } from './insert-into.ts';

/** Wires a button to real user clicks only (isTrusted): the page cannot press it. */
export const onTrustedClick = (button: HTMLElement, handler: () => void) =>
  button.addEventListener('click', (event) => event.isTrusted && handler());

/**
 * Says "Inserted" only when the editor read the answer back; otherwise copies the answer and says so, or, when the
 * browser refused the copy too (Firefox once the click's user activation has ended), says to press Copy. The card's
 * and the side panel's Insert and Replace.
 */
export async function sayWritten(view: CardView, t: Translate, ok: boolean, text: () => string): Promise<void> {
  if (ok) showStatus(view.status, t('card.inserted'), null, 'info');
  else if (await copyText(document, text())) showStatus(view.status, t('card.copiedFallback'), null, 'info');
  else showStatus(view.status, t('card.notInserted'), null, 'error');
}

/**
 * What takes the answer shown out of the card: Copy, Insert and Replace into the selection's editor, or, for a
 * read-only selection, Insert into… the editor last focused or one the user picks (decision 024). Answers the
 * switch that enables them once there is an answer.
 */
export function answerActions(
  view: CardView,
  t: Translate,
  options: Pick<CardOptions, 'source' | 'insertInto'>,
  text: () => string,
): { enable(hasAnswer: boolean): void } {
  const info = (key: 'card.copied' | 'card.pickCancelled') => showStatus(view.status, t(key), null, 'info');
  const written = (ok: boolean) => sayWritten(view, t, ok, text);
  const write = async (mode: WriteMode, target: EditTarget | null = options.source) =>
    written(!!target && (await writeAnswer(target, text(), mode)).ok);
  const insertInto =
    options.source || !options.insertInto
      ? null
      : insertIntoButtons(t, options.insertInto, {
          write: (target) => write('insert', target),
          writeElsewhere: async (editor) => written(await editor.write(text())),
          cancelled: () => info('card.pickCancelled'),
        });
  view.buttons.copy.after(...(insertInto?.buttons ?? []));

  onTrustedClick(view.buttons.copy, () => {
    void copyText(document, text()).then((ok) => ok && info('card.copied'));
  });
  onTrustedClick(view.buttons.insert, () => void write('insert'));
  onTrustedClick(view.buttons.replace, () => void write('replace'));
  return {
    enable(hasAnswer) {
      for (const name of ['copy', 'insert', 'replace'] as const) view.buttons[name].disabled = !hasAnswer;
      insertInto?.enable(hasAnswer);
    },
  };
}
