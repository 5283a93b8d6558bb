import { rebaseValues as rebase } from '../../lib/conflict';
import type { Territory } from '../../generated/Territory';
import { nextChase, nextStatuses, normalizeProspection, prospectionStatuses, validateProspection, type FieldErrors, type Option } from '../../lib/core';
import { parseAmount } from '../../lib/amount';
import type { NamePick } from '../../lib/name-pick';
import type { NewName } from '../../lib/use-form';
import type { Id, Prospection, ProspectionPayload } from './api/prospection-types';

/** What the prospection form edits: every field as the inputs hold it (text), ids of picked entries. */
export interface ProspectionFormValues {
  title: string;
  titleId: Id | null;
  company: string;
  companyId: Id | null;
  /** one of the picked company's contacts */
  contactId: Id | null;
  /** the contact's name, shown until the company's contacts have loaded; never sent */
  contact: string;
  contractType: string;
  language: string;
  /** where it is offered, as the territory picker holds it; null (untouched) is the world */
  territory: Territory | null;
  status: string;
  sentDate: string;
  chaseDate: string;
  /** set by "Chased today" only; sent back as stored, since an update replaces the prospection */
  lastChasedDate: string;
  optionExpiry: string;
  declineReason: string;
  material: string[];
  /** ids of the title's material files sent; they belong to the picked title and go with it */
  materialFiles: Id[];
  source: string;
  /** as typed in the numeric input; sent as a number */
  expectedAdvance: string;
  currency: string;
  /** who follows it, not edited here; sent back as stored, for the same reason */
  ownerId: Id | null;
  /** the owner's name, for an owner no longer among the team's active members; never sent */
  owner: string;
  notes: string;
}

export type NameField = 'title' | 'company';

/** The name fields, each with its picked entry's id (lib/name-pick.ts); a contact belongs to the picked company and goes with it. */
export const PROSPECTION_NAMES: Record<NameField, NamePick<ProspectionFormValues>> = {
  title: { name: 'title', id: 'titleId', resets: { materialFiles: [] } },
  company: { name: 'company', id: 'companyId', resets: { contactId: null, contact: '' } },
};
/** The names a save would create, asked first: a new title, a new company. */
export const PROSPECTION_NEW_NAMES: readonly NewName<ProspectionFormValues>[] = [
  { pick: PROSPECTION_NAMES.title, noun: 'title' },
  { pick: PROSPECTION_NAMES.company, noun: 'company' },
];
export type TextField = 'contractType' | 'language' | 'status' | 'chaseDate' | 'optionExpiry' | 'declineReason' | 'source' | 'currency' | 'notes';

/** One of the titles pitched at once: the name as typed or picked, and the picked title's id. */
export interface TitlePick {
  title: string;
  titleId: Id | null;
}

/** A new prospection: the right most pitched, not sent yet. */
export const emptyProspectionValues: Readonly<ProspectionFormValues> = Object.freeze({
  title: '',
  titleId: null,
  company: '',
  companyId: null,
  contactId: null,
  contact: '',
  contractType: 'foreign_rights',
  language: '',
  territory: null,
  status: 'to_send',
  sentDate: '',
  chaseDate: '',
  lastChasedDate: '',
  optionExpiry: '',
  declineReason: '',
  material: [],
  materialFiles: [],
  source: '',
  expectedAdvance: '',
  currency: '',
  ownerId: null,
  owner: '',
  notes: '',
});

/** The form values of a stored prospection (edit form). */
export function prospectionToValues(p: Prospection): ProspectionFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    title: p.title,
    titleId: p.titleId ?? null,
    company: p.company,
    companyId: p.companyId ?? null,
    contactId: p.contactId ?? null,
    contact: text(p.contact),
    contractType: text(p.contractType),
    language: text(p.language),
    territory: p.territory ?? null,
    status: text(p.status),
    sentDate: text(p.sentDate),
    chaseDate: text(p.chaseDate),
    lastChasedDate: text(p.lastChasedDate),
    optionExpiry: text(p.optionExpiry),
    declineReason: text(p.declineReason),
    material: [...p.material],
    materialFiles: [...p.materialFiles],
    source: text(p.source),
    expectedAdvance: p.expectedAdvance == null ? '' : String(p.expectedAdvance),
    currency: text(p.currency),
    ownerId: p.ownerId ?? null,
    owner: text(p.owner),
    notes: text(p.notes),
  };
}

/**
 * The sent date changed. Editors are chased a month after the material went out (core's
 * `nextChase`): the chase date follows the sent date while it is empty or still the one after the
 * previous sent date, and stays once the user chose another.
 */
export function setSentDate(values: ProspectionFormValues, sentDate: string): ProspectionFormValues {
  const followsSent = !values.chaseDate || values.chaseDate === nextChase(values.sentDate);
  return { ...values, sentDate, chaseDate: sentDate && followsSent ? nextChase(sentDate) : values.chaseDate };
}

/**
 * The statuses the status select offers: a stored prospection's own and those core's move table
 * allows from it (the server checks the move against the stored status); a new one starts planned
 * or already sent.
 */
export function statusChoices(stored?: string | null): Option[] {
  const allowed = stored ? [stored, ...nextStatuses(stored)] : ['to_send', 'sent'];
  return prospectionStatuses().filter((status) => allowed.includes(status.value));
}

/**
 * The create/update body: the core's stored form of the values (texts trimmed, empty optional
 * fields left out), the expected advance as a number, and the id of a picked entry only while its
 * name is there. The contact's name and the offers are the server's.
 */
export function toProspectionPayload(values: ProspectionFormValues): ProspectionPayload {
  const { contact, owner, offers, ...payload } = normalizeProspection<ProspectionPayload & { contact?: string; owner?: string; offers?: unknown }>({
    ...values,
    expectedAdvance: parseAmount(values.expectedAdvance) ?? null,
  });
  if (!payload.title) delete payload.titleId;
  if (!payload.company) {
    delete payload.companyId;
    delete payload.contactId;
  }
  return payload;
}

/**
 * One body per title of a pitch, everything but the title the same, except the material files:
 * they are the first title's, which another title's prospection cannot have sent.
 */
export const pitchPayloads = (values: ProspectionFormValues, moreTitles: readonly TitlePick[]): ProspectionPayload[] =>
  [values, ...moreTitles.map((pick) => ({ ...values, ...pick, materialFiles: [] }))].map(toProspectionPayload);

/**
 * The core's prospection rules on what would be sent (field -> message). `advanceUnreadable` is set
 * when the numeric input holds text the browser cannot read as a number.
 */
export function validateProspectionValues(values: ProspectionFormValues, advanceUnreadable = false): FieldErrors {
  const payload = toProspectionPayload(values);
  return validateProspection(advanceUnreadable ? { ...payload, expectedAdvance: Number.NaN } : payload);
}

/** Whether the core refuses `field` left empty in the values' status: the required marks follow the status as the rules do. */
export const requiredInStatus = (values: ProspectionFormValues, field: 'sentDate' | 'optionExpiry' | 'declineReason'): boolean =>
  field in validateProspectionValues({ ...values, [field]: '' });

const SHOWN_ON = { titleId: 'title', companyId: 'company' } as const;

/**
 * The field a server 422 key is shown on. A picked entry's id is shown on its name. A batch keys its
 * messages `"{index}.{field}"`: a title's message goes to the index'th of `titleFields` (the keys of
 * the title inputs, in pitch order), any other to the field all the prospections share.
 */
export function fieldOfServerKey(key: string, titleFields: readonly string[] = ['title']): string {
  const [, index, name = key] = /^(?:(\d+)\.)?(.+)$/.exec(key) ?? [];
  const field = SHOWN_ON[name as keyof typeof SHOWN_ON] ?? name;
  return field === 'title' ? (titleFields[Number(index ?? 0)] ?? 'title') : field;
}

/**
 * The form's values once the stored prospection changed under it (a status step, a chase, an
 * offer): each field the user has not changed since `base` takes its value in `next`; the user's
 * changes stay.
 */
export const rebaseValues = (mine: ProspectionFormValues, base: ProspectionFormValues, next: ProspectionFormValues): ProspectionFormValues =>
  rebase(mine, base, next);
