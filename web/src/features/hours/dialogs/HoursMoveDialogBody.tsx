// The `hoursMove` dialog: confirms moving (or resizing) an hour in the calendar, naming the old
// and the new period ("Van ... Naar ..."). Cancel leaves the hour where it was.
import { Description } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { primaryButton } from '../../../components/buttons/button-styles.ts';
import { DialogCancelButton } from '../../../components/dialog/DialogCancelButton.tsx';
import type { DialogBodyProps } from '../../../components/dialog/dialog-body-props.ts';
import { withFeatureMessages } from '../../../i18n/feature-messages.tsx';
import { hoursMessages } from '../messages/index.ts';
import { periodText } from '../period-text.ts';

function HoursMoveDialogBody({ dialog, close }: DialogBodyProps<'hoursMove'>) {
  const intl = useIntl();
  const confirm = useRef<HTMLButtonElement>(null);
  // The body loads after the frame has opened: the main action takes the focus once it is there.
  useEffect(() => confirm.current?.focus(), []);
  const { from, to } = dialog.payload;

  return (
    <>
      <Description as="div" className="mt-2 space-y-3 text-ink">
        <p>{intl.formatMessage({ id: 'hours.move.question' })}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-semibold">{intl.formatMessage({ id: 'hours.move.from' })}</dt>
          <dd>{periodText(intl, from.startsAt, from.endsAt)}</dd>
          <dt className="font-semibold">{intl.formatMessage({ id: 'hours.move.to' })}</dt>
          <dd>{periodText(intl, to.startsAt, to.endsAt)}</dd>
        </dl>
      </Description>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <DialogCancelButton onClick={() => close({ result: 'cancel' })} />
        <button
          ref={confirm}
          type="button"
          className={primaryButton}
          onClick={() => close({ result: 'confirm' })}
        >
          {intl.formatMessage({ id: 'hours.move.confirm' })}
        </button>
      </div>
    </>
  );
}

export default withFeatureMessages(hoursMessages, HoursMoveDialogBody);
