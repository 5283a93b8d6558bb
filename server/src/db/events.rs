//! The team's calendar events: meetings, fairs, reminders. Stored with the days they cover, so that
//! a window of dates finds them through an index (0010_calendar.sql).

use rightsdesk_core::{Event, FieldErrors, messages};
use sqlx::{AnyConnection, Row};

use super::columns::Columns;
use super::now;
use crate::error::{Error, Result};

// `all_day` is read as 0/1: sqlx's Any driver cannot decode SQLite's BOOLEAN.
const COLUMNS: &str = "e.id, e.version, e.title, e.starts, e.ends, CAST(CASE WHEN e.all_day THEN 1 ELSE 0 END AS BIGINT) AS all_day, e.location, e.company_id, c.name AS company,
    e.contact_id, k.name AS contact, e.notes";
const FROM: &str = "events e LEFT JOIN companies c ON c.id = e.company_id LEFT JOIN contacts k ON k.id = e.contact_id";

/// An event row, decoded by column name.
#[derive(sqlx::FromRow)]
struct EventRow {
    id: i64,
    version: i64,
    title: String,
    starts: String,
    ends: Option<String>,
    all_day: i64,
    location: Option<String>,
    company_id: Option<i64>,
    company: Option<String>,
    contact_id: Option<i64>,
    contact: Option<String>,
    notes: Option<String>,
}

impl From<EventRow> for Event {
    fn from(row: EventRow) -> Event {
        Event {
            id: Some(row.id),
            version: Some(row.version),
            title: row.title,
            start: Some(row.starts),
            end: row.ends,
            all_day: row.all_day != 0,
            location: row.location,
            company_id: row.company_id,
            company: row.company,
            contact_id: row.contact_id,
            contact: row.contact,
            notes: row.notes,
        }
    }
}

/// The team's event `id`.
pub async fn find(conn: &mut AnyConnection, team_id: i64, id: i64) -> Result<Option<Event>> {
    let row: Option<EventRow> =
        sqlx::query_as(&format!("SELECT {COLUMNS} FROM {FROM} WHERE e.team_id = $1 AND e.id = $2"))
            .bind(team_id)
            .bind(id)
            .fetch_optional(conn)
            .await?;
    Ok(row.map(Event::from))
}

/// The team's events that cover a day from `from` to `to` (`YYYY-MM-DD`, both included), with
/// `company_id` only when given, by start.
pub async fn within(
    conn: &mut AnyConnection,
    team_id: i64,
    from: &str,
    to: &str,
    company_id: Option<i64>,
) -> Result<Vec<Event>> {
    let rows: Vec<EventRow> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM {FROM}
         WHERE e.team_id = $1 AND e.first_day <= date($3) AND e.last_day >= date($2)
           AND ($4 IS NULL OR e.company_id = $4)
         ORDER BY e.starts, e.id"
    ))
    .bind(team_id)
    .bind(from)
    .bind(to)
    .bind(company_id)
    .fetch_all(conn)
    .await?;
    Ok(rows.into_iter().map(Event::from).collect())
}

/// Every event of the team, by start.
pub async fn all(conn: &mut AnyConnection, team_id: i64) -> Result<Vec<Event>> {
    let rows: Vec<EventRow> =
        sqlx::query_as(&format!("SELECT {COLUMNS} FROM {FROM} WHERE e.team_id = $1 ORDER BY e.starts, e.id"))
            .bind(team_id)
            .fetch_all(conn)
            .await?;
    Ok(rows.into_iter().map(Event::from).collect())
}

/// Checks that the event's company and contact are the team's (the contact one of that company's):
/// 422 naming each field that points elsewhere.
pub async fn check_references(conn: &mut AnyConnection, team_id: i64, event: &Event) -> Result<()> {
    let mut errors = FieldErrors::new();
    if let Some(company_id) = event.company_id {
        let found: Option<(i64,)> = sqlx::query_as("SELECT id FROM companies WHERE team_id = $1 AND id = $2")
            .bind(team_id)
            .bind(company_id)
            .fetch_optional(&mut *conn)
            .await?;
        if found.is_none() {
            errors.add("companyId", messages::UNKNOWN_EVENT_COMPANY);
        }
    }
    if let Some(contact_id) = event.contact_id {
        let found: Option<(i64,)> = sqlx::query_as(
            "SELECT id FROM contacts WHERE team_id = $1 AND id = $2 AND ($3 IS NULL OR company_id = $3)",
        )
        .bind(team_id)
        .bind(contact_id)
        .bind(event.company_id)
        .fetch_optional(&mut *conn)
        .await?;
        if found.is_none() {
            errors.add("contactId", messages::UNKNOWN_CONTACT);
        }
    }
    errors.into_result().map_err(Error::Validation)
}

/// A validated event's own columns, as an insert and an update write them.
fn columns(event: &Event) -> Columns<'_> {
    let start = event.start.as_deref().unwrap_or_default();
    // The days covered: the date part of the start and of the end (the start's when there is none).
    let first_day = start.get(..10).unwrap_or(start).to_owned();
    let last_day = event.end.as_deref().map_or(first_day.clone(), |end| end.get(..10).unwrap_or(end).to_owned());
    let mut columns = Columns::new();
    columns
        .set("title", &event.title)
        .set("starts", start.to_owned())
        .set("ends", &event.end)
        .set("all_day", event.all_day)
        .set_date("first_day", first_day)
        .set_date("last_day", last_day)
        .set("location", &event.location)
        .set("company_id", event.company_id)
        .set("contact_id", event.contact_id)
        .set("notes", &event.notes);
    columns
}

/// Inserts a validated event and returns its id.
pub async fn insert(conn: &mut AnyConnection, team_id: i64, event: &Event) -> Result<i64> {
    let at = now();
    let mut columns = columns(event);
    columns.set("updated_at", at).set("team_id", team_id).set("created_at", at);
    let sql = format!("INSERT INTO events ({}) VALUES ({}) RETURNING id", columns.names(), columns.values());
    let row = sqlx::query_with(&sql, columns.arguments()?).fetch_one(conn).await?;
    Ok(row.try_get("id")?)
}

/// Replaces every field of the team's event `id`; false when there is none.
pub async fn update(conn: &mut AnyConnection, team_id: i64, id: i64, event: &Event) -> Result<bool> {
    let mut columns = columns(event);
    columns.set("updated_at", now());
    let (team, key) = (columns.bind(team_id), columns.bind(id));
    let sql = format!("UPDATE events SET {} WHERE team_id = {team} AND id = {key}", columns.assignments());
    let done = sqlx::query_with(&sql, columns.arguments()?).execute(conn).await?;
    Ok(done.rows_affected() == 1)
}

/// Deletes the team's event `id`; false when there is none.
pub async fn delete(conn: &mut AnyConnection, team_id: i64, id: i64) -> Result<bool> {
    let done =
        sqlx::query("DELETE FROM events WHERE team_id = $1 AND id = $2").bind(team_id).bind(id).execute(conn).await?;
    Ok(done.rows_affected() == 1)
}
