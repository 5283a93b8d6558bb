import { searchKey } from '../core';
import type { fakeServer } from '../../test/fake-server';

type SortValue = string | number | boolean | null | undefined;

/** One of a resource's own list filters, as the server applies it. */
export interface FakeFilter<T> {
  /** Whether the server takes `value` (e.g. `signed` only `true` and `false`); it answers 400 to another, '' too. */
  accepts: (value: string) => boolean;
  /** Whether `row` is among the matches when the filter is `value`. */
  keeps: (row: T, value: string) => boolean;
}

/** How the fake server lists one resource: what `q` searches, the fields `sort` takes, and its filters. */
export interface FakeList<T> {
  /** The row's searchable text (the server's: titles name and author...). */
  text: (row: T) => string;
  /** Sortable fields by name, each giving the value to order by; null and undefined sort last. */
  sort: Record<string, (row: T) => SortValue>;
  /** The order when none is asked, e.g. `name` or `-contractDate`. */
  defaultSort: string;
  /** The resource's own filters by parameter name (`signed`, `country`...); other parameters are ignored, as the server does. */
  filters?: Record<string, FakeFilter<T>>;
}

const badRequest = (message: string) => new Response(JSON.stringify({ message }), { status: 400, headers: { 'Content-Type': 'application/json' } });

function compare(a: SortValue, b: SortValue): number {
  const [x, y] = [typeof a === 'string' ? searchKey(a) : Number(a), typeof b === 'string' ? searchKey(b) : Number(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The answer of the real server to a list call (docs/http.md, "Lists") over `rows`: those holding
 * every word of `q` (case and accents ignored) and kept by every filter given, ordered by `sort`
 * (empty values last, ties by id), the page of `limit` and `offset`, and their count in
 * `X-Total-Count`. A bad parameter answers 400.
 */
export function listAnswer<T extends { id: number }>(rows: readonly T[], url: string, list: FakeList<T>): Response {
  const params = new URL(url, 'http://localhost').searchParams;
  const words = (params.get('q') ?? '').split(/\s+/).map(searchKey).filter(Boolean);
  const wanted = params.get('sort') || list.defaultSort;
  const field = wanted.replace(/^-/, '');
  const valueOf = list.sort[field];
  if (!valueOf) return badRequest(`Unknown sort field "${field}"`);
  const limit = params.has('limit') ? Number(params.get('limit')) : undefined;
  if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= 500)) return badRequest('limit must be a whole number from 1 to 500');
  const offset = Number(params.get('offset') ?? 0);
  if (!(Number.isInteger(offset) && offset >= 0)) return badRequest('offset must be a whole number, 0 or more');
  const filters = Object.entries(list.filters ?? {}).flatMap(([name, filter]) => {
    const value = params.get(name);
    return value === null ? [] : [{ name, value, ...filter }];
  });
  const refused = filters.find(({ value, accepts }) => !accepts(value));
  if (refused) return badRequest(`${refused.name} cannot be "${refused.value}"`);

  const sign = wanted.startsWith('-') ? -1 : 1;
  const empty = (value: SortValue) => value === null || value === undefined || value === '';
  const matching = rows
    .filter((row) => {
      const text = searchKey(list.text(row));
      return words.every((word) => text.includes(word)) && filters.every(({ value, keeps }) => keeps(row, value));
    })
    .sort((a, b) => {
      const [x, y] = [valueOf(a), valueOf(b)];
      if (empty(x) || empty(y)) return empty(x) === empty(y) ? sign * (a.id - b.id) : empty(x) ? 1 : -1;
      return sign * (compare(x, y) || a.id - b.id);
    });
  const page = matching.slice(offset, limit === undefined ? undefined : offset + limit);
  return new Response(JSON.stringify(page), { status: 200, headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(matching.length) } });
}

/** The query parameters of every GET of `path` made so far, as plain objects (`{q, sort, limit, offset, ...filters}`). */
export function listRequests(spy: ReturnType<typeof fakeServer>, path: string): Record<string, string>[] {
  return spy.mock.calls
    .map(([input, init]) => ({ url: new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost'), method: init?.method ?? 'GET' }))
    .filter(({ url, method }) => method.toUpperCase() === 'GET' && url.pathname === path)
    .map(({ url }) => Object.fromEntries(url.searchParams));
}
