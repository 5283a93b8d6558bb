//! The server's one error type. Every handler returns `Result<_, Error>`; the response is a JSON
//! body with at least `message`. Internal failures are logged and answered without details.

use axum::Json;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use rightsdesk_core::FieldErrors;
use serde::Serialize;
use utoipa::ToSchema;

pub type Result<T, E = Error> = std::result::Result<T, E>;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Missing, malformed, badly signed, expired or revoked token.
    #[error("Authentication required")]
    Unauthorized,
    #[error("Invalid email or password")]
    BadCredentials,
    /// The right password of a user an admin has deactivated. Only someone who knows the password
    /// learns that the account exists.
    #[error("This account is deactivated: ask an admin of your team to reactivate it")]
    Deactivated,
    /// A valid token whose role may not do this.
    #[error("You do not have permission to do this")]
    Forbidden,
    /// Absent, or another team's: both answer the same.
    #[error("Not found")]
    NotFound,
    #[error("{0}")]
    Conflict(String),
    /// A write whose `If-Match` names another version than the stored one (http/versions.rs):
    /// the record as it is now goes with the message.
    #[error("{message}")]
    Stale { message: String, version: i64, current: serde_json::Value },
    #[error("Validation failed")]
    Validation(FieldErrors),
    #[error("{0}")]
    BadRequest(String),
    #[error("{0}")]
    TooLarge(String),
    /// A route that exists, called with a method it does not take.
    #[error("Method not allowed")]
    MethodNotAllowed,
    /// A path and query over [`crate::http::MAX_URI_BYTES`].
    #[error("The address is too long")]
    UriTooLong,
    /// A request body that stopped arriving for longer than the body timeout.
    #[error("The request body was not received in time")]
    RequestTimeout,
    #[error("{0}")]
    UnsupportedMediaType(String),
    #[error("Too many sign-in attempts; try again in {minutes} minutes")]
    TooManyAttempts { retry_after_secs: u64, minutes: u64 },
    /// Bad configuration met at start-up or by a command: one line saying what and how to fix.
    #[error("{0}")]
    Config(String),
    #[error("database error: {0}")]
    Database(#[from] sqlx::Error),
    #[error("{0}")]
    Internal(String),
}

impl Error {
    fn status(&self) -> StatusCode {
        match self {
            Error::Unauthorized | Error::BadCredentials | Error::Deactivated => StatusCode::UNAUTHORIZED,
            Error::Forbidden => StatusCode::FORBIDDEN,
            Error::NotFound => StatusCode::NOT_FOUND,
            Error::Conflict(_) => StatusCode::CONFLICT,
            Error::Stale { .. } => StatusCode::PRECONDITION_FAILED,
            Error::Validation(_) => StatusCode::UNPROCESSABLE_ENTITY,
            Error::BadRequest(_) => StatusCode::BAD_REQUEST,
            Error::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            Error::MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            Error::UriTooLong => StatusCode::URI_TOO_LONG,
            Error::RequestTimeout => StatusCode::REQUEST_TIMEOUT,
            Error::UnsupportedMediaType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Error::TooManyAttempts { .. } => StatusCode::TOO_MANY_REQUESTS,
            Error::Database(err) if unavailable(err) => StatusCode::SERVICE_UNAVAILABLE,
            Error::Config(_) | Error::Database(_) | Error::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

/// What a request is told while the database cannot be reached (503).
pub const UNAVAILABLE: &str = "The database is unavailable; try again in a moment";
/// The `Retry-After` of a 503: about when a restarted database answers again.
const RETRY_AFTER_SECS: u64 = 5;

/// Whether a database error says the database cannot be reached now, or is too busy to take the
/// request in time, rather than that the request was wrong: answered 503, to be tried again. The
/// write it interrupted was one transaction, so it is wholly made or not at all.
fn unavailable(err: &sqlx::Error) -> bool {
    match err {
        sqlx::Error::PoolTimedOut | sqlx::Error::PoolClosed | sqlx::Error::Io(_) | sqlx::Error::Tls(_) => true,
        sqlx::Error::Database(db) => {
            if let Some(pg) = db.try_downcast_ref::<sqlx::postgres::PgDatabaseError>() {
                // Class 08: connection exceptions; 57P01-03: the server shutting down or starting;
                // 53300: no connection slot left.
                let code = pg.code();
                code.starts_with("08") || matches!(code, "57P01" | "57P02" | "57P03" | "53300")
            } else {
                // SQLite's primary result codes (the low byte of an extended one): SQLITE_BUSY,
                // SQLITE_LOCKED (another process holds the file past busy_timeout), SQLITE_IOERR and
                // SQLITE_CANTOPEN (the file cannot be read).
                db.try_downcast_ref::<sqlx::sqlite::SqliteError>().is_some()
                    && db
                        .code()
                        .and_then(|code| code.parse::<i32>().ok())
                        .is_some_and(|code| matches!(code & 0xff, 5 | 6 | 10 | 14))
            }
        }
        _ => false,
    }
}

/// The body of every error answer but 422.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorBody {
    /// What went wrong, in words for people.
    #[schema(example = "Not found")]
    pub message: String,
}

/// The body of a 412: the record as it is now, beside the message saying who changed it and when.
#[derive(Debug, Serialize, ToSchema)]
pub struct StaleBody {
    /// "This license was changed by Alice Martin at 2026-11-25 14:02 since you opened it".
    pub message: String,
    /// The record as stored now, with its `version`: what a client merges its edit with.
    #[schema(value_type = Object)]
    pub current: serde_json::Value,
}

/// The body of a 422: the core crate's message for each field that breaks a rule.
#[derive(Debug, Serialize, ToSchema)]
pub struct ValidationErrorBody {
    /// Always `Validation failed`.
    #[schema(example = "Validation failed")]
    pub message: String,
    /// Field name (camelCase; `contacts.0.email` for a contact's) -> the message users read.
    #[schema(value_type = BTreeMap<String, String>, example = json!({ "name": "Title name is required" }))]
    pub errors: FieldErrors,
}

impl IntoResponse for Error {
    fn into_response(self) -> Response {
        let status = self.status();
        let message = match &self {
            Error::Database(err) if unavailable(err) => {
                tracing::warn!(error = %err, "the database is unavailable");
                UNAVAILABLE.to_string()
            }
            Error::Config(_) | Error::Database(_) | Error::Internal(_) => {
                tracing::error!(error = %self, "request failed");
                "Internal server error".to_string()
            }
            _ => self.to_string(),
        };
        let header = match &self {
            // A 401 names how to authenticate (RFC 9110); a deactivated user's token is one.
            Error::Unauthorized | Error::Deactivated => {
                Some((header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer")))
            }
            Error::TooManyAttempts { retry_after_secs, .. } => Some((header::RETRY_AFTER, (*retry_after_secs).into())),
            Error::Database(err) if unavailable(err) => Some((header::RETRY_AFTER, RETRY_AFTER_SECS.into())),
            Error::Stale { version, .. } => {
                HeaderValue::from_str(&crate::http::versions::etag(*version)).ok().map(|tag| (header::ETAG, tag))
            }
            _ => None,
        };
        let mut response = match self {
            Error::Validation(errors) => (status, Json(ValidationErrorBody { message, errors })).into_response(),
            Error::Stale { current, .. } => (status, Json(StaleBody { message, current })).into_response(),
            _ => (status, Json(ErrorBody { message })).into_response(),
        };
        if let Some((name, value)) = header {
            response.headers_mut().insert(name, value);
        }
        response
    }
}
