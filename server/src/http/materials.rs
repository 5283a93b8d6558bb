//! `/api/titles/{id}/materials`: the PDFs a team sends about a title, each with its kind
//! (docs/http.md, "Covers and material"). Viewers read them; editors and admins add and remove
//! them, each change the title's: its version grows and the activity log says so.

use axum::extract::{FromRequest, FromRequestParts, Path, Request, State};
use axum::http::request::Parts;
use axum::response::Response;
use rightsdesk_core::{ActivityAction, EntityType, MaterialKind, TitleMaterial, material_kind, validate_file};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::Deleted;
use super::extract::{CurrentUser, Id, Json};
use super::openapi::{
    BadRequest, DeleteRefused, Forbidden, Invalid, MaterialUpload, NotFound, Pdf, Stale, Unauthorized,
    UnsupportedMediaType,
};
use super::upload::{self, Form, Upload};
use super::versions::{IfMatch, RecordWrite, begin_claimed, claim};
use crate::db::activity::{self, Entry};
use crate::db::{materials, prospections, titles, versions};
use crate::error::{Error, ErrorBody, Result};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list, create)).routes(routes!(download)).routes(routes!(remove))
}

/// The parts of an upload, as messages name them.
const PARTS: &str = "`file` and `kind`";

/// The `{id}` and `{materialId}` of a path; one that is not a number names nothing (404).
struct MaterialPath {
    title_id: i64,
    id: i64,
}

impl<S: Send + Sync> FromRequestParts<S> for MaterialPath {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self> {
        let Path((title_id, id)) =
            Path::<(i64, i64)>::from_request_parts(parts, state).await.map_err(|_| Error::NotFound)?;
        Ok(MaterialPath { title_id, id })
    }
}

/// The multipart body of an upload, read once the caller may write.
struct MaterialForm(Form);

impl FromRequest<AppState> for MaterialForm {
    type Rejection = Error;

    async fn from_request(request: Request, state: &AppState) -> Result<Self> {
        Ok(MaterialForm(Form::extract(request, state, PARTS).await?))
    }
}

impl MaterialForm {
    /// The PDF and its kind, each checked by core; a missing part is refused on its field, as an
    /// empty form field would be.
    async fn read(self) -> Result<(MaterialKind, Upload)> {
        let MaterialForm(mut form) = self;
        let (mut kind, mut file) = (None, None);
        while let Some(field) = form.next().await? {
            match field.name() {
                Some("kind") => kind = Some(upload::read_text(field).await?),
                Some("file") => file = Some(upload::read_file(field).await?),
                _ => return Err(upload::unknown_part(&field, PARTS)),
            }
        }
        let file = file.unwrap_or_default();
        let mut errors = validate_file(&file.name, &file.content_type, file.bytes.len() as u64, Some(&file.bytes));
        match material_kind(kind.as_deref().unwrap_or_default()) {
            Ok(kind) if errors.is_empty() => Ok((kind, file)),
            Ok(_) => Err(Error::Validation(errors)),
            Err(kind_errors) => {
                for (field, message) in kind_errors.iter() {
                    errors.add(field, message);
                }
                Err(Error::Validation(errors))
            }
        }
    }
}

/// A title's material, oldest first.
#[utoipa::path(
    get,
    path = "/{id}/materials",
    operation_id = "listTitleMaterials",
    tag = "titles",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The title's id")),
    responses(
        (status = 200, description = "The material", body = [TitleMaterial]),
        (status = 401, response = Unauthorized),
        (status = 404, response = NotFound),
    )
)]
async fn list(State(state): State<AppState>, user: CurrentUser, Id(id): Id) -> Result<Json<Vec<TitleMaterial>>> {
    let mut conn = state.db.pool.acquire().await?;
    titles::find(&mut conn, user.team_id, id).await?.ok_or(Error::NotFound)?;
    drop(conn);
    Ok(Json(materials::list(&state.db.pool, user.team_id, id).await?))
}

/// Add a PDF to a title's material (editors and admins).
///
/// The file as a license's PDF (`.pdf`, `application/pdf` or no type, starting with `%PDF-`, at
/// most 5,242,880 bytes), with its `kind`. The title's version grows; with `If-Match`, only over
/// that version (412 otherwise).
#[utoipa::path(
    post,
    path = "/{id}/materials",
    operation_id = "addTitleMaterial",
    tag = "titles",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The title's id"), ("If-Match" = Option<String>, Header, description = "The title's version the change was made from")),
    request_body(content = MaterialUpload, content_type = "multipart/form-data"),
    responses(
        (status = 200, description = "The material as stored", body = TitleMaterial),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 412, response = Stale),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
    )
)]
async fn create(
    RecordWrite { state, user, id, if_match }: RecordWrite,
    form: MaterialForm,
) -> Result<Json<TitleMaterial>> {
    user.require_writer()?;
    let (kind, file) = form.read().await?;
    let mut tx = state.db.begin_write().await?;
    claim(&mut tx, EntityType::Title, user.team_id, id, &if_match, titles::find).await?;
    let title = titles::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    let stored = materials::insert(&mut tx, user.team_id, id, kind, &file.name, &file.bytes).await?;
    let changes =
        [("material".to_owned(), [serde_json::Value::Null, stored.name.clone().into()])].into_iter().collect();
    let entry = Entry::new(ActivityAction::Update, EntityType::Title, id, &title.name).with(changes);
    tx.commit_after(activity::last(user.team_id, Some(user.id), entry)?).await?;
    Ok(Json(stored))
}

/// A material's PDF, shown inline by browsers, with its file name.
#[utoipa::path(
    get,
    path = "/{id}/materials/{materialId}/file",
    operation_id = "getTitleMaterialFile",
    tag = "titles",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The title's id"), ("materialId" = i64, Path, description = "The material's id")),
    responses(
        (status = 200, description = "The PDF", body = Pdf, content_type = "application/pdf",
            headers(("Content-Disposition" = String, description = "`inline` with the file name"))),
        (status = 401, response = Unauthorized),
        (status = 404, description = "No such title or material", body = ErrorBody),
    )
)]
async fn download(State(state): State<AppState>, user: CurrentUser, path: MaterialPath) -> Result<Response> {
    let (name, bytes) =
        materials::file(&state.db.pool, user.team_id, path.title_id, path.id).await?.ok_or(Error::NotFound)?;
    upload::inline_pdf(&name, bytes)
}

/// Remove a material (editors and admins). The title's version grows; with `If-Match`, only
/// over that version (412 otherwise).
#[utoipa::path(
    delete,
    path = "/{id}/materials/{materialId}",
    operation_id = "deleteTitleMaterial",
    tag = "titles",
    security(("bearer" = [])),
    params(
        ("id" = i64, Path, description = "The title's id"),
        ("materialId" = i64, Path, description = "The material's id"),
        ("If-Match" = Option<String>, Header, description = "The title's version the change was made from"),
    ),
    responses(
        (status = 200, description = "Removed: the material's id", body = Deleted),
        DeleteRefused,
    )
)]
async fn remove(
    State(state): State<AppState>,
    user: CurrentUser,
    path: MaterialPath,
    if_match: IfMatch,
) -> Result<Json<Deleted>> {
    let MaterialPath { title_id, id } = path;
    let mut tx = begin_claimed(&state, &user, EntityType::Title, title_id, &if_match, titles::find).await?;
    let title = titles::find(&mut tx, user.team_id, title_id).await?.ok_or(Error::NotFound)?;
    // The prospections that sent it lose it with the delete's cascade: each such change is theirs
    // too (its version grows, its history says so), as if they had been edited.
    let mut senders = Vec::new();
    for prospection_id in prospections::sent_material(&mut tx, user.team_id, id).await? {
        versions::claim(&mut tx, EntityType::Prospection, user.team_id, prospection_id).await?;
        let before = prospections::find(&mut tx, user.team_id, prospection_id).await?.ok_or(Error::NotFound)?;
        senders.push((prospection_id, before));
    }
    let name = materials::delete(&mut tx, user.team_id, title_id, id).await?.ok_or(Error::NotFound)?;
    let changes = [("material".to_owned(), [name.into(), serde_json::Value::Null])].into_iter().collect();
    let entry = Entry::new(ActivityAction::Update, EntityType::Title, title_id, &title.name).with(changes);
    activity::record(&mut tx, user.team_id, Some(user.id), entry).await?;
    for (prospection_id, before) in senders {
        let after = prospections::find(&mut tx, user.team_id, prospection_id).await?.ok_or(Error::NotFound)?;
        if let Some(changes) = activity::changes(&before, &after, prospections::UNTRACKED) {
            let name = prospections::name_of(&after);
            let entry = Entry::new(ActivityAction::Update, EntityType::Prospection, prospection_id, name).with(changes);
            activity::record(&mut tx, user.team_id, Some(user.id), entry).await?;
        }
    }
    tx.commit().await?;
    Ok(Json(Deleted { id }))
}
