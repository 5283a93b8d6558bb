import { Box, useBreakpointValue, type SystemStyleObject } from '@chakra-ui/react';
import FullCalendar, { type CalendarController, type EventDropInfo, type EventResizeDoneInfo } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import '@fullcalendar/react/skeleton.css';
import classicTheme from '@fullcalendar/react/themes/classic';
import '@fullcalendar/react/themes/classic/theme.css';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { useMemo, useState } from 'react';
import { toaster } from '../../../components/ui/toaster';
import { toastWithUndo } from '../../../components/ui/toast-with-undo';
import { WriteError } from '../../../lib/api-client';
import { calendarKinds } from '../../../lib/core';
import { formatDate, formatDateTime } from '../../../lib/format';
import { plusDays, todayIso } from '../../../lib/today';
import type { CalendarEntry, DayRange } from '../api/calendar-types';
import { useMoveEntry } from '../api/use-move-entry';
import { dayOf } from '../calendar-dates';
import { spanOf, toEventInput, type EntryProps, type Span } from '../calendar-entries';
import { VIEW_TYPES, viewOfType } from '../calendar-views';
import { samePlace, type CalendarPlace } from '../use-calendar-address';
import { EntryContent } from './entry-content';

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicTheme];

const chakra = (token: string) => `var(--chakra-colors-${token})`;

/**
 * The classic theme's palette (its CSS variables) taken from Chakra's semantic tokens, which follow
 * the colour mode: the calendar is light or dark with the rest of the app, in its greys and green.
 */
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
  '--fc-classic-today': chakra('brand-subtle'),
  '--fc-classic-now': chakra('red-solid'),
  '--fc-classic-ring-color': chakra('brand-focus-ring'),
  '--fc-classic-button': chakra('bg-muted'),
  '--fc-classic-button-border': chakra('border'),
  '--fc-classic-button-strong': chakra('bg-emphasized'),
  '--fc-classic-button-strong-border': chakra('border-emphasized'),
  '--fc-classic-button-outline': chakra('brand-focus-ring'),
  '--fc-classic-button-foreground': chakra('fg'),
  // the app's type, not the theme's 16px
  '& > *': { fontSize: 'sm', lineHeight: 'short' },
  // the agenda's names wrap rather than run out of a narrow screen, beside a narrower time
  '& [data-agenda="time"]': { width: { base: '6.5rem', sm: '50%' } },
  '& [data-agenda="title"]': { whiteSpace: 'normal' },
};

/**
 * The style of the row the calendar is placed in (the page's, with the overdue list): its width is
 * what the month's height follows (`cqi`, container query units).
 */
export const MONTH_ROW: SystemStyleObject = { containerType: 'inline-size' };

/** Why a move failed: the server's message on the date (a chase before its sent date), or its own. */
function reasonOf(error: unknown): string {
  if (!(error instanceof WriteError)) return String(error);
  return Object.values(error.fieldErrors)[0] ?? (error.serverMessage || 'The server could not be reached; try again.');
}

const describe = (span: Span) => (span.allDay ? formatDate(span.start) : formatDateTime(span.start));

interface Props {
  controller: CalendarController;
  /** Where the address says it stands: where it opens, and where Back or Forward take it. */
  place: CalendarPlace;
  entries: CalendarEntry[];
  writer: boolean;
  /** The days shown changed, as the calendar starts showing them. */
  onRange: (range: DayRange) => void;
  /** Where the calendar stands now, once it shows it: its view and the first day of the period. */
  onPlace: (place: CalendarPlace) => void;
  onOpen: (entry: CalendarEntry) => void;
  /** A writer picked days or hours for a new event. */
  onPick: (span: Span) => void;
}

/**
 * The calendar itself (FullCalendar, MIT parts only): month, week and agenda. A click opens an
 * entry; writers drag chases and events to another day (an event also to another time, or resize
 * it), the calendar showing the move while it is saved and taking it back with a toast when it is
 * refused (a saved move's toast has Undo); dates of contracts and titles do not drag. Writers pick
 * a day or hours for a new event.
 */
export function TeamCalendar({ controller, place, entries, writer, onRange, onPlace, onOpen, onPick }: Props) {
  // Where the calendar last said it stands, and where the address stood at the last render.
  const [shown, setShown] = useState<CalendarPlace | null>(null);
  const [addressed, setAddressed] = useState(place);
  // Back, Forward or an edited address: the calendar opens anew where the address says, as a
  // reload would open it.
  const [opened, setOpened] = useState({ place, times: 1 });
  if (!samePlace(addressed, place)) {
    setAddressed(place);
    if (shown !== null && !samePlace(shown, place)) setOpened({ place, times: opened.times + 1 });
  }
  // The month fits a wide screen whole; the week scrolls its hours in a fixed height (grown to its
  // content it shows no hours at all); the agenda and a narrow month take the room they need. The
  // month's height follows the width of the page's row it is in (`MONTH_ROW`), not its own: the
  // overdue list beside it narrows its days without shortening them, which would fold their
  // entries into "+2 more". The screen's width read at once (`ssr: false`), not after a first
  // drawing at the narrow size.
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? true;
  const view = shown?.view ?? opened.place.view;
  const sizing = view === 'week' ? { height: 680 } : view === 'month' && wide ? { height: 'calc(100cqi / 1.9)' } : { height: 'auto' };
  const move = useMoveEntry();
  const kindLabels = useMemo(() => new Map(calendarKinds().map((kind) => [kind.value, kind.label])), []);
  const today = todayIso();
  const events = useMemo(() => entries.map((entry) => toEventInput(entry, { today, writer })), [entries, today, writer]);

  const onMoved = async (info: EventDropInfo | EventResizeDoneInfo) => {
    const { entry } = info.event.extendedProps as EntryProps;
    const span = spanOf(info.event);
    const before = spanOf(info.oldEvent);
    const noun = entry.kind === 'chase' ? 'chase' : 'event';
    try {
      const saved = await move.mutateAsync({ entry, span });
      toastWithUndo({
        title: `The ${noun} moved`,
        description: `${entry.title}: ${describe(span)}`,
        undo: () => move.mutateAsync({ entry, span: before, over: saved }),
        undone: { title: `The ${noun} is back`, description: `${entry.title}: ${describe(before)}` },
        notUndone: `The ${noun} was not moved back`,
      });
    } catch (error) {
      info.revert();
      // a 401 or 403 has signed the browser out already: the sign-in page says why
      if (error instanceof WriteError && (error.status === 401 || error.status === 403)) return;
      toaster.error({ title: `The ${noun} was not moved`, description: reasonOf(error) });
    }
  };

  return (
    <Box css={skin}>
      <FullCalendar
        key={opened.times}
        controller={controller}
        plugins={PLUGINS}
        initialView={VIEW_TYPES[opened.place.view]}
        initialDate={opened.place.date}
        headerToolbar={false}
        // the toolbar's labels: "Previous month", not FullCalendar's "Previous Month"
        prevHint={(_, unit) => `Previous ${unit}`}
        nextHint={(_, unit) => `Next ${unit}`}
        todayHint={(_, unit) => `This ${unit}`}
        firstDay={1}
        {...sizing}
        scrollTime="08:00:00"
        dayMaxEvents
        // the deadlines first in each day (calendar-entries.ts's KIND_RANKS), then by title
        eventOrder="rank,title"
        nowIndicator
        noEventsText="Nothing due, and no events, in this period."
        events={events}
        eventInteractive
        editable={writer}
        selectable={writer}
        // a chase is a day: it lands on days, not on hours
        eventAllow={(span, moving) => (moving?.extendedProps as EntryProps | undefined)?.entry.kind !== 'chase' || span.allDay}
        eventContent={(info) => <EntryContent {...info} kindLabel={kindLabels.get((info.event.extendedProps as EntryProps).entry.kind) ?? ''} />}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          onOpen((info.event.extendedProps as EntryProps).entry);
        }}
        select={(info) => {
          info.view.calendar.unselect();
          onPick(spanOf(info));
        }}
        eventDrop={(info) => void onMoved(info)}
        eventResize={(info) => void onMoved(info)}
        datesSet={(info) => {
          const at = { view: viewOfType(info.view.type), date: dayOf(info.view.currentStart) };
          setShown(at);
          onRange({ from: dayOf(info.start), to: plusDays(dayOf(info.end), -1) });
          // Told once FullCalendar's own synchronous render (a flushSync) is over: the address
          // it leads to is written at once too, which cannot start inside another.
          queueMicrotask(() => onPlace(at));
        }}
      />
    </Box>
  );
}
