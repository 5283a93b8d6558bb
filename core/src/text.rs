//! Small helpers for text fields: blankness and length limits in characters. Shared by the
//! entity validators; not part of the public API.

use crate::field_errors::FieldErrors;
use crate::search::search_key;
use crate::{limits, messages};

/// A maximum length in characters and the message shown when it is exceeded.
#[derive(Debug, Clone, Copy)]
pub(crate) struct MaxChars {
    max: usize,
    message: &'static str,
}

/// Names: title, author, company, contact, agent.
pub(crate) const NAME: MaxChars = MaxChars { max: limits::MAX_NAME_CHARS, message: messages::NAME_TOO_LONG };
/// Short license texts: commission, royalties, filesFee, printRun, retailPrice.
pub(crate) const SHORT: MaxChars =
    MaxChars { max: limits::MAX_SHORT_TEXT_CHARS, message: messages::SHORT_TEXT_TOO_LONG };
/// Long texts: description, notes, address.
pub(crate) const LONG: MaxChars = MaxChars { max: limits::MAX_LONG_TEXT_CHARS, message: messages::LONG_TEXT_TOO_LONG };
/// E-mail addresses.
pub(crate) const EMAIL: MaxChars = MaxChars { max: limits::MAX_EMAIL_CHARS, message: messages::EMAIL_TOO_LONG };

/// The value when it has something besides whitespace; a blank optional field counts as absent
/// (forms hold `""` for an untouched input).
pub(crate) fn non_blank(value: Option<&str>) -> Option<&str> {
    value.filter(|text| !text.trim().is_empty())
}

/// Adds `message` under `field` when `value` has nothing a search could match: empty, only
/// whitespace, or only combining accents (which would leave the stored search key empty).
pub(crate) fn require(errors: &mut FieldErrors, field: &str, value: &str, message: &str) {
    if search_key(value).is_empty() {
        errors.add(field, message);
    }
}

/// Adds the limit's message under `field` when `value` has more characters than allowed.
pub(crate) fn max_chars(errors: &mut FieldErrors, field: &str, value: Option<&str>, limit: MaxChars) {
    // Counting stops one past the limit, so a huge value costs no more than a long one.
    if value.is_some_and(|text| text.chars().nth(limit.max).is_some()) {
        errors.add(field, limit.message);
    }
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;

    #[test]
    fn blank_means_absent() {
        assert_eq!(non_blank(None), None);
        assert_eq!(non_blank(Some("")), None);
        assert_eq!(non_blank(Some(" \t\n")), None);
        assert_eq!(non_blank(Some(" a ")), Some(" a "));
    }

    #[test]
    fn require_refuses_whitespace_only() {
        let mut errors = FieldErrors::new();
        require(&mut errors, "a", "  \u{a0}\t", "needed");
        require(&mut errors, "b", "x", "needed");
        require(&mut errors, "accents", " \u{301}\u{308} ", "needed");
        require(&mut errors, "accented", "e\u{301}", "needed");
        assert_eq!(errors.get("a"), Some("needed"));
        assert_eq!(errors.get("b"), None);
        assert_eq!(errors.get("accents"), Some("needed"), "combining marks alone are no name");
        assert_eq!(errors.get("accented"), None);
    }

    #[test]
    fn limits_count_characters_not_bytes() {
        let mut errors = FieldErrors::new();
        let accented = "é".repeat(limits::MAX_NAME_CHARS); // 400 bytes, 200 characters
        max_chars(&mut errors, "ok", Some(&accented), NAME);
        max_chars(&mut errors, "absent", None, NAME);
        max_chars(&mut errors, "long", Some(&"a".repeat(limits::MAX_NAME_CHARS + 1)), NAME);
        assert_eq!(errors.get("ok"), None);
        assert_eq!(errors.get("absent"), None);
        assert_eq!(errors.get("long"), Some(messages::NAME_TOO_LONG));
    }
}
