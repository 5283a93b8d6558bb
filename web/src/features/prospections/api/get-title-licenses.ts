import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiList } from '../../../lib/api-client';
import type { Id, TitleLicense } from './prospection-types';

/** The by-title view's license columns that sort. */
export type TitleLicenseSortKey = 'company' | 'contractType' | 'contractDate' | 'signed';

/** One title's licenses, of one contract type when given, in `sort` order (`-contractDate`). */
export interface TitleLicensesQuery {
  /** As picked, or as the address has it (the server refuses one that is not an id). */
  titleId: Id | string;
  contractType?: string;
  sort: string;
}

/**
 * Under the licenses' root key, which every license write and a prospection's conversion
 * invalidate, so a new or deleted license shows here at once.
 */
export const titleLicensesKey = (query: TitleLicensesQuery) => ['licenses', 'list', 'title', query] as const;

/**
 * GET /licenses?titleId=&contractType=&sort=: every license of the title, filtered by the server
 * (which answers 400 to a titleId that is not an id). Errors are the caller's.
 *
 * The prospections' views (by title, a new pitch's warning) read a title's licenses and nothing else
 * of the licenses feature: this call is theirs, so prospections does not depend on that feature.
 */
export async function getTitleLicenses({ titleId, contractType, sort }: TitleLicensesQuery, signal?: AbortSignal): Promise<TitleLicense[]> {
  const { rows } = await apiList<TitleLicense>('/licenses', { sort, filters: { titleId: String(titleId), contractType } }, signal);
  return rows;
}

export const titleLicensesQueryOptions = (query: TitleLicensesQuery) =>
  queryOptions({ queryKey: titleLicensesKey(query), queryFn: ({ signal }) => getTitleLicenses(query, signal) });

export const useTitleLicenses = (query: TitleLicensesQuery) => useQuery(titleLicensesQueryOptions(query));
