import type { EventInput } from '@fullcalendar/react';
import type { Meeting } from './api/fair-types';
import { STATUS_PALETTES } from './meeting-labels';
import { plusMinutes } from './meeting-times';

/** What the planner keeps beside each meeting it shows. */
export interface MeetingProps {
  meeting: Meeting;
}

const color = (palette: string, token: 'solid' | 'contrast' | 'subtle' | 'fg') => `var(--chakra-colors-${palette}-${token})`;

/**
 * A meeting as the planner shows it: the company as its title, on the fair's wall clock (see
 * meeting-times.ts), coloured by status; a cancelled one is pale and does not move. Writers drag
 * the others to another start; the length is the form's.
 */
export function toPlannerEvent(meeting: Meeting, writer: boolean): EventInput {
  const palette = STATUS_PALETTES[meeting.status];
  const cancelled = meeting.status === 'cancelled';
  const props: MeetingProps = { meeting };
  return {
    id: String(meeting.id),
    title: meeting.company,
    start: meeting.start,
    end: plusMinutes(meeting.start, meeting.minutes),
    editable: writer && !cancelled,
    durationEditable: false,
    color: color(palette, cancelled ? 'subtle' : 'solid'),
    contrastColor: color(palette, cancelled ? 'fg' : 'contrast'),
    classNames: cancelled ? ['meeting-cancelled'] : [],
    extendedProps: props,
  };
}

/**
 * The planner's events: the meetings of `memberId` (all of them for the whole team). Each
 * meeting's event is made once and kept while the meeting is the same object (the cache replaces
 * only the meetings that changed), so that moving one of 400 hands FullCalendar 399 events it
 * already has.
 */
export function plannerEvents(meetings: readonly Meeting[], memberId: number | null, writer: boolean, made: WeakMap<Meeting, EventInput>): EventInput[] {
  const events: EventInput[] = [];
  for (const meeting of meetings) {
    if (memberId !== null && !meeting.memberIds.includes(memberId)) continue;
    let event = made.get(meeting);
    if (!event) {
      event = toPlannerEvent(meeting, writer);
      made.set(meeting, event);
    }
    events.push(event);
  }
  return events;
}

