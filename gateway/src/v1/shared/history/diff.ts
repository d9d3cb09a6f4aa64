// What a write changed, field by field: the record as /v1 answers it before and after the write
// (every include), compared. A list of items with ids (criteria, people, documents) is compared
// item by item, so an added criterion, a removed person or a replaced document is one change of
// its own; any other value is compared as a whole. Timestamps the database keeps are no change.

/** One change: `field` is a path (`title`, `criteria[12]`, `criteria[12].content`). */
export interface FieldChange {
  field: string;
  /** Absent (undefined) when the field or item did not exist before; null is a value. */
  before?: unknown;
  after?: unknown;
}

type Json = Record<string, unknown>;

/** Kept by the database on every write: they say when, which the entry says already. */
const ignoredKeys = new Set(['created_at', 'updated_at']);

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const idOf = (item: unknown): string | undefined =>
  isObject(item) && (typeof item.id === 'number' || typeof item.id === 'string')
    ? String(item.id)
    : undefined;

const isKeyedList = (value: unknown): value is Json[] =>
  Array.isArray(value) && value.every((item) => idOf(item) !== undefined);

/** Canonical JSON (keys sorted), so equal values compare equal whatever their key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    isObject(inner)
      ? Object.fromEntries(
          Object.keys(inner)
            .sort()
            .map((key) => [key, inner[key]]),
        )
      : inner,
  );
}

const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

function without(record: Json): Json {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !ignoredKeys.has(key)));
}

function diffLists(field: string, before: Json[], after: Json[], out: FieldChange[]): void {
  const old = new Map(before.map((item) => [idOf(item) as string, without(item)]));
  const now = new Map(after.map((item) => [idOf(item) as string, without(item)]));
  for (const [id, item] of old) {
    const next = now.get(id);
    if (next === undefined) out.push({ field: `${field}[${id}]`, before: item });
    else diffObjects(`${field}[${id}].`, item, next, out);
  }
  for (const [id, item] of now)
    if (!old.has(id)) out.push({ field: `${field}[${id}]`, after: item });
}

function diffObjects(prefix: string, before: Json, after: Json, out: FieldChange[]): void {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    if (ignoredKeys.has(key)) continue;
    const field = `${prefix}${key}`;
    const a = before[key];
    const b = after[key];
    if (same(a, b)) continue;
    if (isKeyedList(a) && isKeyedList(b)) diffLists(field, a, b, out);
    else
      out.push({
        field,
        ...(a === undefined ? {} : { before: a }),
        ...(b === undefined ? {} : { after: b }),
      });
  }
}

/**
 * The changes from one state of a record to the next; `undefined` is a record that does not exist
 * (before a create, after a delete), whose fields then all change.
 */
export function diffRecords(before: Json | undefined, after: Json | undefined): FieldChange[] {
  const out: FieldChange[] = [];
  diffObjects('', before ?? {}, after ?? {}, out);
  return out;
}
