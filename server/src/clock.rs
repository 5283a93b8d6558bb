//! The one clock: what "today" is for a team. A chase due today, the overdue and due-this-week
//! lists, the dashboard's figures, the calendar feed's window and a conversion's contract date
//! all take their date from here, in the team's time zone (its setting, `GET/PUT
//! /api/team/settings`; the server's own zone until an admin chooses one), so that a team in
//! Tokyo and the server in UTC agree on the day. The browser reads the same zone from `GET
//! /api/me` (web/src/lib/today.ts).
//!
//! Time zones are jiff's, with the IANA database bundled in the binary: a host without
//! `/usr/share/zoneinfo` (a slim container) still knows every zone.

use jiff::Timestamp;
use jiff::tz::TimeZone;
use rightsdesk_core::{IsoDate, LocalDateTime};
use sqlx::AnyConnection;

use crate::db::teams;
use crate::error::Result;

/// The IANA name of the server's own time zone, a team's zone until it chooses one; `UTC` when
/// the system's zone has no name (no `TZ`, no `/etc/localtime`).
pub fn server_zone() -> String {
    TimeZone::system().iana_name().unwrap_or("UTC").to_owned()
}

/// Whether `name` is an IANA time zone name this server knows (`Europe/Paris`, `UTC`).
pub fn is_known_zone(name: &str) -> bool {
    !name.trim().is_empty() && TimeZone::get(name).is_ok()
}

/// Today's date in the time zone named `zone`; in the server's own when the name is unknown
/// (a zone the database dropped since it was chosen).
pub fn today_in(zone: &str) -> IsoDate {
    date_and_hour(zone, Timestamp::now()).0
}

/// The date and the hour (0 to 23) that the moment `at` is in the time zone named `zone` (the
/// server's own when the name is unknown): what the scheduler reads a team's day and hour from, at
/// the moment it is given, so that tests can give it any.
pub fn date_and_hour(zone: &str, at: Timestamp) -> (IsoDate, i64) {
    let zone = TimeZone::get(zone).unwrap_or_else(|_| TimeZone::system());
    let civil = at.to_zoned_datetime(zone).datetime();
    // jiff's civil dates are the years 1..=9999 an IsoDate takes, written the same way.
    let date = IsoDate::parse(&civil.date().to_string()).expect("a date of years 1 to 9999");
    (date, i64::from(civil.hour()))
}

/// A moment (seconds since the epoch) as people read it in the time zone named `zone`:
/// `2026-11-25 14:02`.
pub fn local_minute(seconds: i64, zone: &str) -> String {
    let zone = TimeZone::get(zone).unwrap_or_else(|_| TimeZone::system());
    Timestamp::from_second(seconds)
        .map(|at| at.to_zoned_datetime(zone).strftime("%Y-%m-%d %H:%M").to_string())
        .unwrap_or_default()
}

/// The moment a local date and time of the time zone named `zone` is, in minutes since the Unix
/// epoch (UTC): how meetings of fairs in different zones are compared. A time a clock change
/// skips or repeats is read as calendars read it (jiff's "compatible": after a gap, the earlier of
/// a repeat). `None` when the zone is unknown.
pub fn utc_minute(at: LocalDateTime, zone: &str) -> Option<i64> {
    let zone = TimeZone::get(zone).ok()?;
    let date = at.date();
    let civil = jiff::civil::DateTime::new(
        i16::try_from(date.year()).ok()?,
        i8::try_from(date.month()).ok()?,
        i8::try_from(date.day()).ok()?,
        i8::try_from(at.hour()).ok()?,
        i8::try_from(at.minute()).ok()?,
        0,
        0,
    )
    .ok()?;
    Some(zone.to_timestamp(civil).ok()?.as_second().div_euclid(60))
}

/// The time zone of team `team_id`: its setting, or the server's.
pub async fn team_zone(conn: &mut AnyConnection, team_id: i64) -> Result<String> {
    Ok(teams::time_zone(conn, team_id).await?.unwrap_or_else(server_zone))
}

/// Today's date for team `team_id`, in its time zone.
pub async fn today(conn: &mut AnyConnection, team_id: i64) -> Result<IsoDate> {
    Ok(today_in(&team_zone(conn, team_id).await?))
}

/// `date` (`YYYY-MM-DD`) plus `days`; the text itself when it is not a date (it was checked).
pub fn plus_days(date: &str, days: i64) -> String {
    IsoDate::parse(date).map_or_else(|| date.to_owned(), |date| date.plus_days(days).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zones_are_known_by_their_iana_names() {
        for zone in ["Europe/Paris", "America/New_York", "Asia/Tokyo", "UTC", &server_zone()] {
            assert!(is_known_zone(zone), "{zone}");
        }
        for zone in ["", " ", "Mars/Olympus", "CEST+2"] {
            assert!(!is_known_zone(zone), "{zone:?}");
        }
    }

    #[test]
    fn today_differs_by_at_most_a_day_across_the_world() {
        let (west, east) = (today_in("Pacific/Pago_Pago"), today_in("Pacific/Kiritimati"));
        assert!(east == west.plus_days(1) || east == west.plus_days(2), "{west} {east}");
        assert_eq!(today_in("Mars/Olympus"), today_in(&server_zone()), "an unknown zone reads as the server's");
    }

    #[test]
    fn a_moment_has_its_date_and_hour_in_each_zone() {
        let at = Timestamp::from_second(1_796_083_200).unwrap(); // 2026-12-01T00:00:00Z
        let date = |text| IsoDate::parse(text).unwrap();
        assert_eq!(date_and_hour("UTC", at), (date("2026-12-01"), 0));
        assert_eq!(date_and_hour("Asia/Tokyo", at), (date("2026-12-01"), 9));
        assert_eq!(date_and_hour("America/New_York", at), (date("2026-11-30"), 19));
    }

    #[test]
    fn local_times_are_moments_of_their_zone() {
        let at = LocalDateTime::parse("2026-10-14T10:30").unwrap();
        let (berlin, london) = (utc_minute(at, "Europe/Berlin").unwrap(), utc_minute(at, "Europe/London").unwrap());
        assert_eq!(london - berlin, 60, "10:30 in Berlin is an hour before 10:30 in London");
        assert_eq!(utc_minute(LocalDateTime::parse("1970-01-01T01:00").unwrap(), "UTC"), Some(60));
        assert_eq!(utc_minute(at, "Mars/Olympus"), None);
    }

    #[test]
    fn days_are_added_to_dates_only() {
        assert_eq!(plus_days("2026-03-10", 30), "2026-04-09");
        assert_eq!(plus_days("2026-01-01", -1), "2025-12-31");
        assert_eq!(plus_days("soon", 3), "soon");
    }
}
