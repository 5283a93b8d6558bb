import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityEntry } from '../../../generated/ActivityEntry';
import { api, apiList } from '../../../lib/api-client';
import { JUST_FETCHED_MS } from '../../../lib/query-client';

/** Amounts in one currency (pending offers, money due); amounts in different currencies are never added up. */
interface CurrencyTotal {
  /** The ISO code; null for offers made without one. */
  currency: string | null;
  total: number;
  count: number;
}

/** What is due on a date, and the record it belongs to (`name`: "Dune → Gallimard", "Dune – Gallimard"). */
export interface DueItem {
  kind: 'chase' | 'option_expiry' | 'license_end' | 'publication';
  /** `YYYY-MM-DD`. */
  date: string;
  entityType: 'prospection' | 'license';
  entityId: number;
  name: string;
}

/** GET /api/dashboard (server/src/db/dashboard.rs): the team's figures, each counted by the server. */
export interface Dashboard {
  /** The team's today (in its time zone), `YYYY-MM-DD`: what "overdue" and "this year" are measured from. */
  today: string;
  openProspections: number;
  offersPending: CurrencyTotal[];
  /** Options ending from today to 30 days ahead. */
  optionsEnding: number;
  licensesSigned: { thisYear: number; lastYear: number };
  /** Every status, in pipeline order. */
  pipeline: { status: string; count: number }[];
  /** The last 12 months (`YYYY-MM`), oldest first, every month listed. */
  licensesPerMonth: { month: string; count: number }[];
  /** Overdue chases first, then by date; at most 50. */
  due: DueItem[];
  /** What is still owed on payments due from today to 7 days ahead, per currency. */
  moneyDueThisWeek: CurrencyTotal[];
  /** Payments whose due date passed with less than their amount received. */
  paymentsOverdue: number;
  /** Royalty statements whose due date passed and that have not come. */
  statementsOverdue: number;
}

/** How many of the team's newest activity entries the home page shows. */
const RECENT_ACTIVITY = 10;

// The other features' writes do not know these queries, so they are asked again each time the home
// page opens (fresh only for JUST_FETCHED_MS: the page's own prefetch) rather than shown as they were
// up to 30 s before.
export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard'], queryFn: ({ signal }) => api.get<Dashboard>('/dashboard', signal), staleTime: JUST_FETCHED_MS });

export const useDashboard = () => useQuery(dashboardQueryOptions());

/** The team's newest entries of the activity log; a chase from the home page invalidates `['activity']`. */
export const recentActivityQueryOptions = () =>
  queryOptions({
    queryKey: ['activity', 'recent'],
    queryFn: ({ signal }) => apiList<ActivityEntry>('/activity', { limit: RECENT_ACTIVITY }, signal),
    staleTime: JUST_FETCHED_MS,
  });

export const useRecentActivity = () => useQuery(recentActivityQueryOptions());
