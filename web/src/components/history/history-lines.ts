/**
 * The words of a record's history (docs/http.md, "Activity"): one sentence per entry of the activity log,
 * with the fields by their form labels and the values as the forms show them. Pure: the reference
 * names (countries, languages) and the clock are passed in.
 */
import type { ActivityEntry } from '../../generated/ActivityEntry';
import type { EntityType } from '../../generated/EntityType';
import { paths } from '../../config/paths';
import { companyTypes, contractTypes, currencies, declineReasons, licenseStatuses, materials, prospectionStatuses, territoryText, type Option } from '../../lib/core';
import { formatCount, formatDate, formatDateTime, formatMoney } from '../../lib/format';

/** Names by id of the reference lists (ISO countries and languages), as the shell caches them. */
export interface ReferenceNames {
  countries: ReadonlyMap<string, string>;
  languages: ReadonlyMap<string, string>;
}

/** A sentence of the history: who, then what they did; `link` (when set) ends it. */
export interface HistoryLine {
  actor: string;
  text: string;
  link?: { label: string; to: string };
}

/** Each record's wire fields (the keys of `changes`) by the label its form gives them. */
const FIELD_LABELS: Record<EntityType, Record<string, string>> = {
  title: {
    name: 'Name',
    author: 'Author',
    publishDate: 'Publication date',
    description: 'Description',
    rightsHeld: 'Rights held',
    subtitle: 'Subtitle',
    originalLanguage: 'Original language',
    contributors: 'Contributors',
    subjects: 'Subjects',
    pitch: 'Pitch',
    authorBio: 'Author biography',
    quotes: 'Quotes',
    editions: 'Editions',
    cover: 'Cover',
  },
  company: {
    name: 'Name',
    countryId: 'Country',
    languageId: 'Language',
    types: 'Types',
    address: 'Address',
    notes: 'Notes',
    contacts: 'Contacts',
  },
  license: {
    title: 'Title',
    company: 'Company',
    agent: 'Agent',
    commission: 'Commission',
    contractDate: 'Contract date',
    signed: 'Signed',
    status: 'Status',
    reversionDate: 'Reversion date',
    contractType: 'Contract type',
    language: 'Language',
    territory: 'Territory',
    exclusive: 'Exclusive',
    endDate: 'End date',
    advance: 'Advance',
    currency: 'Currency',
    royalties: 'Royalties',
    filesFee: 'Files fee',
    publicationDate: 'Publication date',
    printRun: 'Print run',
    retailPrice: 'Retail price',
    notes: 'Notes',
    file: 'PDF',
    announce: 'Announce',
  },
  prospection: {
    title: 'Title',
    company: 'Company',
    contact: 'Contact',
    contractType: 'Right',
    language: 'Language',
    territory: 'Territory',
    status: 'Status',
    sentDate: 'Sent',
    chaseDate: 'Chase date',
    lastChasedDate: 'Last chased',
    optionExpiry: 'Option expiry',
    declineReason: 'Decline reason',
    material: 'Material sent',
    source: 'Source',
    expectedAdvance: 'Expected advance',
    currency: 'Currency',
    owner: 'Owner',
    notes: 'Notes',
    licenseId: 'License',
  },
  guide: {
    name: 'Name',
    fair: 'Fair',
    intro: 'Introduction',
    sections: 'Sections',
    show: 'Each title shows',
    availabilityRight: 'Availability of',
    contactUserId: 'Rights contact',
    shared: 'Shared',
  },
  event: {
    title: 'Title',
    start: 'Start',
    end: 'End',
    allDay: 'All day',
    location: 'Location',
    company: 'Company',
    contact: 'Contact',
    notes: 'Notes',
  },
  team: {
    name: 'Team name',
    timeZone: 'Time zone',
    homeCurrency: 'Home currency',
    chaseAfterDays: 'Chase after (days)',
    expireOptions: 'Options expire',
    legalName: 'Legal name',
    address: 'Postal address',
    vatNumber: 'VAT or tax number',
    iban: 'IBAN',
    bic: 'BIC',
    bankDetails: 'Other bank details',
    footer: 'Invoice footer',
    exchangeRates: 'Exchange rates',
  },
  fair: {
    name: 'Name',
    startDate: 'First day',
    endDate: 'Last day',
    timeZone: 'Time zone',
    place: 'Place',
    stand: 'Stand',
    dayStart: 'Day starts',
    dayEnd: 'Day ends',
    slotMinutes: 'Slot length',
    attendeeIds: 'Attendees',
    meetings: 'Meetings',
  },
};

/** A field's label; a field the map does not know yet (a newer server) reads "Some field". */
export function fieldLabel(entityType: EntityType, field: string): string {
  const label = FIELD_LABELS[entityType]?.[field];
  if (label) return label;
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const byValue = (options: () => Option[]) => (value: string) => options().find((o) => o.value === value)?.label;

/** The fields whose wire values are codes of a closed list or of a reference list, and how to name them. */
const VALUE_NAMES: Record<string, (value: string, names: ReferenceNames) => string | undefined> = {
  contractType: byValue(contractTypes),
  availabilityRight: byValue(contractTypes),
  status: byValue(prospectionStatuses),
  declineReason: byValue(declineReasons),
  material: byValue(materials),
  types: byValue(companyTypes),
  currency: (code) => currencies().find((c) => c.code === code)?.name,
  homeCurrency: (code) => currencies().find((c) => c.code === code)?.name,
  countryId: (id, names) => names.countries.get(id),
  languageId: (id, names) => names.languages.get(id),
  language: (id, names) => names.languages.get(id),
  originalLanguage: (id, names) => names.languages.get(id),
};

/**
 * The fields whose codes differ by record: a license's `status` is of the license statuses
 * (`signed`, `reverted`), a prospection's of its own (`option`, `expired`).
 */
const ENTITY_VALUE_NAMES: Partial<Record<EntityType, Record<string, (value: string) => string | undefined>>> = {
  license: { status: byValue(licenseStatuses) },
};

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** An event's start or end: a local date and time (`2026-11-26T10:30`). */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
/** Notes and descriptions can be long: the history keeps one line per entry readable. */
const MAX_TEXT = 80;

/**
 * A value of `field` (of a record of `entityType`, when its codes are that record's own) as people
 * read it: "empty", "Yes", "5,500.5", "Mar 10, 2026", "Offer", "France".
 */
export function formatValue(field: string, value: unknown, names: ReferenceNames, entityType?: EntityType): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (field === 'sections' && Array.isArray(value)) return value.length ? value.map(sectionText).join(', ') : 'empty';
  if (field === 'show' && typeof value === 'object') return shownText(value as Record<string, unknown>);
  if (Array.isArray(value)) return value.length ? value.map((item) => formatValue(field, item, names, entityType)).join(', ') : 'empty';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return formatCount(value);
  if (typeof value === 'string') {
    const named = (entityType && ENTITY_VALUE_NAMES[entityType]?.[field]?.(value)) || VALUE_NAMES[field]?.(value, names);
    if (named) return named;
    if (CALENDAR_DATE.test(value)) return formatDate(value);
    if (LOCAL_DATE_TIME.test(value)) return formatDateTime(value);
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT - 1).trimEnd()}…` : value;
  }
  if (field === 'territory') return territoryText(value);
  // An object (an offer): its filled values, each as its own field.
  const parts = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([key, v]) => formatValue(key, v, names));
  return parts.length ? parts.join(', ') : 'empty';
}

/** A guide's section: "Fiction (3 titles)". */
function sectionText(section: { heading?: string | null; titleIds?: unknown[] }): string {
  const count = section.titleIds?.length ?? 0;
  return `${section.heading || 'Untitled'} (${count === 1 ? '1 title' : `${count} titles`})`;
}

/** What a guide's title blocks show, the options on: "cover, pitch, rights sold". */
function shownText(show: Record<string, unknown>): string {
  const on = Object.keys(show).filter((option) => show[option] === true);
  return on.length ? on.map((option) => option.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()).join(', ') : 'nothing';
}

type Changes = NonNullable<ActivityEntry['changes']>;

/** "Advance from 4,000 to 5,500.5, Author from empty to Frank Herbert" for the changed fields, in the server's order. */
export function describeChanges(entityType: EntityType, changes: Changes, names: ReferenceNames): string {
  return Object.entries(changes)
    .map(([field, [before, after]]) => `${fieldLabel(entityType, field)} from ${formatValue(field, before, names, entityType)} to ${formatValue(field, after, names, entityType)}`)
    .join(', ');
}

/** An exchange rate as the team's history says it: "1 USD = 0.79 from Jan 1, 2026". */
function rateText(rate: unknown): string {
  const { currency, rate: worth, validFrom } = (rate ?? {}) as { currency?: unknown; rate?: unknown; validFrom?: unknown };
  const from = typeof validFrom === 'string' ? ` from ${formatDate(validFrom)}` : '';
  // Every decimal (a rate has up to 10): the history says the rate that was written.
  return `1 ${String(currency)} = ${String(worth)}${from}`;
}

/** A rate added or removed (the server writes each alone): "added the exchange rate 1 USD = 0.79 from Jan 1, 2026". */
function rateChange([before, after]: [unknown, unknown]): string {
  return after ? `added the exchange rate ${rateText(after)}` : `removed the exchange rate ${rateText(before)}`;
}

/** The value a change left, when the entry has that field. */
const after = (changes: ActivityEntry['changes'], field: string): unknown => changes?.[field]?.[1];

/** What the entry says after its actor's name. */
function describe(entry: ActivityEntry, names: ReferenceNames): Omit<HistoryLine, 'actor'> {
  const { action, entityType, changes } = entry;
  const noun = entityType;
  switch (action) {
    case 'create':
      return { text: `created this ${noun}` };
    case 'delete':
      return { text: `deleted this ${noun}` };
    case 'update': {
      if (entityType === 'team' && changes?.exchangeRates) return { text: rateChange(changes.exchangeRates) };
      const changed = changes ? describeChanges(entityType, changes, names) : '';
      return { text: changed ? `changed ${changed}` : `updated this ${noun}` };
    }
    case 'move': {
      const { status, ...others } = changes ?? {};
      const moved = status ? `moved it from ${formatValue('status', status[0], names, entityType)} to ${formatValue('status', status[1], names, entityType)}` : 'moved it';
      const also = describeChanges(entityType, others, names);
      return { text: also ? `${moved} and changed ${also}` : moved };
    }
    case 'chase': {
      const next = after(changes, 'chaseDate');
      return { text: typeof next === 'string' && next ? `chased; next chase on ${formatDate(next)}` : 'chased' };
    }
    case 'offer': {
      const offer = after(changes, 'offer') as { advance?: unknown; currency?: unknown } | undefined;
      const advance = offer?.advance;
      return { text: typeof advance === 'number' ? `logged an offer of ${formatMoney(advance, typeof offer?.currency === 'string' ? offer.currency : null)}` : 'logged an offer' };
    }
    case 'convert': {
      const licenseId = after(changes, 'licenseId');
      return typeof licenseId === 'number'
        ? { text: 'converted it to', link: { label: 'a license', to: paths.licenseEdit(licenseId) } }
        : { text: 'converted it to a license' };
    }
    case 'remove_file': {
      const file = changes?.file?.[0];
      return { text: typeof file === 'string' && file ? `removed the PDF ${file}` : 'removed the PDF' };
    }
    case 'import':
      return { text: `imported ${entry.entityName}` };
  }
}

/**
 * The sentence of one entry. The server names who wrote it: a user, or Rightsdesk itself for what
 * its scheduled jobs changed (an option that expired, a license that ended); an entry without a
 * name was written by the command line.
 */
export function historyLine(entry: ActivityEntry, names: ReferenceNames): HistoryLine {
  return { actor: entry.actor ?? 'The command line', ...describe(entry, names) };
}
