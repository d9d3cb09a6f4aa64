// What every /v1 module is handed (the database, settings, file storage and mailer) and the shape of
// a module: a function that registers its routes below /v1 (v1/plugin.ts registers them all).
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../domain/clock.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

export interface V1Options {
  db: Db;
  config: Config;
  storage: FileStorage;
  mailer: Mailer;
  /** The one clock (domain/clock.ts): what the history says a change happened at. */
  clock: Clock;
}

export type V1Module = (app: FastifyInstance, options: V1Options) => void | Promise<void>;
