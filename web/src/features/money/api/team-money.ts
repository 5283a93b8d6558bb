import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiList, type Page } from '../../../lib/api-client';
import { getPage } from '../../../lib/use-paged-list';
import { MONEY_KEY } from './license-money';
import type { AuthorShareRow, IncomeGroup, IncomeRow, ListedPayment, ListedStatement, OutstandingRow } from './money-types';

/** The payments the Money page chases: not yet paid in full, with a due date. */
export const UNPAID = 'due,overdue,part_paid';

/** A period of received dates; either end may be open (''). */
export interface Period {
  from: string;
  to: string;
}

const query = (params: Record<string, string>) => {
  const search = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== '')).toString();
  return search ? `?${search}` : '';
};

/** GET /payments?status=due,overdue,part_paid: one page of the team's unpaid payments, the earliest due first. */
export const usePaymentsDue = (limit: number, offset: number) =>
  useQuery({
    queryKey: [...MONEY_KEY, 'team-payments', UNPAID, limit, offset],
    queryFn: ({ signal }): Promise<Page<ListedPayment>> => getPage('payments', '/payments', { limit, offset, filters: { status: UNPAID } }, signal),
    placeholderData: keepPreviousData,
  });

/** GET /statements?status=overdue: one page of the statements that should have come. */
export const useStatementsOverdue = (limit: number, offset: number) =>
  useQuery({
    queryKey: [...MONEY_KEY, 'team-statements', 'overdue', limit, offset],
    queryFn: ({ signal }): Promise<Page<ListedStatement>> => getPage('statements', '/statements', { limit, offset, filters: { status: 'overdue' } }, signal),
    placeholderData: keepPreviousData,
  });

/** Every row of a team list, 500 a request, for its CSV export. */
export async function getAll<T>(path: '/payments' | '/statements', status: string): Promise<T[]> {
  const all: T[] = [];
  for (;;) {
    const page = await apiList<T>(path, { limit: 500, offset: all.length, filters: { status } });
    all.push(...page.rows);
    if (page.rows.length < 500 || all.length >= page.total) return all;
  }
}

/** GET /reports/outstanding: what is owed, by age and currency. */
export const useOutstanding = () =>
  useQuery({ queryKey: [...MONEY_KEY, 'outstanding'], queryFn: ({ signal }) => api.get<OutstandingRow[]>('/reports/outstanding', signal) });

/**
 * GET /reports/income: one page of the net received in the period, by `groupBy`, in the home
 * currency (years and months in order, the other groups the largest first).
 */
export const useIncome = (groupBy: IncomeGroup, period: Period, limit: number, offset: number) =>
  useQuery({
    queryKey: [...MONEY_KEY, 'income', groupBy, period, limit, offset],
    queryFn: ({ signal }): Promise<Page<IncomeRow>> => getPage('income', '/reports/income', { limit, offset, filters: { groupBy, ...period } }, signal),
    placeholderData: keepPreviousData,
  });

/** GET /reports/income without a page: every group of the period, for the CSV. */
export const getAllIncome = (groupBy: IncomeGroup, period: Period) => api.get<IncomeRow[]>(`/reports/income${query({ groupBy, ...period })}`);

/** GET /reports/author-shares: one page of titles, by name, with the net received in the period and the author's share. */
export const useAuthorShares = (period: Period, limit: number, offset: number) =>
  useQuery({
    queryKey: [...MONEY_KEY, 'author-shares', period, limit, offset],
    queryFn: ({ signal }): Promise<Page<AuthorShareRow>> => getPage('author shares', '/reports/author-shares', { limit, offset, filters: { ...period } }, signal),
    placeholderData: keepPreviousData,
  });

/** GET /reports/author-shares without a page: every title of the period, for the CSV. */
export const getAllAuthorShares = (period: Period) => api.get<AuthorShareRow[]>(`/reports/author-shares${query({ ...period })}`);
