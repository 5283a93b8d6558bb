//! What every handler shares: the database, the token keys, the login throttle and the ISO lists.

use std::path::PathBuf;
use std::sync::Arc;

use crate::auth::throttle::LoginThrottle;
use crate::auth::token::TokenKeys;
use crate::db::Db;
use crate::reference::Reference;

#[derive(Clone)]
pub struct AppState {
    pub db: Db,
    pub keys: Arc<TokenKeys>,
    pub throttle: Arc<LoginThrottle>,
    pub reference: Arc<Reference>,
    /// The built web app; `index.html` answers every client route.
    pub web_dir: PathBuf,
}
