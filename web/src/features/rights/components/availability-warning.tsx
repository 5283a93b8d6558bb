import { Alert, Stack } from '@chakra-ui/react';
import { contractTypeLabel } from '../../../lib/labels';
import { languageName } from '../../../lib/format';
import { useRightAvailability, type RightAsked } from '../api/get-availability';
import { stateLabel, warnsAPitch } from '../availability-states';
import { ReasonLines } from './reason-lines';

/** What the warning says of each state a pitch should think twice about. */
const SAYS = {
  sold: 'is sold',
  pending: 'is in a license being signed',
  optioned: 'is under option',
  not_held: 'is not among the rights we hold',
} as const;

/**
 * Before a pitch is saved: a warning when the right it offers is sold, pending, optioned or not
 * held for that title (the reasons linked), from the server's availability call. The prospection
 * being edited is not a reason against itself.
 */
export function AvailabilityWarning({ titleId, asked, self }: { titleId: number | null; asked: RightAsked; self?: number }) {
  const { data } = useRightAvailability(titleId, asked);
  if (!data || !warnsAPitch(data.state)) return null;
  const reasons = data.reasons.filter((reason) => !(reason.kind === 'prospection' && reason.id === self));
  if (data.state === 'optioned' && reasons.length === 0) return null;
  const right = [contractTypeLabel(asked.contractType), asked.language ? languageName(asked.language) : ''].filter(Boolean).join(', ');
  return (
    <Alert.Root status="warning" variant="subtle" role="status">
      <Alert.Indicator />
      <Stack gap="1.5">
        <Alert.Title>
          {right} {SAYS[data.state as keyof typeof SAYS]} ({stateLabel(data.state)})
        </Alert.Title>
        <Alert.Description>
          <ReasonLines reasons={reasons} titleId={titleId ?? undefined} none="No rights held cover it." />
        </Alert.Description>
      </Stack>
    </Alert.Root>
  );
}
