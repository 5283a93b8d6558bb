//! The signed-in user's own account: `GET /api/me` (as stored now: name, e-mail, roles, team),
//! `PUT /api/me` (a new name, a new e-mail address confirmed by the password), `POST /api/me/password` (a new password, which signs the user's
//! other sessions out), `GET`/`PUT /api/me/digest` (their e-mail digest); and `GET
//! /api/team/members`: who else is in the team.

use std::net::SocketAddr;

use axum::extract::{ConnectInfo, State};
use axum::http::HeaderMap;
use rightsdesk_core::limits::DEFAULT_DIGEST_HOUR;
use rightsdesk_core::{
    DigestFrequency, DigestSettings, FieldErrors, Normalize, User, messages, validate_digest_settings,
    validate_new_password, validate_user,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::extract::{CurrentUser, Json};
use super::openapi::{BadRequest, Invalid, Unauthorized, UnsupportedMediaType};
use crate::auth::token::Subject;
use crate::auth::{password, throttle};
use crate::db::digest;
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

/// The signed-in user's profile as they change it.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Profile {
    /// Required (not blank), at most 200 characters; trimmed.
    #[serde(default)]
    #[schema(required, nullable = false, pattern = "\\S", max_length = 200)]
    name: Option<String>,
    /// The address to sign in with from now on; left out, the current one is kept. Trimmed and
    /// lower-cased as every user's.
    #[serde(default)]
    #[schema(nullable = false, format = Email, max_length = 254)]
    email: Option<String>,
    /// The user's password, required with an e-mail address that changes (whoever has an open
    /// session must not take the account over by its address alone).
    #[serde(default)]
    #[schema(nullable = false, format = Password)]
    current_password: Option<String>,
}

/// Change the signed-in user's name and, confirmed by their password, the e-mail address they
/// sign in with; the role is an admin's to change.
///
/// Tokens issued before keep the old name in their `name` claim until they expire; `GET /api/me`
/// answers the new one at once. A wrong password counts as a failed sign-in of the user's
/// current e-mail (429 after 5 from one address within 15 minutes).
#[utoipa::path(
    put,
    path = "/me",
    operation_id = "renameMe",
    tag = "account",
    security(("bearer" = [])),
    request_body = Profile,
    responses(
        (status = 200, description = "The user as stored", body = UserSummary),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 409, description = "Another user has the e-mail address", body = ErrorBody),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, description = "`name`: `Name is required`; `email`: `E-mail is required`, `Enter a \
            valid e-mail address`; `currentPassword`: `Current password is incorrect`", body = crate::error::ValidationErrorBody),
        (status = 429, description = "Too many wrong passwords", body = ErrorBody,
            headers(("Retry-After" = u64, description = "Seconds to wait"))),
    )
)]
pub async fn rename(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    user: CurrentUser,
    Json(request): Json<Profile>,
) -> Result<Json<UserSummary>> {
    let (stored_email, _, hash) = users::password_of(&state.db.pool, user.id).await?.ok_or(Error::Unauthorized)?;
    // The fields follow the rules of the admins' user form: the same core check, its `name`
    // and `email` messages alone (the role is not this call's).
    let profile = User {
        name: request.name.unwrap_or_default(),
        email: request.email.unwrap_or_else(|| stored_email.clone()),
        ..User::default()
    }
    .normalized();
    let mut errors: FieldErrors =
        validate_user(&profile).iter().filter(|(field, _)| matches!(*field, "name" | "email")).collect();
    if profile.email != stored_email {
        let current = request.current_password.unwrap_or_default();
        if !confirm_password(&state, peer, &headers, &stored_email, &current, &hash).await? {
            tracing::warn!(user_id = user.id, "wrong password for an e-mail change");
            errors.add("currentPassword", messages::CURRENT_PASSWORD_INCORRECT);
        }
    }
    errors.into_result().map_err(Error::Validation)?;
    if !users::set_profile(&state.db, user.id, &profile.name, &profile.email).await? {
        return Err(Error::NotFound);
    }
    if profile.email != stored_email {
        tracing::info!(user_id = user.id, "e-mail address changed");
    }
    me(State(state), user).await
}

/// Whether `current` is the password of the user signing in as `email` (hash `hash`), counted
/// by the sign-in throttle as a sign-in of that address: a wrong one is a failed attempt, and
/// the answer waits for the throttle's delay (429 once it refuses).
async fn confirm_password(
    state: &AppState,
    peer: SocketAddr,
    headers: &HeaderMap,
    email: &str,
    current: &str,
    hash: &str,
) -> Result<bool> {
    let address = throttle::client_address(peer.ip(), headers, &state.trusted_proxies);
    let delay = throttle::attempt(&state.db, email, address).await?;
    tokio::time::sleep(delay).await;
    let right = password::verify(current, hash).await?;
    if right {
        throttle::succeeded(&state.db, email, address).await?;
    } else {
        tracing::warn!(%address, "wrong current password");
    }
    Ok(right)
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
    if !confirm_password(&state, peer, &headers, &email, &current, &hash).await? {
        tracing::warn!(user_id = user.id, "wrong current password for a password change");
        errors.add("currentPassword", messages::CURRENT_PASSWORD_INCORRECT);
    }
    errors.into_result().map_err(Error::Validation)?;
    let token_version = users::change_password(&state.db, user.id, &password::hash(&new).await?).await?;
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

/// The signed-in user's digest as stored, with whether the server can send it.
async fn digest_of(state: &AppState, user: &CurrentUser) -> Result<DigestSettings> {
    let stored = digest::settings(&mut *state.db.pool.acquire().await?, user.id).await?;
    Ok(DigestSettings {
        frequency: Some(stored.frequency().as_str().to_owned()),
        hour: Some(stored.hour),
        mail_enabled: Some(state.mail.is_some()),
    })
}

/// The signed-in user's e-mail digest of what is due: how often (`none`, `daily`, `weekly`) and at
/// which hour of the team's day, and whether the server can send it (`mailEnabled`: false until an
/// admin sets its SMTP settings, and no digest goes out meanwhile).
#[utoipa::path(
    get,
    path = "/me/digest",
    operation_id = "myDigest",
    tag = "account",
    security(("bearer" = [])),
    responses((status = 200, description = "The digest settings", body = DigestSettings), (status = 401, response = Unauthorized))
)]
pub async fn digest(State(state): State<AppState>, user: CurrentUser) -> Result<Json<DigestSettings>> {
    Ok(Json(digest_of(&state, &user).await?))
}

/// Choose the signed-in user's e-mail digest (any role, each their own): `frequency` `none`,
/// `daily` or `weekly` (on Mondays), else 422 on `frequency` "Choose none, daily or weekly"; `hour`
/// 0 to 23 in the team's time zone (8 when left out), else 422 on `hour` "Hour must be between 0
/// and 23". `mailEnabled` is ignored.
#[utoipa::path(
    put,
    path = "/me/digest",
    operation_id = "changeMyDigest",
    tag = "account",
    security(("bearer" = [])),
    request_body = DigestSettings,
    responses(
        (status = 200, description = "The digest settings as stored", body = DigestSettings),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
    )
)]
pub async fn change_digest(
    State(state): State<AppState>,
    user: CurrentUser,
    Json(settings): Json<DigestSettings>,
) -> Result<Json<DigestSettings>> {
    validate_digest_settings(&settings).into_result().map_err(Error::Validation)?;
    let settings = settings.normalized();
    let frequency = settings.frequency.as_deref().and_then(DigestFrequency::parse).unwrap_or(DigestFrequency::Never);
    let hour = settings.hour.unwrap_or(DEFAULT_DIGEST_HOUR);
    let mut tx = state.db.begin_write().await?;
    digest::set_settings(&mut tx, user.id, frequency, hour).await?;
    tx.commit().await?;
    Ok(Json(digest_of(&state, &user).await?))
}
