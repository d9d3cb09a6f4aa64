// One Vitest run over every workspace: each project keeps its own environment and plugins.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'gateway',
          root: './gateway',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      './web/vitest.config.ts',
      {
        test: {
          name: 'integration',
          root: './tests',
          environment: 'node',
          include: ['**/*.test.ts'],
          exclude: ['e2e/**', '**/node_modules/**'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
