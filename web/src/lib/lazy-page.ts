import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';

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
 * reads), from its address; resolves once they have answered. The app's first page is asked for
 * them before it renders (app/app.tsx), so that its first render has its records. Failures are the
 * page's to show: its own queries ask again.
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
 * A route's page, loaded on its first visit: `{ path: 'titles', lazy: lazyRoute(() => import(...)) }`.
 * React Router loads it before it renders the route ("Loading..." meanwhile, app/layout/app-shell.tsx),
 * so the page shows as soon as its code is there. (React.lazy behind a Suspense boundary, as
 * before, showed the fallback first and then held the page back for React's 300 ms throttle of
 * revealed content: a third of a first load.)
 */
export function lazyRoute(load: () => Promise<PageModule>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS) {
  return async () => ({ Component: (await loadPage(load, timeoutMs)).Page });
}
