//! Request extractors: the signed-in user, and JSON bodies read strictly, failing with our
//! error body.

use axum::body::Bytes;
use axum::extract::{FromRequest, FromRequestParts, Path, Request};
use axum::http::header::CONTENT_TYPE;
use axum::http::request::Parts;
use axum::http::{HeaderMap, StatusCode};
use axum_extra::headers::HeaderMapExt;
use axum_extra::headers::authorization::{Authorization, Bearer};
use rightsdesk_core::{Claims, FieldErrors, Role, messages};
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::db::sessions;
use crate::error::{Error, Result};
use crate::state::AppState;

/// A JSON body (`Content-Type: application/json`) read by [`parse_json`]; answered as JSON too.
#[derive(Debug)]
pub struct Json<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for Json<T> {
    type Rejection = Error;

    async fn from_request(request: Request, state: &S) -> Result<Self> {
        if !is_json(request.headers()) {
            return Err(Error::UnsupportedMediaType("Expected a JSON body (Content-Type: application/json)".into()));
        }
        let bytes = Bytes::from_request(request, state).await.map_err(|rejection| {
            if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
                Error::TooLarge("Request body is too large".into())
            } else {
                Error::BadRequest(rejection.body_text())
            }
        })?;
        parse_json(&bytes).map(Json)
    }
}

fn is_json(headers: &HeaderMap) -> bool {
    let Some(mime) = headers.get(CONTENT_TYPE).and_then(|value| value.to_str().ok()) else { return false };
    let essence = mime.split(';').next().unwrap_or_default().trim().to_ascii_lowercase();
    essence == "application/json" || (essence.starts_with("application/") && essence.ends_with("+json"))
}

/// An optional JSON body: empty (or only whitespace) is `T`'s default, as for a one-click action
/// that sends nothing; anything else is [`parse_json`]'s.
pub fn optional_json<T: DeserializeOwned + Default>(bytes: &[u8]) -> Result<T> {
    if bytes.iter().all(u8::is_ascii_whitespace) { Ok(T::default()) } else { parse_json(bytes) }
}

/// Reads a JSON body into `T`, refusing what would otherwise be lost or fail later:
/// - malformed JSON or a wrong type: 400 naming the field;
/// - a field `T` does not have (`publish_date` for `publishDate`): 400 naming it, instead of
///   silently dropping the value (an entity's read-only fields, such as `id` or `file`, are
///   fields of `T` and pass);
/// - the NUL character in any text: 422 on that field, as no database stores it as text.
pub fn parse_json<T: DeserializeOwned>(bytes: &[u8]) -> Result<T> {
    let value: Value =
        serde_json::from_slice(bytes).map_err(|err| Error::BadRequest(format!("Invalid JSON: {err}")))?;
    let mut errors = FieldErrors::new();
    find_nul(&value, "", &mut errors);
    errors.into_result().map_err(Error::Validation)?;
    let mut unknown = Vec::new();
    let mut note_unknown =
        |path: serde_ignored::Path| unknown.push(format!("`{}`", path.to_string().replace("?.", "")));
    let ignored = serde_ignored::Deserializer::new(&value, &mut note_unknown);
    let parsed = serde_path_to_error::deserialize(ignored)
        .map_err(|err| Error::BadRequest(format!("Failed to deserialize the JSON body into the target type: {err}")))?;
    match unknown.len() {
        0 => Ok(parsed),
        1 => Err(Error::BadRequest(format!("Unknown field {}", unknown[0]))),
        _ => Err(Error::BadRequest(format!("Unknown fields {}", unknown.join(", ")))),
    }
}

/// Adds a message under the path (`name`, `contacts.0.email`) of every string holding NUL.
fn find_nul(value: &Value, path: &str, errors: &mut FieldErrors) {
    let child = |key: &str| if path.is_empty() { key.to_string() } else { format!("{path}.{key}") };
    match value {
        Value::String(text) if text.contains('\0') => {
            errors.add(if path.is_empty() { FieldErrors::FORM } else { path }, messages::NUL_CHARACTER)
        }
        Value::Array(items) => {
            items.iter().enumerate().for_each(|(index, item)| find_nul(item, &child(&index.to_string()), errors))
        }
        Value::Object(fields) => fields.iter().for_each(|(key, item)| {
            if key.contains('\0') {
                errors.add(child(key), messages::NUL_CHARACTER);
            }
            find_nul(item, &child(key), errors);
        }),
        _ => {}
    }
}

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

/// Refuses an update whose body names another record than its path (`PUT /titles/7` with
/// `"id": 8`); a body without an id is the path's record.
pub fn same_id(body_id: Option<i64>, path_id: i64) -> Result<()> {
    match body_id {
        Some(body_id) if body_id != path_id => {
            Err(Error::BadRequest(format!("The body's id {body_id} is not the id {path_id} of the path")))
        }
        _ => Ok(()),
    }
}

/// The user behind a valid, unrevoked bearer token. Every `/api` handler takes one, and every
/// query it makes is scoped by `team_id`.
#[derive(Debug, Clone)]
pub struct CurrentUser {
    pub id: i64,
    pub team_id: i64,
    /// The account's role now (the token's `roles` claim holds it too).
    pub role: Role,
    pub claims: Claims,
}

impl CurrentUser {
    /// Editors and admins change business data; viewers only read.
    pub fn require_writer(&self) -> Result<()> {
        if self.role.can_write() { Ok(()) } else { Err(Error::Forbidden) }
    }

    /// Admins manage the team's users; editors and viewers may not.
    pub fn require_admin(&self) -> Result<()> {
        if self.role.can_manage_users() { Ok(()) } else { Err(Error::Forbidden) }
    }
}

impl FromRequestParts<AppState> for CurrentUser {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self> {
        // No header, another scheme or no token: the same 401 as a token that fails to verify.
        let bearer: Authorization<Bearer> = parts.headers.typed_get().ok_or(Error::Unauthorized)?;
        let claims = state.keys.verify(bearer.token())?;
        let id: i64 = claims.sub.parse().map_err(|_| Error::Unauthorized)?;
        let account = sessions::account(&state.db.pool, id, claims.team_id, &claims.jti).await?;
        let Some(account) = account.filter(|account| account.token_version == claims.ver) else {
            // A user an admin deactivated is told so, not that the session expired.
            if sessions::is_deactivated(&state.db.pool, id, claims.team_id).await? {
                return Err(Error::Deactivated);
            }
            return Err(Error::Unauthorized);
        };
        // The account's role now, not the one the token was issued with: a demotion takes
        // effect on the next request.
        let claims = Claims { roles: vec![account.role], ..claims };
        Ok(CurrentUser { id, team_id: claims.team_id, role: account.role, claims })
    }
}
