import { useCallback, useLayoutEffect, useRef } from 'react';
import type { SortState } from '../components/ui/sort-header';
import { useSearchPatch, type SearchPatch } from './use-search-patch';

/** The page sizes a list offers (the server allows 1 to 500 rows). */
export const PAGE_SIZES = [25, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 50;

/**
 * What a list screen shows, as the server is asked for it (docs/http.md, "Lists"): the search
 * words, the sort parameter (`name`, `-publishDate`), the page as `limit` and `offset`, and the
 * resource's own filters that are set.
 */
export interface ListQuery<F extends string = never> {
  q: string;
  sort: string;
  limit: number;
  offset: number;
  filters: Partial<Record<F, string>>;
}

/** The `sort` parameter of a sort state: the key, with a leading `-` when descending. */
export const sortParam = <K extends string>(sort: SortState<K>): string => `${sort.direction === 'desc' ? '-' : ''}${sort.key}`;

/** `name` ascending, `-name` descending; anything that is not one of `keys` gives `fallback`. */
export function parseSort<K extends string>(value: string | null, keys: readonly K[], fallback: SortState<K>): SortState<K> {
  const desc = value?.startsWith('-') ?? false;
  const key = (desc ? value!.slice(1) : value) as K;
  return keys.includes(key) ? { key, direction: desc ? 'desc' : 'asc' } : fallback;
}

/** A whole number from 1 up; anything else is the first page. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** One of the offered page sizes, else the default. */
export function parsePageSize(value: string | null): number {
  const size = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

/** What a list reads from its address: its sort keys and default order, its filters. */
export interface ListOptions<K extends string, F extends string = never> {
  sortKeys: readonly K[];
  defaultSort: SortState<K>;
  /** The resource's own filters, by their parameter name in the address. */
  filters?: readonly F[];
  /**
   * Starts loading the rows of a query (e.g. `queryClient.prefetchQuery`), called with the query
   * of each change as the address is given it. The list's own query would only ask the server once
   * the page has rendered again with the new address, the previous rows dimmed: some 30 ms later.
   */
  prefetch?: (query: ListQuery<F>) => void;
}

/** What the parameters of an address ask a list to show. */
function readList<K extends string, F extends string>(params: URLSearchParams, { sortKeys, defaultSort, filters: filterNames = [] }: ListOptions<K, F>) {
  const q = (params.get('q') ?? '').trim();
  const sort = parseSort(params.get('sort'), sortKeys, defaultSort);
  const page = parsePage(params.get('page'));
  const pageSize = parsePageSize(params.get('size'));
  const filters: Partial<Record<F, string>> = {};
  for (const name of filterNames) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  const query: ListQuery<F> = { q, sort: sortParam(sort), limit: pageSize, offset: (page - 1) * pageSize, filters };
  return { q, sort, page, pageSize, filters, query };
}

/**
 * A list screen's state, kept in the address so that a reload, a shared link or Back shows the same
 * rows: `q` (the search), `sort` (left out when the default), `page` and `size` (left out when the
 * first page and the default size), and the resource's filters. Every change replaces the history
 * entry, and any change but the page's own goes back to the first page.
 */
/** The server's query of the list an address shows: what a page's prefetch asks for before the list renders. */
export const listQueryOf = <K extends string, F extends string = never>(params: URLSearchParams, options: ListOptions<K, F>): ListQuery<F> =>
  readList(params, options).query;

export function useListParams<K extends string, F extends string = never>(options: ListOptions<K, F>) {
  const { defaultSort, filters: filterNames = [] } = options;
  const [params, patch] = useSearchPatch();
  const { q, sort, page, pageSize, filters, query } = readList(params, options);

  // The options of the last render, for `update`, which stays the same function: a search box
  // starts its wait again when its `onSearch` changes.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  // Any change but the page's own shows the first page.
  const update = useCallback(
    (changes: SearchPatch) => {
      const next = patch('page' in changes ? changes : { ...changes, page: null });
      if (next) latest.current.prefetch?.(readList(next, latest.current).query);
    },
    [patch],
  );

  return {
    /** The search, trimmed. */
    q,
    setQ: useCallback((text: string) => update({ q: text.trim() || null }), [update]),
    sort,
    setSort: (next: SortState<K>) => update({ sort: sortParam(next) === sortParam(defaultSort) ? null : sortParam(next) }),
    page,
    setPage: useCallback((next: number) => update({ page: next > 1 ? String(next) : null }), [update]),
    pageSize,
    setPageSize: (size: number) => update({ size: size === DEFAULT_PAGE_SIZE ? null : String(size) }),
    /** The filters that are set. */
    filters,
    /** Sets filters; '' removes one. */
    setFilters: (changes: Partial<Record<F, string>>) => update(changes as SearchPatch),
    /** Whether a search or a filter narrows the list (an empty answer then says "nothing matches"). */
    narrowed: Boolean(q) || Object.keys(filters).length > 0,
    /** Removes the search and every filter. */
    clear: () => update({ q: null, ...Object.fromEntries(filterNames.map((name) => [name, null])) }),
    query,
    /** The whole address's parameters, and their setter, for a screen that keeps more there (it leaves the page as it is). */
    searchParams: params,
    patchSearch: patch,
  };
}

export type ListParams<K extends string, F extends string = never> = ReturnType<typeof useListParams<K, F>>;
