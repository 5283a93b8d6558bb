//! The e-mail digest's reads: each member's settings (`users.digest_*`, migration 0026) and what
//! is due in a team on a day, as core's digest lines ([`rightsdesk_core::digest`]). Payments and
//! statements are read by the queries the calendar and the home page use
//! ([`payments::due_between`], [`awaited::due_between`]); the rest by the conditions the
//! home page and the lists use, narrowed to what the digest lists.

use rightsdesk_core::digest::{DigestLine, DigestPart};
use rightsdesk_core::limits::{DIGEST_ENDING_DAYS, DIGEST_SOON_DAYS};
use rightsdesk_core::{ContractType, DigestFrequency, IsoDate};
use sqlx::AnyConnection;

use super::prospections::open_statuses;
use super::{awaited, payments};
use crate::error::{Error, Result};

/// A member's digest settings as stored.
#[derive(Debug, sqlx::FromRow)]
pub struct Settings {
    pub frequency: String,
    pub hour: i64,
}

impl Settings {
    /// The frequency chosen.
    pub fn frequency(&self) -> DigestFrequency {
        frequency_of(&self.frequency)
    }
}

/// A stored frequency; a value not of the list (never written) reads as none.
fn frequency_of(text: &str) -> DigestFrequency {
    DigestFrequency::parse(text).unwrap_or(DigestFrequency::Never)
}

/// User `user_id`'s digest settings.
pub async fn settings(conn: &mut AnyConnection, user_id: i64) -> Result<Settings> {
    Ok(sqlx::query_as("SELECT digest_frequency AS frequency, digest_hour AS hour FROM users WHERE id = $1")
        .bind(user_id)
        .fetch_one(conn)
        .await?)
}

/// Sets user `user_id`'s digest settings (checked by core).
pub async fn set_settings(conn: &mut AnyConnection, user_id: i64, frequency: DigestFrequency, hour: i64) -> Result<()> {
    sqlx::query("UPDATE users SET digest_frequency = $1, digest_hour = $2 WHERE id = $3")
        .bind(frequency.as_str())
        .bind(hour)
        .bind(user_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// A member who may get a digest: active, with a frequency other than none.
#[derive(Debug, sqlx::FromRow)]
pub struct Reader {
    pub id: i64,
    pub name: String,
    pub email: String,
    pub frequency: String,
    pub hour: i64,
    /// The window of the last scheduled digest made for them, sent or found empty.
    pub last_window: Option<String>,
}

impl Reader {
    /// The frequency chosen.
    pub fn frequency(&self) -> DigestFrequency {
        frequency_of(&self.frequency)
    }
}

/// The team's active members who chose a digest, whose hour is `hour` or before.
pub async fn readers(conn: &mut AnyConnection, team_id: i64, hour: i64) -> Result<Vec<Reader>> {
    Ok(sqlx::query_as(
        "SELECT id, name, email, digest_frequency AS frequency, digest_hour AS hour, digest_window AS last_window
           FROM users WHERE team_id = $1 AND active AND digest_frequency <> 'none' AND digest_hour <= $2 ORDER BY id",
    )
    .bind(team_id)
    .bind(hour)
    .fetch_all(conn)
    .await?)
}

/// The team's member `user_id`, active or not, as a digest names and addresses them.
pub async fn reader(conn: &mut AnyConnection, team_id: i64, user_id: i64) -> Result<Option<Reader>> {
    Ok(sqlx::query_as(
        "SELECT id, name, email, digest_frequency AS frequency, digest_hour AS hour, digest_window AS last_window
           FROM users WHERE team_id = $1 AND id = $2",
    )
    .bind(team_id)
    .bind(user_id)
    .fetch_optional(conn)
    .await?)
}

/// Records that member `user_id`'s scheduled digest of `window` was made (queued, or found empty):
/// false when it already was, which the claim of the run makes impossible but the member's row
/// says for itself.
pub async fn mark_window(conn: &mut AnyConnection, user_id: i64, window: IsoDate) -> Result<bool> {
    let window = window.to_string();
    let done = sqlx::query(
        "UPDATE users SET digest_window = $1 WHERE id = $2 AND (digest_window IS NULL OR digest_window <> $1)",
    )
    .bind(&window)
    .bind(user_id)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Something due in the team, and whose it is: the member who owns the prospection, or the members
/// in the meeting. A meeting is listed to its members only.
#[derive(Debug, Clone)]
pub struct Due {
    pub line: DigestLine,
    pub members: Vec<i64>,
    pub members_only: bool,
}

impl Due {
    fn team(part: DigestPart, date: IsoDate, name: String, path: String) -> Due {
        Due { line: DigestLine { part, date, name, path, mine: false }, members: Vec::new(), members_only: false }
    }
}

/// The lines of member `user_id`'s digest from the team's `due`: theirs marked as such, and the
/// meetings of others left out.
pub fn lines_of(due: &[Due], user_id: i64) -> Vec<DigestLine> {
    due.iter()
        .filter(|due| !due.members_only || due.members.contains(&user_id))
        .map(|due| DigestLine { mine: due.members.contains(&user_id), ..due.line.clone() })
        .collect()
}

/// A date the database wrote, as core reads it.
fn day(text: &str) -> Result<IsoDate> {
    IsoDate::parse(text).ok_or_else(|| Error::Internal(format!("a date {text:?} is not YYYY-MM-DD")))
}

/// Everything of the team due for its digest on `today`: chases due and overdue, options ending
/// within a week, payments due within a week or overdue, statements overdue, signed licenses and
/// rights held ending within 90 days, and today's fair meetings.
pub async fn team_due(conn: &mut AnyConnection, team_id: i64, today: IsoDate) -> Result<Vec<Due>> {
    let soon_day = today.plus_days(DIGEST_SOON_DAYS);
    let (day_text, soon, ending) =
        (today.to_string(), soon_day.to_string(), today.plus_days(DIGEST_ENDING_DAYS).to_string());
    let mut due = Vec::new();

    // Chases and options of open prospections, with their owners.
    type Pitch = (i64, Option<i64>, String, Option<String>, Option<String>, String);
    let pitches: Vec<Pitch> = sqlx::query_as(&format!(
        "SELECT p.id, p.owner_id, p.status, CAST(p.chase_date AS TEXT), CAST(p.option_expiry AS TEXT),
                t.name || ' → ' || c.name
           FROM prospections p JOIN titles t ON t.id = p.title_id JOIN companies c ON c.id = p.company_id
          WHERE p.team_id = $1 AND p.status IN ({})
            AND (p.chase_date <= date($2)
                 OR (p.status = 'option' AND p.option_expiry >= date($2) AND p.option_expiry <= date($3)))
          ORDER BY p.id",
        open_statuses()
    ))
    .bind(team_id)
    .bind(&day_text)
    .bind(&soon)
    .fetch_all(&mut *conn)
    .await?;
    for (id, owner, status, chase, expiry, name) in pitches {
        let path = format!("/prospections/edit/{id}");
        let members: Vec<i64> = owner.into_iter().collect();
        if let Some(chase) = chase.as_deref().map(day).transpose()?.filter(|chase| *chase <= today) {
            due.push(Due {
                members: members.clone(),
                ..Due::team(DigestPart::Chases, chase, name.clone(), path.clone())
            });
        }
        if let Some(expiry) = expiry.as_deref().map(day).transpose()?.filter(|_| status == "option")
            && (today..=soon_day).contains(&expiry)
        {
            due.push(Due { members, ..Due::team(DigestPart::OptionsEnding, expiry, name, path) });
        }
    }

    for payment in payments::due_between(conn, team_id, "0001-01-01", &soon).await? {
        let path = format!("/licenses/edit/{}?tab=payments", payment.license_id);
        due.push(Due::team(DigestPart::Payments, day(&payment.due_date)?, payment.name, path));
    }

    // The statements awaited ([`super::awaited::ensure`]d by the caller) due before today.
    for statement in awaited::due_between(conn, team_id, "0001-01-01", &today.plus_days(-1).to_string()).await? {
        let path = format!("/licenses/edit/{}?tab=statements", statement.license_id);
        let name = format!("{}, statement for {} to {}", statement.name, statement.period_start, statement.period_end);
        due.push(Due::team(DigestPart::Statements, day(&statement.due_date)?, name, path));
    }

    let licenses: Vec<(i64, String, String)> = sqlx::query_as(
        "SELECT l.id, CAST(l.end_date AS TEXT), t.name || ' – ' || c.name
           FROM licenses l JOIN titles t ON t.id = l.title_id JOIN companies c ON c.id = l.company_id
          WHERE l.team_id = $1 AND l.status = 'signed' AND l.end_date >= date($2) AND l.end_date <= date($3)
          ORDER BY l.id",
    )
    .bind(team_id)
    .bind(&day_text)
    .bind(&ending)
    .fetch_all(&mut *conn)
    .await?;
    for (id, end, name) in licenses {
        due.push(Due::team(DigestPart::LicensesEnding, day(&end)?, name, format!("/licenses/edit/{id}")));
    }

    let rights: Vec<(i64, String, String, String)> = sqlx::query_as(
        "SELECT r.title_id, CAST(r.held_until AS TEXT), t.name, r.contract_type
           FROM rights_held r JOIN titles t ON t.id = r.title_id
          WHERE r.team_id = $1 AND r.held_until >= date($2) AND r.held_until <= date($3)
          ORDER BY r.id",
    )
    .bind(team_id)
    .bind(&day_text)
    .bind(&ending)
    .fetch_all(&mut *conn)
    .await?;
    for (title_id, until, title, right) in rights {
        let right = ContractType::parse(&right).map_or(right.clone(), |right| right.label().to_owned());
        let path = format!("/titles/edit/{title_id}?tab=rights");
        due.push(Due::team(DigestPart::RightsEnding, day(&until)?, format!("{title}: {right} rights held"), path));
    }

    // Today's meetings (their start is written in their fair's zone, as the fair's days are), each
    // with the members in it.
    let meetings: Vec<(i64, i64, String, String, String, i64)> = sqlx::query_as(
        "SELECT m.id, m.fair_id, m.starts, c.name, f.name, mm.user_id
           FROM fair_meetings m JOIN fairs f ON f.id = m.fair_id JOIN companies c ON c.id = m.company_id
           JOIN fair_meeting_members mm ON mm.meeting_id = m.id
          WHERE m.team_id = $1 AND m.status <> 'cancelled' AND substr(m.starts, 1, 10) = $2
          ORDER BY m.starts, m.id, mm.user_id",
    )
    .bind(team_id)
    .bind(&day_text)
    .fetch_all(&mut *conn)
    .await?;
    let mut last_meeting = None;
    for (id, fair_id, starts, company, fair, member) in meetings {
        if last_meeting == Some(id)
            && let Some(meeting) = due.last_mut()
        {
            meeting.members.push(member);
            continue;
        }
        last_meeting = Some(id);
        let time = starts.get(11..16).unwrap_or_default();
        let name = format!("{time} {company}, {fair}");
        due.push(Due {
            members: vec![member],
            members_only: true,
            ..Due::team(DigestPart::Meetings, today, name, format!("/fairs/{fair_id}"))
        });
    }
    Ok(due)
}
