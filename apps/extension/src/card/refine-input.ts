import { type Refinement, refinePresets } from '@selecta/shared/refine';
import { type RefineView, usable } from './refine-view.ts';

export interface RefineHandlers {
  refine(refinement: Refinement): void;
  step(by: -1 | 1): void;
}

/** Wires the refinement controls: real user input only (isTrusted), and only on controls not marked unusable. */
export function wireRefine(view: RefineView, handlers: RefineHandlers): void {
  const onClick = (element: HTMLElement, handler: () => void) =>
    element.addEventListener('click', (event) => event.isTrusted && usable(element) && handler());
  onClick(view.previous, () => handlers.step(-1));
  onClick(view.next, () => handlers.step(1));
  for (const preset of refinePresets) onClick(view.presets[preset], () => handlers.refine({ preset }));

  const followUp = view.followUp;
  if (!followUp) return;
  const submit = () => {
    const instruction = followUp.input.value.trim();
    if (!instruction || !usable(followUp.send)) return;
    followUp.input.value = '';
    handlers.refine({ instruction });
  };
  // As the custom prompt's form: a page script's requestSubmit() fires a submit event, so only Enter and clicks run.
  followUp.form.addEventListener('submit', (event) => event.preventDefault());
  followUp.input.addEventListener('keydown', (event) => {
    if (!event.isTrusted || event.key !== 'Enter' || event.isComposing) return;
    event.preventDefault();
    submit();
  });
  onClick(followUp.send, submit);
}
