//! The team's rights guides (migration 0025): a guide's row, its sections (`guide_sections`) and
//! its titles (`guide_titles`, each title once per guide), written together; and its share link
//! (`guide_shares`), kept as a calendar feed's is (`auth::feed`).
//!
//! A guide's `fair` is read in [`COLUMNS`]; fairs come with migration 0024, so it reads none here
//! yet, and the fair's name joins in where `fair` is.

use std::collections::HashMap;

use rightsdesk_core::{FieldErrors, Guide, GuideSection, GuideShow, messages};
use sqlx::{AnyConnection, Row};

use super::columns::Columns;
use super::list::arguments::{Arg, arguments, id_list};
use super::{Backend, now, timestamp};
use crate::error::{Error, Result};

const COLUMNS: &str = "g.id, g.version, g.name, g.fair_id, f.name AS fair, g.intro, g.show_options,
    g.availability_right, g.contact_user_id, g.updated_at,
    CAST(CASE WHEN s.guide_id IS NULL THEN 0 ELSE 1 END AS BIGINT) AS shared";
const FROM: &str = "guides g LEFT JOIN guide_shares s ON s.guide_id = g.id
    LEFT JOIN fairs f ON f.id = g.fair_id AND f.team_id = g.team_id";

/// A guide's row, decoded by column name.
#[derive(sqlx::FromRow)]
struct GuideRow {
    id: i64,
    version: i64,
    name: String,
    fair_id: Option<i64>,
    fair: Option<String>,
    intro: Option<String>,
    show_options: String,
    availability_right: String,
    contact_user_id: Option<i64>,
    updated_at: i64,
    shared: i64,
}

impl GuideRow {
    /// The guide, with its sections.
    fn guide(self, sections: Vec<GuideSection>) -> Result<Guide> {
        let show: GuideShow = serde_json::from_str(&self.show_options)
            .map_err(|err| Error::Internal(format!("guide {}'s options do not read: {err}", self.id)))?;
        Ok(Guide {
            id: Some(self.id),
            version: Some(self.version),
            name: self.name,
            fair_id: self.fair_id,
            fair: self.fair,
            intro: self.intro,
            sections,
            show,
            availability_right: Some(self.availability_right),
            contact_user_id: self.contact_user_id,
            shared: self.shared != 0,
            updated_at: Some(timestamp(self.updated_at)),
        })
    }
}

/// The team's guide `id`, with its sections and titles.
pub async fn find(conn: &mut AnyConnection, team_id: i64, id: i64) -> Result<Option<Guide>> {
    let row: Option<GuideRow> =
        sqlx::query_as(&format!("SELECT {COLUMNS} FROM {FROM} WHERE g.team_id = $1 AND g.id = $2"))
            .bind(team_id)
            .bind(id)
            .fetch_optional(&mut *conn)
            .await?;
    let Some(row) = row else { return Ok(None) };
    let mut sections = sections_of(conn, team_id, Some(id)).await?;
    row.guide(sections.remove(&id).unwrap_or_default()).map(Some)
}

/// Every guide of the team, the last changed first.
pub async fn list(conn: &mut AnyConnection, team_id: i64) -> Result<Vec<Guide>> {
    let rows: Vec<GuideRow> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM {FROM} WHERE g.team_id = $1 ORDER BY g.updated_at DESC, g.id DESC"
    ))
    .bind(team_id)
    .fetch_all(&mut *conn)
    .await?;
    let mut sections = sections_of(conn, team_id, None).await?;
    rows.into_iter()
        .map(|row| {
            let id = row.id;
            row.guide(sections.remove(&id).unwrap_or_default())
        })
        .collect()
}

/// The sections of the team's guide `id` (of all its guides without one), by guide, in order,
/// each with its titles in order: two reads, whatever the number of guides.
async fn sections_of(
    conn: &mut AnyConnection,
    team_id: i64,
    id: Option<i64>,
) -> Result<HashMap<i64, Vec<GuideSection>>> {
    let headings: Vec<(i64, i64, Option<String>)> = sqlx::query_as(
        "SELECT s.guide_id, s.position, s.heading FROM guide_sections s JOIN guides g ON g.id = s.guide_id
         WHERE g.team_id = $1 AND ($2 IS NULL OR g.id = $2) ORDER BY s.guide_id, s.position",
    )
    .bind(team_id)
    .bind(id)
    .fetch_all(&mut *conn)
    .await?;
    let mut guides: HashMap<i64, Vec<GuideSection>> = HashMap::new();
    for (guide_id, _, heading) in headings {
        guides.entry(guide_id).or_default().push(GuideSection { heading, title_ids: Vec::new() });
    }
    let titles: Vec<(i64, i64, i64)> = sqlx::query_as(
        "SELECT t.guide_id, t.section, t.title_id FROM guide_titles t JOIN guides g ON g.id = t.guide_id
         WHERE g.team_id = $1 AND ($2 IS NULL OR g.id = $2) ORDER BY t.guide_id, t.section, t.position",
    )
    .bind(team_id)
    .bind(id)
    .fetch_all(conn)
    .await?;
    for (guide_id, section, title_id) in titles {
        // Sections are written from 0 with their titles (`write_sections`): each title's exists.
        let section = guides.get_mut(&guide_id).and_then(|sections| sections.get_mut(section as usize));
        if let Some(section) = section {
            section.title_ids.push(title_id);
        }
    }
    Ok(guides)
}

/// Checks that the guide's titles are the team's and its contact a member of the team: 422
/// naming each field that points elsewhere.
pub async fn check_references(conn: &mut AnyConnection, backend: Backend, team_id: i64, guide: &Guide) -> Result<()> {
    let mut errors = FieldErrors::new();
    let ids: Vec<i64> = guide.title_ids().collect();
    if !ids.is_empty() {
        let mut args = vec![Arg::Int(team_id)];
        let list = id_list(backend, &ids, &mut args);
        let sql = format!("SELECT COUNT(*) FROM titles WHERE +team_id = $1 AND id IN ({list})");
        let known: i64 = sqlx::query_scalar_with(&sql, arguments(&args)?).fetch_one(&mut *conn).await?;
        // The rules let each title in once: fewer found are titles of no team or of another.
        if known != ids.len() as i64 {
            errors.add("sections", messages::TITLES_OF_TEAM);
        }
    }
    if let Some(fair_id) = guide.fair_id {
        let found: Option<i64> = sqlx::query_scalar("SELECT id FROM fairs WHERE team_id = $1 AND id = $2")
            .bind(team_id)
            .bind(fair_id)
            .fetch_optional(&mut *conn)
            .await?;
        if found.is_none() {
            errors.add("fairId", messages::FAIR_OF_TEAM);
        }
    }
    if let Some(user_id) = guide.contact_user_id {
        let found: Option<i64> = sqlx::query_scalar("SELECT id FROM users WHERE team_id = $1 AND id = $2")
            .bind(team_id)
            .bind(user_id)
            .fetch_optional(&mut *conn)
            .await?;
        if found.is_none() {
            errors.add("contactUserId", messages::GUIDE_CONTACT_OF_TEAM);
        }
    }
    errors.into_result().map_err(Error::Validation)
}

/// A checked guide's own columns, as an insert and an update write them.
fn columns(guide: &Guide, at: i64) -> Result<Columns<'_>> {
    let show = serde_json::to_string(&guide.show).map_err(|err| Error::Internal(err.to_string()))?;
    let mut columns = Columns::new();
    columns
        .set("name", &guide.name)
        .set("fair_id", guide.fair_id)
        .set("intro", &guide.intro)
        .set("show_options", show)
        .set("availability_right", guide.right().as_str())
        .set("contact_user_id", guide.contact_user_id)
        .set("updated_at", at);
    Ok(columns)
}

/// Writes the guide's sections and titles in place of those it had.
async fn write_sections(conn: &mut AnyConnection, id: i64, guide: &Guide) -> Result<()> {
    for table in ["guide_titles", "guide_sections"] {
        sqlx::query(&format!("DELETE FROM {table} WHERE guide_id = $1")).bind(id).execute(&mut *conn).await?;
    }
    for (section, GuideSection { heading, title_ids }) in guide.sections.iter().enumerate() {
        sqlx::query("INSERT INTO guide_sections (guide_id, position, heading) VALUES ($1, $2, $3)")
            .bind(id)
            .bind(section as i64)
            .bind(heading)
            .execute(&mut *conn)
            .await?;
        for (position, title_id) in title_ids.iter().enumerate() {
            sqlx::query("INSERT INTO guide_titles (guide_id, title_id, section, position) VALUES ($1, $2, $3, $4)")
                .bind(id)
                .bind(title_id)
                .bind(section as i64)
                .bind(position as i64)
                .execute(&mut *conn)
                .await?;
        }
    }
    Ok(())
}

/// Inserts a checked guide with its sections and returns its id.
pub async fn insert(conn: &mut AnyConnection, team_id: i64, guide: &Guide) -> Result<i64> {
    let at = now();
    let mut columns = columns(guide, at)?;
    columns.set("team_id", team_id).set("created_at", at);
    let sql = format!("INSERT INTO guides ({}) VALUES ({}) RETURNING id", columns.names(), columns.values());
    let id: i64 = sqlx::query_with(&sql, columns.arguments()?).fetch_one(&mut *conn).await?.try_get("id")?;
    write_sections(conn, id, guide).await?;
    Ok(id)
}

/// Replaces every field and section of the team's guide `id`; false when there is none.
pub async fn update(conn: &mut AnyConnection, team_id: i64, id: i64, guide: &Guide) -> Result<bool> {
    let mut columns = columns(guide, now())?;
    let (team, key) = (columns.bind(team_id), columns.bind(id));
    let sql = format!("UPDATE guides SET {} WHERE team_id = {team} AND id = {key}", columns.assignments());
    let done = sqlx::query_with(&sql, columns.arguments()?).execute(&mut *conn).await?;
    if done.rows_affected() != 1 {
        return Ok(false);
    }
    write_sections(conn, id, guide).await?;
    Ok(true)
}

/// Deletes the team's guide `id` with its sections and share link; false when there is none.
pub async fn delete(conn: &mut AnyConnection, team_id: i64, id: i64) -> Result<bool> {
    let done =
        sqlx::query("DELETE FROM guides WHERE team_id = $1 AND id = $2").bind(team_id).bind(id).execute(conn).await?;
    Ok(done.rows_affected() == 1)
}

/// The guide's share link, if live: the nonce its token is made from and the token's hash.
pub async fn share(conn: &mut AnyConnection, guide_id: i64) -> Result<Option<(String, String)>> {
    Ok(sqlx::query_as("SELECT nonce, token_hash FROM guide_shares WHERE guide_id = $1")
        .bind(guide_id)
        .fetch_optional(conn)
        .await?)
}

/// Writes the guide's share nonce and token hash, made or not: any other address stops working.
pub async fn set_share(conn: &mut AnyConnection, guide_id: i64, nonce: &str, hash: &str) -> Result<()> {
    sqlx::query(
        "INSERT INTO guide_shares (guide_id, nonce, token_hash, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (guide_id) DO UPDATE SET nonce = excluded.nonce, token_hash = excluded.token_hash,
             created_at = excluded.created_at",
    )
    .bind(guide_id)
    .bind(nonce)
    .bind(hash)
    .bind(now())
    .execute(conn)
    .await?;
    Ok(())
}

/// Revokes the guide's share link: false when it had none.
pub async fn revoke(conn: &mut AnyConnection, guide_id: i64) -> Result<bool> {
    let done = sqlx::query("DELETE FROM guide_shares WHERE guide_id = $1").bind(guide_id).execute(conn).await?;
    Ok(done.rows_affected() == 1)
}

/// The team and id of the guide whose share token hashes to `hash`.
pub async fn shared(conn: &mut AnyConnection, hash: &str) -> Result<Option<(i64, i64)>> {
    Ok(sqlx::query_as(
        "SELECT g.team_id, g.id FROM guide_shares s JOIN guides g ON g.id = s.guide_id WHERE s.token_hash = $1",
    )
    .bind(hash)
    .fetch_optional(conn)
    .await?)
}

/// The name and e-mail address of the team's member `user_id`, a guide's rights contact.
pub async fn contact(conn: &mut AnyConnection, team_id: i64, user_id: i64) -> Result<Option<(String, String)>> {
    Ok(sqlx::query_as("SELECT name, email FROM users WHERE team_id = $1 AND id = $2")
        .bind(team_id)
        .bind(user_id)
        .fetch_optional(conn)
        .await?)
}
