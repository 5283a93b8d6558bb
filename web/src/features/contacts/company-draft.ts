import { normalizeCompany } from '../../lib/core';
import type { Company, CompanyInput } from './types';

/**
 * The company editor's working copy. Every contact row has a client `key` that survives edits and
 * removals (indices do not), so touched state and errors follow the row, not its position.
 */
export interface ContactDraft {
  key: string;
  /** the stored contact's id; absent for a row added in this editor */
  id?: number;
  name: string;
  email: string;
  role: string;
  phone: string;
  /** the languages the contact handles, by id (GET /api/languages), in the order chosen */
  languageIds: string[];
  notes: string;
}

/** A contact row's text fields, each an input of the row. */
export type ContactTextField = 'name' | 'email' | 'role' | 'phone' | 'notes';
/** Every field of a contact row that a message can be about. */
export type ContactFieldName = ContactTextField | 'languageIds';
export const CONTACT_FIELDS: readonly ContactFieldName[] = ['name', 'email', 'role', 'phone', 'languageIds', 'notes'];

export interface CompanyDraft {
  name: string;
  countryId: string;
  languageId: string;
  types: string[];
  address: string;
  notes: string;
  contacts: ContactDraft[];
}

let nextKey = 0;
// A draft restored from an earlier page (use-company-form.ts) holds that page's keys: the rows made
// on this one must not take them again.
const PAGE = Date.now().toString(36);
export const newContactKey = () => `c${PAGE}-${++nextKey}`;

export const emptyContact = (): ContactDraft => ({ key: newContactKey(), name: '', email: '', role: '', phone: '', languageIds: [], notes: '' });

export function toDraft(company?: Company | null): CompanyDraft {
  return {
    name: company?.name ?? '',
    countryId: company?.countryId ?? '',
    languageId: company?.languageId ?? '',
    types: company?.types ? [...company.types] : [],
    address: company?.address ?? '',
    notes: company?.notes ?? '',
    contacts: (company?.contacts ?? []).map((c) => ({
      key: newContactKey(),
      id: c.id,
      name: c.name,
      email: c.email ?? '',
      role: c.role ?? '',
      phone: c.phone ?? '',
      languageIds: [...(c.languageIds ?? [])],
      notes: c.notes ?? '',
    })),
  };
}

/** Ids of the stored contacts that are no longer in the draft: the user removed them. */
export function removedContactIds(original: Company | null | undefined, draft: Pick<CompanyDraft, 'contacts'>): number[] {
  const kept = new Set(draft.contacts.map((c) => c.id).filter((id): id is number => id !== undefined));
  return (original?.contacts ?? []).map((c) => c.id).filter((id) => !kept.has(id));
}

/**
 * The request body: the core's stored form of the draft (trimmed, empty optional fields left out,
 * types without repeats); contacts in the editor's order (so the server's `contacts.{i}.*` errors point at
 * the same rows); for an existing company its id, its contacts' ids and the `removeContacts` ids.
 */
export function toInput(draft: CompanyDraft, original?: Company | null): CompanyInput {
  const contacts = draft.contacts.map(({ key: _key, id, ...fields }) => ({ id: original ? id : undefined, ...fields }));
  const input = normalizeCompany<CompanyInput>({ ...draft, id: original?.id, contacts });
  if (!input.types?.length) delete input.types;
  // The languages' names are the server's to give; an empty list is left out, as every empty field.
  for (const contact of input.contacts) {
    delete contact.languages;
    if (!contact.languageIds?.length) delete contact.languageIds;
  }
  const removed = removedContactIds(original, draft);
  return removed.length ? { ...input, removeContacts: removed } : input;
}

/** Field names of core/server errors (`contacts.{i}.name`) mapped to the editor's row keys, and back. */
const CONTACT_FIELD = /^contacts\.(\d+)\.(\w+)$/;

export const contactField = (key: string, field: ContactFieldName) => `contact:${key}.${field}`;

/** Re-keys `contacts.1.email` to `contact:<key of row 1>.email`; other fields pass through. */
export function fieldOfKey(field: string, contacts: ContactDraft[]): string {
  const m = CONTACT_FIELD.exec(field);
  const row = m ? contacts[Number(m[1])] : undefined;
  return m && row ? contactField(row.key, m[2] as ContactFieldName) : field;
}

/** Re-keys `{ "contacts.1.email": msg }` to `{ "contact:<key of row 1>.email": msg }`; other fields pass through. */
export function keyErrors(errors: Record<string, string>, contacts: ContactDraft[]): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [fieldOfKey(field, contacts), message]));
}

/** Every field a submit marks as touched. */
export function allFields(draft: CompanyDraft): string[] {
  return ['name', 'countryId', 'languageId', 'types', 'address', 'notes', ...draft.contacts.flatMap((c) => CONTACT_FIELDS.map((field) => contactField(c.key, field)))];
}
