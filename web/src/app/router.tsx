import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell } from './layout/app-shell';
import { lazyPage } from '../lib/lazy-page';
import { initialiseAfterSignIn } from './init';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { PublicOnly, RequireAdmin, RequireAuth, RequireWriter } from './route-guards';

// Each page is its own chunk, loaded on first visit ("Loading..." meanwhile).
const SignInPage = lazyPage(() => import('../features/auth/pages/sign-in-page').then((m) => m.SignInPage));
const HomePage = lazyPage(() => import('../features/home/pages/home-page').then((m) => m.HomePage));
const ContactsPage = lazyPage(() => import('../features/contacts/pages/contacts-page').then((m) => m.ContactsPage));
const ProspectionsPage = lazyPage(() => import('../features/prospections/pages/prospections-page').then((m) => m.ProspectionsPage));
const NewProspectionPage = lazyPage(() => import('../features/prospections/pages/new-prospection-page').then((m) => m.NewProspectionPage));
const EditProspectionPage = lazyPage(() => import('../features/prospections/pages/edit-prospection-page').then((m) => m.EditProspectionPage));
const LicensesPage = lazyPage(() => import('../features/licenses/pages/licenses-page').then((m) => m.LicensesPage));
const NewLicensePage = lazyPage(() => import('../features/licenses/pages/new-license-page').then((m) => m.NewLicensePage));
const EditLicensePage = lazyPage(() => import('../features/licenses/pages/edit-license-page').then((m) => m.EditLicensePage));
const CalendarPage = lazyPage(() => import('../features/calendar/pages/calendar-page').then((m) => m.CalendarPage));
const TitlesPage = lazyPage(() => import('../features/titles/pages/titles-page').then((m) => m.TitlesPage));
const NewTitlePage = lazyPage(() => import('../features/titles/pages/new-title-page').then((m) => m.NewTitlePage));
const EditTitlePage = lazyPage(() => import('../features/titles/pages/edit-title-page').then((m) => m.EditTitlePage));
const AccountPage = lazyPage(() => import('../features/account/pages/account-page').then((m) => m.AccountPage));
const TeamPage = lazyPage(() => import('../features/team/pages/team-page').then((m) => m.TeamPage));
const ServersPage = lazyPage(() => import('../features/servers/pages/servers-page').then((m) => m.ServersPage));
const NotFoundPage = lazyPage(() => import('./not-found-page').then((m) => m.NotFoundPage));

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
      children: [
        {
          index: true,
          element: (
            <PublicOnly>
              <SignInPage initialise={initialise} />
            </PublicOnly>
          ),
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
                    { path: 'home', element: <HomePage /> },
                    { path: 'contacts', element: <ContactsPage /> },
                    { path: 'prospections', element: <ProspectionsPage /> },
                    { path: 'prospections/edit/:id?', element: <EditProspectionPage /> },
                    { path: 'licenses', element: <LicensesPage /> },
                    { path: 'licenses/edit/:id?', element: <EditLicensePage /> },
                    { path: 'calendar', element: <CalendarPage /> },
                    { path: 'titles', element: <TitlesPage /> },
                    { path: 'titles/edit/:id?', element: <EditTitlePage /> },
                    { path: 'account', element: <AccountPage /> },
                    { path: 'servers', element: <ServersPage /> },
                    {
                      // every create route, here and in later sections, goes in this group
                      element: <RequireWriter />,
                      children: [
                        { path: 'prospections/new', element: <NewProspectionPage /> },
                        { path: 'licenses/new', element: <NewLicensePage /> },
                        { path: 'titles/new', element: <NewTitlePage /> },
                      ],
                    },
                    {
                      element: <RequireAdmin />,
                      children: [{ path: 'team', element: <TeamPage /> }],
                    },
                    // an unknown path of a signed-in user: a page of the app, not a failure
                    { path: '*', element: <NotFoundPage /> },
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
