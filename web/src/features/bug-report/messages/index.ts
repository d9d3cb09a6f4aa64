// The bug-report flow's catalogues (bar, dialog, menu entry): Dutch travels with the chunk that
// uses them, English on demand.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { defineCatalogues } from '../../../i18n/feature-messages.tsx';
import type { MessageKey } from '../../../i18n/messages.ts';
import nl from './nl.json' with { type: 'json' };

export const bugReportMessages = defineCatalogues(
  'bug-report',
  nl,
  () => import('./en.json', { with: { type: 'json' } }),
);

export type BugReportMessageKey = keyof typeof nl;

type Values = Record<string, string | number>;

/**
 * `intl.formatMessage` for this catalogue's keys, checked by the compiler here (the keys are
 * provided by `FeatureMessages` around every part of the flow).
 */
export function useBugReportText(): (id: BugReportMessageKey, values?: Values) => string {
  const intl = useIntl();
  return useCallback(
    (id: BugReportMessageKey, values?: Values) => {
      const key: string = id;
      return intl.formatMessage({ id: key as MessageKey }, values);
    },
    [intl],
  );
}
