import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { CalendarFeed } from './calendar-feed';

/**
 * "Subscribe": the signed-in user's feed address (`CalendarFeed`), for their own calendar app to
 * show what is due and keep it up to date.
 */
export function SubscribeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
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
                <CalendarFeed enabled={open} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
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
  );
}
