//! The calendar: what is due in a window of days, computed from the records when asked (chase
//! dates and option expiries of open prospections, license ends and publication dates, titles'
//! publish dates, payments not paid in full, royalty statements not received, the days of book
//! fairs) beside the team's events; and each user's secret feed address.

use rightsdesk_core::{CalendarEntry, CalendarKind, EntityType, Event};
use sqlx::AnyConnection;

use super::fairs::FairDays;
use super::prospections::open_statuses;
use super::{awaited, events, fairs, now, payments};
use crate::error::Result;

/// A date of a record, as the window's query reads it.
#[derive(sqlx::FromRow)]
struct DatedRow {
    kind: String,
    date: String,
    entity_id: i64,
    name: String,
}

/// Every entry of the team's calendar from `from` to `to` (`YYYY-MM-DD`, both included), by start;
/// its statements awaited made current first (`awaited::ensure`).
pub async fn entries(conn: &mut AnyConnection, team_id: i64, from: &str, to: &str) -> Result<Vec<CalendarEntry>> {
    let open = open_statuses();
    let dated: Vec<DatedRow> = sqlx::query_as(&format!(
        "SELECT 'chase' AS kind, CAST(p.chase_date AS TEXT) AS date, p.id AS entity_id, t.name || ' → ' || c.name AS name
         FROM prospections p JOIN titles t ON t.id = p.title_id JOIN companies c ON c.id = p.company_id
         WHERE p.team_id = $1 AND p.status IN ({open}) AND p.chase_date >= date($2) AND p.chase_date <= date($3)
         UNION ALL
         SELECT 'option_expiry', CAST(p.option_expiry AS TEXT), p.id, t.name || ' → ' || c.name
         FROM prospections p JOIN titles t ON t.id = p.title_id JOIN companies c ON c.id = p.company_id
         WHERE p.team_id = $1 AND p.status = 'option' AND p.option_expiry >= date($2) AND p.option_expiry <= date($3)
         UNION ALL
         SELECT 'license_end', CAST(l.end_date AS TEXT), l.id, t.name || ' – ' || c.name
         FROM licenses l JOIN titles t ON t.id = l.title_id JOIN companies c ON c.id = l.company_id
         WHERE l.team_id = $1 AND l.end_date >= date($2) AND l.end_date <= date($3)
         UNION ALL
         SELECT 'publication', CAST(l.publication_date AS TEXT), l.id, t.name || ' – ' || c.name
         FROM licenses l JOIN titles t ON t.id = l.title_id JOIN companies c ON c.id = l.company_id
         WHERE l.team_id = $1 AND l.publication_date >= date($2) AND l.publication_date <= date($3)
         UNION ALL
         SELECT 'title_publish', CAST(t.publish_date AS TEXT), t.id, t.name
         FROM titles t
         WHERE t.team_id = $1 AND (t.publish_date IS NULL) = FALSE
           AND t.publish_date >= date($2) AND t.publish_date <= date($3)"
    ))
    .bind(team_id)
    .bind(from)
    .bind(to)
    .fetch_all(&mut *conn)
    .await?;
    let mut entries: Vec<CalendarEntry> = dated.into_iter().filter_map(DatedRow::entry).collect();
    entries.extend(events::within(&mut *conn, team_id, from, to, None).await?.into_iter().filter_map(event_entry));
    entries.extend(fairs::within(&mut *conn, team_id, from, to).await?.into_iter().map(fair_entry));
    for due in payments::due_between(&mut *conn, team_id, from, to).await? {
        entries.push(money_entry(
            CalendarKind::PaymentDue,
            format!("payment_due-{}", due.id),
            due.due_date,
            due.name,
            due.license_id,
        ));
    }
    // The statements awaited ([`awaited::ensure`]d by the caller) due in the window.
    for due in awaited::due_between(&mut *conn, team_id, from, to).await? {
        let id = format!("statement_due-{}-{}", due.license_id, due.period_end);
        entries.push(money_entry(CalendarKind::StatementDue, id, due.due_date, due.name, due.license_id));
    }
    entries.sort_by(|a, b| (&a.start, a.kind, a.entity_id).cmp(&(&b.start, b.kind, b.entity_id)));
    Ok(entries)
}

impl DatedRow {
    fn entry(self) -> Option<CalendarEntry> {
        let kind = CalendarKind::parse(&self.kind)?;
        let entity_type = match kind {
            CalendarKind::Chase | CalendarKind::OptionExpiry => EntityType::Prospection,
            CalendarKind::LicenseEnd
            | CalendarKind::Publication
            | CalendarKind::PaymentDue
            | CalendarKind::StatementDue => EntityType::License,
            CalendarKind::TitlePublish => EntityType::Title,
            CalendarKind::Event => EntityType::Event,
            CalendarKind::Fair => EntityType::Fair,
        };
        Some(CalendarEntry {
            id: format!("{kind}-{}", self.entity_id),
            kind,
            start: self.date.clone(),
            end: self.date,
            all_day: true,
            title: self.name,
            entity_type,
            entity_id: self.entity_id,
            movable: kind == CalendarKind::Chase,
            location: None,
            notes: None,
        })
    }
}

/// A payment not paid in full or a statement not received, on the day it is due, as an entry of
/// its license.
fn money_entry(kind: CalendarKind, id: String, date: String, title: String, license_id: i64) -> CalendarEntry {
    CalendarEntry {
        id,
        kind,
        start: date.clone(),
        end: date,
        all_day: true,
        title,
        entity_type: EntityType::License,
        entity_id: license_id,
        movable: false,
        location: None,
        notes: None,
    }
}

/// A fair's days as one all-day entry of the fair, at its place.
fn fair_entry(fair: FairDays) -> CalendarEntry {
    CalendarEntry {
        id: format!("fair-{}", fair.id),
        kind: CalendarKind::Fair,
        start: fair.start_date,
        end: fair.end_date,
        all_day: true,
        title: fair.name,
        entity_type: EntityType::Fair,
        entity_id: fair.id,
        movable: false,
        location: fair.place,
        notes: None,
    }
}

/// A team event as a calendar entry; an event with no end ends when it starts.
fn event_entry(event: Event) -> Option<CalendarEntry> {
    let id = event.id?;
    let start = event.start?;
    Some(CalendarEntry {
        id: format!("event-{id}"),
        kind: CalendarKind::Event,
        end: event.end.unwrap_or_else(|| start.clone()),
        start,
        all_day: event.all_day,
        title: event.title,
        entity_type: EntityType::Event,
        entity_id: id,
        movable: true,
        location: event.location,
        notes: event.notes,
    })
}

/// The user's feed, if made: the nonce its token is made from and the token's hash.
pub async fn feed(conn: &mut AnyConnection, user_id: i64) -> Result<Option<(String, String)>> {
    Ok(sqlx::query_as("SELECT nonce, token_hash FROM calendar_feeds WHERE user_id = $1")
        .bind(user_id)
        .fetch_optional(conn)
        .await?)
}

/// Makes the user's feed unless it exists: of two first calls at once, the second keeps the
/// first one's (read it back with [`feed`]).
pub async fn create_feed(conn: &mut AnyConnection, user_id: i64, nonce: &str, hash: &str) -> Result<()> {
    sqlx::query(
        "INSERT INTO calendar_feeds (user_id, nonce, token_hash, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO NOTHING",
    )
    .bind(user_id)
    .bind(nonce)
    .bind(hash)
    .bind(now())
    .execute(conn)
    .await?;
    Ok(())
}

/// Writes the user's feed nonce and token hash, made or not: any other address stops working.
pub async fn set_feed(conn: &mut AnyConnection, user_id: i64, nonce: &str, hash: &str) -> Result<()> {
    sqlx::query(
        "INSERT INTO calendar_feeds (user_id, nonce, token_hash, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO UPDATE SET nonce = excluded.nonce, token_hash = excluded.token_hash,
             created_at = excluded.created_at",
    )
    .bind(user_id)
    .bind(nonce)
    .bind(hash)
    .bind(now())
    .execute(conn)
    .await?;
    Ok(())
}

/// The user and team of the feed whose token hashes to `hash`, unless the user is deactivated
/// (their feed stops with their sessions).
pub async fn feed_owner(conn: &mut AnyConnection, hash: &str) -> Result<Option<(i64, i64)>> {
    Ok(sqlx::query_as(
        "SELECT u.id, u.team_id FROM calendar_feeds f JOIN users u ON u.id = f.user_id
         WHERE f.token_hash = $1 AND u.active",
    )
    .bind(hash)
    .fetch_optional(conn)
    .await?)
}
