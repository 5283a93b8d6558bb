//! The team's settings ([`TeamSettings`], `GET`/`PUT /api/team/settings`): the struct, its
//! normalising step and its rules.
//!
//! The name is the team's (it heads the shell and the CLI's `--team`); another team's name is
//! the server's to refuse, as core knows no other team. The time zone is an IANA name. Core holds no zone database (it would be most of the browser's
//! wasm), so the caller says which names it knows: the server asks its bundled database.

use serde::{Deserialize, Serialize};

use crate::currency::Currency;
use crate::dates::IsoDate;
use crate::field_errors::FieldErrors;
use crate::limits::{MAX_FOLLOW_UP_CHASE_DAYS, MAX_NAME_CHARS};
use crate::normalize::{Normalize, tidy};
use crate::{messages, money, nullable};

/// The settings an admin chooses for the whole team.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TeamSettings {
    /// The team's name, unique among the server's teams (case aside). Always answered; a change
    /// that leaves it out keeps it (clients older than it send only `timeZone`).
    #[cfg_attr(feature = "ts", ts(optional))]
    #[cfg_attr(
        feature = "openapi",
        schema(nullable = false, pattern = "\\S", max_length = 200, examples("Éditions du Levant"))
    )]
    pub name: Option<String>,
    /// The IANA time zone the team's "today" is read in (`Europe/Paris`): when a chase is due,
    /// what is overdue, a conversion's contract date. The server's own zone until an admin
    /// chooses one.
    #[serde(deserialize_with = "nullable::or_default")]
    #[cfg_attr(feature = "openapi", schema(required, examples("Europe/Paris")))]
    pub time_zone: String,
    /// The currency reports and a payment's `homeAmount` are in (an ISO 4217 code): `EUR` until an
    /// admin chooses another. Always answered; a change that leaves it out keeps it.
    #[cfg_attr(feature = "ts", ts(optional))]
    #[cfg_attr(feature = "openapi", schema(nullable = false, value_type = Option<Currency>))]
    pub home_currency: Option<String>,
    /// Days from a fair meeting's follow-up to its chase date, 1 to 365: 42 until an admin
    /// chooses another. Always answered; a change that leaves it out keeps it.
    #[cfg_attr(feature = "ts", ts(optional))]
    #[cfg_attr(feature = "openapi", schema(nullable = false, minimum = 1, maximum = 365))]
    pub chase_after_days: Option<i64>,
    /// Whether options expire by themselves: the day after its option expiry, a prospection in
    /// `option` becomes `expired` (the server's `options_expire` job). True until an admin turns it
    /// off. Always answered; a change that leaves it out keeps it.
    #[cfg_attr(feature = "ts", ts(optional))]
    #[cfg_attr(feature = "openapi", schema(nullable = false))]
    pub expire_options: Option<bool>,
}

impl Normalize for TeamSettings {
    fn normalized(self) -> Self {
        let TeamSettings { name, time_zone, home_currency, chase_after_days, expire_options } = self;
        TeamSettings {
            name: name.map(|name| name.trim().to_owned()),
            time_zone: time_zone.trim().to_owned(),
            home_currency: tidy(home_currency),
            chase_after_days,
            expire_options,
        }
    }
}

/// Checks team settings as submitted, in their stored form: `name`, when given, not blank and at
/// most [`MAX_NAME_CHARS`] characters; `timeZone` a name `is_known_zone` knows (a blank one is
/// unknown too).
pub fn validate_team_settings(settings: &TeamSettings, is_known_zone: impl Fn(&str) -> bool) -> FieldErrors {
    let settings = settings.clone().normalized();
    let mut errors = FieldErrors::new();
    if let Some(name) = &settings.name {
        if crate::rules::searchable(name).is_err() {
            errors.add("name", messages::TEAM_NAME_REQUIRED);
        } else if name.chars().count() > MAX_NAME_CHARS as usize {
            errors.add("name", messages::NAME_TOO_LONG);
        }
    }
    if settings.time_zone.is_empty() || !is_known_zone(&settings.time_zone) {
        errors.add("timeZone", messages::UNKNOWN_TIME_ZONE);
    }
    if settings.home_currency.as_deref().is_some_and(|code| Currency::parse(code).is_none()) {
        errors.add("homeCurrency", messages::UNKNOWN_CURRENCY);
    }
    if settings.chase_after_days.is_some_and(|days| !(1..=MAX_FOLLOW_UP_CHASE_DAYS).contains(&days)) {
        errors.add("chaseAfterDays", messages::CHASE_AFTER_RANGE);
    }
    errors
}

/// What one unit of a currency is worth in the team's home currency from a day on (`GET`/`POST
/// /api/exchange-rates`): a received payment's `homeAmount` takes the rate of its currency valid
/// on its received date, the latest from that day or before.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ExchangeRate {
    /// Server-assigned id; absent on create.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub id: Option<i64>,
    /// The currency rated, an ISO 4217 code; required.
    #[cfg_attr(feature = "openapi", schema(required, nullable = false, value_type = Option<Currency>))]
    pub currency: Option<String>,
    /// How much of the home currency one unit is worth: more than 0, at most 10 decimals.
    #[cfg_attr(feature = "openapi", schema(required, nullable = false, exclusive_minimum = 0, maximum = 100000))]
    pub rate: Option<f64>,
    /// The first day it applies, `YYYY-MM-DD`; required.
    #[cfg_attr(feature = "openapi", schema(required, nullable = false, format = Date))]
    pub valid_from: Option<String>,
}

impl Normalize for ExchangeRate {
    fn normalized(self) -> Self {
        let ExchangeRate { id, currency, rate, valid_from } = self;
        ExchangeRate { id, currency: tidy(currency), rate, valid_from: tidy(valid_from) }
    }
}

/// Checks an exchange rate as submitted, in its stored form: a known currency, a rate more than
/// 0 with at most 10 decimals, a real day it applies from.
pub fn validate_exchange_rate(rate: &ExchangeRate) -> FieldErrors {
    let rate = rate.clone().normalized();
    let mut errors = FieldErrors::new();
    match rate.currency.as_deref() {
        None => errors.add("currency", messages::RATE_CURRENCY_REQUIRED),
        Some(code) if Currency::parse(code).is_none() => errors.add("currency", messages::UNKNOWN_CURRENCY),
        Some(_) => {}
    }
    match rate.rate {
        None => errors.add("rate", messages::RATE_NOT_POSITIVE),
        Some(number) => {
            if let Some(problem) = money::rate_problem(number) {
                errors.add("rate", problem);
            }
        }
    }
    match rate.valid_from.as_deref() {
        None => errors.add("validFrom", messages::VALID_FROM_REQUIRED),
        Some(text) if IsoDate::parse(text).is_none() => errors.add("validFrom", messages::INVALID_DATE),
        Some(_) => {}
    }
    errors
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;

    fn zone(name: &str) -> TeamSettings {
        TeamSettings {
            name: None,
            time_zone: name.into(),
            home_currency: None,
            chase_after_days: None,
            expire_options: None,
        }
    }

    #[test]
    fn a_name_when_given_is_required_trimmed_and_at_most_200_characters() {
        let known = |name: &str| name == "UTC";
        let named = |name: &str| TeamSettings { name: Some(name.into()), ..zone("UTC") };
        assert!(validate_team_settings(&zone("UTC"), known).is_empty(), "left out: kept");
        assert!(validate_team_settings(&named(" Levant "), known).is_empty());
        assert_eq!(named(" Levant ").normalized().name.as_deref(), Some("Levant"));
        for blank in ["", "  ", "\u{200b}", " \u{feff}\u{200d} "] {
            assert_eq!(
                validate_team_settings(&named(blank), known).get("name"),
                Some(messages::TEAM_NAME_REQUIRED),
                "{blank:?}"
            );
        }
        assert!(validate_team_settings(&named(&"é".repeat(200)), known).is_empty());
        assert_eq!(validate_team_settings(&named(&"é".repeat(201)), known).get("name"), Some(messages::NAME_TOO_LONG));
    }

    #[test]
    fn a_known_zone_is_taken_trimmed() {
        let known = |name: &str| name == "Europe/Paris";
        assert!(validate_team_settings(&zone(" Europe/Paris "), known).is_empty());
        assert_eq!(zone(" Europe/Paris ").normalized(), zone("Europe/Paris"));
        for unknown in ["Mars/Olympus", "", "  "] {
            assert_eq!(
                validate_team_settings(&zone(unknown), known).get("timeZone"),
                Some(messages::UNKNOWN_TIME_ZONE)
            );
        }
    }

    #[test]
    fn a_home_currency_is_a_known_code() {
        let known = |name: &str| name == "UTC";
        let home = |code: &str| TeamSettings { home_currency: Some(code.into()), ..zone("UTC") };
        assert!(validate_team_settings(&home(" CHF "), known).is_empty());
        assert_eq!(home(" CHF ").normalized().home_currency.as_deref(), Some("CHF"));
        assert_eq!(validate_team_settings(&home("XXX"), known).get("homeCurrency"), Some(messages::UNKNOWN_CURRENCY));
        assert_eq!(home("  ").normalized().home_currency, None, "blank is left out: kept");
    }

    #[test]
    fn follow_ups_are_chased_after_1_to_365_days() {
        let known = |name: &str| name == "UTC";
        let after = |days: i64| TeamSettings { chase_after_days: Some(days), ..zone("UTC") };
        for days in [1, 42, 365] {
            assert!(validate_team_settings(&after(days), known).is_empty(), "{days}");
        }
        for days in [0, 366, -1] {
            assert_eq!(
                validate_team_settings(&after(days), known).get("chaseAfterDays"),
                Some("Chase after must be between 1 and 365 days")
            );
        }
    }

    #[test]
    fn an_exchange_rate_has_a_currency_a_positive_rate_and_a_day() {
        let rate = ExchangeRate {
            id: None,
            currency: Some("USD".into()),
            rate: Some(0.9213),
            valid_from: Some("2026-01-01".into()),
        };
        assert!(validate_exchange_rate(&rate).is_empty());
        let errors = validate_exchange_rate(&ExchangeRate::default());
        assert_eq!(errors.get("currency"), Some(messages::RATE_CURRENCY_REQUIRED));
        assert_eq!(errors.get("rate"), Some(messages::RATE_NOT_POSITIVE));
        assert_eq!(errors.get("validFrom"), Some(messages::VALID_FROM_REQUIRED));
        let bad = ExchangeRate {
            currency: Some("XXX".into()),
            rate: Some(0.1 + 0.2),
            valid_from: Some("2026-02-30".into()),
            ..rate
        };
        let errors = validate_exchange_rate(&bad);
        assert_eq!(errors.get("currency"), Some(messages::UNKNOWN_CURRENCY));
        assert_eq!(errors.get("rate"), Some("Use at most 10 decimals"));
        assert_eq!(errors.get("validFrom"), Some(messages::INVALID_DATE));
    }
}
