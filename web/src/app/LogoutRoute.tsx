// /logout (login required): ends the session (on the server too) and goes to the home page.
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate } from 'react-router';
import { useAppState, useDispatch } from '../store/hooks.tsx';
import { selectSignedIn } from '../store/selectors.ts';
import { RequireAuth } from './guards/RequireAuth.tsx';

export function LogoutRoute() {
  const dispatch = useDispatch();
  const signedIn = useAppState(selectSignedIn);
  // Whether there was a session to end when the page opened: without one, the login-required
  // rule applies; with one, its end leads home (not back to the login page).
  const [hadSession] = useState(signedIn);
  useEffect(() => {
    if (hadSession) dispatch({ type: 'session/sign-out-requested' });
  }, [dispatch, hadSession]);
  if (!hadSession) return <RequireAuth>{null}</RequireAuth>;
  if (!signedIn) return <Navigate to="/" replace />;
  return (
    <p role="status" className="p-8">
      <FormattedMessage id="logout.busy" />
    </p>
  );
}
