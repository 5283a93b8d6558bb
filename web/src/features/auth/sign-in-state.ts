import type { Location } from 'react-router';
import { paths } from '../../config/paths';
import type { SignOutReason } from '../../lib/app-state';

/** What the route guard hands to the sign-in page: where to go back to, and why the user is here. */
export interface SignInState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  reason?: SignOutReason | null;
}

/** Where to go after signing in: the carried location, or /home. */
export function returnPath(state: unknown): string {
  const from = (state as SignInState | null | undefined)?.from;
  if (!from || typeof from.pathname !== 'string' || from.pathname === paths.root || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) {
    return paths.home;
  }
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
