import { Box, Checkbox, HStack, Text, Wrap } from '@chakra-ui/react';
import type { CalendarKind } from '../api/calendar-types';
import { KIND_PALETTES, OVERDUE_PALETTE } from '../calendar-entries';

interface Props {
  kinds: { value: CalendarKind; label: string }[];
  hidden: ReadonlySet<CalendarKind>;
  onToggle: (kind: CalendarKind) => void;
}

/** The legend, one switch per kind in its colour (unticked, the kind is hidden), and the overdue chases' red. */
export function KindLegend({ kinds, hidden, onToggle }: Props) {
  return (
    <Wrap as="fieldset" gap={{ base: '1.5', md: '2' }} mb="4" align="center">
      <Text as="legend" srOnly>
        Show on the calendar
      </Text>
      {kinds.map(({ value, label }) => (
        <Checkbox.Root
          key={value}
          size={{ base: 'xs', md: 'sm' }}
          colorPalette={KIND_PALETTES[value]}
          checked={!hidden.has(value)}
          onCheckedChange={() => onToggle(value)}
          borderWidth="1px"
          rounded="full"
          ps="2"
          pe={{ base: '2', md: '3' }}
          py="1"
          _checked={{ bg: 'colorPalette.subtle', borderColor: 'colorPalette.muted' }}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      ))}
      <HStack gap="1.5" px="2" textStyle={{ base: 'xs', md: 'sm' }} color="fg.muted">
        <Box w="3" h="3" rounded="sm" bg={`${OVERDUE_PALETTE}.solid`} aria-hidden />
        Overdue chase
      </HStack>
    </Wrap>
  );
}
