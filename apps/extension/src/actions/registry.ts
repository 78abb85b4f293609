import type { ToolbarAction } from './action-types.ts';
import { customAction } from './custom.ts';
import { replyAction } from './reply.ts';
import { tldrAction } from './tldr.ts';
import { translateAction } from './translate.ts';

/** The toolbar's built-in actions, in button order. Every file in this folder that defines one is listed here. */
export const actions: readonly ToolbarAction[] = [replyAction, tldrAction, translateAction, customAction];

export function findAction(id: string): ToolbarAction | undefined {
  return actions.find((action) => action.id === id);
}
