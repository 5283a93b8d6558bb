import { useSyncExternalStore } from 'react';

/**
 * Whether the server says its database cannot be reached (503, docs/http.md "Status codes"): set
 * by the API client on a 503, cleared by any other answer. While it stands, the banner
 * (components/layout/outage-banner.tsx) says so and asks `/readyz` until the server is ready
 * again, then makes the failed reads again. Nothing of a form is touched: what is typed stays.
 */
let unavailable = false;
const listeners = new Set<() => void>();

/** Every answer of the server goes through here, with its status. */
export function noteAnswer(status: number) {
  const now = status === 503;
  if (now === unavailable) return;
  unavailable = now;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isUnavailable = () => unavailable;

/** Whether the database is unavailable now; re-renders when that changes. */
export const useUnavailable = () => useSyncExternalStore(subscribe, isUnavailable);
