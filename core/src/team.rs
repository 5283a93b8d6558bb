//! The team's settings ([`TeamSettings`], `GET`/`PUT /api/team/settings`): the struct, its
//! normalising step and its rules.
//!
//! The name is the team's (it heads the shell and the CLI's `--team`); another team's name is
//! the server's to refuse, as core knows no other team. The time zone is an IANA name. Core holds no zone database (it would be most of the browser's
//! wasm), so the caller says which names it knows: the server asks its bundled database.

use serde::{Deserialize, Serialize};

use crate::field_errors::FieldErrors;
use crate::limits::MAX_NAME_CHARS;
use crate::normalize::Normalize;
use crate::{messages, nullable};

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
}

impl Normalize for TeamSettings {
    fn normalized(self) -> Self {
        let TeamSettings { name, time_zone } = self;
        TeamSettings { name: name.map(|name| name.trim().to_owned()), time_zone: time_zone.trim().to_owned() }
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
    errors
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;

    fn zone(name: &str) -> TeamSettings {
        TeamSettings { name: None, time_zone: name.into() }
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
}
