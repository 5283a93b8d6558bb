import { NativeSelect } from '@chakra-ui/react';
import { toaster } from '../../../components/ui/toaster';
import { endedSession, failureReason } from '../../../lib/api-client';
import { roleLabel, roles } from '../../../lib/roles';
import type { TeamUser } from '../api/get-users';
import { useUpdateUser } from '../api/save-user';

/**
 * A user's role, changed as soon as another is picked. The select shows the picked role while it is
 * saved, then the stored one: a refused change (409, the team's last active admin) goes back to
 * what it was, and says why.
 */
export function RoleSelect({ user }: { user: TeamUser }) {
  const update = useUpdateUser();

  const change = async (role: string) => {
    try {
      const saved = await update.mutateAsync({ ...user, role });
      toaster.create({ type: 'success', title: 'Role changed', description: `${saved.name}'s role is now ${roleLabel(saved.role)}.` });
    } catch (error) {
      if (!endedSession(error)) toaster.create({ type: 'error', title: `${user.name}'s role was not changed`, description: failureReason(error) });
    }
  };

  return (
    <NativeSelect.Root size="xs" w="auto" minW="7rem" maxW="9rem" disabled={update.isPending}>
      <NativeSelect.Field fontSize="sm" aria-label={`Role of ${user.name}`} value={update.isPending ? update.variables.role : user.role} onChange={(e) => void change(e.target.value)}>
        {roles.map((r) => (
          <option key={r.value} value={r.value}>
            {r.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
