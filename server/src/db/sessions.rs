//! Session tokens: who a token's user is now, and the tokens signed out before they expired.

use rightsdesk_core::Role;
use sqlx::AnyPool;

use super::{Db, now, users};
use crate::error::Result;

/// What the account says now about a token's user: the role and the credentials version. Read
/// on every authenticated request, so a role change, a new password, a deactivation or a sign-out
/// everywhere takes effect at once, on every instance, rather than when the token expires.
#[derive(Debug, Clone, Copy)]
pub struct Account {
    pub role: Role,
    pub token_version: i64,
}

/// The row behind `Account`, decoded by column name.
#[derive(sqlx::FromRow)]
struct AccountRow {
    role: String,
    token_version: i64,
}

/// The account behind the token `jti` of user `user_id`, unless the token was revoked or the
/// user is gone, deactivated or in another team. One query per authenticated request.
pub async fn account(pool: &AnyPool, user_id: i64, team_id: i64, jti: &str) -> Result<Option<Account>> {
    let row: Option<AccountRow> = sqlx::query_as(
        "SELECT role, token_version FROM users
         WHERE id = $1 AND team_id = $2 AND active
           AND NOT EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = $3)",
    )
    .bind(user_id)
    .bind(team_id)
    .bind(jti)
    .fetch_optional(pool)
    .await?;
    row.map(|AccountRow { role, token_version }| Ok(Account { role: users::parse_role(&role)?, token_version }))
        .transpose()
}

/// Whether user `user_id` of team `team_id` is one an admin deactivated: what a refused token of
/// theirs is told (their token proves who they are, so nothing is revealed to anyone else).
pub async fn is_deactivated(pool: &AnyPool, user_id: i64, team_id: i64) -> Result<bool> {
    let found: Option<(i64,)> = sqlx::query_as("SELECT id FROM users WHERE id = $1 AND team_id = $2 AND NOT active")
        .bind(user_id)
        .bind(team_id)
        .fetch_optional(pool)
        .await?;
    Ok(found.is_some())
}

/// Signs every session of user `user_id` out, on every instance: their credentials version moves
/// on, so every token issued before is refused.
pub async fn end_all(db: &Db, user_id: i64) -> Result<()> {
    let mut tx = db.begin_write().await?;
    sqlx::query("UPDATE users SET token_version = token_version + 1, updated_at = $1 WHERE id = $2")
        .bind(now())
        .bind(user_id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Revokes a token until its expiry, and forgets the revocations that have expired.
pub async fn revoke(db: &Db, jti: &str, expires_at: i64) -> Result<()> {
    let mut tx = db.begin_write().await?;
    sqlx::query("DELETE FROM revoked_tokens WHERE expires_at < $1").bind(now()).execute(&mut *tx).await?;
    sqlx::query("INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, $2) ON CONFLICT (jti) DO NOTHING")
        .bind(jti)
        .bind(expires_at)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(())
}
