//! A [`Company`] and its [`Contact`]s, and the contact completion's entry: the wire shapes, the
//! stored form and the rules: names are required, e-mail addresses valid,
//! types from [`crate::CompanyType`], texts bounded (the rules are the attributes of [`Company`]
//! and [`crate::Contact`]).

use serde::{Deserialize, Serialize};
use validator::Validate;

use crate::field_errors::FieldErrors;
use crate::limits::{MAX_EMAIL_CHARS, MAX_LONG_TEXT_CHARS, MAX_NAME_CHARS, MAX_PHONE_CHARS, MAX_SHORT_TEXT_CHARS};
use crate::normalize::{Normalize, distinct, tidy, trimmed};
use crate::{nullable, rules};

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
    /// What the contact does at the company ("Rights director"), optional.
    #[validate(length(max = MAX_SHORT_TEXT_CHARS, code = "short_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub role: Option<String>,
    /// Phone number, optional: digits, spaces, `+ - ( ) . /` and an extension (`ext`, `x`).
    #[validate(
        length(max = MAX_PHONE_CHARS, code = "phone_too_long"),
        custom(function = rules::phone, code = "invalid_phone")
    )]
    #[cfg_attr(feature = "openapi", schema(max_length = 50))]
    pub phone: Option<String>,
    /// The names of the languages the contact handles, read-only, in the order of `languageIds`.
    #[serde(deserialize_with = "nullable::or_default")]
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub languages: Vec<String>,
    /// The languages the contact handles, by id (see [`Language::id`], as the company's
    /// `languageId`), each once.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(custom(function = rules::language_codes, code = "unknown_language"))]
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<String>, pattern = "^[a-z]{2}$"))]
    pub language_ids: Vec<String>,
    /// Free text about the contact, optional.
    #[validate(length(max = MAX_LONG_TEXT_CHARS, code = "long_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 10000))]
    pub notes: Option<String>,
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
    /// What the contact does at the company.
    #[serde(default)]
    pub role: Option<String>,
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
    /// The record's version, read-only (set by the server): 1 when made, one more with every
    /// write to it or to what belongs to it; also its `ETag` (docs/http.md, "Versions").
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub version: Option<i64>,
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

impl Normalize for Contact {
    fn normalized(self) -> Self {
        let Contact { id, name, email, role, phone, languages, language_ids, notes } = self;
        Contact {
            id,
            name: trimmed(&name),
            email: tidy(email),
            role: tidy(role),
            phone: tidy(phone),
            languages,
            language_ids: distinct(&language_ids),
            notes: tidy(notes),
        }
    }
}

impl Normalize for Company {
    /// Also: the types without repeats, the contacts normalised.
    fn normalized(self) -> Self {
        let Company {
            id,
            version,
            name,
            country,
            country_id,
            types,
            language,
            language_id,
            address,
            notes,
            contacts,
            remove_contacts,
        } = self;
        Company {
            id,
            version,
            name: trimmed(&name),
            country: tidy(country),
            country_id: tidy(country_id),
            types: distinct(&types),
            language: tidy(language),
            language_id: tidy(language_id),
            address: tidy(address),
            notes: tidy(notes),
            contacts: contacts.into_iter().map(Normalize::normalized).collect(),
            remove_contacts,
        }
    }
}

/// Checks a company as submitted (create or update), in its stored form. Keys: `name`,
/// `country`, `language`, `types`, `address`, `notes`, and per contact `contacts.{index}.name`,
/// `.email`, `.role`, `.phone`, `.languageIds` and `.notes` (index from 0, in the order sent).
/// Empty when valid.
pub fn validate_company(company: &Company) -> FieldErrors {
    FieldErrors::of(&company.clone().normalized())
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;
    use crate::enums::CompanyType;
    use crate::limits::{MAX_LONG_TEXT_CHARS, MAX_NAME_CHARS, MAX_PHONE_CHARS, MAX_SHORT_TEXT_CHARS};
    use crate::messages;

    fn named(name: &str) -> Company {
        Company { name: name.into(), ..Company::default() }
    }

    fn contact(name: &str, email: Option<&str>) -> Contact {
        Contact { name: name.into(), email: email.map(Into::into), ..Contact::default() }
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
    fn contact_role_phone_languages_and_notes() {
        let full = Contact {
            role: Some("Rights director".into()),
            phone: Some("+49 89 4137-0 ext. 12".into()),
            language_ids: vec!["de".into(), "en".into()],
            notes: Some("Prefers calls in the morning".into()),
            ..contact("Anne", Some("anne@hanser.de"))
        };
        assert!(validate_company(&Company { contacts: vec![full.clone()], ..named("Hanser") }).is_empty());
        let bad = Contact {
            role: Some("r".repeat(MAX_SHORT_TEXT_CHARS as usize + 1)),
            phone: Some("call her".into()),
            language_ids: vec!["de".into(), "German".into()],
            notes: Some("n".repeat(MAX_LONG_TEXT_CHARS as usize + 1)),
            ..full.clone()
        };
        let errors = validate_company(&Company { contacts: vec![full.clone(), bad], ..named("Hanser") });
        let pairs: Vec<_> = errors.iter().collect();
        assert_eq!(
            pairs,
            [
                ("contacts.1.languageIds", messages::UNKNOWN_LANGUAGE),
                ("contacts.1.notes", messages::LONG_TEXT_TOO_LONG),
                ("contacts.1.phone", messages::INVALID_PHONE),
                ("contacts.1.role", messages::SHORT_TEXT_TOO_LONG),
            ]
        );
        let long_phone = Contact { phone: Some("1".repeat(MAX_PHONE_CHARS as usize + 1)), ..full };
        let errors = validate_company(&Company { contacts: vec![long_phone], ..named("Hanser") });
        assert_eq!(errors.get("contacts.0.phone"), Some(messages::PHONE_TOO_LONG));
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

#[cfg(test)]
mod stored_and_wire_form_tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use serde_json::json;

    use super::*;

    #[test]
    fn companies_lose_repeated_types_and_blank_contact_emails() {
        let company = Company {
            name: " Gallimard ".into(),
            country_id: Some(" FR ".into()),
            types: vec!["publisher".into(), " publisher".into(), "other".into()],
            notes: Some("\t".into()),
            contacts: vec![Contact {
                id: Some(2),
                name: " Anne ".into(),
                email: Some(" ".into()),
                role: Some(" Rights director ".into()),
                phone: Some("  ".into()),
                language_ids: vec!["de".into(), " de".into(), "en".into()],
                notes: Some("\n".into()),
                ..Contact::default()
            }],
            remove_contacts: vec![9],
            ..Company::default()
        };
        let stored = company.normalized();
        assert_eq!(stored.name, "Gallimard");
        assert_eq!(stored.country_id.as_deref(), Some("FR"));
        assert_eq!(stored.types, ["publisher", "other"]);
        assert_eq!(stored.notes, None);
        assert_eq!(
            stored.contacts,
            [Contact {
                id: Some(2),
                name: "Anne".into(),
                role: Some("Rights director".into()),
                language_ids: vec!["de".into(), "en".into()],
                ..Contact::default()
            }]
        );
        assert_eq!(stored.remove_contacts, [9]);
    }

    #[test]
    fn company_round_trips_with_camel_case_names() {
        let company = Company {
            id: Some(1),
            version: Some(2),
            name: "Gallimard".into(),
            country: Some("France".into()),
            country_id: Some("FR".into()),
            types: vec!["publisher".into(), "other".into()],
            language: Some("French".into()),
            language_id: Some("fr".into()),
            address: Some("5 rue Gaston-Gallimard, Paris".into()),
            notes: None,
            contacts: vec![
                Contact {
                    id: Some(2),
                    name: "Anne".into(),
                    email: Some("anne@example.com".into()),
                    role: Some("Rights director".into()),
                    phone: Some("+33 1 23 45 67 89".into()),
                    languages: vec!["French".into()],
                    language_ids: vec!["fr".into()],
                    notes: Some("n".into()),
                },
                Contact { id: None, name: "Paul".into(), ..Contact::default() },
            ],
            remove_contacts: vec![9],
        };
        let value = serde_json::to_value(&company).unwrap();
        assert_eq!(value["countryId"], json!("FR"));
        assert_eq!(value["languageId"], json!("fr"));
        assert_eq!(value["removeContacts"], json!([9]));
        assert_eq!(value["contacts"][0]["languageIds"], json!(["fr"]));
        assert_eq!(
            value["contacts"][1],
            json!({"id": null, "name": "Paul", "email": null, "role": null, "phone": null, "languages": [],
                "languageIds": [], "notes": null})
        );
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
}
