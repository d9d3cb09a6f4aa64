// The choices of a select, multi-select or radio group.
export interface FieldOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export const labelOf = (options: readonly FieldOption[], value: unknown) =>
  options.find((option) => option.value === value)?.label;
