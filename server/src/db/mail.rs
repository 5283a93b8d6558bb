//! The outbox (`mail_outbox`, migration 0026): messages queued by a write in its own transaction
//! ([`queue`]), claimed one at a time by an instance's mailer with a conditional update that one
//! instance alone can make ([`claim`]), then marked sent, due again later, or failed.

use sqlx::{AnyConnection, AnyPool};

use super::columns::Columns;
use crate::error::Result;

/// What a message is: `digest` or `test`.
pub const DIGEST: &str = "digest";
/// See [`DIGEST`].
pub const TEST: &str = "test";

/// A message to queue.
pub struct NewMessage<'a> {
    pub team_id: i64,
    pub user_id: i64,
    pub kind: &'static str,
    pub to_address: &'a str,
    pub to_name: &'a str,
    pub subject: &'a str,
    pub text: &'a str,
    pub html: Option<&'a str>,
}

/// Queues `message` in `conn`'s transaction, due at `at` (seconds since the epoch); answers its id.
pub async fn queue(conn: &mut AnyConnection, message: &NewMessage<'_>, at: i64) -> Result<i64> {
    let mut columns = Columns::new();
    columns
        .set("team_id", message.team_id)
        .set("user_id", message.user_id)
        .set("kind", message.kind)
        .set("to_address", message.to_address)
        .set("to_name", message.to_name)
        .set("subject", message.subject)
        .set("text_body", message.text)
        .set("html_body", message.html)
        .set("next_attempt_at", at)
        .set("created_at", at);
    let sql = format!("INSERT INTO mail_outbox ({}) VALUES ({}) RETURNING id", columns.names(), columns.values());
    let (id,): (i64,) = sqlx::query_as_with(&sql, columns.arguments()?).fetch_one(conn).await?;
    Ok(id)
}

/// A message as the admins' list shows it.
#[derive(Debug, sqlx::FromRow)]
pub struct Listed {
    pub id: i64,
    pub kind: String,
    pub to_address: String,
    pub subject: String,
    pub status: String,
    pub attempts: i64,
    pub next_attempt_at: i64,
    pub sent_at: Option<i64>,
    pub last_error: Option<String>,
    pub created_at: i64,
}

const LISTED: &str =
    "id, kind, to_address, subject, status, attempts, next_attempt_at, sent_at, last_error, created_at";

/// The team's `limit` latest messages, newest first.
pub async fn latest(pool: &AnyPool, team_id: i64, limit: i64) -> Result<Vec<Listed>> {
    Ok(sqlx::query_as(&format!("SELECT {LISTED} FROM mail_outbox WHERE team_id = $1 ORDER BY id DESC LIMIT $2"))
        .bind(team_id)
        .bind(limit)
        .fetch_all(pool)
        .await?)
}

/// The team's message `id`.
pub async fn find(conn: &mut AnyConnection, team_id: i64, id: i64) -> Result<Option<Listed>> {
    Ok(sqlx::query_as(&format!("SELECT {LISTED} FROM mail_outbox WHERE team_id = $1 AND id = $2"))
        .bind(team_id)
        .bind(id)
        .fetch_optional(conn)
        .await?)
}

/// The condition of a message a mailer may claim at `$now`: queued and due, or left `sending` by a
/// claim made before `$stale` (an instance that stopped while sending it).
const CLAIMABLE: &str = "(status = 'queued' AND next_attempt_at <= $1) OR (status = 'sending' AND claimed_at < $2)";

/// The ids of up to `limit` messages a mailer may claim at `now`, the longest due first.
pub async fn due(pool: &AnyPool, now: i64, stale: i64, limit: i64) -> Result<Vec<i64>> {
    let ids: Vec<(i64,)> =
        sqlx::query_as(&format!("SELECT id FROM mail_outbox WHERE {CLAIMABLE} ORDER BY next_attempt_at, id LIMIT $3"))
            .bind(now)
            .bind(stale)
            .bind(limit)
            .fetch_all(pool)
            .await?;
    Ok(ids.into_iter().map(|(id,)| id).collect())
}

/// Claims message `id` for `instance` at `now`, counting the try: true when this call made the
/// claim, false when another instance holds it or it is no longer due. The update's own condition
/// decides, so of two instances claiming at once one alone changes the row.
pub async fn claim(pool: &AnyPool, id: i64, instance: &str, now: i64, stale: i64) -> Result<bool> {
    let done = sqlx::query(&format!(
        "UPDATE mail_outbox SET status = 'sending', claimed_by = $3, claimed_at = $1, attempts = attempts + 1
          WHERE id = $4 AND ({CLAIMABLE})"
    ))
    .bind(now)
    .bind(stale)
    .bind(instance)
    .bind(id)
    .execute(pool)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// A claimed message, as the mailer sends it.
#[derive(Debug, sqlx::FromRow)]
pub struct Outgoing {
    pub to_address: String,
    pub to_name: Option<String>,
    pub subject: String,
    pub text_body: String,
    pub html_body: Option<String>,
    pub attempts: i64,
}

/// Message `id` as claimed by `instance`, unless another claim took it over since.
pub async fn claimed(pool: &AnyPool, id: i64, instance: &str) -> Result<Option<Outgoing>> {
    Ok(sqlx::query_as(
        "SELECT to_address, to_name, subject, text_body, html_body, attempts FROM mail_outbox
          WHERE id = $1 AND status = 'sending' AND claimed_by = $2",
    )
    .bind(id)
    .bind(instance)
    .fetch_optional(pool)
    .await?)
}

/// What became of a try.
pub enum Outcome<'a> {
    Sent {
        at: i64,
    },
    /// To be tried again at `next`, after `error`.
    Retry {
        next: i64,
        error: &'a str,
    },
    /// Given up, with the server's last answer.
    Failed {
        error: &'a str,
    },
}

/// Forgets the messages sent or given up before `before` (Unix seconds), with their bodies: a
/// digest a day for each member would otherwise keep every one ever sent.
pub async fn forget_before(pool: &AnyPool, before: i64) -> Result<u64> {
    let sql = "DELETE FROM mail_outbox WHERE status IN ('sent', 'failed') AND created_at < $1";
    Ok(sqlx::query(sql).bind(before).execute(pool).await?.rows_affected())
}

/// Records what became of `instance`'s try of message `id`.
pub async fn settle(pool: &AnyPool, id: i64, instance: &str, outcome: Outcome<'_>) -> Result<()> {
    let mut columns = Columns::new();
    match outcome {
        Outcome::Sent { at } => {
            columns.set("status", "sent").set("sent_at", at).set("last_error", None::<String>);
        }
        Outcome::Retry { next, error } => {
            columns.set("status", "queued").set("next_attempt_at", next).set("last_error", error);
        }
        Outcome::Failed { error } => {
            columns.set("status", "failed").set("last_error", error);
        }
    }
    columns.set("claimed_by", None::<String>).set("claimed_at", None::<i64>);
    let (key, owner) = (columns.bind(id), columns.bind(instance));
    let sql = format!("UPDATE mail_outbox SET {} WHERE id = {key} AND claimed_by = {owner}", columns.assignments());
    sqlx::query_with(&sql, columns.arguments()?).execute(pool).await?;
    Ok(())
}
