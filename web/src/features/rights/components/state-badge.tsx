import { Badge, Box, HStack, Text, Wrap } from '@chakra-ui/react';
import type { AvailabilityState } from '../../../generated/AvailabilityState';
import { sellableOrder, statePalette, stateLabel } from '../availability-states';

/** A state in its colour and its word ("Sold"). */
export function StateBadge({ state }: { state: AvailabilityState }) {
  return (
    <Badge colorPalette={statePalette[state]} variant="subtle">
      {stateLabel(state)}
    </Badge>
  );
}

/** The colours' key: a swatch and the word of each state, from free to sell to not ours. */
export function StateLegend() {
  return (
    <Wrap gap="3" aria-label="Legend" role="list">
      {sellableOrder.map((state) => (
        <HStack key={state} gap="1.5" role="listitem">
          <Box w="3" h="3" rounded="sm" bg={`${statePalette[state]}.solid`} aria-hidden />
          <Text fontSize="sm" color="fg.muted">
            {stateLabel(state)}
          </Text>
        </HStack>
      ))}
    </Wrap>
  );
}
