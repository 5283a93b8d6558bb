/**
 * The shared business rules, compiled from the Rust core crate to WebAssembly. This module is the
 * only importer of the wasm package: everything else calls these typed wrappers.
 *
 * `loadCore()` must have resolved before any other function here is called; main.ts awaits it once
 * before the first render (and the Vitest setup initialises the module synchronously).
 */
import init, * as wasm from 'rightsdesk-wasm';
import type { CompanyCsv, CountryGroup, CurrencyOption, Limits as WasmLimits, ValueLabel } from 'rightsdesk-wasm';

/** field -> message; `{}` when valid. The server's 422 `errors` use the same shape and strings. */
export type FieldErrors = Record<string, string>;

/** A select option whose wire value and label differ. */
export type Option = ValueLabel;
/** A currency the forms offer: its ISO 4217 code, its decimals, and its name in the user's language. */
export interface Currency extends CurrencyOption {
  name: string;
}
export type Limits = WasmLimits;

let ready: Promise<unknown> | undefined;

export function loadCore(): Promise<unknown> {
  ready ??= init();
  return ready;
}

const fieldErrors = (value: unknown): FieldErrors =>
  value && typeof value === 'object' ? (value as FieldErrors) : {};

export const validateTitle = (title: object): FieldErrors => fieldErrors(wasm.validateTitle(title));
export const validateLicense = (license: object): FieldErrors => fieldErrors(wasm.validateLicense(license));
export const validateCompany = (company: object): FieldErrors => fieldErrors(wasm.validateCompany(company));
export const validateProspection = (prospection: object): FieldErrors => fieldErrors(wasm.validateProspection(prospection));
export const validateOffer = (offer: object): FieldErrors => fieldErrors(wasm.validateOffer(offer));
/** A team's user as an admin adds or changes them: `email`, `name`, `role`, and a first `password` if given. */
export const validateUser = (user: object): FieldErrors => fieldErrors(wasm.validateUser(user));
export const validateTeamSettings = (settings: object): FieldErrors => fieldErrors(wasm.validateTeamSettings(settings));
/** The team's invoice details as an admin changes them: lengths, an IBAN's shape and check digits, a BIC's shape. */
export const validateInvoiceDetails = (details: object): FieldErrors => fieldErrors(wasm.validateInvoiceDetails(details));
/**
 * A fair as its form would send it: core's rules (name, dates, hours, slot length). The zone is
 * picked from the browser's own list and the attendees from the team's: the server checks both.
 */
export const validateFair = (fair: object): FieldErrors => fieldErrors(wasm.validateFair(fair));
/**
 * A meeting of `fair` (as the server answers it): its rules and the fair's days and hours. The
 * server checks besides that its members, company, contacts and titles are the team's, and that no
 * member is booked twice.
 */
export const validateMeeting = (meeting: object, fair: object): FieldErrors => fieldErrors(wasm.validateMeeting(meeting, fair));
/** `{newPassword: "Password must be at least 10 characters"}` for a password too short to set, else `{}`. */
export const validateNewPassword = (password: string): FieldErrors => fieldErrors(wasm.validateNewPassword(password));
/** A team event: title and start required, dates or dates and times as `allDay` says, the end not before the start. */
export const validateEvent = (event: object): FieldErrors => fieldErrors(wasm.validateEvent(event));
/** `{status: "Cannot move from Offer to Sent"}` when core's move table refuses the move, else `{}`. */
export const validateMove = (from: string, to: string): FieldErrors => fieldErrors(wasm.validateMove(from, to));
/** The statuses a prospection in status `from` may move to (core's move table), as wire values. */
export const nextStatuses = (from: string): string[] => wasm.nextStatuses(from);
/**
 * A prospection saved over one stored in status `from`: its fields' messages and the move's
 * (`status`), every broken rule at once, as the server's 422 answers them.
 */
export const validateProspectionChange = (from: string, prospection: object): FieldErrors =>
  fieldErrors(wasm.validateProspectionChange(from, prospection));
/**
 * "Mark sent", core's rule the server applies too: the prospection (moving from `from`)
 * normalised, and when it moves to `sent` without a sent date, sent `today` with its first chase
 * 30 days on unless it names one.
 */
export const markSent = <T extends object>(from: string, prospection: object, today: string): T => asSent(wasm.markSent(from, prospection, today));
/** The next chase after `day` when nobody names another (core's 30 days); '' for an unreadable date. */
export const nextChase = (day: string): string => wasm.nextChase(day);
/** Still being worked on: neither licensed nor closed. */
export const isOpenStatus = (status: string): boolean => wasm.isOpenStatus(status);
/** May be converted to a license (interested, offer, option). */
export const isConvertible = (status: string): boolean => wasm.isConvertible(status);

export const validateFile = (name: string, contentType: string, size: number, head?: Uint8Array): { file?: string } =>
  wasm.validateFile(name, contentType, size, head) ?? {};

/** A territory (`{world, include, exclude}`, or its text) as the lists show it: "World", "World except CH", "AT, DE". */
export const territoryText = (territory: unknown): string => wasm.territoryText(territory);
/** The named sets of countries a territory picker adds at once: EU, Europe, Latin America, North America, "UK & Commonwealth". */
export const countryGroups = (): CountryGroup[] => wasm.countryGroups();
export type { CountryGroup };
/**
 * The message of the exclusive license among `others` (the same title's licenses, as the server
 * answers them) that `license` would overlap ("Overlaps the exclusive license to Hanser Verlag (de,
 * until 2031-12-31)"), or undefined: the server refuses the same write under `territory`.
 */
export const licenseOverlap = (license: object, others: readonly object[]): string | undefined => wasm.licenseOverlap(license, others) ?? undefined;
/** The license statuses in their order: draft, out for signature, signed, expired, terminated, reverted. */
export const licenseStatuses = (): ValueLabel[] => wasm.licenseStatuses();

/** True when `text` is long enough to ask the server for suggestions. */
export const searchReady = (text: string): boolean => wasm.searchReady(text);

/**
 * The core's `search_key` rule (trimmed, Unicode NFD, marks, control and zero-width characters
 * dropped, apostrophes folded, lower-cased), which the wasm makes with the browser's own Unicode
 * tables: the core's copy of those tables was most of the wasm's size. The shared rule cases prove
 * both agree (core.test.ts). The lists search on the server; the browser keys the completions'
 * cache and the CSV previews by it.
 */
export const searchKey = (text: string): string => wasm.searchKey(text);

/**
 * What the JSON body will hold: the wasm answers an absent field as `undefined`, which JSON leaves
 * out (docs/product.md §5: empty optional fields are left out of the payload); the round trip drops it here too.
 */
const asSent = <T>(value: unknown): T => JSON.parse(JSON.stringify(value)) as T;

/** The stored form of a title, license or company (texts trimmed, blank optional fields left out): what is sent. */
export const normalizeTitle = <T extends object>(title: object): T => asSent(wasm.normalizeTitle(title));
export const normalizeLicense = <T extends object>(license: object): T => asSent(wasm.normalizeLicense(license));
export const normalizeCompany = <T extends object>(company: object): T => asSent(wasm.normalizeCompany(company));
export const normalizeProspection = <T extends object>(prospection: object): T => asSent(wasm.normalizeProspection(prospection));
export const normalizeOffer = <T extends object>(offer: object): T => asSent(wasm.normalizeOffer(offer));
export const normalizeUser = <T extends object>(user: object): T => asSent(wasm.normalizeUser(user));
export const normalizeEvent = <T extends object>(event: object): T => asSent(wasm.normalizeEvent(event));

/** A company of a companies CSV file: its stored form, where its rows are, and its problems by line and column. */
export interface CompanyOfCsv<T> {
  line: number;
  contactLines: number[];
  company: T;
  errors: { line: number; field: string; message: string }[];
}

/**
 * A companies CSV file's rows (each its line and its cells by column) made into companies with the
 * reference lists, by the core's mapping `rightsdesk import companies` runs too: the same grouping,
 * lookups and messages on the same lines. Each company is checked with the core's rules.
 */
export const readCompanies = <T extends object>(file: CompanyCsv): CompanyOfCsv<T>[] => asSent(wasm.readCompanies(file));

export const contractTypes = (): Option[] => wasm.contractTypes();
let currencyList: Currency[] | undefined;
/**
 * Every currency in use, the specification's eight first (the core's list), each named by the
 * browser in the user's language ("Swedish Krona"; the code where it has no name).
 */
export const currencies = (): Currency[] => {
  const names = new Intl.DisplayNames(undefined, { type: 'currency', fallback: 'code' });
  currencyList ??= wasm.currencies().map((currency) => ({ ...currency, name: names.of(currency.code) ?? currency.code }));
  return currencyList;
};
export const companyTypes = (): Option[] => wasm.companyTypes();
/** The prospection statuses in pipeline order. */
export const prospectionStatuses = (): Option[] => wasm.prospectionStatuses();
export const declineReasons = (): Option[] => wasm.declineReasons();
export const materials = (): Option[] => wasm.materials();
export const offerStatuses = (): Option[] => wasm.offerStatuses();
/** The kinds of calendar entry and their legend labels ("Chase", "Option ends"...). */
export const calendarKinds = (): Option[] => wasm.calendarKinds();
export const limits = (): Limits => wasm.limits();

/** A right held checked with core's rules (docs/http.md, "Rights held"). */
export const validateRightHeld = (right: object): FieldErrors => fieldErrors(wasm.validateRightHeld(right));
/** How sure a right held is: confirmed, provisional. */
export const heldStatuses = (): Option[] => wasm.heldStatuses();
/** What a right can be, in the order core tries them: not held, sold, pending, optioned, offer, pitched, available. */
export const availabilityStates = (): Option[] => wasm.availabilityStates();
