// The events tab's period in the URL (calendar-period.ts): reading it and moving it. A change
// replaces the history entry (Back leaves the editor) and never asks about unsaved changes.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { leaveWithoutPrompt } from '../../../form/use-unsaved-changes-warning.tsx';
import {
  type CalendarPeriod,
  type CalendarView,
  DATE_PARAM,
  parsePeriod,
  periodOf,
  VIEW_PARAM,
  viewParam,
} from './calendar-period.ts';

export function useCalendarPeriod(): [
  CalendarPeriod,
  (view: CalendarView, anchor: string) => void,
] {
  const [params, setParams] = useSearchParams();
  const view = params.get(VIEW_PARAM);
  const date = params.get(DATE_PARAM);
  const period = useMemo(() => parsePeriod(view, date), [view, date]);
  const show = useCallback(
    (nextView: CalendarView, anchor: string) => {
      const next = periodOf(nextView, anchor);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(VIEW_PARAM, viewParam(next.view));
          updated.set(DATE_PARAM, next.anchor);
          return updated;
        },
        { replace: true, preventScrollReset: true, state: leaveWithoutPrompt },
      );
    },
    [setParams],
  );
  return [period, show];
}
