import { Badge, Box, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../lib/format';
import { JUST_FETCHED_MS } from '../../../lib/query-client';
import { plusDays, todayIso } from '../../../lib/today';
import { calendarKeys, type CalendarEntry } from '../api/calendar-types';
import { getCalendar } from '../api/get-calendar';

/** How far back the list looks: the calendar call's longest window. */
const LOOK_BACK_DAYS = 399;

/** What is past its date and still open: chases not made, options ended without an answer, money and statements that have not come. */
const LATE_LABELS: Partial<Record<CalendarEntry['kind'], string>> = { chase: 'Chase', option_expiry: 'Option ended', payment_due: 'Payment', statement_due: 'Statement' };
const isLate = (entry: CalendarEntry) => entry.kind in LATE_LABELS;

/** The entries of the days before today that the list looks at; asked afresh each visit, as the month's are. */
export function overdueQueryOptions() {
  const today = todayIso();
  const range = { from: plusDays(today, -LOOK_BACK_DAYS), to: plusDays(today, -1) };
  return queryOptions({
    queryKey: [...calendarKeys.entries(), 'overdue', range],
    queryFn: ({ signal }) => getCalendar(range, signal),
    staleTime: JUST_FETCHED_MS,
  });
}

/**
 * "Overdue", beside the month (above it on a narrow screen: calendar-page.tsx places it): the
 * chases, options, payments and statements past their date, from before the month shown too (a chase missed in
 * September is still there in November), oldest first, each opening its record.
 */
export function OverdueList({ onOpen }: { onOpen: (entry: CalendarEntry) => void }) {
  const late = useQuery({
    ...overdueQueryOptions(),
    select: (entries) => entries.filter(isLate).sort((a, b) => a.start.localeCompare(b.start)),
  });
  if (!late.data || late.data.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="overdue-heading" borderWidth="1px" borderColor="border.error" rounded="lg" p="3" w={{ xl: '16rem' }} flexShrink={0}>
      <HStack gap="2" mb="2">
        <Heading as="h2" size="sm" id="overdue-heading" color="fg.error">
          Overdue
        </Heading>
        <Badge colorPalette="red" variant="subtle">
          {late.data.length}
        </Badge>
      </HStack>
      <List.Root gap="1" listStyleType="none" maxH={{ base: '48', xl: '34rem' }} overflowY="auto" aria-label="Overdue">
        {late.data.map((entry) => (
          <List.Item key={entry.id}>
            <Stack gap="0" asChild>
              <button type="button" onClick={() => onOpen(entry)} style={{ textAlign: 'start', width: '100%' }}>
                <Text as="span" fontSize="sm" color="fg" _hover={{ textDecoration: 'underline' }}>
                  {LATE_LABELS[entry.kind]}: {entry.title}
                </Text>
                <Text as="span" fontSize="xs" color="fg.error">
                  since {formatDate(entry.start)}
                </Text>
              </button>
            </Stack>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
