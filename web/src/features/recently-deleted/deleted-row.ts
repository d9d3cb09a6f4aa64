// One row of "Recent verwijderd" from its history entry: a deleted record is its title and kind; a
// removed item of a record (`documents[12]` removed) is the item's name, read from the change's
// `before`, its kind, and the record it belonged to.
import { recordName } from '../../components/cms/history/value-view.ts';
import { parsePath, type RecordedChange } from '../../components/cms/history/entry-changes.ts';

export interface DeletedRow {
  id: string;
  /** The deleted record's or items' names. */
  name: string | null;
  /** The record kind or item kind (`evaluations`, `documents`), as /v1 names it. */
  kind: string;
  /** For a removed item: the record it belonged to. */
  owner: { kind: string; title: string | null } | null;
}

interface Entry {
  id: string;
  action: string;
  recordType: string;
  recordTitle?: string | null;
  changes: readonly RecordedChange[];
}

export function deletedRow(entry: Entry): DeletedRow {
  if (entry.action === 'DELETE')
    return { id: entry.id, name: entry.recordTitle ?? null, kind: entry.recordType, owner: null };
  const removed = entry.changes.flatMap((change) => {
    const path = parsePath(change.field);
    if (path.item === null || path.inner !== null || !change.removed) return [];
    const before = change.before;
    return [
      { kind: path.top, name: before && typeof before === 'object' ? recordName(before) : '' },
    ];
  });
  const names = removed.map((item) => item.name).filter(Boolean);
  return {
    id: entry.id,
    name: names.length > 0 ? names.join(', ') : null,
    kind: removed[0]?.kind ?? entry.recordType,
    owner: { kind: entry.recordType, title: entry.recordTitle ?? null },
  };
}
