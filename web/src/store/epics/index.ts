// Every epic of the client, started together by the store.
import { pageViewEpic } from './analytics.ts';
import { apiFailureDialogEpic } from './dialogs.ts';
import type { Epic } from './epic.ts';
import { loadLocaleEpic, persistLocaleEpic, restoreLocaleEpic } from './locale.ts';
import { applyUpdateEpic, networkEpic, serviceWorkerUpdateEpic } from './pwa.ts';
import {
  loadUserEpic,
  persistSessionEpic,
  refreshTokensEpic,
  signOutEpic,
  unauthenticatedEpic,
} from './session.ts';

export const rootEpics: Epic[] = [
  loadUserEpic,
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
