import type { MeetingStatus, TitleOutcome } from './api/fair-types';

/** A meeting's statuses in their order, with their words (docs/http.md, "Book fairs"). */
export const MEETING_STATUSES: readonly { value: MeetingStatus; label: string }[] = [
  { value: 'requested', label: 'Requested' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'held', label: 'Held' },
  { value: 'cancelled', label: 'Cancelled' },
];

/** Each status's colour: the planner's meetings, the legend and the badges. */
export const STATUS_PALETTES: Record<MeetingStatus, string> = {
  requested: 'orange',
  confirmed: 'blue',
  held: 'green',
  cancelled: 'gray',
};

/** What a title presented came to. */
export const OUTCOMES: readonly { value: TitleOutcome; label: string }[] = [
  { value: 'interested', label: 'Interested' },
  { value: 'send_material', label: 'Send material' },
  { value: 'not_for_them', label: 'Not for them' },
];

export const statusLabel = (status: MeetingStatus): string => MEETING_STATUSES.find((s) => s.value === status)?.label ?? status;
export const outcomeLabel = (outcome: TitleOutcome | null): string => OUTCOMES.find((o) => o.value === outcome)?.label ?? '';
