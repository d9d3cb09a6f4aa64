// Delivers stored bug reports to the project board, in the gateway process: claims due reports with
// a lease (so two gateway processes never deliver the same report at once), creates the pulse with
// an idempotency key per report, reads it back, and on failure schedules a retry with capped
// exponential backoff. All state is in the bug_reports table, so delivery survives restarts.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type Selectable, sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { BugReportsTable } from '../db/types.ts';
import {
  type BoardClient,
  BoardError,
  type BoardSettings,
  boardSettings,
  createBoardClient,
} from './board-client.ts';
import { reportText } from './report-text.ts';

export interface BugReportDelivery {
  /** Whether the board is configured (URL, board id and group id set). */
  readonly configured: boolean;
  /** Makes not-configured reports pending (when configured) and starts polling. */
  start(): Promise<void>;
  /** Stops polling, aborts board calls in flight and waits for the current run to record them. */
  stop(): Promise<void>;
  /** Asks for a run soon (after a report was stored or a retry was asked for). */
  nudge(): void;
  /** Delivers every report due now, one after another; answers how many attempts were made. */
  deliverDue(): Promise<number>;
}

export interface DeliveryOptions {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** Replaces the HTTP client (never needed outside tests). */
  client?: BoardClient;
}

type Report = Selectable<BugReportsTable>;

export const idempotencyKey = (reportId: string) => `bug-report-${reportId}`;

/** Backoff before attempt n+1 after n failed attempts: base * 2^(n-1), capped, +-20% jitter. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number, random = Math.random) {
  const exponential = baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 40));
  return Math.round(Math.min(exponential, maxMs) * (0.8 + 0.4 * random()));
}

const MAX_ERROR_CHARS = 500;

function describeError(error: unknown, settings: BoardSettings): string {
  const text = error instanceof BoardError ? error.message : 'unexpected failure';
  const safe = settings.apiKey ? text.replaceAll(settings.apiKey, '[redacted]') : text;
  return safe.slice(0, MAX_ERROR_CHARS);
}

export function createBugReportDelivery(options: DeliveryOptions): BugReportDelivery {
  const { db, config, log } = options;
  const settings = boardSettings(config);
  const client = settings ? (options.client ?? createBoardClient(settings)) : undefined;
  // Every call of one attempt has its own time limit; the lease covers the three calls and margin.
  const leaseMs = config.BOARD_TIMEOUT_MS * 4;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let nudged = false;
  let running: Promise<number> = Promise.resolve(0);
  const abort = new AbortController();

  const claim = async (): Promise<{ report: Report; token: string } | undefined> => {
    const token = randomUUID();
    const { rows } = await sql<Report>`
      update bug_reports
      set lease_until = now() + ${leaseMs}::integer * interval '1 millisecond', lease_token = ${token}
      where id in (
        select id from bug_reports
        where delivery_state = 'pending' and next_attempt_at <= now()
          and (lease_until is null or lease_until < now())
        order by next_attempt_at, id
        limit 1
        for update skip locked)
      returning *`.execute(db);
    const report = rows[0];
    return report ? { report, token } : undefined;
  };

  const owned = (id: string, token: string) =>
    db.updateTable('bug_reports').where('id', '=', id).where('lease_token', '=', token);

  const attempt = async (report: Report, token: string, board: BoardClient): Promise<void> => {
    const key = idempotencyKey(report.id);
    const signal = abort.signal;
    try {
      let pulseId: string | undefined;
      if (report.may_have_reached_board) pulseId = (await board.findPulse(key, signal))?.id;
      if (pulseId === undefined) {
        // Recorded before sending: if this process dies mid-call, the next attempt looks first.
        await owned(report.id, token).set({ may_have_reached_board: true }).execute();
        const created = await board.createPulse(
          { idempotencyKey: key, name: report.title, text: reportText(report, config.publicUrl) },
          signal,
        );
        pulseId = created.id;
      }
      const confirmed = await board.getPulse(pulseId, signal);
      if (!confirmed) throw new BoardError(`pulse ${pulseId} not found when read back`, true);
      await owned(report.id, token)
        .set({
          delivery_state: 'delivered',
          pulse_id: pulseId,
          delivered_at: sql<Date>`now()`,
          attempts: report.attempts + 1,
          next_attempt_at: null,
          last_error: null,
          lease_until: null,
          lease_token: null,
        })
        .execute();
      log.info({ bugReportId: report.id, pulseId }, 'bug report delivered to the project board');
    } catch (error) {
      const attempts = report.attempts + 1;
      const delay = retryDelay(attempts, config.BOARD_RETRY_BASE_MS, config.BOARD_RETRY_MAX_MS);
      const lastError = settings ? describeError(error, settings) : 'not configured';
      await owned(report.id, token)
        .set({
          attempts,
          last_error: lastError,
          next_attempt_at: sql<Date>`now() + ${delay}::integer * interval '1 millisecond'`,
          lease_until: null,
          lease_token: null,
        })
        .execute();
      if (!(error instanceof BoardError))
        log.error(
          { err: error, bugReportId: report.id },
          'bug report delivery failed unexpectedly',
        );
      log.warn(
        { bugReportId: report.id, attempts, retryInMs: delay, error: lastError },
        'bug report delivery failed; retrying later',
      );
    }
  };

  const runOnce = async (): Promise<number> => {
    if (!client) return 0;
    let made = 0;
    while (!stopped) {
      const claimed = await claim();
      if (!claimed) break;
      await attempt(claimed.report, claimed.token, client);
      made += 1;
    }
    return made;
  };

  const deliverDue = (): Promise<number> => {
    // One run at a time in this process; the lease keeps other processes apart.
    const next = running.catch(() => 0).then(runOnce);
    running = next.catch((error: unknown) => {
      log.error({ err: error }, 'bug report delivery run failed');
      return 0;
    });
    return next;
  };

  const background = () => {
    if (stopped || nudged) return;
    nudged = true;
    setImmediate(() => {
      nudged = false;
      if (!stopped) deliverDue().catch(() => undefined);
    });
  };

  return {
    configured: settings !== undefined,
    async start() {
      if (!settings) return;
      // Reports stored while no board was configured are delivered now that one is.
      await db
        .updateTable('bug_reports')
        .set({ delivery_state: 'pending', next_attempt_at: sql<Date>`now()` })
        .where('delivery_state', '=', 'not_configured')
        .execute();
      timer = setInterval(background, config.BOARD_POLL_INTERVAL_MS);
      timer.unref();
      background();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      abort.abort();
      await running;
    },
    nudge: background,
    deliverDue,
  };
}

/** Bug reports waiting to be delivered (the queue's depth, for the metrics). */
export async function pendingBugReports(db: Db): Promise<number> {
  const row = await db
    .selectFrom('bug_reports')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('delivery_state', '=', 'pending')
    .executeTakeFirstOrThrow();
  return row.n;
}
