//! `/api/titles/{id}/cover`: a title's cover image, and its thumbnail (docs/http.md, "Covers and
//! material"). An upload is checked by its bytes (core's `validate_image`), decoded off the async
//! runtime within memory bounds to learn its size and make the thumbnail, then stored with the
//! title's new version and an activity entry.

use std::io::Cursor;

use axum::body::Body;
use axum::extract::{FromRequest, RawQuery, Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum_extra::headers::{ETag, HeaderMapExt, IfNoneMatch};
use image::codecs::jpeg::JpegEncoder;
use image::{DynamicImage, ImageError, ImageFormat, ImageReader, Limits, Rgb, RgbImage};
use rightsdesk_core::file::image_type;
use rightsdesk_core::limits::{MAX_IMAGE_DECODE_BYTES, MAX_IMAGE_SIDE, THUMBNAIL_BOX};
use rightsdesk_core::{ActivityAction, EntityType, FieldErrors, Title, messages, validate_image};
use tokio::sync::Semaphore;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::extract::{CurrentUser, Id};
use super::openapi::{
    BadRequest, CoverUpload, DeleteRefused, Forbidden, Image, Invalid, Jpeg, NotFound, Stale, Unauthorized,
    UnsupportedMediaType,
};
use super::upload::{self, Form};
use super::versions::{RecordWrite, Tagged, begin_claimed, claim, etag};
use crate::db::activity::{self, Entry};
use crate::db::covers::{self, NewCover};
use crate::db::titles;
use crate::error::{Error, Result};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(image, upload, remove)).routes(routes!(thumbnail))
}

/// The thumbnail's JPEG quality: small files, no visible blocks at that size.
const THUMBNAIL_QUALITY: u8 = 80;

/// The parts of an upload, as messages name them.
const PARTS: &str = "`file`";

/// The multipart body of a cover upload, read once the caller may write.
struct CoverForm(Form);

impl FromRequest<AppState> for CoverForm {
    type Rejection = Error;

    async fn from_request(request: Request, state: &AppState) -> Result<Self> {
        Ok(CoverForm(Form::extract(request, state, PARTS).await?))
    }
}

impl CoverForm {
    /// The `file` part, checked by its bytes: the declared type and the name are the client's word.
    async fn read(self) -> Result<upload::Upload> {
        let CoverForm(mut form) = self;
        let mut file = None;
        while let Some(field) = form.next().await? {
            match field.name() {
                Some("file") => file = Some(upload::read_file(field).await?),
                _ => return Err(upload::unknown_part(&field, PARTS)),
            }
        }
        let file = file
            .filter(|file| !file.is_empty())
            .ok_or_else(|| Error::BadRequest("The multipart body needs a `file` part: the cover image".into()))?;
        let size = file.bytes.len() as u64;
        validate_image(&file.name, &file.content_type, size, Some(&file.bytes))
            .into_result()
            .map_err(Error::Validation)?;
        Ok(file)
    }
}

/// The cover as decoded: its type (by its bytes), size and thumbnail. Runs on a blocking thread:
/// decoding a large image takes long enough to stall the async runtime's other requests.
/// Decodes running at once: each may take up to `MAX_IMAGE_DECODE_BYTES`, so uploads arriving
/// together wait their turn rather than add up their memory.
static DECODING: Semaphore = Semaphore::const_new(2);

async fn decode(bytes: Vec<u8>) -> Result<NewCover> {
    let _turn = DECODING.acquire().await.map_err(|err| Error::Internal(format!("decoding a cover failed: {err}")))?;
    tokio::task::spawn_blocking(move || decode_now(bytes))
        .await
        .map_err(|err| Error::Internal(format!("decoding a cover failed: {err}")))?
}

fn decode_now(content: Vec<u8>) -> Result<NewCover> {
    let refused = |message| {
        let mut errors = FieldErrors::new();
        errors.add("file", message);
        Error::Validation(errors)
    };
    // validate_image has told the type by the bytes already.
    let content_type = image_type(&content).ok_or_else(|| refused(messages::ONLY_IMAGES))?;
    let format = ImageFormat::from_mime_type(content_type).ok_or_else(|| refused(messages::ONLY_IMAGES))?;
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_IMAGE_SIDE);
    limits.max_image_height = Some(MAX_IMAGE_SIDE);
    limits.max_alloc = Some(MAX_IMAGE_DECODE_BYTES);
    let mut reader = ImageReader::new(Cursor::new(content.as_slice()));
    reader.set_format(format);
    reader.limits(limits);
    let decoded = reader.decode().map_err(|err| match err {
        ImageError::Limits(_) => refused(messages::IMAGE_TOO_BIG),
        // Bytes that start like an image and are not one.
        _ => refused(messages::ONLY_IMAGES),
    })?;
    let (width, height) = (decoded.width(), decoded.height());
    let thumbnail = thumbnail_jpeg(&decoded)?;
    Ok(NewCover { content_type, width, height, content, thumbnail })
}

/// The image made to fit [`THUMBNAIL_BOX`] (never enlarged), on white where it is transparent,
/// as a JPEG.
fn thumbnail_jpeg(image: &DynamicImage) -> Result<Vec<u8>> {
    let (box_width, box_height) = THUMBNAIL_BOX;
    let small = if image.width() > box_width || image.height() > box_height {
        image.thumbnail(box_width, box_height)
    } else {
        image.clone()
    };
    // JPEG has no transparency: a transparent pixel would show as whatever colour it hides.
    let rgba = small.to_rgba8();
    let on_white = RgbImage::from_fn(small.width(), small.height(), |x, y| {
        let [r, g, b, a] = rgba.get_pixel(x, y).0;
        let over = |c: u8| ((u16::from(c) * u16::from(a) + 255 * (255 - u16::from(a))) / 255) as u8;
        Rgb([over(r), over(g), over(b)])
    });
    let mut jpeg = Vec::new();
    JpegEncoder::new_with_quality(&mut jpeg, THUMBNAIL_QUALITY)
        .encode_image(&on_white)
        .map_err(|err| Error::Internal(format!("encoding a thumbnail failed: {err}")))?;
    Ok(jpeg)
}

/// Set a title's cover (editors and admins), replacing the one it had.
///
/// A JPEG, PNG or WebP image of at most 5,242,880 bytes, told by its bytes (its name and declared
/// type aside); stored as sent, with a JPEG thumbnail that fits 200 x 300 pixels. Every upload
/// gives the cover a new id, the title's `cover`. The title's version grows; with `If-Match`,
/// only over that version (412 otherwise).
#[utoipa::path(
    put,
    path = "/{id}/cover",
    operation_id = "putTitleCover",
    tag = "titles",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The title's id"), ("If-Match" = Option<String>, Header, description = "The title's version the change was made from")),
    request_body(content = CoverUpload, content_type = "multipart/form-data"),
    responses(
        (status = 200, description = "The title with its new cover", body = Title, headers(("ETag" = String, description = "Its version"))),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 412, response = Stale),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
    )
)]
async fn upload(RecordWrite { state, user, id, if_match }: RecordWrite, form: CoverForm) -> Result<Tagged<Title>> {
    user.require_writer()?;
    let cover = decode(form.read().await?.bytes).await?;
    let mut tx = state.db.begin_write().await?;
    claim(&mut tx, EntityType::Title, user.team_id, id, &if_match, titles::find).await?;
    let (old, new) = covers::put(&mut tx, user.team_id, id, &cover).await?;
    let stored = titles::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    let changes = [("cover".to_owned(), [old.into(), new.into()])].into_iter().collect();
    let entry = Entry::new(ActivityAction::Update, EntityType::Title, id, &stored.name).with(changes);
    tx.commit_after(activity::last(user.team_id, Some(user.id), entry)?).await?;
    Ok(Tagged(stored))
}

/// Remove a title's cover (editors and admins): the title without it. 404 when it has none.
#[utoipa::path(
    delete,
    path = "/{id}/cover",
    operation_id = "deleteTitleCover",
    tag = "titles",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The title's id"), ("If-Match" = Option<String>, Header, description = "The title's version the change was made from")),
    responses(
        (status = 200, description = "The title without a cover", body = Title, headers(("ETag" = String, description = "Its version"))),
        DeleteRefused,
    )
)]
async fn remove(RecordWrite { state, user, id, if_match }: RecordWrite) -> Result<Tagged<Title>> {
    let mut tx = begin_claimed(&state, &user, EntityType::Title, id, &if_match, titles::find).await?;
    let old = covers::remove(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    let stored = titles::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    let changes = [("cover".to_owned(), [old.into(), serde_json::Value::Null])].into_iter().collect();
    let entry = Entry::new(ActivityAction::Update, EntityType::Title, id, &stored.name).with(changes);
    tx.commit_after(activity::last(user.team_id, Some(user.id), entry)?).await?;
    Ok(Tagged(stored))
}

/// Which cover the client asks for: the title's `cover` id, so that the address changes with it.
/// (Documented in each operation's `params`: a local `IntoParams` there trips the
/// unused-qualifications lint in utoipa's expansion.)
struct CoverVersion {
    v: Option<String>,
}

impl CoverVersion {
    /// The first `v=` of the query string. `v` is a cache key and nothing more: a query string
    /// that says something else (no `v`, `v` twice, other names) means only that the answer is
    /// not cached for good, never a refusal.
    fn of(RawQuery(query): RawQuery) -> CoverVersion {
        let v = query.and_then(|query| query.split('&').find_map(|pair| pair.strip_prefix("v=").map(str::to_owned)));
        CoverVersion { v }
    }
}

/// A title's cover image, as uploaded.
///
/// `ETag` is the cover's id: `If-None-Match` with it answers 304. Cached for good
/// (`private, max-age=31536000, immutable`) when `v` is the current cover's id, otherwise
/// revalidated each time (`private, no-cache`).
#[utoipa::path(
    get,
    path = "/{id}/cover",
    operation_id = "getTitleCover",
    tag = "titles",
    security(("bearer" = [])),
    params(
        ("id" = i64, Path, description = "The title's id"),
        ("v" = Option<i64>, Query, description = "The title's `cover`: when it is the current cover's id, the answer may be cached for good"),
    ),
    responses(
        (status = 200, description = "The image",
            content((Image = "image/jpeg"), (Image = "image/png"), (Image = "image/webp")),
            headers(("ETag" = String, description = "The cover's id"), ("Cache-Control" = String, description = "Immutable when `v` is the cover's id"))),
        (status = 304, description = "The cover `If-None-Match` names is the current one"),
        (status = 401, response = Unauthorized),
        (status = 404, description = "No such title, or it has no cover", body = crate::error::ErrorBody),
    )
)]
async fn image(
    State(state): State<AppState>,
    user: CurrentUser,
    Id(id): Id,
    query: RawQuery,
    headers: HeaderMap,
) -> Result<Response> {
    serve(&state, user.team_id, id, query, &headers, Size::Full).await
}

/// A title's cover thumbnail: a JPEG within 200 x 300 pixels, cached as the cover is.
#[utoipa::path(
    get,
    path = "/{id}/cover/thumbnail",
    operation_id = "getTitleCoverThumbnail",
    tag = "titles",
    security(("bearer" = [])),
    params(
        ("id" = i64, Path, description = "The title's id"),
        ("v" = Option<i64>, Query, description = "The title's `cover`: when it is the current cover's id, the answer may be cached for good"),
    ),
    responses(
        (status = 200, description = "The thumbnail", body = Jpeg, content_type = "image/jpeg",
            headers(("ETag" = String, description = "The cover's id"), ("Cache-Control" = String, description = "Immutable when `v` is the cover's id"))),
        (status = 304, description = "The cover `If-None-Match` names is the current one"),
        (status = 401, response = Unauthorized),
        (status = 404, description = "No such title, or it has no cover", body = crate::error::ErrorBody),
    )
)]
async fn thumbnail(
    State(state): State<AppState>,
    user: CurrentUser,
    Id(id): Id,
    query: RawQuery,
    headers: HeaderMap,
) -> Result<Response> {
    serve(&state, user.team_id, id, query, &headers, Size::Thumbnail).await
}

/// Which of a cover's two images is asked for.
pub(super) enum Size {
    Full,
    Thumbnail,
}

/// The team's title's cover image or thumbnail with its cache headers, or 304 (also for a guide's
/// share link, `super::shared`). The cover's id alone is read first only when the request names
/// one it has (`If-None-Match`): otherwise one read gives the bytes.
pub(super) async fn serve(
    state: &AppState,
    team_id: i64,
    title_id: i64,
    query: RawQuery,
    headers: &HeaderMap,
    size: Size,
) -> Result<Response> {
    let version = CoverVersion::of(query);
    let pool = &state.db.pool;
    if headers.contains_key(header::IF_NONE_MATCH) {
        let current = covers::id(pool, team_id, title_id).await?.ok_or(Error::NotFound)?;
        if let Some(unchanged) = not_modified(current, &version, headers) {
            return Ok(unchanged);
        }
    }
    let found = match size {
        Size::Full => covers::image(pool, team_id, title_id).await?,
        Size::Thumbnail => covers::thumbnail(pool, team_id, title_id)
            .await?
            .map(|(cover_id, bytes)| (cover_id, "image/jpeg".to_owned(), bytes)),
    };
    let (cover_id, content_type, bytes) = found.ok_or(Error::NotFound)?;
    cached(cover_id, &content_type, bytes, &version)
}

/// 304 when `If-None-Match` names the current cover.
fn not_modified(cover_id: i64, version: &CoverVersion, headers: &HeaderMap) -> Option<Response> {
    let tag: ETag = etag(cover_id).parse().ok()?;
    let unchanged = headers.typed_get::<IfNoneMatch>().is_some_and(|tags| !tags.precondition_passes(&tag));
    unchanged.then(|| with_cache_headers(StatusCode::NOT_MODIFIED.into_response(), cover_id, version))
}

fn cached(cover_id: i64, content_type: &str, bytes: Vec<u8>, version: &CoverVersion) -> Result<Response> {
    let mut response = Body::from(bytes).into_response();
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_str(content_type).map_err(|err| Error::Internal(err.to_string()))?,
    );
    Ok(with_cache_headers(response, cover_id, version))
}

/// The cover's id as `ETag`; cached for good only at the address of this very cover (`?v=` its
/// id), since a new upload is a new id and so a new address.
fn with_cache_headers(mut response: Response, cover_id: i64, version: &CoverVersion) -> Response {
    let headers = response.headers_mut();
    if let Ok(tag) = HeaderValue::from_str(&etag(cover_id)) {
        headers.insert(header::ETAG, tag);
    }
    let immutable = version.v.as_deref() == Some(cover_id.to_string().as_str());
    let cache = if immutable { "private, max-age=31536000, immutable" } else { "private, no-cache" };
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    response
}
