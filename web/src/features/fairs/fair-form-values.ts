import type { Fair, FairPayload } from './api/fair-types';

/** A fair's form: its fields as typed. */
export interface FairValues {
  name: string;
  startDate: string;
  endDate: string;
  timeZone: string;
  place: string;
  stand: string;
  dayStart: string;
  dayEnd: string;
  /** One of SLOT_LENGTHS, or the stored fair's own. */
  slotMinutes: number;
  attendeeIds: number[];
}

/** The slot lengths offered, in minutes (the server takes 5 to 240). */
export const SLOT_LENGTHS: readonly number[] = [5, 10, 15, 20, 30, 40, 45, 60, 90, 120, 180, 240];

/** Every field a message can show under, in the form's order (the server's keys). */
export const FAIR_FIELDS = ['name', 'startDate', 'endDate', 'timeZone', 'place', 'stand', 'dayStart', 'dayEnd', 'slotMinutes', 'attendeeIds'] as const;

/** The form of a stored fair, or of a new one: in the team's zone, 09:00 to 18:00, slots of 30 minutes (the server's defaults). */
export function fairValues(fair: Fair | undefined, teamZone: string): FairValues {
  return {
    name: fair?.name ?? '',
    startDate: fair?.startDate ?? '',
    endDate: fair?.endDate ?? '',
    timeZone: fair?.timeZone ?? teamZone,
    place: fair?.place ?? '',
    stand: fair?.stand ?? '',
    dayStart: fair?.dayStart ?? '09:00',
    dayEnd: fair?.dayEnd ?? '18:00',
    slotMinutes: fair?.slotMinutes ?? 30,
    attendeeIds: fair?.attendeeIds ?? [],
  };
}

/** What the form sends: texts trimmed, empty optional ones left out; an edit carries its id. */
export function fairPayload(values: FairValues, id?: number): FairPayload {
  const place = values.place.trim();
  const stand = values.stand.trim();
  return {
    ...(id !== undefined ? { id } : {}),
    name: values.name.trim(),
    startDate: values.startDate,
    endDate: values.endDate,
    timeZone: values.timeZone,
    ...(place ? { place } : {}),
    ...(stand ? { stand } : {}),
    dayStart: values.dayStart,
    dayEnd: values.dayEnd,
    slotMinutes: values.slotMinutes,
    attendeeIds: values.attendeeIds,
  };
}

/** The end date follows a start typed after it (a one-day fair until the user says otherwise). */
export function withStartDate(values: FairValues, startDate: string): FairValues {
  return { ...values, startDate, endDate: values.endDate === '' || values.endDate < startDate ? startDate : values.endDate };
}
