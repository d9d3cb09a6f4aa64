// Field tab "Data en inclusie": the planned, adjusted and inclusion days, and the moments the
// scheduler publishes the evaluation and puts it back to draft. The server checks that an end is
// on or after its start and answers under the end field.
import { DateField } from '../../../../../components/form/DateField.tsx';
import { DateTimeField } from '../../../../../components/form/DateTimeField.tsx';
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
      <fieldset className="space-y-4">
        <legend className="font-semibold">{t('schedule.legend')}</legend>
        {!props.readOnly && <p className="text-ink-muted">{t('hint.schedule')}</p>}
        <div className={tabGrid}>
          <DateTimeField {...field('publishAt')} />
          <DateTimeField {...field('unpublishAt')} />
        </div>
      </fieldset>
    </div>
  );
}
