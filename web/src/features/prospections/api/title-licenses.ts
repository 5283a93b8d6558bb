import { queryOptions } from '@tanstack/react-query';
import { apiList } from '../../../lib/api-client';
import type { Id, TitleLicense } from './prospection-types';

/** The sort keys of GET /licenses that the title's licenses offer. */
export type TitleLicenseSortKey = 'company' | 'contractType' | 'contractDate' | 'signed';

export interface TitleLicensesQuery {
  titleId: Id;
  /** the title's name: what GET /licenses can search */
  title: string;
  /** `contractDate`, `-contractDate`... */
  sort: string;
  /** only the licenses of this contract type */
  contractType?: string;
}

/**
 * GET /licenses?q={title}&sort=&contractType=: the licenses of one title. GET /licenses has no
 * title filter: the title's name is searched, which finds its licenses among a few others (titles
 * holding the same words), and only this title's are kept. Errors are the caller's.
 */
export async function getTitleLicenses({ titleId, title, sort, contractType }: TitleLicensesQuery, signal?: AbortSignal): Promise<TitleLicense[]> {
  const { rows } = await apiList<TitleLicense>('/licenses', { q: title, sort, filters: { contractType } }, signal);
  return rows.filter((license) => license.titleId === titleId);
}

/** Under the licenses' list key (`['licenses', 'list']`), so that every license write refreshes them. */
export const titleLicensesQueryOptions = (query: TitleLicensesQuery) =>
  queryOptions({
    queryKey: ['licenses', 'list', 'title', query] as const,
    queryFn: ({ signal }) => getTitleLicenses(query, signal),
  });
