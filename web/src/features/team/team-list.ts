import type { SortState } from '../../components/ui/sort-header';
import { searchKey } from '../../lib/core';
import { roles } from '../../lib/roles';
import type { TeamUser } from './api/get-users';

export type UserSortKey = 'name' | 'email' | 'role' | 'status';

const rank = (role: string) => {
  const index = roles.findIndex((r) => r.value === role);
  return index < 0 ? roles.length : index;
};

const compare: Record<UserSortKey, (a: TeamUser, b: TeamUser) => number> = {
  name: (a, b) => searchKey(a.name).localeCompare(searchKey(b.name)),
  email: (a, b) => a.email.localeCompare(b.email),
  // most rights first, as the role picker lists them
  role: (a, b) => rank(a.role) - rank(b.role),
  // active first
  status: (a, b) => Number(b.active) - Number(a.active),
};

/** The team's users in the list's order (the server's, by name, breaks ties); the team is small enough to sort here. */
export function sortUsers(users: readonly TeamUser[], sort: SortState<UserSortKey>): TeamUser[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...users].sort((a, b) => sign * compare[sort.key](a, b));
}
