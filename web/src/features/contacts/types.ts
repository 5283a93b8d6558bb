import type { Company as WireCompany } from '../../generated/Company';
import type { Contact as WireContact } from '../../generated/Contact';
import type { Payload, Stored } from '../../lib/wire';

/**
 * A person at a company (docs/http.md: `contacts: [{id, name, email, role, phone, languageIds,
 * languages, notes}]`), the languages by id and, read-only, by name.
 */
export type Contact = Stored<WireContact>;

/** A company as the server answers it: ids and names of its country and language, its contacts. */
export type Company = Stored<Omit<WireCompany, 'contacts'>> & { contacts: Contact[] };

/**
 * A contact as sent: without id to create it, with id to update it; its languages by id only, left
 * out when there are none.
 */
export type ContactInput = Omit<Payload<WireContact>, 'languages' | 'languageIds'> & { languages?: string[]; languageIds?: string[] };

/**
 * A company as sent (POST and PUT). Empty optional fields are left out, and so are `types` when
 * there are none; the country and language go by id only. On PUT, `removeContacts` holds the ids of
 * the contacts the user removed (left out when none).
 */
export type CompanyInput = Omit<Payload<WireCompany>, 'country' | 'language' | 'types' | 'contacts'> &
  Partial<Pick<WireCompany, 'types'>> & { contacts: ContactInput[] };
