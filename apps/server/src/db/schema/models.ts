import type { AiAction } from '@selecta/shared/ai';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * A Pro user's model choice (decision 022): ids from the operator's catalogue, never a provider name or a key. Ids
 * that leave the catalogue stay here unused; the run falls back to the plan's default.
 */
export const modelChoices = pgTable('model_choices', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  defaultModel: text('default_model'),
  actionModels: jsonb('action_models').$type<Partial<Record<AiAction, string>>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
