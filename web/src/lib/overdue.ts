import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * What is overdue in the team, as the navigation's badges count it (`GET /api/overdue`,
 * docs/http.md "Reminders: scheduled jobs and e-mail"): the same counts the home page and the
 * e-mail digest give, so the three agree.
 */
export interface Overdue {
  /** Open prospections whose chase date is before today. */
  prospections: number;
  /** Payments overdue (not paid in full) and royalty statements overdue. */
  money: number;
  /** Meeting requests not yet confirmed, of fairs not ended. */
  fairs: number;
}

/**
 * The query's key. A feature whose write changes these counts (a chase, a move, a payment
 * received, a meeting confirmed, a job that expired options) invalidates it, so the badges follow
 * the app's own writes at once; everyone else's show within the minute.
 */
export const OVERDUE_KEY = ['overdue'] as const;

/** How often the badges ask again while the app is open: a chase becomes overdue at midnight, others write meanwhile. */
export const OVERDUE_REFRESH_MS = 60_000;

/** GET /overdue, asked again every minute and whenever the window gets the focus back. */
export const useOverdue = () =>
  useQuery({
    queryKey: OVERDUE_KEY,
    queryFn: ({ signal }) => api.get<Overdue>('/overdue', signal),
    refetchInterval: OVERDUE_REFRESH_MS,
    // The app's default leaves the focus alone; coming back to the tab is when a count is read.
    refetchOnWindowFocus: 'always',
  });

/** A count as a badge shows it: at most "99+", so the entry keeps its width. */
export const badgeCount = (count: number): string => (count > 99 ? '99+' : String(count));
