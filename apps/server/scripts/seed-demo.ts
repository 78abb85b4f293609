// `npm run seed:demo`: a demo Pro team with 13 months of usage statistics, to see the usage dashboards on a fresh clone
// (decision 037). Uses the same configuration as the server (DATA_DIR or DATABASE_URL); with the embedded database,
// stop the server first (PGlite has one process). Prints the accounts to sign in with.
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { loadEnv } from '../src/env.ts';
import { seedDemoTeam } from '../src/usage/demo-usage.ts';

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
await migrateDatabase(database);
const prefix = process.argv[2] ?? `demo-${Date.now().toString(36)}`;
const team = await seedDemoTeam(database.db, { prefix });
await database.close();
console.log(`Demo team "Acme Support" created. Sign in at ${env.PUBLIC_URL}/en/auth with password "${team.password}":`);
console.log(`  owner: ${team.owner}\n  admin: ${team.members[0]}\n  member: ${team.members[1]}`);
