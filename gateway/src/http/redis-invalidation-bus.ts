// Cache invalidations between gateway processes over Redis pub/sub: a write on one gateway empties
// the anonymous-read cache of every other one sharing REDIS_URL. A gateway ignores its own
// messages (it has emptied its cache already).
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { InvalidationBus } from './anonymous-read-cache.ts';

export function createRedisInvalidationBus(
  redisUrl: string,
  channel: string,
  onError: (error: Error) => void,
): InvalidationBus {
  const self = randomUUID();
  const options = { connectTimeout: 2_000, maxRetriesPerRequest: 1 } as const;
  const publisher = new Redis(redisUrl, options);
  // A connection in subscriber mode can do nothing else.
  const subscriber = new Redis(redisUrl, options);
  publisher.on('error', onError);
  subscriber.on('error', onError);
  return {
    publish() {
      publisher.publish(channel, self).catch(onError);
    },
    subscribe(onInvalidate) {
      subscriber.on('message', (from: string, sender: string) => {
        if (from === channel && sender !== self) onInvalidate();
      });
      // Messages sent while the connection was down are lost: start afresh on every (re)connect.
      subscriber.on('ready', onInvalidate);
      subscriber.subscribe(channel).catch(onError);
    },
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
