//! The signed-in user's own account: `GET /api/me` (as stored now: name, e-mail, roles, team),
//! `PUT /api/me` (a new name), `POST /api/me/password` (a new password, which signs the user's
//! other sessions out); and `GET /api/team/members`: who else is in the team.

use std::net::SocketAddr;

use axum::extract::{ConnectInfo, State};
use axum::http::HeaderMap;
use rightsdesk_core::{FieldErrors, Normalize, User, messages, validate_new_password, validate_user};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::extract::{CurrentUser, Json};
use super::openapi::{BadRequest, Invalid, TooLarge, Unauthorized, UnsupportedMediaType};
use crate::auth::token::Subject;
use crate::auth::{password, throttle};
use crate::db::users::{self, Member, UserSummary};
use crate::error::{Error, ErrorBody, Result};
use crate::state::AppState;

/// The signed-in user as stored now (name, e-mail, roles, team).
#[utoipa::path(
    get,
    path = "/me",
    operation_id = "me",
    tag = "account",
    security(("bearer" = [])),
    responses((status = 200, description = "The user", body = UserSummary), (status = 401, response = Unauthorized))
)]
pub async fn me(State(state): State<AppState>, user: CurrentUser) -> Result<Json<UserSummary>> {
    let mut conn = state.db.pool.acquire().await?;
    users::find(&mut conn, user.id).await?.map(Json).ok_or(Error::NotFound)
}

/// A new name for the signed-in user.
#[derive(Debug, Deserialize, ToSchema)]
pub struct Rename {
    /// Required (not blank), at most 200 characters; trimmed.
    #[serde(default)]
    #[schema(required, nullable = false, pattern = "\\S", max_length = 200)]
    name: Option<String>,
}

/// Rename the signed-in user; the e-mail address and the role are not theirs to change.
///
/// Tokens issued before keep the old name in their `name` claim until they expire; `GET /api/me`
/// answers the new one at once.
#[utoipa::path(
    put,
    path = "/me",
    operation_id = "renameMe",
    tag = "account",
    security(("bearer" = [])),
    request_body = Rename,
    responses(
        (status = 200, description = "The user as stored", body = UserSummary),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 413, response = TooLarge),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
    )
)]
pub async fn rename(
    State(state): State<AppState>,
    user: CurrentUser,
    Json(request): Json<Rename>,
) -> Result<Json<UserSummary>> {
    // A user's name follows the rules of the admins' user form: the same core check, its
    // `name` message alone (the other fields are not this call's).
    let named = User { name: request.name.unwrap_or_default(), ..User::default() };
    let errors: FieldErrors = validate_user(&named).iter().filter(|(field, _)| *field == "name").collect();
    errors.into_result().map_err(Error::Validation)?;
    if !users::rename(&state.db.pool, user.id, &named.normalized().name).await? {
        return Err(Error::NotFound);
    }
    me(State(state), user).await
}

/// A password change: the current password, and the new one.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasswordChange {
    /// The password the user signs in with now.
    #[serde(default)]
    #[schema(required, nullable = false, format = Password)]
    current_password: Option<String>,
    /// At least 10 characters, counted as typed (spaces too; never trimmed).
    #[serde(default)]
    #[schema(required, nullable = false, format = Password, min_length = 10)]
    new_password: Option<String>,
}

/// The answer of a password change.
#[derive(Debug, Serialize, ToSchema)]
pub struct PasswordChanged {
    /// A new token for this session, to use from now on in place of the one that made the call,
    /// which is refused from now on like every other token issued before the change.
    token: String,
}

/// Change the signed-in user's password.
///
/// Every session of the user ends, on every instance: the token that made the call is refused
/// from now on too, and the answer carries this session's new token. A wrong current password
/// counts as a failed sign-in of the user's e-mail (the same throttle: 429 after 5 from one
/// address within 15 minutes).
#[utoipa::path(
    post,
    path = "/me/password",
    operation_id = "changeMyPassword",
    tag = "account",
    security(("bearer" = [])),
    request_body = PasswordChange,
    responses(
        (status = 200, description = "Changed; the session's new token", body = PasswordChanged),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 413, response = TooLarge),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, description = "`currentPassword`: `Current password is incorrect`; `newPassword`: \
            `Password must be at least 10 characters`", body = crate::error::ValidationErrorBody),
        (status = 429, description = "Too many wrong current passwords", body = ErrorBody,
            headers(("Retry-After" = u64, description = "Seconds to wait"))),
    )
)]
pub async fn change_password(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    user: CurrentUser,
    Json(request): Json<PasswordChange>,
) -> Result<Json<PasswordChanged>> {
    let (current, new) = (request.current_password.unwrap_or_default(), request.new_password.unwrap_or_default());
    let mut errors = validate_new_password(&new);
    let (email, name, hash) = users::password_of(&state.db.pool, user.id).await?.ok_or(Error::Unauthorized)?;
    let address = throttle::client_address(peer.ip(), &headers, &state.trusted_proxies);
    let delay = throttle::attempt(&state.db, &email, address).await?;
    tokio::time::sleep(delay).await;
    if password::verify(&current, &hash).await? {
        throttle::succeeded(&state.db, &email, address).await?;
    } else {
        tracing::warn!(user_id = user.id, %address, "wrong current password");
        errors.add("currentPassword", messages::CURRENT_PASSWORD_INCORRECT);
    }
    errors.into_result().map_err(Error::Validation)?;
    let token_version = users::change_password(&state.db.pool, user.id, &password::hash(&new).await?).await?;
    let token = state.keys.issue(Subject {
        user_id: user.id,
        team_id: user.team_id,
        name: &name,
        role: user.role,
        token_version,
    })?;
    tracing::info!(user_id = user.id, "password changed");
    Ok(Json(PasswordChanged { token }))
}

/// The signed-in user's team, by name: whom a prospection may be given to (any role may read
/// it). Deactivated users are left out.
#[utoipa::path(
    get,
    path = "/team/members",
    operation_id = "teamMembers",
    tag = "account",
    security(("bearer" = [])),
    responses((status = 200, description = "The team's active users", body = [Member]), (status = 401, response = Unauthorized))
)]
pub async fn team_members(State(state): State<AppState>, user: CurrentUser) -> Result<Json<Vec<Member>>> {
    Ok(Json(users::members(&state.db.pool, user.team_id).await?))
}
