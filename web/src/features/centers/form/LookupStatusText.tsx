// The postcode look-up's outcome, announced politely under postcode and house number.
import { useIntl } from 'react-intl';
import type { LookupStatus } from './use-address-lookup.ts';

export function LookupStatusText({ status }: { status: LookupStatus }) {
  const intl = useIntl();
  let text = '';
  if (status.kind === 'busy') text = intl.formatMessage({ id: 'centers.form.lookupBusy' });
  if (status.kind === 'found')
    text = intl.formatMessage(
      { id: 'centers.form.lookupFound' },
      { street: status.street, number: status.number, city: status.city },
    );
  if (status.kind === 'unknown') text = intl.formatMessage({ id: 'centers.form.lookupUnknown' });
  if (status.kind === 'failed') text = intl.formatMessage({ id: 'centers.form.lookupFailed' });
  return (
    <p role="status" className="min-h-6 text-sm text-ink-muted">
      {text}
    </p>
  );
}
