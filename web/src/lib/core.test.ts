import { describe, expect, it } from 'vitest';
import companyCsvFixture from '../../../core/fixtures/company-csv-cases.json';
import fixture from '../../../core/fixtures/validation-cases.json';
import {
  companyTypes,
  contractTypes,
  currencies,
  limits,
  normalizeCompany,
  normalizeLicense,
  normalizeTitle,
  readCompanies,
  searchKey,
  searchReady,
  validateFile,
  validateLicense,
  validateNewPassword,
  validateTitle,
  validateUser,
} from './core';

// The wasm contract the forms build on (same strings the server answers with).
describe('core (wasm)', () => {
  it('validates a title', () => {
    expect(validateTitle({ name: '   ' })).toEqual({ name: 'Title name is required' });
    expect(validateTitle({ name: 'Dune' })).toEqual({});
  });

  it('validates a license', () => {
    const errors = validateLicense({ title: '', company: '', contractDate: '' });
    expect(errors).toMatchObject({ title: 'Title is required', company: 'Company is required', contractDate: 'Contract date is required' });
  });

  it("validates a team's user and a new password: the shared cases", () => {
    const cases = fixture.cases.filter((c) => c.rule === 'user' || c.rule === 'newPassword');
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) {
      const errors = c.rule === 'user' ? validateUser(c.input as object) : validateNewPassword(c.input as string);
      expect(errors, c.case).toEqual(c.expect);
    }
  });

  it('validates a file', () => {
    const pdf = new TextEncoder().encode('%PDF-');
    expect(validateFile('contract.pdf', 'application/pdf', 1000, pdf)).toEqual({});
    expect(validateFile('contract.pdf', 'application/pdf', 5_242_881, pdf)).toEqual({ file: 'File size must not be more than 5MB' });
    expect(validateFile('notes.txt', 'text/plain', 10)).toEqual({ file: 'Only PDF files are allowed' });
  });

  it('knows the search rule', () => {
    expect(searchReady('ab')).toBe(false);
    expect(searchReady('abc')).toBe(true);
    expect(searchKey('MISÉ')).toBe('mise');
  });

  it('keys searches as the core does: the shared searchKey cases and the core unit cases', () => {
    const cases = fixture.cases.filter((c) => c.rule === 'searchKey');
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) expect(searchKey(c.input as string), c.case).toBe(c.expect);
    expect(searchKey('  Çà et là, Ñandú, Øre, Ægir  ')).toBe('ca et la, nandu, øre, ægir');
    expect(searchKey('İstanbul')).toBe('istanbul');
    expect(searchKey('東京')).toBe('東京');
    expect(searchKey('a\u0000b\u0007c')).toBe('abc');
    expect(searchKey('\u0301\u0308')).toBe('');
  });

  it('reads the rows of a companies CSV file as `rightsdesk import companies` does: the shared cases', () => {
    const { countries, languages, cases } = companyCsvFixture;
    expect(cases.length).toBeGreaterThan(0);
    // JSON's inferred types leave a missing cell `undefined`, which the wasm reads as empty.
    type Rows = Parameters<typeof readCompanies>[0]['rows'];
    for (const c of cases) expect(readCompanies({ rows: c.rows as Rows, countries, languages }), c.case).toEqual(c.expect);
  });

  it('normalises what the forms send, blank optional fields left out', () => {
    expect(normalizeTitle({ name: ' Dune ', author: '  ', publishDate: '' })).toStrictEqual({ name: 'Dune', contributors: [], subjects: [], quotes: [], editions: [] });
    expect(normalizeLicense({ title: ' Dune', currency: '', signed: false })).toStrictEqual({ title: 'Dune', company: '', signed: false, status: 'draft', territory: { world: true, include: [], exclude: [] }, exclusive: true, accountingPeriod: 'half_year', statementDays: 90, announce: false });
    expect(normalizeCompany({ name: 'G', types: ['publisher', 'publisher'] })).toStrictEqual({ name: 'G', types: ['publisher'], contacts: [] });
  });

  it('throws, naming the field, when what it is given is not the entity at all', () => {
    expect(() => normalizeLicense({ advance: '12' })).toThrow('advance: expected a number, found the string "12"');
    expect(() => normalizeCompany({ name: 'G', contacts: [{ name: 'A', email: 7 }] })).toThrow('contacts.0: email: expected a string, found a number');
  });

  it('lists the enumerations and limits', () => {
    expect(contractTypes().slice(0, 5).map((t) => t.value)).toEqual(['foreign_rights', 'audio_visual', 'audio', 'ebook', 'english_language']);
    expect(contractTypes()).toHaveLength(15);
    // every currency in use, the specification's eight first, named by the browser, with their decimals
    expect(currencies().slice(0, 8).map((c) => c.code)).toEqual(['CHF', 'CAD', 'USD', 'EUR', 'GBP', 'JPY', 'CNY', 'AUD']);
    const byCode = new Map(currencies().map((c) => [c.code, c]));
    expect(byCode.get('SEK')).toEqual({ code: 'SEK', name: 'Swedish Krona', decimals: 2 });
    expect(byCode.get('KRW')).toMatchObject({ name: 'South Korean Won', decimals: 0 });
    expect(byCode.get('KWD')?.decimals).toBe(3);
    expect(['XXX', 'XAU', 'HRK'].filter((code) => byCode.has(code))).toEqual([]);
    expect(companyTypes().length).toBeGreaterThan(0);
    expect(limits()).toMatchObject({ maxUploadBytes: 5_242_880, minSearchChars: 3, minAdvance: 0 });
  });
});
