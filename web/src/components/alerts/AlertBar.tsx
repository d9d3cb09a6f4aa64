// The application's alerts (spec section 4): a new version asks to refresh, and a warning stays
// while the browser is offline. The live regions are always present, so every alert is announced.
import { FormattedMessage } from 'react-intl';
import { useAppState, useDispatch } from '../../store/hooks.tsx';
import type { AppState } from '../../store/state.ts';

const selectAlerts = (state: AppState) => state.alerts;

function UpdateAvailable() {
  const dispatch = useDispatch();
  return (
    <div className="bg-brand-primary-dark text-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-2">
        <p>
          <FormattedMessage id="alerts.updateAvailable" />
        </p>
        {/* On the dark bar the focus outline is white (the page's dark one has too little contrast). */}
        <button
          type="button"
          onClick={() => dispatch({ type: 'pwa/update-accepted' })}
          className="rounded-md bg-white px-4 py-1.5 font-semibold text-brand-primary-dark hover:bg-surface-muted focus-visible:outline-white"
        >
          <FormattedMessage id="alerts.refresh" />
        </button>
      </div>
    </div>
  );
}

function Offline() {
  return (
    <div className="border-b border-amber-500 bg-amber-50 text-amber-950">
      <p className="mx-auto flex max-w-5xl items-center gap-2 px-4 py-2">
        {/* The warning sign marks the kind of alert besides its colour. */}
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className="size-5 shrink-0 fill-current"
        >
          <path d="M12 2 1 21h22L12 2Zm1 16h-2v-2h2v2Zm0-4h-2V9h2v5Z" />
        </svg>
        <FormattedMessage id="alerts.offline" />
      </p>
    </div>
  );
}

export function AlertBar() {
  const alerts = useAppState(selectAlerts);
  return (
    <div>
      {/* A new version can wait for a pause in speech; going offline is said at once. */}
      <div role="status">{alerts.includes('update-available') && <UpdateAvailable />}</div>
      <div role="alert">{alerts.includes('offline') && <Offline />}</div>
    </div>
  );
}
