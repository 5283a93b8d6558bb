import type { Title as WireTitle } from '../../../generated/Title';
import type { ListQuery } from '../../../lib/use-list-params';
import type { Payload, Stored } from '../../../lib/wire';

/** A title as the server stores and returns it (spec §3, api.md). Absent optional fields are null. */
export type Title = Stored<WireTitle>;

/** What the forms send: empty optional fields are left out; `id` only on update. */
export type TitlePayload = Payload<WireTitle>;

/** The query-key root of every title query; writes invalidate it. */
export const TITLES_KEY = ['titles'] as const;

/** The sort keys of GET /titles (the server's SORTING). */
export type TitleSortKey = 'name' | 'author' | 'publishDate';
export const titleSortKeys: readonly TitleSortKey[] = ['name', 'author', 'publishDate'];

export const titleKeys = {
  all: TITLES_KEY,
  /** Every page of the list. */
  list: () => [...TITLES_KEY, 'list'] as const,
  /** One page of the list. */
  page: (query: ListQuery) => [...TITLES_KEY, 'list', query] as const,
  detail: (id: Title['id']) => [...TITLES_KEY, 'detail', String(id)] as const,
};
