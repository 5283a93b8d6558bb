//! What is the team's to sell (docs/http.md, "Rights held", "Licenses gain", "Availability"): the
//! rights a title's publisher holds from its author ([`RightHeld`]), the rule that two exclusive
//! licenses may not overlap ([`overlap`]), and what a right in a language and territory is today
//! ([`availability`], and a title's whole [`grid`]). The server answers and refuses with these;
//! the browser's license form says "Overlaps the exclusive license to …" with the same code
//! before it sends anything.

use serde::{Deserialize, Serialize};
use validator::Validate;

use crate::dates::IsoDate;
use crate::enums::{AvailabilityState, ContractType, HeldStatus, LicenseStatus, ProspectionStatus, ReasonKind};
use crate::field_errors::FieldErrors;
use crate::license::License;
use crate::limits::{MAX_LONG_TEXT_CHARS, MAX_SHORT_TEXT_CHARS};
use crate::messages;
use crate::normalize::{Normalize, distinct, tidy};
use crate::prospection::Prospection;
use crate::territory::Territory;
use crate::{nullable, rules};

/// A right the publisher holds for a title from its head contract with the author: what it may
/// license.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RightHeld {
    /// Server-assigned id; absent on create.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub id: Option<i64>,
    /// The right, a [`crate::ContractType`] wire value; required.
    #[validate(
        required(code = "right_required"),
        custom(function = rules::contract_type, code = "unknown_contract_type")
    )]
    #[cfg_attr(feature = "openapi", schema(value_type = ContractType, required))]
    pub contract_type: Option<String>,
    /// ISO 639-1 codes; empty is every language.
    #[validate(custom(function = rules::language_codes, code = "unknown_language"))]
    pub languages: Vec<String>,
    /// Where it is held; the world when absent.
    #[serde(deserialize_with = "nullable::or_default")]
    pub territory: Territory,
    /// A [`crate::HeldStatus`] wire value; `confirmed` when absent.
    #[validate(custom(function = rules::held_status, code = "unknown_status"))]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<HeldStatus>))]
    pub status: Option<String>,
    /// The last day it is held, `YYYY-MM-DD`; no end when absent.
    #[validate(custom(function = rules::iso_date, code = "invalid_date"))]
    #[cfg_attr(feature = "openapi", schema(format = Date))]
    pub held_until: Option<String>,
    /// The author's share of what this right earns, 0 to 100.
    #[validate(
        range(min = 0.0, max = 100.0, code = "author_share_range"),
        custom(function = rules::finite, code = "author_share_range")
    )]
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 100))]
    pub author_share_pct: Option<f64>,
    /// Whether the author approves each license of it.
    #[serde(deserialize_with = "nullable::or_default")]
    pub author_approval_required: bool,
    /// Where the right comes from (the head contract, its date).
    #[validate(length(max = MAX_SHORT_TEXT_CHARS, code = "short_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub source: Option<String>,
    /// Free text.
    #[validate(length(max = MAX_LONG_TEXT_CHARS, code = "long_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 10000))]
    pub notes: Option<String>,
}

impl Normalize for RightHeld {
    fn normalized(self) -> Self {
        let RightHeld {
            id,
            contract_type,
            languages,
            territory,
            status,
            held_until,
            author_share_pct,
            author_approval_required,
            source,
            notes,
        } = self;
        let mut languages = distinct(&languages);
        languages.retain(|code| !code.is_empty());
        languages.sort();
        RightHeld {
            id,
            contract_type: tidy(contract_type),
            languages,
            territory: territory.normalized(),
            status: tidy(status).or_else(|| Some(HeldStatus::Confirmed.to_string())),
            held_until: tidy(held_until),
            author_share_pct,
            author_approval_required,
            source: tidy(source),
            notes: tidy(notes),
        }
    }
}

/// Checks a right held as submitted, in its stored form; country and language codes for their
/// form only (which exist is the caller's list). Keys are the camelCase field names.
pub fn validate_right_held(right: &RightHeld) -> FieldErrors {
    let right = right.clone().normalized();
    let mut errors = FieldErrors::of(&right);
    if let Some(problem) = right.territory.problem(|_| true) {
        errors.add("territory", problem);
    }
    errors
}

/// What an availability answer points at: the license, pitch or right held that makes the state.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Reason {
    /// What `id` is the id of.
    pub kind: ReasonKind,
    /// The license's, prospection's or right held's id.
    pub id: i64,
    /// The licensee or the company pitched; none for a right held.
    pub company: Option<String>,
    /// Its status's wire value (a license's, a prospection's or a right held's).
    pub status: String,
    /// Whether the license is exclusive; none for the others.
    pub exclusive: Option<bool>,
    /// Until when: a license's end, an option's expiry, the last day a right is held.
    pub until: Option<String>,
}

/// What a right in a language and territory is today, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Availability {
    /// The first state that applies.
    pub state: AvailabilityState,
    /// What makes it so; for an available right, the non-exclusive licenses of it.
    pub reasons: Vec<Reason>,
}

/// One cell of a title's grid: a right in one language, the world over.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct LanguageCell {
    /// The ISO 639-1 code; none (every language) only when nothing of the title names one.
    pub language: Option<String>,
    /// The first state that applies.
    pub state: AvailabilityState,
    /// What makes it so.
    pub reasons: Vec<Reason>,
}

/// A row of a title's grid: one right, a cell per language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RightRow {
    /// The right.
    pub contract_type: ContractType,
    /// Its cells, by language code.
    pub languages: Vec<LanguageCell>,
}

/// A title's availability grid (`GET /api/titles/{id}/availability` without a query).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Grid {
    /// Whether the title has rights held recorded; without, nothing is `not_held`.
    pub rights_recorded: bool,
    /// A row per right held (or, with none recorded, per right licensed or pitched).
    pub rights: Vec<RightRow>,
}

/// What is asked of availability: a right, in a language (none: any) and a territory (none:
/// anywhere).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Ask<'a> {
    /// The right.
    pub right: ContractType,
    /// An ISO 639-1 code; none asks about every language at once.
    pub language: Option<&'a str>,
    /// The countries asked about; none is anywhere.
    pub territory: Option<&'a Territory>,
}

fn date(text: &Option<String>) -> Option<IsoDate> {
    text.as_deref().and_then(IsoDate::parse)
}

/// A row's language (none: every language) against the asked one (none: any).
fn language_matches(row: Option<&str>, asked: Option<&str>) -> bool {
    row.is_none() || asked.is_none() || row == asked
}

fn territory_meets(row: &Territory, asked: Option<&Territory>) -> bool {
    asked.is_none_or(|asked| row.shares_country(asked))
}

fn status_of_license(license: &License) -> LicenseStatus {
    license.status.as_deref().and_then(LicenseStatus::parse).unwrap_or(if license.signed {
        LicenseStatus::Signed
    } else {
        LicenseStatus::Draft
    })
}

fn exclusive(license: &License) -> bool {
    license.exclusive.unwrap_or(true)
}

impl RightHeld {
    /// Whether this right covers the ask: the same right, every language asked, and (when a
    /// territory is asked) every country of it.
    fn covers(&self, ask: &Ask) -> bool {
        let language =
            ask.language.is_none_or(|code| self.languages.is_empty() || self.languages.iter().any(|l| l == code));
        self.contract_type.as_deref().and_then(ContractType::parse) == Some(ask.right)
            && language
            && ask.territory.is_none_or(|asked| self.territory.contains(asked))
    }

    fn reason(&self) -> Reason {
        Reason {
            kind: ReasonKind::RightsHeld,
            id: self.id.unwrap_or_default(),
            company: None,
            status: self.status.clone().unwrap_or_else(|| HeldStatus::Confirmed.to_string()),
            exclusive: None,
            until: self.held_until.clone(),
        }
    }
}

/// Whether a license grants the asked right somewhere asked, and has not ended by `today`.
fn license_meets(license: &License, ask: &Ask, today: IsoDate) -> bool {
    license.contract_type.as_deref().and_then(ContractType::parse) == Some(ask.right)
        && language_matches(license.language.as_deref(), ask.language)
        && territory_meets(&license.territory, ask.territory)
        && date(&license.end_date).is_none_or(|end| end >= today)
}

fn license_reason(license: &License) -> Reason {
    Reason {
        kind: ReasonKind::License,
        id: license.id.unwrap_or_default(),
        company: Some(license.company.clone()),
        status: status_of_license(license).to_string(),
        exclusive: Some(exclusive(license)),
        until: license.end_date.clone(),
    }
}

/// Whether an open pitch offers the asked right somewhere asked.
fn prospection_meets(prospection: &Prospection, ask: &Ask) -> bool {
    let right = prospection.contract_type.as_deref().map_or(Some(ContractType::ForeignRights), ContractType::parse);
    let world = Territory::default();
    right == Some(ask.right)
        && language_matches(prospection.language.as_deref(), ask.language)
        && territory_meets(prospection.territory.as_ref().unwrap_or(&world), ask.territory)
}

fn prospection_status(prospection: &Prospection) -> ProspectionStatus {
    prospection.status.as_deref().and_then(ProspectionStatus::parse).unwrap_or(ProspectionStatus::ToSend)
}

fn prospection_reason(prospection: &Prospection) -> Reason {
    let status = prospection_status(prospection);
    Reason {
        kind: ReasonKind::Prospection,
        id: prospection.id.unwrap_or_default(),
        company: Some(prospection.company.clone()),
        status: status.to_string(),
        exclusive: None,
        until: if status == ProspectionStatus::Option { prospection.option_expiry.clone() } else { None },
    }
}

/// What the asked right is `today` for a title with these rights held, licenses and pitches
/// (docs/http.md, "Availability"): the first state of [`AvailabilityState::ALL`] that applies.
pub fn availability(
    held: &[RightHeld],
    licenses: &[License],
    prospections: &[Prospection],
    ask: &Ask,
    today: IsoDate,
) -> Availability {
    let found = |state, reasons: Vec<Reason>| Availability { state, reasons };
    if !held.is_empty() {
        let covering: Vec<&RightHeld> = held.iter().filter(|right| right.covers(ask)).collect();
        if !covering.iter().any(|right| date(&right.held_until).is_none_or(|until| until >= today)) {
            return found(AvailabilityState::NotHeld, covering.iter().map(|right| right.reason()).collect());
        }
    }
    let licensed = |wanted: &dyn Fn(LicenseStatus) -> bool, exclusively: bool| -> Vec<Reason> {
        licenses
            .iter()
            .filter(|l| exclusive(l) == exclusively && wanted(status_of_license(l)) && license_meets(l, ask, today))
            .map(license_reason)
            .collect()
    };
    let pitched = |wanted: &dyn Fn(&Prospection) -> bool| -> Vec<Reason> {
        prospections.iter().filter(|p| wanted(p) && prospection_meets(p, ask)).map(prospection_reason).collect()
    };
    let sold = licensed(&|status| status == LicenseStatus::Signed, true);
    if !sold.is_empty() {
        return found(AvailabilityState::Sold, sold);
    }
    let pending = licensed(&|status| matches!(status, LicenseStatus::Draft | LicenseStatus::Sent), true);
    if !pending.is_empty() {
        return found(AvailabilityState::Pending, pending);
    }
    let optioned = pitched(&|p| {
        prospection_status(p) == ProspectionStatus::Option && date(&p.option_expiry).is_some_and(|end| end >= today)
    });
    if !optioned.is_empty() {
        return found(AvailabilityState::Optioned, optioned);
    }
    let offered = pitched(&|p| prospection_status(p) == ProspectionStatus::Offer);
    if !offered.is_empty() {
        return found(AvailabilityState::Offer, offered);
    }
    let waiting = pitched(&|p| {
        matches!(
            prospection_status(p),
            ProspectionStatus::Sent | ProspectionStatus::Reading | ProspectionStatus::Interested
        )
    });
    if !waiting.is_empty() {
        return found(AvailabilityState::Pitched, waiting);
    }
    found(AvailabilityState::Available, licensed(&|status| status == LicenseStatus::Signed, false))
}

/// A title's whole grid `today`: a row per right held (with none recorded, per right that a
/// license or pitch names), a cell per language that any of them names, the world over.
pub fn grid(held: &[RightHeld], licenses: &[License], prospections: &[Prospection], today: IsoDate) -> Grid {
    let rights_recorded = !held.is_empty();
    let named: Vec<Option<ContractType>> = if rights_recorded {
        held.iter().map(|right| right.contract_type.as_deref().and_then(ContractType::parse)).collect()
    } else {
        let pitched = prospections
            .iter()
            .map(|p| p.contract_type.as_deref().map_or(Some(ContractType::ForeignRights), ContractType::parse));
        licenses.iter().map(|l| l.contract_type.as_deref().and_then(ContractType::parse)).chain(pitched).collect()
    };
    let mut languages: Vec<Option<&str>> = held
        .iter()
        .flat_map(|right| right.languages.iter().map(String::as_str))
        .chain(licenses.iter().filter_map(|l| l.language.as_deref()))
        .chain(prospections.iter().filter_map(|p| p.language.as_deref()))
        .map(Some)
        .collect();
    languages.sort();
    languages.dedup();
    if languages.is_empty() {
        languages.push(None);
    }
    let rights = ContractType::ALL
        .into_iter()
        .filter(|right| named.contains(&Some(*right)))
        .map(|right| {
            // A cell's licenses and pitches are of its right (`license_meets`, `prospection_meets`):
            // the others are set aside once per row, not tested again in each cell.
            let licenses: Vec<License> = licenses
                .iter()
                .filter(|l| l.contract_type.as_deref().and_then(ContractType::parse) == Some(right))
                .cloned()
                .collect();
            let prospections: Vec<Prospection> = prospections
                .iter()
                .filter(|p| {
                    p.contract_type.as_deref().map_or(Some(ContractType::ForeignRights), ContractType::parse)
                        == Some(right)
                })
                .cloned()
                .collect();
            RightRow {
                contract_type: right,
                languages: languages
                    .iter()
                    .map(|&language| {
                        let ask = Ask { right, language, territory: None };
                        let Availability { state, reasons } = availability(held, &licenses, &prospections, &ask, today);
                        LanguageCell { language: language.map(str::to_owned), state, reasons }
                    })
                    .collect(),
            }
        })
        .collect();
    Grid { rights_recorded, rights }
}

/// The exclusive license among `others` (the same title's) that `license` would overlap, if any
/// (docs/http.md, "Licenses gain"): both exclusive and out for signature or signed, the same
/// right, a language in common (none is every language), a country in common, and a day in
/// common between their contract and end dates (open-ended without an end).
pub fn overlap<'a>(license: &License, others: &'a [License]) -> Option<&'a License> {
    let binding = |l: &License| exclusive(l) && status_of_license(l).binds();
    if !binding(license) {
        return None;
    }
    let right = |l: &License| l.contract_type.as_deref().and_then(ContractType::parse);
    let (start, end) = (date(&license.contract_date), date(&license.end_date));
    others.iter().find(|other| {
        (license.id.is_none() || other.id != license.id)
            && binding(other)
            && right(other) == right(license)
            && (license.language.is_none() || other.language.is_none() || other.language == license.language)
            && license.territory.shares_country(&other.territory)
            && start.is_none_or(|start| date(&other.end_date).is_none_or(|other_end| start <= other_end))
            && end.is_none_or(|end| date(&other.contract_date).is_none_or(|other_start| other_start <= end))
    })
}

/// [`overlap`]'s message, under `territory`: "Overlaps the exclusive license to Hanser Verlag
/// (de, until 2031-12-31)"; none when nothing overlaps.
pub fn overlap_message(license: &License, others: &[License]) -> Option<String> {
    overlap(license, others)
        .map(|other| messages::overlaps_license(&other.company, other.language.as_deref(), other.end_date.as_deref()))
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;

    fn day(text: &str) -> IsoDate {
        IsoDate::parse(text).unwrap()
    }

    fn license(id: i64, company: &str, language: Option<&str>, status: &str) -> License {
        License {
            id: Some(id),
            title: "Dune".into(),
            company: company.into(),
            contract_date: Some("2026-01-01".into()),
            end_date: Some("2031-12-31".into()),
            contract_type: Some("foreign_rights".into()),
            language: language.map(str::to_owned),
            status: Some(status.into()),
            exclusive: Some(true),
            ..License::default()
        }
        .normalized()
    }

    fn pitch(id: i64, company: &str, language: Option<&str>, status: &str) -> Prospection {
        Prospection {
            id: Some(id),
            title: "Dune".into(),
            company: company.into(),
            language: language.map(str::to_owned),
            status: Some(status.into()),
            option_expiry: Some("2026-12-31".into()),
            ..Prospection::default()
        }
    }

    fn held(right: &str, languages: &[&str], territory: &str, until: Option<&str>) -> RightHeld {
        RightHeld {
            id: Some(1),
            contract_type: Some(right.into()),
            languages: languages.iter().map(|l| l.to_string()).collect(),
            territory: Territory::parse(territory),
            held_until: until.map(str::to_owned),
            ..RightHeld::default()
        }
        .normalized()
    }

    const TODAY: &str = "2026-11-26";

    fn state(held: &[RightHeld], licenses: &[License], pitches: &[Prospection], language: &str) -> AvailabilityState {
        let ask = Ask { right: ContractType::ForeignRights, language: Some(language), territory: None };
        availability(held, licenses, pitches, &ask, day(TODAY)).state
    }

    #[test]
    fn a_right_held_is_checked_and_stored_tidy() {
        let right = RightHeld {
            contract_type: Some("audio".into()),
            languages: vec!["de".into(), "de".into(), "en".into()],
            ..RightHeld::default()
        };
        assert!(validate_right_held(&right).is_empty());
        let stored = right.normalized();
        assert_eq!(
            (stored.languages, stored.status.as_deref()),
            (vec!["de".to_owned(), "en".to_owned()], Some("confirmed"))
        );
        let wrong = RightHeld {
            contract_type: None,
            author_share_pct: Some(120.0),
            status: Some("maybe".into()),
            territory: Territory::countries::<&str>(&[]),
            ..RightHeld::default()
        };
        let errors = validate_right_held(&wrong);
        assert_eq!(errors.get("contractType"), Some(messages::RIGHT_REQUIRED));
        assert_eq!(errors.get("authorSharePct"), Some(messages::AUTHOR_SHARE_RANGE));
        assert_eq!(errors.get("status"), Some(messages::UNKNOWN_STATUS));
        assert_eq!(errors.get("territory"), Some(messages::CHOOSE_WORLD_OR_COUNTRY));
        let nan =
            RightHeld { contract_type: Some("audio".into()), author_share_pct: Some(f64::NAN), ..RightHeld::default() };
        assert_eq!(validate_right_held(&nan).get("authorSharePct"), Some(messages::AUTHOR_SHARE_RANGE));
    }

    #[test]
    fn the_states_in_their_order() {
        let hanser = license(1, "Hanser Verlag", Some("de"), "signed");
        assert_eq!(state(&[], std::slice::from_ref(&hanser), &[], "de"), AvailabilityState::Sold);
        assert_eq!(state(&[], std::slice::from_ref(&hanser), &[], "it"), AvailabilityState::Available);
        let draft = license(2, "Feltrinelli", Some("it"), "draft");
        assert_eq!(state(&[], std::slice::from_ref(&draft), &[], "it"), AvailabilityState::Pending);
        let option = pitch(3, "Mondadori", Some("it"), "option");
        let offer = pitch(4, "Einaudi", Some("it"), "offer");
        let sent = pitch(5, "Adelphi", Some("it"), "reading");
        assert_eq!(state(&[], &[], &[sent.clone(), offer.clone(), option.clone()], "it"), AvailabilityState::Optioned);
        assert_eq!(state(&[], &[], &[sent.clone(), offer.clone()], "it"), AvailabilityState::Offer);
        assert_eq!(state(&[], &[], std::slice::from_ref(&sent), "it"), AvailabilityState::Pitched);
        assert_eq!(state(&[], &[draft], std::slice::from_ref(&option), "it"), AvailabilityState::Pending);
        // An option past its expiry, a pitch not sent yet, a closed one: nothing.
        let lapsed = Prospection { option_expiry: Some("2026-11-25".into()), ..option };
        let unsent = pitch(6, "Adelphi", Some("it"), "to_send");
        let declined = pitch(7, "Adelphi", Some("it"), "declined");
        assert_eq!(state(&[], &[], &[lapsed, unsent, declined], "it"), AvailabilityState::Available);
        // Without a language, a pitch and a license cover every language.
        assert_eq!(state(&[], &[], &[pitch(8, "Penguin", None, "sent")], "ja"), AvailabilityState::Pitched);
        assert_eq!(state(&[], &[license(9, "Penguin", None, "signed")], &[], "ja"), AvailabilityState::Sold);
    }

    #[test]
    fn ended_and_non_exclusive_licenses_do_not_sell() {
        let ended =
            License { end_date: Some("2026-11-25".into()), ..license(1, "Hanser Verlag", Some("de"), "signed") };
        assert_eq!(state(&[], &[ended], &[], "de"), AvailabilityState::Available);
        let terminated = license(2, "Hanser Verlag", Some("de"), "terminated");
        assert_eq!(state(&[], &[terminated], &[], "de"), AvailabilityState::Available);
        let shared = License { exclusive: Some(false), ..license(3, "Hanser Verlag", Some("de"), "signed") };
        let ask = Ask { right: ContractType::ForeignRights, language: Some("de"), territory: None };
        let answer = availability(&[], &[shared], &[], &ask, day(TODAY));
        assert_eq!(answer.state, AvailabilityState::Available);
        assert_eq!(
            answer.reasons,
            [Reason {
                kind: ReasonKind::License,
                id: 3,
                company: Some("Hanser Verlag".into()),
                status: "signed".into(),
                exclusive: Some(false),
                until: Some("2031-12-31".into()),
            }]
        );
    }

    #[test]
    fn territories_narrow_what_is_sold() {
        let swiss = License { territory: Territory::parse("CH"), ..license(1, "Diogenes", Some("de"), "signed") };
        let ask = |codes: &str| Territory::parse(codes);
        let asked = |territory: &Territory| {
            let ask = Ask { right: ContractType::ForeignRights, language: Some("de"), territory: Some(territory) };
            availability(&[], std::slice::from_ref(&swiss), &[], &ask, day(TODAY)).state
        };
        assert_eq!(asked(&ask("DE, AT")), AvailabilityState::Available);
        assert_eq!(asked(&ask("CH")), AvailabilityState::Sold);
        assert_eq!(asked(&ask("World")), AvailabilityState::Sold);
    }

    #[test]
    fn rights_held_decide_first() {
        let world = held("foreign_rights", &[], "World", None);
        let hanser = license(1, "Hanser Verlag", Some("de"), "signed");
        assert_eq!(state(std::slice::from_ref(&world), &[hanser], &[], "de"), AvailabilityState::Sold);
        let german_only = held("foreign_rights", &["de"], "World", None);
        assert_eq!(state(std::slice::from_ref(&german_only), &[], &[], "de"), AvailabilityState::Available);
        assert_eq!(state(std::slice::from_ref(&german_only), &[], &[], "fr"), AvailabilityState::NotHeld);
        let audio_only = held("audio", &[], "World", None);
        assert_eq!(state(&[audio_only], &[], &[], "de"), AvailabilityState::NotHeld);
        let lapsed = held("foreign_rights", &[], "World", Some("2026-11-25"));
        let ask = Ask { right: ContractType::ForeignRights, language: Some("de"), territory: None };
        let answer = availability(&[lapsed], &[], &[], &ask, day(TODAY));
        assert_eq!((answer.state, answer.reasons.len()), (AvailabilityState::NotHeld, 1));
        assert_eq!(answer.reasons[0].until.as_deref(), Some("2026-11-25"));
        // A territory asked must be held whole.
        let europe = held("foreign_rights", &[], "DE, AT, CH", None);
        let dach = Territory::parse("DE, AT");
        let us = Territory::parse("US, DE");
        let at =
            |territory| Ask { right: ContractType::ForeignRights, language: Some("de"), territory: Some(territory) };
        assert_eq!(
            availability(std::slice::from_ref(&europe), &[], &[], &at(&dach), day(TODAY)).state,
            AvailabilityState::Available
        );
        assert_eq!(availability(&[europe], &[], &[], &at(&us), day(TODAY)).state, AvailabilityState::NotHeld);
    }

    #[test]
    fn a_grid_has_a_row_per_right_and_a_cell_per_language() {
        let held_rights = [held("foreign_rights", &[], "World", None), held("audio", &["en"], "World", None)];
        let licenses = [license(1, "Hanser Verlag", Some("de"), "signed")];
        let pitches = [pitch(2, "Mondadori", Some("it"), "option")];
        let grid = grid(&held_rights, &licenses, &pitches, day(TODAY));
        assert!(grid.rights_recorded);
        type Cells = Vec<(Option<String>, AvailabilityState)>;
        let cells: Vec<(ContractType, Cells)> = grid
            .rights
            .iter()
            .map(|row| (row.contract_type, row.languages.iter().map(|c| (c.language.clone(), c.state)).collect()))
            .collect();
        let lang = |code: &str| Some(code.to_owned());
        assert_eq!(
            cells,
            [
                (
                    ContractType::ForeignRights,
                    vec![
                        (lang("de"), AvailabilityState::Sold),
                        (lang("en"), AvailabilityState::Available),
                        (lang("it"), AvailabilityState::Optioned)
                    ]
                ),
                (
                    ContractType::Audio,
                    vec![
                        (lang("de"), AvailabilityState::NotHeld),
                        (lang("en"), AvailabilityState::Available),
                        (lang("it"), AvailabilityState::NotHeld)
                    ]
                ),
            ]
        );
        let bare = super::grid(&[], &[], &[pitch(3, "Penguin", None, "sent")], day(TODAY));
        assert!(!bare.rights_recorded);
        assert_eq!(bare.rights.len(), 1);
        assert_eq!(bare.rights[0].languages[0].language, None);
        assert_eq!(bare.rights[0].languages[0].state, AvailabilityState::Pitched);
    }

    #[test]
    fn exclusive_binding_licenses_may_not_overlap() {
        let hanser = license(1, "Hanser Verlag", Some("de"), "signed");
        let others = [hanser.clone()];
        let rival = license(2, "Rowohlt", Some("de"), "sent");
        assert_eq!(
            overlap_message(&rival, &others).as_deref(),
            Some("Overlaps the exclusive license to Hanser Verlag (de, until 2031-12-31)")
        );
        // The license itself, a draft, a non-exclusive one, another language, right, country or
        // term do not overlap.
        assert_eq!(overlap(&hanser, &others), None);
        assert_eq!(overlap(&license(2, "Rowohlt", Some("de"), "draft"), &others), None);
        assert_eq!(overlap(&License { exclusive: Some(false), ..rival.clone() }, &others), None);
        assert_eq!(overlap(&license(2, "Rowohlt", Some("fr"), "signed"), &others), None);
        assert_eq!(overlap(&License { contract_type: Some("audio".into()), ..rival.clone() }, &others), None);
        let split = [License { territory: Territory::parse("DE, AT"), ..hanser.clone() }];
        assert_eq!(overlap(&License { territory: Territory::parse("CH"), ..rival.clone() }, &split), None);
        let later = License { contract_date: Some("2032-01-01".into()), end_date: None, ..rival.clone() };
        assert_eq!(overlap(&later, &others), None);
        // The same last and first day overlap; no language is every language; no end runs on.
        let touching = License { contract_date: Some("2031-12-31".into()), end_date: None, ..rival.clone() };
        assert!(overlap(&touching, &others).is_some());
        let any_language = License { language: None, ..rival.clone() };
        assert!(overlap(&any_language, &others).is_some());
        let open = [License { end_date: None, ..hanser }];
        assert_eq!(
            overlap_message(&later, &open).as_deref(),
            Some("Overlaps the exclusive license to Hanser Verlag (de, no end date)")
        );
    }
}
