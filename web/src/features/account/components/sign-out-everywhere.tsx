import { Button, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuLogOut } from 'react-icons/lu';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toaster } from '../../../components/ui/toaster';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { logoutEverywhere } from '../../auth/api/auth';

/**
 * "Sign out everywhere", confirmed first: every session of yours ends, on every device and every
 * server instance, this one included; the route guard then shows the sign-in page. A failure keeps
 * this session and says so, since the others may still be open.
 */
export function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await logoutEverywhere();
    } catch (error) {
      setPending(false);
      setOpen(false);
      toaster.create({
        type: 'error',
        title: 'You were not signed out everywhere',
        description: error instanceof NetworkError ? 'The server could not be reached; try again.' : error instanceof ApiError ? error.message : String(error),
      });
    }
  };

  return (
    <Flex gap="4" align={{ base: 'stretch', sm: 'center' }} justify="space-between" direction={{ base: 'column', sm: 'row' }}>
      <Text textStyle="sm">Left a session open on another computer, or think someone knows your password? End them all at once.</Text>
      <Button variant="outline" colorPalette="red" flexShrink={0} onClick={() => setOpen(true)}>
        <LuLogOut /> Sign out everywhere
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Sign out everywhere?"
        body="Every session of yours ends, on every device, this one included: you will sign in again here."
        confirmLabel="Sign out everywhere"
        loading={pending}
        onConfirm={() => void confirm()}
      />
    </Flex>
  );
}
