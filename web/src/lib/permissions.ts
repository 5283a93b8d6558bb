import type { Role } from '../generated/Role';
import { getSession } from './session';

// Checked against core's roles; widened to strings because the session keeps the token's roles as read.
const WRITE_ROLES: readonly string[] = ['editor', 'admin'] satisfies Role[];
const ADMIN: Role = 'admin';

/** True when the signed-in user may write (roles "editor" or "admin"); viewers only read. */
export function canWrite(): boolean {
  return getSession().user_roles.some((role) => WRITE_ROLES.includes(role));
}

/** True when the signed-in user manages the team's users (role "admin"). */
export function isAdmin(): boolean {
  return getSession().user_roles.includes(ADMIN);
}
