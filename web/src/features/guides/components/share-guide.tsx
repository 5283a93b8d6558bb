import { Button, Clipboard, CloseButton, Dialog, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCheck, LuCopy, LuExternalLink, LuLink, LuLink2Off } from 'react-icons/lu';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toaster } from '../../../components/ui/toaster';
import { endedSession, failureReason } from '../../../lib/api-client';
import { useShareGuide, useStopSharing } from '../api/guide-share';

/**
 * "Share link": asks the server for the guide's secret address (made on the first call, the same
 * after) and shows it with a copy button, what a buyer who opens it reads, and "Stop sharing",
 * which, confirmed, revokes it at once.
 */
export function ShareGuide({ guideId, name }: { guideId: number; name: string }) {
  const share = useShareGuide(guideId);
  const stop = useStopSharing(guideId);
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const onShare = () =>
    share.mutate(undefined, {
      onSuccess: () => setOpen(true),
      onError: (error) => {
        if (!endedSession(error)) toaster.create({ type: 'error', title: 'The guide was not shared', description: failureReason(error) });
      },
    });
  const onStop = () =>
    stop.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setOpen(false);
        share.reset();
        toaster.create({ type: 'success', title: 'Sharing stopped', description: `The link to “${name}” no longer opens it.` });
      },
      onError: (error) => {
        setConfirming(false);
        if (!endedSession(error)) toaster.create({ type: 'error', title: 'Sharing was not stopped', description: failureReason(error) });
      },
    });
  const url = share.data?.url;

  return (
    <>
      <Button variant="outline" onClick={onShare} loading={share.isPending}>
        <LuLink /> Share link
      </Button>
      <Dialog.Root open={open && url !== undefined} onOpenChange={(e) => setOpen(e.open)} placement="center" size="md">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Share “{name}”</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text>Anyone with this link reads the guide as it prints, without signing in: only what the guide shows, always as it is now.</Text>
                  {url && (
                    <Clipboard.Root value={url}>
                      <Stack gap="1.5">
                        <Clipboard.Label textStyle="sm" fontWeight="medium">
                          Link to the guide
                        </Clipboard.Label>
                        <HStack gap="2">
                          <Clipboard.Input asChild>
                            <Input readOnly fontFamily="mono" fontSize="sm" onFocus={(e) => e.target.select()} />
                          </Clipboard.Input>
                          <Clipboard.Trigger asChild>
                            <Button variant="outline" flexShrink="0">
                              <Clipboard.Indicator copied={<LuCheck />}>
                                <LuCopy />
                              </Clipboard.Indicator>
                              <Clipboard.Context>{({ copied }) => (copied ? 'Copied' : 'Copy')}</Clipboard.Context>
                            </Button>
                          </Clipboard.Trigger>
                        </HStack>
                      </Stack>
                    </Clipboard.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer justifyContent="space-between" flexWrap="wrap">
                <Button variant="ghost" colorPalette="red" onClick={() => setConfirming(true)}>
                  <LuLink2Off /> Stop sharing
                </Button>
                <HStack gap="2">
                  {url && (
                    <Button asChild variant="outline">
                      <a href={url} target="_blank" rel="noreferrer">
                        <LuExternalLink /> Open
                      </a>
                    </Button>
                  )}
                  <Dialog.ActionTrigger asChild>
                    <Button colorPalette="brand">Done</Button>
                  </Dialog.ActionTrigger>
                </HStack>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Stop sharing this guide?"
        body="The link stops working at once: whoever opens it is told the guide is no longer shared. Sharing again makes a new link."
        confirmLabel="Stop sharing"
        loading={stop.isPending}
        onConfirm={onStop}
      />
    </>
  );
}
