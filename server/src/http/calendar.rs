//! `/api/calendar`: what is due in a window of days (computed from the records, beside the team's
//! events), and the signed-in user's secret feed address; `/api/events`: the team's own events.
//! The feed itself is [`super::feed`]'s.

use axum::extract::State;
use axum::http::HeaderMap;
use axum::http::header::HOST;
use rightsdesk_core::{ActivityAction, CalendarEntry, EntityType, Event, IsoDate, Normalize, validate_event};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::Deleted;
use super::extract::{CurrentUser, Id, Json, same_id};
use super::list::{Narrow, id_filter};
use super::openapi::{
    BadRequest, DeleteRefused, Forbidden, Invalid, NotFound, Stale, Unauthorized, UnsupportedMediaType,
};
use super::versions::{RecordWrite, Tagged, begin_claimed, claim};
use crate::auth::feed;
use crate::clock;
use crate::db::activity::{self, Entry};
use crate::db::{awaited, calendar, events};
use crate::error::{Error, Result};
use crate::state::AppState;

/// The widest window `GET /api/calendar` answers (docs/http.md): a year and a month of slack.
pub const MAX_WINDOW_DAYS: i64 = 400;

/// What the activity log leaves out of an event's changes: ids beside the names they stand for.
const UNTRACKED: &[&str] = &["id", "companyId", "contactId"];

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(entries)).routes(routes!(feed_address)).routes(routes!(reset_feed))
}

pub fn events_router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list_events, create_event)).routes(routes!(
        find_event,
        update_event,
        remove_event
    ))
}

/// A window of days as the query string carries it.
#[derive(Debug, Default, Deserialize)]
struct WindowQuery {
    from: Option<String>,
    to: Option<String>,
}

/// The events list's query string: an optional window of days and the company they are with.
#[derive(Debug, Default, Deserialize)]
struct EventsQuery {
    #[serde(flatten)]
    window: WindowQuery,
    #[serde(rename = "companyId")]
    company_id: Option<String>,
}

/// A checked window: `from` to `to`, both included, `YYYY-MM-DD`.
struct Window {
    from: String,
    to: String,
}

impl WindowQuery {
    /// The window, checked: both ends real dates, `to` not before `from`, at most
    /// [`MAX_WINDOW_DAYS`] apart; else a 400 saying what to send.
    fn window(&self) -> Result<Window> {
        let (Some(from), Some(to)) = (self.from.as_deref(), self.to.as_deref()) else {
            return Err(Error::BadRequest("from and to are required, as YYYY-MM-DD".into()));
        };
        let date = |name: &str, text: &str| {
            IsoDate::parse(text.trim()).ok_or_else(|| Error::BadRequest(format!("{name} must be a date, YYYY-MM-DD")))
        };
        let (first, last) = (date("from", from)?, date("to", to)?);
        if last < first {
            return Err(Error::BadRequest("to must not be before from".into()));
        }
        if days_between(first, last) > MAX_WINDOW_DAYS {
            return Err(Error::BadRequest(format!("from and to must be at most {MAX_WINDOW_DAYS} days apart")));
        }
        Ok(Window { from: first.to_string(), to: last.to_string() })
    }
}

/// Days from `first` to `last`.
fn days_between(first: IsoDate, last: IsoDate) -> i64 {
    let day = |date: IsoDate| {
        time::Month::try_from(date.month())
            .ok()
            .and_then(|month| time::Date::from_calendar_date(i32::from(date.year()), month, date.day()).ok())
            .map_or(0, |date| i64::from(date.to_julian_day()))
    };
    day(last) - day(first)
}

/// Everything due from `from` to `to` (both included, at most 400 days apart), by date: chase
/// dates and option expiries of open prospections, license end and publication dates, titles'
/// publish dates, and the team's events.
#[utoipa::path(
    get,
    path = "/",
    operation_id = "calendar",
    tag = "calendar",
    security(("bearer" = [])),
    params(
        ("from" = String, Query, format = Date, description = "The first day, `YYYY-MM-DD`"),
        ("to" = String, Query, format = Date, description = "The last day, at most 400 days after `from`"),
    ),
    responses(
        (status = 200, description = "The entries, by start", body = [CalendarEntry]),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
    )
)]
async fn entries(
    State(state): State<AppState>,
    user: CurrentUser,
    Narrow(query): Narrow<WindowQuery>,
) -> Result<Json<Vec<CalendarEntry>>> {
    let window = query.window()?;
    let today = clock::today(&mut *state.db.pool.acquire().await?, user.team_id).await?;
    awaited::ensure(&state.db, user.team_id, today).await?;
    let mut conn = state.db.pool.acquire().await?;
    Ok(Json(calendar::entries(&mut conn, user.team_id, &window.from, &window.to).await?))
}

/// The answer of the feed calls: the secret address.
#[derive(Debug, Serialize, ToSchema)]
struct FeedAddress {
    /// `https://host/feeds/{token}.ics`: whoever has it reads the team's calendar, so it is shown
    /// to its user only.
    url: String,
}

/// The address a client reached this server by: the configured public address, else the `Host`
/// it named (https when a proxy says the client used it).
pub(super) fn base_url(state: &AppState, headers: &HeaderMap) -> String {
    if let Some(public) = &state.public_url {
        return public.trim_end_matches('/').to_owned();
    }
    let host = headers.get(HOST).and_then(|host| host.to_str().ok()).unwrap_or("127.0.0.1:8080");
    let https = headers.get("x-forwarded-proto").and_then(|proto| proto.to_str().ok()) == Some("https");
    format!("{}://{host}", if https { "https" } else { "http" })
}

/// The signed-in user's secret calendar feed address (made on the first call), for Google
/// Calendar, Outlook or Apple Calendar to subscribe to.
#[utoipa::path(
    get,
    path = "/feed",
    operation_id = "calendarFeed",
    tag = "calendar",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The address", body = FeedAddress),
        (status = 401, response = Unauthorized),
    )
)]
async fn feed_address(
    State(state): State<AppState>,
    user: CurrentUser,
    headers: HeaderMap,
) -> Result<Json<FeedAddress>> {
    let key = &state.keys.feed;
    let mut tx = state.db.begin_write().await?;
    let nonce = match calendar::feed(&mut tx, user.id).await? {
        Some((nonce, hash)) => {
            // A new signing key makes new tokens: store the hash of the one shown from now on.
            let current = feed::hash(&key.token(user.id, &nonce));
            if hash != current {
                calendar::set_feed(&mut tx, user.id, &nonce, &current).await?;
            }
            nonce
        }
        None => {
            let nonce = feed::nonce();
            calendar::create_feed(&mut tx, user.id, &nonce, &feed::hash(&key.token(user.id, &nonce))).await?;
            calendar::feed(&mut tx, user.id).await?.map(|(nonce, _)| nonce).ok_or(Error::NotFound)?
        }
    };
    tx.commit().await?;
    let token = key.token(user.id, &nonce);
    Ok(Json(FeedAddress { url: format!("{}/feeds/{token}.ics", base_url(&state, &headers)) }))
}

/// A new secret feed address for the signed-in user; the old one stops working at once.
#[utoipa::path(
    post,
    path = "/feed/reset",
    operation_id = "resetCalendarFeed",
    tag = "calendar",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The new address", body = FeedAddress),
        (status = 401, response = Unauthorized),
    )
)]
async fn reset_feed(State(state): State<AppState>, user: CurrentUser, headers: HeaderMap) -> Result<Json<FeedAddress>> {
    let nonce = feed::nonce();
    let token = state.keys.feed.token(user.id, &nonce);
    let mut tx = state.db.begin_write().await?;
    calendar::set_feed(&mut tx, user.id, &nonce, &feed::hash(&token)).await?;
    tx.commit().await?;
    Ok(Json(FeedAddress { url: format!("{}/feeds/{token}.ics", base_url(&state, &headers)) }))
}

/// Checks an event with the core's rules and returns it as it will be stored (read-only fields
/// dropped).
fn checked(event: Event) -> Result<Event> {
    validate_event(&event).into_result().map_err(Error::Validation)?;
    Ok(Event { id: None, company: None, contact: None, ..event.normalized() })
}

/// The team's events: those covering a day of the window when `from` and `to` are given (as for
/// the calendar), else all of them; only those with one company when `companyId` is given (a
/// company's page); by start.
#[utoipa::path(
    get,
    path = "/",
    operation_id = "listEvents",
    tag = "calendar",
    security(("bearer" = [])),
    params(
        ("from" = Option<String>, Query, format = Date, description = "The first day, `YYYY-MM-DD`, with `to`"),
        ("to" = Option<String>, Query, format = Date, description = "The last day, at most 400 days after `from`"),
        ("companyId" = Option<i64>, Query, description = "Only the events with this company"),
    ),
    responses(
        (status = 200, description = "The events, by start", body = [Event]),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
    )
)]
async fn list_events(
    State(state): State<AppState>,
    user: CurrentUser,
    Narrow(query): Narrow<EventsQuery>,
) -> Result<Json<Vec<Event>>> {
    let window = match (&query.window.from, &query.window.to) {
        (None, None) => Window { from: "0001-01-01".into(), to: "9999-12-31".into() },
        _ => query.window.window()?,
    };
    let company_id = id_filter("companyId", query.company_id.as_deref())?;
    let mut conn = state.db.pool.acquire().await?;
    Ok(Json(events::within(&mut conn, user.team_id, &window.from, &window.to, company_id).await?))
}

/// One event.
#[utoipa::path(
    get,
    path = "/{id}",
    operation_id = "getEvent",
    tag = "calendar",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The event's id")),
    responses(
        (status = 200, description = "The event", body = Event, headers(("ETag" = String, description = "Its version"))),
        (status = 401, response = Unauthorized),
        (status = 404, response = NotFound),
    )
)]
async fn find_event(State(state): State<AppState>, user: CurrentUser, Id(id): Id) -> Result<Tagged<Event>> {
    let mut conn = state.db.pool.acquire().await?;
    events::find(&mut conn, user.team_id, id).await?.map(Tagged).ok_or(Error::NotFound)
}

/// Add an event (editors and admins): a meeting, a fair, a reminder.
#[utoipa::path(
    post,
    path = "/",
    operation_id = "createEvent",
    tag = "calendar",
    security(("bearer" = [])),
    request_body = Event,
    responses(
        (status = 200, description = "The event as stored", body = Event, headers(("ETag" = String, description = "Its version"))),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
    )
)]
async fn create_event(
    State(state): State<AppState>,
    user: CurrentUser,
    Json(event): Json<Event>,
) -> Result<Tagged<Event>> {
    user.require_writer()?;
    let event = checked(event)?;
    let mut tx = state.db.begin_write().await?;
    events::check_references(&mut tx, user.team_id, &event).await?;
    let id = events::insert(&mut tx, user.team_id, &event).await?;
    let stored = events::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    let entry = Entry::new(ActivityAction::Create, EntityType::Event, id, &stored.title);
    tx.commit_after(activity::last(user.team_id, Some(user.id), entry)?).await?;
    Ok(Tagged(stored))
}

/// Replace an event (editors and admins): every field as sent.
#[utoipa::path(
    put,
    path = "/{id}",
    operation_id = "updateEvent",
    tag = "calendar",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The event's id"), ("If-Match" = Option<String>, Header, description = "The version the change was made from")),
    request_body = Event,
    responses(
        (status = 200, description = "The event as stored", body = Event, headers(("ETag" = String, description = "Its version"))),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 412, response = Stale),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
    )
)]
async fn update_event(
    RecordWrite { state, user, id, if_match }: RecordWrite,
    Json(event): Json<Event>,
) -> Result<Tagged<Event>> {
    user.require_writer()?;
    same_id(event.id, id)?;
    let event = checked(event)?;
    let mut tx = state.db.begin_write().await?;
    claim(&mut tx, EntityType::Event, user.team_id, id, &if_match, events::find).await?;
    let before = events::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    events::check_references(&mut tx, user.team_id, &event).await?;
    events::update(&mut tx, user.team_id, id, &event).await?;
    let stored = events::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    let entry = Entry::new(ActivityAction::Update, EntityType::Event, id, &stored.title);
    tx.commit_after(activity::last_update(user.team_id, Some(user.id), &before, &stored, UNTRACKED, entry)?).await?;
    Ok(Tagged(stored))
}

/// Delete an event (editors and admins).
#[utoipa::path(
    delete,
    path = "/{id}",
    operation_id = "deleteEvent",
    tag = "calendar",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The event's id"), ("If-Match" = Option<String>, Header, description = "The version the change was made from")),
    responses(
        (status = 200, description = "Deleted", body = Deleted),
        DeleteRefused,
    )
)]
async fn remove_event(RecordWrite { state, user, id, if_match }: RecordWrite) -> Result<Json<Deleted>> {
    let mut tx = begin_claimed(&state, &user, EntityType::Event, id, &if_match, events::find).await?;
    let event = events::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    if !events::delete(&mut tx, user.team_id, id).await? {
        return Err(Error::NotFound);
    }
    let entry = Entry::new(ActivityAction::Delete, EntityType::Event, id, &event.title);
    tx.commit_after(activity::last(user.team_id, Some(user.id), entry)?).await?;
    Ok(Json(Deleted { id }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn window(from: &str, to: &str) -> Result<Window> {
        WindowQuery { from: Some(from.into()), to: Some(to.into()) }.window()
    }

    #[test]
    fn a_window_is_at_most_400_days() {
        assert!(window("2026-01-01", "2027-02-05").is_ok(), "400 days");
        assert!(window("2026-01-01", "2027-02-06").is_err(), "401 days");
        assert!(window("2024-02-28", "2024-02-28").is_ok());
        assert!(window("2024-03-01", "2024-02-29").is_err());
        assert!(window("2024-02-30", "2024-03-01").is_err());
        assert!(WindowQuery { from: Some("2024-01-01".into()), to: None }.window().is_err());
    }
}
