import { Alert, Button, Clipboard, Dialog, IconButton, Input, InputGroup, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { TeamUser } from '../api/get-users';

/**
 * The added user's generated password, shown this once, with a copy button: the server keeps only
 * its hash. Closed only by "Done" or Escape, not by a click beside it, so that it is not lost by
 * accident.
 */
export function OneTimePasswordDialog({ user, onClose }: { user: TeamUser | null; onClose: () => void }) {
  // The user stays shown while the dialog closes, and is dropped, password and all, once it has.
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);
  return (
    <Dialog.Root
      open={user !== null}
      onOpenChange={(e) => !e.open && onClose()}
      onExitComplete={() => setShown(null)}
      unmountOnExit
      closeOnInteractOutside={false}
      placement="center"
      size={{ base: 'xs', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{shown?.name} can sign in</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>
                  Give {shown?.name} this password with their e-mail address, <strong>{shown?.email}</strong>. They change it in Account Settings once signed in.
                </Text>
                <Clipboard.Root value={shown?.password ?? ''}>
                  <Clipboard.Label textStyle="sm" fontWeight="medium">
                    One-time password
                  </Clipboard.Label>
                  <InputGroup
                    mt="1.5"
                    endElement={
                      <Clipboard.Trigger asChild>
                        <IconButton variant="surface" size="xs" me="-2">
                          <Clipboard.Indicator />
                        </IconButton>
                      </Clipboard.Trigger>
                    }
                  >
                    <Clipboard.Input asChild>
                      <Input fontFamily="mono" />
                    </Clipboard.Input>
                  </InputGroup>
                </Clipboard.Root>
                <Alert.Root status="warning" size="sm">
                  <Alert.Indicator />
                  <Alert.Title>This password will not be shown again.</Alert.Title>
                </Alert.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button colorPalette="brand">Done</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
