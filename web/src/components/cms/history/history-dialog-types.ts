// What the `history` dialog takes (typed in store/actions.ts by declaration merging): the record
// whose timeline it shows, for records without an editor page of their own (centres,
// specializations), and the labels of its fields.
import type { HistoryRecord } from './history-record.ts';

export interface HistoryDialogPayload {
  record: HistoryRecord;
  /** The record's fields as /v1 names them, with their labels (`title` → "Naam"). */
  labels?: Readonly<Record<string, string>>;
  /** The person may restore versions and fields. */
  canRestore: boolean;
}

declare module '../../../store/actions.ts' {
  interface DialogPayloads {
    history: HistoryDialogPayload;
  }
}
