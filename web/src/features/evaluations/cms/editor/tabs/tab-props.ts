// What every field tab gets, and the label of a field from the editor's catalogue.
import { useCallback } from 'react';
import type { Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { ChoiceOptions } from '../editor-choices.ts';
import type { EditorValues } from '../form-values.ts';
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
