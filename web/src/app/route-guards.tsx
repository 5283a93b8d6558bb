import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { returnPath, type SignInState } from '../features/auth/sign-in-state';
import { useAppState } from '../lib/app-state';

/**
 * Protected routes: rendered only when signed in. Otherwise redirect to `/`, replacing the history
 * entry and carrying the requested location (not after an explicit sign-out: then there is nothing
 * to return to).
 */
export function RequireAuth() {
  const { isLoggedIn, signOutReason } = useAppState();
  const location = useLocation();
  if (!isLoggedIn) {
    const state: SignInState = {
      from: signOutReason === 'signed-out' ? undefined : { pathname: location.pathname, search: location.search, hash: location.hash },
      reason: signOutReason,
    };
    return <Navigate to={paths.root} replace state={state} />;
  }
  return <Outlet />;
}

/**
 * The public sign-in route: a signed-in visitor goes on to /home (or the carried location).
 * While a sign-in is running (`loading`), the page stays so its initialisation steps can finish.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { isLoggedIn, loading } = useAppState();
  const location = useLocation();
  if (isLoggedIn && !loading) return <Navigate to={returnPath(location.state)} replace />;
  return <>{children}</>;
}
