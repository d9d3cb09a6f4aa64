// What every resolver gets: /v1 on behalf of the caller and the request's record and version
// loaders.
import { type CallerV1, callerV1 } from './caller-v1.ts';
import { type RecordLoaders, recordLoaders } from './record-loaders.ts';
import { type VersionLoaders, versionLoaders } from './version-loaders.ts';
import type { V1CallerHeaders, V1Client } from './v1-client.ts';

export interface GraphQLContext {
  v1: CallerV1;
  records: RecordLoaders;
  /** The versions of records (`version` fields), batched per kind. */
  versions: VersionLoaders;
  /** Whether the caller sent a bearer token (`me` answers null without one). */
  hasToken: boolean;
}

export function createContext(client: V1Client, caller: V1CallerHeaders): GraphQLContext {
  const v1 = callerV1(client, caller);
  return {
    v1,
    records: recordLoaders(v1),
    versions: versionLoaders(v1),
    hasToken: /^Bearer\s+\S+/i.test(caller.authorization ?? ''),
  };
}
