// `npm run release`: one version for everything Selecta ships (decision 048). Turns the pending changesets into the
// next version and its CHANGELOG entry (Changesets, in @selecta/shared), builds and checks the store packages
// (`npm run package`), and gathers in .release/<version>/ what an organisation's server and its admins need: the store
// packages, the extension packages the server serves and signs, and checksums. Then it says what to commit and tag.
import { execSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checksums, pendingChangesets } from './release/release-files.ts';

const run = (command: string) => execSync(command, { stdio: 'inherit' });
const version = () => (JSON.parse(readFileSync('packages/shared/package.json', 'utf8')) as { version: string }).version;

const pending = pendingChangesets('.changeset');
if (pending.length === 0) {
  console.error('✘ Nothing to release: describe each change in a changeset first (`npx changeset`, see .changeset/README.md).');
  process.exit(1);
}
const previous = version();
run('npx changeset version');
const next = version();
console.log(`✔ ${previous} → ${next}: ${pending.length} changeset${pending.length === 1 ? '' : 's'} in CHANGELOG.md`);

// Every build below carries the new version (the extension's manifests, the server, the website).
run('npm run package');

const out = path.join('.release', next);
rmSync(out, { recursive: true, force: true });
mkdirSync(path.join(out, 'self-hosted'), { recursive: true });
for (const store of ['chrome', 'edge', 'firefox']) cpSync(path.join('apps/extension/.output/store', store), path.join(out, 'store', store), { recursive: true });
for (const file of ['selecta-chrome.zip', 'selecta-firefox.zip']) cpSync(path.join('apps/extension/.output', file), path.join(out, 'self-hosted', file));
writeFileSync(path.join(out, 'SHA256SUMS'), `${checksums(out).join('\n')}\n`);
console.log(`✔ release ${next} in ${out}: store/ (upload to the stores), self-hosted/ (what servers serve), SHA256SUMS`);

const image = existsSync('deploy/Dockerfile') ? `docker build -f deploy/Dockerfile -t selecta:${next} --build-arg EXTENSION_SERVER_URL=https://<your server> .` : '';
console.log(`
Next:
  git add -A && git commit -m "Release ${next}" && git tag v${next}
  ${image}
Servers sign the Chromium package with their own key when they start serving it (EXTENSION_SIGNING_KEY); browsers that
force-install from a server take ${next} at their next update check once that server runs it.`);
