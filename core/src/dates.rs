//! [`IsoDate`]: a calendar date as the wire writes it, `YYYY-MM-DD`. Parsing is strict (four-digit
//! year, two-digit month and day, a day that exists in that month) and the type orders
//! chronologically, which is all the rules need. [`LocalDateTime`] adds a time of day,
//! `YYYY-MM-DDTHH:MM`, for the team's timed events. No time zones, no clock.

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

    /// This date `days` later (earlier when negative), kept within 0001-01-01..=9999-12-31.
    pub fn plus_days(self, days: i64) -> Self {
        let (first, last) = (Self { year: 1, month: 1, day: 1 }, Self { year: 9999, month: 12, day: 31 });
        let count = (self.days_since_epoch() + days).clamp(first.days_since_epoch(), last.days_since_epoch());
        Self::from_days_since_epoch(count)
    }

    /// Days from `earlier` to this date (negative when `earlier` is later).
    pub fn days_since(self, earlier: Self) -> i64 {
        self.days_since_epoch() - earlier.days_since_epoch()
    }

    /// The last day of this date's half of the year: 30 June or 31 December.
    pub fn end_of_half_year(self) -> Self {
        if self.month <= 6 { Self { year: self.year, month: 6, day: 30 } } else { self.end_of_year() }
    }

    /// The first day of this date's half of the year: 1 January or 1 July.
    pub fn start_of_half_year(self) -> Self {
        Self { year: self.year, month: if self.month <= 6 { 1 } else { 7 }, day: 1 }
    }

    /// 31 December of this date's year.
    pub fn end_of_year(self) -> Self {
        Self { year: self.year, month: 12, day: 31 }
    }

    /// Whether this date is a Monday, the day weekly digests go out.
    pub fn is_monday(self) -> bool {
        // 1970-01-01 was a Thursday: Mondays are 4 days after a multiple of 7 from it.
        self.days_since_epoch().rem_euclid(7) == 4
    }

    /// Days since 1970-01-01 (negative before), by Howard Hinnant's `days_from_civil`: the year
    /// counted from March, so that the leap day ends it.
    fn days_since_epoch(self) -> i64 {
        let (month, day) = (i64::from(self.month), i64::from(self.day));
        let year = i64::from(self.year) - i64::from(month <= 2);
        let era = year.div_euclid(400);
        let year_of_era = year - era * 400;
        let day_of_year = (153 * ((month + 9) % 12) + 2) / 5 + day - 1;
        let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
        era * 146_097 + day_of_era - 719_468
    }

    /// The inverse of [`Self::days_since_epoch`] (Hinnant's `civil_from_days`), for a count
    /// within the supported years.
    fn from_days_since_epoch(days: i64) -> Self {
        let days = days + 719_468;
        let era = days.div_euclid(146_097);
        let day_of_era = days - era * 146_097;
        let year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
        let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
        let shifted_month = (5 * day_of_year + 2) / 153;
        let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
        let month = if shifted_month < 10 { shifted_month + 3 } else { shifted_month - 9 };
        let year = year_of_era + era * 400 + i64::from(month <= 2);
        // In range by the clamp of the only caller: the casts cannot truncate.
        Self { year: year as u16, month: month as u8, day: day as u8 }
    }
}

impl fmt::Display for IsoDate {
    /// Writes `YYYY-MM-DD`, the form [`IsoDate::parse`] reads.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// A date and a time of day as the wire writes a timed event's start or end, `YYYY-MM-DDTHH:MM`:
/// the team's local time, with no zone (a meeting at 09:00 at the fair is at 09:00 wherever the
/// reader is, as an iCalendar "floating" time is).
///
/// Field order (date, hour, minute) makes the derived ordering chronological.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct LocalDateTime {
    date: IsoDate,
    hour: u8,
    minute: u8,
}

impl LocalDateTime {
    /// Parses exactly `YYYY-MM-DDTHH:MM` with a real date, hours 00 to 23 and minutes 00 to 59;
    /// `None` for seconds, a zone or any other shape.
    pub fn parse(text: &str) -> Option<Self> {
        let (date, time) = text.split_once('T')?;
        let date = IsoDate::parse(date)?;
        let minutes = minutes_of_day(time)?;
        // Below 24 * 60: the hour fits a u8.
        Some(Self { date, hour: (minutes / 60) as u8, minute: (minutes % 60) as u8 })
    }

    /// The day.
    pub fn date(self) -> IsoDate {
        self.date
    }

    /// The hour, 0 to 23.
    pub fn hour(self) -> u8 {
        self.hour
    }

    /// The minute, 0 to 59.
    pub fn minute(self) -> u8 {
        self.minute
    }
}

impl fmt::Display for LocalDateTime {
    /// Writes `YYYY-MM-DDTHH:MM`, the form [`LocalDateTime::parse`] reads.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}T{:02}:{:02}", self.date, self.hour, self.minute)
    }
}

/// A time of day written `HH:MM` (00:00 to 23:59, as a fair's day hours are), in minutes since
/// midnight; `None` for seconds or any other shape.
pub fn minutes_of_day(text: &str) -> Option<u32> {
    let bytes = text.as_bytes();
    if bytes.len() != 5 || bytes[2] != b':' || !bytes.iter().enumerate().all(|(i, b)| i == 2 || b.is_ascii_digit()) {
        return None;
    }
    let digit = |i: usize| u32::from(bytes[i] - b'0');
    let (hour, minute) = (digit(0) * 10 + digit(1), digit(3) * 10 + digit(4));
    (hour < 24 && minute < 60).then_some(hour * 60 + minute)
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
    fn days_are_added_across_months_years_and_leap_days() {
        let plus = |text: &str, days: i64| IsoDate::parse(text).unwrap().plus_days(days).to_string();
        assert_eq!(plus("2026-03-10", 30), "2026-04-09");
        assert_eq!(plus("2024-02-28", 1), "2024-02-29");
        assert_eq!(plus("2023-02-28", 1), "2023-03-01");
        assert_eq!(plus("2026-12-31", 1), "2027-01-01");
        assert_eq!(plus("2000-03-01", -1), "2000-02-29");
        assert_eq!(plus("1970-01-01", -1), "1969-12-31");
        assert_eq!(plus("2026-01-01", 365), "2027-01-01");
        assert_eq!(plus("2024-01-01", 366), "2025-01-01");
        assert_eq!(plus("0001-01-01", 0), "0001-01-01");
        assert_eq!(plus("9999-12-30", 5), "9999-12-31", "kept within the years a date may have");
        assert_eq!(plus("0001-01-02", -5), "0001-01-01");
        // Every day of four centuries goes one day on and back again.
        let mut date = IsoDate::parse("1900-01-01").unwrap();
        while date.year() < 2300 {
            let next = date.plus_days(1);
            assert!(next > date && next.plus_days(-1) == date, "{date}");
            date = next;
        }
    }

    #[test]
    fn mondays_are_known_across_years_and_before_1970() {
        let monday = |text: &str| IsoDate::parse(text).unwrap().is_monday();
        for text in ["2026-11-30", "2026-12-07", "2024-02-26", "1969-12-29", "2000-01-03", "0001-01-01"] {
            assert!(monday(text), "{text} is a Monday");
        }
        for text in ["2026-11-27", "2026-11-29", "2026-12-01", "1970-01-01", "2024-02-29"] {
            assert!(!monday(text), "{text} is not a Monday");
        }
    }

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

    #[test]
    fn reads_a_local_date_and_time() {
        let time = LocalDateTime::parse("2026-10-14T09:30").unwrap();
        assert_eq!((time.date().to_string(), time.hour(), time.minute()), ("2026-10-14".into(), 9, 30));
        assert_eq!(time.to_string(), "2026-10-14T09:30");
        assert_eq!(LocalDateTime::parse("2024-02-29T23:59").unwrap().to_string(), "2024-02-29T23:59");
        for text in [
            "2026-10-14",
            "2026-10-14T",
            "2026-10-14T9:30",
            "2026-10-14T24:00",
            "2026-10-14T09:60",
            "2026-10-14T09:30:00",
            "2026-10-14T09:30Z",
            "2026-10-14 09:30",
            "2023-02-29T09:30",
            "2026-10-14T0a:30",
        ] {
            assert_eq!(LocalDateTime::parse(text), None, "{text:?} should be refused");
        }
    }

    #[test]
    fn local_times_order_chronologically() {
        let parse = |text| LocalDateTime::parse(text).unwrap();
        assert!(parse("2026-10-14T09:30") < parse("2026-10-14T10:00"));
        assert!(parse("2026-10-14T23:59") < parse("2026-10-15T00:00"));
    }
}
