//! The rights a title's publisher holds (docs/http.md, "Rights held"), and what a title's
//! availability is computed from: its rights held, licenses and open prospections, read in one
//! connection and handed to core's `rights::availability`.

use rightsdesk_core::{ContractType, HeldStatus, License, Prospection, RightHeld, Territory};
use sqlx::{AnyConnection, Row};

use super::columns::Columns;
use super::{licenses, now, prospections};
use crate::error::Result;

const COLUMNS: &str = "id, contract_type, languages, territory, status, CAST(held_until AS TEXT) AS held_until,
       author_share_pct, CAST(CASE WHEN author_approval_required THEN 1 ELSE 0 END AS BIGINT) AS approval,
       source, notes";

/// A row of `SELECT`, decoded by column name (the flag as 0/1: sqlx's Any driver cannot decode
/// SQLite's BOOLEAN).
#[derive(sqlx::FromRow)]
struct RightRow {
    id: i64,
    contract_type: String,
    languages: String,
    territory: String,
    status: String,
    held_until: Option<String>,
    author_share_pct: Option<f64>,
    approval: i64,
    source: Option<String>,
    notes: Option<String>,
}

/// The stored languages column (`de,fr`; empty for every language) as codes.
fn languages_of(column: &str) -> Vec<String> {
    column.split(',').filter(|code| !code.is_empty()).map(str::to_owned).collect()
}

impl From<RightRow> for RightHeld {
    fn from(row: RightRow) -> RightHeld {
        RightHeld {
            id: Some(row.id),
            contract_type: Some(row.contract_type),
            languages: languages_of(&row.languages),
            territory: Territory::parse(&row.territory),
            status: Some(row.status),
            held_until: row.held_until,
            author_share_pct: row.author_share_pct,
            author_approval_required: row.approval != 0,
            source: row.source,
            notes: row.notes,
        }
    }
}

/// The title's rights held, in the order of the rights' list, then as recorded.
pub async fn of_title(conn: &mut AnyConnection, team_id: i64, title_id: i64) -> Result<Vec<RightHeld>> {
    let rows: Vec<RightRow> =
        sqlx::query_as(&format!("SELECT {COLUMNS} FROM rights_held WHERE team_id = $1 AND title_id = $2 ORDER BY id"))
            .bind(team_id)
            .bind(title_id)
            .fetch_all(conn)
            .await?;
    let mut rights: Vec<RightHeld> = rows.into_iter().map(RightHeld::from).collect();
    let rank = |right: &RightHeld| {
        let parsed = right.contract_type.as_deref().and_then(ContractType::parse);
        ContractType::ALL.iter().position(|known| Some(*known) == parsed)
    };
    rights.sort_by_key(rank);
    Ok(rights)
}

/// What availability reads of a right held (core's `rights::availability`), with the title it is
/// held for: its id, right, languages, territory, status and last day.
#[derive(sqlx::FromRow)]
struct CoverRow {
    title_id: i64,
    id: i64,
    contract_type: String,
    languages: String,
    territory: String,
    status: String,
    held_until: Option<String>,
}

impl From<CoverRow> for RightHeld {
    /// A right held with only the fields core's availability reads filled in (the others are
    /// left empty): core stays the one rule, read from fewer columns.
    fn from(row: CoverRow) -> RightHeld {
        RightHeld {
            id: Some(row.id),
            contract_type: Some(row.contract_type),
            languages: languages_of(&row.languages),
            territory: Territory::parse(&row.territory),
            status: Some(row.status),
            held_until: row.held_until,
            ..RightHeld::default()
        }
    }
}

/// Every right held of the team, each with its title's id and what availability reads of it:
/// which titles have rights recorded, for `GET /api/availability`. A team records a few rights
/// per title it has a head contract for; reading them all is linear in that.
pub async fn of_team(conn: &mut AnyConnection, team_id: i64) -> Result<Vec<(i64, RightHeld)>> {
    let rows: Vec<CoverRow> = sqlx::query_as(
        "SELECT title_id, id, contract_type, languages, territory, status, CAST(held_until AS TEXT) AS held_until
           FROM rights_held WHERE team_id = $1",
    )
    .bind(team_id)
    .fetch_all(conn)
    .await?;
    Ok(rows.into_iter().map(|row| (row.title_id, RightHeld::from(row))).collect())
}

pub async fn find(conn: &mut AnyConnection, team_id: i64, title_id: i64, id: i64) -> Result<Option<RightHeld>> {
    let row: Option<RightRow> =
        sqlx::query_as(&format!("SELECT {COLUMNS} FROM rights_held WHERE team_id = $1 AND title_id = $2 AND id = $3"))
            .bind(team_id)
            .bind(title_id)
            .bind(id)
            .fetch_optional(conn)
            .await?;
    Ok(row.map(RightHeld::from))
}

/// The right's own columns, as an insert and an update write them, changed `at`.
fn columns(right: &RightHeld, at: i64) -> Columns<'_> {
    let mut columns = Columns::new();
    columns
        .set("contract_type", right.contract_type.clone().unwrap_or_default())
        .set("languages", right.languages.join(","))
        .set("territory", right.territory.to_string())
        .set("status", right.status.clone().unwrap_or_else(|| HeldStatus::Confirmed.to_string()))
        .set_date("held_until", &right.held_until)
        .set_real("author_share_pct", right.author_share_pct)
        .set("author_approval_required", right.author_approval_required)
        .set("source", &right.source)
        .set("notes", &right.notes)
        .set("updated_at", at);
    columns
}

/// Records a checked, normalised right held for the team's title; answers its id.
pub async fn insert(conn: &mut AnyConnection, team_id: i64, title_id: i64, right: &RightHeld) -> Result<i64> {
    let at = now();
    let mut columns = columns(right, at);
    columns.set("team_id", team_id).set("title_id", title_id).set("created_at", at);
    let sql = format!("INSERT INTO rights_held ({}) VALUES ({}) RETURNING id", columns.names(), columns.values());
    let row = sqlx::query_with(&sql, columns.arguments()?).fetch_one(conn).await?;
    Ok(row.try_get("id")?)
}

/// Replaces the right held `id` of the team's title; false when there is none.
pub async fn update(conn: &mut AnyConnection, team_id: i64, title_id: i64, id: i64, right: &RightHeld) -> Result<bool> {
    let mut columns = columns(right, now());
    let (team, title, key) = (columns.bind(team_id), columns.bind(title_id), columns.bind(id));
    let sql = format!(
        "UPDATE rights_held SET {} WHERE team_id = {team} AND title_id = {title} AND id = {key}",
        columns.assignments()
    );
    let done = sqlx::query_with(&sql, columns.arguments()?).execute(conn).await?;
    Ok(done.rows_affected() == 1)
}

pub async fn delete(conn: &mut AnyConnection, team_id: i64, title_id: i64, id: i64) -> Result<bool> {
    let done = sqlx::query("DELETE FROM rights_held WHERE team_id = $1 AND title_id = $2 AND id = $3")
        .bind(team_id)
        .bind(title_id)
        .bind(id)
        .execute(conn)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// What a title's availability is computed from.
pub struct Holdings {
    pub held: Vec<RightHeld>,
    pub licenses: Vec<License>,
    pub prospections: Vec<Prospection>,
}

/// The team's title's rights held, licenses and open prospections.
pub async fn holdings(conn: &mut AnyConnection, team_id: i64, title_id: i64) -> Result<Holdings> {
    Ok(Holdings {
        held: of_title(conn, team_id, title_id).await?,
        licenses: licenses::of_title(conn, team_id, title_id).await?,
        prospections: prospections::open_of_title(conn, team_id, title_id).await?,
    })
}
