// Field tab "Data en inclusie": the planned, adjusted and inclusion days. The server checks that
// an end is on or after its start and answers under the end field.
import { DateField } from '../../../../../components/form/DateField.tsx';
import { type FieldTabProps, tabGrid, useEditorText, useTabField } from './tab-props.ts';

export function DatesTab(props: FieldTabProps) {
  const t = useEditorText();
  const field = useTabField(props);
  return (
    <div className="space-y-6">
      {!props.readOnly && <p className="text-ink-muted">{t('hint.dates')}</p>}
      <div className={tabGrid}>
        <DateField {...field('startsAt')} />
        <DateField {...field('endsAt')} />
        <div className="hidden lg:block" />
        <DateField {...field('adjustedEndsAt')} />
        <DateField {...field('firstInclusionAt')} />
        <DateField {...field('lastInclusionAt')} />
      </div>
    </div>
  );
}
