// What every add-or-edit form of a relation list shares: react-hook-form with the form's rules
// (checked when a field is left), the first field focused when the form opens, and saving through
// `useRelationSubmit` (refusals under their fields, the form closed after a success).
import { useEffect } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  useForm,
} from 'react-hook-form';
import { useRelationSubmit } from './use-relation-submit.ts';

interface RelationFormOptions<T extends FieldValues> {
  resolver: Resolver<T>;
  defaultValues: DefaultValues<T>;
  /** The field that has the focus when the form opens. */
  focus: Path<T>;
  save: (values: T) => Promise<unknown>;
  close: (saved?: boolean) => void;
  /** Server field names that differ from the form's (`fileId` -> `file`). */
  fieldMap?: Record<string, string>;
}

export function useRelationForm<T extends FieldValues>({
  resolver,
  defaultValues,
  focus,
  save,
  close,
  fieldMap,
}: RelationFormOptions<T>) {
  const form = useForm<T>({ resolver, defaultValues, mode: 'onTouched' });
  const { onSubmit, otherMessages } = useRelationSubmit(form, save, () => close(true), fieldMap);
  useEffect(() => form.setFocus(focus), [form, focus]);
  return { form, onSubmit, otherMessages, close };
}

export type RelationFormState<T extends FieldValues> = ReturnType<typeof useRelationForm<T>>;

/** What a form saves through: add a new item, or change one by its id. */
export interface FormWrites<I> {
  add: (input: I) => Promise<unknown>;
  update: (id: string, input: I) => Promise<unknown>;
}

/** The usual save: the form's input as a change of `item`, or as a new item when it is null. */
export const saveThrough =
  <V, I>(writes: FormWrites<NoInfer<I>>, item: { id: string } | null, toInput: (values: V) => I) =>
  (values: V) => {
    const input = toInput(values);
    return item ? writes.update(item.id, input) : writes.add(input);
  };
