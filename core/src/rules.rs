//! The `custom` and `schema` functions of the entities' `validator` attributes: what the
//! validator crate has no built-in rule for. Each answers a bare error; the attribute on the
//! field gives it its `code`, and [`crate::messages::BY_CODE`] the message.
//!
//! They check normalised values ([`crate::Normalize`]): trimmed, blank optional fields absent.
//! They know no entity: a rule that compares an entity's fields lives in the entity's module.

use validator::ValidationError;

use crate::Currency;
use crate::dates::IsoDate;
use crate::enums::{
    AccountingPeriod, CompanyType, ContractType, DeclineReason, HeldStatus, LicenseStatus, Material, OfferStatus,
    PaymentKind, PaymentTrigger, ProspectionStatus, Role,
};
use crate::search::is_zero_width;

fn check(ok: bool) -> Result<(), ValidationError> {
    // The attribute sets the real code; this one is only seen if an attribute forgets it.
    if ok { Ok(()) } else { Err(ValidationError::new("invalid")) }
}

/// A name must leave something a search can match: not empty, not only whitespace, control
/// characters, zero-width characters or combining accents, which [`crate::search_key`] drops.
///
/// Asked character by character rather than through the key itself (the key's decomposition
/// tables would be most of the browser's wasm), and "combining accent" read as the Unicode blocks
/// of combining diacritical marks rather than every combining mark of every script: the full
/// table (`unicode_normalization::char::is_combining_mark`) is 9 KB of the gzipped wasm, and the
/// only names it tells apart are ones made of nothing but another script's vowel signs.
pub(crate) fn searchable(name: &str) -> Result<(), ValidationError> {
    check(name.chars().any(|c| !c.is_whitespace() && !c.is_control() && !is_zero_width(c) && !is_combining_accent(c)))
}

/// The blocks of combining diacritical marks: the basic block (U+0300..U+036F), its extension
/// and supplement, those for symbols, and the half marks.
fn is_combining_accent(c: char) -> bool {
    matches!(c, '\u{300}'..='\u{36F}' | '\u{1AB0}'..='\u{1AFF}' | '\u{1DC0}'..='\u{1DFF}' | '\u{20D0}'..='\u{20FF}' | '\u{FE20}'..='\u{FE2F}')
}

/// Not empty: for a value normalised without blanks, such as an e-mail address.
pub(crate) fn filled(text: &str) -> Result<(), ValidationError> {
    check(!text.is_empty())
}

/// A real calendar date written `YYYY-MM-DD`.
pub(crate) fn iso_date(text: &str) -> Result<(), ValidationError> {
    check(IsoDate::parse(text).is_some())
}

/// An e-mail address as the HTML e-mail input accepts it ([`crate::is_valid_email`]).
pub(crate) fn email(address: &str) -> Result<(), ValidationError> {
    check(crate::email::is_valid_email(address))
}

/// A phone number as people write one: at least one digit, and otherwise only spaces,
/// `+ - ( ) . /` and an extension's `ext` or `x` ("+49 (0)89 4137-0 ext. 12"). Not a dialling
/// plan: numbers are written in too many national ways for more.
pub(crate) fn phone(number: &str) -> Result<(), ValidationError> {
    let allowed = |c: char| c.is_ascii_digit() || c.is_whitespace() || "+-()./extEXT".contains(c);
    check(number.chars().any(|c| c.is_ascii_digit()) && number.chars().all(allowed))
}

/// Every value an ISO 639-1 code's form, two lower-case letters (the language ids of
/// `GET /api/languages`); whether the code is in the list is the server's check.
pub(crate) fn language_codes(values: &[String]) -> Result<(), ValidationError> {
    check(values.iter().all(|value| value.len() == 2 && value.bytes().all(|b| b.is_ascii_lowercase())))
}

/// An ISO 639-1 code's form, two lower-case letters; whether it is in the list is the server's
/// check.
pub(crate) fn language_code(value: &str) -> Result<(), ValidationError> {
    check(value.len() == 2 && value.bytes().all(|b| b.is_ascii_lowercase()))
}

/// A [`LicenseStatus`] wire value.
pub(crate) fn license_status(value: &str) -> Result<(), ValidationError> {
    check(LicenseStatus::parse(value).is_some())
}

/// A [`HeldStatus`] wire value.
pub(crate) fn held_status(value: &str) -> Result<(), ValidationError> {
    check(HeldStatus::parse(value).is_some())
}

/// A number a person typed: not NaN, not infinite.
pub(crate) fn finite(number: f64) -> Result<(), ValidationError> {
    check(number.is_finite())
}

/// A [`ContractType`] wire value.
pub(crate) fn contract_type(value: &str) -> Result<(), ValidationError> {
    check(ContractType::parse(value).is_some())
}

/// An amount's currency, required once there is an amount (`field` names the currency's field
/// for the struct-level error).
pub(crate) fn currency_with_amount(amount: Option<f64>, currency: &Option<String>) -> Result<(), ValidationError> {
    // An amount that is not a number has its own message; the currency's would only add noise.
    if amount.is_some_and(f64::is_finite) && currency.as_deref().is_none_or(|code| code.trim().is_empty()) {
        let mut error = ValidationError::new("invalid");
        error.add_param("field".into(), &"currency");
        return Err(error);
    }
    Ok(())
}

/// A [`Currency`] code.
pub(crate) fn currency(code: &str) -> Result<(), ValidationError> {
    check(Currency::parse(code).is_some())
}

/// Every value a [`CompanyType`] wire value.
pub(crate) fn company_types(values: &[String]) -> Result<(), ValidationError> {
    check(values.iter().all(|value| CompanyType::parse(value).is_some()))
}

/// A [`Role`] wire value.
pub(crate) fn role(value: &str) -> Result<(), ValidationError> {
    check(Role::parse(value).is_some())
}

/// A [`ProspectionStatus`] wire value.
pub(crate) fn prospection_status(value: &str) -> Result<(), ValidationError> {
    check(ProspectionStatus::parse(value).is_some())
}

/// A [`crate::MeetingStatus`] wire value.
pub(crate) fn meeting_status(value: &str) -> Result<(), ValidationError> {
    check(crate::MeetingStatus::parse(value).is_some())
}

/// A [`crate::MeetingOutcome`] wire value.
pub(crate) fn meeting_outcome(value: &str) -> Result<(), ValidationError> {
    check(crate::MeetingOutcome::parse(value).is_some())
}

/// A [`DeclineReason`] wire value.
pub(crate) fn decline_reason(value: &str) -> Result<(), ValidationError> {
    check(DeclineReason::parse(value).is_some())
}

/// Every value a [`Material`] wire value.
pub(crate) fn materials(values: &[String]) -> Result<(), ValidationError> {
    check(values.iter().all(|value| Material::parse(value).is_some()))
}

/// A [`crate::ContributorRole`] wire value.
pub(crate) fn contributor_role(value: &str) -> Result<(), ValidationError> {
    check(crate::ContributorRole::parse(value).is_some())
}

/// An [`crate::EditionFormat`] wire value.
pub(crate) fn edition_format(value: &str) -> Result<(), ValidationError> {
    check(crate::EditionFormat::parse(value).is_some())
}

/// An [`OfferStatus`] wire value.
pub(crate) fn offer_status(value: &str) -> Result<(), ValidationError> {
    check(OfferStatus::parse(value).is_some())
}

/// A [`PaymentKind`] wire value.
pub(crate) fn payment_kind(value: &str) -> Result<(), ValidationError> {
    check(PaymentKind::parse(value).is_some())
}

/// A [`PaymentTrigger`] wire value.
pub(crate) fn payment_trigger(value: &str) -> Result<(), ValidationError> {
    check(PaymentTrigger::parse(value).is_some())
}

/// An [`AccountingPeriod`] wire value.
pub(crate) fn accounting_period(value: &str) -> Result<(), ValidationError> {
    check(AccountingPeriod::parse(value).is_some())
}

/// A struct-level error of the field `field` (a schema error belongs to no field of its own).
pub(crate) fn on_field(field: &'static str) -> ValidationError {
    let mut error = ValidationError::new("invalid");
    error.add_param("field".into(), &field);
    error
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;

    #[test]
    fn a_name_of_accents_spaces_or_control_characters_alone_is_not_searchable() {
        for name in ["", " \t", "\u{301}", "\u{301}\u{308} \u{1DC0}", "\u{20DD}", "\u{7}\u{FE20}"] {
            assert!(searchable(name).is_err(), "{name:?}");
        }
    }

    #[test]
    fn phone_numbers_as_people_write_them() {
        for ok in
            ["+33 1 23 45 67 89", "(030) 1234-5678", "+49 89 4137-0 ext. 12", "020.7123.4567", "555 0100 x12", "1"]
        {
            assert!(phone(ok).is_ok(), "{ok:?}");
        }
        for bad in ["", "call Anne", "+", "01 23 45 67 89 #2", "tel: 0123", "01\u{0}23"] {
            assert!(phone(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn language_codes_are_two_lower_case_letters() {
        assert!(language_codes(&["de".into(), "en".into()]).is_ok());
        assert!(language_codes(&[]).is_ok());
        for bad in ["DE", "deu", "", "d", "é"] {
            assert!(language_codes(&["fr".into(), bad.into()]).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn any_letter_digit_or_sign_is_searchable() {
        for name in ["e\u{301}", "1984", "!", "\u{2605}", "\u{5C71}", "\u{928}\u{93F}"] {
            assert!(searchable(name).is_ok(), "{name:?}");
        }
    }
}
