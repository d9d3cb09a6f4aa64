// Included so far against the target, as the monitor words it ("1.167 van 1.150 geïncludeerd
// (101%)"), with a progress bar named after the evaluation: the monitor's entries and the
// evaluation's own page show the same line. Texts from the monitor's catalogue.
import { FormattedMessage, useIntl } from 'react-intl';
import { percentOf } from './progress.ts';

export function InclusionFigures({
  included,
  target,
  title,
}: {
  included: number;
  target: number;
  /** The evaluation's title, for the progress bar's name. */
  title: string;
}) {
  const intl = useIntl();
  const percent = percentOf(included, target);
  const filled = Math.min(100, percent ?? 0);
  return (
    <div>
      <p className="text-lg" data-testid="monitor-progress">
        <FormattedMessage
          id="monitor.progress"
          values={{
            included: intl.formatNumber(included),
            target: intl.formatNumber(target),
            strong: (chunks) => <strong>{chunks}</strong>,
          }}
        />
        {percent !== null && (
          <span className="text-ink-muted">
            {' '}
            ({intl.formatNumber(percent / 100, { style: 'percent' })})
          </span>
        )}
      </p>
      <div
        role="progressbar"
        aria-label={intl.formatMessage({ id: 'monitor.progressLabel' }, { title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={filled}
        className="mt-2 h-3 w-full overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className="h-full rounded-full bg-brand-primary-dark"
          style={{ width: `${filled}%` }}
        />
      </div>
    </div>
  );
}
