import { validateFile, validateLicense, type FieldErrors } from '../../lib/core';
import type { Id, License, LicensePayload } from './api/license-types';

/** What the license form edits: every field as the inputs hold it (text), ids of picked entries. */
export interface LicenseFormValues {
  title: string;
  titleId: Id | null;
  company: string;
  companyId: Id | null;
  agent: string;
  agentId: Id | null;
  commission: string;
  contractDate: string;
  signed: boolean;
  contractType: string;
  endDate: string;
  /** as typed in the numeric input; sent as a number */
  advance: string;
  currency: string;
  royalties: string;
  filesFee: string;
  publicationDate: string;
  printRun: string;
  retailPrice: string;
  notes: string;
}

export type NameField = 'title' | 'company' | 'agent';
export type TextField = Exclude<keyof LicenseFormValues, 'signed' | 'titleId' | 'companyId' | 'agentId'>;

const ID_OF = { title: 'titleId', company: 'companyId', agent: 'agentId' } as const;

/** The optional text fields, left out of the payload when empty (spec §5). */
const OPTIONAL_TEXT = [
  'commission',
  'contractDate',
  'contractType',
  'endDate',
  'currency',
  'royalties',
  'filesFee',
  'publicationDate',
  'printRun',
  'retailPrice',
  'notes',
] as const satisfies readonly TextField[];

export const emptyLicenseValues: Readonly<LicenseFormValues> = Object.freeze({
  title: '',
  titleId: null,
  company: '',
  companyId: null,
  agent: '',
  agentId: null,
  commission: '',
  contractDate: '',
  signed: false,
  contractType: '',
  endDate: '',
  advance: '',
  currency: '',
  royalties: '',
  filesFee: '',
  publicationDate: '',
  printRun: '',
  retailPrice: '',
  notes: '',
});

/** The form values of a stored license (edit form). */
export function licenseToValues(license: License): LicenseFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    title: text(license.title),
    titleId: license.titleId ?? null,
    company: text(license.company),
    companyId: license.companyId ?? null,
    agent: text(license.agent),
    agentId: license.agentId ?? null,
    commission: text(license.commission),
    contractDate: text(license.contractDate),
    signed: Boolean(license.signed),
    contractType: text(license.contractType),
    endDate: text(license.endDate),
    advance: license.advance == null ? '' : String(license.advance),
    currency: text(license.currency),
    royalties: text(license.royalties),
    filesFee: text(license.filesFee),
    publicationDate: text(license.publicationDate),
    printRun: text(license.printRun),
    retailPrice: text(license.retailPrice),
    notes: text(license.notes),
  };
}

/**
 * The user typed in a name field. A name that differs from the current one no longer names the
 * picked entry, so its id is cleared and the server resolves (or creates) the name on save.
 */
export function retypeName(values: LicenseFormValues, field: NameField, text: string): LicenseFormValues {
  const idField = ID_OF[field];
  const same = text.trim() === values[field].trim();
  return { ...values, [field]: text, [idField]: same ? values[idField] : null };
}

/** The user picked an existing entry for a name field: its name and id. */
export function pickName(values: LicenseFormValues, field: NameField, picked: { id: Id; name: string }): LicenseFormValues {
  return { ...values, [field]: picked.name, [ID_OF[field]]: picked.id };
}

/** The advance as a number; undefined when empty; NaN when not a number. */
export function parseAdvance(text: string): number | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return Number(trimmed);
}

/**
 * The create/update body (spec §5): names always; ids only for picked entries; empty optional fields
 * left out; advance converted to a number; signed always sent.
 */
export function toLicensePayload(values: LicenseFormValues): LicensePayload {
  const payload: LicensePayload = { title: values.title.trim(), company: values.company.trim(), signed: values.signed };
  if (values.titleId != null && payload.title) payload.titleId = values.titleId;
  if (values.companyId != null && payload.company) payload.companyId = values.companyId;
  const agent = values.agent.trim();
  if (agent) {
    payload.agent = agent;
    if (values.agentId != null) payload.agentId = values.agentId;
  }
  for (const key of OPTIONAL_TEXT) {
    const value = values[key].trim();
    if (value) payload[key] = value;
  }
  const advance = parseAdvance(values.advance);
  if (advance !== undefined) payload.advance = advance;
  return payload;
}

/**
 * The core's license rules on what would be sent (field -> message). `advanceUnreadable` is set when
 * the numeric input holds text the browser cannot read as a number.
 */
export function validateLicenseValues(values: LicenseFormValues, advanceUnreadable = false): FieldErrors {
  const payload = toLicensePayload(values);
  return validateLicense(advanceUnreadable ? { ...payload, advance: Number.NaN } : payload);
}

/**
 * Checks a chosen file before anything is uploaded (spec §5): a PDF by name, declared type and first
 * bytes, at most 5MB. The core's message, or undefined when the file may be sent.
 */
export async function checkLicenseFile(file: File): Promise<string | undefined> {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return validateFile(file.name, file.type, file.size, head).file;
}
