//! ISBNs as people type them: ISBN-13 with or without hyphens and spaces, or an ISBN-10, each
//! checked on its check digit and stored as the thirteen digits of its ISBN-13.
//!
//! Written here rather than taken from a crate: the check is a dozen lines, and the one
//! maintained crate (`isbn2`) brings the range tables for hyphenation, which the browser's wasm
//! would carry for nothing.

/// The ISBN-13 of `text`, digits only, when `text` is a valid ISBN-13 or ISBN-10 (hyphens and
/// spaces between the digits allowed, an ISBN-10's check digit `X` in either case); `None` when
/// it is not.
pub fn isbn13(text: &str) -> Option<String> {
    let compact: Vec<u8> = text.bytes().filter(|b| *b != b'-' && *b != b' ').collect();
    match compact.len() {
        13 if compact.iter().all(u8::is_ascii_digit)
            && (compact.starts_with(b"978") || compact.starts_with(b"979")) =>
        {
            let digits: Vec<u32> = compact.iter().map(|b| u32::from(b - b'0')).collect();
            (check_digit_13(&digits[..12]) == digits[12]).then(|| String::from_utf8_lossy(&compact).into_owned())
        }
        10 if compact[..9].iter().all(u8::is_ascii_digit)
            && (compact[9].is_ascii_digit() || compact[9].eq_ignore_ascii_case(&b'x')) =>
        {
            let digits: Vec<u32> = compact[..9].iter().map(|b| u32::from(b - b'0')).collect();
            let check = if compact[9].is_ascii_digit() { u32::from(compact[9] - b'0') } else { 10 };
            let sum: u32 = digits.iter().enumerate().map(|(i, d)| d * (10 - i as u32)).sum::<u32>() + check;
            if !sum.is_multiple_of(11) {
                return None;
            }
            let mut thirteen = vec![9, 7, 8];
            thirteen.extend(&digits);
            thirteen.push(check_digit_13(&thirteen));
            Some(thirteen.iter().map(|d| char::from(b'0' + *d as u8)).collect())
        }
        _ => None,
    }
}

/// The ISBN-13 check digit of its first twelve digits: weights 1 and 3 alternating, modulo 10.
fn check_digit_13(twelve: &[u32]) -> u32 {
    let sum: u32 = twelve.iter().enumerate().map(|(i, d)| if i % 2 == 0 { *d } else { d * 3 }).sum();
    (10 - sum % 10) % 10
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;

    #[test]
    fn isbn_13_with_or_without_hyphens() {
        assert_eq!(isbn13("9780306406157").as_deref(), Some("9780306406157"));
        assert_eq!(isbn13("978-0-306-40615-7").as_deref(), Some("9780306406157"));
        assert_eq!(isbn13(" 978 0 306 40615 7 ").as_deref(), Some("9780306406157"));
        assert_eq!(isbn13("979-10-90636-07-1").as_deref(), Some("9791090636071"));
    }

    #[test]
    fn isbn_10_becomes_its_isbn_13() {
        assert_eq!(isbn13("0-306-40615-2").as_deref(), Some("9780306406157"));
        assert_eq!(isbn13("0306406152").as_deref(), Some("9780306406157"));
        // a check digit of ten is written X
        assert_eq!(isbn13("0-8044-2957-X").as_deref(), Some("9780804429573"));
        assert_eq!(isbn13("080442957x").as_deref(), Some("9780804429573"));
    }

    #[test]
    fn wrong_check_digits_and_shapes_are_refused() {
        for text in [
            "9780306406158",  // check digit off by one
            "0-306-40615-3",  // ISBN-10 check digit wrong
            "1234567890123",  // not a 978/979 prefix
            "978030640615",   // twelve digits
            "97803064061570", // fourteen
            "978-0-306-4O615-7",
            "X306406152",
            "",
        ] {
            assert_eq!(isbn13(text), None, "{text}");
        }
    }
}
