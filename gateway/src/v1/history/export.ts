// The history as CSV: one line per field change (an entry with three changes is three lines), in
// UTF-8 with a byte-order mark so spreadsheet programs read the accents; values as JSON text.
import type { StoredHistoryEntry } from '../shared/history/chain.ts';

const header = [
  'entry_id',
  'at',
  'actor_id',
  'actor_name',
  'actor_role',
  'request_id',
  'record_type',
  'record_id',
  'record_title',
  'action',
  'field',
  'before',
  'after',
  'hash',
];

/** A CSV cell: quoted when it holds a separator, quote or line break; formulas defused. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet (CSV injection).
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export async function historyCsv(entries: AsyncIterable<StoredHistoryEntry>): Promise<string> {
  const lines = [header.join(',')];
  for await (const entry of entries) {
    const common = [
      entry.id,
      entry.at.toISOString(),
      entry.actor_id,
      entry.actor_name,
      entry.actor_role,
      entry.request_id,
      entry.record_type,
      entry.record_id,
      entry.record_title,
      entry.action,
    ];
    for (const change of entry.changes)
      lines.push(
        [...common, change.field, change.before, change.after, entry.hash.trim()]
          .map(cell)
          .join(','),
      );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
