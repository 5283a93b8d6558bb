import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, Params } from 'react-router';

/** How long a page's script chunk may take to load (docs/product.md §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A page's code could not be loaded (offline, or a new deployment removed the old chunk). */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk .* failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR_PATTERNS.some((p) => p.test(error.message));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading the page timed out after ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Starts the requests a page's first render needs (`queryClient.prefetchQuery` of the queries it
 * reads), from its address; resolves once they have answered. Failures are the page's to show: its
 * own queries ask again.
 */
export type PagePrefetch = (queryClient: QueryClient, at: { params: Params; url: URL }) => Promise<unknown>;

/** What a page's chunk gives its route (app/pages.ts): the page, and what it fetches first. */
export interface PageModule<P extends object = object> {
  Page: ComponentType<P>;
  prefetch?: PagePrefetch;
}

/**
 * A page's module from its chunk: `loadPage(() => import('./titles-page').then((m) => ({ Page: m.TitlesPage })))`.
 * A failed or timed-out load throws a ChunkLoadError, which the route's error element shows with a
 * reload.
 */
export function loadPage<P extends object>(load: () => Promise<PageModule<P>>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<PageModule<P>> {
  return withTimeout(load(), timeoutMs).catch((error: unknown) => {
    if (isChunkLoadError(error)) {
      throw error instanceof ChunkLoadError ? error : new ChunkLoadError((error as Error).message, { cause: error });
    }
    throw error;
  });
}

/**
 * How long the app's first page waits for its requests before it shows (with "Loading..." where
 * they have not answered): a server that answers in milliseconds gives a first render with the
 * records in it, one render instead of three (the page, its records, the user); a slow one does not
 * hold a blank window.
 */
export const FIRST_PAGE_WAIT_MS = 300;

/** Whether a route is rendered for the app's first page (its loader then waits), or navigated to. */
export interface RouteStart {
  first: boolean;
}

/**
 * The loader of a route whose page prefetches: starts the page's requests as soon as its address
 * matches, beside its code's loading and rendering rather than after them, for the signed-in user
 * only (a visitor is sent to sign in). Navigations do not wait for it (the page shows "Loading..."
 * at once, as without it); the app's first page waits up to FIRST_PAGE_WAIT_MS (`start.first`).
 * It runs when the route is entered, not again as its search changes (a list prefetches its next
 * search itself, lib/use-list-params.ts).
 */
export function prefetchLoader(prefetch: PagePrefetch, queryClient: QueryClient, start: RouteStart, signedIn: () => boolean) {
  return ({ params, request }: LoaderFunctionArgs) => {
    if (!signedIn()) return null;
    const answered = prefetch(queryClient, { params, url: new URL(request.url) }).catch(() => undefined);
    if (!start.first) return null;
    return Promise.race([answered, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]).then(() => null);
  };
}

/** A route's loader runs again only for another record (`/titles/edit/1` to `/2`), not for a new search. */
export const onlyForAnotherPath = ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) => currentUrl.pathname !== nextUrl.pathname;

/**
 * A route's page, loaded on its first visit: `{ path: 'titles', lazy: lazyRoute(() => import(...)) }`.
 * React Router loads it before it renders the route ("Loading..." meanwhile, app/layout/app-shell.tsx),
 * so the page shows as soon as its code is there. (React.lazy behind a Suspense boundary, as
 * before, showed the fallback first and then held the page back for React's 300 ms throttle of
 * revealed content: a third of a first load.) With `prefetching`, a page that names its first
 * requests gets them started by its route's loader (`prefetchLoader`).
 */
export function lazyRoute(
  load: () => Promise<PageModule>,
  { prefetching, timeoutMs = CHUNK_LOAD_TIMEOUT_MS }: { prefetching?: { queryClient: QueryClient; start: RouteStart; signedIn: () => boolean }; timeoutMs?: number } = {},
) {
  return async () => {
    const { Page, prefetch } = await loadPage(load, timeoutMs);
    if (!prefetch || !prefetching) return { Component: Page };
    return {
      Component: Page,
      loader: prefetchLoader(prefetch, prefetching.queryClient, prefetching.start, prefetching.signedIn),
      shouldRevalidate: onlyForAnotherPath,
    };
  };
}
