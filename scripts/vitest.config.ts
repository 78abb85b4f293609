import { defineProject } from 'vitest/config';

// The repository's own scripts (npm run release), tested like a workspace.
export default defineProject({ test: { name: 'scripts', include: ['**/*.test.ts'], environment: 'node' } });
