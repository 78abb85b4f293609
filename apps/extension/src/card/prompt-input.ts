import type { CardView } from './card-view.ts';

/**
 * The Custom action's instruction field: runs on a real Enter or a real click only. A page script's requestSubmit()
 * still fires a submit event, so the form's own submission is never used. Answers false when the card has no field.
 */
export function wirePromptInput(view: CardView, run: (instruction: string) => void): boolean {
  const { promptForm: form, promptInput: input, promptRun: button } = view;
  if (!form || !input || !button) return false;
  const submit = () => {
    const instruction = input.value.trim();
    if (instruction) run(instruction);
  };
  form.addEventListener('submit', (event) => event.preventDefault());
  input.addEventListener('keydown', (event) => {
    if (!event.isTrusted || event.key !== 'Enter' || event.isComposing) return;
    event.preventDefault();
    submit();
  });
  button.addEventListener('click', (event) => event.isTrusted && submit());
  input.focus();
  return true;
}
