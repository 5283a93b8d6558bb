import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { LuAlarmClock, LuPhoneOutgoing } from 'react-icons/lu';
import { paths } from '../../../config/paths';
import { RowLink } from '../../../components/ui/responsive-list';
import { toaster } from '../../../components/ui/toaster';
import { WriteError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import type { DueItem } from '../api/dashboard';
import { useChaseDue } from '../api/use-chase';
import { DashboardCard } from './dashboard-card';

const KIND_LABELS: Record<DueItem['kind'], string> = {
  chase: 'Chase',
  option_expiry: 'Option ends',
  license_end: 'License ends',
  publication: 'Publication',
};

/** The server caps the list; past that, the list says it shows the first ones only. */
const DUE_LIMIT = 50;

/** One click records the chase; the item then leaves the list, its next chase 30 days on. */
function ChasedTodayButton({ item }: { item: DueItem }) {
  const chase = useChaseDue();
  // Awaited rather than told through mutate's callbacks: those are dropped once the item leaves the
  // refreshed list, which a saved chase makes it do, and the toast with them.
  const run = async () => {
    try {
      const saved = await chase.mutateAsync(item.entityId);
      toaster.create({ type: 'success', title: 'Chased today', description: `${item.name}: next chase on ${formatDate(saved.chaseDate)}` });
    } catch (error) {
      // A 401 or 403 has signed the browser out already: the sign-in page says why.
      if (error instanceof WriteError && (error.status === 401 || error.status === 403)) return;
      const reason = error instanceof WriteError && error.serverMessage ? error.serverMessage : 'The server could not be reached; try again.';
      toaster.create({ type: 'error', title: 'The chase was not recorded', description: reason });
    }
  };
  return (
    <Button size="xs" variant="outline" loading={chase.isPending} onClick={() => void run()} aria-label={`Chased today: ${item.name}`}>
      <LuPhoneOutgoing /> Chased today
    </Button>
  );
}

function DueDate({ item, overdue }: { item: DueItem; overdue: boolean }) {
  if (!overdue) return <time dateTime={item.date}>{formatDate(item.date)}</time>;
  return (
    <HStack as="span" gap="1" color="fg.error">
      <LuAlarmClock aria-hidden />
      <time dateTime={item.date}>{formatDate(item.date)}</time>
      <Text as="span" textStyle="xs">
        overdue
      </Text>
    </HStack>
  );
}

/**
 * What needs doing, soonest first (overdue chases at the top, in red): each item's date, kind and
 * record, and for writers a one-click "Chased today" on the chases.
 */
export function DueList({ due, today, writer }: { due: DueItem[]; today: string; writer: boolean }) {
  return (
    <DashboardCard title="Due" description="Chases and option ends within 7 days, publications within 30, license ends within 90.">
      {(headingId) => (
        <>
          {due.length === 0 ? (
            <Text color="fg.muted">Nothing due this week.</Text>
          ) : (
            <Stack as="ul" gap="0" listStyle="none" aria-labelledby={headingId}>
              {due.map((item) => {
                const overdue = item.kind === 'chase' && item.date < today;
                const path = item.entityType === 'prospection' ? paths.prospectionEdit(item.entityId) : paths.licenseEdit(item.entityId);
                return (
                  <HStack
                    as="li"
                    key={`${item.kind}-${item.entityType}-${item.entityId}`}
                    data-testid="due-item"
                    gap="3"
                    py="2.5"
                    borderBottomWidth="1px"
                    borderColor="border.muted"
                    _last={{ borderBottomWidth: 0 }}
                    align="center"
                    wrap="wrap"
                  >
                    <Stack gap="0.5" flex="1" minW="min(100%, 14rem)">
                      <HStack gap="2" textStyle="sm" fontWeight="medium" wrap="wrap">
                        <DueDate item={item} overdue={overdue} />
                        <Badge variant="subtle" colorPalette={overdue ? 'red' : 'gray'}>
                          {KIND_LABELS[item.kind]}
                        </Badge>
                      </HStack>
                      <Text textStyle="sm">
                        <RowLink to={path}>{item.name}</RowLink>
                      </Text>
                    </Stack>
                    {writer && item.kind === 'chase' && <ChasedTodayButton item={item} />}
                  </HStack>
                );
              })}
            </Stack>
          )}
          {due.length >= DUE_LIMIT && (
            <Text textStyle="xs" color="fg.muted" mt="2">
              The first {DUE_LIMIT} are shown.
            </Text>
          )}
        </>
      )}
    </DashboardCard>
  );
}
