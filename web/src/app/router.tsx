import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell, type PageHandle } from './layout/app-shell';
import { PageLoading } from '../components/ui/page-loading';
import { currentUserQueryOptions } from '../features/auth/api/current-user';
import { lazyRoute, loadPage, prefetchLoader, type RouteStart } from '../lib/lazy-page';
import { hasSession } from '../lib/session';
import { initialiseAfterSignIn } from './init';
import { pages, type PagePath } from './pages';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { PublicOnly, RequireAdmin, RequireAuth, RequireWriter } from './route-guards';

/**
 * The route table (docs/product.md §2). Paths are relative children of `/`; config/paths.ts spells them for links.
 * `/` and a shared guide's page (`/guide/{token}`) are public; everything else sits behind RequireAuth and inside the shell; create routes also
 * behind RequireWriter, the team's users behind RequireAdmin. An unknown path shows "Page not
 * found" in the shell. A page that throws (or fails to load) renders the error inside the shell;
 * anything else falls back to the full page.
 */
export function createRoutes(queryClient: QueryClient, start: RouteStart = { first: false }): RouteObject[] {
  const initialise = () => initialiseAfterSignIn(queryClient);
  const prefetching = { queryClient, start, signedIn: hasSession };
  /**
   * A route of the page at `path` (pages.ts), loaded on its first visit ("Loading..." meanwhile, in
   * the shell), its first requests started by its loader. Not the sign-in page's (''), which is
   * given the initialisation above.
   */
  const page = (path: Exclude<PagePath, ''>) => ({ path, lazy: lazyRoute(pages[path], { prefetching }) });
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError fullPage />,
      // the first page's code arriving
      hydrateFallbackElement: <PageLoading />,
      children: [
        {
          index: true,
          lazy: async () => {
            const { Page: SignInPage } = await loadPage(pages['']);
            return {
              element: (
                <PublicOnly>
                  <SignInPage initialise={initialise} />
                </PublicOnly>
              ),
            };
          },
        },
        // a shared rights guide: read by whoever has its link, signed in or not
        { ...page('guide/:token'), errorElement: <RouteError fullPage /> },
        {
          element: <RequireAuth />,
          children: [
            // a payment's invoice: a page of its own, without the shell, to print
            { ...page('invoices/:licenseId/:paymentId'), errorElement: <RouteError fullPage /> },
            // a member's day at a fair: printed, without the shell
            { ...page('fairs/:id/day-sheet'), errorElement: <RouteError fullPage /> },
            // a rights guide as it prints, without the shell, likewise
            { ...page('guides/:id/preview'), errorElement: <RouteError fullPage /> },
            {
              element: <AppShell />,
              // the user the shell shows (and a stale session sent back to sign in), asked beside the page's own
              loader: prefetchLoader((client) => client.prefetchQuery(currentUserQueryOptions()), queryClient, start, hasSession),
              shouldRevalidate: () => false,
              children: [
                {
                  errorElement: <RouteError />,
                  children: [
                    page('home'),
                    page('contacts'),
                    page('contacts/:id'),
                    // the board's columns use the whole width of a wide screen
                    { ...page('prospections'), handle: { wide: true } satisfies PageHandle },
                    page('prospections/edit/:id?'),
                    page('licenses'),
                    page('licenses/edit/:id?'),
                    page('calendar'),
                    page('fairs'),
                    // the planner's days use the whole width of a wide screen
                    { ...page('fairs/:id'), handle: { wide: true } satisfies PageHandle },
                    page('availability'),
                    page('money'),
                    page('guides'),
                    page('guides/:id'),
                    page('titles'),
                    page('titles/edit/:id?'),
                    page('account'),
                    {
                      // every create route, here and in later sections, goes in this group
                      element: <RequireWriter />,
                      children: [
                        page('prospections/new'),
                        page('licenses/new'),
                        page('titles/new'),
                        page('titles/import-onix'),
                        page('guides/new'),
                      ],
                    },
                    {
                      element: <RequireAdmin />,
                      children: [
                        page('team'),
                        page('servers'),
                      ],
                    },
                    // an unknown path of a signed-in user: a page of the app, not a failure
                    page('*'),
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/**
 * The app's router, and `ready`: its first page's code has come and its first requests have
 * answered (or FIRST_PAGE_WAIT_MS passed), so that the first render shows the page with its records
 * (main.ts renders then). Navigations after it do not wait for requests.
 */
export function createAppRouter(queryClient: QueryClient) {
  const start: RouteStart = { first: true };
  const router = createBrowserRouter(createRoutes(queryClient, start));
  const ready = new Promise<void>((resolve) => {
    const started = () => {
      start.first = false;
      resolve();
    };
    if (router.state.initialized) return started();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      started();
    });
  });
  return { router, ready };
}
