import { createStore, useStore } from './store';

/**
 * Shared app state (docs/product.md §3): `isLoggedIn` and `loading`, both initially false.
 *
 * - `isLoggedIn` mirrors "the stored session record exists"; the session module keeps it in sync
 *   (on start, sign-in, sign-out, and when another tab changes the storage).
 * - `loading` is true while a sign-in and its initialisation steps run.
 * - `signOutReason` says why the last session ended, so the sign-in page can explain it and the
 *   route guard knows whether to carry the current location along (not after an explicit sign-out).
 */
/** Why the session ended: the user signed out, it expired or was revoked, a 403, or an admin deactivated the account. */
export type SignOutReason = 'signed-out' | 'expired' | 'forbidden' | 'deactivated';

export interface AppState {
  isLoggedIn: boolean;
  loading: boolean;
  signOutReason: SignOutReason | null;
}

export const initialAppState: AppState = { isLoggedIn: false, loading: false, signOutReason: null };

export const appState = createStore<AppState>(initialAppState);

export const useAppState = (): AppState => useStore(appState);
