//! A book [`Title`]: its wire shape, its rules (the name is required and not blank, texts are
//! bounded, the publish date is a real date: the attributes of [`Title`]), its stored form.

use serde::{Deserialize, Serialize};
use validator::Validate;

use crate::field_errors::FieldErrors;
use crate::limits::{MAX_LONG_TEXT_CHARS, MAX_NAME_CHARS};
use crate::normalize::{Normalize, tidy, trimmed};
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
    /// The record's version, read-only (set by the server): 1 when made, one more with every
    /// write to it or to what belongs to it; also its `ETag` (docs/http.md, "Versions").
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub version: Option<i64>,
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

impl Normalize for Title {
    fn normalized(self) -> Self {
        let Title { id, version, name, author, publish_date, description } = self;
        Title {
            id,
            version,
            name: trimmed(&name),
            author: tidy(author),
            publish_date: tidy(publish_date),
            description: tidy(description),
        }
    }
}

/// Checks a title as submitted (create or update), in its stored form. Keys: `name`, `author`,
/// `publishDate`, `description`. Empty when the title is valid.
pub fn validate_title(title: &Title) -> FieldErrors {
    FieldErrors::of(&title.clone().normalized())
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;
    use crate::limits::{MAX_LONG_TEXT_CHARS, MAX_NAME_CHARS};
    use crate::messages;

    fn named(name: &str) -> Title {
        Title { name: name.into(), ..Title::default() }
    }

    #[test]
    fn a_named_title_is_valid() {
        assert!(validate_title(&named("Dune")).is_empty());
        let full = Title {
            id: Some(1),
            version: Some(2),
            name: "Dune".into(),
            author: Some("Frank Herbert".into()),
            publish_date: Some("1965-08-01".into()),
            description: Some("Spice.".into()),
        };
        assert!(validate_title(&full).is_empty());
    }

    #[test]
    fn name_is_required_and_not_blank() {
        for name in ["", " ", "  \t\n "] {
            let errors = validate_title(&named(name));
            assert_eq!(errors.get("name"), Some("Title name is required"), "{name:?}");
            assert_eq!(errors.len(), 1);
        }
    }

    #[test]
    fn a_blank_name_is_missing_before_it_is_long() {
        let errors = validate_title(&named(&" ".repeat(MAX_NAME_CHARS as usize + 5)));
        assert_eq!(errors.get("name"), Some(messages::TITLE_NAME_REQUIRED));
        let accents_only = "\u{301}".repeat(MAX_NAME_CHARS as usize + 5);
        assert_eq!(validate_title(&named(&accents_only)).get("name"), Some(messages::TITLE_NAME_REQUIRED));
    }

    #[test]
    fn texts_are_bounded() {
        assert!(validate_title(&named(&"a".repeat(MAX_NAME_CHARS as usize))).is_empty());
        let errors = validate_title(&Title {
            name: "a".repeat(MAX_NAME_CHARS as usize + 1),
            author: Some("b".repeat(MAX_NAME_CHARS as usize + 1)),
            description: Some("c".repeat(MAX_LONG_TEXT_CHARS as usize + 1)),
            ..Title::default()
        });
        assert_eq!(errors.get("name"), Some(messages::NAME_TOO_LONG));
        assert_eq!(errors.get("author"), Some(messages::NAME_TOO_LONG));
        assert_eq!(errors.get("description"), Some(messages::LONG_TEXT_TOO_LONG));
        let long_description = Title { description: Some("c".repeat(MAX_LONG_TEXT_CHARS as usize)), ..named("Dune") };
        assert!(validate_title(&long_description).is_empty());
    }

    #[test]
    fn publish_date_must_be_real_when_given() {
        let dated = |date: &str| Title { publish_date: Some(date.into()), ..named("Dune") };
        assert!(validate_title(&dated("")).is_empty());
        assert!(validate_title(&dated("2024-02-29")).is_empty());
        for date in ["2023-02-29", "01/02/2024", "2024-02-30", "tomorrow"] {
            assert_eq!(validate_title(&dated(date)).get("publishDate"), Some(messages::INVALID_DATE), "{date}");
        }
    }
}

#[cfg(test)]
mod stored_and_wire_form_tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use serde_json::json;

    use super::*;
    use crate::company::ContactSuggestion;
    use crate::reference::{Country, Language};
    use crate::search::Suggestion;

    #[test]
    fn titles_are_trimmed_and_blanks_absent() {
        let title = Title {
            id: Some(4),
            version: None,
            name: "  Dune \n".into(),
            author: Some(" Frank Herbert ".into()),
            publish_date: Some("   ".into()),
            description: Some(String::new()),
        };
        assert_eq!(
            title.normalized(),
            Title { id: Some(4), name: "Dune".into(), author: Some("Frank Herbert".into()), ..Title::default() }
        );
    }

    #[test]
    fn title_and_suggestions_use_camel_case() {
        let title = Title {
            id: Some(1),
            version: Some(2),
            name: "Dune".into(),
            author: Some("Frank Herbert".into()),
            publish_date: Some("1965-08-01".into()),
            description: None,
        };
        let value = serde_json::to_value(&title).unwrap();
        assert_eq!(value["publishDate"], json!("1965-08-01"));
        assert_eq!(serde_json::from_value::<Title>(value).unwrap(), title);
        assert_eq!(serde_json::from_value::<Title>(json!({})).unwrap(), Title::default());

        let suggestion = ContactSuggestion {
            id: 1,
            name: "Anne".into(),
            email: None,
            role: Some("Rights director".into()),
            company_id: 2,
            company: "G".into(),
        };
        let value = serde_json::to_value(&suggestion).unwrap();
        assert_eq!(
            value,
            json!({"id": 1, "name": "Anne", "email": null, "role": "Rights director", "companyId": 2, "company": "G"})
        );
        assert_eq!(
            serde_json::to_value(Suggestion { id: 3, name: "Dune".into() }).unwrap(),
            json!({"id": 3, "name": "Dune"})
        );
        let country =
            Country { id: "FR".into(), code: "FR".into(), name: "France".into(), aliases: vec!["FRA".into()] };
        assert_eq!(
            serde_json::to_value(&country).unwrap(),
            json!({"id": "FR", "code": "FR", "name": "France", "aliases": ["FRA"]})
        );
        // a list cached before the aliases reads without them
        let cached: Country = serde_json::from_value(json!({"id": "FR", "code": "FR", "name": "France"})).unwrap();
        assert!(cached.aliases.is_empty());
        let language: Language = serde_json::from_value(json!({"id": "fr", "code": "fr", "name": "French"})).unwrap();
        assert_eq!(language.name, "French");
    }
}
