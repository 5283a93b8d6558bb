/** A person at a company (api.md: `contacts: [{id, name, email}]`). */
export interface Contact {
  id: number;
  name: string;
  email?: string | null;
}

/** A company as the server answers it: ids and names of its country and language, its contacts. */
export interface Company {
  id: number;
  name: string;
  country?: string | null;
  countryId?: string | null;
  language?: string | null;
  languageId?: string | null;
  types: string[];
  address?: string | null;
  notes?: string | null;
  contacts: Contact[];
}

/** A contact as sent: without id to create it, with id to update it. */
export interface ContactInput {
  id?: number;
  name: string;
  email?: string;
}

/**
 * A company as sent (POST and PUT). Empty optional fields are left out; on PUT, `removeContacts`
 * holds the ids of the contacts the user removed (left out when none).
 */
export interface CompanyInput {
  id?: number;
  name: string;
  countryId?: string;
  languageId?: string;
  types?: string[];
  address?: string;
  notes?: string;
  contacts: ContactInput[];
  removeContacts?: number[];
}
