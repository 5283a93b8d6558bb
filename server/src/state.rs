//! What every handler shares: the database, the token keys, the ISO lists, the proxies trusted
//! to name the client's address, who this server instance is, its e-mail and its scheduler's tick.

use std::net::IpAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use crate::auth::token::TokenKeys;
use crate::config::ConnectionLimits;
use crate::db::Db;
use crate::instance::Instance;
use crate::mail::Mailer;
use crate::reference::Reference;

#[derive(Clone)]
pub struct AppState {
    pub db: Db,
    pub keys: Arc<TokenKeys>,
    pub reference: Arc<Reference>,
    /// The built web app; `index.html` answers every client route.
    pub web_dir: PathBuf,
    /// Timeouts and the connection cap, read by `serve` and the router.
    pub limits: ConnectionLimits,
    /// Reverse proxies whose `X-Forwarded-For` names the client (see `auth::throttle`).
    pub trusted_proxies: Arc<[IpAddr]>,
    /// The address people reach the server by, for links made outside a page (the calendar
    /// feed's); when absent, the `Host` a request named.
    pub public_url: Option<Arc<str>>,
    /// This server instance, as `GET /api/servers` lists it.
    pub instance: Arc<Instance>,
    /// E-mail, when the server has SMTP settings (`crate::mail`).
    pub mail: Option<Arc<Mailer>>,
    /// Time between two ticks of this instance's scheduler (`crate::jobs`); zero: no scheduler.
    pub jobs_every: Duration,
}
