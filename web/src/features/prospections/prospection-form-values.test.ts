import { describe, expect, it } from 'vitest';
import { pickName, retypeName } from '../../lib/name-pick';
import { nextStatuses } from '../../lib/core';
import {
  emptyProspectionValues,
  fieldOfServerKey,
  PROSPECTION_NAMES,
  pitchPayloads,
  prospectionToValues,
  rebaseValues,
  requiredInStatus,
  setSentDate,
  statusChoices,
  toProspectionPayload,
  validateProspectionValues,
  type ProspectionFormValues,
} from './prospection-form-values';
import { aProspection } from './testing/fake-prospections-server';

const values = (patch: Partial<ProspectionFormValues> = {}): ProspectionFormValues => ({ ...emptyProspectionValues, ...patch });

describe('the prospection payload', () => {
  it('starts as a planned foreign-rights pitch and leaves empty optional fields out', () => {
    const payload = toProspectionPayload(values({ title: ' Dune ', company: 'Gollancz', notes: '   ', language: '' }));
    expect(payload).toEqual({ title: 'Dune', company: 'Gollancz', contractType: 'foreign_rights', status: 'to_send', material: [], materialFiles: [] });
  });

  it('sends the expected advance as a number, 0 included', () => {
    expect(toProspectionPayload(values({ expectedAdvance: '2500.50' })).expectedAdvance).toBe(2500.5);
    expect(toProspectionPayload(values({ expectedAdvance: '0' })).expectedAdvance).toBe(0);
    expect(toProspectionPayload(values({ expectedAdvance: ' ' }))).not.toHaveProperty('expectedAdvance');
  });

  it('round-trips a stored prospection, without what the server keeps to itself', () => {
    const stored = aProspection({
      contactId: 8,
      contact: 'Jo Editor',
      language: 'fr',
      territory: { world: false, include: ['BE', 'FR'], exclude: [] },
      status: 'declined',
      lastChasedDate: '2026-02-01',
      optionExpiry: '2026-03-01',
      declineReason: 'price',
      material: ['pdf', 'proof'],
      source: 'Frankfurt 2026',
      expectedAdvance: 3000,
      currency: 'EUR',
      notes: 'Loved it',
      licenseId: 40,
      offers: [{ id: 1, receivedDate: '2026-02-02', advance: 1000, currency: 'EUR', royalties: null, notes: null, status: 'declined' }],
    });
    const { id: _id, version: _version, contact: _contact, owner: _owner, offers: _offers, licenseId: _licenseId, createdAt: _createdAt, updatedAt: _updatedAt, ...sent } = stored;
    expect(toProspectionPayload(prospectionToValues(stored))).toEqual(Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== null)));
  });

  it('keeps the material files sent with the title they belong to', () => {
    const dune = { ...pickName(values(), PROSPECTION_NAMES.title, { id: 3, name: 'Dune' }), materialFiles: [22, 21] };
    expect(toProspectionPayload(dune).materialFiles).toEqual([21, 22]);
    expect(pickName(dune, PROSPECTION_NAMES.title, { id: 3, name: 'Dune' }).materialFiles).toEqual([22, 21]);
    expect(pickName(dune, PROSPECTION_NAMES.title, { id: 9, name: 'Dune Messiah' }).materialFiles).toEqual([]);
    expect(retypeName(dune, PROSPECTION_NAMES.title, 'Dune II').materialFiles).toEqual([]);
    // the other titles of a pitch have files of their own, not the first title's
    const [first, second] = pitchPayloads(dune, [{ title: 'Emma', titleId: 11 }]);
    expect([first.materialFiles, second.materialFiles]).toEqual([[21, 22], []]);
  });

  it('sends the ids of picked entries and clears them, and the contact with the company, when retyped', () => {
    let form = pickName(values(), PROSPECTION_NAMES.title, { id: 3, name: 'Dune' });
    form = pickName(form, PROSPECTION_NAMES.company, { id: 4, name: 'Gollancz' });
    form = { ...form, contactId: 8, contact: 'Jo' };
    expect(toProspectionPayload(form)).toMatchObject({ titleId: 3, companyId: 4, contactId: 8 });

    expect(retypeName(form, PROSPECTION_NAMES.company, 'Gollancz ').contactId).toBe(8); // the same name: still that company
    expect(pickName(form, PROSPECTION_NAMES.company, { id: 4, name: 'Gollancz' }).contactId).toBe(8);
    expect(pickName(form, PROSPECTION_NAMES.company, { id: 5, name: 'Penguin' })).toMatchObject({ companyId: 5, contactId: null, contact: '' });
    form = retypeName(retypeName(form, PROSPECTION_NAMES.title, 'Dune Messiah'), PROSPECTION_NAMES.company, 'Gollancz UK');
    const payload = toProspectionPayload(form);
    expect(payload).toMatchObject({ title: 'Dune Messiah', company: 'Gollancz UK' });
    for (const field of ['titleId', 'companyId', 'contactId', 'contact']) expect(payload).not.toHaveProperty(field);
  });

  it('gives one body per pitched title, the rest the same', () => {
    const form = pickName(values({ company: 'Gollancz', source: 'Frankfurt 2026' }), PROSPECTION_NAMES.title, { id: 3, name: 'Dune' });
    const more = [retypeName({ title: '', titleId: null }, { name: 'title', id: 'titleId' }, 'Emma'), { title: 'Dune Messiah', titleId: 9 }];
    expect(pitchPayloads(form, more).map(({ title, titleId, company, source }) => ({ title, titleId, company, source }))).toEqual([
      { title: 'Dune', titleId: 3, company: 'Gollancz', source: 'Frankfurt 2026' },
      { title: 'Emma', titleId: undefined, company: 'Gollancz', source: 'Frankfurt 2026' },
      { title: 'Dune Messiah', titleId: 9, company: 'Gollancz', source: 'Frankfurt 2026' },
    ]);
  });
});

describe('the prospection rules', () => {
  it('are the core rules and messages', () => {
    expect(validateProspectionValues(values())).toEqual({ title: 'Title is required', company: 'Company is required' });
    const sent = values({ title: 'Dune', company: 'Gollancz', status: 'sent' });
    expect(validateProspectionValues(sent)).toEqual({ sentDate: 'Sent date is required' });
    expect(validateProspectionValues({ ...sent, sentDate: '2026-03-01', chaseDate: '2026-02-01' })).toEqual({ chaseDate: 'Chase date cannot be before the sent date' });
    expect(validateProspectionValues({ ...sent, sentDate: '2026-03-01', status: 'option' })).toEqual({ optionExpiry: 'Option expiry date is required' });
    expect(validateProspectionValues({ ...sent, sentDate: '2026-03-01', status: 'declined' })).toEqual({ declineReason: 'Decline reason is required' });
    expect(validateProspectionValues({ ...sent, sentDate: '2026-03-01', expectedAdvance: '-1', currency: 'GBP' })).toEqual({ expectedAdvance: 'Advance must not be negative' });
    expect(validateProspectionValues({ ...sent, sentDate: '2026-03-01', expectedAdvance: '2500' })).toEqual({ currency: 'Currency is required with an advance' });
    expect(validateProspectionValues({ ...sent, sentDate: '2026-03-01', expectedAdvance: '' }, true)).toEqual({ expectedAdvance: 'Advance must be a number' });
  });

  it('mark a date or reason required in the statuses that need it', () => {
    const required = (status: string) => (['sentDate', 'optionExpiry', 'declineReason'] as const).filter((field) => requiredInStatus(values({ status }), field));
    expect(required('to_send')).toEqual([]);
    expect(required('withdrawn')).toEqual([]);
    expect(required('sent')).toEqual(['sentDate']);
    expect(required('option')).toEqual(['sentDate', 'optionExpiry']);
    expect(required('declined')).toEqual(['sentDate', 'declineReason']);
  });

  it('offer a new prospection to send or sent, a stored one its own status and the moves core allows', () => {
    expect(statusChoices().map((s) => s.value)).toEqual(['to_send', 'sent']);
    expect(statusChoices('offer').map((s) => s.value)).toEqual(['offer', 'option', 'declined', 'withdrawn']);
    expect(statusChoices('declined').map((s) => s.value)).toEqual(['sent', 'interested', 'declined']);
    expect(statusChoices('sent').map((s) => s.value)).toEqual(['sent', ...nextStatuses('sent')]);
    expect(statusChoices('licensed').map((s) => s.value)).toEqual(['licensed']);
  });
});

describe('the chase date', () => {
  it('follows the sent date a month on, until the user picks another', () => {
    let form = setSentDate(values(), '2026-01-10');
    expect(form.chaseDate).toBe('2026-02-09');
    form = setSentDate(form, '2026-01-31');
    expect(form.chaseDate).toBe('2026-03-02');
    form = setSentDate({ ...form, chaseDate: '2026-02-15' }, '2026-02-01');
    expect(form.chaseDate).toBe('2026-02-15');
    expect(setSentDate(values({ sentDate: '2026-01-10', chaseDate: '2026-02-09' }), '').chaseDate).toBe('2026-02-09');
  });
});

describe('a server 422', () => {
  it('is shown on the field it names, a batch title on its own input', () => {
    const titles = ['title', 'addedTitle1', 'addedTitle4'];
    expect(fieldOfServerKey('companyId')).toBe('company');
    expect(fieldOfServerKey('sentDate')).toBe('sentDate');
    expect(fieldOfServerKey('0.title', titles)).toBe('title');
    expect(fieldOfServerKey('1.title', titles)).toBe('addedTitle1');
    expect(fieldOfServerKey('2.titleId', titles)).toBe('addedTitle4');
    expect(fieldOfServerKey('2.company', titles)).toBe('company');
    expect(fieldOfServerKey('7.title', titles)).toBe('title');
  });
});

describe('a stored prospection changed under the form', () => {
  it('changes the fields the user left alone and keeps their edits', () => {
    const before = prospectionToValues(aProspection({ status: 'sent', notes: null }));
    const after = prospectionToValues(aProspection({ status: 'interested', notes: null, lastChasedDate: '2026-02-01' }));
    const mine = { ...before, notes: 'Call after the fair' };
    expect(rebaseValues(mine, before, after)).toEqual({ ...after, notes: 'Call after the fair' });
  });
});
