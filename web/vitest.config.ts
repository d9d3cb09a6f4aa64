// Vitest project configuration for the web app's unit tests (jsdom).
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { inlineGraphqlDocuments } from '../scripts/inline-graphql-documents.ts';

export default defineProject({
  root: import.meta.dirname,
  // Documents inlined as in the build, each with its printed text: screens under test send what
  // the built app sends (api/public-query.ts), without loading graphql-js to print it.
  plugins: [
    {
      ...inlineGraphqlDocuments({ gqlDir: path.join(import.meta.dirname, 'src/gql') }),
      apply: undefined,
    },
    react(),
  ],
  test: {
    name: 'web',
    environment: 'jsdom',
    // Each file still runs in its own VM context, but on a jsdom created once per worker: creating
    // it for each of the 111 files was more than half of this project's time (1 min 46 s -> 24 s).
    pool: 'vmThreads',
    // A pool of its own resolves its own worker count: the same two as the Node projects (root
    // vitest.config.ts), which Vitest requires of projects that run in one group.
    maxWorkers: 2,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-support/setup.ts'],
    // At least twice what the slowest test takes with both suites running (about 6 s).
    testTimeout: 15_000,
  },
});
