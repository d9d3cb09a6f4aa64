// The soak in miniature for `npm test`: one minute (SOAK_SHORT_DURATION_S) of the mixed load on
// PGlite, or on PostgreSQL when DATABASE_URL is set; the ten-minute run is `npm run test:soak`.
import { describe, expect, it } from 'vitest';
import { formatSoakReport, runSoak } from './soak.ts';

const durationS = Number(process.env.SOAK_SHORT_DURATION_S ?? 60);

describe('soak (short)', () => {
  it(
    `keeps errors under 0.1% and memory flat through ${durationS} s of mixed load`,
    async () => {
      const result = await runSoak({
        durationS,
        databaseUrl: process.env.DATABASE_URL || undefined,
        memoryIntervalMs: 2_000,
      });
      const report = formatSoakReport(result);
      expect(result.failures, report).toEqual([]);
      expect(result.kinds.every((kind) => kind.count > 0)).toBe(true);
      expect(result.memory.length).toBeGreaterThanOrEqual(Math.floor(durationS / 2) - 3);
    },
    durationS * 1000 * 2 + 60_000,
  );
});
