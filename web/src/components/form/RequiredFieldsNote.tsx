// The spec's note above a form: 'Alle velden zijn verplicht'.
import { FormattedMessage } from 'react-intl';

export function RequiredFieldsNote() {
  return (
    <p className="text-sm text-ink-muted">
      <FormattedMessage id="fields.requiredNote" />
    </p>
  );
}
