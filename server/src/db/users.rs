//! Users: the people who sign in, each in one team with one role.

use rightsdesk_core::Role;
use serde::Serialize;
use sqlx::{AnyConnection, AnyPool};
use utoipa::ToSchema;

use super::{is_unique_violation, now, teams};
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
}

/// A member of a team, as the owner pickers list them.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct Member {
    pub id: i64,
    pub name: String,
}

/// The team's users by name.
pub async fn members(pool: &AnyPool, team_id: i64) -> Result<Vec<Member>> {
    Ok(sqlx::query_as("SELECT id, name FROM users WHERE team_id = $1 ORDER BY lower(name), id")
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
    }
    let row: Option<Row> =
        sqlx::query_as("SELECT id, team_id, name, role, password_hash, token_version FROM users WHERE email = $1")
            .bind(email.trim().to_lowercase())
            .fetch_optional(pool)
            .await?;
    row.map(|Row { id, team_id, name, role, password_hash, token_version }| {
        Ok(Credentials { id, team_id, name, role: parse_role(&role)?, password_hash, token_version })
    })
    .transpose()
}

/// Adds a user to the named team (created when missing), in one transaction.
pub async fn create(pool: &AnyPool, user: NewUser<'_>) -> Result<UserSummary> {
    let email = user.email.trim().to_lowercase();
    let mut tx = pool.begin().await?;
    let team_id = teams::find_or_create(&mut tx, user.team.trim()).await?;
    let at = now();
    let inserted: Result<(i64,), sqlx::Error> = sqlx::query_as(
        "INSERT INTO users (team_id, email, name, password_hash, role, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id",
    )
    .bind(team_id)
    .bind(&email)
    .bind(user.name.trim())
    .bind(user.password_hash)
    .bind(user.role.as_str())
    .bind(at)
    .fetch_one(&mut *tx)
    .await;
    let (id,) = match inserted {
        Ok(row) => row,
        Err(err) if is_unique_violation(&err) => {
            return Err(Error::Conflict(format!("a user with the e-mail {email} already exists")));
        }
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

const SUMMARY: &str = "SELECT u.id, u.email, u.name, u.role, u.team_id, t.name AS team_name
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
}

fn summary(SummaryRow { id, email, name, role, team_id, team_name }: SummaryRow) -> Result<UserSummary> {
    Ok(UserSummary { id, email, name, roles: vec![parse_role(&role)?], team_id, team_name })
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
