// What every field tab gets, the label of a field from the editor's catalogue, and the props an
// field of a tab starts from.
import { useCallback } from 'react';
import type { Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { ChoiceOptions } from '../editor-choices.ts';
import type { EditorField, EditorValues } from '../form-values.ts';
import type { CmsEvaluationsEditorMessageKey } from '../messages/index.ts';

export interface FieldTabProps {
  control: Control<EditorValues>;
  readOnly: boolean;
  options: ChoiceOptions;
}

/** The two-column grid of a tab (one column below 1024 px); wide fields span both columns. */
export const tabGrid = 'grid gap-6 lg:grid-cols-2';
export const wide = 'lg:col-span-2';

export function useEditorText() {
  const intl = useIntl();
  return useCallback(
    (key: string) =>
      intl.formatMessage({ id: `cmsEvaluations.editor.${key}` as CmsEvaluationsEditorMessageKey }),
    [intl],
  );
}

/**
 * The props of a tab's field named `name`: the form, its label (`field.<name>`), read-only with
 * the tab, and optional unless `required` (a read-only field is never marked required). A field
 * adds its own (options, hint, rows).
 */
export function useTabField({ control, readOnly }: Pick<FieldTabProps, 'control' | 'readOnly'>) {
  const t = useEditorText();
  return <N extends EditorField>(name: N, { required = false } = {}) => ({
    control,
    name,
    label: t(`field.${name}`),
    required: required && !readOnly,
    readOnly,
  });
}
