//! Rightsdesk's server: serves the web app, `/auth` and `/api` on one port, over SQLite
//! (embedded, the default) or PostgreSQL. `main.rs` only parses the command line; everything
//! else is here so tests can start a real server on port 0.

pub mod auth;
pub mod commands;
pub mod config;
pub mod db;
pub mod error;
pub mod http;
pub mod reference;
pub mod state;

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;

use axum::Router;
use tokio::net::TcpListener;

use crate::auth::throttle::LoginThrottle;
use crate::auth::token::TokenKeys;
use crate::config::Config;
use crate::db::Db;
use crate::error::{Error, Result};
use crate::reference::Reference;
use crate::state::AppState;

/// The whole application as a router.
pub fn app(state: AppState) -> Router {
    http::router(state)
}

/// Serves until `shutdown` completes, then finishes the requests under way.
pub async fn serve(listener: TcpListener, state: AppState, shutdown: impl Future<Output = ()> + Send + 'static) -> Result<()> {
    let service = app(state).into_make_service_with_connect_info::<SocketAddr>();
    axum::serve(listener, service)
        .with_graceful_shutdown(shutdown)
        .await
        .map_err(|err| Error::Internal(format!("server stopped: {err}")))
}

/// Opens the database (creating and migrating it) as the configuration says.
pub async fn open_database(config: &Config) -> Result<Db> {
    if config.database_url.is_none() {
        ensure_data_dir(config)?;
    }
    Db::connect(&config.database_url()).await
}

/// Everything a server needs before it listens.
pub async fn prepare(config: &Config) -> Result<AppState> {
    let db = open_database(config).await?;
    if config.jwt_secret.is_none() {
        ensure_data_dir(config)?;
    }
    let secret = auth::secret::load_or_create(config.jwt_secret.as_deref(), &config.data_dir)?;
    Ok(AppState {
        db,
        keys: Arc::new(TokenKeys::new(&secret, config.token_ttl_minutes)),
        throttle: Arc::new(LoginThrottle::default()),
        reference: Arc::new(Reference::load()),
        web_dir: config.web_dir.clone(),
    })
}

/// Binds the configured address, with a message that says how to fix a taken port.
pub async fn bind(config: &Config) -> Result<TcpListener> {
    TcpListener::bind(config.bind).await.map_err(|err| {
        let hint = match err.kind() {
            std::io::ErrorKind::AddrInUse => "it is already in use: stop the other program or choose another address",
            std::io::ErrorKind::PermissionDenied => "permission denied: choose a port above 1023",
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
