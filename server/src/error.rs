//! The server's one error type. Every handler returns `Result<_, Error>`; the response is a JSON
//! body with at least `message`. Internal failures are logged and answered without details.

use axum::Json;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use rightsdesk_core::FieldErrors;
use serde_json::json;

pub type Result<T, E = Error> = std::result::Result<T, E>;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Missing, malformed, badly signed, expired or revoked token.
    #[error("Authentication required")]
    Unauthorized,
    #[error("Invalid email or password")]
    BadCredentials,
    /// A valid token whose role may not do this.
    #[error("You do not have permission to do this")]
    Forbidden,
    /// Absent, or another team's: both answer the same.
    #[error("Not found")]
    NotFound,
    #[error("{0}")]
    Conflict(String),
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
            Error::Unauthorized | Error::BadCredentials => StatusCode::UNAUTHORIZED,
            Error::Forbidden => StatusCode::FORBIDDEN,
            Error::NotFound => StatusCode::NOT_FOUND,
            Error::Conflict(_) => StatusCode::CONFLICT,
            Error::Validation(_) => StatusCode::UNPROCESSABLE_ENTITY,
            Error::BadRequest(_) => StatusCode::BAD_REQUEST,
            Error::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            Error::MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            Error::UriTooLong => StatusCode::URI_TOO_LONG,
            Error::RequestTimeout => StatusCode::REQUEST_TIMEOUT,
            Error::UnsupportedMediaType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Error::TooManyAttempts { .. } => StatusCode::TOO_MANY_REQUESTS,
            Error::Config(_) | Error::Database(_) | Error::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

impl IntoResponse for Error {
    fn into_response(self) -> Response {
        let status = self.status();
        let body = match &self {
            Error::Validation(errors) => json!({ "message": self.to_string(), "errors": errors }),
            Error::Config(_) | Error::Database(_) | Error::Internal(_) => {
                tracing::error!(error = %self, "request failed");
                json!({ "message": "Internal server error" })
            }
            _ => json!({ "message": self.to_string() }),
        };
        let mut response = (status, Json(body)).into_response();
        match self {
            Error::Unauthorized => {
                response.headers_mut().insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
            }
            Error::TooManyAttempts { retry_after_secs, .. } => {
                response.headers_mut().insert(header::RETRY_AFTER, retry_after_secs.into());
            }
            _ => {}
        }
        response
    }
}
