// The store's own epics (session, dialogs, service worker, language, analytics); the app adds the
// features' (app/store-parts.ts).
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

export const coreEpics: Epic[] = [
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
];
