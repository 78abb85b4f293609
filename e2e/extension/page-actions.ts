import { type BrowserContext, expect, type Page } from '@playwright/test';
import type { RecordedRequest, StreamingDouble } from '@selecta/test-doubles/openai-server';

/** Selects a text field's whole content with the keyboard (the toolbar reacts to the Shift keyup). */
export async function selectAll(page: Page, selector: string): Promise<void> {
  await page.locator(selector).focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowRight');
}

/** Selects characters [start, end) of a field or of a contenteditable's text, then nudges it with Shift+arrows. */
export async function selectRange(page: Page, selector: string, start: number, end: number): Promise<void> {
  const field = page.locator(selector);
  await field.focus();
  await field.evaluate(
    (el, [from, to]) => {
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
        el.setSelectionRange(from!, to!, 'forward');
        return;
      }
      const text = el.firstChild!;
      const range = document.createRange();
      range.setStart(text, from!);
      range.setEnd(text, to!);
      const selection = getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
    },
    [start, end],
  );
  // Grow by one character and back: the same selection, made the way a user makes it.
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowLeft');
}

/** The provider request whose user message carries this selected text (tests share one provider double). */
export function requestFor(double: StreamingDouble, selected: string): RecordedRequest | undefined {
  return double.requests.findLast((r) => messages(r).some((m) => m.role === 'user' && m.content.includes(selected)));
}

export function messages(request: RecordedRequest | undefined): { role: string; content: string }[] {
  return (request?.body.messages as { role: string; content: string }[] | undefined) ?? [];
}

/** Records every `input` event the page receives, so a test can check that editors were told of a change. */
export const inputRecorder = `<script>
window.inputEvents = [];
document.addEventListener('input', (e) => window.inputEvents.push({ target: e.target.id, inputType: e.inputType }), true);
</script>`;

export async function inputEvents(page: Page): Promise<{ target: string; inputType: string }[]> {
  return page.evaluate(() => (window as unknown as { inputEvents: { target: string; inputType: string }[] }).inputEvents);
}

/** Picks a value in one of the options page's selects, as a user would, and waits until it is saved. */
export async function chooseInOptions(context: BrowserContext, extensionId: string, label: string, value: string): Promise<void> {
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  await options.getByLabel(label).selectOption(value);
  await expect(options.getByTestId('options-status')).not.toBeEmpty();
  await options.close();
}
