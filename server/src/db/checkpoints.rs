//! SQLite's checkpoints: the WAL's pages copied into the database file by a task of the server's
//! own, beside the writes, rather than by the commit that fills the WAL.
//!
//! Left to itself, SQLite checkpoints in the commit that takes the WAL past 1,000 pages: that
//! write's answer waited for the copy and its two fsyncs (one title created in fifty took 5 to 10
//! ms instead of 0.9), and so did every write queued behind it, the write turn being held. Here
//! the connections never do (`wal_autocheckpoint = 0`, [`Db::connect`]): every [`PAUSE`] a
//! passive checkpoint copies what the commits since wrote, waiting for no one and waited for by
//! no one. SQLite starts a WAL over at its beginning (rather than growing it) only when a write
//! begins with every page of it copied, which a copy made beside the writes never quite sees: once
//! the WAL holds [`RESTART_PAGES`], the copy is finished holding the write turn, where it has a
//! few pages left to copy. Every [`TRUNCATE_EVERY`] it also truncates a WAL grown past
//! [`WAL_LIMIT_BYTES`] (readers always in flight keep SQLite from starting it over).

use std::time::Duration;

use sqlx::AnyPool;
use tokio::time::{Instant, MissedTickBehavior};

use super::{Backend, Db};
use crate::error::Result;

/// How often the pages the commits wrote are copied into the database file.
const PAUSE: Duration = Duration::from_millis(50);
/// The WAL's size, in pages, past which a copy is finished under the write turn, so that the next
/// write starts the WAL over: SQLite's own size for its automatic checkpoint.
const RESTART_PAGES: i64 = 1000;
/// How often the WAL's size is checked against its limit; and how long after a failed
/// checkpoint (a full disk) the next is tried, rather than logging it twenty times a second.
const TRUNCATE_EVERY: Duration = Duration::from_secs(10);
/// The WAL's size past which it is truncated; after a checkpoint starts it over, SQLite shrinks
/// its file back to this size (`journal_size_limit`).
pub(super) const WAL_LIMIT_BYTES: i64 = 64 * 1024 * 1024;

impl Db {
    /// SQLite: copies the WAL into the database file, and when the WAL has grown past
    /// `limit_bytes`, waits for the readers and truncates it. Returns the WAL's size in bytes
    /// before. PostgreSQL: 0.
    pub async fn checkpoint(&self, limit_bytes: i64) -> Result<i64> {
        if self.backend != Backend::Sqlite {
            return Ok(0);
        }
        let wal_pages = passive(&self.pool).await?;
        let (page_size,): (i64,) = sqlx::query_as("PRAGMA page_size").fetch_one(&self.pool).await?;
        let wal_bytes = wal_pages * page_size;
        if wal_bytes > limit_bytes {
            sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)").execute(&self.pool).await?;
        }
        Ok(wal_bytes)
    }

    /// SQLite: checkpoints the WAL for as long as the pool is open (the module's comment says how).
    pub(super) fn spawn_checkpoints(&self) {
        if self.backend != Backend::Sqlite {
            return;
        }
        let db = self.clone();
        tokio::spawn(async move {
            let mut every = tokio::time::interval(PAUSE);
            every.set_missed_tick_behavior(MissedTickBehavior::Delay);
            let mut truncate_at = Instant::now() + TRUNCATE_EVERY;
            loop {
                every.tick().await;
                if db.pool.is_closed() {
                    return;
                }
                let checked = if Instant::now() < truncate_at {
                    db.copy().await
                } else {
                    truncate_at = Instant::now() + TRUNCATE_EVERY;
                    db.checkpoint(WAL_LIMIT_BYTES).await.map(drop)
                };
                if let Err(err) = checked {
                    if db.pool.is_closed() {
                        return;
                    }
                    tracing::warn!(error = %err, "WAL checkpoint failed");
                    tokio::time::sleep(TRUNCATE_EVERY).await;
                }
            }
        });
    }

    /// Copies the WAL's pages into the database file beside the writes, and once the WAL holds
    /// [`RESTART_PAGES`], the rest with the write turn held.
    async fn copy(&self) -> Result<()> {
        if passive(&self.pool).await? >= RESTART_PAGES {
            let _quiet = self.turn.quiet().await?;
            passive(&self.pool).await?;
        }
        Ok(())
    }
}

/// A passive checkpoint (it copies what no reader still needs, and waits for nobody): the WAL's
/// size in pages.
async fn passive(pool: &AnyPool) -> Result<i64> {
    let (_busy, wal_pages, _copied): (i64, i64, i64) =
        sqlx::query_as("PRAGMA wal_checkpoint(PASSIVE)").fetch_one(pool).await?;
    Ok(wal_pages.max(0))
}
