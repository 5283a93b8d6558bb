//! What the file uploads and downloads share (a license's PDF, a title's cover and material):
//! the body limit, the multipart body and its file part read within the upload limit, and a
//! stored PDF answered inline under its name.

use axum::body::Body;
use axum::extract::multipart::{Field, MultipartError};
use axum::extract::{FromRequest, Multipart, Request};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use rightsdesk_core::limits::MAX_UPLOAD_BYTES;
use rightsdesk_core::messages;

use crate::error::{Error, Result};

/// Room for the other parts and the multipart framing beside a file of the maximum size.
pub const BODY_LIMIT: usize = MAX_UPLOAD_BYTES as usize + 256 * 1024;

/// A file part as received: its name (control characters dropped), its declared type (possibly
/// empty) and its bytes, at most [`MAX_UPLOAD_BYTES`] of them; the default is no file.
#[derive(Default)]
pub struct Upload {
    pub name: String,
    pub content_type: String,
    pub bytes: Vec<u8>,
}

impl Upload {
    /// Nothing chosen: a form's empty file input.
    pub fn is_empty(&self) -> bool {
        self.name.is_empty() && self.bytes.is_empty()
    }
}

/// A `multipart/form-data` body; another content type is a 415 naming the parts expected
/// (`parts`, as "`file` and `kind`").
pub struct Form(pub Multipart);

impl Form {
    pub async fn extract<S: Send + Sync>(request: Request, state: &S, parts: &str) -> Result<Self> {
        let content_type =
            request.headers().get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or_default();
        if !content_type.starts_with("multipart/form-data") {
            return Err(Error::UnsupportedMediaType(format!("Expected a multipart/form-data body with {parts}")));
        }
        let multipart =
            Multipart::from_request(request, state).await.map_err(|err| Error::BadRequest(err.body_text()))?;
        Ok(Form(multipart))
    }

    /// The next part, `None` after the last.
    pub async fn next(&mut self) -> Result<Option<Field<'_>>> {
        self.0.next_field().await.map_err(multipart_error)
    }
}

/// A part the operation does not read: refused, rather than dropped unseen (a file sent as `pdf`
/// would otherwise be lost).
pub fn unknown_part(field: &Field<'_>, parts: &str) -> Error {
    let name = field.name().unwrap_or_default();
    Error::BadRequest(format!("Unknown part `{name}`: the parts are {parts}"))
}

/// Reads a file part, refusing it with 413 as soon as it is over [`MAX_UPLOAD_BYTES`]: nothing
/// more is buffered.
pub async fn read_file(mut field: Field<'_>) -> Result<Upload> {
    // A file name is the client's word: control characters (NUL among them, which no database
    // stores as text) are dropped.
    let name: String = field.file_name().unwrap_or_default().chars().filter(|c| !c.is_control()).collect();
    let content_type = field.content_type().unwrap_or_default().to_string();
    let mut bytes = Vec::new();
    while let Some(chunk) = field.chunk().await.map_err(multipart_error)? {
        bytes.extend_from_slice(&chunk);
        if bytes.len() as u64 > MAX_UPLOAD_BYTES {
            return Err(Error::TooLarge(messages::FILE_TOO_LARGE.into()));
        }
    }
    Ok(Upload { name, content_type, bytes })
}

/// Reads a text part.
pub async fn read_text(field: Field<'_>) -> Result<String> {
    field.text().await.map_err(multipart_error)
}

fn multipart_error(err: MultipartError) -> Error {
    if err.status() == StatusCode::PAYLOAD_TOO_LARGE {
        Error::TooLarge(messages::FILE_TOO_LARGE.into())
    } else {
        Error::BadRequest(err.body_text())
    }
}

/// A stored PDF, shown inline by browsers under its file name, never cached (it is the team's).
pub fn inline_pdf(name: &str, bytes: Vec<u8>) -> Result<Response> {
    let mut response = Body::from(bytes).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("application/pdf"));
    headers.insert(
        header::CONTENT_DISPOSITION,
        HeaderValue::from_str(&inline_disposition(name)).map_err(|err| Error::Internal(err.to_string()))?,
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("private, no-store"));
    Ok(response)
}

/// `inline` with the name twice (RFC 6266): in ASCII for old clients (what is not printable ASCII,
/// and the quote and backslash, as `_`), and whole, percent-encoded in UTF-8 (RFC 8187).
fn inline_disposition(name: &str) -> String {
    let ascii: String =
        name.chars().map(|c| if c.is_ascii_graphic() && c != '"' && c != '\\' || c == ' ' { c } else { '_' }).collect();
    let encoded: String = name
        .bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect();
    format!("inline; filename=\"{ascii}\"; filename*=UTF-8''{encoded}")
}
