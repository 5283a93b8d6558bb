//! The runs of the scheduled jobs (`job_runs`, migration 0026): a run claims its team's window by
//! inserting its row in the transaction of its changes ([`claim`]), and writes what it did on it
//! before that transaction commits ([`finish`]); the Jobs panel reads them back.

use std::collections::HashSet;

use rightsdesk_core::Job;
use sqlx::{AnyConnection, AnyPool};

use super::now;
use crate::error::{Error, Result};

/// A run as recorded. `manual` is read as 0/1: sqlx's Any driver cannot decode SQLite's BOOLEAN.
#[derive(Debug, sqlx::FromRow)]
pub struct Run {
    pub id: i64,
    pub job: String,
    pub run_window: String,
    pub instance_id: String,
    pub manual: i64,
    /// Seconds since the epoch.
    pub started_at: i64,
    pub finished_at: i64,
    pub duration_ms: i64,
    pub changed: i64,
    pub summary: String,
}

const COLUMNS: &str = "id, job, run_window, instance_id, CAST(CASE WHEN manual THEN 1 ELSE 0 END AS BIGINT) AS manual,
       started_at, finished_at, duration_ms, changed, summary";

/// Claims `job`'s `window` for team `team_id` in `conn`'s transaction, for this `instance`, as a
/// run started at `started_at` (seconds since the epoch): the new run's id, or `None` when the
/// window is already claimed (by another instance, or by this one before). On PostgreSQL an
/// insert of a key another transaction has just inserted waits for that transaction: if it
/// commits, this finds its row; if it rolls back, this claims the window.
pub async fn claim(
    conn: &mut AnyConnection,
    team_id: i64,
    job: Job,
    window: &str,
    instance: &str,
    manual: bool,
    started_at: i64,
) -> Result<Option<i64>> {
    let claimed: Option<(i64,)> = sqlx::query_as(
        "INSERT INTO job_runs (team_id, job, run_window, instance_id, manual, started_at, finished_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6)
         ON CONFLICT (job, team_id, run_window) DO NOTHING RETURNING id",
    )
    .bind(team_id)
    .bind(job.as_str())
    .bind(window)
    .bind(instance)
    .bind(manual)
    .bind(started_at)
    .fetch_optional(conn)
    .await?;
    Ok(claimed.map(|(id,)| id))
}

/// Writes what run `id` did, as it ends (in the transaction that claimed it), and reads it back.
pub async fn finish(conn: &mut AnyConnection, id: i64, changed: usize, summary: &str, duration_ms: i64) -> Result<Run> {
    sqlx::query("UPDATE job_runs SET finished_at = $1, duration_ms = $2, changed = $3, summary = $4 WHERE id = $5")
        .bind(now())
        .bind(duration_ms)
        .bind(i64::try_from(changed).unwrap_or(i64::MAX))
        .bind(summary)
        .bind(id)
        .execute(&mut *conn)
        .await?;
    sqlx::query_as(&format!("SELECT {COLUMNS} FROM job_runs WHERE id = $1"))
        .bind(id)
        .fetch_optional(conn)
        .await?
        .ok_or_else(|| Error::Internal(format!("the job run {id} vanished in its own transaction")))
}

/// Which of `windows` (each a job and a window) team `team_id` has run already: the scheduler's
/// look before it opens a write transaction, which it does only for a window not run yet.
pub async fn ran(pool: &AnyPool, team_id: i64, windows: &[(Job, &str)]) -> Result<HashSet<(Job, String)>> {
    let names: Vec<&str> = windows.iter().map(|(_, window)| *window).collect();
    let placeholders: Vec<String> = (0..names.len()).map(|i| format!("${}", i + 2)).collect();
    let sql = format!(
        "SELECT job, run_window FROM job_runs WHERE team_id = $1 AND run_window IN ({})",
        if placeholders.is_empty() { "NULL".to_owned() } else { placeholders.join(", ") }
    );
    let mut query = sqlx::query_as::<_, (String, String)>(&sql).bind(team_id);
    for name in names {
        query = query.bind(name);
    }
    let found = query.fetch_all(pool).await?;
    Ok(found.into_iter().filter_map(|(job, window)| Some((Job::parse(&job)?, window))).collect())
}

/// Forgets the runs started before `before` (Unix seconds): a window that old is never claimed
/// again, and the admins' list shows the latest 50.
pub async fn forget_before(pool: &AnyPool, before: i64) -> Result<u64> {
    Ok(sqlx::query("DELETE FROM job_runs WHERE started_at < $1").bind(before).execute(pool).await?.rows_affected())
}

/// The team's `limit` latest runs, newest first.
pub async fn latest(pool: &AnyPool, team_id: i64, limit: i64) -> Result<Vec<Run>> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM job_runs WHERE team_id = $1 ORDER BY id DESC LIMIT $2"))
        .bind(team_id)
        .bind(limit)
        .fetch_all(pool)
        .await?)
}

/// The team's last run of each job that has run.
pub async fn last_of_each(pool: &AnyPool, team_id: i64) -> Result<Vec<Run>> {
    Ok(sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM job_runs WHERE id IN (SELECT MAX(id) FROM job_runs WHERE team_id = $1 GROUP BY job)"
    ))
    .bind(team_id)
    .fetch_all(pool)
    .await?)
}
