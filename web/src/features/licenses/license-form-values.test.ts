import { describe, expect, it } from 'vitest';
import { pickName, retypeName } from '../../lib/name-pick';
import type { License } from './api/license-types';
import {
  checkLicenseFile,
  emptyLicenseValues,
  licenseToValues,
  LICENSE_NAMES,
  toLicensePayload,
  validateLicenseValues,
  type LicenseFormValues,
} from './license-form-values';

const values = (patch: Partial<LicenseFormValues> = {}): LicenseFormValues => ({ ...emptyLicenseValues, ...patch });

const stored: License = {
  id: 12,
  version: 1,
  title: 'Dune',
  titleId: 3,
  company: 'Gollancz',
  companyId: 4,
  agent: 'Agence Durand',
  agentId: 5,
  commission: '10%',
  contractDate: '2024-03-15',
  signed: true,
  status: 'signed',
  reversionDate: null,
  language: 'en',
  territory: { world: true, include: [], exclude: [] },
  exclusive: true,
  announce: false,
  contractType: 'foreign_rights',
  endDate: '2031-03-14',
  advance: 1500.5,
  currency: 'EUR',
  royalties: '7%',
  filesFee: '500 EUR',
  publicationDate: '2025-01-10',
  printRun: '5,000',
  retailPrice: '22 EUR',
  notes: 'World English rights',
  accountingPeriod: 'year',
  statementDays: 60,
  file: { name: 'c.pdf', size: 100 },
};

describe('the license payload', () => {
  it('leaves empty optional fields out and always sends the names and signed', () => {
    const payload = toLicensePayload(values({ title: ' Dune ', company: 'Gollancz', contractDate: '2024-01-05', notes: '   ', agent: '' }));
    expect(payload).toEqual({
      title: 'Dune',
      company: 'Gollancz',
      contractDate: '2024-01-05',
      signed: false,
      status: 'draft',
      exclusive: true,
      announce: false,
      territory: { world: true, include: [], exclude: [] },
      accountingPeriod: 'half_year',
      statementDays: 90,
    });
    expect(JSON.stringify(payload)).not.toMatch(/notes|agent|advance|currency|commission/);
  });

  it('sends the advance as a number, 0 included', () => {
    expect(toLicensePayload(values({ advance: '1500.50' })).advance).toBe(1500.5);
    expect(toLicensePayload(values({ advance: '0' })).advance).toBe(0);
    expect(typeof toLicensePayload(values({ advance: '12' })).advance).toBe('number');
    expect(toLicensePayload(values({ advance: ' ' }))).not.toHaveProperty('advance');
  });

  it('round-trips every field of a stored license', () => {
    // an absent reversion date is left out, as every empty field
    const { id: _id, version: _version, file: _file, reversionDate: _reversion, ...rest } = stored;
    expect(toLicensePayload(licenseToValues(stored))).toEqual(rest);
  });

  it('sends the ids of picked entries and clears them when the name is retyped', () => {
    let form = values({ contractDate: '2024-01-05' });
    form = pickName(form, LICENSE_NAMES.title, { id: 3, name: 'Dune' });
    form = pickName(form, LICENSE_NAMES.company, { id: 4, name: 'Gollancz' });
    form = pickName(form, LICENSE_NAMES.agent, { id: 5, name: 'Agence Durand' });
    expect(toLicensePayload(form)).toMatchObject({ title: 'Dune', titleId: 3, companyId: 4, agent: 'Agence Durand', agentId: 5 });

    form = retypeName(form, LICENSE_NAMES.title, 'Dune Messiah');
    expect(form.titleId).toBeNull();
    form = retypeName(form, LICENSE_NAMES.company, 'Gollancz '); // the same name: still the picked one
    expect(form.companyId).toBe(4);
    form = retypeName(form, LICENSE_NAMES.agent, '');
    const payload = toLicensePayload(form);
    expect(payload).toMatchObject({ title: 'Dune Messiah', company: 'Gollancz', companyId: 4 });
    expect(payload).not.toHaveProperty('titleId');
    expect(payload).not.toHaveProperty('agent');
    expect(payload).not.toHaveProperty('agentId');
  });

  it('is checked with the core rules and messages', () => {
    expect(validateLicenseValues(values())).toEqual({
      title: 'Title is required',
      company: 'Company is required',
      contractDate: 'Contract date is required',
    });
    const ok = values({ title: 'Dune', company: 'Gollancz', contractDate: '2024-01-05' });
    expect(validateLicenseValues(ok)).toEqual({});
    expect(validateLicenseValues({ ...ok, advance: '-1', currency: 'EUR' })).toEqual({ advance: 'Advance must not be negative' });
    expect(validateLicenseValues({ ...ok, advance: '30000' })).toEqual({ currency: 'Currency is required with an advance' });
    expect(validateLicenseValues({ ...ok, advance: '30000', currency: 'SEK' })).toEqual({});
    expect(validateLicenseValues(ok, true)).toEqual({ advance: 'Advance must be a number' });
    expect(validateLicenseValues({ ...ok, endDate: '2024-01-04' })).toEqual({ endDate: 'End date must not be before the contract date' });
  });
});

describe('the PDF check before upload', () => {
  const MAX = 5_242_880;
  const pdf = (size: number, name = 'contract.pdf', type = 'application/pdf') => {
    const bytes = new Uint8Array(size);
    bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
    return new File([bytes], name, { type });
  };

  it('accepts a PDF of up to 5MB', async () => {
    await expect(checkLicenseFile(pdf(1000))).resolves.toBeUndefined();
    await expect(checkLicenseFile(pdf(MAX))).resolves.toBeUndefined();
    await expect(checkLicenseFile(pdf(1000, 'SCAN.PDF', ''))).resolves.toBeUndefined();
  });

  it('refuses a larger file', async () => {
    await expect(checkLicenseFile(pdf(MAX + 1))).resolves.toBe('File size must not be more than 5MB');
  });

  it('refuses what is not a PDF, by name, type or content', async () => {
    const png = new Uint8Array(2048);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await expect(checkLicenseFile(new File([png], 'scan.pdf', { type: 'application/pdf' }))).resolves.toBe('Only PDF files are allowed');
    await expect(checkLicenseFile(pdf(100, 'contract.docx'))).resolves.toBe('Only PDF files are allowed');
    await expect(checkLicenseFile(pdf(100, 'contract.pdf', 'image/png'))).resolves.toBe('Only PDF files are allowed');
  });
});
