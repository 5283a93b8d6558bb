import { Box, HStack, Text, useBreakpointValue, Wrap, type SystemStyleObject } from '@chakra-ui/react';
import FullCalendar, { type DateClickInfo, type EventClickInfo, type EventDisplayInfo, type EventDropInfo, type EventInput } from '@fullcalendar/react';
import interactionPlugin from '@fullcalendar/react/interaction';
import '@fullcalendar/react/skeleton.css';
import classicTheme from '@fullcalendar/react/themes/classic';
import '@fullcalendar/react/themes/classic/theme.css';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { initials } from '../../../components/layout/initials';
import { toaster } from '../../../components/ui/toaster';
import { toastWithUndo } from '../../../components/ui/toast-with-undo';
import { endedSession, failureReason, WriteError } from '../../../lib/api-client';
import { plusDays } from '../../../lib/today';
import { fairKeys, type Fair, type Meeting } from '../api/fair-types';
import { useMoveMeeting } from '../api/meetings';
import { MEETING_STATUSES, STATUS_PALETTES } from '../meeting-labels';
import { asDuration, fairDays, formatFairTime, formatMeetingSpan, localOf, minutesAsDuration, plusMinutes, withinFair } from '../meeting-times';
import { plannerEvents, type MeetingProps } from '../planner-events';

const PLUGINS = [timeGridPlugin, interactionPlugin, classicTheme];

const chakra = (token: string) => `var(--chakra-colors-${token})`;

/** The classic theme's palette from Chakra's tokens (as the team calendar's), and the meetings' own look. */
const skin: SystemStyleObject = {
  '--fc-classic-background': chakra('bg'),
  '--fc-classic-foreground': chakra('fg'),
  '--fc-classic-muted-foreground': chakra('fg-muted'),
  '--fc-classic-faint-foreground': chakra('fg-subtle'),
  '--fc-classic-faint': chakra('bg-subtle'),
  '--fc-classic-muted': chakra('bg-muted'),
  '--fc-classic-strong': chakra('bg-emphasized'),
  '--fc-classic-border': chakra('border'),
  '--fc-classic-strong-border': chakra('border-emphasized'),
  '--fc-classic-primary': chakra('brand-solid'),
  '--fc-classic-primary-foreground': chakra('brand-contrast'),
  '--fc-classic-highlight': chakra('brand-muted'),
  '--fc-classic-today': 'transparent',
  '--fc-classic-ring-color': chakra('brand-focus-ring'),
  '--fc-classic-button': chakra('bg-muted'),
  '--fc-classic-button-border': chakra('border'),
  '--fc-classic-button-strong': chakra('bg-emphasized'),
  '--fc-classic-button-strong-border': chakra('border-emphasized'),
  '--fc-classic-button-outline': chakra('brand-focus-ring'),
  '--fc-classic-button-foreground': chakra('fg'),
  '& > *': { fontSize: 'xs', lineHeight: 'short' },
  // an empty slot invites a booking
  '&[data-writer] [data-time]': { cursor: 'pointer' },
  '& .meeting': { overflow: 'hidden', px: '1', fontSize: 'xs', lineHeight: '1.25' },
  '& .meeting-company': { fontWeight: 'semibold' },
  '& .meeting-cancelled .meeting-company': { textDecoration: 'line-through' },
};

/** What a refusal of a move says: the double booking's message (naming the other meeting), or the server's. */
function refusal(error: unknown): string {
  if (!(error instanceof WriteError)) return failureReason(error);
  return error.fieldErrors.memberIds ?? Object.values(error.fieldErrors)[0] ?? failureReason(error);
}

/**
 * The meeting's words inside its box: kept to plain elements, 400 of them render at once, and
 * drawn again only when the meeting or its place changes. Its times are formatted here, from
 * where FullCalendar shows it (the dragged copy's follow the pointer), not by FullCalendar: its
 * time text asks the browser for a formatted range of each of the 400 meetings at every redraw,
 * 75 of the 190 ms a drop took.
 */
const MeetingContent = memo(function MeetingContent({ meeting, start, team }: { meeting: Meeting; start: string; team: boolean }) {
  return (
    <div className="meeting" data-meeting={meeting.id}>
      <span className="meeting-company">{meeting.company}</span>
      {meeting.table && <span> · T{meeting.table}</span>}
      <br />
      <span>
        {formatFairTime(start)} – {formatFairTime(plusMinutes(start, meeting.minutes))}
      </span>
      {team && <span> · {meeting.members.map((m) => initials(m.name)).join(', ')}</span>}
    </div>
  );
});

/** The colours' key: each status's swatch and word. */
export function StatusLegend() {
  return (
    <Wrap gap="3" role="list" aria-label="Meeting statuses">
      {MEETING_STATUSES.map(({ value, label }) => (
        <HStack key={value} gap="1.5" role="listitem">
          <Box w="3" h="3" rounded="sm" bg={`${STATUS_PALETTES[value]}.${value === 'cancelled' ? 'subtle' : 'solid'}`} borderWidth={value === 'cancelled' ? '1px' : undefined} aria-hidden />
          <Text fontSize="sm" color="fg.muted">
            {label}
          </Text>
        </HStack>
      ))}
    </Wrap>
  );
}

interface Props {
  fair: Fair;
  meetings: readonly Meeting[];
  /** Only this member's meetings; null: the whole team's. */
  memberId: number | null;
  writer: boolean;
  /** A writer clicked an empty slot: book a meeting starting there. */
  onBook: (start: string) => void;
  onOpen: (meeting: Meeting) => void;
}

/**
 * The fair's days as a time grid (FullCalendar's): one column a day on a wide screen, one day at a
 * time on a narrow one, the rows its day hours in slots of its length, on the fair's own clock
 * (meeting-times.ts). A click on a meeting opens it; writers click an empty slot to book one and
 * drag a meeting to another start, shown there at once and taken back, with the server's reason,
 * when refused (a member booked elsewhere then; someone changed it meanwhile: then the planner
 * reads the meetings again).
 */
export function Planner({ fair, meetings, memberId, writer, onBook, onOpen }: Props) {
  const queryClient = useQueryClient();
  const move = useMoveMeeting(fair.id);
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? true;
  const days = fairDays(fair).length;
  // Each meeting's event is kept while the meeting is unchanged, a writer's and a reader's apart.
  const [made] = useState(() => ({ writer: new WeakMap<Meeting, EventInput>(), reader: new WeakMap<Meeting, EventInput>() }));
  const events = useMemo(() => plannerEvents(meetings, memberId, writer, writer ? made.writer : made.reader), [meetings, memberId, writer, made]);

  const onDrop = async (info: EventDropInfo) => {
    const { meeting } = info.event.extendedProps as MeetingProps;
    const start = localOf(info.event.start!);
    try {
      const saved = await move.mutateAsync({ meeting, start });
      toastWithUndo({
        title: 'The meeting moved',
        description: `${meeting.company}: ${formatMeetingSpan(start, meeting.minutes)}`,
        undo: () => move.mutateAsync({ meeting: saved, start: meeting.start }),
        undone: { title: 'The meeting is back', description: `${meeting.company}: ${formatMeetingSpan(meeting.start, meeting.minutes)}` },
        notUndone: 'The meeting was not moved back',
      });
    } catch (error) {
      info.revert();
      if (endedSession(error)) return;
      if (error instanceof WriteError && error.status === 412) {
        void queryClient.invalidateQueries({ queryKey: fairKeys.meetings(fair.id) });
        toaster.error({ title: 'The meeting was not moved', description: 'Someone changed it meanwhile: the planner shows it as it is now.' });
        return;
      }
      toaster.error({ title: 'The meeting was not moved', description: refusal(error) });
    }
  };

  // FullCalendar's options kept the same objects between renders: a new one makes it redo its
  // views or redraw every meeting, 400 of them, as after each move.
  const latest = useRef({ fair, writer, onBook, onOpen, onDrop });
  useEffect(() => {
    latest.current = { fair, writer, onBook, onOpen, onDrop };
  });
  const fixed = useMemo(
    () => ({
      views: { fairDays: { type: 'timeGrid', dayCount: wide ? Math.min(days, 7) : 1 } },
      validRange: { start: fair.startDate, end: plusDays(fair.endDate, 1) },
      headerToolbar: days > (wide ? 7 : 1) ? { start: 'prev,next', center: 'title', end: '' } : (false as const),
      dayHeaderFormat: { weekday: 'short', day: 'numeric', month: 'short' } as const,
    }),
    [wide, days, fair.startDate, fair.endDate],
  );
  const handlers = useMemo(
    () => ({
      eventAllow: (span: { start: Date; end: Date }) => withinFair(latest.current.fair, localOf(span.start), (span.end.getTime() - span.start.getTime()) / 60_000),
      eventClick: (info: EventClickInfo) => {
        info.jsEvent.preventDefault();
        latest.current.onOpen((info.event.extendedProps as MeetingProps).meeting);
      },
      dateClick: (info: DateClickInfo) => {
        if (latest.current.writer) latest.current.onBook(localOf(info.date));
      },
      eventDrop: (info: EventDropInfo) => void latest.current.onDrop(info),
    }),
    [],
  );
  const team = memberId === null;
  const eventContent = useCallback(
    (info: EventDisplayInfo) => <MeetingContent meeting={(info.event.extendedProps as MeetingProps).meeting} start={localOf(info.event.start!)} team={team} />,
    [team],
  );

  return (
    <Box css={skin} data-writer={writer || undefined} aria-label={`Planner of ${fair.name}`} role="region">
      <FullCalendar
        // a new fair's days or hours: the grid is made anew
        key={`${fair.startDate}/${fair.endDate}/${fair.dayStart}/${fair.dayEnd}/${fair.slotMinutes}/${wide}`}
        plugins={PLUGINS}
        // the fair's wall clock (meeting-times.ts)
        timeZone="UTC"
        initialView="fairDays"
        views={fixed.views}
        initialDate={fair.startDate}
        validRange={fixed.validRange}
        headerToolbar={fixed.headerToolbar}
        dayHeaderFormat={fixed.dayHeaderFormat}
        allDaySlot={false}
        slotMinTime={asDuration(fair.dayStart)}
        slotMaxTime={asDuration(fair.dayEnd)}
        slotDuration={minutesAsDuration(fair.slotMinutes)}
        slotHeaderInterval={minutesAsDuration(fair.slotMinutes >= 60 ? fair.slotMinutes : 60)}
        height="auto"
        expandRows
        // room for a meeting's two lines (its company, its time and members)
        slotMinHeight={36}
        nowIndicator={false}
        // MeetingContent says the times
        displayEventTime={false}
        events={events}
        eventInteractive
        editable={writer}
        eventDurationEditable={false}
        eventContent={eventContent}
        {...handlers}
      />
    </Box>
  );
}
