import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../generated/ActivityEntry';
import { anEntry } from './testing/an-entry';
import { formatDate, formatDateTime } from '../../lib/format';
import { describeChanges, fieldLabel, formatValue, historyLine, type ReferenceNames } from './history-lines';

const names: ReferenceNames = {
  countries: new Map([
    ['FR', 'France'],
    ['DE', 'Germany'],
  ]),
  languages: new Map([['fr', 'French']]),
};

const entry = anEntry;

const sentence = (over: Partial<ActivityEntry>) => {
  const line = historyLine(entry(over), names);
  return [line.actor, line.text, line.link?.label].filter(Boolean).join(' ');
};

describe('fieldLabel', () => {
  it('names each record’s wire fields as its form does', () => {
    expect(fieldLabel('title', 'publishDate')).toBe('Publication date');
    expect(fieldLabel('company', 'countryId')).toBe('Country');
    expect(fieldLabel('license', 'file')).toBe('PDF');
    expect(fieldLabel('prospection', 'contractType')).toBe('Right');
    expect(fieldLabel('prospection', 'material')).toBe('Material sent');
  });

  it('spells out a field it does not know', () => {
    expect(fieldLabel('license', 'someNewField')).toBe('Some new field');
  });
});

describe('formatValue', () => {
  it('reads empty values, booleans and numbers', () => {
    expect(formatValue('author', null, names)).toBe('empty');
    expect(formatValue('author', '', names)).toBe('empty');
    expect(formatValue('contacts', [], names)).toBe('empty');
    expect(formatValue('signed', true, names)).toBe('Yes');
    expect(formatValue('signed', false, names)).toBe('No');
    expect(formatValue('advance', 5500.5, names)).toBe('5,500.5');
  });

  it('shows calendar dates and an event’s local times as the forms do, never raw', () => {
    expect(formatValue('sentDate', '2026-03-10', names)).toBe(formatDate('2026-03-10'));
    expect(formatValue('start', '2026-11-26T10:30', names)).toBe(formatDateTime('2026-11-26T10:30'));
    expect(formatValue('start', '2026-11-26T10:30', names)).not.toContain('T10:30');
  });

  it('names the closed lists’ and the reference lists’ codes, keeping unknown ones', () => {
    expect(formatValue('status', 'to_send', names)).toBe('To send');
    expect(formatValue('contractType', 'foreign_rights', names)).toBe('Translation');
    expect(formatValue('declineReason', 'list_full', names)).toBe('List full');
    expect(formatValue('material', ['pdf', 'readers_report'], names)).toBe("PDF, Reader's report");
    expect(formatValue('types', ['publisher'], names)).toBe('Publisher');
    expect(formatValue('currency', 'USD', names)).toBe('US Dollar');
    expect(formatValue('currency', 'SEK', names)).toBe('Swedish Krona');
    expect(formatValue('countryId', 'DE', names)).toBe('Germany');
    expect(formatValue('language', 'fr', names)).toBe('French');
    expect(formatValue('countryId', 'XX', names)).toBe('XX');
  });

  it('joins lists and shortens long texts', () => {
    expect(formatValue('contacts', ['Anne', 'Bob'], names)).toBe('Anne, Bob');
    const long = formatValue('notes', 'word '.repeat(40), names);
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('describeChanges', () => {
  it('lists each field from its old to its new value, in order', () => {
    expect(describeChanges('license', { advance: [4000, 5500.5], notes: [null, 'Signed copy'] }, names)).toBe(
      'Advance from 4,000 to 5,500.5, Notes from empty to Signed copy',
    );
  });
});

describe('historyLine', () => {
  it('says who created or deleted the record', () => {
    expect(sentence({ action: 'create', entityType: 'title' })).toBe('Alice Martin created this title');
    expect(sentence({ action: 'delete', entityType: 'company' })).toBe('Alice Martin deleted this company');
  });

  it('names the command line when no user wrote the entry', () => {
    expect(historyLine(entry({ actorId: null, actor: null, action: 'create' }), names).actor).toBe('The command line');
  });

  it("names Rightsdesk for what its jobs changed: an option that expired, a license that ended, in each record's status words", () => {
    const byServer = { actorId: null, actor: 'Rightsdesk' };
    expect(sentence({ ...byServer, action: 'move', entityType: 'prospection', changes: { status: ['option', 'expired'] } })).toBe('Rightsdesk moved it from Option to Expired');
    expect(sentence({ ...byServer, action: 'update', entityType: 'license', changes: { signed: [true, false], status: ['signed', 'expired'] } })).toBe(
      'Rightsdesk changed Signed from Yes to No, Status from Signed to Expired',
    );
    expect(sentence({ ...byServer, action: 'update', entityType: 'license', changes: { signed: [true, false], status: ['signed', 'reverted'] } })).toBe(
      'Rightsdesk changed Signed from Yes to No, Status from Signed to Reverted',
    );
  });

  it('lists an update’s changes', () => {
    expect(sentence({ changes: { advance: [4000, 5500.5] } })).toBe('Alice Martin changed Advance from 4,000 to 5,500.5');
    expect(sentence({ entityType: 'title', changes: { author: [null, 'Frank Herbert'] } })).toBe('Alice Martin changed Author from empty to Frank Herbert');
    expect(sentence({ entityType: 'company', changes: { countryId: ['FR', 'DE'], contacts: [['Anne'], ['Anne Dupont <anne@x.fr>']] } })).toBe(
      'Alice Martin changed Country from France to Germany, Contacts from Anne to Anne Dupont <anne@x.fr>',
    );
    expect(sentence({ changes: null })).toBe('Alice Martin updated this license');
  });

  it('reads a move by its statuses first, then the other fields', () => {
    expect(sentence({ action: 'move', entityType: 'prospection', changes: { sentDate: [null, '2026-03-10'], status: ['to_send', 'sent'] } })).toBe(
      `Alice Martin moved it from To send to Sent and changed Sent from empty to ${formatDate('2026-03-10')}`,
    );
    expect(sentence({ action: 'move', entityType: 'prospection', changes: { status: ['sent', 'offer'] } })).toBe('Alice Martin moved it from Sent to Offer');
  });

  it('gives a chase its next date and an offer its amount', () => {
    expect(sentence({ action: 'chase', entityType: 'prospection', changes: { lastChasedDate: [null, '2026-03-10'], chaseDate: ['2026-03-10', '2026-12-09'] } })).toBe(
      `Alice Martin chased; next chase on ${formatDate('2026-12-09')}`,
    );
    expect(sentence({ action: 'offer', entityType: 'prospection', changes: { offer: [null, { receivedDate: '2026-03-10', advance: 7000, currency: 'EUR' }], status: ['sent', 'offer'] } })).toBe(
      'Alice Martin logged an offer of €7,000.00',
    );
  });

  it('links a conversion to its license when the entry names it', () => {
    const line = historyLine(entry({ action: 'convert', entityType: 'prospection', changes: { status: ['offer', 'licensed'], licenseId: [null, 12] } }), names);
    expect(line).toEqual({ actor: 'Alice Martin', text: 'converted it to', link: { label: 'a license', to: '/licenses/edit/12' } });
    expect(sentence({ action: 'convert', entityType: 'prospection', changes: null })).toBe('Alice Martin converted it to a license');
  });

  it("words the team's own changes: its settings by their labels, a rate added or removed as a rate", () => {
    expect(sentence({ entityType: 'team', changes: { homeCurrency: ['EUR', 'GBP'] } })).toBe('Alice Martin changed Home currency from Euro to British Pound');
    expect(sentence({ entityType: 'team', changes: { iban: [null, 'GB82WEST12345698765432'], footer: ['Net 30', null] } })).toBe(
      'Alice Martin changed IBAN from empty to GB82WEST12345698765432, Invoice footer from Net 30 to empty',
    );
    const rate = { id: 3, currency: 'USD', rate: 0.7912, validFrom: '2026-01-01' };
    expect(sentence({ entityType: 'team', changes: { exchangeRates: [null, rate] } })).toBe(`Alice Martin added the exchange rate 1 USD = 0.7912 from ${formatDate('2026-01-01')}`);
    expect(sentence({ entityType: 'team', changes: { exchangeRates: [rate, null] } })).toBe(`Alice Martin removed the exchange rate 1 USD = 0.7912 from ${formatDate('2026-01-01')}`);
  });

  it('names the removed PDF', () => {
    expect(sentence({ action: 'remove_file', changes: { file: ['emma.pdf', null] } })).toBe('Alice Martin removed the PDF emma.pdf');
  });
});
