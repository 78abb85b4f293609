import type { AiAction } from '@selecta/shared/ai';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { teams } from './teams.ts';

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

/**
 * A team's model settings, set by its owner and admins: the default model for every member, and the team's own
 * OpenAI-compatible endpoint. The key is only stored encrypted (AES-256-GCM, `lib/secrets.ts`, the team id as
 * authenticated data) and is never sent back to any client.
 */
export const teamModelSettings = pgTable('team_model_settings', {
  teamId: uuid('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  defaultModel: text('default_model'),
  endpointUrl: text('endpoint_url'),
  endpointModel: text('endpoint_model'),
  endpointLabel: text('endpoint_label'),
  endpointKey: text('endpoint_key'),
  endpointCheckedAt: timestamp('endpoint_checked_at', { withTimezone: true }),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type TeamModelSettingsRow = typeof teamModelSettings.$inferSelect;
