// Imports that run one way (decision 049, docs/architecture.md). `npm run lint` runs these rules; CI fails on any.
const server = 'apps/server/src/';
// A test, or a test kit: the only code allowed to import across the floors and to import kits.
const testCode = '(\\.test\\.tsx?$|/testing/)';

// The server's floors, bottom first. A folder imports only its own floor and those below it.
const floors = [
  ['env\\.ts$', 'db/', 'lib/'],
  ['audit/'],
  ['ops/'],
  ['outbound/'],
  ['models/'],
  ['support/'],
  ['releases/'],
  ['security/'],
  ['billing/'],
  ['auth/'],
  ['mfa/'],
  ['teams/'],
  ['scim/'],
  ['usage/'],
  ['ai/'],
  ['account/'],
  ['routes/'],
  ['app\\.ts$', 'index\\.ts$'],
];
const under = (folders) => `^${server}(${folders.join('|')})`;

export default {
  forbidden: [
    {
      // A circle has no bottom: none of its files can be read, tested or moved alone. Type imports count too.
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...floors.slice(0, -1).map((floor, i) => ({
      // A lower floor never knows the floors above it, so each can be read and tested on its own.
      name: `server-floor-${i}-${floor.map((f) => f.replace(/\\\.ts\$|\//g, '')).join('-')}`,
      severity: 'error',
      from: { path: under(floor), pathNot: testCode },
      to: { path: under(floors.slice(i + 1).flat()) },
    })),
    {
      // A server folder missing from the floors above would escape the order: place it before it imports anything.
      name: 'server-folder-on-a-floor',
      severity: 'error',
      from: { path: `^${server}`, pathNot: [under(floors.flat()), testCode] },
      to: {},
    },
    {
      // Test kits (fakes, seeded users, spawned servers) live in a testing/ folder and never ship.
      name: 'no-test-kit-in-production',
      severity: 'error',
      from: { pathNot: testCode },
      to: { path: '(/testing/|-test-kit\\.tsx?$|-for-test\\.tsx?$)' },
    },
    {
      // A kit named as one but kept among production files is found by nobody: it belongs in testing/.
      name: 'test-kit-outside-testing',
      severity: 'error',
      from: { path: '(-test-kit|-for-test)\\.tsx?$', pathNot: '/testing/' },
      to: {},
    },
    {
      // The shared package is read by every app; an import of one app would pull it into the others.
      name: 'shared-imports-no-app',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // Only the website maps a path alias (`@/` → apps/web/src); the other apps import relatively.
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
  },
};
