//! Server instances: each running one records itself, then beats every few seconds, so that
//! "Your Servers" lists every instance that serves this database (`crate::instance` runs the
//! beats).

use std::time::{Duration, Instant};

use sqlx::AnyPool;

use super::columns::Columns;
use super::now;
use crate::error::Result;
use crate::instance::Instance;

/// How long an instance that has not been seen stays listed (as stopped) before it is forgotten.
const FORGOTTEN_AFTER_SECS: i64 = 24 * 60 * 60;

/// An instance as recorded.
#[derive(Debug, sqlx::FromRow)]
pub struct Recorded {
    pub id: String,
    pub version: String,
    pub engine: String,
    pub host: Option<String>,
    pub started_at: i64,
    pub last_seen_at: i64,
    pub stopped_at: Option<i64>,
    pub database_latency_us: Option<i64>,
}

/// One round trip to the database: how long a trivial query takes.
pub async fn ping(pool: &AnyPool) -> Result<Duration> {
    let start = Instant::now();
    sqlx::query("SELECT 1").execute(pool).await?;
    Ok(start.elapsed())
}

/// Records `instance` as seen now, with its last round trip to the database (the first beat
/// records it, a later one finds it; a beat after a stop shows it running again), and forgets
/// the instances not seen for a day.
pub async fn beat(pool: &AnyPool, instance: &Instance, latency: Duration) -> Result<()> {
    let at = now();
    let mut columns = Columns::new();
    columns
        .set("id", &instance.id)
        .set("version", instance.version)
        .set("engine", instance.engine.as_str())
        .set("host", instance.host.as_deref())
        .set("started_at", instance.started_at)
        .set("last_seen_at", at)
        .set("database_latency_us", i64::try_from(latency.as_micros()).unwrap_or(i64::MAX));
    let sql = format!(
        "INSERT INTO instances ({}) VALUES ({})
         ON CONFLICT (id) DO UPDATE SET last_seen_at = excluded.last_seen_at, stopped_at = NULL,
           database_latency_us = excluded.database_latency_us",
        columns.names(),
        columns.values()
    );
    sqlx::query_with(&sql, columns.arguments()?).execute(pool).await?;
    sqlx::query("DELETE FROM instances WHERE last_seen_at < $1").bind(at - FORGOTTEN_AFTER_SECS).execute(pool).await?;
    Ok(())
}

/// Marks instance `id` stopped, at its graceful stop.
pub async fn stopped(pool: &AnyPool, id: &str) -> Result<()> {
    let at = now();
    // On its own connection, closed here rather than handed back: the pool closes right after,
    // and a connection handed back meanwhile (the pool pings it on the way) could stay open past
    // the close, keeping SQLite from folding its WAL back into the database file.
    let mut conn = pool.acquire().await?;
    sqlx::query("UPDATE instances SET stopped_at = $1, last_seen_at = $1 WHERE id = $2")
        .bind(at)
        .bind(id)
        .execute(&mut *conn)
        .await?;
    conn.close().await?;
    Ok(())
}

/// Every recorded instance, the most recently started first.
pub async fn list(pool: &AnyPool) -> Result<Vec<Recorded>> {
    Ok(sqlx::query_as(
        "SELECT id, version, engine, host, started_at, last_seen_at, stopped_at, database_latency_us
         FROM instances ORDER BY started_at DESC, id",
    )
    .fetch_all(pool)
    .await?)
}
