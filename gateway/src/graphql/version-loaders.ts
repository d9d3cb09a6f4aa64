// Per-request loaders of record versions: every `version` a GraphQL operation asks for, per kind
// of record, in one `GET /v1/history/versions?record_type=..&ids[]=..` per tick (100 at a time), so
// a list of a hundred evaluations with their versions costs one /v1 call, not a hundred.
import DataLoader from 'dataloader';
import type { CallerV1 } from './caller-v1.ts';

const MAX_BATCH = 100;

export interface VersionLoaders {
  /** The version of record `id` of the kind at /v1 `path` (`/evaluations`). */
  load(path: string, id: string | number): Promise<number | null>;
}

export function versionLoaders(v1: CallerV1): VersionLoaders {
  const loaders = new Map<string, DataLoader<string, number | null>>();
  const loaderFor = (path: string) => {
    let loader = loaders.get(path);
    if (!loader) {
      loader = new DataLoader(
        async (ids) => {
          const valid = ids.filter((id) => /^[1-9]\d{0,8}$/.test(id));
          if (valid.length === 0) return ids.map(() => null);
          const answer = await v1.getPlain<{ data: { id: number; version: number }[] }>(
            `/history/versions?record_type=${encodeURIComponent(path.slice(1))}&${valid
              .map((id) => `ids[]=${id}`)
              .join('&')}`,
          );
          const byId = new Map(answer.data.map((row) => [String(row.id), row.version]));
          return ids.map((id) => byId.get(id) ?? null);
        },
        { maxBatchSize: MAX_BATCH },
      );
      loaders.set(path, loader);
    }
    return loader;
  };
  return { load: (path, id) => loaderFor(path).load(String(id)) };
}
