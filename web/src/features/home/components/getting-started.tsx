import { Box, Circle, HStack, Stack, Text } from '@chakra-ui/react';
import { LuRocket } from 'react-icons/lu';
import { StatusPanel } from '../../../components/ui/status-panel';
import { RowLink } from '../../../components/ui/responsive-list';
import { paths } from '../../../config/paths';

const steps = [
  { label: 'Add your first title', hint: 'The book whose rights you manage.', to: paths.titleNew },
  { label: 'Add a company', hint: 'A publisher or agency you deal with, and its people.', to: paths.contacts },
  { label: 'Record your first prospection', hint: 'Which title you offered to whom.', to: paths.prospectionNew },
];

/**
 * A team with nothing yet gets the way in rather than empty figures: for writers the three first
 * steps, each a link; viewers cannot take them, and are told what will show here.
 */
export function GettingStarted({ writer }: { writer: boolean }) {
  if (!writer) {
    return (
      <StatusPanel
        dashed
        icon={<LuRocket />}
        title="Nothing here yet"
        description="Your team's work will show here: what is due, the pipeline, the licenses signed and the latest changes."
      />
    );
  }
  return (
    <StatusPanel dashed icon={<LuRocket />} title="Get started" description="Three steps, and the day's work shows here.">
      <Stack as="ol" aria-label="First steps" gap="3" listStyle="none" textAlign="start" w="full" maxW="sm">
        {steps.map((step, index) => (
          <HStack as="li" key={step.to} gap="3" align="start">
            <Circle size="7" bg="brand.muted" color="brand.fg" fontWeight="semibold" textStyle="sm" flexShrink="0" aria-hidden>
              {index + 1}
            </Circle>
            <Box>
              <RowLink to={step.to}>{step.label}</RowLink>
              <Text textStyle="sm" color="fg.muted">
                {step.hint}
              </Text>
            </Box>
          </HStack>
        ))}
      </Stack>
    </StatusPanel>
  );
}
