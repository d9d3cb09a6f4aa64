// After an edit conflict: which fields the person changed, which of the conflicting ones to ask
// about, and the values to save again on top of the record as it is now. Fields only they changed
// keep the person's value, fields only someone else changed keep theirs, and a conflicting field
// what the person chose ("edit" starts from theirs). Pure, so every case has its unit test.
import type { FieldValues } from 'react-hook-form';
import type { ConflictChoice } from './conflict-dialog-types.ts';
import type { EditConflict, FieldConflict } from './edit-conflict.ts';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The form's fields whose value differs from the saved one. */
export function changedFields<V extends FieldValues>(saved: V, values: V): string[] {
  return Object.keys(values).filter((field) => !same(saved[field], values[field]));
}

/**
 * The conflicts about fields the person changed, once per form field (an input field maps onto
 * the form's through `serverFieldMap`: `logoId` → `logo`). A conflict about a field they left
 * alone (sent along with another, as a user's name parts are) costs them nothing: theirs stays.
 */
export function conflictsToAsk(
  conflict: EditConflict,
  changed: readonly string[],
  serverFieldMap: Readonly<Record<string, string>>,
): (FieldConflict & { formField: string })[] {
  const asked = new Map<string, FieldConflict & { formField: string }>();
  for (const entry of conflict.conflicts) {
    const formField = serverFieldMap[entry.field] ?? entry.field;
    if (changed.includes(formField) && !asked.has(formField))
      asked.set(formField, { ...entry, formField });
  }
  return [...asked.values()];
}

/** The values to save again: the record as it is now, with the person's changes as they chose. */
export function rebasedValues<V extends FieldValues>(
  current: V,
  mine: V,
  changed: readonly string[],
  choices: Readonly<Record<string, ConflictChoice>>,
): V {
  const values: Record<string, unknown> = { ...current };
  for (const field of changed) {
    const choice = choices[field] ?? 'mine';
    if (choice === 'mine') values[field] = mine[field];
  }
  return values as V;
}
