// A short list of labelled facts (a description list): a label above its value on narrow screens,
// beside it from `sm`; and a date-time value as the reader's locale writes it.
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';

export interface Fact {
  label: string;
  value: ReactNode;
}

export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[minmax(10rem,auto)_minmax(0,1fr)] sm:gap-y-3">
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="font-semibold">{fact.label}</dt>
          <dd className="mb-2 min-w-0 break-words sm:mb-0">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A moment inside a machine-readable <time>; "–" when there is none. */
export function dateTime(intl: IntlShape, value: string | null | undefined): ReactNode {
  if (!value) return intl.formatMessage({ id: 'bugReportsCms.none' });
  return (
    <time dateTime={value}>
      {intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'medium' })}
    </time>
  );
}
