//! `/auth`: sign in (a token for an e-mail and password) and sign out (revoke the token).

use std::net::{IpAddr, SocketAddr};

use axum::Router;
use axum::extract::{ConnectInfo, State};
use axum::http::HeaderMap;
use axum::routing::post;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::extract::{CurrentUser, Json};
use crate::auth::token::Subject;
use crate::auth::{password, throttle};
use crate::db::{sessions, users};
use crate::error::{Error, Result};
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new().route("/login", post(login)).route("/logout", post(logout))
}

#[derive(Debug, Deserialize)]
struct LoginRequest {
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: String,
}

#[derive(Debug, Serialize)]
struct LoginResponse {
    token: String,
}

async fn login(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Json(request): Json<LoginRequest>,
) -> Result<Json<LoginResponse>> {
    let address = throttle::client_address(peer.ip(), &headers, &state.trusted_proxies);
    let delay = throttle::attempt(&state.db, &request.email, address).await?;
    tokio::time::sleep(delay).await;
    let found = users::credentials(&state.db.pool, &request.email).await?;
    let user = match found {
        Some(user) if password::verify(&request.password, &user.password_hash).await? => user,
        Some(_) => return Err(refuse(address)),
        None => {
            password::verify_dummy(&request.password).await?;
            return Err(refuse(address));
        }
    };
    throttle::succeeded(&state.db, &request.email, address).await?;
    let token = state.keys.issue(Subject {
        user_id: user.id,
        team_id: user.team_id,
        name: &user.name,
        role: user.role,
        token_version: user.token_version,
    })?;
    tracing::info!(user_id = user.id, team_id = user.team_id, "signed in");
    Ok(Json(LoginResponse { token }))
}

fn refuse(address: IpAddr) -> Error {
    tracing::warn!(%address, "failed sign-in");
    Error::BadCredentials
}

async fn logout(State(state): State<AppState>, user: CurrentUser) -> Result<Json<Value>> {
    sessions::revoke(&state.db, &user.claims.jti, user.claims.exp).await?;
    tracing::info!(user_id = user.id, "signed out");
    Ok(Json(json!({ "message": "Signed out" })))
}
