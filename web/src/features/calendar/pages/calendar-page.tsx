import { Alert, Box, Button, Flex, HStack } from '@chakra-ui/react';
import { useCalendarController } from '@fullcalendar/react';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LuPlus, LuRss } from 'react-icons/lu';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { calendarKinds } from '../../../lib/core';
import type { PagePrefetch } from '../../../lib/lazy-page';
import { canWrite } from '../../../lib/permissions';
import { useSession } from '../../../lib/use-session';
import { todayIso } from '../../../lib/today';
import type { CalendarEntry, CalendarKind, DayRange } from '../api/calendar-types';
import { calendarQueryOptions, useCalendar } from '../api/get-calendar';
import { shownDays } from '../calendar-dates';
import type { Span } from '../calendar-entries';
import { VIEW_TYPES } from '../calendar-views';
import { CalendarToolbar } from '../components/calendar-toolbar';
import { EventDialog } from '../components/event-dialog';
import { KindLegend } from '../components/kind-legend';
import { OverdueList, overdueQueryOptions } from '../components/overdue-list';
import { SubscribeDialog } from '../components/subscribe-dialog';
import { MONTH_ROW, TeamCalendar } from '../components/team-calendar';
import { isNarrow, placeOf, samePlace, useCalendarAddress, type CalendarPlace } from '../use-calendar-address';
import { pendingNewEvent } from '../use-event-form';
import { useHiddenKinds } from '../use-hidden-kinds';

/** Where a dated record is edited. */
function recordPath(entry: CalendarEntry): string {
  // A payment or statement due opens its license on the tab that holds it.
  if (entry.kind === 'payment_due') return paths.licensePayments(entry.entityId);
  if (entry.kind === 'statement_due') return paths.licenseStatements(entry.entityId);
  switch (entry.entityType) {
    case 'license':
      return paths.licenseEdit(entry.entityId);
    case 'title':
      return paths.titleEdit(entry.entityId);
    case 'fair':
      return paths.fair(entry.entityId);
    default:
      return paths.prospectionEdit(entry.entityId);
  }
}

/** The calendar's first requests, from the address: the days it opens on, and what is overdue. */
export const prefetchCalendarPage: PagePrefetch = (queryClient, { url }) => {
  const place = placeOf(url.searchParams, isNarrow());
  return Promise.all([
    queryClient.prefetchQuery(calendarQueryOptions(shownDays(place.view, place.date))),
    queryClient.prefetchQuery(overdueQueryOptions()),
  ]);
};

/**
 * `/calendar`: what is due (chases, option ends, license ends, publications, titles' publication
 * dates, payments and royalty statements) and the team's events, by month, week or as an agenda, the kinds shown as the user chose;
 * the event editor, and the subscription to the feed for people's own calendar apps.
 */
export function CalendarPage() {
  useSession(); // re-render when the session (and so the roles) change
  const writer = canWrite();
  const navigate = useNavigate();
  const address = useCalendarAddress();
  const { place, moveTo } = address;
  const controller = useCalendarController();
  const [range, setRange] = useState<DayRange | null>(null);
  const calendar = useCalendar(range);
  const kinds = useMemo(() => calendarKinds() as { value: CalendarKind; label: string }[], []);
  const { hidden, toggle } = useHiddenKinds();
  const entries = useMemo(() => (calendar.data ?? []).filter((entry) => !hidden.has(entry.kind)), [calendar.data, hidden]);
  // A new event typed and not saved (the session ended under it, the page was left) opens again
  // on return, its draft restored; an event of the address (`?event=7`) opens instead.
  const [creating, setCreating] = useState<Span | null>(() => (writer && address.eventId === null ? pendingNewEvent() : null));
  const [subscribing, setSubscribing] = useState(false);

  // Whether the calendar's next move is one the user asked for, which the address then records as
  // a new history entry (the first place it reports, or one it was sent to by Back, replaces it).
  const asked = useRef(false);
  const go = (move: () => void) => {
    asked.current = true;
    move();
  };
  const onPlace = (at: CalendarPlace) => {
    if (!samePlace(at, place)) moveTo(at, { push: asked.current });
    asked.current = false;
  };

  const open = (entry: CalendarEntry) => (entry.entityType === 'event' ? address.openEvent(entry.entityId) : navigate(recordPath(entry)));
  const { eventId } = address;
  const target = useMemo(() => (eventId !== null ? { id: eventId } : creating ? { span: creating } : null), [eventId, creating]);

  return (
    <>
      <PageHeader
        title="Calendar"
        description="What is due, and the team's meetings and fairs."
        actions={
          <HStack gap="2" wrap="wrap">
            <Button variant="outline" onClick={() => setSubscribing(true)}>
              <LuRss /> Subscribe
            </Button>
            {writer && (
              <Button colorPalette="brand" onClick={() => setCreating({ start: todayIso(), end: null, allDay: true })}>
                <LuPlus /> New event
              </Button>
            )}
          </HStack>
        }
      />
      <CalendarToolbar controller={controller} view={place.view} busy={calendar.isFetching} go={go} onView={(view) => go(() => controller.changeView(VIEW_TYPES[view]))} />
      <KindLegend kinds={kinds} hidden={hidden} onToggle={toggle} />
      {calendar.isError && (
        <Alert.Root status="error" mb="4">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>The calendar could not be loaded.</Alert.Title>
            <Alert.Description>{calendar.error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" alignSelf="center" onClick={() => void calendar.refetch()}>
            Try again
          </Button>
        </Alert.Root>
      )}
      {/* What is overdue beside the month on a wide screen, above it on a narrow one: the deadlines
          missed in earlier months stay in sight whatever period is shown. */}
      <Flex direction={{ base: 'column', xl: 'row' }} align={{ xl: 'start' }} gap="4" css={MONTH_ROW}>
        <OverdueList onOpen={open} />
        <Box flex="1" minW="0" order={{ xl: -1 }}>
          <TeamCalendar controller={controller} place={place} entries={entries} writer={writer} onRange={setRange} onPlace={onPlace} onOpen={open} onPick={setCreating} />
        </Box>
      </Flex>
      <EventDialog
        target={target}
        readOnly={!writer}
        onClose={() => {
          setCreating(null);
          if (eventId !== null) address.closeEvent();
        }}
      />
      <SubscribeDialog open={subscribing} onOpenChange={setSubscribing} />
    </>
  );
}
