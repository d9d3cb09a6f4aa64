// The `activate` dialog: asks to confirm the activation mail to a user, sends it, then says where
// it went or why it failed (an inactive account is refused by the server). The result is
// announced (role="status"); "confirm" hands back whether the mail was sent.
import { useMutation } from '@apollo/client/react';
import { Description } from '@headlessui/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { toApiFailure } from '../../../api/api-failure.ts';
import { primaryButton, secondaryButton } from '../../../components/buttons/button-styles.ts';
import { DialogCancelButton } from '../../../components/dialog/DialogCancelButton.tsx';
import type { DialogBodyProps } from '../../../components/dialog/dialog-body-props.ts';
import { withFeatureMessages } from '../../../i18n/feature-messages.tsx';
import { usersMessages } from '../messages/index.ts';
import type { ActivateDialogPayload } from './activate-dialog-types.ts';
import { SendActivationMutation } from './activation-operations.ts';

type Phase = 'ask' | 'sending' | 'sent' | 'failed' | 'inactive';

function ActivateDialogBody({ dialog, close }: DialogBodyProps<'activate'>) {
  const intl = useIntl();
  const { userId, name, email }: ActivateDialogPayload = dialog.payload;
  const [phase, setPhase] = useState<Phase>('ask');
  const [send] = useMutation(SendActivationMutation);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);

  const run = async () => {
    setPhase('sending');
    try {
      await send({ variables: { userId }, context: { quiet: true } });
      setPhase('sent');
    } catch (error) {
      const failure = toApiFailure(error);
      setPhase(failure.kind === 'status' && failure.status === 409 ? 'inactive' : 'failed');
    }
  };

  const done = phase === 'sent' || phase === 'failed' || phase === 'inactive';
  const resultText =
    phase === 'sent'
      ? intl.formatMessage({ id: 'users.activate.sent' }, { email })
      : phase === 'inactive'
        ? intl.formatMessage({ id: 'users.activate.failedInactive' }, { email })
        : phase === 'failed'
          ? intl.formatMessage({ id: 'users.activate.failed' }, { email })
          : phase === 'sending'
            ? intl.formatMessage({ id: 'users.activate.sending' })
            : '';

  return (
    <>
      <Description as="div" className="mt-2 space-y-3 text-ink">
        {phase === 'ask' && (
          <p>{intl.formatMessage({ id: 'users.activate.question' }, { name, email })}</p>
        )}
        <p
          role="status"
          data-phase={phase}
          className={phase === 'failed' || phase === 'inactive' ? 'font-semibold text-red-700' : ''}
        >
          {resultText}
        </p>
      </Description>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {done ? (
          <>
            {phase === 'failed' && (
              <button type="button" className={secondaryButton} onClick={() => void run()}>
                {intl.formatMessage({ id: 'users.activate.retry' })}
              </button>
            )}
            <button
              type="button"
              className={primaryButton}
              // biome-ignore lint/a11y/noAutofocus: the result's only way on takes the focus
              autoFocus
              onClick={() => close({ result: 'confirm', value: { sent: phase === 'sent' } })}
            >
              {intl.formatMessage({ id: 'users.activate.close' })}
            </button>
          </>
        ) : (
          <>
            <DialogCancelButton
              ref={cancel}
              disabled={phase === 'sending'}
              onClick={() => close({ result: 'cancel' })}
            />
            <button
              type="button"
              className={primaryButton}
              disabled={phase === 'sending'}
              onClick={() => void run()}
            >
              {intl.formatMessage({ id: 'users.activate.confirm' })}
            </button>
          </>
        )}
      </div>
    </>
  );
}

export default withFeatureMessages(usersMessages, ActivateDialogBody);
