// The place of an item in its list (criteria, measures, links): digits, lower comes first.
import type { Control, FieldValues, Path } from 'react-hook-form';
import { TextInputField } from '../../form/TextInputField.tsx';
import { useRelationText } from './relation-text.ts';

export function PositionField<T extends FieldValues & { position: string }>({
  control,
}: {
  control: Control<T>;
}) {
  const t = useRelationText();
  return (
    <TextInputField
      control={control}
      name={'position' as Path<T>}
      label={t('position')}
      hint={t('position.hint')}
      inputMode="numeric"
      required
    />
  );
}
