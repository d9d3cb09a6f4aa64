// What the app puts in the store besides its own parts: each feature's slice of state and every
// epic, the store's own and the features', in the order they start.
import {
  openBugReportEpic,
  prepareBugReportEpic,
  recordActionsEpic,
} from '../features/bug-report/epics/flow-epics.ts';
import { resendOutboxEpic, sendBugReportEpic } from '../features/bug-report/epics/send-epics.ts';
import { bugReportSlice } from '../features/bug-report/state/bug-report-state.ts';
import { coreEpics } from '../store/epics/index.ts';
import type { StoreParts } from '../store/store.ts';

export const appStoreParts: StoreParts = {
  slices: { bugReport: bugReportSlice },
  epics: [
    // First, so the bug report's action log has each action before other epics answer it.
    recordActionsEpic,
    ...coreEpics,
    openBugReportEpic,
    prepareBugReportEpic,
    sendBugReportEpic,
    resendOutboxEpic,
  ],
};
