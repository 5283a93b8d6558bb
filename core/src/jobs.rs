//! The rules of the server's scheduled jobs (docs/http.md, "Reminders: scheduled jobs and
//! e-mail"): what `options_expire` and `licenses_end` make of a record on a given day, the one-line
//! summary of a run, and each member's digest settings ([`DigestSettings`]) with when their digest
//! is due. The server finds the records, claims the runs and sends the mail (server/src/jobs/);
//! nothing here reads a clock: "today" and the hour are the caller's, in the team's time zone.

use serde::{Deserialize, Serialize};

use crate::dates::IsoDate;
use crate::enums::{DigestFrequency, LicenseStatus, ProspectionStatus};
use crate::field_errors::FieldErrors;
use crate::limits::DEFAULT_DIGEST_HOUR;
use crate::messages;
use crate::normalize::{Normalize, tidy};

/// What `options_expire` makes of a prospection on `today`: `expired` when it is in `option` and
/// its option expiry is before today (the last day of an option is still the buyer's); `None`,
/// left as it is, otherwise (an option without an expiry never lapses by itself).
pub fn lapsed_option(
    status: ProspectionStatus,
    option_expiry: Option<IsoDate>,
    today: IsoDate,
) -> Option<ProspectionStatus> {
    (status == ProspectionStatus::Option && option_expiry.is_some_and(|expiry| expiry < today))
        .then_some(ProspectionStatus::Expired)
}

/// What `licenses_end` makes of a license on `today`: a `signed` one whose reversion date is before
/// today has `reverted` (the rights came back); else one whose end date is before today has
/// `expired`, which frees the right for availability. Any other license, or a signed one still in
/// force, is left as it is (`None`).
pub fn ended_license(
    status: LicenseStatus,
    reversion_date: Option<IsoDate>,
    end_date: Option<IsoDate>,
    today: IsoDate,
) -> Option<LicenseStatus> {
    if status != LicenseStatus::Signed {
        return None;
    }
    if reversion_date.is_some_and(|date| date < today) {
        Some(LicenseStatus::Reverted)
    } else if end_date.is_some_and(|date| date < today) {
        Some(LicenseStatus::Expired)
    } else {
        None
    }
}

/// `count` of a thing, singular or plural: "1 option", "2 options".
pub(crate) fn counted(count: usize, one: &str, many: &str) -> String {
    format!("{count} {}", if count == 1 { one } else { many })
}

/// The summary of an `options_expire` run: "2 options expired", "No option expired".
pub fn options_summary(expired: usize) -> String {
    if expired == 0 {
        "No option expired".to_owned()
    } else {
        format!("{} expired", counted(expired, "option", "options"))
    }
}

/// The summary of a `licenses_end` run: "1 license expired", "2 licenses expired, 1 reverted",
/// "No license ended".
pub fn licenses_summary(expired: usize, reverted: usize) -> String {
    match (expired, reverted) {
        (0, 0) => "No license ended".to_owned(),
        (0, reverted) => format!("{} reverted", counted(reverted, "license", "licenses")),
        (expired, 0) => format!("{} expired", counted(expired, "license", "licenses")),
        (expired, reverted) => format!("{} expired, {reverted} reverted", counted(expired, "license", "licenses")),
    }
}

/// The summary of a `digest` run: "3 digests queued", or [`messages::NOTHING_DUE`] when no member
/// had anything due.
pub fn digests_summary(queued: usize) -> String {
    if queued == 0 {
        messages::NOTHING_DUE.to_owned()
    } else {
        format!("{} queued", counted(queued, "digest", "digests"))
    }
}

/// A member's choice of e-mail digest (`GET`/`PUT /api/me/digest`): how often, and at which hour
/// of the team's day.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct DigestSettings {
    /// `none` (the default), `daily` or `weekly` (on Mondays); required in a change.
    #[cfg_attr(feature = "openapi", schema(required, nullable = false, value_type = Option<DigestFrequency>))]
    pub frequency: Option<String>,
    /// The hour of the day the digest goes out, 0 to 23, in the team's time zone; 8 when left out.
    #[cfg_attr(feature = "openapi", schema(nullable = false, minimum = 0, maximum = 23))]
    pub hour: Option<i64>,
    /// Whether this server can send e-mail (an admin has set its SMTP settings): until it can, no
    /// digest goes out. Answered; ignored in a change.
    #[cfg_attr(feature = "ts", ts(optional))]
    #[cfg_attr(feature = "openapi", schema(read_only, nullable = false))]
    pub mail_enabled: Option<bool>,
}

impl Normalize for DigestSettings {
    fn normalized(self) -> Self {
        let DigestSettings { frequency, hour, mail_enabled } = self;
        DigestSettings { frequency: tidy(frequency), hour: Some(hour.unwrap_or(DEFAULT_DIGEST_HOUR)), mail_enabled }
    }
}

/// Checks digest settings as submitted: a frequency of the list (422 on `frequency` "Choose none,
/// daily or weekly" when absent or another), an hour from 0 to 23 when given.
pub fn validate_digest_settings(settings: &DigestSettings) -> FieldErrors {
    let settings = settings.clone().normalized();
    let mut errors = FieldErrors::new();
    if settings.frequency.as_deref().and_then(DigestFrequency::parse).is_none() {
        errors.add("frequency", messages::DIGEST_FREQUENCY_UNKNOWN);
    }
    if settings.hour.is_some_and(|hour| !(0..=23).contains(&hour)) {
        errors.add("hour", messages::DIGEST_HOUR_RANGE);
    }
    errors
}

/// The window of a member's scheduled digest at `hour` o'clock of `today` (the team's): `today` for
/// a daily one and for a weekly one on a Monday, once their chosen hour has come; `None` when no
/// digest of theirs is due then. The server sends at most one digest per window: a window it has
/// made theirs for is not made again, whatever the member changes that day.
pub fn digest_window(frequency: DigestFrequency, digest_hour: i64, today: IsoDate, hour: i64) -> Option<IsoDate> {
    let day = match frequency {
        DigestFrequency::Never => false,
        DigestFrequency::Daily => true,
        DigestFrequency::Weekly => today.is_monday(),
    };
    (day && digest_hour <= hour).then_some(today)
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;

    fn date(text: &str) -> IsoDate {
        IsoDate::parse(text).unwrap()
    }

    #[test]
    fn an_option_lapses_the_day_after_its_expiry() {
        let today = date("2026-11-27");
        let lapsed = |status, expiry: Option<&str>| lapsed_option(status, expiry.map(date), today);
        assert_eq!(lapsed(ProspectionStatus::Option, Some("2026-11-26")), Some(ProspectionStatus::Expired));
        assert_eq!(lapsed(ProspectionStatus::Option, Some("2025-01-01")), Some(ProspectionStatus::Expired));
        assert_eq!(lapsed(ProspectionStatus::Option, Some("2026-11-27")), None, "its last day is still an option");
        assert_eq!(lapsed(ProspectionStatus::Option, None), None);
        for status in ProspectionStatus::ALL.into_iter().filter(|status| *status != ProspectionStatus::Option) {
            assert_eq!(lapsed(status, Some("2026-01-01")), None, "{status}");
        }
    }

    #[test]
    fn a_signed_license_reverts_before_it_expires() {
        let today = date("2026-11-27");
        let ended = |status, reversion: Option<&str>, end: Option<&str>| {
            ended_license(status, reversion.map(date), end.map(date), today)
        };
        let signed = LicenseStatus::Signed;
        assert_eq!(ended(signed, None, Some("2026-11-26")), Some(LicenseStatus::Expired));
        assert_eq!(ended(signed, Some("2026-11-01"), None), Some(LicenseStatus::Reverted));
        assert_eq!(ended(signed, Some("2026-11-01"), Some("2026-10-01")), Some(LicenseStatus::Reverted));
        assert_eq!(ended(signed, Some("2026-12-01"), Some("2026-10-01")), Some(LicenseStatus::Expired));
        assert_eq!(ended(signed, Some("2026-11-27"), Some("2026-11-27")), None, "in force on its last day");
        assert_eq!(ended(signed, None, None), None);
        for status in LicenseStatus::ALL.into_iter().filter(|status| *status != signed) {
            assert_eq!(ended(status, Some("2020-01-01"), Some("2020-01-01")), None, "{status}");
        }
    }

    #[test]
    fn a_run_is_summed_up_in_one_line() {
        assert_eq!(
            [options_summary(0), options_summary(1), options_summary(2)],
            ["No option expired", "1 option expired", "2 options expired"]
        );
        assert_eq!(
            [licenses_summary(0, 0), licenses_summary(1, 0), licenses_summary(0, 2), licenses_summary(2, 1)],
            ["No license ended", "1 license expired", "2 licenses reverted", "2 licenses expired, 1 reverted"]
        );
        assert_eq!(
            [digests_summary(0), digests_summary(1), digests_summary(3)],
            ["Nothing is due: no digest sent", "1 digest queued", "3 digests queued"]
        );
    }

    #[test]
    fn digest_settings_name_a_frequency_and_an_hour_of_the_day() {
        let settings = |frequency: Option<&str>, hour: Option<i64>| DigestSettings {
            frequency: frequency.map(str::to_owned),
            hour,
            mail_enabled: None,
        };
        for frequency in ["none", "daily", " weekly "] {
            assert!(validate_digest_settings(&settings(Some(frequency), Some(8))).is_empty(), "{frequency}");
        }
        assert_eq!(settings(Some(" daily "), None).normalized(), settings(Some("daily"), Some(8)), "8 by default");
        for frequency in [None, Some(""), Some("monthly"), Some("Daily")] {
            assert_eq!(
                validate_digest_settings(&settings(frequency, Some(8))).get("frequency"),
                Some("Choose none, daily or weekly"),
                "{frequency:?}"
            );
        }
        for hour in [0, 23] {
            assert!(validate_digest_settings(&settings(Some("daily"), Some(hour))).is_empty(), "{hour}");
        }
        for hour in [-1, 24, 100] {
            assert_eq!(
                validate_digest_settings(&settings(Some("daily"), Some(hour))).get("hour"),
                Some("Hour must be between 0 and 23"),
                "{hour}"
            );
        }
    }

    #[test]
    fn a_digest_is_due_from_its_hour_daily_or_on_mondays() {
        let (friday, monday) = (date("2026-11-27"), date("2026-11-30"));
        assert_eq!(digest_window(DigestFrequency::Daily, 8, friday, 8), Some(friday));
        assert_eq!(digest_window(DigestFrequency::Daily, 8, friday, 15), Some(friday), "later that day too");
        assert_eq!(digest_window(DigestFrequency::Daily, 8, friday, 7), None, "not before its hour");
        assert_eq!(digest_window(DigestFrequency::Weekly, 8, friday, 9), None, "not on a Friday");
        assert_eq!(digest_window(DigestFrequency::Weekly, 8, monday, 9), Some(monday));
        assert_eq!(digest_window(DigestFrequency::Weekly, 0, monday, 0), Some(monday));
        assert_eq!(digest_window(DigestFrequency::Never, 0, monday, 23), None);
    }
}
