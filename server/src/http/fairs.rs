//! `/api/fairs` (docs/http.md, "Book fairs"): the team's book fairs, their meetings, the
//! follow-ups a held meeting makes and a fair's report. A fair and a meeting each have a version
//! and honour `If-Match`; each write is one transaction with its entry in the fair's history. The
//! team's fair and meeting writes take turns (`db::take_turns`), so that of two bookings of one
//! member at once the second sees the first and is refused.

use axum::extract::{FromRequestParts, Path, State};
use axum::http::StatusCode;
use axum::http::request::Parts;
use rightsdesk_core::fair::{self, FollowUpRefusal, FollowUpSource, Slot};
use rightsdesk_core::{
    ActivityAction, EntityType, Fair, FieldErrors, LocalDateTime, Meeting, MeetingStatus, Normalize, Prospection,
    messages, validate_fair, validate_meeting,
};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use sqlx::AnyConnection;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::Deleted;
use super::extract::{CurrentUser, Id, Json, same_id};
use super::list::{Narrow, id_filter, one_of};
use super::openapi::{
    BadRequest, Conflict, DeleteRefused, Forbidden, Invalid, NotFound, Stale, Unauthorized, UnsupportedMediaType,
};
use super::prospections;
use super::versions::{self, IfMatch, RecordWrite, Tagged, begin_claimed, claim};
use crate::clock;
use crate::db::activity::{self, Entry};
use crate::db::fairs::{self, Narrowing, Report, StoredMeeting};
use crate::db::{Backend, companies, take_turns, teams};
use crate::error::{Error, Result};
use crate::state::AppState;

/// What the activity log leaves out of a fair's changes: ids beside the names they stand for and
/// the counts of its meetings (their own writes are logged).
const UNTRACKED: &[&str] = &["id", "version", "attendeeIds", "meetingCount", "requestedCount"];

/// The kind of write that takes turns in a team: a fair's or a meeting's.
const TURNS: &str = "fairs";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list, create))
        .routes(routes!(find, update, remove))
        .routes(routes!(report))
        .routes(routes!(list_meetings, create_meeting))
        .routes(routes!(find_meeting, update_meeting, remove_meeting))
        .routes(routes!(follow_up))
}

/// Takes the team's fair and meeting writes' turn, first thing in the write's transaction.
async fn take_turn(conn: &mut AnyConnection, backend: Backend, team_id: i64) -> Result<()> {
    take_turns(conn, backend, TURNS, team_id).await
}

/// The list's query string.
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
struct FairQuery {
    /// Words of the name or place (case and accents aside).
    q: Option<String>,
}

/// The team's fairs, the latest start first.
#[utoipa::path(
    get,
    path = "/",
    operation_id = "listFairs",
    tag = "fairs",
    security(("bearer" = [])),
    params(FairQuery),
    responses(
        (status = 200, description = "The fairs", body = [Fair]),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
    )
)]
async fn list(
    State(state): State<AppState>,
    user: CurrentUser,
    Narrow(query): Narrow<FairQuery>,
) -> Result<Json<Vec<Fair>>> {
    let mut conn = state.db.pool.acquire().await?;
    Ok(Json(fairs::list(&mut conn, user.team_id, query.q.as_deref()).await?))
}

/// One fair.
#[utoipa::path(
    get,
    path = "/{id}",
    operation_id = "getFair",
    tag = "fairs",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The fair's id")),
    responses(
        (status = 200, description = "The fair", body = Fair, headers(("ETag" = String, description = "Its version"))),
        (status = 401, response = Unauthorized),
        (status = 404, response = NotFound),
    )
)]
async fn find(State(state): State<AppState>, user: CurrentUser, Id(id): Id) -> Result<Tagged<Fair>> {
    let mut conn = state.db.pool.acquire().await?;
    fairs::find(&mut conn, user.team_id, id).await?.map(Tagged).ok_or(Error::NotFound)
}

/// Checks a fair with core's rules (in the team's zone when it names none) and its attendees
/// against the team, every broken rule at once; answers it as it will be stored.
async fn checked_fair(conn: &mut AnyConnection, team_id: i64, fair: Fair) -> Result<Fair> {
    let fair = fair::in_team_zone(fair, &clock::team_zone(conn, team_id).await?);
    let mut errors = validate_fair(&fair, clock::is_known_zone);
    let fair = Fair {
        id: None,
        version: None,
        attendees: Vec::new(),
        meeting_count: None,
        requested_count: None,
        ..fair.normalized()
    };
    if !fairs::all_users_of_team(conn, team_id, &fair.attendee_ids).await? {
        errors.add("attendeeIds", messages::ATTENDEES_OF_TEAM);
    }
    errors.into_result().map_err(Error::Validation)?;
    Ok(fair)
}

/// Create a fair (editors and admins): in the team's time zone unless it names one, from 09:00 to
/// 18:00 in slots of 30 minutes unless it says.
#[utoipa::path(
    post,
    path = "/",
    operation_id = "createFair",
    tag = "fairs",
    security(("bearer" = [])),
    request_body = Fair,
    responses(
        (status = 200, description = "The fair as stored", body = Fair, headers(("ETag" = String, description = "Its version"))),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
    )
)]
async fn create(State(state): State<AppState>, user: CurrentUser, Json(fair): Json<Fair>) -> Result<Tagged<Fair>> {
    user.require_writer()?;
    let mut tx = state.db.begin_write().await?;
    take_turn(&mut tx, state.db.backend, user.team_id).await?;
    let fair = checked_fair(&mut tx, user.team_id, fair).await?;
    let id = fairs::insert(&mut tx, user.team_id, &fair).await?;
    let stored = fairs::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    let entry = Entry::new(ActivityAction::Create, EntityType::Fair, id, &stored.name);
    tx.commit_after(activity::last(user.team_id, Some(user.id), entry)?).await?;
    Ok(Tagged(stored))
}

/// Replace a fair's fields and attendees (editors and admins). Its meetings stay; a new time zone
/// moves them with it (each keeps its local time).
#[utoipa::path(
    put,
    path = "/{id}",
    operation_id = "updateFair",
    tag = "fairs",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The fair's id"), ("If-Match" = Option<String>, Header, description = "The version the change was made from")),
    request_body = Fair,
    responses(
        (status = 200, description = "The fair as stored", body = Fair, headers(("ETag" = String, description = "Its version"))),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 412, response = Stale),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
    )
)]
async fn update(
    RecordWrite { state, user, id, if_match }: RecordWrite,
    Json(fair): Json<Fair>,
) -> Result<Tagged<Fair>> {
    user.require_writer()?;
    same_id(fair.id, id)?;
    let mut tx = state.db.begin_write().await?;
    take_turn(&mut tx, state.db.backend, user.team_id).await?;
    claim(&mut tx, EntityType::Fair, user.team_id, id, &if_match, fairs::find).await?;
    let before = fairs::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    let fair = checked_fair(&mut tx, user.team_id, fair).await?;
    fairs::update(&mut tx, user.team_id, id, &fair).await?;
    if fair.time_zone != before.time_zone {
        rezone(&mut tx, user.team_id, id, fair.time_zone.as_deref().unwrap_or_default()).await?;
    }
    let stored = fairs::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    let entry = Entry::new(ActivityAction::Update, EntityType::Fair, id, &stored.name);
    tx.commit_after(activity::last_update(user.team_id, Some(user.id), &before, &stored, UNTRACKED, entry)?).await?;
    Ok(Tagged(stored))
}

/// Writes again the UTC slots of the fair's meetings in its new time zone `zone`: each keeps its
/// local start.
async fn rezone(conn: &mut AnyConnection, team_id: i64, fair_id: i64, zone: &str) -> Result<()> {
    for meeting in fairs::meetings(conn, team_id, fair_id, &Narrowing::default()).await? {
        let slot = slot_of(&meeting, zone)?;
        fairs::move_slot(conn, team_id, meeting.id.unwrap_or_default(), slot).await?;
    }
    Ok(())
}

/// Delete a fair and its meetings (editors and admins). The prospections made from them stay.
#[utoipa::path(
    delete,
    path = "/{id}",
    operation_id = "deleteFair",
    tag = "fairs",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The fair's id"), ("If-Match" = Option<String>, Header, description = "The version the change was made from")),
    responses(
        (status = 200, description = "Deleted", body = Deleted),
        DeleteRefused,
    )
)]
async fn remove(RecordWrite { state, user, id, if_match }: RecordWrite) -> Result<Json<Deleted>> {
    let mut tx = begin_claimed(&state, &user, EntityType::Fair, id, &if_match, fairs::find).await?;
    let fair = fairs::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    if !fairs::delete(&mut tx, user.team_id, id).await? {
        return Err(Error::NotFound);
    }
    let entry = Entry::new(ActivityAction::Delete, EntityType::Fair, id, &fair.name);
    tx.commit_after(activity::last(user.team_id, Some(user.id), entry)?).await?;
    Ok(Json(Deleted { id }))
}

/// What came of a fair: its meetings by status, the titles presented, the prospections made from
/// its meetings and the licenses those became.
#[utoipa::path(
    get,
    path = "/{id}/report",
    operation_id = "fairReport",
    tag = "fairs",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The fair's id")),
    responses(
        (status = 200, description = "The report", body = Report),
        (status = 401, response = Unauthorized),
        (status = 404, response = NotFound),
    )
)]
async fn report(State(state): State<AppState>, user: CurrentUser, Id(id): Id) -> Result<Json<Report>> {
    let mut conn = state.db.pool.acquire().await?;
    fairs::find(&mut conn, user.team_id, id).await?.ok_or(Error::NotFound)?;
    Ok(Json(fairs::report(&mut conn, user.team_id, id).await?))
}

/// The `{id}` and `{meetingId}` of a meeting's path; ids that are not numbers name nothing (404).
struct MeetingPath {
    fair_id: i64,
    meeting_id: i64,
}

impl<S: Send + Sync> FromRequestParts<S> for MeetingPath {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self> {
        let Path((fair_id, meeting_id)) =
            Path::<(i64, i64)>::from_request_parts(parts, state).await.map_err(|_| Error::NotFound)?;
        Ok(MeetingPath { fair_id, meeting_id })
    }
}

/// The meetings list's filters, as the query string carries them.
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
struct MeetingFilters {
    /// Only the meetings this team member is in.
    #[param(value_type = Option<i64>)]
    member_id: Option<String>,
    /// Statuses, comma-separated (`requested,confirmed`): `requested`, `confirmed`, `held`, `cancelled`.
    status: Option<String>,
    /// Only the meetings with this company.
    #[param(value_type = Option<i64>)]
    company_id: Option<String>,
}

/// The fair's meetings, by start, each with its warnings.
#[utoipa::path(
    get,
    path = "/{id}/meetings",
    operation_id = "listMeetings",
    tag = "fairs",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The fair's id"), MeetingFilters),
    responses(
        (status = 200, description = "The meetings", body = [Meeting]),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 404, response = NotFound),
    )
)]
async fn list_meetings(
    State(state): State<AppState>,
    user: CurrentUser,
    Id(fair_id): Id,
    Narrow(filters): Narrow<MeetingFilters>,
) -> Result<Json<Vec<Meeting>>> {
    let MeetingFilters { member_id, status, company_id } = filters;
    let mut statuses = Vec::new();
    for code in status.iter().flat_map(|text| text.split(',')).map(str::trim).filter(|code| !code.is_empty()) {
        statuses.extend(one_of("status", Some(code), &MeetingStatus::ALL, MeetingStatus::as_str)?);
    }
    let narrowing = Narrowing {
        member_id: id_filter("memberId", member_id.as_deref())?,
        statuses,
        company_id: id_filter("companyId", company_id.as_deref())?,
    };
    let mut conn = state.db.pool.acquire().await?;
    fairs::find(&mut conn, user.team_id, fair_id).await?.ok_or(Error::NotFound)?;
    Ok(Json(fairs::meetings(&mut conn, user.team_id, fair_id, &narrowing).await?))
}

/// One meeting of the fair.
#[utoipa::path(
    get,
    path = "/{id}/meetings/{meetingId}",
    operation_id = "getMeeting",
    tag = "fairs",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The fair's id"), ("meetingId" = i64, Path, description = "The meeting's id")),
    responses(
        (status = 200, description = "The meeting", body = Meeting, headers(("ETag" = String, description = "Its version"))),
        (status = 401, response = Unauthorized),
        (status = 404, response = NotFound),
    )
)]
async fn find_meeting(
    State(state): State<AppState>,
    user: CurrentUser,
    MeetingPath { fair_id, meeting_id }: MeetingPath,
) -> Result<Tagged<Meeting>> {
    let mut conn = state.db.pool.acquire().await?;
    fairs::find_meeting(&mut conn, user.team_id, fair_id, meeting_id).await?.map(Tagged).ok_or(Error::NotFound)
}

/// The slot of a checked meeting (its start in `zone`) in UTC minutes; a start the zone database
/// cannot place (beyond the years it covers) is refused as not a date and time.
fn slot_of(meeting: &Meeting, zone: &str) -> Result<Slot> {
    let start = meeting.start.as_deref().and_then(LocalDateTime::parse);
    let utc = start.and_then(|start| clock::utc_minute(start, zone));
    let start = utc.ok_or_else(|| Error::Validation([("start", messages::INVALID_DATE_TIME)].into_iter().collect()))?;
    Ok(Slot { start, minutes: meeting.minutes.unwrap_or_default() })
}

/// Takes the team's meeting `id` of fair `fair_id` for a write (db/versions.rs' way): 404 when
/// there is none; 412, with the meeting as stored and who changed it last, when `If-Match` names
/// another version.
async fn claim_meeting(
    conn: &mut AnyConnection,
    team_id: i64,
    fair_id: i64,
    id: i64,
    if_match: &IfMatch,
) -> Result<()> {
    let stored = fairs::claim_meeting(conn, team_id, fair_id, id).await?.ok_or(Error::NotFound)?;
    if if_match.allows(stored)? {
        return Ok(());
    }
    let record = fairs::find_meeting(conn, team_id, fair_id, id).await?.ok_or(Error::NotFound)?;
    let change = fairs::last_change(conn, team_id, id).await?;
    Err(versions::stale(conn, team_id, "meeting", stored, record, change).await?)
}

/// Checks a meeting of `fair` with core's rules and against the team's members, company,
/// contacts and titles, every broken rule at once; answers it as it will be stored.
async fn checked_meeting(conn: &mut AnyConnection, team_id: i64, fair: &Fair, meeting: Meeting) -> Result<Meeting> {
    let meeting = fair::in_fair(meeting, fair);
    let mut errors = validate_meeting(&meeting, fair);
    let meeting = meeting.normalized();
    if !fairs::all_users_of_team(conn, team_id, &meeting.member_ids).await? {
        errors.add("memberIds", messages::MEMBERS_OF_TEAM);
    }
    if let Some(company_id) = meeting.company_id {
        if !fairs::company_of_team(conn, team_id, company_id).await? {
            errors.add("companyId", messages::COMPANY_OF_TEAM);
        } else if !fairs::all_contacts_of_company(conn, team_id, company_id, &meeting.contact_ids).await? {
            errors.add("contactIds", messages::CONTACTS_OF_COMPANY);
        }
    }
    let title_ids: Vec<i64> = meeting.titles.iter().filter_map(|title| title.title_id).collect();
    let strangers = fairs::titles_not_of_team(conn, team_id, &title_ids).await?;
    for (index, title) in meeting.titles.iter().enumerate() {
        if title.title_id.is_some_and(|id| strangers.contains(&id)) {
            errors.add(format!("titles.{index}.titleId"), messages::TITLES_OF_TEAM);
        }
    }
    errors.into_result().map_err(Error::Validation)?;
    let titles = meeting.titles.into_iter().map(|title| fair::MeetingTitle { title: None, ..title }).collect();
    Ok(Meeting {
        id: None,
        version: None,
        fair_id: None,
        members: Vec::new(),
        company: None,
        contacts: Vec::new(),
        titles,
        follow_ups: Vec::new(),
        warnings: Vec::new(),
        ..meeting
    })
}

/// Refuses a meeting (not cancelled) whose members are in another meeting not cancelled that
/// shares a minute with its `slot` (core's [`Slot::overlaps`]), naming the other meeting under
/// `memberIds`.
async fn refuse_double_booking(
    conn: &mut AnyConnection,
    team_id: i64,
    meeting: &Meeting,
    slot: Slot,
    except: Option<i64>,
) -> Result<()> {
    if meeting.status.as_deref() == Some(MeetingStatus::Cancelled.as_str()) {
        return Ok(());
    }
    let bookings = fairs::bookings_near(conn, team_id, &meeting.member_ids, slot, except).await?;
    let clash = bookings
        .iter()
        .find(|booking| slot.overlaps(Slot { start: booking.starts_at, minutes: booking.ends_at - booking.starts_at }));
    match clash.and_then(|booking| Some((booking, LocalDateTime::parse(&booking.starts)?))) {
        Some((booking, start)) => {
            let message = messages::double_booked(&booking.member, &booking.company, start);
            Err(Error::Validation([("memberIds", message)].into_iter().collect()))
        }
        None => Ok(()),
    }
}

/// How the fair's history shows a meeting: "2026-10-14T10:30 · Hanser Verlag · Confirmed".
fn summary(meeting: &Meeting) -> Value {
    let status = meeting.status.as_deref().and_then(MeetingStatus::parse).map_or("", MeetingStatus::label);
    let start = meeting.start.as_deref().unwrap_or_default();
    json!(format!("{start} · {} · {status}", meeting.company.as_deref().unwrap_or_default()))
}

/// Records a change of the fair's meetings in its history: `before` to `after` (null for none).
async fn record(conn: &mut AnyConnection, user: &CurrentUser, fair: &Fair, before: Value, after: Value) -> Result<()> {
    let changes = [("meetings".to_owned(), [before, after])].into_iter().collect();
    let entry = Entry::new(ActivityAction::Update, EntityType::Fair, fair.id, &fair.name).with(changes);
    activity::record(conn, user.team_id, Some(user.id), entry).await
}

/// Checks and writes a meeting of the fair (a new one when `id` is none, claimed already) in
/// `conn`'s transaction, after the team's turn; answers it as stored.
async fn write_meeting(
    conn: &mut AnyConnection,
    user: &CurrentUser,
    fair_id: i64,
    id: Option<i64>,
    meeting: Meeting,
) -> Result<Meeting> {
    let fair = fairs::find(conn, user.team_id, fair_id).await?.ok_or(Error::NotFound)?;
    let meeting = checked_meeting(conn, user.team_id, &fair, meeting).await?;
    let slot = slot_of(&meeting, fair.time_zone.as_deref().unwrap_or_default())?;
    refuse_double_booking(conn, user.team_id, &meeting, slot, id).await?;
    let stored = StoredMeeting { meeting: &meeting, slot };
    let (id, before) = match id {
        Some(id) => {
            let before = fairs::find_meeting(conn, user.team_id, fair_id, id).await?.ok_or(Error::NotFound)?;
            fairs::update_meeting(conn, user.team_id, fair_id, id, &stored, user.id).await?;
            (id, summary(&before))
        }
        None => (fairs::insert_meeting(conn, user.team_id, fair_id, &stored, user.id).await?, Value::Null),
    };
    let after = fairs::find_meeting(conn, user.team_id, fair_id, id).await?.ok_or(Error::NotFound)?;
    if before != summary(&after) {
        record(conn, user, &fair, before, summary(&after)).await?;
    }
    Ok(after)
}

/// Book a meeting at the fair (editors and admins).
///
/// Refused (422 under `memberIds`, naming the other meeting) when a member is in another meeting
/// not cancelled, of any fair, whose time shares a minute with it. The same company met twice at
/// the fair is allowed, and said in `warnings`.
#[utoipa::path(
    post,
    path = "/{id}/meetings",
    operation_id = "createMeeting",
    tag = "fairs",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The fair's id")),
    request_body = Meeting,
    responses(
        (status = 200, description = "The meeting as stored", body = Meeting, headers(("ETag" = String, description = "Its version"))),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
    )
)]
async fn create_meeting(
    State(state): State<AppState>,
    user: CurrentUser,
    Id(fair_id): Id,
    Json(meeting): Json<Meeting>,
) -> Result<Tagged<Meeting>> {
    user.require_writer()?;
    let mut tx = state.db.begin_write().await?;
    take_turn(&mut tx, state.db.backend, user.team_id).await?;
    let stored = write_meeting(&mut tx, &user, fair_id, None, meeting).await?;
    tx.commit().await?;
    Ok(Tagged(stored))
}

/// Replace a meeting's fields (editors and admins): move it, confirm it, mark it held and its
/// titles' outcomes. The double-booking rule is as for a new one.
#[utoipa::path(
    put,
    path = "/{id}/meetings/{meetingId}",
    operation_id = "updateMeeting",
    tag = "fairs",
    security(("bearer" = [])),
    params(
        ("id" = i64, Path, description = "The fair's id"),
        ("meetingId" = i64, Path, description = "The meeting's id"),
        ("If-Match" = Option<String>, Header, description = "The version the change was made from"),
    ),
    request_body = Meeting,
    responses(
        (status = 200, description = "The meeting as stored", body = Meeting, headers(("ETag" = String, description = "Its version"))),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 412, response = Stale),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
    )
)]
async fn update_meeting(
    State(state): State<AppState>,
    user: CurrentUser,
    MeetingPath { fair_id, meeting_id }: MeetingPath,
    if_match: IfMatch,
    Json(meeting): Json<Meeting>,
) -> Result<Tagged<Meeting>> {
    user.require_writer()?;
    same_id(meeting.id, meeting_id)?;
    let mut tx = state.db.begin_write().await?;
    take_turn(&mut tx, state.db.backend, user.team_id).await?;
    claim_meeting(&mut tx, user.team_id, fair_id, meeting_id, &if_match).await?;
    let stored = write_meeting(&mut tx, &user, fair_id, Some(meeting_id), meeting).await?;
    tx.commit().await?;
    Ok(Tagged(stored))
}

/// Delete a meeting (editors and admins). The prospections made from it stay.
#[utoipa::path(
    delete,
    path = "/{id}/meetings/{meetingId}",
    operation_id = "deleteMeeting",
    tag = "fairs",
    security(("bearer" = [])),
    params(
        ("id" = i64, Path, description = "The fair's id"),
        ("meetingId" = i64, Path, description = "The meeting's id"),
        ("If-Match" = Option<String>, Header, description = "The version the change was made from"),
    ),
    responses(
        (status = 200, description = "Deleted", body = Deleted),
        DeleteRefused,
    )
)]
async fn remove_meeting(
    State(state): State<AppState>,
    user: CurrentUser,
    MeetingPath { fair_id, meeting_id }: MeetingPath,
    if_match: IfMatch,
) -> Result<Json<Deleted>> {
    user.require_writer()?;
    let mut tx = state.db.begin_write().await?;
    claim_meeting(&mut tx, user.team_id, fair_id, meeting_id, &if_match).await?;
    let fair = fairs::find(&mut tx, user.team_id, fair_id).await?.ok_or(Error::NotFound)?;
    let before = fairs::find_meeting(&mut tx, user.team_id, fair_id, meeting_id).await?.ok_or(Error::NotFound)?;
    fairs::delete_meeting(&mut tx, user.team_id, fair_id, meeting_id).await?;
    record(&mut tx, &user, &fair, summary(&before), Value::Null).await?;
    tx.commit().await?;
    Ok(Json(Deleted { id: meeting_id }))
}

/// The answer of a meeting's follow-ups.
#[derive(Debug, Serialize, ToSchema)]
struct FollowUps {
    /// The prospections made, in the meeting's order of titles.
    created: Vec<Prospection>,
}

/// Make the follow-ups of a held meeting (editors and admins), all or none: one prospection per
/// title marked `interested` or `send_material` that has none from this meeting yet.
///
/// Each goes to the meeting's company and first contact, `interested` or `sent` (with `["pdf"]`),
/// from the fair (`source`), sent today, chased the team's `chaseAfterDays` later, owned by the
/// caller, with the title's note; each carries `fairMeetingId`. 409 when the meeting is not held;
/// 422 when no title is left to follow up, or when a title's prospection breaks a rule (under
/// `titles.<index>.<field>`, the message naming the title).
#[utoipa::path(
    post,
    path = "/{id}/meetings/{meetingId}/follow-ups",
    operation_id = "createMeetingFollowUps",
    tag = "fairs",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The fair's id"), ("meetingId" = i64, Path, description = "The meeting's id")),
    responses(
        (status = 201, description = "The prospections made", body = FollowUps),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 409, response = Conflict),
        (status = 422, response = Invalid),
    )
)]
async fn follow_up(
    State(state): State<AppState>,
    user: CurrentUser,
    MeetingPath { fair_id, meeting_id }: MeetingPath,
) -> Result<(StatusCode, Json<FollowUps>)> {
    user.require_writer()?;
    let mut tx = state.db.begin_write().await?;
    // Its followUps change: a new version, and two calls at once take turns on its row.
    fairs::claim_meeting(&mut tx, user.team_id, fair_id, meeting_id).await?.ok_or(Error::NotFound)?;
    let fair = fairs::find(&mut tx, user.team_id, fair_id).await?.ok_or(Error::NotFound)?;
    let meeting = fairs::find_meeting(&mut tx, user.team_id, fair_id, meeting_id).await?.ok_or(Error::NotFound)?;
    let today = clock::today(&mut tx, user.team_id).await?;
    let chase_after_days = teams::chase_after_days(&mut tx, user.team_id).await?;
    let done = fairs::followed_titles(&mut tx, user.team_id, meeting_id).await?;
    let language = match meeting.company_id {
        Some(company_id) => {
            companies::find(&mut tx, user.team_id, company_id).await?.and_then(|company| company.language_id)
        }
        None => None,
    };
    let source = FollowUpSource {
        meeting: &meeting,
        language: language.as_deref(),
        fair_name: &fair.name,
        today,
        chase_after_days,
        done: &done,
    };
    let made = fair::follow_ups(&source).map_err(|refusal| match refusal {
        FollowUpRefusal::NotHeld => Error::Conflict(refusal.message().into()),
        FollowUpRefusal::NothingToFollow => Error::Validation([("titles", refusal.message())].into_iter().collect()),
    })?;
    let mut errors = FieldErrors::new();
    let mut created = Vec::with_capacity(made.len());
    for (index, prospection) in made {
        let name = prospection.title.clone();
        let refused = |errors: &mut FieldErrors, found: &FieldErrors| {
            for (field, message) in found.iter() {
                errors.add(format!("titles.{index}.{field}"), format!("{name}: {message}"));
            }
        };
        let checked = match prospections::checked_new(prospection, &state.reference) {
            Ok(checked) => checked,
            Err(found) => {
                refused(&mut errors, &found);
                continue;
            }
        };
        // Read-only to clients, which `checked_new` drops: the follow-up's own.
        let checked = Prospection { fair_meeting_id: Some(meeting_id), ..checked };
        match prospections::insert(&mut tx, &user, &checked).await {
            Ok(stored) => created.push(stored),
            Err(Error::Validation(found)) => refused(&mut errors, &found),
            Err(err) => return Err(err),
        }
    }
    errors.into_result().map_err(Error::Validation)?;
    tx.commit().await?;
    Ok((StatusCode::CREATED, Json(FollowUps { created })))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_meeting_reads_in_the_history_as_one_line() {
        let meeting = Meeting {
            start: Some("2026-10-14T10:30".into()),
            company: Some("Hanser Verlag".into()),
            status: Some("confirmed".into()),
            ..Meeting::default()
        };
        assert_eq!(summary(&meeting), json!("2026-10-14T10:30 · Hanser Verlag · Confirmed"));
    }
}
