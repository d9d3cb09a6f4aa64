// The start waits out a database that is not answering yet (a fake clock, no real waiting), and
// fails at once on any other error or once the wait is over.
import { describe, expect, it } from 'vitest';
import { waitUntilAnswering } from './wait-for-database.ts';

const unavailable = () => new Error('Connection terminated due to connection timeout');

function fakeClock() {
  let time = 0;
  const pauses: number[] = [];
  return {
    now: () => time,
    sleep: async (ms: number) => {
      pauses.push(ms);
      time += ms;
    },
    pauses,
  };
}

const silent = { warn: () => undefined };

describe('waitUntilAnswering', () => {
  it('tries again, with growing pauses, until the database answers', async () => {
    const clock = fakeClock();
    let calls = 0;
    await waitUntilAnswering({
      check: async () => {
        calls += 1;
        if (calls < 4) throw unavailable();
      },
      log: silent,
      ...clock,
    });
    expect(calls).toBe(4);
    expect(clock.pauses).toEqual([250, 500, 1000]);
  });

  it('fails at once on an error that is not about reaching the database', async () => {
    const clock = fakeClock();
    const refused = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    await expect(
      waitUntilAnswering({ check: () => Promise.reject(refused), log: silent, ...clock }),
    ).rejects.toBe(refused);
    expect(clock.pauses).toEqual([]);
  });

  it('gives up with the last error once the wait is over', async () => {
    const clock = fakeClock();
    await expect(
      waitUntilAnswering({
        check: () => Promise.reject(unavailable()),
        log: silent,
        waitMs: 10_000,
        ...clock,
      }),
    ).rejects.toThrow('connection timeout');
    expect(clock.now()).toBeLessThanOrEqual(10_000);
    expect(clock.pauses).toEqual([250, 500, 1000, 2000, 4000]);
  });
});
