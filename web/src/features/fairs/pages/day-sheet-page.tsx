import { Box, Button, Heading, HStack, NativeSelect, Separator, Stack, Text } from '@chakra-ui/react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { LuArrowLeft, LuPrinter } from 'react-icons/lu';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading';
import { usePageTitle } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import type { Title } from '../../../generated/Title';
import { api } from '../../../lib/api-client';
import { languageName } from '../../../lib/format';
import { zoneLabel } from '../../../lib/time-zones';
import { companyQueryOptions } from '../../contacts/api/companies';
import { useRightAvailability } from '../../rights/api/get-availability';
import { StateBadge } from '../../rights/components/state-badge';
import type { Meeting, MeetingTitle } from '../api/fair-types';
import { useFair } from '../api/fairs';
import { useMeetings } from '../api/meetings';
import { outcomeLabel } from '../meeting-labels';
import { dayOfStart, fairDays, formatFairDay, formatFairTime, plusMinutes } from '../meeting-times';

/** Under the meeting's time column (Chakra's breakpoints are the screen's: on paper, set again). */
const indented = { ps: { base: 0, sm: '36' }, css: { '@media print': { paddingInlineStart: '9rem' } } } as const;

/** A4 paper, and nothing of the screen's controls on it. */
const PRINT = `@page { size: A4; margin: 14mm; }`;
const noPrint = { '@media print': { display: 'none' } };

/** A title's pitch, read once per title of the sheet (the same query as the title's page). */
const useTitle = (id: number) => useQuery({ queryKey: ['titles', 'detail', String(id)], queryFn: ({ signal }) => api.get<Title>(`/titles/${id}`, signal) });

/** A title to present: its name, the note, its pitch, and whether its translation rights into the company's language are free. */
function TitleBlock({ title, language }: { title: MeetingTitle; language: string | null }) {
  const stored = useTitle(title.titleId).data;
  const availability = useRightAvailability(language ? title.titleId : null, { contractType: 'foreign_rights', language: language ?? undefined }).data;
  return (
    <Box as="li" css={{ breakInside: 'avoid' }}>
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{title.title}</Text>
        {stored?.author && <Text color="fg.muted">{stored.author}</Text>}
        {availability && language && (
          <HStack gap="1.5" fontSize="sm" color="fg.muted">
            <Text>{languageName(language)} translation:</Text>
            <StateBadge state={availability.state} />
          </HStack>
        )}
        {title.outcome && <Text fontSize="sm">({outcomeLabel(title.outcome)})</Text>}
      </HStack>
      {title.note && <Text fontSize="sm" fontStyle="italic">{title.note}</Text>}
      {stored?.pitch && <Text fontSize="sm">{stored.pitch}</Text>}
    </Box>
  );
}

function MeetingBlock({ meeting, language }: { meeting: Meeting; language: string | null }) {
  return (
    <Box as="article" aria-label={`${formatFairTime(meeting.start)} ${meeting.company}`} py="4" css={{ breakInside: 'avoid' }}>
      <HStack align="baseline" gap="4" wrap="wrap">
        <Text fontWeight="bold" fontSize="lg" minW="32" fontVariantNumeric="tabular-nums">
          {formatFairTime(meeting.start)}–{formatFairTime(plusMinutes(meeting.start, meeting.minutes))}
        </Text>
        <Stack gap="0.5" flex="1" minW="0">
          <Text fontWeight="bold" fontSize="lg">
            {meeting.company}
            {meeting.table && <Text as="span" fontWeight="normal"> · Table {meeting.table}</Text>}
          </Text>
          {meeting.contacts.length > 0 && <Text>With {meeting.contacts.map((c) => c.name).join(', ')}</Text>}
          {meeting.members.length > 1 && <Text color="fg.muted" fontSize="sm">Also there: {meeting.members.map((m) => m.name).join(', ')}</Text>}
        </Stack>
      </HStack>
      {meeting.titles.length > 0 && (
        <Stack as="ul" gap="2" mt="3" listStyleType="none" {...indented}>
          {meeting.titles.map((title) => (
            <TitleBlock key={title.titleId} title={title} language={language} />
          ))}
        </Stack>
      )}
      {meeting.notes && (
        <Text mt="2" fontSize="sm" whiteSpace="pre-line" {...indented}>
          {meeting.notes}
        </Text>
      )}
    </Box>
  );
}

/**
 * `/fairs/{id}/day-sheet?member=&date=`: a member's day at a fair, on a page of its own without
 * the app's navigation, to print on A4: each meeting's time, table, company and contacts, and the
 * titles to present with their pitch and, when the company has a language, whether the
 * translation rights into it are available. The controls are not printed.
 */
export function DaySheetPage() {
  const { id } = useParams();
  const fairId = Number(id);
  const [search, setSearch] = useSearchParams();
  const memberId = Number(search.get('member'));
  const fair = useFair(fairId);
  const meetings = useMeetings(fairId);
  const days = fair.data ? fairDays(fair.data) : [];
  const date = days.find((day) => day === search.get('date')) ?? days[0] ?? '';
  const member = fair.data?.attendees.find((m) => m.id === memberId) ?? meetings.data?.flatMap((m) => m.members).find((m) => m.id === memberId);
  const ofDay = (meetings.data ?? [])
    .filter((m) => m.status !== 'cancelled' && m.memberIds.includes(memberId) && dayOfStart(m.start) === date)
    .sort((a, b) => a.start.localeCompare(b.start));
  const companies = useQueries({ queries: [...new Set(ofDay.map((m) => m.companyId))].map((companyId) => companyQueryOptions(companyId)) });
  const languageOf = (companyId: number) => companies.find((q) => q.data?.id === companyId)?.data?.languageId ?? null;
  const heading = `${member?.name ?? 'Day sheet'} · ${fair.data?.name ?? ''}`;
  usePageTitle(`Day sheet: ${heading}`);
  const set = (name: string, value: string) => setSearch((params) => (params.set(name, value), params), { replace: true });

  if (fair.isPending || meetings.isPending) return <PageLoading />;
  if (!fair.data) {
    return (
      <Stack p="8" gap="4">
        <Heading>Fair not found</Heading>
        <Text>It may have been deleted, or the link is wrong.</Text>
      </Stack>
    );
  }
  const members = [...fair.data.attendees, ...(meetings.data ?? []).flatMap((m) => m.members)].filter((m, i, all) => all.findIndex((o) => o.id === m.id) === i);

  return (
    <Box maxW="4xl" mx="auto" p={{ base: '4', md: '10' }} bg="bg" color="fg" css={{ '@media print': { padding: 0, maxWidth: 'none', background: 'white', color: 'black' } }}>
      <style>{PRINT}</style>
      <HStack justify="space-between" mb="8" gap="3" wrap="wrap" css={noPrint}>
        <Button asChild variant="outline" size="sm">
          <RouterLink to={`${paths.fair(fairId)}?member=${memberId}`}>
            <LuArrowLeft /> Back to the planner
          </RouterLink>
        </Button>
        <HStack gap="2" wrap="wrap">
          <NativeSelect.Root size="sm" w="auto">
            <NativeSelect.Field aria-label="Member" value={String(memberId)} onChange={(e) => set('member', e.target.value)}>
              {members.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <NativeSelect.Root size="sm" w="auto">
            <NativeSelect.Field aria-label="Day" value={date} onChange={(e) => set('date', e.target.value)}>
              {days.map((day) => (
                <option key={day} value={day}>
                  {formatFairDay(day)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button colorPalette="brand" size="sm" onClick={() => window.print()}>
            <LuPrinter /> Print
          </Button>
        </HStack>
      </HStack>
      <Stack gap="1" mb="4">
        <Heading as="h1" size="2xl">
          {member?.name ?? 'Nobody chosen'}: {formatFairDay(date)}
        </Heading>
        <Text color="fg.muted">
          {fair.data.name}
          {fair.data.place && ` · ${fair.data.place}`}
          {fair.data.stand && ` · Stand ${fair.data.stand}`} · {zoneLabel(fair.data.timeZone)} time
        </Text>
      </Stack>
      <Separator />
      {ofDay.length === 0 ? (
        <Text py="6" color="fg.muted">
          No meetings that day.
        </Text>
      ) : (
        <Stack gap="0" separator={<Separator />}>
          {ofDay.map((meeting) => (
            <MeetingBlock key={meeting.id} meeting={meeting} language={languageOf(meeting.companyId)} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
