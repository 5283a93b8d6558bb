//! A rights contract ([`License`]) and its stored PDF ([`FileInfo`]): the wire shapes, the stored
//! form and the rules: title, company and contract date are required (docs/product.md §5), dates
//! are real and the end is not before the contract, the advance is a number >= 0, contract type,
//! status and currency come from their lists, a translation or audio license names its language,
//! a reverted one its reversion date, texts are bounded. Every other field is optional. The
//! rules are the attributes of [`License`]; the territory's, which need the country list, are
//! [`Territory::problem`]'s. Whether two licenses overlap is [`crate::rights`]'.

use serde::{Deserialize, Serialize};
use validator::Validate;
use validator::ValidationError;

use crate::Currency;
use crate::dates::IsoDate;
use crate::enums::{AccountingPeriod, ContractType, LicenseStatus};
use crate::field_errors::FieldErrors;
use crate::limits::{
    DEFAULT_STATEMENT_DAYS, MAX_LONG_TEXT_CHARS, MAX_NAME_CHARS, MAX_SHORT_TEXT_CHARS, MAX_STATEMENT_DAYS, MIN_ADVANCE,
};
use crate::normalize::{Normalize, tidy, trimmed};
use crate::territory::Territory;
use crate::{money, nullable, rules};

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

/// The columns of a licenses CSV file, named as the API's fields: what a client writes of a
/// license, without the ids (a title, company or agent is named) and the PDF (the server's).
pub const CSV_COLUMNS: [&str; 24] = [
    "title",
    "company",
    "agent",
    "commission",
    "contractDate",
    "signed",
    "status",
    "contractType",
    "language",
    "territory",
    "exclusive",
    "reversionDate",
    "endDate",
    "advance",
    "currency",
    "royalties",
    "filesFee",
    "publicationDate",
    "printRun",
    "retailPrice",
    "notes",
    "announce",
    // What the statements expected of it follow (docs/http.md, "Money after signing").
    "accountingPeriod",
    "statementDays",
];

/// A rights contract between the team and a company for a title.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[validate(schema(function = end_not_before_contract, code = "end_before_contract", skip_on_field_errors = false))]
#[validate(schema(function = advance_with_currency, code = "currency_required", skip_on_field_errors = false))]
#[validate(schema(function = language_for_right, code = "language_required", skip_on_field_errors = false))]
#[validate(schema(function = reverted_on_a_date, code = "reversion_date_required", skip_on_field_errors = false))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct License {
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
    /// Whether the contract is signed: true exactly when `status` is `signed`. A client that
    /// sends this without `status` gets `signed` or `draft`.
    #[serde(deserialize_with = "nullable::or_default")]
    pub signed: bool,
    /// A [`crate::LicenseStatus`] wire value (`draft` or `signed` from `signed` when absent).
    #[validate(custom(function = rules::license_status, code = "unknown_status"))]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<LicenseStatus>))]
    pub status: Option<String>,
    /// The day the rights came back, `YYYY-MM-DD`; required when `reverted`.
    #[validate(custom(function = rules::iso_date, code = "invalid_date"))]
    #[cfg_attr(feature = "openapi", schema(format = Date))]
    pub reversion_date: Option<String>,
    /// A [`crate::ContractType`] wire value; a string so an unknown one gets a message.
    #[validate(custom(function = rules::contract_type, code = "unknown_contract_type"))]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<ContractType>))]
    pub contract_type: Option<String>,
    /// The language licensed, an ISO 639-1 code of `GET /api/languages`; required for a
    /// translation or an audio edition. None is every language.
    #[validate(custom(function = rules::language_code, code = "unknown_language"))]
    pub language: Option<String>,
    /// Where it applies; the world when absent.
    #[serde(deserialize_with = "nullable::or_default")]
    pub territory: Territory,
    /// Whether no one else may be granted the same right there (true when absent).
    pub exclusive: Option<bool>,
    /// Whether the deal may be made known: a rights guide lists a signed license under "Rights
    /// sold" only then (many are confidential until announced). False when absent.
    #[serde(deserialize_with = "nullable::or_default")]
    pub announce: bool,
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
    #[cfg_attr(feature = "openapi", schema(value_type = Option<Currency>))]
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
    /// How often the licensee accounts for royalties, an [`crate::AccountingPeriod`] wire value;
    /// `half_year` when absent.
    #[validate(custom(function = rules::accounting_period, code = "unknown_accounting_period"))]
    #[cfg_attr(feature = "ts", ts(optional))]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<AccountingPeriod>))]
    pub accounting_period: Option<String>,
    /// Days after a period's end that its royalty statement is due, 0 to 365; 90 when absent.
    #[validate(range(min = 0, max = MAX_STATEMENT_DAYS, code = "statement_days_range"))]
    #[cfg_attr(feature = "ts", ts(optional))]
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 365))]
    pub statement_days: Option<i64>,
    /// The stored PDF, read-only (set by the server).
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub file: Option<FileInfo>,
}

impl Normalize for License {
    fn normalized(self) -> Self {
        let License {
            id,
            version,
            title,
            title_id,
            company,
            company_id,
            agent,
            agent_id,
            commission,
            contract_date,
            signed,
            status,
            reversion_date,
            contract_type,
            language,
            territory,
            exclusive,
            announce,
            end_date,
            advance,
            currency,
            royalties,
            files_fee,
            publication_date,
            print_run,
            retail_price,
            notes,
            accounting_period,
            statement_days,
            file,
        } = self;
        // The status says whether it is signed; an older client's `signed` alone says the status.
        let status = tidy(status).or_else(|| Some(if signed { "signed" } else { "draft" }.to_owned()));
        let signed = status.as_deref() == Some(LicenseStatus::Signed.as_str());
        License {
            id,
            version,
            title: trimmed(&title),
            title_id,
            company: trimmed(&company),
            company_id,
            agent: tidy(agent),
            agent_id,
            commission: tidy(commission),
            contract_date: tidy(contract_date),
            signed,
            status,
            reversion_date: tidy(reversion_date),
            contract_type: tidy(contract_type),
            language: tidy(language),
            territory: territory.normalized(),
            exclusive: Some(exclusive.unwrap_or(true)),
            announce,
            end_date: tidy(end_date),
            advance,
            currency: tidy(currency),
            royalties: tidy(royalties),
            files_fee: tidy(files_fee),
            publication_date: tidy(publication_date),
            print_run: tidy(print_run),
            retail_price: tidy(retail_price),
            notes: tidy(notes),
            accounting_period: tidy(accounting_period).or_else(|| Some(AccountingPeriod::HalfYear.to_string())),
            statement_days: statement_days.or(Some(DEFAULT_STATEMENT_DAYS)),
            file,
        }
    }
}

/// A license ends on or after its contract date. Dates that do not parse are left to their own
/// field's rule. The error names its field in the `field` parameter: a schema error belongs to no
/// field of its own.
fn end_not_before_contract(license: &License) -> Result<(), ValidationError> {
    let date = |text: &Option<String>| text.as_deref().and_then(IsoDate::parse);
    match (date(&license.contract_date), date(&license.end_date)) {
        (Some(contract), Some(end)) if end < contract => {
            let mut error = ValidationError::new("invalid");
            error.add_param("field".into(), &"endDate");
            Err(error)
        }
        _ => Ok(()),
    }
}

/// An advance has its currency.
fn advance_with_currency(license: &License) -> Result<(), ValidationError> {
    rules::currency_with_amount(license.advance, &license.currency)
}

/// A translation or an audio edition is made in one language: such a license names it.
fn language_for_right(license: &License) -> Result<(), ValidationError> {
    let needs =
        license.contract_type.as_deref().and_then(ContractType::parse).is_some_and(ContractType::needs_language);
    if needs && license.language.is_none() {
        let mut error = ValidationError::new("invalid");
        error.add_param("field".into(), &"language");
        return Err(error);
    }
    Ok(())
}

/// A reverted license says when its rights came back.
fn reverted_on_a_date(license: &License) -> Result<(), ValidationError> {
    if license.status.as_deref() == Some(LicenseStatus::Reverted.as_str()) && license.reversion_date.is_none() {
        let mut error = ValidationError::new("invalid");
        error.add_param("field".into(), &"reversionDate");
        return Err(error);
    }
    Ok(())
}

/// A `signed` written as text (a CSV cell, the licenses list's filter): `true` or `false`, case
/// and surrounding spaces aside; anything else is [`crate::messages::SIGNED_TRUE_OR_FALSE`].
pub fn parse_signed(text: &str) -> Option<bool> {
    let text = text.trim();
    if text.eq_ignore_ascii_case("true") {
        Some(true)
    } else if text.eq_ignore_ascii_case("false") {
        Some(false)
    } else {
        None
    }
}

/// Checks a license as submitted (create or update), in its stored form. Keys are the camelCase
/// field names (`title`, `company`, `contractDate`, `endDate`, `advance`...). Empty when valid.
/// Country codes are checked for their form only; [`check_license`] takes the list.
///
/// Blank optional strings count as absent, so a form can pass its values as they are.
pub fn validate_license(license: &License) -> FieldErrors {
    let license = license.clone().normalized();
    let mut errors = FieldErrors::of(&license);
    if let Some(problem) = license.territory.problem(|_| true) {
        errors.add("territory", problem);
    }
    // An advance is money: at most its currency's decimals (a negative or non-number one has
    // its message already).
    let currency = license.currency.as_deref().and_then(Currency::parse);
    if let Some(problem) = license.advance.and_then(|advance| money::amount_problem(advance, currency, false)) {
        errors.add("advance", problem);
    }
    errors
}

/// A license that passed its rules: its stored form, and its closed lists as typed values, which
/// the caller writes rather than parsing the text again.
#[derive(Debug, Clone, PartialEq)]
pub struct CheckedLicense {
    /// The license, normalised.
    pub license: License,
    /// Its contract type, when it has one.
    pub contract_type: Option<ContractType>,
    /// Its status.
    pub status: LicenseStatus,
    /// The currency of its advance, when it has one.
    pub currency: Option<Currency>,
    /// Its advance in minor units of its currency, when it has one.
    pub advance: Option<i64>,
    /// How often its licensee accounts.
    pub accounting_period: AccountingPeriod,
}

/// Checks a license with its rules and what only the caller knows (`also`, e.g. the server's
/// country and language lists), every broken rule at once; once valid, its stored form with its
/// closed lists parsed.
pub fn check_license(
    license: License,
    also: impl FnOnce(&License, &mut FieldErrors),
) -> Result<CheckedLicense, FieldErrors> {
    let mut errors = validate_license(&license);
    let license = license.normalized();
    also(&license, &mut errors);
    errors.into_result()?;
    // The rules refuse an unknown contract type, status or currency: each parses.
    let contract_type = license.contract_type.as_deref().and_then(ContractType::parse);
    let status = license.status.as_deref().and_then(LicenseStatus::parse).unwrap_or(LicenseStatus::Draft);
    let currency = license.currency.as_deref().and_then(Currency::parse);
    let advance = money::minor_of(license.advance, currency);
    let accounting_period =
        license.accounting_period.as_deref().and_then(AccountingPeriod::parse).unwrap_or(AccountingPeriod::HalfYear);
    Ok(CheckedLicense { license, contract_type, status, currency, advance, accounting_period })
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;
    use crate::Currency;
    use crate::enums::{ContractType, LicenseStatus};
    use crate::limits::{MAX_LONG_TEXT_CHARS, MAX_NAME_CHARS, MAX_SHORT_TEXT_CHARS};
    use crate::messages;
    use crate::territory::Territory;

    /// The smallest valid license.
    fn minimal() -> License {
        License {
            title: "Dune".into(),
            company: "Gallimard".into(),
            contract_date: Some("2024-01-05".into()),
            ..License::default()
        }
    }

    fn only_error(license: &License) -> (String, String) {
        let errors = validate_license(license);
        assert_eq!(errors.len(), 1, "{errors:?}");
        let (field, message) = errors.iter().next().unwrap();
        (field.to_owned(), message.to_owned())
    }

    #[test]
    fn a_checked_license_carries_its_closed_lists_typed() {
        let license =
            License { contract_type: Some(" audio_visual ".into()), currency: Some("CHF".into()), ..minimal() };
        let checked = check_license(license, |_, _| {}).unwrap();
        assert_eq!((checked.contract_type, checked.currency), (Some(ContractType::AudioVisual), Some(Currency::CHF)));
        assert_eq!(checked.license.contract_type.as_deref(), Some("audio_visual"));
        let errors = check_license(License { currency: Some("XXX".into()), ..minimal() }, |_, _| {}).unwrap_err();
        assert_eq!(errors.get("currency"), Some(messages::UNKNOWN_CURRENCY));
        let no_such_country = |license: &License, errors: &mut FieldErrors| {
            if let Some(problem) = license.territory.problem(|code| code != "QQ") {
                errors.add("territory", problem);
            }
        };
        let errors =
            check_license(License { territory: Territory::parse("DE, QQ"), ..minimal() }, no_such_country).unwrap_err();
        assert_eq!(errors.get("territory"), Some("Unknown country code: QQ"));
    }

    #[test]
    fn status_and_signed_agree() {
        let stored = |status: Option<&str>, signed: bool| {
            let license = License { status: status.map(str::to_owned), signed, ..minimal() }.normalized();
            (license.status.unwrap(), license.signed)
        };
        assert_eq!(stored(None, true), ("signed".to_owned(), true));
        assert_eq!(stored(None, false), ("draft".to_owned(), false));
        assert_eq!(stored(Some("sent"), true), ("sent".to_owned(), false));
        assert_eq!(stored(Some(" signed "), false), ("signed".to_owned(), true));
        let checked = check_license(License { status: Some("sent".into()), ..minimal() }, |_, _| {}).unwrap();
        assert_eq!((checked.status, checked.license.exclusive), (LicenseStatus::Sent, Some(true)));
        let odd = License { status: Some("lost".into()), ..minimal() };
        assert_eq!(only_error(&odd), ("status".into(), messages::UNKNOWN_STATUS.into()));
    }

    #[test]
    fn translations_and_audio_name_their_language() {
        for right in ["foreign_rights", "audio"] {
            let license = License { contract_type: Some(right.into()), ..minimal() };
            assert_eq!(only_error(&license), ("language".into(), messages::LANGUAGE_REQUIRED.into()), "{right}");
            let with = License { language: Some("de".into()), ..license };
            assert!(validate_license(&with).is_empty());
        }
        assert!(validate_license(&License { contract_type: Some("audio_visual".into()), ..minimal() }).is_empty());
        let odd = License { language: Some("German".into()), ..minimal() };
        assert_eq!(only_error(&odd), ("language".into(), messages::UNKNOWN_LANGUAGE.into()));
    }

    #[test]
    fn a_reverted_license_has_its_reversion_date() {
        let reverted = License { status: Some("reverted".into()), ..minimal() };
        assert_eq!(only_error(&reverted), ("reversionDate".into(), messages::REVERSION_DATE_REQUIRED.into()));
        assert!(validate_license(&License { reversion_date: Some("2030-01-01".into()), ..reverted }).is_empty());
    }

    #[test]
    fn a_territory_of_no_country_is_refused() {
        let nowhere = License { territory: Territory::countries::<&str>(&[]), ..minimal() };
        assert_eq!(only_error(&nowhere), ("territory".into(), messages::CHOOSE_WORLD_OR_COUNTRY.into()));
        let odd = License { territory: Territory::parse("Germany"), ..minimal() };
        assert_eq!(only_error(&odd), ("territory".into(), "Unknown country code: GERMANY".into()));
    }

    #[test]
    fn minimal_and_full_licenses_are_valid() {
        assert!(validate_license(&minimal()).is_empty());
        assert!(validate_license(&stored_and_wire_form_tests::full_license()).is_empty());
    }

    #[test]
    fn an_empty_license_gets_the_three_spec_messages() {
        let errors = validate_license(&License::default());
        let pairs: Vec<_> = errors.iter().collect();
        assert_eq!(
            pairs,
            [
                ("company", "Company is required"),
                ("contractDate", "Contract date is required"),
                ("title", "Title is required"),
            ]
        );
    }

    #[test]
    fn whitespace_only_names_and_date_are_missing() {
        let blank =
            License { title: "  ".into(), company: "\t".into(), contract_date: Some(" ".into()), ..License::default() };
        let errors = validate_license(&blank);
        assert_eq!(errors.get("title"), Some(messages::TITLE_REQUIRED));
        assert_eq!(errors.get("company"), Some(messages::COMPANY_REQUIRED));
        assert_eq!(errors.get("contractDate"), Some(messages::CONTRACT_DATE_REQUIRED));
    }

    #[test]
    fn dates_must_be_real() {
        let feb_29_non_leap = License { contract_date: Some("2023-02-29".into()), ..minimal() };
        assert_eq!(only_error(&feb_29_non_leap), ("contractDate".into(), messages::INVALID_DATE.into()));
        let feb_29_leap = License { contract_date: Some("2024-02-29".into()), ..minimal() };
        assert!(validate_license(&feb_29_leap).is_empty());
        let bad_end = License { end_date: Some("2024-04-31".into()), ..minimal() };
        assert_eq!(only_error(&bad_end), ("endDate".into(), messages::INVALID_DATE.into()));
        let bad_publication = License { publication_date: Some("5 March".into()), ..minimal() };
        assert_eq!(only_error(&bad_publication), ("publicationDate".into(), messages::INVALID_DATE.into()));
        let blank_optional = License { end_date: Some(String::new()), publication_date: Some(" ".into()), ..minimal() };
        assert!(validate_license(&blank_optional).is_empty());
    }

    #[test]
    fn end_date_not_before_contract_date() {
        let ending = |end: &str| License { end_date: Some(end.into()), ..minimal() };
        assert_eq!(only_error(&ending("2024-01-04")), ("endDate".into(), messages::END_BEFORE_CONTRACT.into()));
        assert_eq!(only_error(&ending("2023-12-31")), ("endDate".into(), messages::END_BEFORE_CONTRACT.into()));
        assert!(validate_license(&ending("2024-01-05")).is_empty(), "the same day is fine");
        assert!(validate_license(&ending("2024-01-06")).is_empty());
        // Without a contract date there is nothing to compare with.
        let no_contract = License { contract_date: None, ..ending("2000-01-01") };
        assert_eq!(only_error(&no_contract), ("contractDate".into(), messages::CONTRACT_DATE_REQUIRED.into()));
    }

    #[test]
    fn rules_of_other_fields_do_not_hide_the_end_date_rule() {
        let license = License { title: String::new(), end_date: Some("2023-01-01".into()), ..minimal() };
        let errors = validate_license(&license);
        assert_eq!(errors.get("title"), Some(messages::TITLE_REQUIRED));
        assert_eq!(errors.get("endDate"), Some(messages::END_BEFORE_CONTRACT));
        // Trimmed before the rules: a padded date is the date.
        let padded = License { contract_date: Some(" 2024-01-05 ".into()), ..minimal() };
        assert!(validate_license(&padded).is_empty());
    }

    #[test]
    fn an_advance_needs_its_currency() {
        for blank in [None, Some(String::new()), Some("  ".into())] {
            let license = License { advance: Some(1500.0), currency: blank, ..minimal() };
            assert_eq!(only_error(&license), ("currency".into(), messages::CURRENCY_REQUIRED.into()));
        }
        // a currency without an advance is kept, as the form may set it first
        assert!(validate_license(&License { currency: Some("SEK".into()), ..minimal() }).is_empty());
        assert!(
            validate_license(&License { advance: Some(30000.0), currency: Some("SEK".into()), ..minimal() }).is_empty()
        );
    }

    #[test]
    fn advance_is_a_number_at_least_zero() {
        let advancing = |advance: f64| License { advance: Some(advance), currency: Some("EUR".into()), ..minimal() };
        for ok in [0.0, -0.0, 0.01, 1500.5, 1e11] {
            assert!(validate_license(&advancing(ok)).is_empty(), "{ok}");
        }
        // Money: at most the currency's decimals, at most a hundred billion.
        assert_eq!(only_error(&advancing(1500.555)), ("advance".into(), "Use at most 2 decimals".into()));
        assert_eq!(only_error(&advancing(0.1 + 0.2)), ("advance".into(), "Use at most 2 decimals".into()));
        assert_eq!(only_error(&advancing(1e12)), ("advance".into(), messages::AMOUNT_TOO_LARGE.into()));
        let yen = License { advance: Some(1500.5), currency: Some("JPY".into()), ..minimal() };
        assert_eq!(only_error(&yen), ("advance".into(), "JPY has no decimals".into()));
        for negative in [-0.01, -1.0, -1500.5, f64::MIN] {
            assert_eq!(only_error(&advancing(negative)), ("advance".into(), messages::ADVANCE_NEGATIVE.into()));
        }
        for nonsense in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY] {
            assert_eq!(only_error(&advancing(nonsense)), ("advance".into(), messages::ADVANCE_NOT_NUMBER.into()));
        }
    }

    #[test]
    fn contract_type_and_currency_come_from_their_lists() {
        for contract_type in ContractType::ALL {
            let license = License {
                contract_type: Some(contract_type.as_str().into()),
                language: Some("de".into()),
                ..minimal()
            };
            assert!(validate_license(&license).is_empty());
        }
        for currency in Currency::all().iter().copied() {
            let license = License { currency: Some(currency.code().into()), ..minimal() };
            assert!(validate_license(&license).is_empty());
        }
        let unknown_type = License { contract_type: Some("Foreign Rights".into()), ..minimal() };
        assert_eq!(only_error(&unknown_type), ("contractType".into(), messages::UNKNOWN_CONTRACT_TYPE.into()));
        for code in ["XXX", "eur", "BTC"] {
            let unknown_currency = License { currency: Some(code.into()), ..minimal() };
            assert_eq!(only_error(&unknown_currency), ("currency".into(), messages::UNKNOWN_CURRENCY.into()));
        }
        let blank = License { contract_type: Some(String::new()), currency: Some(String::new()), ..minimal() };
        assert!(validate_license(&blank).is_empty());
    }

    #[test]
    fn texts_are_bounded() {
        let at_limit = License {
            title: "t".repeat(MAX_NAME_CHARS as usize),
            company: "c".repeat(MAX_NAME_CHARS as usize),
            agent: Some("a".repeat(MAX_NAME_CHARS as usize)),
            commission: Some("x".repeat(MAX_SHORT_TEXT_CHARS as usize)),
            notes: Some("n".repeat(MAX_LONG_TEXT_CHARS as usize)),
            ..minimal()
        };
        assert!(validate_license(&at_limit).is_empty());

        let long_short = Some("x".repeat(MAX_SHORT_TEXT_CHARS as usize + 1));
        let over = License {
            title: "t".repeat(MAX_NAME_CHARS as usize + 1),
            company: "c".repeat(MAX_NAME_CHARS as usize + 1),
            agent: Some("a".repeat(MAX_NAME_CHARS as usize + 1)),
            commission: long_short.clone(),
            royalties: long_short.clone(),
            files_fee: long_short.clone(),
            print_run: long_short.clone(),
            retail_price: long_short,
            notes: Some("n".repeat(MAX_LONG_TEXT_CHARS as usize + 1)),
            ..minimal()
        };
        let errors = validate_license(&over);
        for field in ["title", "company", "agent"] {
            assert_eq!(errors.get(field), Some(messages::NAME_TOO_LONG), "{field}");
        }
        for field in ["commission", "royalties", "filesFee", "printRun", "retailPrice"] {
            assert_eq!(errors.get(field), Some(messages::SHORT_TEXT_TOO_LONG), "{field}");
        }
        assert_eq!(errors.get("notes"), Some(messages::LONG_TEXT_TOO_LONG));
        assert_eq!(errors.len(), 9);
    }

    #[test]
    fn ids_and_signed_are_free() {
        let license = License {
            id: Some(-1),
            title_id: Some(0),
            company_id: Some(9),
            agent_id: Some(1),
            signed: true,
            ..minimal()
        };
        assert!(validate_license(&license).is_empty());
    }
}

#[cfg(test)]
mod stored_and_wire_form_tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use serde_json::{Value, json};

    use super::*;

    #[test]
    fn licenses_keep_numbers_flags_and_ids() {
        let license = License {
            id: Some(1),
            title: " Dune ".into(),
            title_id: Some(3),
            company: "G ".into(),
            contract_date: Some(" 2024-01-05 ".into()),
            currency: Some(String::new()),
            advance: Some(12.5),
            signed: true,
            ..License::default()
        };
        let stored = license.normalized();
        assert_eq!((stored.title.as_str(), stored.company.as_str()), ("Dune", "G"));
        assert_eq!(stored.contract_date.as_deref(), Some("2024-01-05"));
        assert_eq!(stored.currency, None);
        assert_eq!((stored.id, stored.title_id, stored.advance, stored.signed), (Some(1), Some(3), Some(12.5), true));
    }

    pub(super) fn full_license() -> License {
        License {
            id: Some(7),
            version: Some(2),
            title: "Les Misérables".into(),
            title_id: Some(3),
            company: "Gallimard".into(),
            company_id: Some(4),
            agent: Some("Agence Littéraire".into()),
            agent_id: Some(5),
            commission: Some("10%".into()),
            contract_date: Some("2024-01-05".into()),
            signed: true,
            status: Some("signed".into()),
            reversion_date: None,
            contract_type: Some("foreign_rights".into()),
            language: Some("fr".into()),
            territory: Territory::parse("FR, BE, CH"),
            exclusive: Some(true),
            announce: true,
            end_date: Some("2029-01-05".into()),
            advance: Some(1500.5),
            currency: Some("EUR".into()),
            royalties: Some("8% to 10k, then 10%".into()),
            files_fee: Some("300".into()),
            publication_date: Some("2025-03-01".into()),
            print_run: Some("5000".into()),
            retail_price: Some("24.90".into()),
            notes: Some("Renewal option".into()),
            accounting_period: Some("half_year".into()),
            statement_days: Some(90),
            file: Some(FileInfo { name: "contract.pdf".into(), size: 1234 }),
        }
    }
    #[test]
    fn license_round_trips_with_camel_case_names() {
        let license = full_license();
        let value = serde_json::to_value(&license).unwrap();
        let keys: Vec<&str> = value.as_object().unwrap().keys().map(String::as_str).collect();
        // Every CSV column, and what only the server sets or a pick names.
        let others = ["id", "titleId", "companyId", "agentId", "file", "version"];
        for key in CSV_COLUMNS.iter().chain(&others) {
            assert!(keys.contains(key), "missing {key} in {keys:?}");
        }
        assert_eq!(keys.len(), 30);
        assert_eq!(value["file"], json!({"name": "contract.pdf", "size": 1234}));
        assert_eq!(value["advance"], json!(1500.5));
        assert_eq!(serde_json::from_value::<License>(value).unwrap(), license);
    }
    #[test]
    fn license_reads_a_minimal_payload_with_nulls() {
        let license: License =
            serde_json::from_value(json!({"title": null, "signed": null, "advance": 12, "file": null})).unwrap();
        assert_eq!(license, License { advance: Some(12.0), ..License::default() });
        assert_eq!(license.territory, Territory::default(), "absent is the world");
        // Absent optional fields go out as null; the server answers with every field.
        let value = serde_json::to_value(License::default()).unwrap();
        assert_eq!(value["endDate"], Value::Null);
        assert_eq!(value["signed"], json!(false));
        assert_eq!(value["announce"], json!(false), "not announced unless said");
    }
    #[test]
    fn license_refuses_wrong_types() {
        assert!(serde_json::from_value::<License>(json!({"advance": "12"})).is_err());
        assert!(serde_json::from_value::<License>(json!({"signed": "yes"})).is_err());
        assert!(serde_json::from_value::<License>(json!({"titleId": "3"})).is_err());
    }
}
