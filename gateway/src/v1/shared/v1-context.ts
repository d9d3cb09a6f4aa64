// What every /v1 handler works with: the database (or the write's transaction), who is calling,
// the language of messages, and the request's id and clock for the history.
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../domain/clock.ts';
import type { AnswerStore } from '../../http/anonymous-read-cache.ts';
import type { Locale } from './messages.ts';
import type { Viewer } from './viewer.ts';

export interface V1Context {
  db: Db;
  viewer: Viewer | null;
  locale: Locale;
  /** Answers shared by anonymous reads (http/anonymous-read-cache.ts), when the cache is on. */
  answers?: AnswerStore | undefined;
  /** The request's id (the history names the request a change came with). */
  requestId?: string;
  /** The one clock, when the app was given one (domain/clock.ts). */
  clock?: Clock;
  /**
   * A write the scheduler makes (v1/schedule/): who planned it (null: their account is gone). The
   * history names the scheduler as its actor, on behalf of them.
   */
  scheduledBy?: number | null;
  /** Told by the history's recorder that this request's write is recorded (plugin.ts checks). */
  recorded?: () => void;
}
