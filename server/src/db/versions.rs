//! Record versions, for optimistic concurrency (docs/http.md, "Versions"). Each titles, companies,
//! licenses, prospections, events and guides row has a `version`, 1 when made: every write to the
//! record, or to what belongs to it (contacts, the PDF, offers, a guide's share link), takes it
//! with [`claim`] first, in the write's transaction.

use rightsdesk_core::EntityType;
use sqlx::AnyConnection;

use crate::error::Result;

/// The table of a versioned record.
fn table(entity: EntityType) -> &'static str {
    match entity {
        EntityType::Title => "titles",
        EntityType::Company => "companies",
        EntityType::License => "licenses",
        EntityType::Prospection => "prospections",
        EntityType::Event => "events",
        EntityType::Fair => "fairs",
        EntityType::Guide => "guides",
        // The team's settings are written whole, by its admins: no version to read over.
        EntityType::Team => unreachable!("the team's settings have no version"),
    }
}

/// Bumps the version of the team's record `id` and answers the version it had until now: the one
/// a client must have read to write over it; `None` when the team has no such record.
///
/// The bump comes first and the caller compares after, rather than reading and then bumping:
/// on PostgreSQL the `UPDATE` locks the row until the transaction ends, so of two writes made from
/// the same read the second waits, then sees the first's version and is refused. (SQLite's write
/// transactions already run one at a time.) A refused write rolls the bump back with the rest.
pub async fn claim(conn: &mut AnyConnection, entity: EntityType, team_id: i64, id: i64) -> Result<Option<i64>> {
    let sql =
        format!("UPDATE {} SET version = version + 1 WHERE team_id = $1 AND id = $2 RETURNING version", table(entity));
    let bumped: Option<(i64,)> = sqlx::query_as(&sql).bind(team_id).bind(id).fetch_optional(conn).await?;
    Ok(bumped.map(|(version,)| version - 1))
}

/// The statement of [`claim`] that also reads the record, its `columns` (of `table`), as the bump
/// leaves it: one round trip instead of two where a write reads the record before changing it (its
/// history compares), under SQLite's write turn. The team id is `$1`, the record's `$2`.
pub fn claim_reading(table: &str, columns: &str) -> String {
    format!("UPDATE {table} SET version = version + 1 WHERE team_id = $1 AND id = $2 RETURNING {columns}")
}

/// Who last changed the record and when (seconds since the epoch), from the activity log: the
/// actor's name is a user's, "Rightsdesk" for a scheduled job's change, `None` for the command
/// line.
pub async fn last_change(
    conn: &mut AnyConnection,
    entity: EntityType,
    team_id: i64,
    id: i64,
) -> Result<Option<(Option<String>, i64)>> {
    Ok(sqlx::query_as(
        "SELECT COALESCE(u.name, a.actor_name), a.at FROM activity a LEFT JOIN users u ON u.id = a.actor_id
         WHERE a.team_id = $1 AND a.entity_type = $2 AND a.entity_id = $3 ORDER BY a.id DESC LIMIT 1",
    )
    .bind(team_id)
    .bind(entity.as_str())
    .bind(id)
    .fetch_optional(conn)
    .await?)
}
