import type { Fair, Meeting, MeetingPayload, MeetingStatus, TitleOutcome } from './api/fair-types';
import { dayOfStart, firstSlot, plusMinutes, timeOfStart } from './meeting-times';

/** A title to present, as the form holds it. */
export interface TitleRow {
  title: string;
  titleId: number | null;
  note: string;
  outcome: TitleOutcome | '';
}

export interface MeetingValues {
  /** `YYYY-MM-DD`, one of the fair's days. */
  day: string;
  /** `HH:MM` on the fair's clock. */
  time: string;
  minutes: number;
  memberIds: number[];
  company: string;
  companyId: number | null;
  contactIds: number[];
  table: string;
  status: MeetingStatus;
  titles: TitleRow[];
  notes: string;
}

export const emptyTitleRow: TitleRow = { title: '', titleId: null, note: '', outcome: '' };

/** What a new meeting may start from: a slot clicked, a member chosen in the planner. */
export interface Preset {
  start?: string;
  memberId?: number | null;
}

/** The form of a stored meeting, or of a new one: the slot clicked (else the fair's first), its length, the member shown. */
export function meetingValues(meeting: Meeting | undefined, fair: Pick<Fair, 'startDate' | 'dayStart' | 'slotMinutes'>, preset: Preset = {}): MeetingValues {
  const start = meeting?.start ?? preset.start ?? firstSlot(fair);
  return {
    day: dayOfStart(start),
    time: timeOfStart(start),
    minutes: meeting?.minutes ?? fair.slotMinutes,
    memberIds: meeting?.memberIds ?? (preset.memberId != null ? [preset.memberId] : []),
    company: meeting?.company ?? '',
    companyId: meeting?.companyId ?? null,
    contactIds: meeting?.contactIds ?? [],
    table: meeting?.table ?? '',
    status: meeting?.status ?? 'requested',
    titles: (meeting?.titles ?? []).map((t) => ({ title: t.title, titleId: t.titleId, note: t.note ?? '', outcome: t.outcome ?? '' })),
    notes: meeting?.notes ?? '',
  };
}

/** The body of a booking or a change: texts trimmed, empty ones left out. */
export function meetingPayloadOf(values: MeetingValues, id?: number): MeetingPayload {
  const table = values.table.trim();
  const notes = values.notes.trim();
  return {
    ...(id !== undefined ? { id } : {}),
    start: `${values.day}T${values.time}`,
    minutes: values.minutes,
    memberIds: values.memberIds,
    ...(values.companyId !== null ? { companyId: values.companyId } : {}),
    contactIds: values.contactIds,
    ...(table ? { table } : {}),
    status: values.status,
    // every row, picked or not, so that a message's `titles.<index>` is the row's
    titles: values.titles.map((row) => ({
      ...(row.titleId !== null ? { titleId: row.titleId } : {}),
      ...(row.note.trim() ? { note: row.note.trim() } : {}),
      ...(row.outcome ? { outcome: row.outcome } : {}),
    })),
    ...(notes ? { notes } : {}),
  };
}

/** Every key a message shows under, in the form's order; a title row's under its title. */
export const meetingFields = (values: MeetingValues): string[] => [
  'start',
  'minutes',
  'memberIds',
  'companyId',
  'contactIds',
  'table',
  'status',
  'titles',
  ...values.titles.map((_, index) => `titles.${index}.titleId`),
  'notes',
];

/** Where a server message lands: the company's under the company, a title row's under its title. */
export function meetingFieldOfServerKey(key: string): string {
  if (key === 'company') return 'companyId';
  const row = /^titles\.(\d+)\./.exec(key);
  return row ? `titles.${row[1]}.titleId` : key;
}

/**
 * The starts a meeting may take on a day: each slot of the fair's day hours, and the stored time
 * when it is not one of them.
 */
export function slotTimes(fair: Pick<Fair, 'dayStart' | 'dayEnd' | 'slotMinutes'>, current: string): string[] {
  const times: string[] = [];
  const day = '2000-01-01T';
  for (let at = `${day}${fair.dayStart}`; at < `${day}${fair.dayEnd}` && at.startsWith(day) && times.length < 288; at = plusMinutes(at, fair.slotMinutes)) {
    times.push(timeOfStart(at));
  }
  return current && !times.includes(current) ? [...times, current].sort() : times;
}
