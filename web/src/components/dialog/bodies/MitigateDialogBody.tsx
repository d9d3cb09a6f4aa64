// The `mitigate` dialog: a destructive confirmation. It names the item (or how many), says it
// cannot be undone, focuses cancel first and styles the confirm button as destructive.
import { Description } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { withFeatureMessages } from '../../../i18n/feature-messages.tsx';
import { destructiveButton, secondaryButton } from '../../buttons/button-styles.ts';
import { listViewMessages } from '../../cms/list/messages/index.ts';
import type { DialogBodyProps } from '../dialog-body-props.ts';

const MAX_LISTED = 5;

function MitigateDialogBody({ dialog, close }: DialogBodyProps<'mitigate'>) {
  const intl = useIntl();
  const cancel = useRef<HTMLButtonElement>(null);
  // The safer choice has the focus first (the body loads after the frame has opened).
  useEffect(() => cancel.current?.focus(), []);

  const { payload } = dialog;
  const names = payload?.names ?? [];
  const question =
    dialog.message ??
    (payload === undefined
      ? intl.formatMessage({ id: 'listView.dialog.mitigate.default' })
      : payload.count === 1 && names.length === 1
        ? intl.formatMessage({ id: 'listView.dialog.mitigate.named' }, { name: names[0] })
        : intl.formatMessage({ id: 'listView.dialog.mitigate.count' }, { count: payload.count }));
  // A few names are listed under the question; a long list would push the buttons away.
  const listed = names.length > 1 && names.length <= MAX_LISTED ? names : [];

  return (
    <>
      <Description as="div" className="mt-2 space-y-1 text-ink">
        <p className="whitespace-pre-line">{question}</p>
        {listed.length > 0 && (
          <ul className="list-disc ps-6">
            {listed.map((name, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two items may have the same name
              <li key={index}>{name}</li>
            ))}
          </ul>
        )}
        <p className="font-semibold">
          {intl.formatMessage({ id: 'listView.dialog.mitigate.irreversible' })}
        </p>
      </Description>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          ref={cancel}
          type="button"
          data-autofocus
          className={secondaryButton}
          onClick={() => close({ result: 'cancel' })}
        >
          {typeof dialog.cancel === 'string' && dialog.cancel
            ? dialog.cancel
            : intl.formatMessage({ id: 'dialog.cancel' })}
        </button>
        <button
          type="button"
          className={destructiveButton}
          onClick={() => close({ result: 'confirm' })}
        >
          {typeof dialog.confirm === 'string' && dialog.confirm
            ? dialog.confirm
            : intl.formatMessage({ id: 'listView.dialog.mitigate.confirm' })}
        </button>
      </div>
    </>
  );
}

export default withFeatureMessages(listViewMessages, MitigateDialogBody);
