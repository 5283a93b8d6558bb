import type { License as WireLicense } from '../../../generated/License';
import type { Offer as WireOffer } from '../../../generated/Offer';
import type { Prospection as WireProspection } from '../../../generated/Prospection';
import type { ProspectionStatus } from '../../../generated/ProspectionStatus';
import type { Payload, Stored } from '../../../lib/wire';

/** An offer received for a prospection. */
export type Offer = Stored<WireOffer>;

/** A prospection as the server answers it (api.md "Prospections"), with its offers, oldest first. */
export type Prospection = Stored<Omit<WireProspection, 'offers'>> & { offers: Offer[] };

export type { ProspectionStatus };

/** A license, as GET /licenses and a conversion answer it: what a title already became. */
export type TitleLicense = Stored<WireLicense>;

/** Ids are the server's numbers, passed back as received, never computed with. */
export type Id = Prospection['id'];

/**
 * The body of a create or update: names always, ids only when an existing entry was picked, empty
 * optional fields left out. The read-only fields (names of contact and owner, offers, license,
 * timestamps) are the server's.
 */
export type ProspectionPayload = Payload<Omit<WireProspection, 'contact' | 'owner' | 'offers' | 'licenseId' | 'createdAt' | 'updatedAt'>>;

/** The body of `POST /prospections/{id}/offers`. */
export type OfferPayload = Payload<WireOffer>;

/** The sort keys of GET /prospections that the list offers (the server's SORTING). */
export type ProspectionSortKey = 'title' | 'company' | 'status' | 'sentDate' | 'chaseDate' | 'optionExpiry' | 'expectedAdvance' | 'owner' | 'updatedAt';
export const prospectionSortKeys: readonly ProspectionSortKey[] = ['title', 'company', 'status', 'sentDate', 'chaseDate', 'optionExpiry', 'expectedAdvance', 'owner', 'updatedAt'];

/**
 * The list's filters, by their name in the address (and in GET /prospections): `status` (wire values
 * separated by commas), `titleId`, `companyId`, `ownerId`, `due` (`overdue` or `week`) and
 * `optionEndsWithin` (days).
 */
export type ProspectionFilter = 'status' | 'titleId' | 'companyId' | 'ownerId' | 'due' | 'optionEndsWithin';
export const prospectionFilters: readonly ProspectionFilter[] = ['status', 'titleId', 'companyId', 'ownerId', 'due', 'optionEndsWithin'];
