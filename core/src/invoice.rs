//! The team's invoice details ([`InvoiceDetails`], `GET`/`PUT /api/team/invoice-details`): what a
//! real invoice needs from its issuer (legal name, postal address, VAT number, bank details,
//! payment terms), with their normalising step and rules, an IBAN's shape and check digits among
//! them (ISO 13616: the country and check digits moved to the end, letters as numbers, the whole
//! modulo 97 is 1).

use serde::{Deserialize, Serialize};
use validator::{Validate, ValidationError};

use crate::field_errors::FieldErrors;
use crate::limits::{MAX_LONG_TEXT_CHARS, MAX_NAME_CHARS, MAX_SHORT_TEXT_CHARS};
use crate::normalize::{Normalize, tidy};

/// The issuer's details the team's invoices print; every field is optional (an invoice without
/// them shows the team's name).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct InvoiceDetails {
    /// The company's registered name ("Éditions du Levant SARL"), which heads the invoice in the
    /// team's name's place.
    #[validate(length(max = MAX_NAME_CHARS, code = "name_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 200, examples("Éditions du Levant SARL")))]
    pub legal_name: Option<String>,
    /// The postal address, on several lines.
    #[validate(length(max = MAX_LONG_TEXT_CHARS, code = "long_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 10000, examples("12 rue des Écoles\n75005 Paris\nFrance")))]
    pub address: Option<String>,
    /// The VAT or tax number, as the authority writes it (`FR 12 345678901`).
    #[validate(length(max = MAX_SHORT_TEXT_CHARS, code = "short_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub vat_number: Option<String>,
    /// The account's IBAN, stored without spaces and in capitals: a country code, two check
    /// digits that match, up to 30 letters and digits.
    #[validate(custom(function = iban_rule))]
    #[cfg_attr(feature = "openapi", schema(examples("FR7630006000011234567890189")))]
    pub iban: Option<String>,
    /// The bank's BIC (SWIFT code), 8 or 11 letters and digits, stored in capitals.
    #[validate(custom(function = bic_rule, code = "bic_shape"))]
    #[cfg_attr(feature = "openapi", schema(examples("AGRIFRPP")))]
    pub bic: Option<String>,
    /// Other banking details, free text (an account and routing number, a bank's address).
    #[validate(length(max = MAX_LONG_TEXT_CHARS, code = "long_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 10000))]
    pub bank_details: Option<String>,
    /// The line at the invoice's foot: payment terms, a registration number.
    #[validate(length(max = MAX_LONG_TEXT_CHARS, code = "long_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 10000, examples("Payment within 30 days by bank transfer.")))]
    pub footer: Option<String>,
}

impl Normalize for InvoiceDetails {
    fn normalized(self) -> Self {
        let InvoiceDetails { legal_name, address, vat_number, iban, bic, bank_details, footer } = self;
        InvoiceDetails {
            legal_name: tidy(legal_name),
            address: tidy(address.map(|text| text.replace("\r\n", "\n"))),
            vat_number: tidy(vat_number),
            iban: tidy(iban.map(|text| compact(&text))),
            bic: tidy(bic.map(|text| compact(&text))),
            bank_details: tidy(bank_details.map(|text| text.replace("\r\n", "\n"))),
            footer: tidy(footer),
        }
    }
}

/// A code as stored: its spaces dropped, in capitals (`fr76 3000 6000…` is `FR763000 6000…`).
fn compact(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect::<String>().to_ascii_uppercase()
}

/// What is wrong with an IBAN in its stored form, if anything: its shape, else its check digits.
pub fn iban_problem(iban: &str) -> Option<&'static str> {
    let bytes = iban.as_bytes();
    let shaped = (15..=34).contains(&bytes.len())
        && bytes[..2].iter().all(u8::is_ascii_uppercase)
        && bytes[2..4].iter().all(u8::is_ascii_digit)
        && bytes[4..].iter().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit());
    if !shaped {
        return Some(crate::messages::IBAN_SHAPE);
    }
    // The country and check digits go to the end; each letter counts as 10 (A) to 35 (Z).
    let remainder = bytes[4..].iter().chain(&bytes[..4]).fold(0u32, |rest, &b| {
        let value = if b.is_ascii_digit() { u32::from(b - b'0') } else { u32::from(b - b'A') + 10 };
        let width = if value < 10 { 10 } else { 100 };
        (rest * width + value) % 97
    });
    (remainder != 1).then_some(crate::messages::IBAN_CHECK_DIGITS)
}

fn iban_rule(value: &str) -> Result<(), ValidationError> {
    match iban_problem(value) {
        None => Ok(()),
        Some(message) if message == crate::messages::IBAN_CHECK_DIGITS => {
            Err(ValidationError::new("iban_check_digits"))
        }
        Some(_) => Err(ValidationError::new("iban_shape")),
    }
}

/// A BIC: 4 letters (the bank), 2 (the country), 2 letters or digits (the place), and maybe 3
/// more (the branch).
fn bic_rule(value: &str) -> Result<(), ValidationError> {
    let bytes = value.as_bytes();
    let alphanumeric = |b: &u8| b.is_ascii_uppercase() || b.is_ascii_digit();
    let ok = matches!(bytes.len(), 8 | 11)
        && bytes[..6].iter().all(u8::is_ascii_uppercase)
        && bytes[6..].iter().all(alphanumeric);
    if ok { Ok(()) } else { Err(ValidationError::new("bic_shape")) }
}

/// Checks invoice details as submitted, in their stored form. Keys are the camelCase field
/// names. Empty when valid.
pub fn validate_invoice_details(details: &InvoiceDetails) -> FieldErrors {
    FieldErrors::of(&details.clone().normalized())
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;
    use crate::messages;

    fn with_iban(iban: &str) -> InvoiceDetails {
        InvoiceDetails { iban: Some(iban.into()), ..InvoiceDetails::default() }
    }

    #[test]
    fn nothing_is_required_and_blanks_are_absent() {
        assert!(validate_invoice_details(&InvoiceDetails::default()).is_empty());
        let blank =
            InvoiceDetails { legal_name: Some("  ".into()), iban: Some(" ".into()), ..InvoiceDetails::default() };
        assert_eq!(blank.clone().normalized(), InvoiceDetails::default());
        assert!(validate_invoice_details(&blank).is_empty());
    }

    #[test]
    fn an_iban_is_stored_compact_in_capitals_and_its_check_digits_must_match() {
        for good in ["FR76 3000 6000 0112 3456 7890 189", "de89370400440532013000", "GB82 WEST 1234 5698 7654 32"] {
            assert!(validate_invoice_details(&with_iban(good)).is_empty(), "{good}");
        }
        assert_eq!(
            with_iban("fr76 3000 6000 0112 3456 7890 189").normalized().iban.as_deref(),
            Some("FR7630006000011234567890189")
        );
        // One digit changed: the shape holds, the check digits do not.
        assert_eq!(
            validate_invoice_details(&with_iban("FR7630006000011234567890188")).get("iban"),
            Some(messages::IBAN_CHECK_DIGITS)
        );
        for bad in [
            "FR76",
            "7630006000011234567890189",
            "FR76-3000-6000-0112-3456-7890-189",
            "FR763000600001123456789018912345678901",
        ] {
            assert_eq!(validate_invoice_details(&with_iban(bad)).get("iban"), Some(messages::IBAN_SHAPE), "{bad}");
        }
    }

    #[test]
    fn a_bic_has_8_or_11_letters_and_digits() {
        let with_bic = |bic: &str| InvoiceDetails { bic: Some(bic.into()), ..InvoiceDetails::default() };
        for good in ["AGRIFRPP", "deutdeff500", "NEDSZAJJ"] {
            assert!(validate_invoice_details(&with_bic(good)).is_empty(), "{good}");
        }
        assert_eq!(with_bic(" deut deff ").normalized().bic.as_deref(), Some("DEUTDEFF"));
        for bad in ["AGRIFRP", "AGRIFRPP5", "1GRIFRPP", "AGRIFRPP50!"] {
            assert_eq!(validate_invoice_details(&with_bic(bad)).get("bic"), Some(messages::BIC_SHAPE), "{bad}");
        }
    }

    #[test]
    fn the_texts_have_their_lengths() {
        let details = InvoiceDetails {
            legal_name: Some("é".repeat(201)),
            vat_number: Some("1".repeat(201)),
            address: Some("a".repeat(10_001)),
            footer: Some("a".repeat(10_001)),
            ..InvoiceDetails::default()
        };
        let errors = validate_invoice_details(&details);
        assert_eq!(errors.get("legalName"), Some(messages::NAME_TOO_LONG));
        assert_eq!(errors.get("vatNumber"), Some(messages::SHORT_TEXT_TOO_LONG));
        assert_eq!(errors.get("address"), Some(messages::LONG_TEXT_TOO_LONG));
        assert_eq!(errors.get("footer"), Some(messages::LONG_TEXT_TOO_LONG));
    }

    #[test]
    fn an_address_keeps_its_lines() {
        let details = InvoiceDetails {
            address: Some(" 12 rue des Écoles\r\n75005 Paris \n".into()),
            ..InvoiceDetails::default()
        };
        assert_eq!(details.normalized().address.as_deref(), Some("12 rue des Écoles\n75005 Paris"));
    }
}
