//! Validation of a [`Company`] and its contacts: names are required, e-mail addresses valid,
//! types from [`crate::CompanyType`], texts bounded (the rules are the attributes of [`Company`]
//! and [`crate::Contact`]).

use crate::entities::Company;
use crate::field_errors::FieldErrors;
use crate::normalize::Normalize;

/// Checks a company as submitted (create or update), in its stored form. Keys: `name`,
/// `country`, `language`, `types`, `address`, `notes`, and per contact `contacts.{index}.name`
/// and `contacts.{index}.email` (index from 0, in the order sent). Empty when valid.
pub fn validate_company(company: &Company) -> FieldErrors {
    FieldErrors::of(&company.clone().normalized())
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;
    use crate::entities::Contact;
    use crate::enums::CompanyType;
    use crate::limits::{MAX_LONG_TEXT_CHARS, MAX_NAME_CHARS};
    use crate::messages;

    fn named(name: &str) -> Company {
        Company { name: name.into(), ..Company::default() }
    }

    fn contact(name: &str, email: Option<&str>) -> Contact {
        Contact { id: None, name: name.into(), email: email.map(Into::into) }
    }

    #[test]
    fn a_named_company_is_valid() {
        assert!(validate_company(&named("Gallimard")).is_empty());
        let full = Company {
            country: Some("France".into()),
            country_id: Some("FR".into()),
            types: CompanyType::ALL.iter().map(|t| t.as_str().to_owned()).collect(),
            language: Some("French".into()),
            language_id: Some("fr".into()),
            address: Some("Paris".into()),
            notes: Some("n".into()),
            contacts: vec![contact("Anne", Some("anne@example.com")), contact("Paul", None), contact("Zoé", Some(""))],
            remove_contacts: vec![3],
            ..named("Gallimard")
        };
        assert!(validate_company(&full).is_empty());
    }

    #[test]
    fn name_is_required_and_not_blank() {
        for name in ["", "   ", "\n"] {
            assert_eq!(validate_company(&named(name)).get("name"), Some("Company name is required"));
        }
    }

    #[test]
    fn contacts_are_checked_by_index() {
        let company = Company {
            contacts: vec![
                contact("Anne", Some("anne@example.com")),
                contact("  ", Some("not an address")),
                contact("Paul", Some("paul@")),
            ],
            ..named("Gallimard")
        };
        let errors = validate_company(&company);
        let pairs: Vec<_> = errors.iter().collect();
        assert_eq!(
            pairs,
            [
                ("contacts.1.email", "Enter a valid e-mail address"),
                ("contacts.1.name", "Contact name is required"),
                ("contacts.2.email", "Enter a valid e-mail address"),
            ]
        );
    }

    #[test]
    fn email_addresses() {
        let with_email = |email: &str| Company { contacts: vec![contact("Anne", Some(email))], ..named("G") };
        for ok in ["a@b.co", "first.last+tag@example.co.uk", "anne@localhost", "anne@exemple.café"] {
            assert!(validate_company(&with_email(ok)).is_empty(), "{ok}");
        }
        // As in the HTML e-mail input, the part before the @ is ASCII.
        for bad in
            ["plain", "@example.com", "a@", "a b@example.com", "a@@example.com", "a@exa mple.com", "élodie@exemple.fr"]
        {
            assert_eq!(
                validate_company(&with_email(bad)).get("contacts.0.email"),
                Some(messages::INVALID_EMAIL),
                "{bad}"
            );
        }
        let too_long = format!("{}@{}.com", "a".repeat(60), "b".repeat(200)); // 265 chars
        assert_eq!(validate_company(&with_email(&too_long)).get("contacts.0.email"), Some(messages::EMAIL_TOO_LONG));
    }

    #[test]
    fn types_must_be_known() {
        let typed = |types: &[&str]| Company { types: types.iter().map(|t| (*t).to_owned()).collect(), ..named("G") };
        assert!(validate_company(&typed(&["publisher", "literary_agency"])).is_empty());
        for unknown in [&["publisher", "bookshop"][..], &["Publisher"], &[""]] {
            assert_eq!(validate_company(&typed(unknown)).get("types"), Some(messages::UNKNOWN_COMPANY_TYPE));
        }
    }

    #[test]
    fn texts_are_bounded() {
        let over = Company {
            name: "n".repeat(MAX_NAME_CHARS as usize + 1),
            country: Some("c".repeat(MAX_NAME_CHARS as usize + 1)),
            language: Some("l".repeat(MAX_NAME_CHARS as usize + 1)),
            address: Some("a".repeat(MAX_LONG_TEXT_CHARS as usize + 1)),
            notes: Some("o".repeat(MAX_LONG_TEXT_CHARS as usize + 1)),
            contacts: vec![contact(&"p".repeat(MAX_NAME_CHARS as usize + 1), None)],
            ..Company::default()
        };
        let errors = validate_company(&over);
        for field in ["name", "country", "language", "contacts.0.name"] {
            assert_eq!(errors.get(field), Some(messages::NAME_TOO_LONG), "{field}");
        }
        for field in ["address", "notes"] {
            assert_eq!(errors.get(field), Some(messages::LONG_TEXT_TOO_LONG), "{field}");
        }
    }
}
