// The messages of a refused save: field messages go onto the form (applyServerErrors); what
// belongs to no field, or an error of another kind, is returned for the form's alert.
import { CombinedGraphQLErrors } from '@apollo/client';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '../../../components/form/apply-server-errors.ts';

export function refusalMessages<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string[] {
  const invalid =
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((entry) => entry.extensions?.code === 'BAD_USER_INPUT');
  if (invalid) return applyServerErrors(error, setError, {}, fields);
  return [error instanceof Error ? error.message : String(error)];
}
