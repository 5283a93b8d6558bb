//! `GET /api/servers`: "Your Servers", the server instances that serve this database, as each
//! records itself while it runs (`crate::instance`), with the one that answers marked.

use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

use super::extract::{CurrentUser, Json};
use super::openapi::{Forbidden, Unauthorized};
use crate::db::{Backend, instances, now, timestamp};
use crate::error::{Error, Result};
use crate::instance::STOPPED_AFTER_SECS;
use crate::state::AppState;

/// A server instance that serves this database.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Server {
    /// Random, drawn when the instance started: a restarted server is a new instance.
    id: String,
    /// The server's version.
    version: String,
    /// The database engine: `sqlite` (a file beside the server) or `postgres`.
    database: Backend,
    /// The machine's host name, when its system tells it.
    host: Option<String>,
    /// When the instance started, RFC 3339 in UTC.
    started_at: String,
    /// Its last heartbeat (one every 5 seconds while it runs), or its stop, RFC 3339 in UTC.
    last_seen_at: String,
    /// The instance that answered this call.
    current: bool,
    /// Running: this one, or one seen within the last minute that has not stopped. The others
    /// stopped, or lost the database, and are listed for a day after they were last seen.
    running: bool,
    /// Seconds from its start to now when running, else to when it was last seen.
    uptime_seconds: i64,
    /// Milliseconds of one round trip from the instance to the database: measured for this call
    /// on the current instance, at its last heartbeat on the others; absent when not measured.
    database_latency_ms: Option<f64>,
}

/// The instances that serve this database (admins only), the answering one first, then the running ones, the
/// most recently started first (any role).
///
/// Every instance records itself while it runs, so two servers sharing a PostgreSQL database
/// list each other. The database's health shows as the answering instance's round trip to it
/// (a database out of reach fails this call, like any other, with 500).
#[utoipa::path(
    get,
    path = "/servers",
    operation_id = "listServers",
    tag = "servers",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The instances", body = [Server]),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
    )
)]
pub async fn list(State(state): State<AppState>, user: CurrentUser) -> Result<Json<Vec<Server>>> {
    // Hosts, engines and versions are the operator's business, not every reader's.
    user.require_admin()?;
    let latency = instances::ping(&state.db.pool).await?;
    let at = now();
    let mut servers = Vec::new();
    for recorded in instances::list(&state.db.pool).await? {
        let current = recorded.id == state.instance.id;
        let running = current || (recorded.stopped_at.is_none() && at - recorded.last_seen_at <= STOPPED_AFTER_SECS);
        let database = match recorded.engine.as_str() {
            "sqlite" => Backend::Sqlite,
            "postgres" => Backend::Postgres,
            other => return Err(Error::Internal(format!("unknown engine {other:?} in the instances table"))),
        };
        let latency_us = if current { i64::try_from(latency.as_micros()).ok() } else { recorded.database_latency_us };
        servers.push(Server {
            uptime_seconds: ((if running { at } else { recorded.last_seen_at }) - recorded.started_at).max(0),
            started_at: timestamp(recorded.started_at),
            last_seen_at: timestamp(if current { at } else { recorded.last_seen_at }),
            id: recorded.id,
            version: recorded.version,
            database,
            host: recorded.host,
            current,
            running,
            database_latency_ms: latency_us.map(|micros| micros as f64 / 1000.0),
        });
    }
    // Stable sort: within each group, the most recently started first, as listed.
    servers.sort_by_key(|server| (!server.current, !server.running));
    Ok(Json(servers))
}
