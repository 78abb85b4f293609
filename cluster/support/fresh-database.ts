import postgres from 'postgres';

/** A database of its own for one run on the PostgreSQL server the tests use, dropped at the end. */
export async function freshDatabase(serverUrl: string): Promise<{ url: string; sql: postgres.Sql; drop(): Promise<void> }> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const name = `selecta_cluster_${Date.now()}_${process.pid}`;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), { max: 2, onnotice: () => {} });
  return {
    url: url.toString(),
    sql,
    async drop() {
      await sql.end({ timeout: 5 });
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
