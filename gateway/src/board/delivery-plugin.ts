// Runs the bug-report delivery worker with the app: started when the app is ready, stopped (board
// calls aborted, their outcome recorded) before the database closes. Routes reach it through
// `app.bugReportDelivery` to nudge it; tests call its `deliverDue()`.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { type BugReportDelivery, createBugReportDelivery } from './delivery-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    bugReportDelivery: BugReportDelivery;
  }
}

export function registerBugReportDelivery(
  app: FastifyInstance,
  options: { db: Db; config: Config },
): BugReportDelivery {
  const delivery = createBugReportDelivery({ ...options, log: app.log });
  app.decorate('bugReportDelivery', delivery);
  app.addHook('onReady', async () => delivery.start());
  app.addHook('onClose', async () => delivery.stop());
  return delivery;
}
