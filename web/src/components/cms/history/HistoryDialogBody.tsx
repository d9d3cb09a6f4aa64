// The `history` dialog: a record's timeline for the records edited in a list's row or dialog
// (centres, specializations). A restore's confirmation is a step of the dialog itself, as the
// dialog queue shows one dialog at a time; the list reads itself again once the dialog closes
// (use-history-dialog.ts).
import { Description } from '@headlessui/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { withFeatureMessages } from '../../../i18n/feature-messages.tsx';
import { primaryButton, secondaryButton } from '../../buttons/button-styles.ts';
import type { DialogBodyProps } from '../../dialog/dialog-body-props.ts';
import { HistoryTimeline, type RestoreQuestion } from './HistoryTimeline.tsx';
import { cmsHistoryMessages } from './messages/index.ts';

function HistoryDialogBody({ dialog, close }: DialogBodyProps<'history'>) {
  const intl = useIntl();
  const { record, labels, canRestore } = dialog.payload;
  const [question, setQuestion] = useState<RestoreQuestion | null>(null);
  const answer = useRef<(confirmed: boolean) => void>(() => undefined);
  const cancelButton = useRef<HTMLButtonElement>(null);
  // The question replaces the button that asked it: the safer choice takes the focus.
  useEffect(() => {
    if (question) cancelButton.current?.focus();
  }, [question]);

  const confirm = (asked: RestoreQuestion) =>
    new Promise<boolean>((resolve) => {
      // The button that asked gets the focus back once the question is answered.
      const asker = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      answer.current = (confirmed) => {
        setQuestion(null);
        resolve(confirmed);
        requestAnimationFrame(() => asker?.focus());
      };
      setQuestion(asked);
    });

  return (
    <>
      {question ? (
        <fieldset className="mt-4 space-y-2" aria-labelledby="history-restore-question">
          <p id="history-restore-question" className="text-lg font-bold">
            {question.title}
          </p>
          <Description className="text-ink">{question.message}</Description>
          <div className="flex flex-wrap justify-end gap-3 pt-4">
            <button
              type="button"
              ref={cancelButton}
              className={secondaryButton}
              onClick={() => answer.current(false)}
            >
              {intl.formatMessage({ id: 'dialog.cancel' })}
            </button>
            <button type="button" className={primaryButton} onClick={() => answer.current(true)}>
              {question.confirm}
            </button>
          </div>
        </fieldset>
      ) : null}
      {/* The timeline stays mounted under the question, so its page and open entries remain. */}
      <div className={question ? 'hidden' : 'mt-4'}>
        <HistoryTimeline
          record={record}
          labels={labels}
          canRestore={canRestore}
          confirm={confirm}
          titleLevel={null}
        />
      </div>
      <div className={question ? 'hidden' : 'mt-6 flex justify-end'}>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => close({ result: 'dismiss' })}
        >
          {intl.formatMessage({ id: 'cmsHistory.dialog.close' })}
        </button>
      </div>
    </>
  );
}

export default withFeatureMessages(cmsHistoryMessages, HistoryDialogBody);
