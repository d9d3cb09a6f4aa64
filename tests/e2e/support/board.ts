// The fake project board of the browser tests (tests/support/fake-board, started by the
// Playwright config as a second web server): where it listens and the test-only key and ids the
// gateway is given, plus reading its pulses back the way the board's own API offers them.
import { type APIRequestContext, expect } from '@playwright/test';

const port = Number(process.env.E2E_BOARD_PORT ?? 4339);

export const E2E_BOARD = {
  port,
  url: `http://127.0.0.1:${port}`,
  key: 'e2e-board-key',
  boardId: 'e2e-board',
  groupId: 'e2e-group',
  /** The names `GET /boards/{id}.json` answers, shown in the CMS bug-report list. */
  boardName: 'Meldingen zorgevaluatie',
  groupTitle: 'Nieuwe meldingen',
  userId: 'e2e-user',
} as const;

/** A pulse as the board's `GET /pulses.json` lists it. */
export interface BoardPulse {
  id: number;
  name: string;
  board_id: string;
  group_id: string;
}

/** A pulse as the fake board received it (its test hook `GET /__pulses`), with the update text. */
export interface ReceivedPulse extends BoardPulse {
  user_id: string | number | null;
  update_text: string;
  idempotency_key: string | null;
}

/**
 * Waits (at most `timeoutMs`) until the board lists a pulse named `name`, asking it the way the
 * gateway does (`GET /pulses.json` with the key), and returns what the board received for it.
 */
export async function waitForPulse(
  request: APIRequestContext,
  name: string,
  timeoutMs = 10_000,
): Promise<ReceivedPulse> {
  let listed: BoardPulse | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `${E2E_BOARD.url}/pulses.json?board_id=${E2E_BOARD.boardId}`,
          { headers: { authorization: `Bearer ${E2E_BOARD.key}` } },
        );
        expect(response.status()).toBe(200);
        const { pulses } = (await response.json()) as { pulses: BoardPulse[] };
        listed = pulses.find((pulse) => pulse.name === name);
        return listed !== undefined;
      },
      { timeout: timeoutMs, intervals: [200] },
    )
    .toBe(true);
  const response = await request.get(`${E2E_BOARD.url}/__pulses`);
  const { pulses } = (await response.json()) as { pulses: ReceivedPulse[] };
  const received = pulses.filter((pulse) => pulse.name === name);
  // Exactly one pulse per report: the gateway never delivers twice.
  expect(received).toHaveLength(1);
  return received[0] as ReceivedPulse;
}
