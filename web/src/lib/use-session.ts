import { useMemo, useSyncExternalStore } from 'react';
import { appState } from './app-state';
import { parseSession, SESSION_KEY, type SessionUser } from './session';

/** The stored session record (or the empty default), re-read whenever sign-in state changes. */
export function useSession(): SessionUser {
  const raw = useSyncExternalStore(appState.subscribe, () => localStorage.getItem(SESSION_KEY));
  return useMemo(() => parseSession(raw), [raw]);
}
