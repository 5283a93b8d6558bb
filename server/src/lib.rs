//! Rightsdesk's server: serves the web app, `/auth` and `/api` on one port, over SQLite
//! (embedded, the default) or PostgreSQL. `main.rs` only parses the command line; everything
//! else is here so tests can start a real server on port 0.

pub mod auth;
pub mod background;
pub mod backup;
pub mod clock;
pub mod commands;
pub mod config;
pub mod country_names;
pub mod db;
pub mod error;
pub mod http;
pub mod import;
pub mod instance;
pub mod jobs;
pub mod mail;
pub mod onix;
pub mod reference;
pub mod state;

use std::future::Future;
use std::io::ErrorKind;
use std::net::SocketAddr;
use std::pin::pin;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::ConnectInfo;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use secrecy::ExposeSecret;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tower_http::add_extension::AddExtension;

use crate::auth::token::TokenKeys;
use crate::config::Config;
use crate::db::{Db, Workload};
use crate::error::{Error, Result};
use crate::instance::Instance;
use crate::mail::Mailer;
use crate::reference::Reference;
use crate::state::AppState;

/// The whole application as a router.
pub fn app(state: AppState) -> Router {
    http::router(state)
}

/// Serves until `shutdown` completes, then finishes the requests under way and returns. While it
/// serves, the instance records itself in the database for `GET /api/servers` (`instance`), runs
/// the scheduled jobs (`jobs`) and sends the e-mail queued (`mail`).
///
/// A loop of our own rather than `axum::serve`, which sets no timer: a client that is slow to
/// send its request head (or, on an idle keep-alive connection, its next request) is cut off
/// after `header_timeout`; the router fails a body that stalls for `body_timeout`; at most
/// `max_connections` are served at once. HTTP/1.1 with keep-alive, as before; no HTTP/2, which
/// browsers only speak over TLS and which the header timeout would not cover. Accept errors are
/// logged and retried, so this only returns `Ok`.
pub async fn serve(
    listener: TcpListener,
    state: AppState,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<()> {
    let limits = state.limits;
    let (db, this) = (state.db.clone(), state.instance.clone());
    let background = state.clone();
    let app = app(state);
    let mut http = http1::Builder::new();
    http.timer(TokioTimer::new()).header_read_timeout(limits.header_timeout);
    let slots = Arc::new(Semaphore::new(limits.max_connections));
    let connections = GracefulShutdown::new();
    let mut shutdown = pin!(shutdown);
    // Recorded before the first client is served, so that `GET /api/servers` always lists the
    // instance that answers it.
    let beats = instance::start(&db, &this).await;
    let (scheduler, mailer) = (jobs::start(&background), mail::start(&background));
    drop(background);
    loop {
        let (slot, stream, peer) = tokio::select! {
            next = next_connection(&listener, &slots) => next,
            () = &mut shutdown => break,
        };
        // What `into_make_service_with_connect_info` did: sign-in throttling reads the peer.
        let service = TowerToHyperService::new(AddExtension::new(app.clone(), ConnectInfo(peer)));
        let connection = connections.watch(http.serve_connection(TokioIo::new(stream), service));
        tokio::spawn(async move {
            if let Err(err) = connection.await {
                // Timeouts and clients that hang up: routine, but worth seeing when debugging.
                tracing::debug!(%peer, error = %err, "connection closed");
            }
            drop(slot);
        });
    }
    // Stop listening first, so new clients are refused rather than left waiting.
    drop(listener);
    connections.shutdown().await;
    // A run or a message under way finishes first: the database is closed next.
    if let Some(scheduler) = scheduler {
        scheduler.stop("the scheduler").await;
    }
    if let Some(mailer) = mailer {
        mailer.stop("the mailer").await;
    }
    instance::stop(&db, &this, beats).await;
    Ok(())
}

/// Waits for a free slot, then for a client. Taking the slot first means that when all are
/// taken new clients wait in the kernel's listen queue instead of being accepted and dropped.
async fn next_connection(
    listener: &TcpListener,
    slots: &Arc<Semaphore>,
) -> (OwnedSemaphorePermit, TcpStream, SocketAddr) {
    let slot = slots.clone().acquire_owned().await.expect("the connection semaphore is never closed");
    loop {
        match listener.accept().await {
            Ok((stream, peer)) => return (slot, stream, peer),
            // The client gave up before we accepted it: nothing to do.
            Err(err) if matches!(err.kind(), ErrorKind::ConnectionAborted | ErrorKind::ConnectionReset) => {}
            // Most likely out of file descriptors: wait for some to close rather than spin.
            Err(err) => {
                tracing::error!(error = %err, "cannot accept connections");
                tokio::time::sleep(Duration::from_secs(1)).await;
            }
        }
    }
}

/// Opens the database (creating and migrating it) as the configuration says, for `workload`.
pub async fn open_database(config: &Config, workload: Workload) -> Result<Db> {
    if config.database_url.is_none() {
        ensure_data_dir(config)?;
    }
    Db::connect(&config.database_url(), workload, Duration::from_millis(config.db_timeout_ms)).await
}

/// Everything a server needs before it listens.
pub async fn prepare(config: &Config) -> Result<AppState> {
    // Settings that cannot work stop the start before anything is opened.
    let mail = Mailer::from_config(config)?.map(Arc::new);
    let db = open_database(config, Workload::Requests).await?;
    if config.jwt_secret.is_none() {
        ensure_data_dir(config)?;
    }
    let secret =
        auth::secret::load_or_create(config.jwt_secret.as_ref().map(ExposeSecret::expose_secret), &config.data_dir)?;
    Ok(AppState {
        instance: Arc::new(Instance::new(db.backend)),
        db,
        keys: Arc::new(TokenKeys::new(&secret, config.token_ttl_minutes)),
        reference: Arc::new(Reference::load()),
        web_dir: config.web_dir.clone(),
        limits: config.connection_limits(),
        trusted_proxies: config.trusted_proxy.clone().into(),
        public_url: config.public_url.as_deref().map(Arc::from),
        mail,
        jobs_every: Duration::from_secs(config.jobs_every_secs),
    })
}

/// Binds the configured address, with a message that says how to fix a taken port.
pub async fn bind(config: &Config) -> Result<TcpListener> {
    TcpListener::bind(config.bind).await.map_err(|err| {
        let hint = match err.kind() {
            ErrorKind::AddrInUse => "it is already in use: stop the other program or choose another address",
            ErrorKind::PermissionDenied => "permission denied: choose a port above 1023",
            _ => "choose another address",
        };
        Error::Config(format!("cannot listen on {}: {hint} with --bind (RIGHTSDESK_BIND)", config.bind))
    })
}

fn ensure_data_dir(config: &Config) -> Result<()> {
    let dir = &config.data_dir;
    let unwritable = |err: std::io::Error| {
        Error::Config(format!(
            "cannot write to the data folder {}: {err}; make it writable or choose another with --data-dir (RIGHTSDESK_DATA_DIR)",
            dir.display()
        ))
    };
    std::fs::create_dir_all(dir).map_err(unwritable)?;
    // Creating the folder can succeed on a read-only folder that already exists: try a write.
    let probe = dir.join(".write-test");
    std::fs::write(&probe, b"ok").map_err(unwritable)?;
    std::fs::remove_file(probe).map_err(unwritable)
}
