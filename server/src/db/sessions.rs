//! Session tokens that were signed out before they expired.

use sqlx::AnyPool;

use super::now;
use crate::error::Result;

/// Whether the token `jti` of user `user_id` may still be used: the user exists and the token
/// was not revoked. One query per authenticated request.
pub async fn is_active(pool: &AnyPool, user_id: i64, team_id: i64, jti: &str) -> Result<bool> {
    let row: Option<(i64,)> = sqlx::query_as(
        "SELECT id FROM users
         WHERE id = $1 AND team_id = $2
           AND NOT EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = $3)",
    )
    .bind(user_id)
    .bind(team_id)
    .bind(jti)
    .fetch_optional(pool)
    .await?;
    Ok(row.is_some())
}

/// Revokes a token until its expiry, and forgets the revocations that have expired.
pub async fn revoke(pool: &AnyPool, jti: &str, expires_at: i64) -> Result<()> {
    let mut tx = pool.begin().await?;
    sqlx::query("DELETE FROM revoked_tokens WHERE expires_at < $1").bind(now()).execute(&mut *tx).await?;
    sqlx::query("INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, $2) ON CONFLICT (jti) DO NOTHING")
        .bind(jti)
        .bind(expires_at)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(())
}
