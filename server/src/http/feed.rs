//! `GET /feeds/{token}.ics`: a user's calendar as an RFC 5545 feed, for Google Calendar, Outlook
//! or Apple Calendar to subscribe to. The secret address is the only credential (calendar apps
//! send no bearer token); an unknown or reset token is a 404. The text is written by the
//! `icalendar` crate (escaping, line folding, dates), not by hand.

use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
use chrono::{NaiveDate, NaiveDateTime, TimeDelta};
use icalendar::{Calendar, CalendarDateTime, Component, DatePerhapsTime, EventLike};
use rightsdesk_core::{CalendarEntry, CalendarKind, EntityType};

use crate::auth::feed;
use crate::clock::{self, plus_days};
use crate::db::{awaited, calendar};
use crate::error::{Error, Result};
use crate::state::AppState;

/// How far back and ahead a feed reaches (the issue: 90 days back, 18 months ahead).
const DAYS_BACK: i64 = 90;
const DAYS_AHEAD: i64 = 548;

/// How often calendar apps are asked to fetch the feed again (they may wait longer: Google
/// Calendar reads subscribed feeds every few hours whatever it is told).
const REFRESH: TimeDelta = TimeDelta::hours(1);

/// The user's calendar, from 90 days back to 18 months ahead.
#[utoipa::path(
    get,
    path = "/feeds/{file}",
    operation_id = "calendarFeedFile",
    tag = "calendar",
    security(()),
    params(("file" = String, Path, description = "The secret token of `GET /api/calendar/feed`, then `.ics`")),
    responses(
        (status = 200, description = "The calendar, RFC 5545", body = String, content_type = "text/calendar"),
        (status = 404, response = super::openapi::NotFound),
    )
)]
pub async fn ics(State(state): State<AppState>, Path(file): Path<String>, headers: HeaderMap) -> Result<Response> {
    let token = file.strip_suffix(".ics").ok_or(Error::NotFound)?;
    let mut conn = state.db.pool.acquire().await?;
    let (_, team_id) = calendar::feed_owner(&mut conn, &feed::hash(token)).await?.ok_or(Error::NotFound)?;
    let zone = clock::team_zone(&mut conn, team_id).await?;
    let day = clock::today_in(&zone);
    drop(conn);
    awaited::ensure(&state.db, team_id, day).await?;
    let mut conn = state.db.pool.acquire().await?;
    let today = day.to_string();
    let entries =
        calendar::entries(&mut conn, team_id, &plus_days(&today, -DAYS_BACK), &plus_days(&today, DAYS_AHEAD)).await?;
    drop(conn);
    let base = super::calendar::base_url(&state, &headers);
    let text = render(&entries, &base, &zone)?;
    let mut response = text.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/calendar; charset=utf-8"));
    headers.insert(header::CONTENT_DISPOSITION, HeaderValue::from_static("inline; filename=\"rightsdesk.ics\""));
    Ok(response)
}

/// The feed's text: the calendar's name and refresh interval, then one VEVENT per entry, its UID
/// the entry's stable id (so a moved date replaces the event), a summary that says what is due,
/// an event's place and notes, and a link back to the record; timed events in the team's time
/// zone `zone`.
///
/// Each event is written as soon as it is made, rather than all pushed into one `Calendar` and
/// that written: a `Calendar` of 2,000 events held 5.8 MB in 58,000 allocations for each
/// request, and the allocator kept the memory of several (the server's RSS went from 20 to 47 MB
/// under a feed's load). icalendar writes a calendar only whole, so its properties are written
/// by an empty one, whose last line the events go before.
fn render(entries: &[CalendarEntry], base: &str, zone: &str) -> Result<String> {
    let mut calendar = Calendar::new();
    calendar.name("Rightsdesk").description("What is due for your rights team").ttl(&REFRESH);
    let empty = calendar.done().to_string();
    let header = empty
        .strip_suffix(END)
        .ok_or_else(|| Error::Internal(format!("icalendar no longer ends a calendar with {END:?}")))?;
    // About 250 bytes an event
    let mut text = String::with_capacity(header.len() + entries.len() * 256 + END.len());
    text.push_str(header);
    for entry in entries {
        let mut event = icalendar::Event::new();
        event
            .uid(&format!("{}@rightsdesk", entry.id))
            .summary(&summary(entry))
            .url(&format!("{base}{}", record_path(entry)));
        if let Some((start, end)) = span(entry, zone) {
            event.starts(start).ends(end);
        }
        if let Some(location) = &entry.location {
            event.location(location);
        }
        if let Some(notes) = &entry.notes {
            event.description(notes);
        }
        event.fmt_write(&mut text).map_err(|err| Error::Internal(format!("cannot write an event: {err}")))?;
    }
    text.push_str(END);
    Ok(text)
}

/// The calendar's last line.
const END: &str = "END:VCALENDAR\r\n";

/// "Chase: Dune → Gallimard", "Frankfurt Book Fair".
fn summary(entry: &CalendarEntry) -> String {
    match entry.kind {
        CalendarKind::Event => entry.title.clone(),
        kind => format!("{}: {}", kind.label(), entry.title),
    }
}

/// Where the web app shows the entry's record.
pub fn record_path(entry: &CalendarEntry) -> String {
    match entry.entity_type {
        EntityType::Prospection => format!("/prospections/edit/{}", entry.entity_id),
        EntityType::License => format!("/licenses/edit/{}", entry.entity_id),
        EntityType::Title => format!("/titles/edit/{}", entry.entity_id),
        EntityType::Company => format!("/contacts?company={}", entry.entity_id),
        EntityType::Event => format!("/calendar?event={}", entry.entity_id),
        EntityType::Fair => format!("/fairs/{}", entry.entity_id),
        EntityType::Guide => format!("/guides/{}", entry.entity_id),
        EntityType::Team => "/team".to_owned(),
    }
}

/// DTSTART and DTEND: all-day entries as dates, the end the day after the last (RFC 5545's end
/// is exclusive); timed ones as local times of the team's time zone `zone` (`TZID`, its IANA
/// name, which calendar apps read), as entered, an event without an end lasting an hour.
fn span(entry: &CalendarEntry, zone: &str) -> Option<(DatePerhapsTime, DatePerhapsTime)> {
    if entry.all_day {
        let day = |text: &str| NaiveDate::parse_from_str(text, "%Y-%m-%d").ok();
        let (start, last) = (day(&entry.start)?, day(&entry.end)?);
        let end = last.succ_opt()?;
        return Some((start.into(), end.into()));
    }
    let time = |text: &str| NaiveDateTime::parse_from_str(text, "%Y-%m-%dT%H:%M").ok();
    let start = time(&entry.start)?;
    let end = time(&entry.end).filter(|end| *end > start).unwrap_or(start + TimeDelta::hours(1));
    let local = |date_time| CalendarDateTime::WithTimezone { date_time, tzid: zone.to_owned() };
    Some((local(start).into(), local(end).into()))
}
