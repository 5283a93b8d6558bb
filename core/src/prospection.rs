//! The selling work: a [`Prospection`] and its [`Offer`]s (wire shapes, stored form), the moves a
//! prospection may make between statuses ([`MOVES`], docs/http.md's
//! table, the one place both the server and the browser read it), and the rules of a
//! prospection and of an offer.
//!
//! The rules that compare fields or depend on the status are written here rather than as
//! `validator` schema attributes: several can fail at once (an option with neither a sent date
//! nor an expiry), and a schema function answers one error.

use serde::{Deserialize, Serialize};
use validator::Validate;

use crate::dates::IsoDate;
use crate::enums::{ContractType, ProspectionStatus};
use crate::license::License;
use crate::territory::Territory;
// Short, for the table and the tests.
use crate::enums::ProspectionStatus as Status;
use crate::field_errors::FieldErrors;
use crate::limits::{CHASE_AFTER_DAYS, MAX_LONG_TEXT_CHARS, MAX_NAME_CHARS, MAX_SHORT_TEXT_CHARS, MIN_ADVANCE};
use crate::messages;
use crate::normalize::{Normalize, distinct, sorted_ids, tidy, trimmed};
use crate::{nullable, rules};

/// An offer's advance has its currency.
fn offer_with_currency(offer: &Offer) -> Result<(), validator::ValidationError> {
    rules::currency_with_amount(offer.advance, &offer.currency)
}

/// The expected advance has its currency.
fn expected_with_currency(prospection: &Prospection) -> Result<(), validator::ValidationError> {
    rules::currency_with_amount(prospection.expected_advance, &prospection.currency)
}

/// An offer a company made for a prospection.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[validate(schema(function = offer_with_currency, code = "currency_required", skip_on_field_errors = false))]
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
/// the offers, and at the end a license or a no (docs/http.md, "Prospections").
///
/// The rules that depend on the status (a sent date once sent, an expiry for an option, a
/// reason for a decline) and the moves between statuses are [`crate::validate_prospection`]'s
/// and [`crate::prospection::MOVES`].
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[validate(schema(function = expected_with_currency, code = "currency_required", skip_on_field_errors = false))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Prospection {
    /// Server-assigned id; absent on create.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub id: Option<i64>,
    /// The record's version, read-only (set by the server): 1 when made, one more with every
    /// write to it or to what belongs to it; also its `ETag` (docs/http.md, "Versions").
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub version: Option<i64>,
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
    #[cfg_attr(feature = "openapi", schema(value_type = Option<ContractType>))]
    pub contract_type: Option<String>,
    /// The language of the edition, an ISO 639-1 code of `GET /api/languages` (the server's
    /// document lists them); every language when absent.
    #[validate(custom(function = rules::language_code, code = "unknown_language"))]
    pub language: Option<String>,
    /// Where it is offered; the world when absent. Its text form ("DE, AT") is read too.
    pub territory: Option<Territory>,
    /// A [`crate::ProspectionStatus`] wire value; `to_send` when absent.
    #[validate(custom(function = rules::prospection_status, code = "unknown_status"))]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<ProspectionStatus>))]
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
    /// The title's material files that were sent, by id (`GET /api/titles/{id}/materials`);
    /// each must be a file of this prospection's title, which only the server can check.
    #[serde(deserialize_with = "nullable::or_default")]
    pub material_files: Vec<i64>,
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
    /// The fair meeting it was made from, read-only (set by the meeting's follow-ups).
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub fair_meeting_id: Option<i64>,
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

impl Normalize for Offer {
    fn normalized(self) -> Self {
        let Offer { id, received_date, advance, currency, royalties, notes, status } = self;
        Offer {
            id,
            received_date: tidy(received_date),
            advance,
            currency: tidy(currency),
            royalties: tidy(royalties),
            notes: tidy(notes),
            status: tidy(status),
        }
    }
}

impl Normalize for Prospection {
    /// Also: the material without repeats, the material files sorted without repeats, the
    /// offers normalised.
    fn normalized(self) -> Self {
        let Prospection {
            id,
            version,
            title,
            title_id,
            company,
            company_id,
            contact_id,
            contact,
            contract_type,
            language,
            territory,
            status,
            sent_date,
            chase_date,
            last_chased_date,
            option_expiry,
            decline_reason,
            material,
            material_files,
            source,
            expected_advance,
            currency,
            owner_id,
            owner,
            notes,
            license_id,
            fair_meeting_id,
            offers,
            created_at,
            updated_at,
        } = self;
        Prospection {
            id,
            version,
            title: trimmed(&title),
            title_id,
            company: trimmed(&company),
            company_id,
            contact_id,
            contact,
            contract_type: tidy(contract_type),
            language: tidy(language),
            territory: territory.map(Territory::normalized),
            status: tidy(status),
            sent_date: tidy(sent_date),
            chase_date: tidy(chase_date),
            last_chased_date: tidy(last_chased_date),
            option_expiry: tidy(option_expiry),
            decline_reason: tidy(decline_reason),
            material: distinct(&material),
            material_files: sorted_ids(material_files),
            source: tidy(source),
            expected_advance,
            currency: tidy(currency),
            owner_id,
            owner,
            notes: tidy(notes),
            license_id,
            fair_meeting_id,
            offers: offers.into_iter().map(Normalize::normalized).collect(),
            created_at,
            updated_at,
        }
    }
}

/// The statuses each status may move to (docs/http.md, "Prospections"). Staying in the same status is
/// not a move. `Status::Licensed` is in no list: only converting to a license reaches it, from
/// [`CONVERTIBLE`].
pub const MOVES: [(ProspectionStatus, &[ProspectionStatus]); 10] = [
    (Status::ToSend, &[Status::Sent, Status::Withdrawn]),
    (
        Status::Sent,
        &[Status::Reading, Status::Interested, Status::Offer, Status::Declined, Status::Expired, Status::Withdrawn],
    ),
    (Status::Reading, &[Status::Interested, Status::Offer, Status::Declined, Status::Expired, Status::Withdrawn]),
    (Status::Interested, &[Status::Offer, Status::Option, Status::Declined, Status::Expired, Status::Withdrawn]),
    (Status::Offer, &[Status::Option, Status::Declined, Status::Withdrawn]),
    (Status::Option, &[Status::Declined, Status::Expired, Status::Withdrawn]),
    (Status::Licensed, &[]),
    (Status::Declined, &[Status::Sent, Status::Interested]),
    (Status::Expired, &[Status::Sent, Status::Interested]),
    (Status::Withdrawn, &[Status::Sent, Status::Interested]),
];

/// The statuses from which a prospection may be converted to a license.
pub const CONVERTIBLE: [ProspectionStatus; 3] = [Status::Interested, Status::Offer, Status::Option];

impl ProspectionStatus {
    /// The statuses this one may move to, in [`MOVES`]' order.
    pub fn next(self) -> &'static [ProspectionStatus] {
        MOVES.iter().find(|(from, _)| *from == self).map_or(&[], |(_, to)| to)
    }

    /// Whether a prospection in this status may be saved in status `to`: the same status, or an
    /// allowed move.
    pub fn may_become(self, to: ProspectionStatus) -> bool {
        self == to || self.next().contains(&to)
    }

    /// Still being worked on: neither licensed nor closed by a no.
    pub fn is_open(self) -> bool {
        !matches!(self, Status::Licensed | Status::Declined | Status::Expired | Status::Withdrawn)
    }

    /// Whether the material has gone out in this status, so that a sent date is due.
    pub fn needs_sent_date(self) -> bool {
        !matches!(self, Status::ToSend | Status::Withdrawn)
    }

    /// The status once an offer is logged: a prospection still waiting for an answer (sent,
    /// being read, interested) moves to `offer`; any other keeps its status.
    pub fn after_offer(self) -> ProspectionStatus {
        if matches!(self, Status::Sent | Status::Reading | Status::Interested) { Status::Offer } else { self }
    }
}

/// The status a prospection is saved in: its `status` (trimmed), `to_send` when absent; `None`
/// for an unknown one, which [`validate_prospection`] names.
fn status_of(prospection: &Prospection) -> Option<ProspectionStatus> {
    match prospection.status.as_deref().map(str::trim) {
        None | Some("") => Some(Status::ToSend),
        Some(text) => ProspectionStatus::parse(text),
    }
}

/// The next chase after `day` (the day the material went out, or a chase) when nobody names
/// another: [`CHASE_AFTER_DAYS`] later.
pub fn next_chase(day: IsoDate) -> IsoDate {
    day.plus_days(CHASE_AFTER_DAYS)
}

/// Checks the move from the stored status to the submitted one: `{status: "Cannot move from
/// Offer to Sent"}` when [`MOVES`] does not allow it, empty otherwise.
pub fn validate_move(from: ProspectionStatus, to: ProspectionStatus) -> FieldErrors {
    let mut errors = FieldErrors::new();
    if !from.may_become(to) {
        errors.add("status", messages::move_refused(from, to));
    }
    errors
}

/// Checks a prospection as submitted (create or update), in its stored form: title and company
/// required, known lists, real dates, the chase not before the sent date, and what its status
/// needs (a sent date once sent, an expiry for an option, a reason for a decline). Keys are the
/// camelCase field names. The move from the stored status is [`validate_move`]'s.
pub fn validate_prospection(prospection: &Prospection) -> FieldErrors {
    let prospection = prospection.clone().normalized();
    let mut errors = FieldErrors::of(&prospection);
    // The codes' form here; which exist, the caller's list (`check_prospection`'s `also`).
    if let Some(problem) = prospection.territory.as_ref().and_then(|territory| territory.problem(|_| true)) {
        errors.add("territory", problem);
    }
    let date = |text: &Option<String>| text.as_deref().and_then(IsoDate::parse);
    let status = prospection.status.as_deref().map_or(Some(Status::ToSend), ProspectionStatus::parse);
    if let Some(status) = status {
        if status.needs_sent_date() && prospection.sent_date.is_none() {
            errors.add("sentDate", messages::SENT_DATE_REQUIRED);
        }
        if status == Status::Option && prospection.option_expiry.is_none() {
            errors.add("optionExpiry", messages::OPTION_EXPIRY_REQUIRED);
        }
        if status == Status::Declined && prospection.decline_reason.is_none() {
            errors.add("declineReason", messages::DECLINE_REASON_REQUIRED);
        }
    }
    if let (Some(sent), Some(chase)) = (date(&prospection.sent_date), date(&prospection.chase_date))
        && chase < sent
    {
        errors.add("chaseDate", messages::CHASE_BEFORE_SENT);
    }
    errors
}

/// Checks a new prospection: [`validate_prospection`]'s rules, and not `licensed`, which only
/// converting one with its license makes it.
pub fn validate_new_prospection(prospection: &Prospection) -> FieldErrors {
    let mut errors = validate_prospection(prospection);
    if status_of(prospection) == Some(Status::Licensed) {
        errors.add("status", messages::LICENSED_BY_CONVERTING);
    }
    errors
}

/// Checks a prospection saved over one stored in status `from`: [`validate_prospection`]'s rules
/// and the move ([`validate_move`]), every broken one at once, so that a forbidden move and a
/// missing option expiry come back in one answer.
pub fn validate_prospection_change(from: ProspectionStatus, prospection: &Prospection) -> FieldErrors {
    let mut errors = validate_prospection(prospection);
    if let Some(to) = status_of(prospection) {
        validate_move(from, to).iter().for_each(|(field, message)| errors.add(field, message));
    }
    errors
}

/// A prospection that passed its rules: its stored form (the status and the contract type
/// written out, their defaults applied), and both as typed values, which the caller passes on
/// rather than parsing the text again.
#[derive(Debug, Clone, PartialEq)]
pub struct CheckedProspection {
    /// The prospection, normalised, `status` and `contractType` always present.
    pub prospection: Prospection,
    /// Its status (`to_send` when none was given).
    pub status: ProspectionStatus,
    /// The right offered (`foreign_rights` when none was given).
    pub contract_type: ContractType,
}

/// Checks a prospection with `validate` ([`validate_new_prospection`], or
/// [`validate_prospection_change`] from the stored status) and with what only the caller knows
/// (`also`, e.g. the server's language list), every broken rule at once; once valid, parses its
/// closed lists into their typed values.
pub fn check_prospection(
    prospection: Prospection,
    validate: impl FnOnce(&Prospection) -> FieldErrors,
    also: impl FnOnce(&Prospection, &mut FieldErrors),
) -> Result<CheckedProspection, FieldErrors> {
    let mut errors = validate(&prospection);
    let mut prospection = prospection.normalized();
    also(&prospection, &mut errors);
    let status = status_of(&prospection);
    let contract_type =
        prospection.contract_type.as_deref().map_or(Some(ContractType::ForeignRights), ContractType::parse);
    match (errors.into_result(), status, contract_type) {
        (Ok(()), Some(status), Some(contract_type)) => {
            prospection.status = Some(status.to_string());
            prospection.contract_type = Some(contract_type.to_string());
            Ok(CheckedProspection { prospection, status, contract_type })
        }
        (Err(errors), ..) => Err(errors),
        // The rules refuse an unknown status or contract type; a `validate` that did not is a
        // caller's bug, answered as the rule would.
        (Ok(()), None, _) => Err([("status", messages::UNKNOWN_STATUS)].into_iter().collect()),
        (Ok(()), _, None) => Err([("contractType", messages::UNKNOWN_CONTRACT_TYPE)].into_iter().collect()),
    }
}

/// "Mark sent": a prospection moving from `from` to `sent` without a sent date went out `today`,
/// and is chased [`next_chase`] from then unless it names a chase date. Any other save is
/// returned as it came, normalised. The browser's move and the server's update both apply it,
/// so a move to `sent` means the same whoever sends it.
pub fn mark_sent(from: ProspectionStatus, prospection: Prospection, today: IsoDate) -> Prospection {
    let mut prospection = prospection.normalized();
    if from != Status::Sent && status_of(&prospection) == Some(Status::Sent) && prospection.sent_date.is_none() {
        prospection.sent_date = Some(today.to_string());
        prospection.chase_date.get_or_insert_with(|| next_chase(today).to_string());
    }
    prospection
}

/// The next chase date of a chase recorded `today` on `prospection` (as stored): `next` when
/// given (blank is not given), else [`next_chase`] from today. Refused on `nextChaseDate` when
/// it is not a date, or before the sent date (the rule [`validate_prospection`] holds a stored
/// chase date to).
pub fn chase_date(prospection: &Prospection, next: Option<&str>, today: IsoDate) -> Result<IsoDate, FieldErrors> {
    let mut errors = FieldErrors::new();
    let next = match next.map(str::trim).filter(|text| !text.is_empty()) {
        None => next_chase(today),
        Some(text) => match IsoDate::parse(text) {
            Some(date) => date,
            None => {
                errors.add("nextChaseDate", messages::INVALID_DATE);
                return Err(errors);
            }
        },
    };
    let sent = prospection.sent_date.as_deref().map(str::trim).and_then(IsoDate::parse);
    if sent.is_some_and(|sent| next < sent) {
        errors.add("nextChaseDate", messages::CHASE_BEFORE_SENT);
    }
    errors.into_result().map(|()| next)
}

/// What converting a prospection makes: its license, and the offer it accepts.
#[derive(Debug, Clone, PartialEq)]
pub struct Conversion {
    /// An unsigned license of the prospection's title, company, contract type (`foreign_rights`
    /// when it has none), language and territory, dated the day of the conversion, with the advance,
    /// currency and royalties of the latest offer, or else the expected advance and its currency.
    pub license: License,
    /// The id of the latest offer (by received date, then id), which the conversion accepts.
    pub accepted_offer: Option<i64>,
}

/// Converts a stored prospection to a license `today`; refused, with the 409's message, unless
/// its status is one of [`CONVERTIBLE`].
pub fn convert(prospection: &Prospection, today: IsoDate) -> Result<Conversion, String> {
    let status = status_of(prospection).unwrap_or(Status::ToSend);
    if !CONVERTIBLE.contains(&status) {
        return Err(messages::not_convertible(status));
    }
    let latest = prospection.offers.iter().max_by(|a, b| (&a.received_date, a.id).cmp(&(&b.received_date, b.id)));
    let (advance, currency, royalties) = match latest {
        Some(offer) => (offer.advance, offer.currency.clone(), offer.royalties.clone()),
        None => (prospection.expected_advance, prospection.currency.clone(), None),
    };
    let contract_type = prospection.contract_type.clone().unwrap_or_else(|| ContractType::ForeignRights.to_string());
    let license = License {
        title: prospection.title.clone(),
        title_id: prospection.title_id,
        company: prospection.company.clone(),
        company_id: prospection.company_id,
        contract_date: Some(today.to_string()),
        contract_type: Some(contract_type),
        language: prospection.language.clone(),
        territory: prospection.territory.clone().unwrap_or_default(),
        advance,
        currency,
        royalties,
        ..License::default()
    };
    Ok(Conversion { license, accepted_offer: latest.and_then(|offer| offer.id) })
}

/// Checks an offer as submitted: received date and advance required, the advance a number
/// >= 0, known currency and status, texts bounded.
pub fn validate_offer(offer: &Offer) -> FieldErrors {
    FieldErrors::of(&offer.clone().normalized())
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;

    fn sent() -> Prospection {
        Prospection {
            title: "Dune".into(),
            company: "Gallimard".into(),
            status: Some("sent".into()),
            sent_date: Some("2026-03-10".into()),
            ..Prospection::default()
        }
    }

    #[test]
    fn every_status_has_one_row_and_licensed_is_reached_by_converting_only() {
        for status in ProspectionStatus::ALL {
            assert_eq!(MOVES.iter().filter(|(from, _)| *from == status).count(), 1, "{status}");
            assert!(!status.next().contains(&Status::Licensed), "{status} moves to licensed");
            assert!(!status.next().contains(&status), "{status} moves to itself");
            assert!(status.may_become(status));
        }
        assert!(Status::Licensed.next().is_empty());
        assert!(CONVERTIBLE.iter().all(|status| status.is_open()));
    }

    #[test]
    fn moves_follow_the_contract_table() {
        assert_eq!(Status::ToSend.next(), [Status::Sent, Status::Withdrawn]);
        assert!(Status::Sent.may_become(Status::Reading) && !Status::Reading.next().contains(&Status::Reading));
        assert!(Status::Interested.may_become(Status::Option) && !Status::Sent.may_become(Status::Option));
        assert!(!Status::Offer.may_become(Status::Sent) && !Status::Offer.may_become(Status::Expired));
        for closed in [Status::Declined, Status::Expired, Status::Withdrawn] {
            assert_eq!(closed.next(), [Status::Sent, Status::Interested], "{closed} reopens");
            assert!(!closed.is_open());
        }
    }

    #[test]
    fn a_refused_move_names_both_statuses() {
        assert!(validate_move(Status::Sent, Status::Offer).is_empty());
        assert!(validate_move(Status::Offer, Status::Offer).is_empty());
        assert_eq!(validate_move(Status::Offer, Status::Sent).get("status"), Some("Cannot move from Offer to Sent"));
        assert_eq!(
            validate_move(Status::Option, Status::Licensed).get("status"),
            Some("Cannot move from Option to Licensed: convert it to a license instead")
        );
    }

    #[test]
    fn a_planned_pitch_needs_only_title_and_company() {
        let planned = Prospection { title: "Dune".into(), company: "Gallimard".into(), ..Prospection::default() };
        assert!(validate_prospection(&planned).is_empty());
        let pairs: Vec<_> = validate_prospection(&Prospection::default()).iter().map(|(f, _)| f.to_owned()).collect();
        assert_eq!(pairs, ["company", "title"]);
    }

    #[test]
    fn what_each_status_needs() {
        assert!(validate_prospection(&sent()).is_empty());
        let unsent = Prospection { sent_date: None, ..sent() };
        assert_eq!(validate_prospection(&unsent).get("sentDate"), Some(messages::SENT_DATE_REQUIRED));
        let withdrawn = Prospection { status: Some("withdrawn".into()), ..unsent };
        assert!(validate_prospection(&withdrawn).is_empty(), "withdrawn before it went out");
        let option = Prospection { status: Some("option".into()), sent_date: Some(" ".into()), ..sent() };
        let errors = validate_prospection(&option);
        assert_eq!(errors.get("optionExpiry"), Some(messages::OPTION_EXPIRY_REQUIRED));
        assert_eq!(errors.get("sentDate"), Some(messages::SENT_DATE_REQUIRED));
        let declined = Prospection { status: Some("declined".into()), ..sent() };
        assert_eq!(validate_prospection(&declined).get("declineReason"), Some(messages::DECLINE_REASON_REQUIRED));
        let with_reason = Prospection { decline_reason: Some("price".into()), ..declined };
        assert!(validate_prospection(&with_reason).is_empty());
    }

    #[test]
    fn the_chase_is_not_before_the_sent_date() {
        let chasing = |date: &str| Prospection { chase_date: Some(date.into()), ..sent() };
        assert_eq!(validate_prospection(&chasing("2026-03-09")).get("chaseDate"), Some(messages::CHASE_BEFORE_SENT));
        assert!(validate_prospection(&chasing("2026-03-10")).is_empty());
        assert_eq!(validate_prospection(&chasing("2026-02-30")).get("chaseDate"), Some(messages::INVALID_DATE));
    }

    #[test]
    fn lists_and_amounts_are_checked() {
        let odd = Prospection {
            status: Some("lost".into()),
            decline_reason: Some("boring".into()),
            material: vec!["pdf".into(), "film".into()],
            contract_type: Some("print".into()),
            currency: Some("XXX".into()),
            expected_advance: Some(-1.0),
            ..sent()
        };
        let errors = validate_prospection(&odd);
        assert_eq!(errors.get("status"), Some(messages::UNKNOWN_STATUS));
        assert_eq!(errors.get("declineReason"), Some(messages::UNKNOWN_DECLINE_REASON));
        assert_eq!(errors.get("material"), Some(messages::UNKNOWN_MATERIAL));
        assert_eq!(errors.get("contractType"), Some(messages::UNKNOWN_CONTRACT_TYPE));
        assert_eq!(errors.get("currency"), Some(messages::UNKNOWN_CURRENCY));
        assert_eq!(errors.get("expectedAdvance"), Some(messages::ADVANCE_NEGATIVE));
        assert_eq!(errors.len(), 6);
    }

    #[test]
    fn material_files_are_kept_sorted_once() {
        let sending = Prospection { material_files: vec![7, 3, 7, 5], ..sent() };
        assert_eq!(sending.normalized().material_files, [3, 5, 7]);
    }

    fn day(text: &str) -> IsoDate {
        IsoDate::parse(text).unwrap()
    }

    #[test]
    fn a_new_prospection_is_not_licensed() {
        let licensed = Prospection { status: Some(" licensed ".into()), ..sent() };
        assert_eq!(validate_new_prospection(&licensed).get("status"), Some(messages::LICENSED_BY_CONVERTING));
        assert!(validate_new_prospection(&sent()).is_empty());
        let nothing = Prospection { status: Some("licensed".into()), ..Prospection::default() };
        assert_eq!(validate_new_prospection(&nothing).len(), 4, "title, company, sent date and status at once");
    }

    #[test]
    fn a_change_names_a_forbidden_move_and_the_fields_at_once() {
        let option = Prospection { status: Some("option".into()), ..sent() };
        let errors = validate_prospection_change(Status::Sent, &option);
        assert_eq!(errors.get("status"), Some("Cannot move from Sent to Option"));
        assert_eq!(errors.get("optionExpiry"), Some(messages::OPTION_EXPIRY_REQUIRED));
        assert_eq!(errors.len(), 2);
        assert!(validate_prospection_change(Status::ToSend, &sent()).is_empty());
        let unknown = Prospection { status: Some("lost".into()), ..sent() };
        assert_eq!(validate_prospection_change(Status::Sent, &unknown).get("status"), Some(messages::UNKNOWN_STATUS));
    }

    #[test]
    fn a_checked_prospection_carries_its_status_and_right_typed() {
        let checked = check_prospection(sent(), validate_new_prospection, |_, _| {}).unwrap();
        assert_eq!((checked.status, checked.contract_type), (Status::Sent, ContractType::ForeignRights));
        assert_eq!(checked.prospection.contract_type.as_deref(), Some("foreign_rights"));
        let planned = Prospection { status: Some(" ".into()), contract_type: Some("audio ".into()), ..sent() };
        let checked = check_prospection(planned, validate_new_prospection, |_, _| {}).unwrap();
        assert_eq!((checked.status, checked.contract_type), (Status::ToSend, ContractType::Audio));
        assert_eq!(checked.prospection.status.as_deref(), Some("to_send"));

        // The caller's own rule is told beside core's.
        let unknown_language = |p: &Prospection, errors: &mut FieldErrors| {
            if p.language.is_some() {
                errors.add("language", messages::UNKNOWN_LANGUAGE);
            }
        };
        let odd = Prospection { language: Some("xx".into()), status: Some("option".into()), ..sent() };
        let errors = check_prospection(odd, |p| validate_prospection_change(Status::Sent, p), unknown_language);
        let fields: Vec<_> = errors.unwrap_err().iter().map(|(field, _)| field.to_owned()).collect();
        assert_eq!(fields, ["language", "optionExpiry", "status"]);
        let lenient =
            check_prospection(Prospection { status: Some("lost".into()), ..sent() }, |_| FieldErrors::new(), |_, _| {});
        assert_eq!(lenient.unwrap_err().get("status"), Some(messages::UNKNOWN_STATUS));
    }

    #[test]
    fn marking_sent_dates_it_today_and_plans_the_first_chase() {
        let planned = Prospection { title: "Dune".into(), company: "G".into(), ..Prospection::default() };
        let moving = Prospection { status: Some("sent".into()), sent_date: Some(" ".into()), ..planned.clone() };
        let marked = mark_sent(Status::ToSend, moving.clone(), day("2026-03-10"));
        assert_eq!(marked.sent_date.as_deref(), Some("2026-03-10"));
        assert_eq!(marked.chase_date.as_deref(), Some("2026-04-09"));
        let with_chase = Prospection { chase_date: Some("2026-03-20".into()), ..moving.clone() };
        assert_eq!(mark_sent(Status::ToSend, with_chase, day("2026-03-10")).chase_date.as_deref(), Some("2026-03-20"));
        // A sent date given, a save that is no move to sent, or a stay in sent: left as they are.
        assert_eq!(mark_sent(Status::ToSend, sent(), day("2026-05-01")), sent().normalized());
        assert_eq!(mark_sent(Status::ToSend, planned.clone(), day("2026-05-01")), planned.clone().normalized());
        assert!(mark_sent(Status::Sent, moving, day("2026-05-01")).sent_date.is_none());
    }

    #[test]
    fn a_chase_is_due_again_in_thirty_days_unless_told_otherwise() {
        let today = day("2026-03-20");
        assert_eq!(chase_date(&sent(), None, today), Ok(day("2026-04-19")));
        assert_eq!(chase_date(&sent(), Some("  "), today), Ok(day("2026-04-19")));
        assert_eq!(chase_date(&sent(), Some("2099-01-02"), today), Ok(day("2099-01-02")));
        assert_eq!(chase_date(&sent(), Some("2026-03-10"), today), Ok(day("2026-03-10")), "on the sent date");
        let refused = |next: &str| chase_date(&sent(), Some(next), today).unwrap_err();
        assert_eq!(refused("2026-03-09").get("nextChaseDate"), Some(messages::CHASE_BEFORE_SENT));
        assert_eq!(refused("2026-02-30").get("nextChaseDate"), Some(messages::INVALID_DATE));
        assert_eq!(next_chase(day("2026-12-15")), day("2027-01-14"));
    }

    #[test]
    fn an_offer_moves_a_waiting_prospection_to_offer() {
        for status in [Status::Sent, Status::Reading, Status::Interested] {
            assert_eq!(status.after_offer(), Status::Offer, "{status}");
        }
        for status in [Status::ToSend, Status::Offer, Status::Option] {
            assert_eq!(status.after_offer(), status, "{status}");
        }
    }

    #[test]
    fn converting_takes_the_latest_offer_or_the_expected_advance() {
        let interested = Prospection {
            id: Some(3),
            title_id: Some(1),
            company_id: Some(2),
            status: Some("interested".into()),
            expected_advance: Some(3000.0),
            currency: Some("GBP".into()),
            ..sent()
        };
        let Conversion { license, accepted_offer } = convert(&interested, day("2026-05-01")).unwrap();
        let expected = License {
            title: "Dune".into(),
            title_id: Some(1),
            company: "Gallimard".into(),
            company_id: Some(2),
            contract_date: Some("2026-05-01".into()),
            contract_type: Some("foreign_rights".into()),
            advance: Some(3000.0),
            currency: Some("GBP".into()),
            ..License::default()
        };
        assert_eq!((license, accepted_offer), (expected, None));

        let offer = |id: i64, date: &str, advance: f64| Offer {
            id: Some(id),
            received_date: Some(date.into()),
            advance: Some(advance),
            currency: Some("EUR".into()),
            royalties: Some(format!("{id}%")),
            ..Offer::default()
        };
        let with_offers = Prospection {
            status: Some("offer".into()),
            contract_type: Some("audio".into()),
            offers: vec![
                offer(8, "2026-04-02", 5000.0),
                offer(9, "2026-04-01", 4000.0),
                offer(7, "2026-04-02", 4500.0),
            ],
            ..interested
        };
        let Conversion { license, accepted_offer } = convert(&with_offers, day("2026-05-01")).unwrap();
        assert_eq!(accepted_offer, Some(8), "the latest received, then the last logged");
        assert_eq!(
            (license.advance, license.currency.as_deref(), license.royalties.as_deref()),
            (Some(5000.0), Some("EUR"), Some("8%"))
        );
        assert_eq!(license.contract_type.as_deref(), Some("audio"));

        assert_eq!(
            convert(&sent(), day("2026-05-01")).unwrap_err(),
            "A prospection becomes a license from Interested, Offer, Option only; this one is Sent"
        );
    }

    #[test]
    fn an_offer_needs_its_date_and_advance() {
        let errors = validate_offer(&Offer::default());
        assert_eq!(errors.get("receivedDate"), Some(messages::RECEIVED_DATE_REQUIRED));
        assert_eq!(errors.get("advance"), Some(messages::OFFER_ADVANCE_REQUIRED));
        let offer = Offer { received_date: Some("2026-04-01".into()), advance: Some(4000.0), ..Offer::default() };
        assert_eq!(validate_offer(&offer).get("currency"), Some(messages::CURRENCY_REQUIRED));
        let offer = Offer { currency: Some("KRW".into()), ..offer };
        assert!(validate_offer(&offer).is_empty());
        let negative = Offer { advance: Some(-5.0), status: Some("maybe".into()), ..offer };
        let errors = validate_offer(&negative);
        assert_eq!(errors.get("advance"), Some(messages::ADVANCE_NEGATIVE));
        assert_eq!(errors.get("status"), Some(messages::UNKNOWN_OFFER_STATUS));
    }
}
