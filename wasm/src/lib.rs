//! Rightsdesk's core rules for the browser: a thin `wasm-bindgen` layer over
//! [`rightsdesk_core`], one exported function per core entry point: the forms' plain objects in
//! (`read.rs`), plain JS objects out (`write.rs`). It has no rules of its own, so the forms show
//! exactly the messages the server would answer with.
//!
//! Every visitor downloads this module, so its size is watched (the build prints it; 58.1 KB
//! gzipped): nothing here formats with `Debug` or reads through serde's generic visitors.
//!
//! Build: `source scripts/setup.sh && build_wasm` (cargo, wasm-bindgen, wasm-opt); the web app
//! imports `wasm/pkg/rightsdesk_wasm.js`. Look at what the size is made of with twiggy on
//! `target/wasm32-unknown-unknown/wasm-release/rightsdesk_wasm.wasm` (it keeps its names).

#![warn(missing_docs)]

mod company_csv;
mod error;
mod read;
mod write;

use js_sys::Array;
use rightsdesk_core::territory::GROUPS;
use rightsdesk_core::{
    AvailabilityState, CalendarKind, Company, CompanyType, ContractType, Currency, DeclineReason, Event, Fair,
    FieldErrors, HeldStatus, IsoDate, License, LicenseStatus, Material, Meeting, Normalize, Offer, OfferStatus,
    Prospection, ProspectionStatus, Territory, Title, User, fair, limits, rights,
};
use serde::Serialize;
use wasm_bindgen::prelude::*;

pub use crate::company_csv::read_companies;
use crate::read::FromJs;
use crate::write::object;

#[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
/** Validation messages by field (camelCase wire names, e.g. `contractDate`, `contacts.0.email`);
 * `{}` when valid. The key `_` holds a message about input that could not be read at all. */
export type FieldErrors = Record<string, string>;
/** One option of a select whose wire value and label differ. */
export interface ValueLabel { value: string; label: string; }
/** A named set of countries a territory picker offers at once. */
export interface CountryGroup { name: string; codes: string[]; }
/** One offered currency. */
export interface CurrencyOption { code: string; decimals: number; }
/** Business limits from the core crate. */
export interface Limits {
  maxUploadBytes: number;
  minSearchChars: number;
  maxSuggestions: number;
  minAdvance: number;
  maxNameChars: number;
  maxShortTextChars: number;
  maxLongTextChars: number;
  maxEmailChars: number;
  minPasswordChars: number;
  chaseAfterDays: number;
}
"#;

/// Serialises to plain JS objects (a map becomes an object, not a `Map`, so `JSON.stringify`
/// and property access work).
fn to_js<T: Serialize + ?Sized>(value: &T) -> JsValue {
    // Not `expect_throw`: it would format the error with `Debug`, which costs room for nothing.
    write::to_js(value).unwrap_or_else(|_| wasm_bindgen::throw_str("core values always serialise"))
}

/// The one error mapping: input that cannot be read becomes `{"_": "advance: expected a number, ..."}`.
fn read_then<T: FromJs>(value: JsValue, validate: impl FnOnce(&T) -> FieldErrors) -> JsValue {
    let errors = match T::from_js(value) {
        Ok(entity) => validate(&entity),
        Err(error) => [(FieldErrors::FORM, error.0)].into_iter().collect(),
    };
    to_js(&errors)
}

/// Checks a title `{name, author?, publishDate?, description?}`.
#[wasm_bindgen(js_name = validateTitle, unchecked_return_type = "FieldErrors")]
pub fn validate_title(value: JsValue) -> JsValue {
    read_then(value, rightsdesk_core::validate_title)
}

/// Checks a license (camelCase fields as in the API; `advance` a number).
#[wasm_bindgen(js_name = validateLicense, unchecked_return_type = "FieldErrors")]
pub fn validate_license(value: JsValue) -> JsValue {
    read_then(value, rightsdesk_core::validate_license)
}

/// Checks a right held `{contractType, languages, territory, status, heldUntil, authorSharePct, ...}`.
#[wasm_bindgen(js_name = validateRightHeld, unchecked_return_type = "FieldErrors")]
pub fn validate_right_held(value: JsValue) -> JsValue {
    read_then(value, rightsdesk_core::validate_right_held)
}

/// The message of the exclusive license among `others` (the same title's) that `license` would
/// overlap ("Overlaps the exclusive license to Hanser Verlag (de, until 2031-12-31)"), or
/// `undefined`: the server refuses the same under `territory`.
#[wasm_bindgen(js_name = licenseOverlap)]
pub fn license_overlap(license: JsValue, others: JsValue) -> Option<String> {
    let license = License::from_js(license).ok()?.normalized();
    let others: Vec<License> = read::list_of(others).ok()?.into_iter().map(Normalize::normalized).collect();
    rights::overlap_message(&license, &others)
}

/// A territory `{world, include, exclude}` (or its text) as the lists show it: "World",
/// "World except CH", "AT, DE".
#[wasm_bindgen(js_name = territoryText)]
pub fn territory_text(value: JsValue) -> String {
    Territory::from_js(value).unwrap_or_default().to_string()
}

/// The groups a territory picker offers: `[{name: "EU", codes: ["AT", ...]}, ...]`.
#[wasm_bindgen(js_name = countryGroups, unchecked_return_type = "CountryGroup[]")]
pub fn country_groups() -> JsValue {
    GROUPS
        .iter()
        .map(|group| {
            let codes: Array = group.codes.iter().map(|code| JsValue::from_str(code)).collect();
            object(&[("name", group.name.into()), ("codes", codes.into())])
        })
        .collect::<Array>()
        .into()
}

/// Checks a company with its contacts.
#[wasm_bindgen(js_name = validateCompany, unchecked_return_type = "FieldErrors")]
pub fn validate_company(value: JsValue) -> JsValue {
    read_then(value, rightsdesk_core::validate_company)
}

/// Checks a prospection (camelCase fields as in the API), including what its status needs.
#[wasm_bindgen(js_name = validateProspection, unchecked_return_type = "FieldErrors")]
pub fn validate_prospection(value: JsValue) -> JsValue {
    read_then(value, rightsdesk_core::validate_prospection)
}

/// Checks a new prospection: as `validateProspection`, and not `licensed` (only converting
/// makes one so).
#[wasm_bindgen(js_name = validateNewProspection, unchecked_return_type = "FieldErrors")]
pub fn validate_new_prospection(value: JsValue) -> JsValue {
    read_then(value, rightsdesk_core::validate_new_prospection)
}

/// Checks a prospection saved over one stored in status `from`: its fields and the move, every
/// broken rule at once (an unknown `from` is checked as a new prospection's fields alone).
#[wasm_bindgen(js_name = validateProspectionChange, unchecked_return_type = "FieldErrors")]
pub fn validate_prospection_change(from: &str, value: JsValue) -> JsValue {
    match ProspectionStatus::parse(from) {
        Some(from) => read_then(value, |prospection| rightsdesk_core::validate_prospection_change(from, prospection)),
        None => read_then(value, rightsdesk_core::validate_prospection),
    }
}

/// "Mark sent": the prospection `value` (moving from status `from`) normalised, and when it moves
/// to `sent` without a sent date, sent `today` (`YYYY-MM-DD`, the team's) with its first chase
/// 30 days on unless it names one. Throws when `value` cannot be read or `today` is no date.
#[wasm_bindgen(js_name = markSent)]
pub fn mark_sent(from: &str, value: JsValue, today: &str) -> JsValue {
    let today = IsoDate::parse(today).unwrap_or_else(|| wasm_bindgen::throw_str("today must be YYYY-MM-DD"));
    let from = ProspectionStatus::parse(from).unwrap_or(ProspectionStatus::ToSend);
    match Prospection::from_js(value) {
        Ok(prospection) => to_js(&rightsdesk_core::mark_sent(from, prospection, today)),
        Err(error) => wasm_bindgen::throw_str(&error.0),
    }
}

/// The next chase after `day` (`YYYY-MM-DD`) when nobody names another: 30 days on; `""` when
/// `day` is not a date.
#[wasm_bindgen(js_name = nextChase)]
pub fn next_chase(day: &str) -> String {
    IsoDate::parse(day).map(|day| rightsdesk_core::prospection::next_chase(day).to_string()).unwrap_or_default()
}

/// Checks an offer `{receivedDate, advance, currency?, royalties?, notes?, status?}`.
#[wasm_bindgen(js_name = validateOffer, unchecked_return_type = "FieldErrors")]
pub fn validate_offer(value: JsValue) -> JsValue {
    read_then(value, rightsdesk_core::validate_offer)
}

/// Checks a team event `{title, start, end?, allDay, location?, companyId?, contactId?, notes?}`.
#[wasm_bindgen(js_name = validateEvent, unchecked_return_type = "FieldErrors")]
pub fn validate_event(value: JsValue) -> JsValue {
    read_then(value, rightsdesk_core::validate_event)
}

/// Checks a team's user `{email, name, role, active?, password?}` as an admin adds or changes
/// them (`password`, on create only, may be absent: the server then generates one).
#[wasm_bindgen(js_name = validateUser, unchecked_return_type = "FieldErrors")]
pub fn validate_user(value: JsValue) -> JsValue {
    read_then(value, rightsdesk_core::validate_user)
}

/// The core's search key of `text` (`search_key`), made with the browser's Unicode tables: the
/// key the completions' cache and the CSV previews match names by.
#[wasm_bindgen(js_name = searchKey)]
pub fn search_key(text: &str) -> String {
    company_csv::browser_key(text)
}

/// Checks the team's settings `{name?, timeZone}` as an admin changes them. The zone is picked
/// from the browser's own list, so any name counts as known here; the server checks it against
/// its zone database.
#[wasm_bindgen(js_name = validateTeamSettings, unchecked_return_type = "FieldErrors")]
pub fn validate_team_settings(value: JsValue) -> JsValue {
    read_then(value, |settings| rightsdesk_core::validate_team_settings(settings, |_| true))
}

/// Checks the team's invoice details `{legalName?, address?, vatNumber?, iban?, bic?,
/// bankDetails?, footer?}` as an admin changes them: lengths, an IBAN's shape and check digits, a
/// BIC's shape.
#[wasm_bindgen(js_name = validateInvoiceDetails, unchecked_return_type = "FieldErrors")]
pub fn validate_invoice_details(value: JsValue) -> JsValue {
    read_then(value, rightsdesk_core::validate_invoice_details)
}

/// Checks a fair `{name, startDate, endDate, timeZone?, place?, stand?, dayStart?, dayEnd?,
/// slotMinutes?, attendeeIds}`. The zone is picked from the browser's own list, so any name counts
/// as known here; the server checks it against its zone database, and that the attendees are the
/// team's.
#[wasm_bindgen(js_name = validateFair, unchecked_return_type = "FieldErrors")]
pub fn validate_fair(value: JsValue) -> JsValue {
    read_then(value, |fair| rightsdesk_core::validate_fair(fair, |_| true))
}

/// Checks a meeting `{start, minutes?, memberIds, companyId, contactIds, table?, status?, titles,
/// notes?}` of `fair` (as the server answers it): its own rules and the fair's days and hours,
/// its length the fair's slot when it gives none. The server checks besides that its members,
/// company, contacts and titles are the team's, and that no member is booked twice.
#[wasm_bindgen(js_name = validateMeeting, unchecked_return_type = "FieldErrors")]
pub fn validate_meeting(value: JsValue, fair: JsValue) -> JsValue {
    let fair = read_or_throw::<Fair>(fair).normalized();
    read_then(value, |meeting: &Meeting| {
        rightsdesk_core::validate_meeting(&fair::in_fair(meeting.clone(), &fair), &fair)
    })
}

/// Checks the new password of a password change: `{newPassword: "Password must be at least 10
/// characters"}` or `{}`.
#[wasm_bindgen(js_name = validateNewPassword, unchecked_return_type = "FieldErrors")]
pub fn validate_new_password(password: &str) -> JsValue {
    to_js(&rightsdesk_core::validate_new_password(password))
}

/// Checks a status move: `{status: "Cannot move from Offer to Sent"}` when the move table
/// refuses it, `{}` otherwise (and for an unknown status, which `validateProspection` names).
#[wasm_bindgen(js_name = validateMove, unchecked_return_type = "FieldErrors")]
pub fn validate_move(from: &str, to: &str) -> JsValue {
    let errors = match (ProspectionStatus::parse(from), ProspectionStatus::parse(to)) {
        (Some(from), Some(to)) => rightsdesk_core::validate_move(from, to),
        _ => FieldErrors::new(),
    };
    to_js(&errors)
}

/// The statuses a prospection in status `from` may move to, as wire values (none for
/// `licensed` or an unknown status).
#[wasm_bindgen(js_name = nextStatuses, unchecked_return_type = "string[]")]
pub fn next_statuses(from: &str) -> JsValue {
    let next = ProspectionStatus::parse(from).map_or(&[][..], ProspectionStatus::next);
    next.iter().map(|status| JsValue::from_str(status.as_str())).collect::<Array>().into()
}

/// Whether a prospection in status `status` is still being worked on (not licensed or closed).
#[wasm_bindgen(js_name = isOpenStatus)]
pub fn is_open_status(status: &str) -> bool {
    ProspectionStatus::parse(status).is_some_and(ProspectionStatus::is_open)
}

/// Whether a prospection in status `status` may be converted to a license.
#[wasm_bindgen(js_name = isConvertible)]
pub fn is_convertible(status: &str) -> bool {
    ProspectionStatus::parse(status).is_some_and(|status| rightsdesk_core::prospection::CONVERTIBLE.contains(&status))
}

/// The stored form of a value: read as `T`, normalised, written back as a plain object. Throws
/// an `Error` saying which field cannot be read for input that is not a `T` at all.
fn normalized<T: FromJs + Normalize + Serialize>(value: JsValue) -> JsValue {
    to_js(&read_or_throw::<T>(value).normalized())
}

/// `value` read as a `T`, or a thrown `Error` saying which field cannot be read.
fn read_or_throw<T: FromJs>(value: JsValue) -> T {
    T::from_js(value).unwrap_or_else(|error| wasm_bindgen::throw_str(&error.0))
}

/// A title as the server stores it: texts trimmed, blank optional texts absent (`undefined`).
#[wasm_bindgen(js_name = normalizeTitle)]
pub fn normalize_title(value: JsValue) -> JsValue {
    normalized::<Title>(value)
}

/// A license as the server stores it: texts trimmed, blank optional texts absent.
#[wasm_bindgen(js_name = normalizeLicense)]
pub fn normalize_license(value: JsValue) -> JsValue {
    normalized::<License>(value)
}

/// A company and its contacts as the server stores them (types without repeats). Send this.
#[wasm_bindgen(js_name = normalizeCompany)]
pub fn normalize_company(value: JsValue) -> JsValue {
    normalized::<Company>(value)
}

/// A prospection as the server stores it: texts trimmed, blank optional texts absent, material
/// without repeats.
#[wasm_bindgen(js_name = normalizeProspection)]
pub fn normalize_prospection(value: JsValue) -> JsValue {
    normalized::<Prospection>(value)
}

/// An offer as the server stores it.
#[wasm_bindgen(js_name = normalizeOffer)]
pub fn normalize_offer(value: JsValue) -> JsValue {
    normalized::<Offer>(value)
}

/// A team event as the server stores it.
#[wasm_bindgen(js_name = normalizeEvent)]
pub fn normalize_event(value: JsValue) -> JsValue {
    normalized::<Event>(value)
}

/// A fair as the server stores it: texts trimmed, its default hours and slot length filled in,
/// the attendees sorted without repeats.
#[wasm_bindgen(js_name = normalizeFair)]
pub fn normalize_fair(value: JsValue) -> JsValue {
    normalized::<Fair>(value)
}

/// A meeting as the server stores it: texts trimmed, `requested` when no status is given, the
/// members sorted and the contacts without repeats.
#[wasm_bindgen(js_name = normalizeMeeting)]
pub fn normalize_meeting(value: JsValue) -> JsValue {
    normalized::<Meeting>(value)
}

/// A user as the server stores them: e-mail trimmed and in lower case, name trimmed, an empty
/// password absent.
#[wasm_bindgen(js_name = normalizeUser)]
pub fn normalize_user(value: JsValue) -> JsValue {
    normalized::<User>(value)
}

/// Checks a file before upload: `{file: message}` or `{}`. `size` in bytes (`File.size`),
/// `contentType` as `File.type` (may be empty), `head` the first bytes of the content when read
/// (`new Uint8Array(await file.slice(0, 5).arrayBuffer())`).
#[wasm_bindgen(js_name = validateFile, unchecked_return_type = "{ file?: string }")]
pub fn validate_file(
    name: &str,
    #[wasm_bindgen(js_name = contentType)] content_type: &str,
    size: f64,
    head: Option<Vec<u8>>,
) -> JsValue {
    // A JS number is an f64; `as` saturates (negative and NaN give 0, +Infinity gives u64::MAX).
    let size = size.ceil() as u64;
    to_js(&rightsdesk_core::validate_file(name, content_type, size, head.as_deref()))
}

/// Checks a cover image before upload: `{file: message}` or `{}`, as `validateFile` does, with
/// `head` the first 12 bytes of the content when read (JPEG, PNG and WebP are told by them).
#[wasm_bindgen(js_name = validateImage, unchecked_return_type = "{ file?: string }")]
pub fn validate_image(
    name: &str,
    #[wasm_bindgen(js_name = contentType)] content_type: &str,
    size: f64,
    head: Option<Vec<u8>>,
) -> JsValue {
    let size = size.ceil() as u64; // as in validate_file
    to_js(&rightsdesk_core::validate_image(name, content_type, size, head.as_deref()))
}

/// Whether a lookup text is long enough to ask the server for suggestions.
#[wasm_bindgen(js_name = searchReady)]
pub fn search_ready(text: &str) -> bool {
    rightsdesk_core::search_ready(text)
}

/// `[{value, label}, ...]` of `(value, label)` pairs.
fn value_labels(items: impl Iterator<Item = (&'static str, &'static str)>) -> JsValue {
    items.map(|(value, label)| object(&[("value", value.into()), ("label", label.into())])).collect::<Array>().into()
}

/// The contract types in display order: `[{value: "foreign_rights", label: "Foreign Rights"}, ...]`.
#[wasm_bindgen(js_name = contractTypes, unchecked_return_type = "ValueLabel[]")]
pub fn contract_types() -> JsValue {
    value_labels(ContractType::ALL.iter().map(|item| (item.as_str(), item.label())))
}

/// The prospection statuses in pipeline order: `[{value: "to_send", label: "To send"}, ...]`.
#[wasm_bindgen(js_name = prospectionStatuses, unchecked_return_type = "ValueLabel[]")]
pub fn prospection_statuses() -> JsValue {
    value_labels(ProspectionStatus::ALL.iter().map(|item| (item.as_str(), item.label())))
}

/// The reasons a company declines: `[{value: "list_full", label: "List full"}, ...]`.
#[wasm_bindgen(js_name = declineReasons, unchecked_return_type = "ValueLabel[]")]
pub fn decline_reasons() -> JsValue {
    value_labels(DeclineReason::ALL.iter().map(|item| (item.as_str(), item.label())))
}

/// What may be sent with a pitch: `[{value: "pdf", label: "PDF"}, ...]`.
#[wasm_bindgen(unchecked_return_type = "ValueLabel[]")]
pub fn materials() -> JsValue {
    value_labels(Material::ALL.iter().map(|item| (item.as_str(), item.label())))
}

/// The statuses of an offer: `[{value: "pending", label: "Pending"}, ...]`.
#[wasm_bindgen(js_name = offerStatuses, unchecked_return_type = "ValueLabel[]")]
pub fn offer_statuses() -> JsValue {
    value_labels(OfferStatus::ALL.iter().map(|item| (item.as_str(), item.label())))
}

/// A license's statuses: `[{value: "draft", label: "Draft"}, {value: "sent", label: "Out for signature"}, ...]`.
#[wasm_bindgen(js_name = licenseStatuses, unchecked_return_type = "ValueLabel[]")]
pub fn license_statuses() -> JsValue {
    value_labels(LicenseStatus::ALL.iter().map(|item| (item.as_str(), item.label())))
}

/// How sure a right held is: `[{value: "confirmed", label: "Confirmed"}, ...]`.
#[wasm_bindgen(js_name = heldStatuses, unchecked_return_type = "ValueLabel[]")]
pub fn held_statuses() -> JsValue {
    value_labels(HeldStatus::ALL.iter().map(|item| (item.as_str(), item.label())))
}

/// What a right can be, in the order they are tried: `[{value: "not_held", label: "Not held"}, ...]`.
#[wasm_bindgen(js_name = availabilityStates, unchecked_return_type = "ValueLabel[]")]
pub fn availability_states() -> JsValue {
    value_labels(AvailabilityState::ALL.iter().map(|item| (item.as_str(), item.label())))
}

/// The kinds of calendar entry: `[{value: "chase", label: "Chase"}, ...]`.
#[wasm_bindgen(js_name = calendarKinds, unchecked_return_type = "ValueLabel[]")]
pub fn calendar_kinds() -> JsValue {
    value_labels(CalendarKind::ALL.iter().map(|item| (item.as_str(), item.label())))
}

/// The offered currencies, the specification's eight first: `[{code: "CHF", decimals: 2}, ...]`.
/// Without names: the browser names them in the user's language (`Intl.DisplayNames`), and the
/// standard's English names would be an eighth of this module.
#[wasm_bindgen(unchecked_return_type = "CurrencyOption[]")]
pub fn currencies() -> JsValue {
    let options = Currency::all()
        .iter()
        .map(|item| object(&[("code", item.code().into()), ("decimals", item.decimals().into())]));
    options.collect::<Array>().into()
}

/// The suggested company types: `[{value: "publisher", label: "Publisher"}, ...]`.
#[wasm_bindgen(js_name = companyTypes, unchecked_return_type = "ValueLabel[]")]
pub fn company_types() -> JsValue {
    value_labels(CompanyType::ALL.iter().map(|item| (item.as_str(), item.label())))
}

/// The business limits: `{maxUploadBytes: 5242880, minSearchChars: 3, maxSuggestions: 10,
/// minAdvance: 0, maxNameChars, maxShortTextChars, maxLongTextChars, maxEmailChars,
/// minPasswordChars: 10, chaseAfterDays: 30}`.
#[wasm_bindgen(unchecked_return_type = "Limits")]
pub fn limits() -> JsValue {
    // A JS number is an f64: these limits are far below 2^53, where it is still exact.
    let number = |value: u64| JsValue::from_f64(value as f64);
    object(&[
        ("maxUploadBytes", number(limits::MAX_UPLOAD_BYTES)),
        ("minSearchChars", number(limits::MIN_SEARCH_CHARS as u64)),
        ("maxSuggestions", number(limits::MAX_SUGGESTIONS as u64)),
        ("minAdvance", JsValue::from_f64(limits::MIN_ADVANCE)),
        ("maxNameChars", number(limits::MAX_NAME_CHARS)),
        ("maxShortTextChars", number(limits::MAX_SHORT_TEXT_CHARS)),
        ("maxLongTextChars", number(limits::MAX_LONG_TEXT_CHARS)),
        ("maxEmailChars", number(limits::MAX_EMAIL_CHARS)),
        ("minPasswordChars", number(limits::MIN_PASSWORD_CHARS)),
        ("chaseAfterDays", number(limits::CHASE_AFTER_DAYS.unsigned_abs())),
    ])
}
