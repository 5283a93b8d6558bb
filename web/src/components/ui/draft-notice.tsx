import { Alert, Button } from '@chakra-ui/react';

/**
 * Says that the form opened with what was typed in it before and not saved (lib/drafts.ts: the
 * session ended, the page was left), with a way to drop it and start from the record as stored.
 */
export function DraftNotice({ restored, onDiscard }: { restored: boolean; onDiscard: () => void }) {
  if (!restored) return null;
  return (
    // On a narrow screen the button goes under the words rather than squeezing them into a column.
    <Alert.Root status="info" role="status" aria-label="Unsaved changes restored" flexWrap="wrap">
      <Alert.Indicator />
      <Alert.Content minW="14rem">
        <Alert.Title>Your unsaved changes are back</Alert.Title>
        <Alert.Description>What you typed here before was not saved; it is in the form again. Save it, or discard it.</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" alignSelf="center" onClick={onDiscard}>
        Discard changes
      </Button>
    </Alert.Root>
  );
}
