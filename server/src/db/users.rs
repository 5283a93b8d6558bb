//! Users: the people who sign in, each in one team with one role, active until an admin
//! deactivates them.

use rightsdesk_core::{Role, User, messages};
use serde::Serialize;
use sqlx::{AnyConnection, AnyPool};
use utoipa::ToSchema;

use super::columns::Columns;
use super::{Backend, Db, is_unique_violation, now, teams};
use crate::error::{Error, Result};

/// What sign-in needs to check a password and issue a token.
#[derive(Debug)]
pub struct Credentials {
    pub id: i64,
    pub team_id: i64,
    pub name: String,
    pub role: Role,
    pub password_hash: String,
    /// Carried by the tokens issued to the user; see `sessions::Account`.
    pub token_version: i64,
    /// A deactivated user is refused even with the right password.
    pub active: bool,
}

/// A user as the API and the CLI show them.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserSummary {
    pub id: i64,
    pub email: String,
    pub name: String,
    pub roles: Vec<Role>,
    pub team_id: i64,
    pub team_name: String,
    /// The team's time zone (IANA), in which its "today" is read: its setting, or the server's.
    pub time_zone: String,
    /// False once an admin has deactivated the user (who can then no longer sign in).
    pub active: bool,
}

/// A member of a team, as the owner pickers list them.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct Member {
    pub id: i64,
    pub name: String,
}

/// The team's active users by name: whom work may be given to.
pub async fn members(pool: &AnyPool, team_id: i64) -> Result<Vec<Member>> {
    Ok(sqlx::query_as("SELECT id, name FROM users WHERE team_id = $1 AND active ORDER BY lower(name), id")
        .bind(team_id)
        .fetch_all(pool)
        .await?)
}

pub struct NewUser<'a> {
    pub email: &'a str,
    pub name: &'a str,
    pub password_hash: &'a str,
    pub team: &'a str,
    pub role: Role,
}

pub(crate) fn parse_role(role: &str) -> Result<Role> {
    Role::parse(role).ok_or_else(|| Error::Internal(format!("unknown role {role:?} in the users table")))
}

pub async fn count(pool: &AnyPool) -> Result<i64> {
    let (count,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM users").fetch_one(pool).await?;
    Ok(count)
}

pub async fn credentials(pool: &AnyPool, email: &str) -> Result<Option<Credentials>> {
    /// The row behind `Credentials`, decoded by column name.
    #[derive(sqlx::FromRow)]
    struct Row {
        id: i64,
        team_id: i64,
        name: String,
        role: String,
        password_hash: String,
        token_version: i64,
        active: i64,
    }
    let row: Option<Row> = sqlx::query_as(&format!(
        "SELECT id, team_id, name, role, password_hash, token_version, {ACTIVE} AS active FROM users WHERE email = $1"
    ))
    .bind(email.trim().to_lowercase())
    .fetch_optional(pool)
    .await?;
    row.map(|Row { id, team_id, name, role, password_hash, token_version, active }| {
        Ok(Credentials {
            id,
            team_id,
            name,
            role: parse_role(&role)?,
            password_hash,
            token_version,
            active: active != 0,
        })
    })
    .transpose()
}

/// Adds a user to the named team (created when missing), in one transaction.
pub async fn create(pool: &AnyPool, user: NewUser<'_>) -> Result<UserSummary> {
    let email = user.email.trim().to_lowercase();
    let mut tx = pool.begin().await?;
    let team_id = teams::find_or_create(&mut tx, user.team.trim()).await?;
    let at = now();
    let mut columns = Columns::new();
    columns
        .set("team_id", team_id)
        .set("email", &email)
        .set("name", user.name.trim())
        .set("password_hash", user.password_hash)
        .set("role", user.role.as_str())
        .set("created_at", at)
        .set("updated_at", at);
    let sql = format!("INSERT INTO users ({}) VALUES ({}) RETURNING id", columns.names(), columns.values());
    let inserted: Result<(i64,), sqlx::Error> =
        sqlx::query_as_with(&sql, columns.arguments()?).fetch_one(&mut *tx).await;
    let (id,) = match inserted {
        Ok(row) => row,
        Err(err) if is_unique_violation(&err) => return Err(email_taken(&email)),
        Err(err) => return Err(err.into()),
    };
    let summary = find(&mut tx, id).await?.ok_or(Error::NotFound)?;
    tx.commit().await?;
    Ok(summary)
}

/// Sets a new password hash and signs the user out everywhere (every token issued before
/// carries the old credentials version); false when no user has this e-mail.
pub async fn set_password(pool: &AnyPool, email: &str, password_hash: &str) -> Result<bool> {
    let done = sqlx::query(
        "UPDATE users SET password_hash = $1, token_version = token_version + 1, updated_at = $2 WHERE email = $3",
    )
    .bind(password_hash)
    .bind(now())
    .bind(email.trim().to_lowercase())
    .execute(pool)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// `active` as 0 or 1: sqlx's Any driver cannot decode SQLite's BOOLEAN.
const ACTIVE: &str = "CAST(CASE WHEN active THEN 1 ELSE 0 END AS BIGINT)";

const SUMMARY: &str = "SELECT u.id, u.email, u.name, u.role, u.team_id, t.name AS team_name, t.time_zone,
                              CAST(CASE WHEN u.active THEN 1 ELSE 0 END AS BIGINT) AS active
                       FROM users u JOIN teams t ON t.id = u.team_id";

/// A row of `SUMMARY`, decoded by column name.
#[derive(sqlx::FromRow)]
struct SummaryRow {
    id: i64,
    email: String,
    name: String,
    role: String,
    team_id: i64,
    team_name: String,
    time_zone: Option<String>,
    active: i64,
}

fn summary(
    SummaryRow { id, email, name, role, team_id, team_name, time_zone, active }: SummaryRow,
) -> Result<UserSummary> {
    let time_zone = time_zone.unwrap_or_else(crate::clock::server_zone);
    let roles = vec![parse_role(&role)?];
    Ok(UserSummary { id, email, name, roles, team_id, team_name, time_zone, active: active != 0 })
}

pub async fn find(conn: &mut AnyConnection, id: i64) -> Result<Option<UserSummary>> {
    let row: Option<SummaryRow> =
        sqlx::query_as(&format!("{SUMMARY} WHERE u.id = $1")).bind(id).fetch_optional(conn).await?;
    row.map(summary).transpose()
}

pub async fn list(pool: &AnyPool) -> Result<Vec<UserSummary>> {
    let rows: Vec<SummaryRow> = sqlx::query_as(&format!("{SUMMARY} ORDER BY t.name, u.email")).fetch_all(pool).await?;
    rows.into_iter().map(summary).collect()
}

/// The 409 of an e-mail address another user has (in any team: an address signs in to one
/// account).
fn email_taken(email: &str) -> Error {
    Error::Conflict(format!("{} ({email})", messages::EMAIL_TAKEN))
}

/// Sets user `id`'s name and e-mail address (both checked and normalised by the caller); false
/// when there is no such user, a 409 when another user has the address.
pub async fn set_profile(db: &Db, id: i64, name: &str, email: &str) -> Result<bool> {
    let mut tx = db.begin_write().await?;
    let done = sqlx::query("UPDATE users SET name = $1, email = $2, updated_at = $3 WHERE id = $4")
        .bind(name)
        .bind(email)
        .bind(now())
        .bind(id)
        .execute(&mut *tx)
        .await;
    let changed = match done {
        Ok(done) => done.rows_affected() == 1,
        Err(err) if is_unique_violation(&err) => return Err(email_taken(email)),
        Err(err) => return Err(err.into()),
    };
    tx.commit().await?;
    Ok(changed)
}

/// The e-mail address, name and password hash of user `id`, for a password change.
pub async fn password_of(pool: &AnyPool, id: i64) -> Result<Option<(String, String, String)>> {
    Ok(sqlx::query_as("SELECT email, name, password_hash FROM users WHERE id = $1")
        .bind(id)
        .fetch_optional(pool)
        .await?)
}

/// Sets user `id`'s password hash and signs every session of theirs out (the credentials
/// version moves on); answers the new version, for the one token issued with the change.
pub async fn change_password(db: &Db, id: i64, password_hash: &str) -> Result<i64> {
    let mut tx = db.begin_write().await?;
    let (version,): (i64,) = sqlx::query_as(
        "UPDATE users SET password_hash = $1, token_version = token_version + 1, updated_at = $2
         WHERE id = $3 RETURNING token_version",
    )
    .bind(password_hash)
    .bind(now())
    .bind(id)
    .fetch_one(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(version)
}

const TEAM_USER: &str = "SELECT id, email, name, role, CAST(CASE WHEN active THEN 1 ELSE 0 END AS BIGINT) AS active
                         FROM users";

/// A row of `TEAM_USER`, decoded by column name.
#[derive(sqlx::FromRow)]
struct TeamUserRow {
    id: i64,
    email: String,
    name: String,
    role: String,
    active: i64,
}

impl From<TeamUserRow> for User {
    fn from(TeamUserRow { id, email, name, role, active }: TeamUserRow) -> Self {
        User { id: Some(id), email, name, role, active: active != 0, password: None }
    }
}

/// The team's users, active or not, by name.
pub async fn team_users(pool: &AnyPool, team_id: i64) -> Result<Vec<User>> {
    let rows: Vec<TeamUserRow> = sqlx::query_as(&format!("{TEAM_USER} WHERE team_id = $1 ORDER BY lower(name), id"))
        .bind(team_id)
        .fetch_all(pool)
        .await?;
    Ok(rows.into_iter().map(User::from).collect())
}

/// The team's user `id`, or `None` (absent, or another team's).
pub async fn team_user(conn: &mut AnyConnection, team_id: i64, id: i64) -> Result<Option<User>> {
    let row: Option<TeamUserRow> = sqlx::query_as(&format!("{TEAM_USER} WHERE team_id = $1 AND id = $2"))
        .bind(team_id)
        .bind(id)
        .fetch_optional(conn)
        .await?;
    Ok(row.map(User::from))
}

/// Adds a checked, normalised user to team `team_id` with this password hash; 409 when the
/// e-mail address is taken.
pub async fn add(pool: &AnyPool, team_id: i64, user: &User, password_hash: &str) -> Result<User> {
    let at = now();
    let mut columns = Columns::new();
    columns
        .set("team_id", team_id)
        .set("email", &user.email)
        .set("name", &user.name)
        .set("password_hash", password_hash)
        .set("role", &user.role)
        .set("active", user.active)
        .set("deactivated_at", (!user.active).then_some(at))
        .set("created_at", at)
        .set("updated_at", at);
    let sql = format!("INSERT INTO users ({}) VALUES ({}) RETURNING id", columns.names(), columns.values());
    let inserted: Result<(i64,), sqlx::Error> = sqlx::query_as_with(&sql, columns.arguments()?).fetch_one(pool).await;
    match inserted {
        Ok((id,)) => Ok(User { id: Some(id), password: None, ..user.clone() }),
        Err(err) if is_unique_violation(&err) => Err(email_taken(&user.email)),
        Err(err) => Err(err.into()),
    }
}

/// What an admin may change of a user.
#[derive(Debug, Clone, Copy)]
pub struct Change<'a> {
    pub name: &'a str,
    pub role: Role,
    pub active: bool,
}

/// Changes the team's user `id`; `None` when the team has no such user. Refused (409) when it
/// would leave the team without an active admin.
///
/// The check and the write share one write transaction, and on PostgreSQL the team's row is
/// locked first: two admins demoting each other at once are served one after the other, and
/// the second finds the first's change (SQLite's `BEGIN IMMEDIATE` already serialises writers).
/// Deactivating a user also moves their credentials version on, so that reactivating them does
/// not bring their old sessions back.
pub async fn change(db: &Db, team_id: i64, id: i64, change: Change<'_>) -> Result<Option<User>> {
    let mut tx = db.begin_write().await?;
    if db.backend == Backend::Postgres {
        sqlx::query("SELECT id FROM teams WHERE id = $1 FOR UPDATE").bind(team_id).execute(&mut *tx).await?;
    }
    let Some(before) = team_user(&mut tx, team_id, id).await? else { return Ok(None) };
    let admin = Role::Admin.as_str();
    let stays_admin = change.active && change.role == Role::Admin;
    if before.active && before.role == admin && !stays_admin {
        let (others,): (i64,) =
            sqlx::query_as("SELECT COUNT(*) FROM users WHERE team_id = $1 AND role = $2 AND active AND id <> $3")
                .bind(team_id)
                .bind(admin)
                .bind(id)
                .fetch_one(&mut *tx)
                .await?;
        if others == 0 {
            return Err(Error::Conflict(messages::LAST_ACTIVE_ADMIN.into()));
        }
    }
    let at = now();
    let deactivating = before.active && !change.active;
    let mut columns = Columns::new();
    columns.set("name", change.name).set("role", change.role.as_str()).set("active", change.active);
    let (deactivating, at, active) =
        (columns.bind(i64::from(deactivating)), columns.bind(at), columns.bind(i64::from(change.active)));
    columns
        .set_sql(
            "deactivated_at",
            format!("CASE WHEN {deactivating} = 1 THEN {at} WHEN {active} = 1 THEN NULL ELSE deactivated_at END"),
        )
        .set_sql("token_version", format!("token_version + {deactivating}"))
        .set_sql("updated_at", at);
    let (team, key) = (columns.bind(team_id), columns.bind(id));
    let sql = format!("UPDATE users SET {} WHERE team_id = {team} AND id = {key}", columns.assignments());
    sqlx::query_with(&sql, columns.arguments()?).execute(&mut *tx).await?;
    let after = team_user(&mut tx, team_id, id).await?;
    tx.commit().await?;
    Ok(after)
}

/// Deactivates the user with this e-mail address (the command line's `user deactivate`), with
/// [`change`]'s refusal of a team's last active admin; `None` when no user has the address.
pub async fn deactivate(db: &Db, email: &str) -> Result<Option<User>> {
    let found: Option<(i64, i64, String, String)> =
        sqlx::query_as("SELECT team_id, id, name, role FROM users WHERE email = $1")
            .bind(email.trim().to_lowercase())
            .fetch_optional(&db.pool)
            .await?;
    let Some((team_id, id, name, role)) = found else { return Ok(None) };
    change(db, team_id, id, Change { name: &name, role: parse_role(&role)?, active: false }).await
}
