// Field tab "Data en inclusie": the planned, adjusted and inclusion days. The server checks that
// an end is on or after its start and answers under the end field.
import { DateField } from '../../../../../components/form/DateField.tsx';
import { type FieldTabProps, tabGrid, useEditorText } from './tab-props.ts';

type DateName = 'startsAt' | 'endsAt' | 'adjustedEndsAt' | 'firstInclusionAt' | 'lastInclusionAt';

export function DatesTab({ control, readOnly }: FieldTabProps) {
  const t = useEditorText();
  const date = (name: DateName) => (
    <DateField
      control={control}
      name={name}
      label={t(`field.${name}`)}
      required={false}
      readOnly={readOnly}
    />
  );
  return (
    <div className="space-y-6">
      {!readOnly && <p className="text-ink-muted">{t('hint.dates')}</p>}
      <div className={tabGrid}>
        {date('startsAt')}
        {date('endsAt')}
        <div className="hidden lg:block" />
        {date('adjustedEndsAt')}
        {date('firstInclusionAt')}
        {date('lastInclusionAt')}
      </div>
    </div>
  );
}
