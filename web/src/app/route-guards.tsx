import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { toaster } from '../components/ui/toaster';
import { paths } from '../config/paths';
import { returnPath, type SignInState } from '../features/auth/sign-in-state';
import { useAppState } from '../lib/app-state';
import { canWrite, isAdmin } from '../lib/permissions';
import { useSession } from '../lib/use-session';
import { ForbiddenPage } from './forbidden-page';

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

/** The list a create route belongs to: `/titles/new` -> `/titles`. */
export function sectionOf(pathname: string): string {
  return `/${pathname.split('/').filter(Boolean)[0] ?? ''}`;
}

function SentBackToList({ to }: { to: string }) {
  useEffect(() => {
    // On a first page load this runs before the Toaster (a later sibling) subscribes to the store,
    // and a toast created then is never shown: create it on the next task. Not cancelled on unmount
    // (the redirect unmounts this at once); the fixed id makes a repeat update the same note.
    setTimeout(() =>
      toaster.create({
        id: 'viewer-cannot-create',
        type: 'info',
        title: 'Your role can read, not create',
        description: 'Ask an administrator of your team for editor access.',
      }),
    );
  }, []);
  return <Navigate to={to} replace />;
}

/**
 * Every create route (`…/new`) sits behind this one guard: a viewer is sent to the section's list
 * (where Cancel would lead), replacing the entry, with a note. Without it a viewer could fill in a
 * form the server refuses with 403, and a 403 signs the browser out. Edit routes stay open to
 * viewers, who read the record there with read-only controls.
 */
export function RequireWriter() {
  useSession(); // re-render when the roles change
  const location = useLocation();
  if (!canWrite()) return <SentBackToList to={sectionOf(location.pathname)} />;
  return <Outlet />;
}

/**
 * The admins' pages (/team) sit behind this guard: anyone else, who has no nav entry to them, gets a
 * page saying so where they typed the address. The page itself never renders for them: its calls
 * would answer 403, and a 403 signs the browser out.
 */
export function RequireAdmin() {
  useSession(); // re-render when the roles change
  if (!isAdmin()) return <ForbiddenPage />;
  return <Outlet />;
}
