/**
 * The wire types of fairs, meetings, follow-ups and a fair's report (docs/http.md, "Book fairs"),
 * as the server answers them.
 */

/** A member of the team, a contact or a company, named. */
export interface Named {
  id: number;
  name: string;
}

export type MeetingStatus = 'requested' | 'confirmed' | 'held' | 'cancelled';
export type TitleOutcome = 'interested' | 'send_material' | 'not_for_them';

export interface Fair {
  id: number;
  version: number;
  name: string;
  /** `YYYY-MM-DD`, the first and the last day, both included. */
  startDate: string;
  endDate: string;
  /** An IANA zone: the meetings' times are local times there. */
  timeZone: string;
  place: string | null;
  stand: string | null;
  /** `HH:MM`, local times of each day. */
  dayStart: string;
  dayEnd: string;
  slotMinutes: number;
  attendeeIds: number[];
  attendees: Named[];
  /** The meetings not cancelled. */
  meetingCount: number;
  /** Those still requested. */
  requestedCount: number;
}

/** A fair as a form sends it (create: no id; `version` goes as If-Match). */
export interface FairPayload {
  id?: number;
  name: string;
  startDate: string;
  endDate: string;
  timeZone: string;
  place?: string;
  stand?: string;
  dayStart: string;
  dayEnd: string;
  slotMinutes: number;
  attendeeIds: number[];
}

/** A title presented at a meeting. */
export interface MeetingTitle {
  titleId: number;
  title: string;
  note: string | null;
  outcome: TitleOutcome | null;
}

export interface Meeting {
  id: number;
  version: number;
  fairId: number;
  /** `YYYY-MM-DDTHH:MM`, a local time in the fair's zone. */
  start: string;
  minutes: number;
  memberIds: number[];
  members: Named[];
  companyId: number;
  company: string;
  contactIds: number[];
  contacts: Named[];
  table: string | null;
  status: MeetingStatus;
  titles: MeetingTitle[];
  notes: string | null;
  /** The ids of the prospections made from it. */
  followUps: number[];
  /** What is allowed but worth a look ("Hanser Verlag is also met on 2026-10-15 at 14:00"). */
  warnings: string[];
}

export interface MeetingPayload {
  id?: number;
  start: string;
  minutes: number;
  memberIds: number[];
  companyId: number | null;
  contactIds: number[];
  table?: string;
  status: MeetingStatus;
  titles: { titleId: number; note?: string; outcome?: TitleOutcome }[];
  notes?: string;
}

/** What "Create follow-ups" made: one prospection per title marked interested or send material. */
export interface FollowUps {
  created: { id: number; title: string; company: string; status: string; chaseDate: string | null }[];
}

export interface FairReport {
  meetings: Record<MeetingStatus, number>;
  titles: { titleId: number; title: string; presented: number; interested: number; sendMaterial: number; notForThem: number }[];
  prospections: { id: number; titleId: number; title: string; companyId: number; company: string; status: string; licenseId: number | null }[];
  licenses: { id: number; titleId: number; title: string; companyId: number; company: string; status: string }[];
}

/** The query-key root of everything of the fairs: a write refreshes it all. */
export const FAIRS_KEY = ['fairs'] as const;

export const fairKeys = {
  list: () => [...FAIRS_KEY, 'list'] as const,
  detail: (id: number) => [...FAIRS_KEY, 'detail', id] as const,
  meetings: (fairId: number) => [...FAIRS_KEY, 'meetings', fairId] as const,
  report: (fairId: number) => [...FAIRS_KEY, 'report', fairId] as const,
};
