import { getSession } from '../features/auth/session';

const WRITE_ROLES = ['editor', 'admin'];

/** True when the signed-in user may write (roles "editor" or "admin"); viewers only read. */
export function canWrite(): boolean {
  return getSession().user_roles.some((role) => WRITE_ROLES.includes(role));
}
