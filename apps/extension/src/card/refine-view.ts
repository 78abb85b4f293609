import { maxPromptChars } from '@selecta/shared/prompt';
import { type RefinePreset, refinePresets } from '@selecta/shared/refine';
import type { Translate } from '../i18n/translate.ts';

/** The free follow-up: a field for any other change and its send button. */
export interface FollowUpView {
  form: HTMLFormElement;
  input: HTMLInputElement;
  send: HTMLButtonElement;
}

/**
 * The card's refinement controls (decision 025): versions ‹ n / m ›, the quick presets and a free follow-up — none
 * when the organisation's policy allows no prompts of the user's own (`allowCustomPrompts: false`, decision 048).
 */
export interface RefineView {
  root: HTMLElement;
  previous: HTMLButtonElement;
  next: HTMLButtonElement;
  position: HTMLElement;
  presets: Record<RefinePreset, HTMLButtonElement>;
  followUp: FollowUpView | null;
}

function button(className: string, text: string, label?: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.textContent = text;
  if (label) {
    element.setAttribute('aria-label', label);
    element.title = label;
  }
  // Keep focus (and the selection) in the page's field: Insert and Replace still write where the user was.
  element.addEventListener('mousedown', (event) => event.preventDefault());
  return element;
}

export function buildRefineView(t: Translate, allowFollowUp: boolean): RefineView {
  const root = document.createElement('div');
  root.className = 'selecta-refine';
  root.setAttribute('role', 'group');
  root.setAttribute('aria-label', t('refine.label'));
  root.hidden = true;

  const versions = document.createElement('div');
  versions.className = 'selecta-versions';
  // The group's label carries "Version n of m", heard on entering ‹ or ›; the visible "n / m" is not read twice.
  versions.setAttribute('role', 'group');
  const previous = button('selecta-version-step', '‹', t('refine.previous'));
  const next = button('selecta-version-step', '›', t('refine.next'));
  const position = document.createElement('span');
  position.className = 'selecta-version-position';
  position.setAttribute('aria-hidden', 'true');
  versions.append(previous, position, next);

  const presetRow = document.createElement('div');
  presetRow.className = 'selecta-presets';
  const presets = Object.fromEntries(
    refinePresets.map((preset) => [preset, button(`selecta-chip selecta-preset-${preset}`, t(`refine.${preset}`))]),
  ) as Record<RefinePreset, HTMLButtonElement>;
  presetRow.append(versions, ...refinePresets.map((preset) => presets[preset]));

  root.append(presetRow);
  const followUp = allowFollowUp ? buildFollowUp(t) : null;
  if (followUp) root.append(followUp.form);
  return { root, previous, next, position, presets, followUp };
}

function buildFollowUp(t: Translate): FollowUpView {
  const form = document.createElement('form');
  form.className = 'selecta-prompt selecta-follow-up';
  const input = document.createElement('input');
  input.className = 'selecta-prompt-input';
  input.placeholder = t('refine.followUp');
  input.setAttribute('aria-label', t('refine.followUp'));
  input.maxLength = maxPromptChars;
  const send = button('selecta-card-button', t('refine.send'));
  send.type = 'submit';
  form.append(input, send);
  return { form, input, send };
}

/**
 * Shows "n / m" (read out as "Version n of m") and marks the controls that lead nowhere, or all while `busy`, with
 * aria-disabled rather than `disabled`: a disabled button drops the keyboard focus out of the card onto the page.
 */
export function showVersions(view: RefineView, t: Translate, shown: number, total: number, busy: boolean): void {
  view.position.textContent = `${shown + 1} / ${total}`;
  const versions = view.position.parentElement!;
  versions.setAttribute('aria-label', t('refine.position', { current: shown + 1, total }));
  versions.hidden = total < 2;
  const mark = (element: HTMLElement, off: boolean) => element.setAttribute('aria-disabled', String(off));
  mark(view.previous, busy || shown === 0);
  mark(view.next, busy || shown >= total - 1);
  for (const preset of Object.values(view.presets)) mark(preset, busy);
  if (view.followUp) mark(view.followUp.send, busy);
}

/** Whether a control marked by `showVersions` may act now. */
export const usable = (element: HTMLElement) => element.getAttribute('aria-disabled') !== 'true';
