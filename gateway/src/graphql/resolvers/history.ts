// The history through the facade (issue 28): `history(recordType, recordId)` -> GET /v1/history
// with the record's filters. /v1 answers snake_case entries; a change's absent `before` or `after`
// (a field or item added or removed) reads as `added` or `removed`; actions are /v1's values
// behind the HistoryAction enum (enum-values.ts).
import type { Resolvers } from '../generated/resolvers-types.ts';

interface V1Change {
  field: string;
  before?: unknown;
  after?: unknown;
}

export const historyResolvers: Resolvers = {
  Query: {
    history: async (_root, { recordType, recordId, page, limit }, context) => {
      const answer = await context.v1.list('/history', {
        filter: { record_type: recordType, record_id: recordId },
        ...(page ? { page } : {}),
        ...(limit ? { limit } : {}),
      });
      return { data: answer.data, pageInfo: answer };
    },
    recentlyDeleted: async (_root, { page, limit }, context) => {
      const answer = await context.v1.list('/history', {
        filter: { restorable: true },
        ...(page ? { page } : {}),
        ...(limit ? { limit } : {}),
      });
      return { data: answer.data, pageInfo: answer };
    },
  },
  Mutation: {
    restoreVersion: async (_root, { entryId, field }, context) => {
      const restored = await context.v1.send<{
        record_type: string;
        record_id: number;
        fields: string[];
      }>('POST', `/history/${encodeURIComponent(entryId)}/restore`, field ? { field } : {});
      context.records.clear();
      return {
        recordType: restored.record_type,
        recordId: String(restored.record_id),
        fields: restored.fields,
      };
    },
  },
  HistoryFieldChange: {
    before: (change) => (change as unknown as V1Change).before ?? null,
    after: (change) => (change as unknown as V1Change).after ?? null,
    added: (change) => !('before' in change),
    removed: (change) => !('after' in change),
  },
};
