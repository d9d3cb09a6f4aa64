// Runs the bug-report delivery worker with the app: started when the app is ready, stopped (board
// calls aborted, their outcome recorded) before the database closes. Routes reach it through
// `app.bugReportDelivery` to nudge it; tests call its `deliverDue()`. The board's check
// (`app.boardStatus`, board-status.ts) starts when the app is ready and is not waited for.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { boardSettings, createBoardClient } from './board-client.ts';
import { type BoardStatusCheck, createBoardStatusCheck } from './board-status.ts';
import { type BugReportDelivery, createBugReportDelivery } from './delivery-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    bugReportDelivery: BugReportDelivery;
    boardStatus: BoardStatusCheck;
  }
}

export function registerBugReportDelivery(
  app: FastifyInstance,
  options: { db: Db; config: Config },
): BugReportDelivery {
  const delivery = createBugReportDelivery({ ...options, log: app.log });
  app.decorate('bugReportDelivery', delivery);
  const settings = boardSettings(options.config);
  const status = createBoardStatusCheck({
    settings,
    client: settings ? createBoardClient(settings) : undefined,
    log: app.log,
  });
  app.decorate('boardStatus', status);
  app.addHook('onReady', async () => {
    // In the background: a board that is away must not hold up (or fail) the start.
    void status.check();
    await delivery.start();
  });
  app.addHook('onClose', async () => {
    status.stop();
    await delivery.stop();
  });
  return delivery;
}
