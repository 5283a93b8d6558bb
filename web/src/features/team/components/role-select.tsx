import { NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toaster } from '../../../components/ui/toaster';
import { endedSession, failureReason } from '../../../lib/api-client';
import { roleLabel, roles } from '../../../lib/roles';
import type { TeamUser } from '../api/get-users';
import { useUpdateUser } from '../api/save-user';

/** "an Admin", "an Editor", "a Viewer". */
const withArticle = (role: string) => `${/^[aeiou]/i.test(roleLabel(role)) ? 'an' : 'a'} ${roleLabel(role)}`;

/**
 * A user's role. Picking another asks first, saying what the new role may do (a change of rights
 * is not a thing to make by a stray click or keystroke); once confirmed it is saved. The select
 * shows the picked role while it is asked and saved, then the stored one: a refused change (409,
 * the team's last active admin) goes back to what it was, and says why.
 */
export function RoleSelect({ user }: { user: TeamUser }) {
  const update = useUpdateUser();
  const [asked, setAsked] = useState<string | null>(null);

  const change = async (role: string) => {
    try {
      const saved = await update.mutateAsync({ ...user, role });
      toaster.create({ type: 'success', title: 'Role changed', description: `${saved.name}'s role is now ${roleLabel(saved.role)}.` });
    } catch (error) {
      if (!endedSession(error)) toaster.create({ type: 'error', title: `${user.name}'s role was not changed`, description: failureReason(error) });
    } finally {
      setAsked(null);
    }
  };
  const shown = asked ?? (update.isPending ? update.variables.role : user.role);
  const described = roles.find((r) => r.value === asked)?.description;

  return (
    <>
      <NativeSelect.Root size="xs" w="auto" minW="7rem" maxW="9rem" disabled={update.isPending}>
        <NativeSelect.Field fontSize="sm" aria-label={`Role of ${user.name}`} value={shown} onChange={(e) => setAsked(e.target.value === user.role ? null : e.target.value)}>
          {roles.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open) setAsked(null);
        }}
        title={asked ? `Make ${user.name} ${withArticle(asked)}?` : ''}
        body={asked ? `${user.name} is ${withArticle(user.role)} now. ${roleLabel(asked)}: ${described}.` : ''}
        confirmLabel="Change role"
        confirmPalette="brand"
        loading={update.isPending}
        onConfirm={() => asked && void change(asked)}
      />
    </>
  );
}
