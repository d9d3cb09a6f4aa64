// A choice field in read-only mode: the chosen value as text in a focusable box, named by the label.
import { useIntl } from 'react-intl';
import { fieldInput } from './field-styles.ts';

export function ReadOnlyValue({
  id,
  labelId,
  describedBy,
  text,
}: {
  id: string;
  labelId: string;
  describedBy?: string;
  text: string | undefined;
}) {
  const intl = useIntl();
  return (
    <output
      id={id}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      className={`${fieldInput} min-h-10 border-neutral-300 bg-neutral-50`}
    >
      {text || intl.formatMessage({ id: 'fields.notFilledIn' })}
    </output>
  );
}
