import type { EditTarget } from './editors/edit-target.ts';

/**
 * The editors of selections handed to the side panel, by a random id the panel sends back with Insert or Replace. Only
 * this frame's content script holds them (the panel never sees the page's DOM); the newest few are kept.
 */
const maxKept = 20;
const targets = new Map<string, EditTarget>();

export function keepForPanel(target: EditTarget | null): string | null {
  if (!target) return null;
  const id = crypto.randomUUID();
  targets.set(id, target);
  if (targets.size > maxKept) targets.delete(targets.keys().next().value!);
  return id;
}

export const panelTarget = (id: string): EditTarget | null => targets.get(id) ?? null;
