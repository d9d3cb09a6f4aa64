// The frame of an add-or-edit form of a relation list: its fields, the server's messages that
// belong to no field, and the form kit's save and cancel.
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormActions } from '../../form/FormActions.tsx';
import { FormAlert } from '../../form/FormAlert.tsx';
import type { RelationFormState } from './use-relation-form.ts';

interface RelationFormProps<T extends FieldValues> {
  state: RelationFormState<T>;
  children: ReactNode;
}

export function RelationForm<T extends FieldValues>({ state, children }: RelationFormProps<T>) {
  return (
    <form noValidate onSubmit={(event) => void state.onSubmit(event)} className="space-y-4">
      {children}
      <FormAlert messages={state.otherMessages} />
      <FormActions saving={state.form.formState.isSubmitting} onCancel={() => state.close()} />
    </form>
  );
}
