import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { currentUserQueryOptions } from '../features/auth/api/current-user';
import { queryClient } from '../lib/query-client';
import { hasSession } from '../lib/session';
import type { FirstPage } from './pages';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/**
 * How long the app's first render waits for its page's code and first requests (then it shows
 * "Loading..." for what has not come): a server that answers in milliseconds gives a first render
 * with the records in it, one render instead of three (the page, its records, the user); a slow
 * one, or a slow network, does not hold a blank window.
 */
export const FIRST_PAGE_WAIT_MS = 300;

/**
 * The app's router, resolved once its first render can show the page the address opens at (its
 * code has come and, for a signed-in user, the shell's user and the page's first requests,
 * `prefetch` of its module, have answered) or `waitMs` has passed. Only the first page: a
 * navigation shows its page at once, and its queries then ask.
 */
export async function startApp(first: FirstPage | undefined, waitMs = FIRST_PAGE_WAIT_MS): Promise<DataRouter> {
  const { router, started } = createAppRouter(queryClient);
  // Not for a visitor, who is sent to sign in: they would answer 401.
  const requests = hasSession()
    ? Promise.all([
        queryClient.prefetchQuery(currentUserQueryOptions()),
        first?.module.then(({ prefetch }) => prefetch?.(queryClient, { params: first.params, url: new URL(window.location.href) })).catch(() => undefined),
      ])
    : Promise.resolve();
  await Promise.race([Promise.all([started, requests]), new Promise((resolve) => setTimeout(resolve, waitMs))]);
  return router;
}

export function App({ router }: { router: DataRouter }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
