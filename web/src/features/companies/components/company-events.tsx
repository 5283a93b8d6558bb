import { List, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { HubNote, HubRecords, HubSection } from '../../../components/ui/hub-section';
import { RowLink } from '../../../components/ui/responsive-list';
import { paths } from '../../../config/paths';
import { formatDate, formatDateTime, formatTime } from '../../../lib/format';
import { plusDays, todayIso } from '../../../lib/today';
import { useCompanyEvents } from '../../calendar/api/events';
import type { TeamEvent } from '../../calendar/api/calendar-types';

/** How far back and ahead a company's page lists its events: half a year each way (the server answers at most 400 days). */
const EVENTS_DAYS = 180;

/** The calendar on the event's day with its editor open (use-calendar-address.ts). */
const calendarPath = (event: TeamEvent) => `${paths.calendar}?${new URLSearchParams({ date: (event.start ?? '').slice(0, 10), event: String(event.id) })}`;

/** When: a day (or days) for an all-day event, a day and time for a timed one (its end's time alone when on the same day). */
function when(event: TeamEvent): string {
  const format = event.allDay ? formatDate : formatDateTime;
  const { start, end } = event;
  if (!end || end === start) return format(start);
  const sameDay = !event.allDay && end.slice(0, 10) === start?.slice(0, 10);
  return `${format(start)} – ${sameDay ? formatTime(end) : format(end)}`;
}

function EventList({ events, label }: { events: TeamEvent[]; label: string }) {
  return (
    <List.Root ps="5" gap="1" aria-label={label}>
      {events.map((event) => (
        <List.Item key={event.id}>
          <RowLink to={calendarPath(event)}>{event.title}</RowLink>{' '}
          <Text as="span" color="fg.muted">
            · {when(event)}
            {event.location ? ` · ${event.location}` : ''}
            {event.contact ? ` · with ${event.contact}` : ''}
          </Text>
        </List.Item>
      ))}
    </List.Root>
  );
}

/**
 * A company's meetings and events (the team's calendar events with it) from half a year back to
 * half a year ahead: those coming up, soonest first, then the recent ones, latest first; each
 * opens in the calendar.
 */
export function CompanyEvents({ companyId }: { companyId: number }) {
  const today = todayIso();
  const range = useMemo(() => ({ from: plusDays(today, -EVENTS_DAYS), to: plusDays(today, EVENTS_DAYS) }), [today]);
  const events = useCompanyEvents(companyId, range);
  // an event still going on (it ends today or later) is coming up, not past
  const isPast = (event: TeamEvent) => (event.end ?? event.start ?? '').slice(0, 10) < today;
  const upcoming = events.data?.filter((event) => !isPast(event));
  const recent = events.data?.filter(isPast).reverse();

  return (
    <HubSection title="Meetings and events" count={events.data?.length}>
      <HubRecords query={events} what="events" none="No event with this company from six months ago to six months ahead.">
        {() => (
          <Stack gap="4">
            <Stack gap="1">
              <Text fontWeight="medium" fontSize="sm">
                Coming up
              </Text>
              {upcoming?.length ? <EventList events={upcoming} label="Upcoming events with this company" /> : <HubNote>Nothing planned.</HubNote>}
            </Stack>
            <Stack gap="1">
              <Text fontWeight="medium" fontSize="sm">
                Recent
              </Text>
              {recent?.length ? <EventList events={recent} label="Recent events with this company" /> : <HubNote>None in the last six months.</HubNote>}
            </Stack>
          </Stack>
        )}
      </HubRecords>
    </HubSection>
  );
}
