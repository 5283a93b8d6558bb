import { Badge, HStack, Text } from '@chakra-ui/react';
import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import type { SortState } from '../../../components/ui/sort-header';
import { roleLabel } from '../../../lib/roles';
import type { TeamUser } from '../api/get-users';
import type { UserSortKey } from '../team-list';
import { RoleSelect } from './role-select';
import { StatusButton } from './status-button';

interface Props {
  users: readonly TeamUser[];
  /** The signed-in admin's id: their own role and status are another admin's to change. */
  selfId: string;
  sort: SortState<UserSortKey>;
  onSort: (sort: SortState<UserSortKey>) => void;
}

function StatusBadge({ user }: { user: TeamUser }) {
  return user.active ? (
    <Badge colorPalette="green" variant="subtle">
      Active
    </Badge>
  ) : (
    <Badge colorPalette="gray" variant="outline">
      Deactivated
    </Badge>
  );
}

/**
 * The team's users: a table on wide screens, cards on narrow ones. Each shows the name, e-mail
 * address, role (a picker) and status, with Deactivate or Reactivate; the signed-in admin's own
 * row only shows them, so that nobody locks themselves out of this page by a slip.
 */
export function UsersList({ users, selfId, sort, onSort }: Props) {
  const isSelf = (user: TeamUser) => String(user.id) === selfId;
  const columns: ListColumn<TeamUser, UserSortKey>[] = [
    {
      key: 'name',
      label: 'Name',
      sortKey: 'name',
      card: 'title',
      cell: (u) => (
        <HStack gap="2" wrap="wrap">
          <Text as="span" fontWeight="medium" color={u.active ? undefined : 'fg.muted'}>
            {u.name}
          </Text>
          {isSelf(u) && (
            <Badge colorPalette="brand" variant="subtle">
              You
            </Badge>
          )}
        </HStack>
      ),
    },
    { key: 'email', label: 'E-mail', sortKey: 'email', card: 'detail', cellStyles: { wordBreak: 'break-all' }, cell: (u) => u.email },
    { key: 'role', label: 'Role', sortKey: 'role', card: 'detail', cell: (u) => (isSelf(u) ? roleLabel(u.role) : <RoleSelect user={u} />) },
    { key: 'status', label: 'Status', sortKey: 'status', card: 'detail', cell: (u) => <StatusBadge user={u} /> },
  ];
  return (
    <ResponsiveList
      label="Team members"
      rows={users}
      rowKey={(u) => String(u.id)}
      columns={columns}
      sort={sort}
      onSort={onSort}
      actions={(u) => (isSelf(u) ? null : <StatusButton user={u} />)}
      rowAttributes={(u) => ({ 'data-active': String(u.active) })}
    />
  );
}
