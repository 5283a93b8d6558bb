import { Alert, Button, Clipboard, CloseButton, Dialog, HStack, Input, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCheck, LuCopy, LuRefreshCw } from 'react-icons/lu';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toaster } from '../../../components/ui/toaster';
import { WriteError } from '../../../lib/api-client';
import { useFeedAddress, useResetFeed } from '../api/calendar-feed';

/** Where each calendar app takes an address to subscribe to. */
const HELP = [
  { app: 'Google Calendar', steps: 'Other calendars → + → From URL, then paste the address.' },
  { app: 'Outlook', steps: 'Add calendar → Subscribe from web, then paste the address.' },
  { app: 'Apple Calendar', steps: 'File → New Calendar Subscription, then paste the address.' },
];

/** The address, read-only, with its copy button. */
function FeedAddressField({ url }: { url: string }) {
  return (
    <Clipboard.Root value={url}>
      <Stack gap="1.5">
        <Clipboard.Label textStyle="sm" fontWeight="medium">
          Your calendar address
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
        <Text textStyle="xs" color="fg.muted">
          Anyone who has it can read the team's calendar: keep it to yourself.
        </Text>
      </Stack>
    </Clipboard.Root>
  );
}

/**
 * "Subscribe": the signed-in user's secret feed address, to copy into Google Calendar, Outlook or
 * Apple Calendar, which then show what is due and keep it up to date; and a reset for an address
 * that went where it should not (the old one stops working at once).
 */
export function SubscribeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const feed = useFeedAddress(open);
  const reset = useResetFeed();
  const [confirming, setConfirming] = useState(false);

  const onReset = async () => {
    try {
      await reset.mutateAsync();
      toaster.success({ title: 'New address made', description: 'Subscribe again with it: the old one no longer works.' });
    } catch (error) {
      if (!(error instanceof WriteError && (error.status === 401 || error.status === 403))) {
        toaster.error({ title: 'The address was not reset', description: error instanceof WriteError ? error.serverMessage || error.message : String(error) });
      }
    }
    setConfirming(false);
  };

  return (
    <>
      <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center" size="lg">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Subscribe to the calendar</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="5">
                  <Text color="fg.muted">
                    Chases, options, license dates, publications and the team's events in your own calendar app, which refreshes them on its own schedule (from every
                    hour to a few times a day).
                  </Text>
                  {feed.isError ? (
                    <Alert.Root status="error">
                      <Alert.Indicator />
                      <Alert.Title>The address could not be loaded. {feed.error.message}</Alert.Title>
                    </Alert.Root>
                  ) : feed.data ? (
                    <FeedAddressField url={feed.data.url} />
                  ) : (
                    <Skeleton height="16" />
                  )}
                  <Stack as="dl" gap="3">
                    {HELP.map(({ app, steps }) => (
                      <div key={app}>
                        <Text as="dt" fontWeight="medium">
                          {app}
                        </Text>
                        <Text as="dd" color="fg.muted">
                          {steps}
                        </Text>
                      </div>
                    ))}
                  </Stack>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer gap="3" flexWrap="wrap">
                <Button variant="ghost" colorPalette="red" me="auto" onClick={() => setConfirming(true)} disabled={!feed.data}>
                  <LuRefreshCw /> Reset address
                </Button>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Close</Button>
                </Dialog.ActionTrigger>
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
        title="Reset the calendar address?"
        body="The old address stops working at once: calendars subscribed to it stop updating until you subscribe again with the new one."
        confirmLabel="Reset address"
        loading={reset.isPending}
        onConfirm={() => void onReset()}
      />
    </>
  );
}
