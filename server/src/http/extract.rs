//! Request extractors: the signed-in user, and JSON bodies that fail with our error body.

use axum::extract::{FromRequest, FromRequestParts, Path};
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;
use rightsdesk_core::Claims;

use crate::db::sessions;
use crate::error::{Error, Result};
use crate::state::AppState;

/// `axum::Json`, but a bad body answers with `Error` (JSON, naming the field when serde can).
#[derive(Debug, FromRequest)]
#[from_request(via(axum::Json), rejection(Error))]
pub struct Json<T>(pub T);

impl<T: serde::Serialize> axum::response::IntoResponse for Json<T> {
    fn into_response(self) -> axum::response::Response {
        axum::Json(self.0).into_response()
    }
}

/// The `{id}` of a path. Ids are opaque to clients: one that is not a number names nothing,
/// so it answers 404 like any other unknown id.
#[derive(Debug, Clone, Copy)]
pub struct Id(pub i64);

impl<S: Send + Sync> FromRequestParts<S> for Id {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self> {
        let Path(id) = Path::<i64>::from_request_parts(parts, state).await.map_err(|_| Error::NotFound)?;
        Ok(Id(id))
    }
}

/// An optional text as stored: trimmed, and absent when blank.
pub fn tidy(text: Option<String>) -> Option<String> {
    text.map(|t| t.trim().to_string()).filter(|t| !t.is_empty())
}

/// The user behind a valid, unrevoked bearer token. Every `/api` handler takes one, and every
/// query it makes is scoped by `team_id`.
#[derive(Debug, Clone)]
pub struct CurrentUser {
    pub id: i64,
    pub team_id: i64,
    pub claims: Claims,
}

impl CurrentUser {
    /// Editors and admins change business data; viewers only read.
    pub fn require_writer(&self) -> Result<()> {
        if self.claims.roles.iter().any(|role| role.can_write()) { Ok(()) } else { Err(Error::Forbidden) }
    }
}

pub fn bearer_token(parts: &Parts) -> Option<&str> {
    let value = parts.headers.get(AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    scheme.eq_ignore_ascii_case("bearer").then_some(token.trim()).filter(|t| !t.is_empty())
}

impl FromRequestParts<AppState> for CurrentUser {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self> {
        let token = bearer_token(parts).ok_or(Error::Unauthorized)?;
        let claims = state.keys.verify(token)?;
        let id: i64 = claims.sub.parse().map_err(|_| Error::Unauthorized)?;
        if !sessions::is_active(&state.db.pool, id, claims.team_id, &claims.jti).await? {
            return Err(Error::Unauthorized);
        }
        Ok(CurrentUser { id, team_id: claims.team_id, claims })
    }
}
