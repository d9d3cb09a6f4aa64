// The bug-report flow's effects: every action is recorded for the report, opening the flow queues
// the dialog and takes the screenshot, and step 2 gets the report it shows (built in a lazy chunk).
import {
  catchError,
  EMPTY,
  filter,
  first,
  from,
  ignoreElements,
  map,
  merge,
  mergeMap,
  type Observable,
  of,
  switchMap,
  takeUntil,
  tap,
  withLatestFrom,
} from 'rxjs';
import { type Action, isOfType, openDialog } from '../../../store/actions.ts';
import type { Epic } from '../../../store/epics/epic.ts';

/** Keeps the last actions in the action log (its own recording is left out: it is the report). */
export const recordActionsEpic: Epic = (action$, _state$, { bugReport, now }) =>
  bugReport
    ? action$.pipe(
        tap((action) => bugReport.actionLog.record(action, now())),
        ignoreElements(),
      )
    : EMPTY;

/**
 * `bugReport/opened` queues the dialog and starts the screenshot (the dependency waits until the
 * dialog has been drawn: cloning the page is long work that must not hold the dialog back). The
 * dialog's layer is left out of the picture, so it shows the page as it was; a failure only means
 * no screenshot.
 */
export const openBugReportEpic: Epic = (action$, state$, { bugReport }) =>
  action$.pipe(
    filter(isOfType('bugReport/opened')),
    withLatestFrom(state$),
    // A flow whose dialog is already queued is not opened twice.
    filter(([, state]) => state.bugReport.flow?.dialogId === null),
    switchMap(([action]) => {
      const opened = openDialog({ kind: 'bugReport', title: action.title });
      const take = (): Observable<Action> =>
        bugReport
          ? from(bugReport.takeScreenshot()).pipe(
              map((dataUrl): Action => ({ type: 'bugReport/screenshot-taken', dataUrl })),
              catchError((error: unknown) => {
                bugReport.log('Bug report: the screenshot could not be taken', error);
                return of<Action>({ type: 'bugReport/screenshot-failed' });
              }),
            )
          : of<Action>({ type: 'bugReport/screenshot-failed' });
      // Listening first: the screenshot starts once the dialog is in the queue.
      const screenshot$ = action$.pipe(
        filter(isOfType('dialog/opened')),
        first((queued) => queued.dialog.id === opened.dialog.id),
        mergeMap(take),
      );
      return merge(screenshot$, of<Action>(opened));
    }),
  );

/** Step 2 shows exactly what will be sent: it is built when the reporter goes there. */
export const prepareBugReportEpic: Epic = (action$, state$, dependencies) => {
  const { bugReport, now } = dependencies;
  if (!bugReport) return EMPTY;
  return action$.pipe(
    filter(isOfType('bugReport/step-next')),
    withLatestFrom(state$),
    filter(([, state]) => state.bugReport.flow?.step === 2),
    switchMap(([, state]) => {
      // Read now, while the page is the one the report is about.
      const tokens = state.session.tokens;
      const sources = {
        environment: bugReport.environment(),
        errors: state.bugReport.errors,
        actions: bugReport.actionLog.entries(),
        secrets: tokens ? [tokens.accessToken, tokens.refreshToken] : [],
        now: now(),
      };
      return from(import('../report/build-report.ts')).pipe(
        map(
          ({ buildReport }): Action => ({
            type: 'bugReport/prepared',
            report: buildReport(sources),
          }),
        ),
        // Going back before it is ready drops it; the next "Next" builds it again.
        takeUntil(action$.pipe(filter(isOfType('bugReport/step-back', 'dialog/closed')))),
        catchError((error: unknown) => {
          bugReport.log('Bug report: the report could not be put together', error);
          return EMPTY;
        }),
      );
    }),
  );
};
