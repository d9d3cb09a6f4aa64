// knip: no unused file, export or dependency (run by `npm run check`). Exports used only in their
// own file are not counted; an export read by name from a lazily loaded module is tagged @public.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      entry: [
        'scripts/*.ts',
        'bench/*.ts',
        'tests/**/*.test.ts',
        'tests/e2e/**/*.spec.ts',
        'tests/support/fake-board/*.ts',
        // Loaded into a gateway process with `node --import <path>` by the soak and tracing tests.
        'tests/soak/memory-probe.ts',
        'tests/support/module-probe.ts',
      ],
      project: ['scripts/**/*.ts', 'bench/**/*.ts', 'tests/**/*.ts'],
      // dependency-cruiser's parser (`parser: 'swc'` in .dependency-cruiser.cjs): it cannot read
      // TypeScript 7 sources with its TypeScript parser.
      ignoreDependencies: ['@swc/core'],
    },
    gateway: {
      // Migrations are loaded by file name (db/migrate.ts); the rest start from package.json's
      // scripts and the tests.
      entry: ['src/**/*.test.ts', 'src/db/migrations/*.ts'],
      project: ['src/**/*.ts'],
      ignore: ['src/graphql/generated/**'],
    },
    web: {
      // The build renders the public pages through this module (scripts/prerender-pages.ts).
      entry: ['src/prerender/render-pages.tsx', 'src/**/*.test.{ts,tsx}'],
      project: ['src/**/*.{ts,tsx,css}'],
      ignore: ['src/gql/**', 'src/features/graphiql/gql/**'],
    },
  },
};

export default config;
