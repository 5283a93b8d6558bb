//! `/api/titles/onix`: an ONIX for Books file previewed, then applied (docs/http.md, "ONIX
//! import"). Both read a multipart body whose `file` is written to a temporary file as it arrives
//! (up to [`BODY_LIMIT`]): the import reads it twice as a stream, never whole in memory.

use std::io::Write as _;
use std::path::PathBuf;

use axum::extract::{DefaultBodyLimit, FromRequest, Multipart, Request, State};
use rightsdesk_core::{EntityType, OnixApplied, OnixDecisions, OnixPreview, messages};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::extract::{CurrentUser, Json, parse_json};
use super::openapi::{BadRequest, Forbidden, Invalid, OnixFile, OnixUpload, Unauthorized};
use crate::db::activity::{self, Entry};
use crate::error::{Error, Result};
use crate::onix::import;
use crate::state::AppState;

/// The largest ONIX file taken, with its multipart framing: 100 MB (413 beyond).
pub const BODY_LIMIT: usize = 100 * 1024 * 1024;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(preview)).routes(routes!(apply)).layer(DefaultBodyLimit::max(BODY_LIMIT))
}

/// What applying an ONIX file would do (editors and admins); nothing is written.
///
/// The file's products gathered into titles (by work, other formats' ISBNs, else name and first
/// author), each new, an update of the team's title with one of its ISBNs (else its name and
/// author) with the fields it changes, or a conflict. A file the import cannot read (ONIX 2.1,
/// entities of its own, not XML) is refused with 422 on `file`.
#[utoipa::path(
    post,
    path = "/onix/preview",
    operation_id = "previewOnix",
    tag = "titles",
    security(("bearer" = [])),
    request_body(content((OnixFile = "multipart/form-data"))),
    responses(
        (status = 200, description = "What applying the file would do", body = OnixPreview),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 422, response = Invalid),
    )
)]
async fn preview(State(state): State<AppState>, user: CurrentUser, upload: Upload) -> Result<Json<OnixPreview>> {
    user.require_writer()?;
    if upload.decisions.is_some() {
        return Err(Error::BadRequest(messages::ONIX_PREVIEW_PARTS.into()));
    }
    let mut conn = state.db.pool.acquire().await?;
    Ok(Json(import::preview(&mut conn, user.team_id, &upload.file.0).await?))
}

/// Apply an ONIX file (editors and admins): every title, or none.
///
/// The file is read again as for its preview: new titles are created, the team's are updated
/// (their changed fields replaced but for those `decisions` keeps; a value the file lacks never
/// erases one; editions merged by ISBN), conflicts are not written. A title the rules refuse
/// writes nothing: the 422 names its fields under its key (`9780306406157.editions.0.price`).
/// One activity entry for the whole import.
#[utoipa::path(
    post,
    path = "/onix/apply",
    operation_id = "applyOnix",
    tag = "titles",
    security(("bearer" = [])),
    request_body(content((OnixUpload = "multipart/form-data", encoding(("decisions" = (content_type = "application/json")))))),
    responses(
        (status = 200, description = "The file was applied", body = OnixApplied),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 422, response = Invalid),
    )
)]
async fn apply(State(state): State<AppState>, user: CurrentUser, upload: Upload) -> Result<Json<OnixApplied>> {
    user.require_writer()?;
    let decisions = upload.decisions.unwrap_or_default();
    let mut tx = state.db.begin_bulk_write().await?;
    let (applied, _conflicts) = import::apply(&mut tx, user.team_id, &upload.file.0, &decisions).await?;
    let written = (applied.created + applied.updated) as usize;
    tx.commit_after(activity::last(user.team_id, Some(user.id), Entry::imported(EntityType::Title, written))?).await?;
    state.db.analyze(&["titles"]).await?;
    Ok(Json(applied))
}

/// The multipart body: the file, written to a temporary file, and the decisions when sent.
struct Upload {
    file: TemporaryFile,
    decisions: Option<OnixDecisions>,
}

impl FromRequest<AppState> for Upload {
    type Rejection = Error;

    async fn from_request(request: Request, state: &AppState) -> Result<Self> {
        let mut multipart =
            Multipart::from_request(request, state).await.map_err(|err| Error::BadRequest(err.body_text()))?;
        let (mut file, mut decisions) = (None, None);
        while let Some(mut field) = multipart.next_field().await.map_err(multipart_error)? {
            match field.name() {
                Some("file") => {
                    let temporary = TemporaryFile::new();
                    let mut out = std::fs::File::create(&temporary.0)
                        .map_err(|err| Error::Internal(format!("cannot write an upload: {err}")))?;
                    while let Some(chunk) = field.chunk().await.map_err(multipart_error)? {
                        out.write_all(&chunk)
                            .map_err(|err| Error::Internal(format!("cannot write an upload: {err}")))?;
                    }
                    file = Some(temporary);
                }
                Some("decisions") => {
                    let text = field.text().await.map_err(multipart_error)?;
                    decisions = Some(parse_json::<OnixDecisions>(text.as_bytes())?);
                }
                other => {
                    return Err(Error::BadRequest(messages::onix_unknown_part(other.unwrap_or_default())));
                }
            }
        }
        let file = file.ok_or_else(|| Error::BadRequest(messages::ONIX_FILE_REQUIRED.into()))?;
        Ok(Upload { file, decisions })
    }
}

fn multipart_error(err: axum::extract::multipart::MultipartError) -> Error {
    if err.status() == axum::http::StatusCode::PAYLOAD_TOO_LARGE {
        Error::TooLarge(messages::ONIX_TOO_LARGE.into())
    } else {
        Error::BadRequest(err.body_text())
    }
}

/// A file of the system's temporary folder, removed when dropped.
struct TemporaryFile(PathBuf);

impl TemporaryFile {
    fn new() -> TemporaryFile {
        TemporaryFile(std::env::temp_dir().join(format!("rightsdesk-onix-{}.xml", uuid::Uuid::new_v4())))
    }
}

impl Drop for TemporaryFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}
