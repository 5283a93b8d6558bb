import type { ComponentType } from 'react';

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
 * A page's component from its chunk: `loadPage(() => import('./titles-page').then((m) => m.TitlesPage))`.
 * A failed or timed-out load throws a ChunkLoadError, which the route's error element shows with a
 * reload.
 */
export function loadPage<P extends object>(load: () => Promise<ComponentType<P>>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<ComponentType<P>> {
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
export function lazyRoute(load: () => Promise<ComponentType>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS) {
  return async () => ({ Component: await loadPage(load, timeoutMs) });
}
