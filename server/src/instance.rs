//! This server instance, as "Your Servers" lists it (`GET /api/servers`): drawn when the server
//! is prepared, recorded in the database when it starts serving, beating every few seconds while
//! it serves (each beat also times a round trip to the database), and marked stopped when it
//! stops gracefully. An instance that stops otherwise simply stops beating, and is shown as
//! stopped a minute later.

use std::sync::Arc;
use std::time::Duration;

use crate::background::Periodic;
use crate::db::{Backend, Db, instances, now};

/// How often a serving instance records that it is alive.
pub const BEAT_EVERY: Duration = Duration::from_secs(5);

/// An instance not seen for this long is shown as stopped: a dozen missed beats.
pub const STOPPED_AFTER_SECS: i64 = 60;

/// Who this server process is.
#[derive(Debug)]
pub struct Instance {
    /// Random, drawn at start: a restarted server is a new instance.
    pub id: String,
    /// The server's version (`Cargo.toml`).
    pub version: &'static str,
    /// The database engine it serves from.
    pub engine: Backend,
    /// The machine's host name, when the system tells it.
    pub host: Option<String>,
    /// Unix seconds.
    pub started_at: i64,
}

impl Instance {
    /// This process, serving from `engine`, starting now under a new random id.
    pub fn new(engine: Backend) -> Instance {
        Instance {
            id: uuid::Uuid::new_v4().simple().to_string(),
            version: env!("CARGO_PKG_VERSION"),
            engine,
            host: host_name(),
            started_at: now(),
        }
    }
}

/// The host name from the kernel (Linux) or the environment; `None` elsewhere.
fn host_name() -> Option<String> {
    std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .or_else(|| std::env::var("HOSTNAME").ok())
        .or_else(|| std::env::var("COMPUTERNAME").ok())
        .map(|name| name.trim().to_string())
        .filter(|name| !name.is_empty())
}

/// The beats of a serving instance. [`stop`] ends them between two beats; dropping them (when the
/// serving future is dropped rather than shut down) aborts them.
pub struct Beats(Periodic);

/// Records the instance now, then every [`BEAT_EVERY`] until stopped. A failed beat is logged and
/// the next one tried: the instance keeps serving, and shows as stopped only if the database stays
/// out of reach.
pub async fn start(db: &Db, instance: &Arc<Instance>) -> Beats {
    beat(db, instance).await;
    let (db, instance) = (db.clone(), instance.clone());
    Beats(Periodic::spawn(BEAT_EVERY, false, None, move || {
        let (db, instance) = (db.clone(), instance.clone());
        async move { beat(&db, &instance).await }
    }))
}

async fn beat(db: &Db, instance: &Instance) {
    let beaten = match instances::ping(&db.pool).await {
        Ok(latency) => instances::beat(&db.pool, instance, latency).await,
        Err(err) => Err(err),
    };
    if let Err(err) = beaten {
        tracing::warn!(error = %err, "cannot record this instance in the database");
    }
}

/// Stops the beats and marks the instance stopped, at a graceful stop.
pub async fn stop(db: &Db, instance: &Instance, beats: Beats) {
    // Let a beat under way finish rather than abort it mid-statement: the database is closed next,
    // and SQLite folds its WAL back only once no statement holds it.
    beats.0.stop("the instance's beats").await;
    if let Err(err) = instances::stopped(&db.pool, &instance.id).await {
        tracing::warn!(error = %err, "cannot record this instance's stop in the database");
    }
}
