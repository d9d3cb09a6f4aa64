// The retry schedule of bug-report delivery: exponential from the base, capped, with +-20% jitter.
import { describe, expect, it } from 'vitest';
import { idempotencyKey, retryDelay } from './delivery-worker.ts';

describe('bug report delivery schedule', () => {
  it('doubles the delay per failed attempt up to the cap', () => {
    const middle = () => 0.5;
    expect(
      [1, 2, 3, 4, 5].map((attempts) => retryDelay(attempts, 30_000, 3_600_000, middle)),
    ).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(retryDelay(9, 30_000, 3_600_000, middle)).toBe(3_600_000);
    expect(retryDelay(500, 30_000, 3_600_000, middle)).toBe(3_600_000);
  });

  it('spreads retries by 20% either way', () => {
    expect(retryDelay(1, 1_000, 10_000, () => 0)).toBe(800);
    expect(retryDelay(1, 1_000, 10_000, () => 0.999_999)).toBe(1_200);
  });

  it('keys the board call by the report', () => {
    expect(idempotencyKey('6f1c0b9e-0000-4000-8000-000000000001')).toBe(
      'bug-report-6f1c0b9e-0000-4000-8000-000000000001',
    );
  });
});
