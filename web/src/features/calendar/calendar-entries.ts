import type { EventInput } from '@fullcalendar/react';
import { plusDays } from '../../lib/today';
import type { CalendarEntry, CalendarKind } from './api/calendar-types';
import { dateTimeOf, dayOf } from './calendar-dates';

/** The Chakra palette of each kind: the legend's swatch and the entry's colour. */
export const KIND_PALETTES: Record<CalendarKind, string> = {
  chase: 'blue',
  option_expiry: 'orange',
  license_end: 'purple',
  publication: 'teal',
  title_publish: 'pink',
  event: 'brand',
  payment_due: 'green',
  statement_due: 'cyan',
  fair: 'yellow',
};

/**
 * Which of a day's entries come first, so that the deadlines are never the ones behind "+2 more":
 * an overdue chase, payment or statement, an option or a license ending, a chase, money due, a
 * publication due, an event, a fair's days, and last a title's publish date.
 */
export const KIND_RANKS: Record<CalendarKind, number> = {
  option_expiry: 1,
  license_end: 2,
  chase: 3,
  payment_due: 4,
  statement_due: 5,
  publication: 6,
  event: 7,
  fair: 8,
  title_publish: 9,
};

/** An overdue entry's palette, whatever its kind's. */
export const OVERDUE_PALETTE = 'red';

/** A Chakra colour as a CSS value, so that it follows the colour mode: `var(--chakra-colors-blue-solid)`. */
export const paletteColor = (palette: string, token: 'solid' | 'contrast') => `var(--chakra-colors-${palette}-${token})`;

/** The kinds whose entries are there only while still to do: an open prospection's chase, a payment not paid in full, a statement not received. */
const TO_DO: readonly CalendarKind[] = ['chase', 'payment_due', 'statement_due'];

/** Something still to do whose date has passed: its date is all that counts. */
export const isOverdue = (entry: Pick<CalendarEntry, 'kind' | 'start'>, today: string) => TO_DO.includes(entry.kind) && entry.start < today;

/** What the calendar keeps beside each entry it shows. */
export interface EntryProps {
  entry: CalendarEntry;
  overdue: boolean;
  /** Where it comes in its day (KIND_RANKS; an overdue chase first): FullCalendar's `eventOrder`. */
  rank: number;
}

/**
 * An entry as FullCalendar shows it: its kind's colour (red when overdue), and draggable only when
 * its date may move (a chase, an event) and the user may write; only events are resized, a chase is
 * one day. FullCalendar's end is exclusive where the server's last day is included, so an all-day
 * entry ends the day after; a timed event that ends as it starts gets FullCalendar's hour.
 */
export function toEventInput(entry: CalendarEntry, { today, writer }: { today: string; writer: boolean }): EventInput {
  const overdue = isOverdue(entry, today);
  const palette = overdue ? OVERDUE_PALETTE : KIND_PALETTES[entry.kind];
  const movable = writer && entry.movable;
  const props: EntryProps = { entry, overdue, rank: overdue ? 0 : KIND_RANKS[entry.kind] };
  return {
    id: entry.id,
    title: entry.title,
    start: entry.start,
    end: entry.allDay ? plusDays(entry.end, 1) : entry.end === entry.start ? undefined : entry.end,
    allDay: entry.allDay,
    editable: movable,
    durationEditable: movable && entry.kind === 'event',
    color: paletteColor(palette, 'solid'),
    contrastColor: paletteColor(palette, 'contrast'),
    extendedProps: props,
  };
}

/** Where an entry was dropped or resized to, as FullCalendar tells it. */
export interface Placed {
  start: Date | null;
  end: Date | null;
  allDay: boolean;
}

/** An event's dates as the server takes them; an end on the start itself is no end. */
export interface Span {
  start: string;
  end: string | null;
  allDay: boolean;
}

/** The dates of an entry where FullCalendar placed it, in the server's terms (the last day, not the day after). */
export function spanOf({ start, end, allDay }: Placed): Span {
  if (!start) throw new Error('A placed entry has a start');
  if (!allDay) return { start: dateTimeOf(start), end: end ? dateTimeOf(end) : null, allDay };
  const first = dayOf(start);
  const last = end ? plusDays(dayOf(end), -1) : first;
  return { start: first, end: last > first ? last : null, allDay };
}

/** The entry moved to `span`, as the server will answer it (an event without an end ends as it starts). */
export const movedEntry = (entry: CalendarEntry, span: Span): CalendarEntry => ({ ...entry, start: span.start, end: span.end ?? span.start, allDay: span.allDay });
