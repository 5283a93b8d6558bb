import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell, type PageHandle } from './layout/app-shell';
import { PageLoading } from '../components/ui/page-loading';
import { lazyRoute, loadPage } from '../lib/lazy-page';
import { initialiseAfterSignIn } from './init';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { PublicOnly, RequireAdmin, RequireAuth, RequireWriter } from './route-guards';

// Each page is its own chunk, loaded on first visit ("Loading..." meanwhile, in the shell).
const home = lazyRoute(() => import('../features/home/pages/home-page').then((m) => m.HomePage));
const contacts = lazyRoute(() => import('../features/contacts/pages/contacts-page').then((m) => m.ContactsPage));
const company = lazyRoute(() => import('../features/companies/pages/company-page').then((m) => m.CompanyPage));
const prospections = lazyRoute(() => import('../features/prospections/pages/prospections-page').then((m) => m.ProspectionsPage));
const newProspection = lazyRoute(() => import('../features/prospections/pages/new-prospection-page').then((m) => m.NewProspectionPage));
const editProspection = lazyRoute(() => import('../features/prospections/pages/edit-prospection-page').then((m) => m.EditProspectionPage));
const licenses = lazyRoute(() => import('../features/licenses/pages/licenses-page').then((m) => m.LicensesPage));
const newLicense = lazyRoute(() => import('../features/licenses/pages/new-license-page').then((m) => m.NewLicensePage));
const editLicense = lazyRoute(() => import('../features/licenses/pages/edit-license-page').then((m) => m.EditLicensePage));
const calendar = lazyRoute(() => import('../features/calendar/pages/calendar-page').then((m) => m.CalendarPage));
const titles = lazyRoute(() => import('../features/titles/pages/titles-page').then((m) => m.TitlesPage));
const newTitle = lazyRoute(() => import('../features/titles/pages/new-title-page').then((m) => m.NewTitlePage));
const editTitle = lazyRoute(() => import('../features/titles/pages/edit-title-page').then((m) => m.EditTitlePage));
const account = lazyRoute(() => import('../features/account/pages/account-page').then((m) => m.AccountPage));
const team = lazyRoute(() => import('../features/team/pages/team-page').then((m) => m.TeamPage));
const servers = lazyRoute(() => import('../features/servers/pages/servers-page').then((m) => m.ServersPage));
const notFound = lazyRoute(() => import('./not-found-page').then((m) => m.NotFoundPage));

/**
 * The route table (docs/product.md §2). Paths are relative children of `/`; config/paths.ts spells them for links.
 * `/` is public; everything else sits behind RequireAuth and inside the shell; create routes also
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
            const SignInPage = await loadPage(() => import('../features/auth/pages/sign-in-page').then((m) => m.SignInPage));
            return {
              element: (
                <PublicOnly>
                  <SignInPage initialise={initialise} />
                </PublicOnly>
              ),
            };
          },
        },
        {
          element: <RequireAuth />,
          children: [
            {
              element: <AppShell />,
              children: [
                {
                  errorElement: <RouteError />,
                  children: [
                    { path: 'home', lazy: home },
                    { path: 'contacts', lazy: contacts },
                    { path: 'contacts/:id', lazy: company },
                    // the board's columns use the whole width of a wide screen
                    { path: 'prospections', lazy: prospections, handle: { wide: true } satisfies PageHandle },
                    { path: 'prospections/edit/:id?', lazy: editProspection },
                    { path: 'licenses', lazy: licenses },
                    { path: 'licenses/edit/:id?', lazy: editLicense },
                    { path: 'calendar', lazy: calendar },
                    { path: 'titles', lazy: titles },
                    { path: 'titles/edit/:id?', lazy: editTitle },
                    { path: 'account', lazy: account },
                    {
                      // every create route, here and in later sections, goes in this group
                      element: <RequireWriter />,
                      children: [
                        { path: 'prospections/new', lazy: newProspection },
                        { path: 'licenses/new', lazy: newLicense },
                        { path: 'titles/new', lazy: newTitle },
                      ],
                    },
                    {
                      element: <RequireAdmin />,
                      children: [
                        { path: 'team', lazy: team },
                        { path: 'servers', lazy: servers },
                      ],
                    },
                    // an unknown path of a signed-in user: a page of the app, not a failure
                    { path: '*', lazy: notFound },
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

export const createAppRouter = (queryClient: QueryClient) => createBrowserRouter(createRoutes(queryClient));
