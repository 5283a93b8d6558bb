import type { FileInfo } from '../../../generated/FileInfo';
import type { License as WireLicense } from '../../../generated/License';
import type { Payload, Stored } from '../../../lib/wire';

/** A license as the server answers it (docs/http.md, "Licenses and their PDF"); absent optional fields are null. */
export type License = Stored<WireLicense>;

/** Ids are the server's numbers, passed back as received, never computed with. */
export type Id = License['id'];

/** The stored PDF of a license (read-only, set by the server). */
export type LicenseFile = FileInfo;

/**
 * The body of a create or update: names always, ids only when an existing entry was picked, empty
 * optional fields left out (docs/product.md §5), advance a number. Not the file: a new PDF is a part of its own
 * next to this body (multipart, see save-license.ts), and the stored one is set by the server.
 */
export type LicensePayload = Payload<Omit<WireLicense, 'file'>>;

/** The sort keys of GET /licenses that the list offers (the server's SORTING). */
export type LicenseSortKey = 'title' | 'company' | 'agent' | 'contractType' | 'contractDate' | 'signed' | 'status' | 'language' | 'advance' | 'endDate';
export const licenseSortKeys: readonly LicenseSortKey[] = ['title', 'company', 'agent', 'contractType', 'contractDate', 'signed', 'status', 'language', 'advance', 'endDate'];

/**
 * The list's filters, by their name in the address: a contract type, a status, a language (an ISO
 * 639-1 code, or `none` for the licenses without one), `signed` as `yes` or `no`, a currency code,
 * and the year of the contract date.
 */
export type LicenseFilter = 'contractType' | 'status' | 'language' | 'signed' | 'currency' | 'year';
export const licenseFilters: readonly LicenseFilter[] = ['contractType', 'status', 'language', 'signed', 'currency', 'year'];
