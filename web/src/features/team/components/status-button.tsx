import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toaster } from '../../../components/ui/toaster';
import { endedSession, failureReason } from '../../../lib/api-client';
import type { TeamUser } from '../api/get-users';
import { useUpdateUser } from '../api/save-user';

/**
 * Deactivate (confirmed first: the user is signed out everywhere at once) or reactivate a user. A
 * refusal (409, the team's last active admin) is said in a toast.
 */
export function StatusButton({ user }: { user: TeamUser }) {
  const update = useUpdateUser();
  const [confirming, setConfirming] = useState(false);

  const setActive = async (active: boolean) => {
    try {
      const saved = await update.mutateAsync({ ...user, active });
      toaster.create({
        type: 'success',
        title: active ? 'User reactivated' : 'User deactivated',
        description: active ? `${saved.name} can sign in again.` : `${saved.name} is signed out and cannot sign in.`,
      });
    } catch (error) {
      if (!endedSession(error)) toaster.create({ type: 'error', title: active ? `${user.name} was not reactivated` : `${user.name} was not deactivated`, description: failureReason(error) });
    } finally {
      setConfirming(false);
    }
  };

  if (!user.active) {
    return (
      <Button size="xs" variant="outline" loading={update.isPending} onClick={() => void setActive(true)} aria-label={`Reactivate ${user.name}`}>
        Reactivate
      </Button>
    );
  }
  return (
    <>
      <Button size="xs" variant="outline" colorPalette="red" onClick={() => setConfirming(true)} aria-label={`Deactivate ${user.name}`}>
        Deactivate
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Deactivate ${user.name}?`}
        body={`${user.name} is signed out at once, everywhere, and cannot sign in until an admin reactivates them. What they recorded stays.`}
        confirmLabel="Deactivate"
        loading={update.isPending}
        onConfirm={() => void setActive(false)}
      />
    </>
  );
}
