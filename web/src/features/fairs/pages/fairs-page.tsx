import { Badge, Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuHandshake, LuMapPin, LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { StatusPanel } from '../../../components/ui/status-panel';
import { paths } from '../../../config/paths';
import { canWrite } from '../../../lib/permissions';
import { todayIso } from '../../../lib/today';
import { useSession } from '../../../lib/use-session';
import type { Fair } from '../api/fair-types';
import { useFairs } from '../api/fairs';
import { FairDialog } from '../components/fair-dialog';
import { splitFairs } from '../fair-list';
import { formatFairDates } from '../meeting-times';

function FairCard({ fair }: { fair: Fair }) {
  const where = [fair.place, fair.stand].filter(Boolean).join(', ');
  return (
    <Card.Root size="sm" asChild _hover={{ borderColor: 'brand.emphasized' }} transition="border-color 0.15s">
      <RouterLink to={paths.fair(fair.id)} aria-label={fair.name}>
        <Card.Body gap="2">
          <Heading as="h3" size="md">
            {fair.name}
          </Heading>
          <Text color="fg.muted">{formatFairDates(fair.startDate, fair.endDate)}</Text>
          {where && (
            <HStack gap="1.5" color="fg.muted" fontSize="sm">
              <LuMapPin aria-hidden />
              <Text>{where}</Text>
            </HStack>
          )}
          <HStack gap="2" wrap="wrap" pt="1">
            <Badge variant="subtle" colorPalette="gray">
              {fair.meetingCount} {fair.meetingCount === 1 ? 'meeting' : 'meetings'}
            </Badge>
            {fair.requestedCount > 0 && (
              <Badge variant="subtle" colorPalette="orange">
                {fair.requestedCount} to chase
              </Badge>
            )}
          </HStack>
        </Card.Body>
      </RouterLink>
    </Card.Root>
  );
}

function FairGroup({ title, fairs }: { title: string; fairs: Fair[] }) {
  if (fairs.length === 0) return null;
  return (
    <Box as="section" aria-label={title} mb="8">
      <Heading as="h2" size="md" mb="3" color="fg.muted">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {fairs.map((fair) => (
          <FairCard key={fair.id} fair={fair} />
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** `/fairs`: the team's book fairs, those to come first (the next on top), then those past. */
export function FairsPage() {
  useSession(); // re-render when the session (and so the roles) change
  const writer = canWrite();
  const fairs = useFairs();
  const [creating, setCreating] = useState(false);
  const { upcoming, past } = splitFairs(fairs.data ?? [], todayIso());
  const newFair = writer && (
    <Button colorPalette="brand" onClick={() => setCreating(true)}>
      <LuPlus /> New fair
    </Button>
  );

  return (
    <>
      <PageHeader title="Fairs" description="Book fairs: the meetings on the half hour, their follow-ups and what came of them." actions={newFair} />
      {fairs.isPending ? (
        <PageLoading />
      ) : fairs.isError ? (
        <LoadFailed what="fairs" error={fairs.error} onRetry={() => void fairs.refetch()} retrying={fairs.isFetching} />
      ) : fairs.data.length === 0 ? (
        <StatusPanel icon={<LuHandshake />} title="No fairs yet" description={writer ? 'Add the fairs the team goes to (New fair), then book the meetings in their planner.' : 'The fairs the team goes to show here.'} dashed />
      ) : (
        <Stack gap="0">
          <FairGroup title="Upcoming" fairs={upcoming} />
          <FairGroup title="Past" fairs={past} />
        </Stack>
      )}
      <FairDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
