//! A title's material (migration 0021): PDFs with their kind, listed without their bytes.

use rightsdesk_core::{MaterialKind, TitleMaterial};
use sqlx::{AnyConnection, AnyPool};

use super::columns::Columns;
use super::{now, sha256_hex, timestamp};
use crate::error::{Error, Result};

const COLUMNS: &str = "id, title_id, kind, name, size, created_at";

#[derive(sqlx::FromRow)]
struct Row {
    id: i64,
    title_id: i64,
    kind: String,
    name: String,
    size: i64,
    created_at: i64,
}

fn material(row: Row) -> Result<TitleMaterial> {
    let kind = MaterialKind::parse(&row.kind)
        .ok_or_else(|| Error::Internal(format!("material {} has the unknown kind {:?}", row.id, row.kind)))?;
    Ok(TitleMaterial {
        id: row.id,
        title_id: row.title_id,
        kind,
        name: row.name,
        size: row.size.max(0) as u64,
        created_at: timestamp(row.created_at),
    })
}

/// The team's titles that have material files.
pub async fn titles_with_material(pool: &AnyPool, team_id: i64) -> Result<Vec<i64>> {
    Ok(sqlx::query_scalar("SELECT DISTINCT title_id FROM title_materials WHERE team_id = $1 ORDER BY title_id")
        .bind(team_id)
        .fetch_all(pool)
        .await?)
}

/// The team's title's material, oldest first.
pub async fn list(pool: &AnyPool, team_id: i64, title_id: i64) -> Result<Vec<TitleMaterial>> {
    let rows: Vec<Row> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM title_materials WHERE team_id = $1 AND title_id = $2 ORDER BY created_at, id"
    ))
    .bind(team_id)
    .bind(title_id)
    .fetch_all(pool)
    .await?;
    rows.into_iter().map(material).collect()
}

/// The kinds of material of each title of the team's guide `guide_id`, by title (a kind as many
/// times as it has files of it).
pub async fn kinds_of_guide(conn: &mut AnyConnection, team_id: i64, guide_id: i64) -> Result<Vec<(i64, MaterialKind)>> {
    let rows: Vec<(i64, String)> = sqlx::query_as(
        "SELECT m.title_id, m.kind FROM title_materials m JOIN guide_titles g ON g.title_id = m.title_id
         WHERE g.guide_id = $1 AND m.team_id = $2",
    )
    .bind(guide_id)
    .bind(team_id)
    .fetch_all(conn)
    .await?;
    rows.into_iter()
        .map(|(title_id, kind)| {
            let known = MaterialKind::parse(&kind).ok_or_else(|| {
                Error::Internal(format!("a material of title {title_id} has the unknown kind {kind:?}"))
            })?;
            Ok((title_id, known))
        })
        .collect()
}

/// Stores a checked PDF as the team's title's material, in `conn`'s transaction; the caller has
/// claimed the title.
pub async fn insert(
    conn: &mut AnyConnection,
    team_id: i64,
    title_id: i64,
    kind: MaterialKind,
    name: &str,
    content: &[u8],
) -> Result<TitleMaterial> {
    let mut columns = Columns::new();
    columns
        .set("team_id", team_id)
        .set("title_id", title_id)
        .set("kind", kind.as_str())
        .set("name", name)
        .set("size", content.len() as i64)
        .set("sha256", sha256_hex(content))
        .set("content", content)
        .set("created_at", now());
    let sql =
        format!("INSERT INTO title_materials ({}) VALUES ({}) RETURNING {COLUMNS}", columns.names(), columns.values());
    let row: Row = sqlx::query_as_with(&sql, columns.arguments()?).fetch_one(conn).await?;
    material(row)
}

/// The file name and bytes of the team's title's material `id`.
pub async fn file(pool: &AnyPool, team_id: i64, title_id: i64, id: i64) -> Result<Option<(String, Vec<u8>)>> {
    Ok(sqlx::query_as("SELECT name, content FROM title_materials WHERE team_id = $1 AND title_id = $2 AND id = $3")
        .bind(team_id)
        .bind(title_id)
        .bind(id)
        .fetch_optional(pool)
        .await?)
}

/// Deletes the team's title's material `id` in `conn`'s transaction: answers its file name,
/// `None` when there is no such material.
pub async fn delete(conn: &mut AnyConnection, team_id: i64, title_id: i64, id: i64) -> Result<Option<String>> {
    Ok(sqlx::query_scalar(
        "DELETE FROM title_materials WHERE team_id = $1 AND title_id = $2 AND id = $3 RETURNING name",
    )
    .bind(team_id)
    .bind(title_id)
    .bind(id)
    .fetch_optional(conn)
    .await?)
}
