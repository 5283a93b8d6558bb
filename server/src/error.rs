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

/// The body of every error answer but 422.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorBody {
    /// What went wrong, in words for people.
    #[schema(example = "Not found")]
    pub message: String,
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
            Error::Config(_) | Error::Database(_) | Error::Internal(_) => {
                tracing::error!(error = %self, "request failed");
                "Internal server error".to_string()
            }
            _ => self.to_string(),
        };
        let header = match &self {
            Error::Unauthorized => Some((header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"))),
            Error::TooManyAttempts { retry_after_secs, .. } => Some((header::RETRY_AFTER, (*retry_after_secs).into())),
            _ => None,
        };
        let mut response = match self {
            Error::Validation(errors) => (status, Json(ValidationErrorBody { message, errors })).into_response(),
            _ => (status, Json(ErrorBody { message })).into_response(),
        };
        if let Some((name, value)) = header {
            response.headers_mut().insert(name, value);
        }
        response
    }
}
