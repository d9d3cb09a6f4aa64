// Slices of the state that several components read; stable functions, as useAppState needs.
import type { AppState } from './state.ts';

export const selectSignedIn = (state: AppState) => state.session.tokens !== null;

export const selectUser = (state: AppState) => state.session.user;

/** The largest upload the server accepts (session setting `upload_max_bytes`); null when unknown. */
export const uploadMaxBytes = (state: AppState): number | null => {
  const value = Number(state.session.settings?.upload_max_bytes);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};
