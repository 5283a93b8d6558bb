//! `/auth`: sign in (a token for an e-mail and password), sign out (revoke the token) and sign
//! out everywhere (every token of the user).

use std::net::{IpAddr, SocketAddr};

use axum::extract::{ConnectInfo, State};
use axum::http::HeaderMap;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::extract::{CurrentUser, Json};
use super::openapi::{BadRequest, Invalid, Unauthorized, UnsupportedMediaType};
use crate::auth::token::Subject;
use crate::auth::{password, throttle};
use crate::db::{sessions, users};
use crate::error::{Error, ErrorBody, Result};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(login)).routes(routes!(logout)).routes(routes!(logout_all))
}

#[derive(Debug, Deserialize, ToSchema)]
struct LoginRequest {
    /// Matched case-insensitively.
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: String,
}

#[derive(Debug, Serialize, ToSchema)]
struct LoginResponse {
    /// A JWT (HS256) for `Authorization: Bearer`, with the claims `sub` (the user id), `roles`,
    /// `name`, `team_id`, `company_id`, `iat`, `exp` and `jti`.
    token: String,
}

#[derive(Debug, Serialize, ToSchema)]
struct SignedOut {
    /// `Signed out`, or `Signed out everywhere`.
    message: &'static str,
}

/// Sign in.
///
/// After 5 failures for one e-mail from one address, or 20 from one address, within 15 minutes,
/// attempts answer 429; past 5 failures on one e-mail from anywhere, each further attempt waits
/// (1 to 8 seconds) before it is answered.
///
/// A user an admin has deactivated is refused (401) with a message saying so, but only when the
/// password is right: a wrong one answers as for anyone.
#[utoipa::path(
    post,
    path = "/login",
    operation_id = "login",
    tag = "auth",
    security(()),
    request_body = LoginRequest,
    responses(
        (status = 200, description = "Signed in", body = LoginResponse),
        (status = 400, response = BadRequest),
        (status = 401, description = "`Invalid email or password`, or for a deactivated user's right password \
            `This account is deactivated: ask an admin of your team to reactivate it`", body = ErrorBody),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
        (status = 429, description = "Too many attempts", body = ErrorBody,
            headers(("Retry-After" = u64, description = "Seconds to wait"))),
    )
)]
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
    if !user.active {
        // Still counted as a failed attempt: the throttle's count is not given back.
        tracing::warn!(user_id = user.id, %address, "sign-in of a deactivated user");
        return Err(Error::Deactivated);
    }
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

/// Sign out.
///
/// The token is revoked for every server instance.
#[utoipa::path(
    post,
    path = "/logout",
    operation_id = "logout",
    tag = "auth",
    security(("bearer" = [])),
    responses((status = 200, description = "Signed out", body = SignedOut), (status = 401, response = Unauthorized))
)]
async fn logout(State(state): State<AppState>, user: CurrentUser) -> Result<Json<SignedOut>> {
    sessions::revoke(&state.db, &user.claims.jti, user.claims.exp).await?;
    tracing::info!(user_id = user.id, "signed out");
    Ok(Json(SignedOut { message: "Signed out" }))
}

/// Sign out everywhere.
///
/// Every session of the signed-in user ends, this one included, on every server instance: each
/// token they were issued before is refused from now on.
#[utoipa::path(
    post,
    path = "/logout-all",
    operation_id = "logoutAll",
    tag = "auth",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "Signed out everywhere", body = SignedOut),
        (status = 401, response = Unauthorized),
    )
)]
async fn logout_all(State(state): State<AppState>, user: CurrentUser) -> Result<Json<SignedOut>> {
    sessions::end_all(&state.db, user.id).await?;
    tracing::info!(user_id = user.id, "signed out everywhere");
    Ok(Json(SignedOut { message: "Signed out everywhere" }))
}
