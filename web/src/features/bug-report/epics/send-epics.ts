// Sending: "Create" sends the report (with the screenshot once it is there); the gateway's answer
// ends step 3. A report that could not be sent is kept in the outbox and sent again when the app
// starts or comes back online, so none is lost; a failure is only logged (spec section 8).
import {
  defer,
  EMPTY,
  exhaustMap,
  filter,
  first,
  from,
  map,
  mergeMap,
  type Observable,
  of,
  timeout,
  withLatestFrom,
} from 'rxjs';
import type { Action } from '../../../store/actions.ts';
import { isOfType } from '../../../store/actions.ts';
import type { Epic } from '../../../store/epics/epic.ts';
import type { AppState } from '../../../store/state.ts';
import type { BugReportDependencies, BugReportInput } from '../types.ts';

/** How long "Create" waits for a screenshot still being taken before sending without it. */
export const SCREENSHOT_WAIT_MS = 10_000;

/** The screenshot of the open flow once it has been taken or has failed (null: none). */
function screenshotOf(state$: Observable<AppState>, scheduler?: import('rxjs').SchedulerLike) {
  return state$.pipe(
    map((state) => state.bugReport.flow),
    first((flow) => flow === null || flow.screenshot.status !== 'pending'),
    map((flow) => (flow?.screenshot.status === 'taken' ? flow.screenshot.dataUrl : null)),
    timeout({
      first: SCREENSHOT_WAIT_MS,
      with: () => of(null),
      ...(scheduler ? { scheduler } : {}),
    }),
  );
}

async function sendOrKeep(
  bugReport: BugReportDependencies,
  input: BugReportInput,
  now: number,
): Promise<Action> {
  const result = await bugReport.send(input).catch((error: unknown) => ({
    ok: false as const,
    retryable: true,
    reason: error instanceof Error ? error.message : String(error),
  }));
  if (result.ok) {
    return { type: 'bugReport/sent', id: result.id, deliveryState: result.deliveryState };
  }
  bugReport.log(`Bug report could not be sent: ${result.reason}`);
  if (!result.retryable) return { type: 'bugReport/send-failed', queued: false };
  const kept = bugReport.outbox.add(input, now);
  if (!kept) bugReport.log('Bug report could not be kept for a later try: storage is full');
  return { type: 'bugReport/send-failed', queued: kept };
}

export const sendBugReportEpic: Epic = (action$, state$, { bugReport, now, scheduler }) => {
  if (!bugReport) return EMPTY;
  return action$.pipe(
    filter(isOfType('bugReport/submitted')),
    withLatestFrom(state$),
    map(([, state]) => state.bugReport.flow),
    filter((flow) => flow?.step === 3 && flow.delivery === 'sending' && flow.report !== null),
    mergeMap((flow) => {
      if (!flow?.report) return EMPTY;
      const { report, title, description } = flow;
      return screenshotOf(state$, scheduler).pipe(
        mergeMap((screenshot) =>
          defer(() =>
            import('../report/build-report.ts').then(({ completeReport }) =>
              sendOrKeep(
                bugReport,
                completeReport(report, { title, description }, screenshot),
                now(),
              ),
            ),
          ),
        ),
      );
    }),
  );
};

/** Sends the kept reports in order; stops at the first that still cannot go. */
async function drainOutbox(bugReport: BugReportDependencies): Promise<Action | null> {
  const entries = bugReport.outbox.list();
  if (entries.length === 0) return null;
  let sent = 0;
  for (const entry of entries) {
    const result = await bugReport.send(entry.input).catch((error: unknown) => ({
      ok: false as const,
      retryable: true,
      reason: error instanceof Error ? error.message : String(error),
    }));
    if (!result.ok && result.retryable) {
      bugReport.log(`Kept bug report still cannot be sent: ${result.reason}`);
      break;
    }
    if (!result.ok) bugReport.log(`Kept bug report was refused: ${result.reason}`);
    else sent += 1;
    bugReport.outbox.remove(entry.id);
  }
  return { type: 'bugReport/outbox-sent', sent, remaining: bugReport.outbox.list().length };
}

export const resendOutboxEpic: Epic = (action$, _state$, { bugReport }) => {
  if (!bugReport) return EMPTY;
  return action$.pipe(
    filter(isOfType('app/started', 'network/online')),
    // One pass at a time: a second "online" during a pass must not send a report twice.
    exhaustMap(() => from(drainOutbox(bugReport))),
    filter((action): action is Action => action !== null),
  );
};
