// One Vitest run over every workspace: each project keeps its own environment and plugins.
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// graphql 16 ships CommonJS (`main`) and ESM (`module`) without an `exports` map: Node loads the
// CommonJS build for everyone, Vite would pick the ESM one for our files while @graphql-tools still
// requires the CommonJS one, and graphql refuses types from "another realm". Use Node's choice.
const graphqlMain = createRequire(import.meta.url).resolve('graphql');
const resolve = { alias: [{ find: /^graphql$/, replacement: graphqlMain }] };

export default defineConfig({
  test: {
    // Two test files at a time on a 2-core machine (Vitest's default there is one): the
    // integration files spend much of their time waiting on HTTP and on the PostgreSQL server, so
    // two overlap well (docs/testing.md, "How `npm test` runs").
    maxWorkers: 2,
    projects: [
      {
        resolve,
        test: {
          name: 'gateway',
          root: './gateway',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // Node-only files without module mocks share each worker's module cache (docs/testing.md).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      './web/vitest.config.ts',
      {
        resolve,
        test: {
          name: 'integration',
          root: './tests',
          environment: 'node',
          include: ['**/*.test.ts'],
          exclude: ['e2e/**', '**/node_modules/**'],
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
