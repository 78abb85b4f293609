import type { ModelChoice } from '@selecta/shared/models';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { modelChoices } from '../db/schema/models.ts';

const none: ModelChoice = { default: null, actions: {} };

export async function readModelChoice(db: Db, userId: string): Promise<ModelChoice> {
  const [row] = await db.select().from(modelChoices).where(eq(modelChoices.userId, userId));
  return row ? { default: row.defaultModel, actions: row.actionModels } : none;
}

export async function saveModelChoice(db: Db, userId: string, choice: ModelChoice): Promise<void> {
  const values = { defaultModel: choice.default, actionModels: choice.actions, updatedAt: sql`now()` };
  await db.insert(modelChoices).values({ userId, ...values }).onConflictDoUpdate({ target: modelChoices.userId, set: values });
}
