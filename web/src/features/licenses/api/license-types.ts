/** Ids are opaque to the client: passed back as received, never computed with. */
export type Id = number | string;

/** The stored PDF of a license (read-only, set by the server). */
export interface LicenseFile {
  name: string;
  /** bytes */
  size: number;
}

/** A license as the server answers it (api.md "License"); absent optional fields are null. */
export interface License {
  id: Id;
  title: string;
  titleId: Id | null;
  company: string;
  companyId: Id | null;
  agent: string | null;
  agentId: Id | null;
  commission: string | null;
  /** YYYY-MM-DD */
  contractDate: string | null;
  signed: boolean;
  /** foreign_rights | audio_visual | audio | ebook */
  contractType: string | null;
  endDate: string | null;
  advance: number | null;
  /** CHF CAD USD EUR GBP JPY CNY AUD */
  currency: string | null;
  royalties: string | null;
  filesFee: string | null;
  publicationDate: string | null;
  printRun: string | null;
  retailPrice: string | null;
  notes: string | null;
  file: LicenseFile | null;
}

/**
 * The body of a create or update: names always, ids only when an existing entry was picked, empty
 * optional fields left out (spec §5), advance a number.
 */
export interface LicensePayload {
  id?: Id;
  title: string;
  titleId?: Id;
  company: string;
  companyId?: Id;
  agent?: string;
  agentId?: Id;
  commission?: string;
  contractDate?: string;
  signed: boolean;
  contractType?: string;
  endDate?: string;
  advance?: number;
  currency?: string;
  royalties?: string;
  filesFee?: string;
  publicationDate?: string;
  printRun?: string;
  retailPrice?: string;
  notes?: string;
}
