//! The team's book fairs and their meetings (docs/http.md, "Book fairs"; 0024_fairs.sql): a fair
//! with its attendees, a meeting with its members, contacts and titles (each list its own table,
//! read in one query per list of meetings), the other meetings a member is booked into near a
//! time (the double-booking check, off the members' `(user_id, starts_at)` index), and a fair's
//! report.

use std::collections::HashMap;

use rightsdesk_core::fair::Slot;
use rightsdesk_core::{Fair, IsoDate, LocalDateTime, Meeting, MeetingStatus, MeetingTitle, Named, search_key};
use serde::Serialize;
use sqlx::{AnyConnection, Row};
use utoipa::ToSchema;

use super::columns::Columns;
use super::{like_pattern, now};
use crate::error::Result;

/// `$first, $first+1, ...`, one placeholder for each of `count` values.
fn placeholders(first: usize, count: usize) -> String {
    let numbered: Vec<String> = (first..first + count).map(|i| format!("${i}")).collect();
    numbered.join(", ")
}

/// The rows of `sql`, whose `$1` is `team_id` and `$2...` the `ids`: what belongs to a list of
/// records, read at once.
async fn of_ids<T>(conn: &mut AnyConnection, sql: &str, team_id: i64, ids: &[i64]) -> Result<Vec<T>>
where
    T: Send + Unpin + for<'r> sqlx::FromRow<'r, sqlx::any::AnyRow>,
{
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let sql = sql.replace("{ids}", &placeholders(2, ids.len()));
    let mut query = sqlx::query_as::<_, T>(&sql).bind(team_id);
    for id in ids {
        query = query.bind(*id);
    }
    Ok(query.fetch_all(conn).await?)
}

const FAIR_COLUMNS: &str = "f.id, f.version, f.name, CAST(f.start_date AS TEXT) AS start_date,
       CAST(f.end_date AS TEXT) AS end_date, f.time_zone, f.place, f.stand, f.day_start, f.day_end, f.slot_minutes,
       (SELECT COUNT(*) FROM fair_meetings m WHERE m.fair_id = f.id AND m.status <> 'cancelled') AS meeting_count,
       (SELECT COUNT(*) FROM fair_meetings m WHERE m.fair_id = f.id AND m.status = 'requested') AS requested_count";

/// A row of [`FAIR_COLUMNS`], decoded by column name.
#[derive(sqlx::FromRow)]
struct FairRow {
    id: i64,
    version: i64,
    name: String,
    start_date: String,
    end_date: String,
    time_zone: String,
    place: Option<String>,
    stand: Option<String>,
    day_start: String,
    day_end: String,
    slot_minutes: i64,
    meeting_count: i64,
    requested_count: i64,
}

impl From<FairRow> for Fair {
    fn from(row: FairRow) -> Fair {
        Fair {
            id: Some(row.id),
            version: Some(row.version),
            name: row.name,
            start_date: Some(row.start_date),
            end_date: Some(row.end_date),
            time_zone: Some(row.time_zone),
            place: row.place,
            stand: row.stand,
            day_start: Some(row.day_start),
            day_end: Some(row.day_end),
            slot_minutes: Some(row.slot_minutes),
            attendee_ids: Vec::new(),
            attendees: Vec::new(),
            meeting_count: Some(row.meeting_count),
            requested_count: Some(row.requested_count),
        }
    }
}

/// Reads the attendees of `fairs`, by name, into each.
async fn attach_attendees(conn: &mut AnyConnection, team_id: i64, fairs: &mut [Fair]) -> Result<()> {
    let ids: Vec<i64> = fairs.iter().filter_map(|fair| fair.id).collect();
    let rows: Vec<(i64, i64, String)> = of_ids(
        conn,
        "SELECT a.fair_id, u.id, u.name FROM fair_attendees a JOIN users u ON u.id = a.user_id
          WHERE u.team_id = $1 AND a.fair_id IN ({ids}) ORDER BY u.name, u.id",
        team_id,
        &ids,
    )
    .await?;
    for (fair_id, id, name) in rows {
        if let Some(fair) = fairs.iter_mut().find(|fair| fair.id == Some(fair_id)) {
            fair.attendee_ids.push(id);
            fair.attendees.push(Named { id, name });
        }
    }
    for fair in fairs {
        fair.attendee_ids.sort_unstable();
    }
    Ok(())
}

/// The team's fairs, the latest start first; with `q`, those whose name or place holds it (case
/// and accents aside).
pub async fn list(conn: &mut AnyConnection, team_id: i64, q: Option<&str>) -> Result<Vec<Fair>> {
    let key = q.map(search_key).filter(|key| !key.is_empty());
    let matching = if key.is_some() { " AND f.search_text LIKE $2 ESCAPE '\\'" } else { "" };
    let sql = format!(
        "SELECT {FAIR_COLUMNS} FROM fairs f WHERE f.team_id = $1{matching} ORDER BY f.start_date DESC, f.id DESC"
    );
    let mut query = sqlx::query_as::<_, FairRow>(&sql).bind(team_id);
    if let Some(key) = key {
        query = query.bind(format!("%{}%", like_pattern(&key)));
    }
    let mut fairs: Vec<Fair> = query.fetch_all(&mut *conn).await?.into_iter().map(Fair::from).collect();
    attach_attendees(conn, team_id, &mut fairs).await?;
    Ok(fairs)
}

/// The team's fair `id`, with its attendees.
pub async fn find(conn: &mut AnyConnection, team_id: i64, id: i64) -> Result<Option<Fair>> {
    let row: Option<FairRow> =
        sqlx::query_as(&format!("SELECT {FAIR_COLUMNS} FROM fairs f WHERE f.team_id = $1 AND f.id = $2"))
            .bind(team_id)
            .bind(id)
            .fetch_optional(&mut *conn)
            .await?;
    let Some(row) = row else { return Ok(None) };
    let mut found = [Fair::from(row)];
    attach_attendees(conn, team_id, &mut found).await?;
    let [fair] = found;
    Ok(Some(fair))
}

/// Whether every one of `ids` (distinct) is a user of the team.
pub async fn all_users_of_team(conn: &mut AnyConnection, team_id: i64, ids: &[i64]) -> Result<bool> {
    count_of_team(conn, "SELECT COUNT(*) FROM users WHERE team_id = $1 AND id IN ({ids})", team_id, ids).await
}

/// Whether `sql` (a `COUNT(*)` of the team's rows among `ids`, distinct) counts them all.
async fn count_of_team(conn: &mut AnyConnection, sql: &str, team_id: i64, ids: &[i64]) -> Result<bool> {
    if ids.is_empty() {
        return Ok(true);
    }
    let rows: Vec<(i64,)> = of_ids(conn, sql, team_id, ids).await?;
    Ok(rows.first().is_some_and(|(found,)| usize::try_from(*found).is_ok_and(|found| found == ids.len())))
}

/// A checked fair's columns, changed `at`: the stored form of core's normalising step, with its
/// zone.
fn fair_columns(fair: &Fair, at: i64) -> Columns<'_> {
    let search = format!("{} {}", fair.name, fair.place.as_deref().unwrap_or_default());
    let mut columns = Columns::new();
    columns
        .set("name", fair.name.as_str())
        .set("search_text", search_key(&search))
        .set_date("start_date", &fair.start_date)
        .set_date("end_date", &fair.end_date)
        .set("time_zone", &fair.time_zone)
        .set("place", &fair.place)
        .set("stand", &fair.stand)
        .set("day_start", &fair.day_start)
        .set("day_end", &fair.day_end)
        .set("slot_minutes", fair.slot_minutes)
        .set("updated_at", at);
    columns
}

/// Replaces the attendees of fair `id` by `ids`, which the caller checked.
async fn set_attendees(conn: &mut AnyConnection, id: i64, ids: &[i64]) -> Result<()> {
    sqlx::query("DELETE FROM fair_attendees WHERE fair_id = $1").bind(id).execute(&mut *conn).await?;
    for user_id in ids {
        sqlx::query("INSERT INTO fair_attendees (fair_id, user_id) VALUES ($1, $2)")
            .bind(id)
            .bind(*user_id)
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}

/// Inserts a checked fair with its attendees; answers its id.
pub async fn insert(conn: &mut AnyConnection, team_id: i64, fair: &Fair) -> Result<i64> {
    let at = now();
    let mut columns = fair_columns(fair, at);
    columns.set("team_id", team_id).set("created_at", at);
    let sql = format!("INSERT INTO fairs ({}) VALUES ({}) RETURNING id", columns.names(), columns.values());
    let id = sqlx::query_with(&sql, columns.arguments()?).fetch_one(&mut *conn).await?.try_get("id")?;
    set_attendees(conn, id, &fair.attendee_ids).await?;
    Ok(id)
}

/// Replaces every field of the team's fair `id` and its attendees.
pub async fn update(conn: &mut AnyConnection, team_id: i64, id: i64, fair: &Fair) -> Result<()> {
    let mut columns = fair_columns(fair, now());
    let (team, key) = (columns.bind(team_id), columns.bind(id));
    let sql = format!("UPDATE fairs SET {} WHERE team_id = {team} AND id = {key}", columns.assignments());
    if sqlx::query_with(&sql, columns.arguments()?).execute(&mut *conn).await?.rows_affected() == 1 {
        set_attendees(conn, id, &fair.attendee_ids).await?;
    }
    Ok(())
}

/// Deletes the team's fair `id` and its meetings (the prospections made from them stay).
pub async fn delete(conn: &mut AnyConnection, team_id: i64, id: i64) -> Result<bool> {
    // A guide made for the fair stays, without it.
    sqlx::query("UPDATE guides SET fair_id = NULL WHERE team_id = $1 AND fair_id = $2")
        .bind(team_id)
        .bind(id)
        .execute(&mut *conn)
        .await?;
    let done =
        sqlx::query("DELETE FROM fairs WHERE team_id = $1 AND id = $2").bind(team_id).bind(id).execute(conn).await?;
    Ok(done.rows_affected() == 1)
}

/// The team's fairs with a day from `from` to `to` (`YYYY-MM-DD`, both included), for the
/// calendar: id, name, place, first and last day.
pub async fn within(conn: &mut AnyConnection, team_id: i64, from: &str, to: &str) -> Result<Vec<FairDays>> {
    Ok(sqlx::query_as(
        "SELECT id, name, place, CAST(start_date AS TEXT) AS start_date, CAST(end_date AS TEXT) AS end_date
           FROM fairs WHERE team_id = $1 AND start_date <= date($3) AND end_date >= date($2)
          ORDER BY start_date, id",
    )
    .bind(team_id)
    .bind(from)
    .bind(to)
    .fetch_all(conn)
    .await?)
}

/// How many meeting requests of the team are not confirmed yet, of fairs not ended on `today`:
/// the requests to chase (the fairs list counts them per fair as `requestedCount`).
pub async fn requests_to_chase(conn: &mut AnyConnection, team_id: i64, today: IsoDate) -> Result<i64> {
    Ok(sqlx::query_scalar(
        "SELECT COUNT(*) FROM fair_meetings m JOIN fairs f ON f.id = m.fair_id
          WHERE m.team_id = $1 AND m.status = 'requested' AND f.end_date >= date($2)",
    )
    .bind(team_id)
    .bind(today.to_string())
    .fetch_one(conn)
    .await?)
}

/// A fair's days, as the calendar shows them.
#[derive(Debug, sqlx::FromRow)]
pub struct FairDays {
    pub id: i64,
    pub name: String,
    pub place: Option<String>,
    pub start_date: String,
    pub end_date: String,
}

const MEETING_COLUMNS: &str = "m.id, m.version, m.fair_id, m.starts, m.minutes, m.company_id, c.name AS company,
       m.table_name, m.status, m.notes";

const MEETING_FROM: &str = "fair_meetings m JOIN companies c ON c.id = m.company_id";

/// A row of [`MEETING_COLUMNS`], decoded by column name.
#[derive(sqlx::FromRow)]
struct MeetingRow {
    id: i64,
    version: i64,
    fair_id: i64,
    starts: String,
    minutes: i64,
    company_id: i64,
    company: String,
    table_name: Option<String>,
    status: String,
    notes: Option<String>,
}

impl From<MeetingRow> for Meeting {
    fn from(row: MeetingRow) -> Meeting {
        Meeting {
            id: Some(row.id),
            version: Some(row.version),
            fair_id: Some(row.fair_id),
            start: Some(row.starts),
            minutes: Some(row.minutes),
            company_id: Some(row.company_id),
            company: Some(row.company),
            table: row.table_name,
            status: Some(row.status),
            notes: row.notes,
            ..Meeting::default()
        }
    }
}

/// What the meetings list may be narrowed to.
#[derive(Debug, Default)]
pub struct Narrowing {
    /// Meetings this team member is in.
    pub member_id: Option<i64>,
    /// Any of these statuses; every status when empty.
    pub statuses: Vec<MeetingStatus>,
    pub company_id: Option<i64>,
}

/// The fair's meetings of `narrowing`, by start, each with what belongs to it and its warnings.
pub async fn meetings(
    conn: &mut AnyConnection,
    team_id: i64,
    fair_id: i64,
    narrowing: &Narrowing,
) -> Result<Vec<Meeting>> {
    let mut columns = Columns::new();
    let (team, fair) = (columns.bind(team_id), columns.bind(fair_id));
    let mut conditions = vec![format!("m.team_id = {team}"), format!("m.fair_id = {fair}")];
    if let Some(member) = narrowing.member_id {
        let member = columns.bind(member);
        conditions.push(format!("m.id IN (SELECT meeting_id FROM fair_meeting_members WHERE user_id = {member})"));
    }
    if let Some(company) = narrowing.company_id {
        conditions.push(format!("m.company_id = {}", columns.bind(company)));
    }
    if !narrowing.statuses.is_empty() {
        let statuses: Vec<String> = narrowing.statuses.iter().map(|status| columns.bind(status.as_str())).collect();
        conditions.push(format!("m.status IN ({})", statuses.join(", ")));
    }
    let sql = format!(
        "SELECT {MEETING_COLUMNS} FROM {MEETING_FROM} WHERE {} ORDER BY m.starts, m.id",
        conditions.join(" AND ")
    );
    let rows: Vec<MeetingRow> = sqlx::query_as_with(&sql, columns.arguments()?).fetch_all(&mut *conn).await?;
    let mut meetings: Vec<Meeting> = rows.into_iter().map(Meeting::from).collect();
    attach(conn, team_id, fair_id, &mut meetings).await?;
    Ok(meetings)
}

/// The team's meeting `id` of fair `fair_id`, with what belongs to it and its warnings.
pub async fn find_meeting(conn: &mut AnyConnection, team_id: i64, fair_id: i64, id: i64) -> Result<Option<Meeting>> {
    let row: Option<MeetingRow> = sqlx::query_as(&format!(
        "SELECT {MEETING_COLUMNS} FROM {MEETING_FROM} WHERE m.team_id = $1 AND m.fair_id = $2 AND m.id = $3"
    ))
    .bind(team_id)
    .bind(fair_id)
    .bind(id)
    .fetch_optional(&mut *conn)
    .await?;
    let Some(row) = row else { return Ok(None) };
    let mut found = [Meeting::from(row)];
    attach(conn, team_id, fair_id, &mut found).await?;
    let [meeting] = found;
    Ok(Some(meeting))
}

/// Reads what belongs to `meetings` of the fair into each: members, contacts and titles (with
/// their names), the prospections made from each, and the same-company warnings.
async fn attach(conn: &mut AnyConnection, team_id: i64, fair_id: i64, meetings: &mut [Meeting]) -> Result<()> {
    let ids: Vec<i64> = meetings.iter().filter_map(|meeting| meeting.id).collect();
    let index: HashMap<i64, usize> = ids.iter().enumerate().map(|(index, id)| (*id, index)).collect();
    let members: Vec<(i64, i64, String)> = of_ids(
        conn,
        "SELECT mm.meeting_id, u.id, u.name FROM fair_meeting_members mm JOIN users u ON u.id = mm.user_id
          WHERE u.team_id = $1 AND mm.meeting_id IN ({ids}) ORDER BY u.id",
        team_id,
        &ids,
    )
    .await?;
    for (meeting_id, id, name) in members {
        if let Some(&at) = index.get(&meeting_id) {
            meetings[at].member_ids.push(id);
            meetings[at].members.push(Named { id, name });
        }
    }
    let contacts: Vec<(i64, i64, String)> = of_ids(
        conn,
        "SELECT mc.meeting_id, k.id, k.name FROM fair_meeting_contacts mc JOIN contacts k ON k.id = mc.contact_id
          WHERE +k.team_id = $1 AND mc.meeting_id IN ({ids}) ORDER BY mc.position",
        team_id,
        &ids,
    )
    .await?;
    for (meeting_id, id, name) in contacts {
        if let Some(&at) = index.get(&meeting_id) {
            meetings[at].contact_ids.push(id);
            meetings[at].contacts.push(Named { id, name });
        }
    }
    // The meeting's id, the title's id and name, its note and outcome.
    type TitleRow = (i64, i64, String, Option<String>, Option<String>);
    let titles: Vec<TitleRow> = of_ids(
        conn,
        "SELECT mt.meeting_id, t.id, t.name, mt.note, mt.outcome FROM fair_meeting_titles mt
           JOIN titles t ON t.id = mt.title_id
          WHERE +t.team_id = $1 AND mt.meeting_id IN ({ids}) ORDER BY mt.position",
        team_id,
        &ids,
    )
    .await?;
    for (meeting_id, title_id, title, note, outcome) in titles {
        if let Some(&at) = index.get(&meeting_id) {
            meetings[at].titles.push(MeetingTitle { title_id: Some(title_id), title: Some(title), note, outcome });
        }
    }
    let follow_ups: Vec<(i64, i64)> = of_ids(
        conn,
        "SELECT fair_meeting_id, id FROM prospections WHERE +team_id = $1 AND fair_meeting_id IN ({ids}) ORDER BY id",
        team_id,
        &ids,
    )
    .await?;
    for (meeting_id, id) in follow_ups {
        if let Some(&at) = index.get(&meeting_id) {
            meetings[at].follow_ups.push(id);
        }
    }
    attach_warnings(conn, team_id, fair_id, meetings).await
}

/// Reads the same-company warnings of `meetings` (core's `same_company_warnings`): the fair's
/// other meetings with the same company, neither side cancelled.
async fn attach_warnings(conn: &mut AnyConnection, team_id: i64, fair_id: i64, meetings: &mut [Meeting]) -> Result<()> {
    let others: Vec<(i64, i64, String)> = sqlx::query_as(
        "SELECT id, company_id, starts FROM fair_meetings
          WHERE team_id = $1 AND fair_id = $2 AND status <> 'cancelled'",
    )
    .bind(team_id)
    .bind(fair_id)
    .fetch_all(conn)
    .await?;
    let cancelled = Some(MeetingStatus::Cancelled.as_str());
    for meeting in meetings.iter_mut().filter(|meeting| meeting.status.as_deref() != cancelled) {
        let starts: Vec<LocalDateTime> = others
            .iter()
            .filter(|(id, company_id, _)| Some(*id) != meeting.id && Some(*company_id) == meeting.company_id)
            .filter_map(|(_, _, starts)| LocalDateTime::parse(starts))
            .collect();
        let company = meeting.company.as_deref().unwrap_or_default();
        meeting.warnings = rightsdesk_core::fair::same_company_warnings(company, &starts);
    }
    Ok(())
}

/// A meeting as written: checked, with its slot in UTC minutes (`starts_at`).
pub struct StoredMeeting<'a> {
    pub meeting: &'a Meeting,
    pub slot: Slot,
}

fn meeting_columns<'q>(stored: &'q StoredMeeting<'q>, updated_by: i64, at: i64) -> Columns<'q> {
    let meeting = stored.meeting;
    let mut columns = Columns::new();
    columns
        .set("starts", &meeting.start)
        .set("minutes", stored.slot.minutes)
        .set("starts_at", stored.slot.start)
        .set("company_id", meeting.company_id)
        .set("table_name", &meeting.table)
        .set("status", &meeting.status)
        .set("notes", &meeting.notes)
        .set("updated_at", at)
        .set("updated_by", updated_by);
    columns
}

/// Replaces what belongs to meeting `id` by the stored meeting's: its members (with its slot and
/// whether it is cancelled, for the double-booking check), contacts and titles, in order.
async fn set_parts(conn: &mut AnyConnection, id: i64, stored: &StoredMeeting<'_>) -> Result<()> {
    let meeting = stored.meeting;
    for table in ["fair_meeting_members", "fair_meeting_contacts", "fair_meeting_titles"] {
        sqlx::query(&format!("DELETE FROM {table} WHERE meeting_id = $1")).bind(id).execute(&mut *conn).await?;
    }
    let cancelled = meeting.status.as_deref() == Some(MeetingStatus::Cancelled.as_str());
    for user_id in &meeting.member_ids {
        sqlx::query(
            "INSERT INTO fair_meeting_members (meeting_id, user_id, starts_at, ends_at, cancelled)
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(id)
        .bind(*user_id)
        .bind(stored.slot.start)
        .bind(stored.slot.end())
        .bind(cancelled)
        .execute(&mut *conn)
        .await?;
    }
    for (position, contact_id) in meeting.contact_ids.iter().enumerate() {
        sqlx::query("INSERT INTO fair_meeting_contacts (meeting_id, contact_id, position) VALUES ($1, $2, $3)")
            .bind(id)
            .bind(*contact_id)
            .bind(position as i64)
            .execute(&mut *conn)
            .await?;
    }
    for (position, title) in meeting.titles.iter().enumerate() {
        sqlx::query(
            "INSERT INTO fair_meeting_titles (meeting_id, title_id, position, note, outcome) VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(id)
        .bind(title.title_id)
        .bind(position as i64)
        .bind(&title.note)
        .bind(&title.outcome)
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

/// Inserts a checked meeting of the team's fair, by `updated_by`; answers its id.
pub async fn insert_meeting(
    conn: &mut AnyConnection,
    team_id: i64,
    fair_id: i64,
    stored: &StoredMeeting<'_>,
    updated_by: i64,
) -> Result<i64> {
    let at = now();
    let mut columns = meeting_columns(stored, updated_by, at);
    columns.set("team_id", team_id).set("fair_id", fair_id).set("created_at", at);
    let sql = format!("INSERT INTO fair_meetings ({}) VALUES ({}) RETURNING id", columns.names(), columns.values());
    let id = sqlx::query_with(&sql, columns.arguments()?).fetch_one(&mut *conn).await?.try_get("id")?;
    set_parts(conn, id, stored).await?;
    Ok(id)
}

/// Replaces every field of the team's meeting `id` of fair `fair_id`, by `updated_by`.
pub async fn update_meeting(
    conn: &mut AnyConnection,
    team_id: i64,
    fair_id: i64,
    id: i64,
    stored: &StoredMeeting<'_>,
    updated_by: i64,
) -> Result<()> {
    let mut columns = meeting_columns(stored, updated_by, now());
    let (team, fair, key) = (columns.bind(team_id), columns.bind(fair_id), columns.bind(id));
    let sql = format!(
        "UPDATE fair_meetings SET {} WHERE team_id = {team} AND fair_id = {fair} AND id = {key}",
        columns.assignments()
    );
    if sqlx::query_with(&sql, columns.arguments()?).execute(&mut *conn).await?.rows_affected() == 1 {
        set_parts(conn, id, stored).await?;
    }
    Ok(())
}

pub async fn delete_meeting(conn: &mut AnyConnection, team_id: i64, fair_id: i64, id: i64) -> Result<bool> {
    let done = sqlx::query("DELETE FROM fair_meetings WHERE team_id = $1 AND fair_id = $2 AND id = $3")
        .bind(team_id)
        .bind(fair_id)
        .bind(id)
        .execute(conn)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Bumps the version of the team's meeting `id` of fair `fair_id` and answers the version it had
/// until now (db/versions.rs, `claim`), or `None`.
pub async fn claim_meeting(conn: &mut AnyConnection, team_id: i64, fair_id: i64, id: i64) -> Result<Option<i64>> {
    let bumped: Option<(i64,)> = sqlx::query_as(
        "UPDATE fair_meetings SET version = version + 1 WHERE team_id = $1 AND fair_id = $2 AND id = $3
         RETURNING version",
    )
    .bind(team_id)
    .bind(fair_id)
    .bind(id)
    .fetch_optional(conn)
    .await?;
    Ok(bumped.map(|(version,)| version - 1))
}

/// Who last changed the meeting and when (seconds since the epoch), for a 412.
pub async fn last_change(conn: &mut AnyConnection, team_id: i64, id: i64) -> Result<Option<(Option<String>, i64)>> {
    Ok(sqlx::query_as(
        "SELECT u.name, m.updated_at FROM fair_meetings m LEFT JOIN users u ON u.id = m.updated_by
          WHERE m.team_id = $1 AND m.id = $2",
    )
    .bind(team_id)
    .bind(id)
    .fetch_optional(conn)
    .await?)
}

/// Writes the team's meeting `id`'s slot anew (its fair's time zone changed): its UTC start, and
/// its members' copies of it.
pub async fn move_slot(conn: &mut AnyConnection, team_id: i64, id: i64, slot: Slot) -> Result<()> {
    let done = sqlx::query("UPDATE fair_meetings SET starts_at = $1 WHERE team_id = $2 AND id = $3")
        .bind(slot.start)
        .bind(team_id)
        .bind(id)
        .execute(&mut *conn)
        .await?;
    if done.rows_affected() == 1 {
        sqlx::query("UPDATE fair_meeting_members SET starts_at = $1, ends_at = $2 WHERE meeting_id = $3")
            .bind(slot.start)
            .bind(slot.end())
            .bind(id)
            .execute(conn)
            .await?;
    }
    Ok(())
}

/// Whether every one of `ids` (distinct) is a contact of the team's company `company_id`.
pub async fn all_contacts_of_company(
    conn: &mut AnyConnection,
    team_id: i64,
    company_id: i64,
    ids: &[i64],
) -> Result<bool> {
    let contacts: Vec<(i64, i64)> =
        of_ids(conn, "SELECT id, company_id FROM contacts WHERE +team_id = $1 AND id IN ({ids})", team_id, ids).await?;
    Ok(contacts.len() == ids.len() && contacts.iter().all(|(_, company)| *company == company_id))
}

/// Whether `id` is one of the team's companies.
pub async fn company_of_team(conn: &mut AnyConnection, team_id: i64, id: i64) -> Result<bool> {
    count_of_team(conn, "SELECT COUNT(*) FROM companies WHERE team_id = $1 AND id IN ({ids})", team_id, &[id]).await
}

/// Which of `ids` are not titles of the team.
pub async fn titles_not_of_team(conn: &mut AnyConnection, team_id: i64, ids: &[i64]) -> Result<Vec<i64>> {
    let found: Vec<(i64,)> =
        of_ids(conn, "SELECT id FROM titles WHERE +team_id = $1 AND id IN ({ids})", team_id, ids).await?;
    Ok(ids.iter().copied().filter(|id| !found.iter().any(|(found,)| found == id)).collect())
}

/// Another meeting (not cancelled) a member is in, near a slot: who, with which company, when
/// (its start in its own fair's zone) and its slot in UTC minutes.
#[derive(Debug, sqlx::FromRow)]
pub struct Booking {
    pub member: String,
    pub company: String,
    pub starts: String,
    pub starts_at: i64,
    pub ends_at: i64,
}

/// The meetings not cancelled, but meeting `except`, that the team's users `member_ids` are in and
/// that start within the longest meeting's length before `slot` ends: every one that could share
/// a minute with it, for core's [`Slot::overlaps`] to judge. Read in the write's transaction, after
/// the team's meeting writes took their turn.
pub async fn bookings_near(
    conn: &mut AnyConnection,
    team_id: i64,
    member_ids: &[i64],
    slot: Slot,
    except: Option<i64>,
) -> Result<Vec<Booking>> {
    if member_ids.is_empty() {
        return Ok(Vec::new());
    }
    let sql = format!(
        "SELECT u.name AS member, c.name AS company, m.starts, mm.starts_at, mm.ends_at
           FROM fair_meeting_members mm
           JOIN fair_meetings m ON m.id = mm.meeting_id
           JOIN users u ON u.id = mm.user_id
           JOIN companies c ON c.id = m.company_id
          WHERE m.team_id = $1 AND mm.user_id IN ({}) AND NOT mm.cancelled AND m.id <> $2
            AND mm.starts_at > $3 AND mm.starts_at < $4
          ORDER BY mm.starts_at, u.name",
        placeholders(5, member_ids.len())
    );
    let mut query = sqlx::query_as::<_, Booking>(&sql)
        .bind(team_id)
        .bind(except.unwrap_or(0))
        .bind(slot.start - rightsdesk_core::limits::MAX_SLOT_MINUTES)
        .bind(slot.end());
    for id in member_ids {
        query = query.bind(*id);
    }
    Ok(query.fetch_all(conn).await?)
}

/// The titles of a meeting that already have a prospection from it.
pub async fn followed_titles(conn: &mut AnyConnection, team_id: i64, meeting_id: i64) -> Result<Vec<i64>> {
    let rows: Vec<(i64,)> =
        sqlx::query_as("SELECT title_id FROM prospections WHERE team_id = $1 AND fair_meeting_id = $2")
            .bind(team_id)
            .bind(meeting_id)
            .fetch_all(conn)
            .await?;
    Ok(rows.into_iter().map(|(id,)| id).collect())
}

/// A fair's report (`GET /api/fairs/{id}/report`).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Report {
    /// How many of its meetings are in each status.
    pub meetings: StatusCounts,
    /// The titles presented in meetings not cancelled, the most presented first.
    pub titles: Vec<TitlePresented>,
    /// The prospections made from its meetings.
    pub prospections: Vec<ReportProspection>,
    /// The licenses those prospections were converted to.
    pub licenses: Vec<ReportLicense>,
}

/// Meetings by status.
#[derive(Debug, Default, Serialize, ToSchema)]
pub struct StatusCounts {
    pub requested: i64,
    pub confirmed: i64,
    pub held: i64,
    pub cancelled: i64,
}

/// A title presented at a fair, and what its meetings said.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct TitlePresented {
    pub title_id: i64,
    pub title: String,
    /// In how many meetings.
    pub presented: i64,
    pub interested: i64,
    pub send_material: i64,
    pub not_for_them: i64,
}

/// A prospection made from a fair's meeting.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct ReportProspection {
    pub id: i64,
    pub title_id: i64,
    pub title: String,
    pub company_id: i64,
    pub company: String,
    /// A [`rightsdesk_core::ProspectionStatus`] wire value.
    pub status: String,
    /// The license it became.
    pub license_id: Option<i64>,
}

/// A license that came of a fair's meeting (through its prospection).
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct ReportLicense {
    pub id: i64,
    pub title_id: i64,
    pub title: String,
    pub company_id: i64,
    pub company: String,
    /// A [`rightsdesk_core::LicenseStatus`] wire value.
    pub status: String,
}

/// The report of the team's fair `fair_id`.
pub async fn report(conn: &mut AnyConnection, team_id: i64, fair_id: i64) -> Result<Report> {
    let counts: Vec<(String, i64)> = sqlx::query_as(
        "SELECT status, COUNT(*) FROM fair_meetings WHERE team_id = $1 AND fair_id = $2 GROUP BY status",
    )
    .bind(team_id)
    .bind(fair_id)
    .fetch_all(&mut *conn)
    .await?;
    let mut meetings = StatusCounts::default();
    for (status, count) in counts {
        match MeetingStatus::parse(&status) {
            Some(MeetingStatus::Requested) => meetings.requested = count,
            Some(MeetingStatus::Confirmed) => meetings.confirmed = count,
            Some(MeetingStatus::Held) => meetings.held = count,
            Some(MeetingStatus::Cancelled) => meetings.cancelled = count,
            None => {}
        }
    }
    let titles: Vec<TitlePresented> = sqlx::query_as(
        "SELECT t.id AS title_id, t.name AS title, COUNT(*) AS presented,
                SUM(CASE WHEN mt.outcome = 'interested' THEN 1 ELSE 0 END) AS interested,
                SUM(CASE WHEN mt.outcome = 'send_material' THEN 1 ELSE 0 END) AS send_material,
                SUM(CASE WHEN mt.outcome = 'not_for_them' THEN 1 ELSE 0 END) AS not_for_them
           FROM fair_meeting_titles mt
           JOIN fair_meetings m ON m.id = mt.meeting_id
           JOIN titles t ON t.id = mt.title_id
          WHERE m.team_id = $1 AND m.fair_id = $2 AND m.status <> 'cancelled'
          GROUP BY t.id, t.name, t.name_key
          ORDER BY COUNT(*) DESC, t.name_key, t.id",
    )
    .bind(team_id)
    .bind(fair_id)
    .fetch_all(&mut *conn)
    .await?;
    let prospections: Vec<ReportProspection> = sqlx::query_as(
        "SELECT p.id, p.title_id, t.name AS title, p.company_id, c.name AS company, p.status, p.license_id
           FROM prospections p
           JOIN fair_meetings m ON m.id = p.fair_meeting_id
           JOIN titles t ON t.id = p.title_id
           JOIN companies c ON c.id = p.company_id
          WHERE p.team_id = $1 AND m.fair_id = $2
          ORDER BY p.id",
    )
    .bind(team_id)
    .bind(fair_id)
    .fetch_all(&mut *conn)
    .await?;
    let licenses: Vec<ReportLicense> = sqlx::query_as(
        "SELECT l.id, l.title_id, t.name AS title, l.company_id, c.name AS company, l.status
           FROM licenses l
           JOIN titles t ON t.id = l.title_id
           JOIN companies c ON c.id = l.company_id
          WHERE l.team_id = $1 AND l.id IN (
                SELECT p.license_id FROM prospections p JOIN fair_meetings m ON m.id = p.fair_meeting_id
                 WHERE p.team_id = $1 AND m.fair_id = $2)
          ORDER BY l.id",
    )
    .bind(team_id)
    .bind(fair_id)
    .fetch_all(conn)
    .await?;
    Ok(Report { meetings, titles, prospections, licenses })
}
