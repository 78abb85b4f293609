// Generates the SQL migration of each domain whose schema changed: `npm run db:generate -w @selecta/server [domain]`.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const domains = ['auth', 'billing', 'ai', 'account', 'teams', 'support', 'models', 'usage', 'audit', 'mfa', 'scim'];
const wanted = process.argv[2] ? [process.argv[2]] : domains;
for (const domain of wanted) {
  const schema = `src/db/schema/${domain}.ts`;
  if (!existsSync(schema)) continue;
  execFileSync(
    'drizzle-kit',
    ['generate', '--dialect=postgresql', `--schema=${schema}`, `--out=src/db/migrations/${domain}`],
    { stdio: 'inherit' },
  );
}
