import type { AiAction } from '@selecta/shared/ai';
import type { ActionDefinition } from './action.ts';
import { custom } from './custom.ts';
import { reply } from './reply.ts';
import { tldr } from './tldr.ts';
import { translate } from './translate.ts';

/** Every action, by id: one file each. */
export const actions: Record<AiAction, ActionDefinition> = { reply, tldr, translate, custom };
