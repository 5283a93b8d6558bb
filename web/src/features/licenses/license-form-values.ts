import { parseAmount } from '../../lib/amount';
import { normalizeLicense, validateLicense, type FieldErrors } from '../../lib/core';
import type { NamePick } from '../../lib/name-pick';
import { checkPdfFile } from '../../lib/open-pdf';
import type { NewName } from '../../lib/use-form';
import type { Territory } from '../../generated/Territory';
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
  /** a license status (core's list); `signed` follows it */
  status: string;
  reversionDate: string;
  contractType: string;
  /** an ISO 639-1 code */
  language: string;
  /** where it applies, as the territory picker holds it; null (a new license untouched) is the world */
  territory: Territory | null;
  exclusive: boolean;
  /** the deal may be shown under "Rights sold" in rights guides */
  announce: boolean;
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
  /** `half_year` or `year`: the periods a royalty statement covers. */
  accountingPeriod: string;
  /** Days after a period's end that its statement is due, as typed; sent as a number. */
  statementDays: string;
}

export type NameField = 'title' | 'company' | 'agent';
export type TextField = Exclude<keyof LicenseFormValues, 'signed' | 'exclusive' | 'announce' | 'territory' | 'titleId' | 'companyId' | 'agentId'>;

/** The name fields, each with its picked entry's id (lib/name-pick.ts). */
export const LICENSE_NAMES: Record<NameField, NamePick<LicenseFormValues>> = {
  title: { name: 'title', id: 'titleId' },
  company: { name: 'company', id: 'companyId' },
  agent: { name: 'agent', id: 'agentId' },
};

/** The names a save would create, asked first: a new title, a new company (an agent is one too). */
export const LICENSE_NEW_NAMES: readonly NewName<LicenseFormValues>[] = [
  { pick: LICENSE_NAMES.title, noun: 'title' },
  { pick: LICENSE_NAMES.company, noun: 'company' },
  { pick: LICENSE_NAMES.agent, noun: 'company' },
];

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
  status: 'draft',
  reversionDate: '',
  contractType: '',
  language: '',
  territory: null,
  exclusive: true,
  announce: false,
  endDate: '',
  advance: '',
  currency: '',
  royalties: '',
  filesFee: '',
  publicationDate: '',
  printRun: '',
  retailPrice: '',
  notes: '',
  accountingPeriod: 'half_year',
  statementDays: '90',
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
    status: license.status ?? (license.signed ? 'signed' : 'draft'),
    reversionDate: text(license.reversionDate),
    contractType: text(license.contractType),
    language: text(license.language),
    territory: license.territory ?? null,
    exclusive: license.exclusive ?? true,
    announce: license.announce,
    endDate: text(license.endDate),
    advance: license.advance == null ? '' : String(license.advance),
    currency: text(license.currency),
    royalties: text(license.royalties),
    filesFee: text(license.filesFee),
    publicationDate: text(license.publicationDate),
    printRun: text(license.printRun),
    retailPrice: text(license.retailPrice),
    notes: text(license.notes),
    accountingPeriod: license.accountingPeriod ?? 'half_year',
    statementDays: license.statementDays == null ? '' : String(license.statementDays),
  };
}

/**
 * The create/update body (docs/product.md §5): the core's stored form of the values (texts trimmed, empty
 * optional fields left out), the advance as a number, and the id of a picked entry only while its
 * name is there.
 */
export function toLicensePayload(values: LicenseFormValues): LicensePayload {
  const payload = normalizeLicense<LicensePayload>({ ...values, advance: parseAmount(values.advance) ?? null, statementDays: parseAmount(values.statementDays) ?? null });
  if (!payload.title) delete payload.titleId;
  if (!payload.company) delete payload.companyId;
  if (!payload.agent) delete payload.agentId;
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

/** Checks a chosen file before anything is uploaded (lib/open-pdf.ts, `checkPdfFile`). */
export const checkLicenseFile = checkPdfFile;
