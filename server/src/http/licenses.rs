//! `/api/licenses`: the rights contracts, with their PDF. Bodies are JSON, or multipart with a
//! `license` part (the JSON) and an optional `file` part (the PDF).

use axum::Router;
use axum::body::Body;
use axum::extract::{DefaultBodyLimit, FromRequest, Multipart, Request, State};
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use rightsdesk_core::limits::MAX_UPLOAD_BYTES;
use rightsdesk_core::{License, messages, validate_file, validate_license};
use serde_json::{Value, json};

use super::extract::{CurrentUser, Id, Json, parse_json, same_id, tidy};
use crate::db::licenses;
use crate::error::{Error, Result};
use crate::state::AppState;

/// Room for the license JSON and the multipart framing beside a file of the maximum size.
const BODY_LIMIT: usize = MAX_UPLOAD_BYTES as usize + 256 * 1024;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/", get(list).post(create))
        .route("/{id}", get(find).put(update).delete(remove))
        .route("/{id}/file", get(download).delete(remove_file))
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
}

/// A PDF as received.
struct Upload {
    name: String,
    bytes: Vec<u8>,
}

/// A license body with its optional file, from JSON or multipart.
struct Submission {
    license: License,
    file: Option<Upload>,
}

impl FromRequest<AppState> for Submission {
    type Rejection = Error;

    async fn from_request(request: Request, state: &AppState) -> Result<Self> {
        let content_type =
            request.headers().get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or_default();
        if content_type.starts_with("multipart/form-data") {
            let multipart =
                Multipart::from_request(request, state).await.map_err(|err| Error::BadRequest(err.body_text()))?;
            return read_multipart(multipart).await;
        }
        let Json(license) = Json::<License>::from_request(request, state).await?;
        Ok(Submission { license, file: None })
    }
}

async fn read_multipart(mut multipart: Multipart) -> Result<Submission> {
    let mut license = None;
    let mut file = None;
    while let Some(mut field) = multipart.next_field().await.map_err(multipart_error)? {
        match field.name() {
            Some("license") => {
                let text = field.text().await.map_err(multipart_error)?;
                license = Some(parse_json::<License>(text.as_bytes())?);
            }
            Some("file") => {
                // A file name is the client's word: control characters (NUL among them, which no
                // database stores as text) are dropped.
                let name: String = field.file_name().unwrap_or_default().chars().filter(|c| !c.is_control()).collect();
                let content_type = field.content_type().unwrap_or_default().to_string();
                let mut bytes = Vec::new();
                // Stop reading as soon as the file is over the limit: nothing more is buffered.
                while let Some(chunk) = field.chunk().await.map_err(multipart_error)? {
                    bytes.extend_from_slice(&chunk);
                    if bytes.len() as u64 > MAX_UPLOAD_BYTES {
                        return Err(Error::TooLarge(messages::FILE_TOO_LARGE.into()));
                    }
                }
                if name.is_empty() && bytes.is_empty() {
                    continue; // an empty file input
                }
                let errors = validate_file(&name, &content_type, bytes.len() as u64, Some(&bytes));
                errors.into_result().map_err(Error::Validation)?;
                file = Some(Upload { name, bytes });
            }
            _ => {}
        }
    }
    let license = license.ok_or_else(|| Error::BadRequest("The multipart body needs a `license` part".into()))?;
    Ok(Submission { license, file })
}

fn multipart_error(err: axum::extract::multipart::MultipartError) -> Error {
    if err.status() == axum::http::StatusCode::PAYLOAD_TOO_LARGE {
        Error::TooLarge(messages::FILE_TOO_LARGE.into())
    } else {
        Error::BadRequest(err.body_text())
    }
}

/// Checks a license with the core's rules and returns it as it will be stored.
fn checked(license: License) -> Result<License> {
    validate_license(&license).into_result().map_err(Error::Validation)?;
    Ok(License {
        id: None,
        title: license.title.trim().to_string(),
        company: license.company.trim().to_string(),
        agent: tidy(license.agent),
        commission: tidy(license.commission),
        contract_date: tidy(license.contract_date),
        contract_type: tidy(license.contract_type),
        end_date: tidy(license.end_date),
        currency: tidy(license.currency),
        royalties: tidy(license.royalties),
        files_fee: tidy(license.files_fee),
        publication_date: tidy(license.publication_date),
        print_run: tidy(license.print_run),
        retail_price: tidy(license.retail_price),
        notes: tidy(license.notes),
        file: None,
        ..license
    })
}

async fn list(State(state): State<AppState>, user: CurrentUser) -> Result<Json<Vec<License>>> {
    Ok(Json(licenses::list(&state.db.pool, user.team_id).await?))
}

async fn find(State(state): State<AppState>, user: CurrentUser, Id(id): Id) -> Result<Json<License>> {
    let mut conn = state.db.pool.acquire().await?;
    licenses::find(&mut conn, user.team_id, id).await?.map(Json).ok_or(Error::NotFound)
}

/// Title, company, agent, license and file are written together or not at all.
async fn create(State(state): State<AppState>, user: CurrentUser, submission: Submission) -> Result<Json<License>> {
    user.require_writer()?;
    let license = checked(submission.license)?;
    let mut tx = state.db.begin_write().await?;
    let refs = licenses::resolve(&mut tx, user.team_id, &license).await?;
    let id = licenses::insert(&mut tx, user.team_id, &license, &refs).await?;
    if let Some(file) = &submission.file {
        licenses::put_file(&mut tx, user.team_id, id, &file.name, &file.bytes).await?;
    }
    let stored = licenses::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    tx.commit().await?;
    Ok(Json(stored))
}

/// Replaces the license's fields; a file, when sent, replaces the current one (which is kept
/// otherwise).
async fn update(
    State(state): State<AppState>,
    user: CurrentUser,
    Id(id): Id,
    submission: Submission,
) -> Result<Json<License>> {
    user.require_writer()?;
    same_id(submission.license.id, id)?;
    let license = checked(submission.license)?;
    let mut tx = state.db.begin_write().await?;
    let refs = licenses::resolve(&mut tx, user.team_id, &license).await?;
    if !licenses::update(&mut tx, user.team_id, id, &license, &refs).await? {
        return Err(Error::NotFound); // the transaction rolls back any title or company just made
    }
    if let Some(file) = &submission.file {
        licenses::put_file(&mut tx, user.team_id, id, &file.name, &file.bytes).await?;
    }
    let stored = licenses::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    tx.commit().await?;
    Ok(Json(stored))
}

async fn remove(State(state): State<AppState>, user: CurrentUser, Id(id): Id) -> Result<Json<Value>> {
    user.require_writer()?;
    if !licenses::delete(&state.db.pool, user.team_id, id).await? {
        return Err(Error::NotFound);
    }
    Ok(Json(json!({ "id": id })))
}

/// The PDF, shown inline by browsers, with its file name.
async fn download(State(state): State<AppState>, user: CurrentUser, Id(id): Id) -> Result<Response> {
    let (name, bytes) = licenses::file(&state.db.pool, user.team_id, id).await?.ok_or(Error::NotFound)?;
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
    let disposition = format!("inline; filename=\"{ascii}\"; filename*=UTF-8''{encoded}");
    let mut response = Body::from(bytes).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("application/pdf"));
    headers.insert(
        header::CONTENT_DISPOSITION,
        HeaderValue::from_str(&disposition).map_err(|err| Error::Internal(err.to_string()))?,
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("private, no-store"));
    Ok(response)
}

async fn remove_file(State(state): State<AppState>, user: CurrentUser, Id(id): Id) -> Result<Json<Value>> {
    user.require_writer()?;
    if !licenses::delete_file(&state.db.pool, user.team_id, id).await? {
        return Err(Error::NotFound);
    }
    Ok(Json(json!({ "id": id })))
}
