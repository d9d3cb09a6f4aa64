// What every resolver gets: /v1 on behalf of the caller and the request's record loaders.
import { type CallerV1, callerV1 } from './caller-v1.ts';
import { type RecordLoaders, recordLoaders } from './record-loaders.ts';
import type { V1CallerHeaders, V1Client } from './v1-client.ts';

export interface GraphQLContext {
  v1: CallerV1;
  records: RecordLoaders;
  /** Whether the caller sent a bearer token (`me` answers null without one). */
  hasToken: boolean;
}

export function createContext(client: V1Client, caller: V1CallerHeaders): GraphQLContext {
  const v1 = callerV1(client, caller);
  return {
    v1,
    records: recordLoaders(v1),
    hasToken: /^Bearer\s+\S+/i.test(caller.authorization ?? ''),
  };
}
