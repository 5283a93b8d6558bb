import { Alert, Button, Clipboard, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
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
 * The signed-in user's secret feed address, to copy into Google Calendar, Outlook or Apple
 * Calendar (with where each app takes it), and a reset for an address that went where it should
 * not: the old one stops working at once. In the calendar's Subscribe dialog and in Account
 * Settings; `enabled` asks the server for the address (made on its first call).
 */
export function CalendarFeed({ enabled }: { enabled: boolean }) {
  const feed = useFeedAddress(enabled);
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
    <Stack gap="5">
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
      <div>
        <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)} disabled={!feed.data}>
          <LuRefreshCw /> Reset address
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Reset the calendar address?"
        body="The old address stops working at once: calendars subscribed to it stop updating until you subscribe again with the new one."
        confirmLabel="Reset address"
        loading={reset.isPending}
        onConfirm={() => void onReset()}
      />
    </Stack>
  );
}
