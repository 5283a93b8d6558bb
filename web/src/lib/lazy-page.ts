import { lazy, type ComponentType } from 'react';

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
 * A lazily loaded page: `lazyPage(() => import('./titles-page').then((m) => m.TitlesPage))`.
 * Render it inside <Suspense>; a failed or timed-out load throws a ChunkLoadError to the route's
 * error element, which offers a reload.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS) {
  return lazy(() =>
    withTimeout(load(), timeoutMs).then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        if (isChunkLoadError(error)) {
          throw error instanceof ChunkLoadError ? error : new ChunkLoadError((error as Error).message, { cause: error });
        }
        throw error;
      },
    ),
  );
}
