// What every field tab of the organisation editor gets.
import type { Control } from 'react-hook-form';
import type { KindConfig } from '../../kinds.ts';
import type { EditorValues } from '../form-values.ts';

export interface FieldTabProps {
  control: Control<EditorValues>;
  config: KindConfig;
  specializations: readonly { value: string; label: string }[];
}

/** The two-column grid of a tab (one column below 1024 px); wide fields span both columns. */
export const tabGrid = 'grid gap-6 lg:grid-cols-2';
export const wide = 'lg:col-span-2';
