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

/**
 * Sends the report; `aheadId` is its copy already in the outbox (written before sending), which
 * goes once the gateway has it or refused it, and stays (now with the screenshot) for a later try.
 */
async function sendOrKeep(
  bugReport: BugReportDependencies,
  input: BugReportInput,
  aheadId: string | null,
  now: number,
): Promise<Action> {
  const result = await bugReport.send(input).catch((error: unknown) => ({
    ok: false as const,
    retryable: true,
    reason: error instanceof Error ? error.message : String(error),
  }));
  const forgetAhead = () => {
    if (aheadId !== null) bugReport.outbox.remove(aheadId);
  };
  if (result.ok) {
    forgetAhead();
    return { type: 'bugReport/sent', id: result.id, deliveryState: result.deliveryState };
  }
  bugReport.log(`Bug report could not be sent: ${result.reason}`);
  if (!result.retryable) {
    forgetAhead();
    return { type: 'bugReport/send-failed', queued: false };
  }
  let kept = aheadId;
  if (input.screenshot || kept === null) {
    forgetAhead();
    kept = bugReport.outbox.add(input, now);
  }
  if (kept === null) bugReport.log('Bug report could not be kept for a later try: storage is full');
  return { type: 'bugReport/send-failed', queued: kept !== null };
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
      return defer(() => import('../report/build-report.ts')).pipe(
        mergeMap(({ completeReport }) => {
          // Written ahead, before waiting for the screenshot: a report whose page is left while
          // it is being sent goes out when the app starts next (its client id makes the gateway
          // store it once), so none is lost.
          const base = completeReport(report, { title, description }, null);
          const aheadId = bugReport.outbox.add(base, now());
          return screenshotOf(state$, scheduler).pipe(
            mergeMap((screenshot) =>
              defer(() =>
                sendOrKeep(bugReport, screenshot ? { ...base, screenshot } : base, aheadId, now()),
              ),
            ),
          );
        }),
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
