//! [`IsoDate`]: a calendar date as the wire writes it, `YYYY-MM-DD`. Parsing is strict (four-digit
//! year, two-digit month and day, a day that exists in that month) and the type orders
//! chronologically, which is all the rules need. No time zones, no clock.

use std::fmt;

/// A real calendar date between 0001-01-01 and 9999-12-31.
///
/// Field order (year, month, day) makes the derived ordering chronological.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct IsoDate {
    year: u16,
    month: u8,
    day: u8,
}

impl IsoDate {
    /// Parses exactly `YYYY-MM-DD`; `None` for any other shape or a day that does not exist
    /// (`2023-02-29`, `2024-04-31`, `2024-13-01`, `0000-01-01`, `2024-1-5`, `2024-01-05T00:00`).
    pub fn parse(text: &str) -> Option<Self> {
        let bytes = text.as_bytes();
        if bytes.len() != 10 || bytes[4] != b'-' || bytes[7] != b'-' {
            return None;
        }
        let number = |digits: &[u8]| {
            digits
                .iter()
                .try_fold(0u16, |value, &digit| digit.is_ascii_digit().then(|| value * 10 + u16::from(digit - b'0')))
        };
        let year = number(&bytes[0..4])?;
        let month = u8::try_from(number(&bytes[5..7])?).ok()?;
        let day = u8::try_from(number(&bytes[8..10])?).ok()?;
        let valid = year >= 1 && (1..=12).contains(&month) && (1..=days_in_month(year, month)).contains(&day);
        valid.then_some(Self { year, month, day })
    }

    /// The year, 1 to 9999.
    pub fn year(self) -> u16 {
        self.year
    }

    /// The month, 1 to 12.
    pub fn month(self) -> u8 {
        self.month
    }

    /// The day of the month, 1 to 31.
    pub fn day(self) -> u8 {
        self.day
    }
}

impl fmt::Display for IsoDate {
    /// Writes `YYYY-MM-DD`, the form [`IsoDate::parse`] reads.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// Gregorian leap year: every fourth year, except centuries not divisible by 400.
fn is_leap_year(year: u16) -> bool {
    (year.is_multiple_of(4) && !year.is_multiple_of(100)) || year.is_multiple_of(400)
}

fn days_in_month(year: u16, month: u8) -> u8 {
    match month {
        2 if is_leap_year(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;

    #[test]
    fn parses_real_dates_and_prints_them_back() {
        for text in ["2024-01-05", "2024-02-29", "2000-02-29", "0001-01-01", "9999-12-31", "2023-12-31"] {
            let date = IsoDate::parse(text).unwrap_or_else(|| panic!("{text} should parse"));
            assert_eq!(date.to_string(), text);
        }
        let date = IsoDate::parse("2024-03-07").unwrap();
        assert_eq!((date.year(), date.month(), date.day()), (2024, 3, 7));
    }

    #[test]
    fn refuses_days_that_do_not_exist() {
        // Feb 29 only in leap years; 1900 is a century not divisible by 400.
        for text in [
            "2023-02-29",
            "1900-02-29",
            "2024-02-30",
            "2024-04-31",
            "2024-13-01",
            "2024-00-10",
            "2024-01-00",
            "2024-01-32",
            "0000-01-01",
        ] {
            assert_eq!(IsoDate::parse(text), None, "{text} should be refused");
        }
    }

    #[test]
    fn refuses_other_shapes() {
        for text in [
            "",
            "2024-1-05",
            "2024-01-5",
            "24-01-05",
            "2024/01/05",
            "2024-01-05T00:00:00Z",
            " 2024-01-05",
            "2024-01-05 ",
            "+202-01-05",
            "2024-0a-05",
            "05-01-2024",
            "２０２４-01-05",
        ] {
            assert_eq!(IsoDate::parse(text), None, "{text:?} should be refused");
        }
    }

    #[test]
    fn orders_chronologically() {
        let parse = |text| IsoDate::parse(text).unwrap();
        assert!(parse("2024-01-31") < parse("2024-02-01"));
        assert!(parse("2023-12-31") < parse("2024-01-01"));
        assert!(parse("2024-05-09") < parse("2024-05-10"));
        assert_eq!(parse("2024-05-10"), parse("2024-05-10"));
    }
}
