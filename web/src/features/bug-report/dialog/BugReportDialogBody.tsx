// The `bugReport` dialog: shows the flow of the `bugReport` slice (step indicator and the current
// step). Every button dispatches an action; the dialog itself holds no state of the flow.

import { primaryButton } from '../../../components/buttons/button-styles.ts';
import type { DialogBodyProps } from '../../../components/dialog/dialog-body-props.ts';
import { formKitMessages } from '../../../components/form/messages/index.ts';
import { withFeatureMessages } from '../../../i18n/feature-messages.tsx';
import { useAppState } from '../../../store/hooks.tsx';
import { bugReportMessages, useBugReportText } from '../messages/index.ts';
import { selectBugReportFlow } from '../state/bug-report-state.ts';
import { CreateStep } from './CreateStep.tsx';
import { FinishedStep } from './FinishedStep.tsx';
import { OverviewStep } from './OverviewStep.tsx';
import { StepIndicator } from './StepIndicator.tsx';

function BugReportDialogBody({ dialog, close }: DialogBodyProps<'bugReport'>) {
  const t = useBugReportText();
  const flow = useAppState(selectBugReportFlow);
  const cancel = () => close({ result: 'cancel' });

  // Queued outside the flow (or the flow already ended): only its message and a way out.
  if (!flow || flow.dialogId !== dialog.id) {
    return (
      <div className="mt-4 space-y-4">
        {dialog.message && <p className="text-ink">{dialog.message}</p>}
        <div className="flex justify-end">
          <button type="button" className={primaryButton} onClick={cancel}>
            {t('bugReport.action.close')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div data-step={flow.step}>
      <StepIndicator current={flow.step} />
      {flow.step === 1 && (
        <CreateStep title={flow.title} description={flow.description} onCancel={cancel} />
      )}
      {flow.step === 2 && (
        <OverviewStep
          title={flow.title}
          description={flow.description}
          report={flow.report}
          screenshot={flow.screenshot}
        />
      )}
      {flow.step === 3 && (
        <FinishedStep delivery={flow.delivery} onClose={() => close({ result: 'confirm' })} />
      )}
    </div>
  );
}

export default withFeatureMessages([formKitMessages, bugReportMessages], BugReportDialogBody);
