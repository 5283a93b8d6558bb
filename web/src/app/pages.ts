/**
 * Every page's code, by its path in the route table (router.tsx), each its own chunk. The router
 * loads a page on its first visit; main.ts starts loading the page of the address the app opens at
 * (`preloadPageAt`) while the libraries download, so that on a cold load the page's chunks have
 * come by the time the router asks for them (the same modules: nothing is fetched twice). This
 * module imports nothing at run time, so main.ts can use it before the libraries are there.
 */
import type { PagePrefetch } from '../lib/lazy-page';

export const pages = {
  '': () => import('../features/auth/pages/sign-in-page').then((m) => ({ Page: m.SignInPage })),
  home: () => import('../features/home/pages/home-page').then((m) => ({ Page: m.HomePage, prefetch: m.prefetchHomePage })),
  contacts: () => import('../features/contacts/pages/contacts-page').then((m) => ({ Page: m.ContactsPage, prefetch: m.prefetchContactsPage })),
  'contacts/:id': () => import('../features/companies/pages/company-page').then((m) => ({ Page: m.CompanyPage })),
  prospections: () => import('../features/prospections/pages/prospections-page').then((m) => ({ Page: m.ProspectionsPage, prefetch: m.prefetchProspectionsPage })),
  'prospections/new': () => import('../features/prospections/pages/new-prospection-page').then((m) => ({ Page: m.NewProspectionPage })),
  'prospections/edit/:id?': () => import('../features/prospections/pages/edit-prospection-page').then((m) => ({ Page: m.EditProspectionPage })),
  licenses: () => import('../features/licenses/pages/licenses-page').then((m) => ({ Page: m.LicensesPage, prefetch: m.prefetchLicensesPage })),
  'licenses/new': () => import('../features/licenses/pages/new-license-page').then((m) => ({ Page: m.NewLicensePage })),
  'licenses/edit/:id?': () => import('../features/licenses/pages/edit-license-page').then((m) => ({ Page: m.EditLicensePage })),
  calendar: () => import('../features/calendar/pages/calendar-page').then((m) => ({ Page: m.CalendarPage, prefetch: m.prefetchCalendarPage })),
  fairs: () => import('../features/fairs/pages/fairs-page').then((m) => ({ Page: m.FairsPage })),
  'fairs/:id': () => import('../features/fairs/pages/fair-page').then((m) => ({ Page: m.FairPage })),
  'fairs/:id/day-sheet': () => import('../features/fairs/pages/day-sheet-page').then((m) => ({ Page: m.DaySheetPage })),
  availability: () => import('../features/rights/pages/availability-page').then((m) => ({ Page: m.AvailabilityPage })),
  money: () => import('../features/money/pages/money-page').then((m) => ({ Page: m.MoneyPage })),
  'invoices/:licenseId/:paymentId': () => import('../features/money/pages/invoice-page').then((m) => ({ Page: m.InvoicePage })),
  titles: () => import('../features/titles/pages/titles-page').then((m) => ({ Page: m.TitlesPage, prefetch: m.prefetchTitlesPage })),
  'titles/new': () => import('../features/titles/pages/new-title-page').then((m) => ({ Page: m.NewTitlePage })),
  'titles/import-onix': () => import('../features/titles/pages/onix-import-page').then((m) => ({ Page: m.OnixImportPage })),
  'titles/edit/:id?': () => import('../features/titles/pages/edit-title-page').then((m) => ({ Page: m.EditTitlePage, prefetch: m.prefetchEditTitlePage })),
  guides: () => import('../features/guides/pages/guides-page').then((m) => ({ Page: m.GuidesPage })),
  'guides/new': () => import('../features/guides/pages/guide-page').then((m) => ({ Page: m.NewGuidePage })),
  'guides/:id': () => import('../features/guides/pages/guide-page').then((m) => ({ Page: m.GuidePage })),
  'guides/:id/preview': () => import('../features/guides/pages/guide-preview-page').then((m) => ({ Page: m.GuidePreviewPage })),
  'guide/:token': () => import('../features/guides/pages/shared-guide-page').then((m) => ({ Page: m.SharedGuidePage })),
  account: () => import('../features/account/pages/account-page').then((m) => ({ Page: m.AccountPage, prefetch: m.prefetchAccountPage })),
  team: () => import('../features/team/pages/team-page').then((m) => ({ Page: m.TeamPage, prefetch: m.prefetchTeamPage })),
  servers: () => import('../features/servers/pages/servers-page').then((m) => ({ Page: m.ServersPage, prefetch: m.prefetchServersPage })),
  '*': () => import('./not-found-page').then((m) => ({ Page: m.NotFoundPage })),
};

export type PagePath = keyof typeof pages;

/**
 * The parameters of an address's segments if the route path (`contacts/:id`, `titles/edit/:id?`)
 * matches them, else null.
 */
function matches(path: string, segments: string[]): Record<string, string> | null {
  const parts = path.split('/').filter(Boolean);
  const fits =
    segments.length <= parts.length &&
    parts.every((part, index) => (part.startsWith(':') ? part.endsWith('?') || index < segments.length : part === segments[index]));
  if (!fits) return null;
  const params: Record<string, string> = {};
  parts.forEach((part, index) => {
    if (part.startsWith(':') && index < segments.length) params[part.slice(1).replace(/\?$/, '')] = decoded(segments[index]!);
  });
  return params;
}

/** A segment of an address as its route reads it; a malformed escape (`%E0`) as typed, rather than failing the app's start. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The page an address opens at: its module loading (what app/app.tsx reads of it), and its route's parameters. */
export interface FirstPage {
  module: Promise<{ Page: unknown; prefetch?: PagePrefetch }>;
  params: Record<string, string>;
}

/**
 * Starts loading the page `pathname` shows (none for an unknown address: its page is small), and
 * says which it is.
 */
export function preloadPageAt(pathname: string): FirstPage | undefined {
  const segments = pathname.split('/').filter(Boolean);
  for (const path of Object.keys(pages) as PagePath[]) {
    const params = path === '*' ? null : matches(path, segments);
    if (!params) continue;
    const module = pages[path]();
    // A failure shows when the router asks for the page again; here it would only be noise.
    module.catch(() => undefined);
    return { module, params };
  }
  return undefined;
}
