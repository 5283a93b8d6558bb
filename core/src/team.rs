//! The team's settings ([`TeamSettings`], `GET`/`PUT /api/team/settings`): the struct, its
//! normalising step and its rule.
//!
//! The time zone is an IANA name. Core holds no zone database (it would be most of the browser's
//! wasm), so the caller says which names it knows: the server asks its bundled database.

use serde::{Deserialize, Serialize};

use crate::field_errors::FieldErrors;
use crate::normalize::Normalize;
use crate::{messages, nullable};

/// The settings an admin chooses for the whole team.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TeamSettings {
    /// The IANA time zone the team's "today" is read in (`Europe/Paris`): when a chase is due,
    /// what is overdue, a conversion's contract date. The server's own zone until an admin
    /// chooses one.
    #[serde(deserialize_with = "nullable::or_default")]
    #[cfg_attr(feature = "openapi", schema(required, examples("Europe/Paris")))]
    pub time_zone: String,
}

impl Normalize for TeamSettings {
    fn normalized(self) -> Self {
        let TeamSettings { time_zone } = self;
        TeamSettings { time_zone: time_zone.trim().to_owned() }
    }
}

/// Checks team settings as submitted, in their stored form: `timeZone` a name `is_known_zone`
/// knows (a blank one is unknown too).
pub fn validate_team_settings(settings: &TeamSettings, is_known_zone: impl Fn(&str) -> bool) -> FieldErrors {
    let settings = settings.clone().normalized();
    let mut errors = FieldErrors::new();
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
        TeamSettings { time_zone: name.into() }
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
