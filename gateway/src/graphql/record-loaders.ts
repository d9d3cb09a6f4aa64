// Per-request DataLoaders: every record the facade needs by id, for one type and one set of
// `with[]` includes, is fetched in one `GET <path>?filter[ids][]=..&with[]=..` per tick instead of
// one call per record. A loader lives for one GraphQL request only, so nothing is shared between
// callers with different rights.
import DataLoader from 'dataloader';
import type { CallerV1, V1Record } from './caller-v1.ts';
import { resourceByType } from './catalog.ts';

/** /v1 pages hold at most 100 rows. */
const MAX_BATCH = 100;

export interface RecordLoaders {
  /** The record of `type` with `id` and the given includes, or null when /v1 does not show it. */
  load(type: string, id: string | number, includes?: readonly string[]): Promise<V1Record | null>;
  /** Forgets every loaded record (after a write, so later reads see it). */
  clear(): void;
}

export function recordLoaders(v1: CallerV1): RecordLoaders {
  const loaders = new Map<string, DataLoader<string, V1Record | null>>();

  const loaderFor = (type: string, includes: readonly string[]) => {
    const resource = resourceByType.get(type);
    if (!resource) throw new Error(`No /v1 resource for GraphQL type ${type}`);
    const withs = [...new Set(includes)].sort();
    const key = `${type}|${withs.join(',')}`;
    let loader = loaders.get(key);
    if (!loader) {
      loader = new DataLoader(
        async (ids) => {
          // An id /v1 could never hold is simply not found (and does not spoil the batch).
          const valid = ids.filter((id) => /^[1-9]\d{0,8}$/.test(id));
          if (valid.length === 0) return ids.map(() => null);
          const answer = await v1.list(resource.path, {
            filter: { ids: valid },
            ...(withs.length > 0 ? { with: withs } : {}),
            limit: MAX_BATCH,
          });
          const byId = new Map(answer.data.map((row) => [String(row.id), row]));
          return ids.map((id) => byId.get(id) ?? null);
        },
        { maxBatchSize: MAX_BATCH },
      );
      loaders.set(key, loader);
    }
    return loader;
  };

  return {
    load: (type, id, includes = []) => loaderFor(type, includes).load(String(id)),
    clear: () => loaders.clear(),
  };
}
