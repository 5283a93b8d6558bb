import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell, type PageHandle } from './layout/app-shell';
import { PageLoading } from '../components/ui/page-loading';
import { lazyRoute, loadPage } from '../lib/lazy-page';
import { initialiseAfterSignIn } from './init';
import { pages, type PagePath } from './pages';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { PublicOnly, RequireAdmin, RequireAuth, RequireWriter } from './route-guards';

/**
 * A route of the page at `path` (pages.ts), loaded on its first visit ("Loading..." meanwhile, in
 * the shell). Not the sign-in page's (''), which is given the initialisation below.
 */
const page = (path: Exclude<PagePath, ''>) => ({ path, lazy: lazyRoute(pages[path]) });

/**
 * The route table (docs/product.md §2). Paths are relative children of `/`; config/paths.ts spells them for links.
 * `/` and a shared guide's page (`/guide/{token}`) are public; everything else sits behind RequireAuth and inside the shell; create routes also
 * behind RequireWriter, the team's users behind RequireAdmin. An unknown path shows "Page not
 * found" in the shell. A page that throws (or fails to load) renders the error inside the shell;
 * anything else falls back to the full page.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const initialise = () => initialiseAfterSignIn(queryClient);
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
 * The app's router and when it has started: its first page's code has come (it renders that page,
 * not "Loading...", from its first render).
 */
export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(createRoutes(queryClient));
  const started = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  return { router, started };
}
