import { desc, eq } from 'drizzle-orm';
import type { ConsentResponse } from '@selecta/shared/account';
import type { Db } from '../db/client.ts';
import { consentRecords } from '../db/schema/account.ts';

/** Appends the user's analytics choice to their consent history. */
export async function recordConsent(db: Db, userId: string, analytics: boolean): Promise<ConsentResponse> {
  const [row] = await db.insert(consentRecords).values({ userId, purpose: 'analytics', granted: analytics }).returning();
  return { analytics: row!.granted, recordedAt: row!.recordedAt.toISOString() };
}

export async function latestConsent(db: Db, userId: string): Promise<ConsentResponse> {
  const [row] = await db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(desc(consentRecords.recordedAt), desc(consentRecords.id))
    .limit(1);
  return { analytics: row?.granted ?? null, recordedAt: row?.recordedAt.toISOString() ?? null };
}

export async function consentHistory(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(consentRecords.recordedAt);
  return rows.map((r) => ({ purpose: r.purpose, granted: r.granted, recordedAt: r.recordedAt.toISOString() }));
}
