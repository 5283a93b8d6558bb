//! Wire shapes of the entities, exactly as the JSON API and the browser forms carry them
//! (camelCase names, ISO `YYYY-MM-DD` date strings), with their rules as `validator`
//! attributes. The rules hold for the normalised value (trimmed, blanks absent: see
//! [`crate::Normalize`]); `validate_title` and its siblings normalise, then validate, and turn
//! the result into [`crate::FieldErrors`]. Each error `code` names its message in
//! [`crate::messages::BY_CODE`].
//!
//! Deserialisation is deliberately lenient so that a bad value reaches validation and gets a
//! message a person can read: every field may be missing, `null` reads as empty, and
//! `contractType`/`currency` are plain strings checked by [`crate::validate_license`].

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use validator::Validate;

use crate::enums::Role;
use crate::limits::{
    MAX_EMAIL_CHARS, MAX_LONG_TEXT_CHARS, MAX_NAME_CHARS, MAX_SHORT_TEXT_CHARS, MIN_ADVANCE, MIN_PASSWORD_CHARS,
};
use crate::{nullable, rules};

/// A book title.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Title {
    /// Server-assigned id; absent on create.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub id: Option<i64>,
    /// The title's name; required.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(
        custom(function = rules::searchable, code = "title_name_required"),
        length(max = MAX_NAME_CHARS, code = "name_too_long")
    )]
    #[cfg_attr(feature = "openapi", schema(required, pattern = "\\S", max_length = 200))]
    pub name: String,
    /// Author name.
    #[validate(length(max = MAX_NAME_CHARS, code = "name_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub author: Option<String>,
    /// Publication date, `YYYY-MM-DD`.
    #[validate(custom(function = rules::iso_date, code = "invalid_date"))]
    #[cfg_attr(feature = "openapi", schema(format = Date))]
    pub publish_date: Option<String>,
    /// Free text.
    #[validate(length(max = MAX_LONG_TEXT_CHARS, code = "long_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 10000))]
    pub description: Option<String>,
}

/// One entry of a completion list (titles, companies): `{"id", "name"}`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Suggestion {
    /// The title's or company's id.
    pub id: i64,
    /// Its name.
    pub name: String,
}

/// A person at a company.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Contact {
    /// Server-assigned id; absent for a contact to create.
    pub id: Option<i64>,
    /// The contact's name; required.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(
        custom(function = rules::searchable, code = "contact_name_required"),
        length(max = MAX_NAME_CHARS, code = "name_too_long")
    )]
    #[cfg_attr(feature = "openapi", schema(required, pattern = "\\S", max_length = 200))]
    pub name: String,
    /// E-mail address, optional.
    #[validate(
        length(max = MAX_EMAIL_CHARS, code = "email_too_long"),
        custom(function = rules::email, code = "invalid_email")
    )]
    #[cfg_attr(feature = "openapi", schema(format = Email, max_length = 254))]
    pub email: Option<String>,
}

/// One entry of the contact completion list, with the company the contact belongs to.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ContactSuggestion {
    /// The contact's id.
    pub id: i64,
    /// The contact's name.
    pub name: String,
    /// The contact's e-mail address.
    #[serde(default)]
    pub email: Option<String>,
    /// The id of the contact's company.
    pub company_id: i64,
    /// The name of the contact's company.
    pub company: String,
}

/// A company (publisher, agency, producer...) with its contacts.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Company {
    /// Server-assigned id; absent on create.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub id: Option<i64>,
    /// The company's name; required.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(
        custom(function = rules::searchable, code = "company_name_required"),
        length(max = MAX_NAME_CHARS, code = "name_too_long")
    )]
    #[cfg_attr(feature = "openapi", schema(required, pattern = "\\S", max_length = 200))]
    pub name: String,
    /// Country name.
    #[validate(length(max = MAX_NAME_CHARS, code = "name_too_long"))]
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub country: Option<String>,
    /// Country id (see [`Country::id`]).
    #[validate(length(max = MAX_NAME_CHARS, code = "name_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub country_id: Option<String>,
    /// Kinds of company, each a [`crate::CompanyType`] wire value.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(custom(function = rules::company_types, code = "unknown_company_type"))]
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<crate::CompanyType>))]
    pub types: Vec<String>,
    /// Language name.
    #[validate(length(max = MAX_NAME_CHARS, code = "name_too_long"))]
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub language: Option<String>,
    /// Language id (see [`Language::id`]).
    #[validate(length(max = MAX_NAME_CHARS, code = "name_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub language_id: Option<String>,
    /// Postal address, free text.
    #[validate(length(max = MAX_LONG_TEXT_CHARS, code = "long_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 10000))]
    pub address: Option<String>,
    /// Free text.
    #[validate(length(max = MAX_LONG_TEXT_CHARS, code = "long_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 10000))]
    pub notes: Option<String>,
    /// The company's contacts. On update, those with an id are updated, those without created.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(nested)]
    pub contacts: Vec<Contact>,
    /// On update, ids of contacts to delete. Not sent when empty.
    #[serde(deserialize_with = "nullable::or_default", skip_serializing_if = "Vec::is_empty")]
    // `removeContacts?`: ts-rs reads skip_serializing_if only beside a serde default on the field.
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub remove_contacts: Vec<i64>,
}

/// The stored PDF of a license, as listed (the bytes are fetched separately).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct FileInfo {
    /// The file name as uploaded.
    pub name: String,
    /// Size in bytes.
    pub size: u64,
}

/// A rights contract between the team and a company for a title.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[validate(schema(function = rules::end_not_before_contract, code = "end_before_contract", skip_on_field_errors = false))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct License {
    /// Server-assigned id; absent on create.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub id: Option<i64>,
    /// The title's name; required.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(custom(function = rules::searchable, code = "title_required"), length(max = MAX_NAME_CHARS, code = "name_too_long"))]
    #[cfg_attr(feature = "openapi", schema(required, pattern = "\\S", max_length = 200))]
    pub title: String,
    /// The title's id, when the client picked an existing title.
    pub title_id: Option<i64>,
    /// The company's name; required.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(custom(function = rules::searchable, code = "company_required"), length(max = MAX_NAME_CHARS, code = "name_too_long"))]
    #[cfg_attr(feature = "openapi", schema(required, pattern = "\\S", max_length = 200))]
    pub company: String,
    /// The company's id, when the client picked an existing company.
    pub company_id: Option<i64>,
    /// The agent's name (an agent is a company).
    #[validate(length(max = MAX_NAME_CHARS, code = "name_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub agent: Option<String>,
    /// The agent's company id.
    pub agent_id: Option<i64>,
    /// Commission, free text.
    #[validate(length(max = MAX_SHORT_TEXT_CHARS, code = "short_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub commission: Option<String>,
    /// Contract date, `YYYY-MM-DD`; required.
    #[validate(required(code = "contract_date_required"), custom(function = rules::iso_date, code = "invalid_date"))]
    #[cfg_attr(feature = "openapi", schema(required, nullable = false, format = Date))]
    pub contract_date: Option<String>,
    /// Whether the contract is signed.
    #[serde(deserialize_with = "nullable::or_default")]
    pub signed: bool,
    /// A [`crate::ContractType`] wire value; a string so an unknown one gets a message.
    #[validate(custom(function = rules::contract_type, code = "unknown_contract_type"))]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::ContractType>))]
    pub contract_type: Option<String>,
    /// End date, `YYYY-MM-DD`, not before the contract date.
    #[validate(custom(function = rules::iso_date, code = "invalid_date"))]
    #[cfg_attr(feature = "openapi", schema(format = Date))]
    pub end_date: Option<String>,
    /// Advance or flat fee, a number >= 0.
    #[validate(range(min = MIN_ADVANCE, code = "advance_negative"), custom(function = rules::finite, code = "advance_not_number"))]
    #[cfg_attr(feature = "openapi", schema(minimum = 0))]
    pub advance: Option<f64>,
    /// A [`crate::Currency`] code; a string so an unknown one gets a message.
    #[validate(custom(function = rules::currency, code = "unknown_currency"))]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::Currency>))]
    pub currency: Option<String>,
    /// Royalties, free text.
    #[validate(length(max = MAX_SHORT_TEXT_CHARS, code = "short_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub royalties: Option<String>,
    /// Files fee, free text.
    #[validate(length(max = MAX_SHORT_TEXT_CHARS, code = "short_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub files_fee: Option<String>,
    /// Publication date, `YYYY-MM-DD`.
    #[validate(custom(function = rules::iso_date, code = "invalid_date"))]
    #[cfg_attr(feature = "openapi", schema(format = Date))]
    pub publication_date: Option<String>,
    /// Print run, free text.
    #[validate(length(max = MAX_SHORT_TEXT_CHARS, code = "short_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub print_run: Option<String>,
    /// Retail price, free text.
    #[validate(length(max = MAX_SHORT_TEXT_CHARS, code = "short_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub retail_price: Option<String>,
    /// Free text.
    #[validate(length(max = MAX_LONG_TEXT_CHARS, code = "long_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 10000))]
    pub notes: Option<String>,
    /// The stored PDF, read-only (set by the server).
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub file: Option<FileInfo>,
}

/// An offer a company made for a prospection.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Offer {
    /// Server-assigned id; absent on create.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub id: Option<i64>,
    /// When the offer came in, `YYYY-MM-DD`; required.
    #[validate(required(code = "received_date_required"), custom(function = rules::iso_date, code = "invalid_date"))]
    #[cfg_attr(feature = "openapi", schema(required, nullable = false, format = Date))]
    pub received_date: Option<String>,
    /// The advance offered, a number >= 0; required.
    #[validate(
        required(code = "offer_advance_required"),
        range(min = MIN_ADVANCE, code = "advance_negative"),
        custom(function = rules::finite, code = "advance_not_number")
    )]
    #[cfg_attr(feature = "openapi", schema(required, nullable = false, minimum = 0))]
    pub advance: Option<f64>,
    /// A [`crate::Currency`] code.
    #[validate(custom(function = rules::currency, code = "unknown_currency"))]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::Currency>))]
    pub currency: Option<String>,
    /// Royalty terms, free text.
    #[validate(length(max = MAX_SHORT_TEXT_CHARS, code = "short_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub royalties: Option<String>,
    /// Free text.
    #[validate(length(max = MAX_LONG_TEXT_CHARS, code = "long_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 10000))]
    pub notes: Option<String>,
    /// An [`crate::OfferStatus`] wire value; `pending` when absent.
    #[validate(custom(function = rules::offer_status, code = "unknown_offer_status"))]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::OfferStatus>))]
    pub status: Option<String>,
}

/// One title offered to one company for one right: the pitch, the material sent, the chases,
/// the offers, and at the end a license or a no (api.md, "Prospections").
///
/// The rules that depend on the status (a sent date once sent, an expiry for an option, a
/// reason for a decline) and the moves between statuses are [`crate::validate_prospection`]'s
/// and [`crate::prospection::MOVES`].
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Prospection {
    /// Server-assigned id; absent on create.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub id: Option<i64>,
    /// The title's name; required.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(custom(function = rules::searchable, code = "title_required"), length(max = MAX_NAME_CHARS, code = "name_too_long"))]
    #[cfg_attr(feature = "openapi", schema(required, pattern = "\\S", max_length = 200))]
    pub title: String,
    /// The title's id, when the client picked an existing title.
    pub title_id: Option<i64>,
    /// The company's name; required.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(custom(function = rules::searchable, code = "company_required"), length(max = MAX_NAME_CHARS, code = "name_too_long"))]
    #[cfg_attr(feature = "openapi", schema(required, pattern = "\\S", max_length = 200))]
    pub company: String,
    /// The company's id, when the client picked an existing company.
    pub company_id: Option<i64>,
    /// One of the company's contacts, the editor it went to.
    pub contact_id: Option<i64>,
    /// The contact's name, read-only (set by the server).
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub contact: Option<String>,
    /// The right offered, a [`crate::ContractType`] wire value; `foreign_rights` when absent.
    #[validate(custom(function = rules::contract_type, code = "unknown_contract_type"))]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::ContractType>))]
    pub contract_type: Option<String>,
    /// The language of the edition, an ISO 639-1 code of `GET /api/languages` (the server's
    /// document lists them).
    #[validate(length(max = MAX_SHORT_TEXT_CHARS, code = "short_text_too_long"))]
    pub language: Option<String>,
    /// The territory, free text ("World", "UK & Commonwealth").
    #[validate(length(max = MAX_SHORT_TEXT_CHARS, code = "short_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub territory: Option<String>,
    /// A [`crate::ProspectionStatus`] wire value; `to_send` when absent.
    #[validate(custom(function = rules::prospection_status, code = "unknown_status"))]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::ProspectionStatus>))]
    pub status: Option<String>,
    /// When the material went out, `YYYY-MM-DD`.
    #[validate(custom(function = rules::iso_date, code = "invalid_date"))]
    #[cfg_attr(feature = "openapi", schema(format = Date))]
    pub sent_date: Option<String>,
    /// When to chase the editor next, `YYYY-MM-DD`, not before the sent date.
    #[validate(custom(function = rules::iso_date, code = "invalid_date"))]
    #[cfg_attr(feature = "openapi", schema(format = Date))]
    pub chase_date: Option<String>,
    /// When the editor was last chased, `YYYY-MM-DD`.
    #[validate(custom(function = rules::iso_date, code = "invalid_date"))]
    #[cfg_attr(feature = "openapi", schema(format = Date))]
    pub last_chased_date: Option<String>,
    /// When an option ends, `YYYY-MM-DD`; required for an option.
    #[validate(custom(function = rules::iso_date, code = "invalid_date"))]
    #[cfg_attr(feature = "openapi", schema(format = Date))]
    pub option_expiry: Option<String>,
    /// A [`crate::DeclineReason`] wire value; required once declined.
    #[validate(custom(function = rules::decline_reason, code = "unknown_decline_reason"))]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::DeclineReason>))]
    pub decline_reason: Option<String>,
    /// What was sent, each a [`crate::Material`] wire value.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(custom(function = rules::materials, code = "unknown_material"))]
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<crate::Material>))]
    pub material: Vec<String>,
    /// Where it was pitched: a fair, a channel; free text.
    #[validate(length(max = MAX_SHORT_TEXT_CHARS, code = "short_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub source: Option<String>,
    /// The advance hoped for, a number >= 0.
    #[validate(range(min = MIN_ADVANCE, code = "advance_negative"), custom(function = rules::finite, code = "advance_not_number"))]
    #[cfg_attr(feature = "openapi", schema(minimum = 0))]
    pub expected_advance: Option<f64>,
    /// A [`crate::Currency`] code, of the expected advance.
    #[validate(custom(function = rules::currency, code = "unknown_currency"))]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::Currency>))]
    pub currency: Option<String>,
    /// The team member who follows it; the creator when absent.
    pub owner_id: Option<i64>,
    /// The owner's name, read-only (set by the server).
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub owner: Option<String>,
    /// Free text.
    #[validate(length(max = MAX_LONG_TEXT_CHARS, code = "long_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 10000))]
    pub notes: Option<String>,
    /// The license it became, read-only (set by converting).
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub license_id: Option<i64>,
    /// The offers received, oldest first, read-only (added by `POST .../offers`).
    #[serde(deserialize_with = "nullable::or_default")]
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub offers: Vec<Offer>,
    /// When it was created, RFC 3339 in UTC, read-only.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub created_at: Option<String>,
    /// When it last changed, RFC 3339 in UTC, read-only.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub updated_at: Option<String>,
}

/// What an update changed: `{field: [before, after]}`, fields by their wire names.
pub type Changes = BTreeMap<String, [serde_json::Value; 2]>;

/// One entry of the team's activity log: who changed which record, when, and for an update the
/// fields that changed (api.md, "Activity"). The server writes it in the transaction of the change;
/// nobody edits or deletes it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ActivityEntry {
    /// Entries are numbered in the order they were written.
    pub id: i64,
    /// When, RFC 3339 in UTC.
    pub at: String,
    /// Who: a user of the team; absent for the command line.
    pub actor_id: Option<i64>,
    /// The user's name.
    pub actor: Option<String>,
    /// What was done.
    pub action: crate::ActivityAction,
    /// The kind of record.
    pub entity_type: crate::EntityType,
    /// The record's id; absent for an import (many records).
    pub entity_id: Option<i64>,
    /// The record's name when it was written ("Dune", "Dune → Gallimard"), or what an import made.
    pub entity_name: String,
    /// For an update or a move: `{field: [before, after]}` of the fields that changed.
    #[cfg_attr(feature = "ts", ts(type = "Record<string, [unknown, unknown]> | null"))]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<Object>))]
    pub changes: Option<Changes>,
}

/// A team event of the calendar: a meeting, a fair, a reminder (api.md, "Calendar"). All-day
/// events start and end on dates (`YYYY-MM-DD`, the end inclusive: a fair from the 14th to the
/// 18th ends on the 18th); timed ones at the team's local time (`YYYY-MM-DDTHH:MM`). The shapes
/// and the order of start and end are [`crate::validate_event`]'s.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Event {
    /// Server-assigned id; absent on create.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub id: Option<i64>,
    /// What it is ("Frankfurt Book Fair", "Lunch with Gallimard"); required.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(custom(function = rules::searchable, code = "event_title_required"), length(max = MAX_NAME_CHARS, code = "name_too_long"))]
    #[cfg_attr(feature = "openapi", schema(required, pattern = "\\S", max_length = 200))]
    pub title: String,
    /// `YYYY-MM-DD` when all day, else `YYYY-MM-DDTHH:MM`; required.
    #[validate(required(code = "event_start_required"))]
    #[cfg_attr(feature = "openapi", schema(required, nullable = false, examples("2026-10-14", "2026-10-14T09:30")))]
    pub start: Option<String>,
    /// As `start`, not before it; absent for a single day or an open-ended time.
    #[cfg_attr(feature = "openapi", schema(examples("2026-10-18", "2026-10-14T10:30")))]
    pub end: Option<String>,
    /// Whether it takes whole days (dates) rather than a time (dates and times).
    pub all_day: bool,
    /// Where: a fair's hall and stand, a restaurant, a video call's address.
    #[validate(length(max = MAX_SHORT_TEXT_CHARS, code = "short_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub location: Option<String>,
    /// The company it is with, one of the team's.
    pub company_id: Option<i64>,
    /// The company's name, read-only (set by the server).
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub company: Option<String>,
    /// The contact it is with, one of the company's.
    pub contact_id: Option<i64>,
    /// The contact's name, read-only (set by the server).
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub contact: Option<String>,
    /// Free text.
    #[validate(length(max = MAX_LONG_TEXT_CHARS, code = "long_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 10000))]
    pub notes: Option<String>,
}

/// One entry of the calendar (api.md, "Calendar"): a date of a record (computed from it when asked,
/// never stored twice) or a team event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct CalendarEntry {
    /// Stable across calls and edits of the date: the kind and the record's id (`chase-42`,
    /// `event-7`), so a feed's reader replaces an entry whose date moved.
    pub id: String,
    /// What is due.
    pub kind: crate::CalendarKind,
    /// `YYYY-MM-DD` when all day, else `YYYY-MM-DDTHH:MM`.
    pub start: String,
    /// As `start`: the last day of an all-day entry (inclusive), the end of a timed one.
    pub end: String,
    /// Whether it takes whole days.
    pub all_day: bool,
    /// The record's name ("Dune → Gallimard", "Dune – Gallimard", "Dune") or the event's title.
    pub title: String,
    /// The kind of record it opens.
    pub entity_type: crate::EntityType,
    /// The record's id.
    pub entity_id: i64,
    /// Whether the date may be moved from the calendar: a chase date and an event; the other
    /// dates are terms of a contract or a title, changed on their record.
    pub movable: bool,
}

/// A user of a team as its admins manage them (api.md, "The team and the account"): listed by
/// `GET /api/users`, created by `POST /api/users`, changed by `PUT /api/users/{id}`.
///
/// `password` is only ever sent by a client (the first password of a new user, optional) or
/// answered once by the create that generated it; no list carries it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct User {
    /// Server-assigned id; absent on create.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub id: Option<i64>,
    /// The address the user signs in with, stored in lower case; required, and set once: an
    /// update keeps it.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(
        custom(function = rules::filled, code = "email_required"),
        length(max = MAX_EMAIL_CHARS, code = "email_too_long"),
        custom(function = rules::email, code = "invalid_email")
    )]
    #[cfg_attr(feature = "openapi", schema(required, format = Email, max_length = 254))]
    pub email: String,
    /// The name the team sees; required.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(
        custom(function = rules::searchable, code = "name_required"),
        length(max = MAX_NAME_CHARS, code = "name_too_long")
    )]
    #[cfg_attr(feature = "openapi", schema(required, pattern = "\\S", max_length = 200))]
    pub name: String,
    /// A [`Role`] wire value; a string so an unknown one gets a message.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(custom(function = rules::role, code = "unknown_role"))]
    #[cfg_attr(feature = "openapi", schema(required, value_type = Role))]
    pub role: String,
    /// Whether the user may sign in; `true` when absent. A deactivated user's tokens are
    /// refused at once.
    pub active: bool,
    /// Write-only, on create: the first password, at least
    /// [`crate::limits::MIN_PASSWORD_CHARS`] characters; absent (or empty) to have the server
    /// generate one, which the create's answer then carries, the only time it is shown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[validate(length(min = MIN_PASSWORD_CHARS, code = "password_too_short"))]
    #[cfg_attr(feature = "openapi", schema(min_length = 10, format = Password))]
    pub password: Option<String>,
}

impl Default for User {
    /// An active user with nothing else filled in (a form's starting point).
    fn default() -> Self {
        User { id: None, email: String::new(), name: String::new(), role: String::new(), active: true, password: None }
    }
}

/// A country of the reference list (ISO 3166-1).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Country {
    /// Stable id, the same across restarts and databases.
    pub id: String,
    /// ISO 3166-1 code.
    pub code: String,
    /// English name.
    pub name: String,
}

/// A language of the reference list (ISO 639-1).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Language {
    /// Stable id, the same across restarts and databases.
    pub id: String,
    /// ISO 639-1 code.
    pub code: String,
    /// English name.
    pub name: String,
}

/// The claims of a sign-in token (HS256 JWT). The names are the JWT's own snake_case claim
/// names, not camelCase.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Claims {
    /// The user id.
    pub sub: String,
    /// The user's roles.
    pub roles: Vec<Role>,
    /// The username.
    pub name: String,
    /// The user's team; every query is scoped to it.
    pub team_id: i64,
    /// The user's company.
    pub company_id: i64,
    /// Issued at, seconds since the Unix epoch.
    pub iat: i64,
    /// Expires at, seconds since the Unix epoch.
    pub exp: i64,
    /// Token id, used to revoke the token on logout.
    pub jti: String,
    /// The version of the user's credentials when the token was issued; a token whose version
    /// is no longer the account's (the password changed since) is refused.
    #[serde(default)]
    pub ver: i64,
}

impl Claims {
    /// Whether the token carries `role`.
    pub fn has_role(&self, role: Role) -> bool {
        self.roles.contains(&role)
    }

    /// Whether any of the roles may change business data.
    pub fn can_write(&self) -> bool {
        self.roles.iter().any(|role| role.can_write())
    }

    /// Whether any of the roles may manage the team's users.
    pub fn can_manage_users(&self) -> bool {
        self.roles.iter().any(|role| role.can_manage_users())
    }
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use serde_json::{Value, json};

    use super::*;

    fn full_license() -> License {
        License {
            id: Some(7),
            title: "Les Misérables".into(),
            title_id: Some(3),
            company: "Gallimard".into(),
            company_id: Some(4),
            agent: Some("Agence Littéraire".into()),
            agent_id: Some(5),
            commission: Some("10%".into()),
            contract_date: Some("2024-01-05".into()),
            signed: true,
            contract_type: Some("foreign_rights".into()),
            end_date: Some("2029-01-05".into()),
            advance: Some(1500.5),
            currency: Some("EUR".into()),
            royalties: Some("8% to 10k, then 10%".into()),
            files_fee: Some("300".into()),
            publication_date: Some("2025-03-01".into()),
            print_run: Some("5000".into()),
            retail_price: Some("24.90".into()),
            notes: Some("Renewal option".into()),
            file: Some(FileInfo { name: "contract.pdf".into(), size: 1234 }),
        }
    }

    #[test]
    fn license_round_trips_with_camel_case_names() {
        let license = full_license();
        let value = serde_json::to_value(&license).unwrap();
        let keys: Vec<&str> = value.as_object().unwrap().keys().map(String::as_str).collect();
        for key in [
            "id",
            "title",
            "titleId",
            "company",
            "companyId",
            "agent",
            "agentId",
            "commission",
            "contractDate",
            "signed",
            "contractType",
            "endDate",
            "advance",
            "currency",
            "royalties",
            "filesFee",
            "publicationDate",
            "printRun",
            "retailPrice",
            "notes",
            "file",
        ] {
            assert!(keys.contains(&key), "missing {key} in {keys:?}");
        }
        assert_eq!(keys.len(), 21);
        assert_eq!(value["file"], json!({"name": "contract.pdf", "size": 1234}));
        assert_eq!(value["advance"], json!(1500.5));
        assert_eq!(serde_json::from_value::<License>(value).unwrap(), license);
    }

    #[test]
    fn license_reads_a_minimal_payload_with_nulls() {
        let license: License =
            serde_json::from_value(json!({"title": null, "signed": null, "advance": 12, "file": null})).unwrap();
        assert_eq!(license, License { advance: Some(12.0), ..License::default() });
        // Absent optional fields go out as null; the server answers with every field.
        let value = serde_json::to_value(License::default()).unwrap();
        assert_eq!(value["endDate"], Value::Null);
        assert_eq!(value["signed"], json!(false));
    }

    #[test]
    fn license_refuses_wrong_types() {
        assert!(serde_json::from_value::<License>(json!({"advance": "12"})).is_err());
        assert!(serde_json::from_value::<License>(json!({"signed": "yes"})).is_err());
        assert!(serde_json::from_value::<License>(json!({"titleId": "3"})).is_err());
    }

    #[test]
    fn company_round_trips_with_camel_case_names() {
        let company = Company {
            id: Some(1),
            name: "Gallimard".into(),
            country: Some("France".into()),
            country_id: Some("FR".into()),
            types: vec!["publisher".into(), "other".into()],
            language: Some("French".into()),
            language_id: Some("fr".into()),
            address: Some("5 rue Gaston-Gallimard, Paris".into()),
            notes: None,
            contacts: vec![
                Contact { id: Some(2), name: "Anne".into(), email: Some("anne@example.com".into()) },
                Contact { id: None, name: "Paul".into(), email: None },
            ],
            remove_contacts: vec![9],
        };
        let value = serde_json::to_value(&company).unwrap();
        assert_eq!(value["countryId"], json!("FR"));
        assert_eq!(value["languageId"], json!("fr"));
        assert_eq!(value["removeContacts"], json!([9]));
        assert_eq!(value["contacts"][1], json!({"id": null, "name": "Paul", "email": null}));
        assert_eq!(serde_json::from_value::<Company>(value).unwrap(), company);
    }

    #[test]
    fn company_leaves_out_an_empty_remove_contacts() {
        let value = serde_json::to_value(Company { name: "X".into(), ..Company::default() }).unwrap();
        assert!(value.get("removeContacts").is_none());
        assert_eq!(value["contacts"], json!([]));
        let company: Company = serde_json::from_value(json!({"name": "X", "contacts": null, "types": null})).unwrap();
        assert!(company.contacts.is_empty() && company.types.is_empty() && company.remove_contacts.is_empty());
    }

    #[test]
    fn title_and_suggestions_use_camel_case() {
        let title = Title {
            id: Some(1),
            name: "Dune".into(),
            author: Some("Frank Herbert".into()),
            publish_date: Some("1965-08-01".into()),
            description: None,
        };
        let value = serde_json::to_value(&title).unwrap();
        assert_eq!(value["publishDate"], json!("1965-08-01"));
        assert_eq!(serde_json::from_value::<Title>(value).unwrap(), title);
        assert_eq!(serde_json::from_value::<Title>(json!({})).unwrap(), Title::default());

        let suggestion =
            ContactSuggestion { id: 1, name: "Anne".into(), email: None, company_id: 2, company: "G".into() };
        let value = serde_json::to_value(&suggestion).unwrap();
        assert_eq!(value, json!({"id": 1, "name": "Anne", "email": null, "companyId": 2, "company": "G"}));
        assert_eq!(
            serde_json::to_value(Suggestion { id: 3, name: "Dune".into() }).unwrap(),
            json!({"id": 3, "name": "Dune"})
        );
        let country = Country { id: "FR".into(), code: "FR".into(), name: "France".into() };
        assert_eq!(serde_json::to_value(&country).unwrap(), json!({"id": "FR", "code": "FR", "name": "France"}));
        let language: Language = serde_json::from_value(json!({"id": "fr", "code": "fr", "name": "French"})).unwrap();
        assert_eq!(language.name, "French");
    }

    #[test]
    fn claims_keep_jwt_names_and_grant_by_role() {
        let claims: Claims = serde_json::from_value(json!({
            "sub": "42", "roles": ["editor", "viewer"], "name": "Ada Lovelace",
            "team_id": 1, "company_id": 2, "iat": 1_700_000_000, "exp": 1_700_003_600, "jti": "abc"
        }))
        .unwrap();
        assert_eq!(claims.roles, [Role::Editor, Role::Viewer]);
        assert!(claims.has_role(Role::Editor) && !claims.has_role(Role::Admin));
        assert!(claims.can_write() && !claims.can_manage_users());
        let value = serde_json::to_value(&claims).unwrap();
        assert_eq!(value["team_id"], json!(1));
        assert_eq!(value["company_id"], json!(2));
        assert!(serde_json::from_value::<Claims>(json!({"roles": ["root"]})).is_err());
        assert!(!Claims::default().can_write());
    }
}
