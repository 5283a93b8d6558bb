//! The reference lists the server serves from ISO data: [`Country`] (ISO 3166-1) and
//! [`Language`] (ISO 639-1). Read-only: no rules.

use serde::{Deserialize, Serialize};

/// A country of the reference list (ISO 3166-1).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Country {
    /// Stable id, the same across restarts and databases.
    pub id: String,
    /// ISO 3166-1 code.
    pub code: String,
    /// English name.
    pub name: String,
    /// The other names and codes people use for it: its alpha-3 code and common English names
    /// ("USA", "United States", "America" for the United States of America). Searches and imports
    /// find it by any of them.
    #[serde(default)]
    pub aliases: Vec<String>,
}

/// A language of the reference list (ISO 639-1).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Language {
    /// Stable id, the same across restarts and databases.
    pub id: String,
    /// ISO 639-1 code.
    pub code: String,
    /// English name.
    pub name: String,
}
