//! E-mail address syntax, the rule of the HTML `<input type="email">` (WHATWG "valid e-mail
//! address"), so a form field and this check agree. Domain labels may also hold non-ASCII
//! characters other than whitespace and control characters, as browsers accept internationalised domains; which of
//! those IDNA allows is left to the mail system (its tables would be most of the browser's wasm).
//!
//! Written by hand rather than with the `validator` crate: validator's regex and IDNA tables
//! made the browser's wasm three times larger (823 kB against 283 kB before wasm-opt).

/// Whether `address` is `local@domain`: a local part of at most 64 ASCII letters, digits,
/// dots and ``!#$%&'*+/=?^_`{|}~-``, and one or more dot-separated domain labels of at most 63
/// ASCII letters, digits, non-ASCII characters and inner hyphens. Whitespace anywhere makes it
/// invalid.
pub fn is_valid_email(address: &str) -> bool {
    let Some((local, domain)) = address.split_once('@') else {
        return false;
    };
    valid_local_part(local) && !domain.is_empty() && domain.split('.').all(valid_label)
}

fn valid_local_part(local: &str) -> bool {
    const SPECIALS: &[u8] = b".!#$%&'*+/=?^_`{|}~-";
    (1..=64).contains(&local.len())
        && local.bytes().all(|byte| byte.is_ascii_alphanumeric() || SPECIALS.contains(&byte))
}

fn valid_label(label: &str) -> bool {
    let letter_or_digit =
        |c: char| c.is_ascii_alphanumeric() || (!c.is_ascii() && !c.is_whitespace() && !c.is_control());
    (1..=63).contains(&label.chars().count())
        && label.chars().all(|c| letter_or_digit(c) || c == '-')
        && label.starts_with(letter_or_digit)
        && label.ends_with(letter_or_digit)
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;

    #[test]
    fn accepts_ordinary_addresses() {
        for address in [
            "a@b.co",
            "first.last+tag@example.co.uk",
            "anne@localhost",
            "o'brien@example.ie",
            "x_y-z@sub-domain.example.com",
            "anne@exemple.café",
            "1@2.3",
            &format!("{}@example.com", "a".repeat(64)),
            &format!("a@{}.com", "b".repeat(63)),
        ] {
            assert!(is_valid_email(address), "{address}");
        }
    }

    #[test]
    fn refuses_the_rest() {
        for address in [
            "",
            "plain",
            "@example.com",
            "a@",
            "a@@example.com",
            "a@b@example.com",
            "a b@example.com",
            "a@exa mple.com",
            "a@exa\u{A0}mple.com",
            "a@example.com\u{3000}",
            "a@exa\u{85}mple.com",
            "a@exa\u{9F}mple.com",
            " a@example.com",
            "a@example.com ",
            "a@example..com",
            "a@.example.com",
            "a@example.com.",
            "a@-example.com",
            "a@example-.com",
            "a@exa_mple.com",
            "\"quoted\"@example.com",
            "élodie@exemple.fr",
            "a@[127.0.0.1]",
            &format!("{}@example.com", "a".repeat(65)),
            &format!("a@{}.com", "b".repeat(64)),
        ] {
            assert!(!is_valid_email(address), "{address:?}");
        }
    }
}
