// Slices of the state that several components read; stable functions, as useAppState needs.
import type { AppState } from './state.ts';

export const selectSignedIn = (state: AppState) => state.session.tokens !== null;

export const selectUser = (state: AppState) => state.session.user;
