// Step 3: the report is being sent, then what became of it: created (success), stored without a
// board to deliver to (the `bugReport.alert.noIdSet` warning), kept until the connection is back,
// or refused. The result is announced.

import { primaryButton } from '../../../components/buttons/button-styles.ts';
import { type BugReportMessageKey, useBugReportText } from '../messages/index.ts';
import type { DeliveryStatus } from '../state/bug-report-state.ts';
import { useFocusOnMount } from './use-focus-on-mount.ts';

const outcome: Record<DeliveryStatus, { text: BugReportMessageKey; look: string }> = {
  idle: { text: 'bugReport.finished.sending', look: 'text-ink' },
  sending: { text: 'bugReport.finished.sending', look: 'text-ink' },
  created: {
    text: 'bugReport.finished.created',
    look: 'border-l-4 border-green-700 bg-green-50 px-3 py-2 text-green-900',
  },
  notConfigured: {
    text: 'bugReport.alert.noIdSet',
    look: 'border-l-4 border-amber-600 bg-amber-50 px-3 py-2 text-amber-950',
  },
  queued: {
    text: 'bugReport.finished.queued',
    look: 'border-l-4 border-amber-600 bg-amber-50 px-3 py-2 text-amber-950',
  },
  refused: {
    text: 'bugReport.finished.refused',
    look: 'border-l-4 border-red-700 bg-red-50 px-3 py-2 text-red-900',
  },
};

export function FinishedStep({
  delivery,
  onClose,
}: {
  delivery: DeliveryStatus;
  onClose: () => void;
}) {
  const t = useBugReportText();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { text, look } = outcome[delivery];
  const busy = delivery === 'sending' || delivery === 'idle';
  return (
    <div className="mt-4 space-y-4">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink">
        {t('bugReport.finished.heading')}
      </h3>
      <p role="status" data-delivery={delivery} aria-busy={busy} className={look}>
        {t(text)}
      </p>
      <div className="flex justify-end">
        <button type="button" className={primaryButton} onClick={onClose}>
          {t('bugReport.action.close')}
        </button>
      </div>
    </div>
  );
}
