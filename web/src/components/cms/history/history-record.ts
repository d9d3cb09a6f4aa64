// The record whose history is shown, as the history names it (`GET /v1/history`'s filters).
export interface HistoryRecord {
  /** The record's kind as its /v1 path names it: `evaluations`, `trial-bureau`, `users`. */
  recordType: string;
  recordId: string;
}
