// What a history entry changed, grouped per field of the record: a field's value before and after,
// the items of a list (criteria, documents, specializations) added, removed or changed, or a
// secret changed without its values (a password). Each group is named by the editor's label for
// its field where the editor knows it (`ends_at` → "Einddatum", `specializations` →
// "Specialismen", `criteria` → the relation tab "Criteria"), else by the path itself.
import type { EditorFields } from '../editor/editor-fields.ts';
import { recordName } from './value-view.ts';

export interface RecordedChange {
  field: string;
  before?: unknown;
  after?: unknown;
  added: boolean;
  removed: boolean;
}

interface GroupBase {
  /** The record's field as /v1 names it (what a field's restore names). */
  field: string;
  label: string;
  /** The editor's form field it is, when it has one: it may be restored on its own. */
  formField: string | null;
}

export interface ItemChange {
  item: string;
  /** The item's own field that changed (`content`). */
  inner: string;
  before: unknown;
  after: unknown;
}

export type ChangeGroup =
  | (GroupBase & { kind: 'value'; before: unknown; after: unknown })
  | (GroupBase & { kind: 'items'; added: string[]; removed: string[]; changed: ItemChange[] })
  | (GroupBase & { kind: 'secret' });

const itemName = (value: unknown) =>
  value && typeof value === 'object' ? recordName(value) : String(value);

const pathPattern = /^([^[.]+)(?:\[([^\]]*)\])?(?:\.(.+))?$/;

/** `criteria[12].content` → its field, item and the item's field. */
export function parsePath(path: string): {
  top: string;
  item: string | null;
  inner: string | null;
} {
  const match = pathPattern.exec(path);
  if (!match) return { top: path, item: null, inner: null };
  return { top: match[1] ?? path, item: match[2] ?? null, inner: match[3] ?? null };
}

const camel = (name: string) =>
  name.replace(/[_-]([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const singular = (name: string) =>
  name.endsWith('ies') ? `${name.slice(0, -3)}y` : name.endsWith('s') ? name.slice(0, -1) : name;

/** The form field a record's field is: `ends_at` → `endsAt`, `specializations` → `specializationIds`. */
export function formFieldOf(field: string, fields: EditorFields): string | null {
  const name = camel(field);
  const candidates = [
    name,
    `${name}Id`,
    `${singular(name)}Ids`,
    name.endsWith('Id') ? name.slice(0, -2) : null,
  ];
  return candidates.find((candidate) => candidate !== null && candidate in fields) ?? null;
}

/** A record's field as the editor names it; else its path. */
export function fieldLabel(
  field: string,
  fields: EditorFields,
  labels: Readonly<Record<string, string>> = {},
): string {
  const formField = formFieldOf(field, fields);
  if (formField) return fields[formField]?.label ?? field;
  return labels[field] ?? labels[camel(field)] ?? field;
}

/** An entry's changes, one group per field of the record, in the order they come. */
export function changeGroups(
  changes: readonly RecordedChange[],
  fields: EditorFields,
  labels: Readonly<Record<string, string>> = {},
): ChangeGroup[] {
  const groups = new Map<string, ChangeGroup>();
  for (const change of changes) {
    const { top, item, inner } = parsePath(change.field);
    const base = {
      field: top,
      label: fieldLabel(top, fields, labels),
      formField: formFieldOf(top, fields),
    };
    if (item === null) {
      // A change recorded without its values keeps a secret (a password): only that it changed.
      const secret = change.added && change.removed;
      groups.set(
        top,
        secret
          ? { ...base, kind: 'secret' }
          : { ...base, kind: 'value', before: change.before ?? null, after: change.after ?? null },
      );
      continue;
    }
    const existing = groups.get(top);
    const group =
      existing?.kind === 'items'
        ? existing
        : { ...base, kind: 'items' as const, added: [], removed: [], changed: [] };
    groups.set(top, group);
    if (inner !== null)
      group.changed.push({
        item: `#${item}`,
        inner,
        before: change.before ?? null,
        after: change.after ?? null,
      });
    else if (change.added && change.after) group.added.push(itemName(change.after));
    else if (change.removed && change.before) group.removed.push(itemName(change.before));
  }
  return [...groups.values()];
}

/** The labels of the fields an entry changed, each once. */
export const changedLabels = (groups: readonly ChangeGroup[]) => [
  ...new Set(groups.map((group) => group.label)),
];
