//! The team's activity log ([`ActivityEntry`]): who changed which record, when, and what changed.
//! The server writes it; nobody edits it, so it has no rules.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// The actor the activity log names for what the server did by itself, a scheduled job's change:
/// not a person, so with no `actorId`.
pub const SERVER_ACTOR: &str = "Rightsdesk";

/// What an update changed: `{field: [before, after]}`, fields by their wire names.
pub type Changes = BTreeMap<String, [serde_json::Value; 2]>;

/// One entry of the team's activity log: who changed which record, when, and for an update the
/// fields that changed (docs/http.md, "Activity"). The server writes it in the transaction of the change;
/// nobody edits or deletes it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ActivityEntry {
    /// Entries are numbered in the order they were written.
    pub id: i64,
    /// When, RFC 3339 in UTC.
    pub at: String,
    /// Who: a user of the team; absent for the command line and for the server's own jobs.
    pub actor_id: Option<i64>,
    /// The user's name; [`SERVER_ACTOR`] ("Rightsdesk") for a change the server's jobs made (an
    /// option that expired, a license that ended); absent for the command line.
    pub actor: Option<String>,
    /// What was done.
    pub action: crate::ActivityAction,
    /// The kind of record.
    pub entity_type: crate::EntityType,
    /// The record's id; absent for an import (many records).
    pub entity_id: Option<i64>,
    /// The record's name when it was written ("Dune", "Dune → Gallimard"), or what an import made.
    pub entity_name: String,
    /// For an update or a move: `{field: [before, after]}` of the fields that changed.
    #[cfg_attr(feature = "ts", ts(type = "Record<string, [unknown, unknown]> | null"))]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<Object>))]
    pub changes: Option<Changes>,
}
