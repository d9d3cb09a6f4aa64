// Every epic of the client, started together by the store.
import {
  openBugReportEpic,
  prepareBugReportEpic,
  recordActionsEpic,
} from '../../features/bug-report/epics/flow-epics.ts';
import { resendOutboxEpic, sendBugReportEpic } from '../../features/bug-report/epics/send-epics.ts';
import { pageViewEpic } from './analytics.ts';
import { apiFailureDialogEpic } from './dialogs.ts';
import type { Epic } from './epic.ts';
import { loadLocaleEpic, persistLocaleEpic, restoreLocaleEpic } from './locale.ts';
import { applyUpdateEpic, networkEpic, serviceWorkerUpdateEpic } from './pwa.ts';
import {
  loadSettingsEpic,
  loadUserEpic,
  persistSessionEpic,
  refreshTokensEpic,
  signOutEpic,
  unauthenticatedEpic,
} from './session.ts';

export const rootEpics: Epic[] = [
  // First, so the log has each action before other epics answer it.
  recordActionsEpic,
  loadUserEpic,
  loadSettingsEpic,
  persistSessionEpic,
  refreshTokensEpic,
  signOutEpic,
  unauthenticatedEpic,
  apiFailureDialogEpic,
  serviceWorkerUpdateEpic,
  applyUpdateEpic,
  networkEpic,
  loadLocaleEpic,
  restoreLocaleEpic,
  persistLocaleEpic,
  pageViewEpic,
  openBugReportEpic,
  prepareBugReportEpic,
  sendBugReportEpic,
  resendOutboxEpic,
];
