// The choices of a select, multi-select or radio group.
export interface FieldOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A choice per value, each with its label (e.g. from the catalogue). */
export const valueOptions = <T extends string>(
  values: readonly T[],
  label: (value: T) => string,
): FieldOption[] => values.map((value) => ({ value, label: label(value) }));

export const labelOf = (options: readonly FieldOption[], value: unknown) =>
  options.find((option) => option.value === value)?.label;
