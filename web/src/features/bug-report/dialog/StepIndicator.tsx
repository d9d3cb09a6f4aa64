// Where the reporter is in the three steps: a list, not links (a step is reached only with the
// dialog's buttons, never by jumping forward).

import { type BugReportMessageKey, useBugReportText } from '../messages/index.ts';
import type { BugReportStep } from '../state/bug-report-state.ts';

const steps: { step: BugReportStep; label: BugReportMessageKey }[] = [
  { step: 1, label: 'bugReport.steps.create' },
  { step: 2, label: 'bugReport.steps.overview' },
  { step: 3, label: 'bugReport.steps.finished' },
];

export function StepIndicator({ current }: { current: BugReportStep }) {
  const t = useBugReportText();
  return (
    <nav aria-label={t('bugReport.steps.label')} className="mt-3">
      <ol className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {steps.map(({ step, label }) => (
          <li
            key={step}
            aria-current={step === current ? 'step' : undefined}
            className={
              step === current
                ? 'font-semibold text-brand-primary-dark underline underline-offset-4'
                : 'text-neutral-700'
            }
          >
            <span className="sr-only">{t('bugReport.steps.position', { step, total: 3 })}: </span>
            <span aria-hidden="true">{step}. </span>
            {t(label)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
