//! Validation of a [`License`]: title, company and contract date are required (spec §5), dates
//! are real and the end is not before the contract, the advance is a number >= 0, contract type
//! and currency come from their lists, texts are bounded. Every other field is optional. The
//! rules are the attributes of [`License`].

use crate::entities::License;
use crate::field_errors::FieldErrors;
use crate::normalize::Normalize;

/// Checks a license as submitted (create or update), in its stored form. Keys are the camelCase
/// field names (`title`, `company`, `contractDate`, `endDate`, `advance`...). Empty when valid.
///
/// Blank optional strings count as absent, so a form can pass its values as they are.
pub fn validate_license(license: &License) -> FieldErrors {
    FieldErrors::of(&license.clone().normalized())
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;
    use crate::enums::{ContractType, Currency};
    use crate::limits::{MAX_LONG_TEXT_CHARS, MAX_NAME_CHARS, MAX_SHORT_TEXT_CHARS};
    use crate::messages;

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
    fn minimal_and_full_licenses_are_valid() {
        assert!(validate_license(&minimal()).is_empty());
        let full = License {
            agent: Some("Agence".into()),
            commission: Some("10%".into()),
            signed: true,
            contract_type: Some("audio_visual".into()),
            end_date: Some("2029-01-05".into()),
            advance: Some(1500.5),
            currency: Some("CHF".into()),
            royalties: Some("8%".into()),
            files_fee: Some("300".into()),
            publication_date: Some("2025-03-01".into()),
            print_run: Some("5000".into()),
            retail_price: Some("24.90".into()),
            notes: Some("n".into()),
            ..minimal()
        };
        assert!(validate_license(&full).is_empty());
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
    fn advance_is_a_number_at_least_zero() {
        let advancing = |advance: f64| License { advance: Some(advance), ..minimal() };
        for ok in [0.0, -0.0, 0.01, 1500.5, 1e12] {
            assert!(validate_license(&advancing(ok)).is_empty(), "{ok}");
        }
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
            let license = License { contract_type: Some(contract_type.as_str().into()), ..minimal() };
            assert!(validate_license(&license).is_empty());
        }
        for currency in Currency::ALL {
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
