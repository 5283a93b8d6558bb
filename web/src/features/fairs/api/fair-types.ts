/**
 * Fairs and meetings (docs/http.md, "Book fairs"): core's generated types, narrowed to what the
 * server answers and what the forms send; the follow-ups' and the report's answers, which are the
 * server's own, written here.
 */

import type { Fair as WireFair } from '../../../generated/Fair';
import type { Meeting as WireMeeting } from '../../../generated/Meeting';
import type { MeetingOutcome } from '../../../generated/MeetingOutcome';
import type { MeetingStatus } from '../../../generated/MeetingStatus';
import type { MeetingTitle as WireMeetingTitle } from '../../../generated/MeetingTitle';
import type { Named } from '../../../generated/Named';
import type { Payload, Stored } from '../../../lib/wire';

export type { MeetingStatus, Named };
export type TitleOutcome = MeetingOutcome;

/**
 * `T` with the fields `K` always there, as the server answers them: core's type says null for
 * what a create may leave out (the server then fills in its default).
 */
type Answered<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };

/**
 * A fair as answered: its days (`YYYY-MM-DD`, both included), its zone (the meetings' times are
 * local times there), its day hours (`HH:MM`) and slot length, its attendees, and its counts of
 * meetings not cancelled and of those still requested.
 */
export type Fair = Answered<Stored<WireFair>, 'startDate' | 'endDate' | 'timeZone' | 'dayStart' | 'dayEnd' | 'slotMinutes' | 'meetingCount' | 'requestedCount'>;

/** A fair as the form sends it (an edit's `version` goes as If-Match). */
export type FairPayload = Payload<Omit<WireFair, 'version' | 'attendees' | 'meetingCount' | 'requestedCount'>>;

/** A title presented at a meeting, named, with its note and outcome. */
export type MeetingTitle = Omit<Answered<WireMeetingTitle, 'titleId' | 'title'>, 'outcome'> & { outcome: TitleOutcome | null };

/**
 * A meeting as answered: `start` a local date and time in the fair's zone (`2026-10-14T10:30`),
 * its members, company and contacts named, the ids of the prospections made from it
 * (`followUps`) and what is allowed but worth a look (`warnings`).
 */
export type Meeting = Omit<Answered<Stored<WireMeeting>, 'fairId' | 'start' | 'minutes' | 'companyId' | 'company'>, 'status' | 'titles'> & {
  status: MeetingStatus;
  titles: MeetingTitle[];
};

/** A meeting as a form or a move sends it: the names are the server's. */
export type MeetingPayload = Payload<Omit<WireMeeting, 'version' | 'fairId' | 'members' | 'company' | 'contacts' | 'titles' | 'followUps' | 'warnings'>> & {
  titles: Payload<Omit<WireMeetingTitle, 'title'>>[];
};

/** What "Create follow-ups" made: one prospection per title marked interested or send material (of which the drawer names the title and company). */
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
