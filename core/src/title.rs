//! Validation of a [`Title`]: the name is required and not blank, texts are bounded, the
//! publish date is a real date (the rules are the attributes of [`Title`]).

use crate::entities::Title;
use crate::field_errors::FieldErrors;
use crate::normalize::Normalize;

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
