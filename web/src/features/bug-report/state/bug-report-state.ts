// The `bugReport` slice: captured errors (for the bar) and the three-step flow of the dialog.
// Every transition is an action; a step can only be reached from the one before it.
import type { Action } from '../../../store/actions.ts';
import type { StoreSlice } from '../../../store/state.ts';
import { MAX_STACK_ENTRIES } from '../capture/error-capture.ts';
import type { BugReportDeliveryState, BugReportStackEntry, PreparedBugReport } from '../types.ts';

export type BugReportStep = 1 | 2 | 3;

export type ScreenshotState =
  | { status: 'pending' }
  | { status: 'taken'; dataUrl: string }
  | { status: 'failed' };

/**
 * Where sending stands at step 3: `created` (the board will get a pulse), `notConfigured` (stored,
 * but no board or group id is set), `queued` (kept in the browser until the connection is back),
 * `refused` (the gateway did not accept it).
 */
export type DeliveryStatus =
  | 'idle'
  | 'sending'
  | 'created'
  | 'notConfigured'
  | 'queued'
  | 'refused';

export interface BugReportFlow {
  /** The queued dialog showing the flow, once it is in the queue. */
  dialogId: number | null;
  step: BugReportStep;
  title: string;
  description: string;
  /** What step 2 shows and step 3 sends; null while it is being put together. */
  report: PreparedBugReport | null;
  screenshot: ScreenshotState;
  delivery: DeliveryStatus;
}

export interface BugReportState {
  /** The last captured errors, oldest first. */
  errors: BugReportStackEntry[];
  /** Errors captured since the page loaded (the list keeps only the last ones). */
  captured: number;
  /** `captured` when the bar was dismissed: the bar shows again with the next error. */
  dismissedAt: number;
  flow: BugReportFlow | null;
}

export const TITLE_MAX = 250;
export const DESCRIPTION_MAX = 10_000;

export const initialBugReportState: BugReportState = {
  errors: [],
  captured: 0,
  dismissedAt: 0,
  flow: null,
};

const validTexts = (title: string, description: string) => {
  const t = title.trim();
  const d = description.trim();
  return t.length > 0 && t.length <= TITLE_MAX && d.length > 0 && d.length <= DESCRIPTION_MAX;
};

const newFlow = (): BugReportFlow => ({
  dialogId: null,
  step: 1,
  title: '',
  description: '',
  report: null,
  screenshot: { status: 'pending' },
  delivery: 'idle',
});

function flow(state: BugReportFlow | null, action: Action): BugReportFlow | null {
  if (action.type === 'bugReport/opened') {
    // An open flow stays as it is (the bar pressed twice); a finished one starts over.
    return state && state.step < 3 ? state : newFlow();
  }
  if (!state) return state;
  switch (action.type) {
    case 'dialog/opened':
      return action.dialog.kind === 'bugReport' && state.dialogId === null
        ? { ...state, dialogId: action.dialog.id }
        : state;
    case 'dialog/closed':
      return action.id === state.dialogId ? null : state;
    case 'bugReport/screenshot-taken':
      return { ...state, screenshot: { status: 'taken', dataUrl: action.dataUrl } };
    case 'bugReport/screenshot-failed':
      return { ...state, screenshot: { status: 'failed' } };
    case 'bugReport/step-next':
      return state.step === 1 && validTexts(action.title, action.description)
        ? { ...state, step: 2, title: action.title, description: action.description, report: null }
        : state;
    case 'bugReport/prepared':
      return state.step === 2 ? { ...state, report: action.report } : state;
    case 'bugReport/step-back':
      return state.step === 2 ? { ...state, step: 1 } : state;
    case 'bugReport/submitted':
      return state.step === 2 && state.report !== null
        ? { ...state, step: 3, delivery: 'sending' }
        : state;
    case 'bugReport/sent':
      return state.delivery === 'sending'
        ? {
            ...state,
            delivery: action.deliveryState === 'NOT_CONFIGURED' ? 'notConfigured' : 'created',
          }
        : state;
    case 'bugReport/send-failed':
      return state.delivery === 'sending'
        ? { ...state, delivery: action.queued ? 'queued' : 'refused' }
        : state;
    default:
      return state;
  }
}

export function reduceBugReport(state: BugReportState, action: Action): BugReportState {
  switch (action.type) {
    case 'bugReport/error-captured':
      return {
        ...state,
        errors: [...state.errors, action.entry].slice(-MAX_STACK_ENTRIES),
        captured: state.captured + 1,
      };
    case 'bugReport/bar-dismissed':
      return { ...state, dismissedAt: state.captured };
    default: {
      const next = flow(state.flow, action);
      return next === state.flow ? state : { ...state, flow: next };
    }
  }
}

/** Selectors (stable functions, as useAppState needs). */
export const selectBarErrorCount = (state: { bugReport: BugReportState }) =>
  state.bugReport.captured > state.bugReport.dismissedAt ? state.bugReport.captured : 0;

export const selectBugReportFlow = (state: { bugReport: BugReportState }) => state.bugReport.flow;

/** The bug-report flow's part of the store (registered in app/store-parts.ts). */
export const bugReportSlice: StoreSlice<BugReportState> = {
  initial: initialBugReportState,
  reduce: reduceBugReport,
};

declare module '../../../store/state.ts' {
  interface FeatureStates {
    /** Captured errors and the bug-report flow. */
    bugReport: BugReportState;
  }
}

/** The flow's actions, added to the store's log (store/actions.ts's FeatureActions). */
export type BugReportFlowAction =
  /** An uncaught page error or unhandled rejection (features/bug-report/capture). */
  | { type: 'bugReport/error-captured'; entry: BugReportStackEntry }
  | { type: 'bugReport/bar-dismissed' }
  /** Starts the report flow; `title` is the dialog's translated title. */
  | { type: 'bugReport/opened'; title: string }
  | { type: 'bugReport/screenshot-taken'; dataUrl: string }
  | { type: 'bugReport/screenshot-failed' }
  /** Step 1 -> 2 with the reporter's texts (ignored unless both are valid). */
  | { type: 'bugReport/step-next'; title: string; description: string }
  /** What step 2 shows and step 3 sends. */
  | { type: 'bugReport/prepared'; report: PreparedBugReport }
  | { type: 'bugReport/step-back' }
  /** Step 2 -> 3: the report is sent. */
  | { type: 'bugReport/submitted' }
  | { type: 'bugReport/sent'; id: string; deliveryState: BugReportDeliveryState }
  /** `queued`: kept in the outbox for a later try; otherwise the gateway refused it. */
  | { type: 'bugReport/send-failed'; queued: boolean }
  /** Reports from the outbox were sent (`remaining`: still waiting). */
  | { type: 'bugReport/outbox-sent'; sent: number; remaining: number };

declare module '../../../store/actions.ts' {
  interface FeatureActions {
    bugReport: BugReportFlowAction;
  }
}
