//! `/api/guides`: the team's rights guides (docs/http.md, "Rights guides"), and each guide's
//! share link. What a guide prints and exports is [`super::guide_document`]'s; the public page of
//! a share link is [`super::shared`]'s.

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use rightsdesk_core::{ActivityAction, EntityType, Guide, Normalize, validate_guide};
use serde::Serialize;
use serde_json::json;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::Deleted;
use super::calendar::base_url;
use super::extract::{CurrentUser, Id, Json, same_id};
use super::guide_document;
use super::openapi::{
    BadRequest, DeleteRefused, Forbidden, Invalid, NotFound, Stale, Unauthorized, UnsupportedMediaType,
};
use super::versions::{RecordWrite, Tagged, begin_claimed, claim};
use crate::auth::feed;
use crate::db::activity::{self, Entry};
use crate::db::guides;
use crate::error::{Error, Result};
use crate::state::AppState;

/// What the activity log leaves out of a guide's changes: its id beside its fair's name, and its
/// timestamp.
const UNTRACKED: &[&str] = &["id", "fairId", "updatedAt"];

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list, create))
        .routes(routes!(find, update, remove))
        .routes(routes!(share, revoke))
        .routes(routes!(guide_document::document))
        .routes(routes!(guide_document::export))
}

/// Checks a guide with the core's rules and returns it as it will be stored (read-only fields
/// dropped).
fn checked(guide: Guide) -> Result<Guide> {
    validate_guide(&guide).into_result().map_err(Error::Validation)?;
    Ok(Guide { id: None, version: None, fair: None, shared: false, updated_at: None, ..guide.normalized() })
}

/// The team's guides, the last changed first.
#[utoipa::path(
    get,
    path = "/",
    operation_id = "listGuides",
    tag = "guides",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The guides", body = [Guide]),
        (status = 401, response = Unauthorized),
    )
)]
async fn list(State(state): State<AppState>, user: CurrentUser) -> Result<Json<Vec<Guide>>> {
    let mut conn = state.db.pool.acquire().await?;
    Ok(Json(guides::list(&mut conn, user.team_id).await?))
}

/// One guide.
#[utoipa::path(
    get,
    path = "/{id}",
    operation_id = "getGuide",
    tag = "guides",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The guide's id")),
    responses(
        (status = 200, description = "The guide", body = Guide, headers(("ETag" = String, description = "Its version"))),
        (status = 401, response = Unauthorized),
        (status = 404, response = NotFound),
    )
)]
async fn find(State(state): State<AppState>, user: CurrentUser, Id(id): Id) -> Result<Tagged<Guide>> {
    let mut conn = state.db.pool.acquire().await?;
    guides::find(&mut conn, user.team_id, id).await?.map(Tagged).ok_or(Error::NotFound)
}

/// Make a guide (editors and admins).
///
/// Its titles are the team's, each once, at most 500 in at most 50 sections; its contact a member
/// of the team. Absent options of `show` take their defaults.
#[utoipa::path(
    post,
    path = "/",
    operation_id = "createGuide",
    tag = "guides",
    security(("bearer" = [])),
    request_body = Guide,
    responses(
        (status = 200, description = "The guide as stored", body = Guide, headers(("ETag" = String, description = "Its version"))),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
    )
)]
async fn create(State(state): State<AppState>, user: CurrentUser, Json(guide): Json<Guide>) -> Result<Tagged<Guide>> {
    user.require_writer()?;
    let guide = checked(guide)?;
    let mut tx = state.db.begin_write().await?;
    guides::check_references(&mut tx, state.db.backend, user.team_id, &guide).await?;
    let id = guides::insert(&mut tx, user.team_id, &guide).await?;
    let stored = guides::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    let entry = Entry::new(ActivityAction::Create, EntityType::Guide, id, &stored.name);
    tx.commit_after(activity::last(user.team_id, Some(user.id), entry)?).await?;
    Ok(Tagged(stored))
}

/// Replace a guide (editors and admins): every field and section as sent.
#[utoipa::path(
    put,
    path = "/{id}",
    operation_id = "updateGuide",
    tag = "guides",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The guide's id"), ("If-Match" = Option<String>, Header, description = "The version the change was made from")),
    request_body = Guide,
    responses(
        (status = 200, description = "The guide as stored", body = Guide, headers(("ETag" = String, description = "Its version"))),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 412, response = Stale),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
    )
)]
async fn update(
    RecordWrite { state, user, id, if_match }: RecordWrite,
    Json(guide): Json<Guide>,
) -> Result<Tagged<Guide>> {
    user.require_writer()?;
    same_id(guide.id, id)?;
    let guide = checked(guide)?;
    let mut tx = state.db.begin_write().await?;
    claim(&mut tx, EntityType::Guide, user.team_id, id, &if_match, guides::find).await?;
    let before = guides::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    guides::check_references(&mut tx, state.db.backend, user.team_id, &guide).await?;
    if !guides::update(&mut tx, user.team_id, id, &guide).await? {
        return Err(Error::NotFound);
    }
    let stored = guides::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    let entry = Entry::new(ActivityAction::Update, EntityType::Guide, id, &stored.name);
    tx.commit_after(activity::last_update(user.team_id, Some(user.id), &before, &stored, UNTRACKED, entry)?).await?;
    Ok(Tagged(stored))
}

/// Delete a guide and its share link (editors and admins); its titles stay.
#[utoipa::path(
    delete,
    path = "/{id}",
    operation_id = "deleteGuide",
    tag = "guides",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The guide's id"), ("If-Match" = Option<String>, Header, description = "The version the change was made from")),
    responses(
        (status = 200, description = "Deleted", body = Deleted),
        DeleteRefused,
    )
)]
async fn remove(RecordWrite { state, user, id, if_match }: RecordWrite) -> Result<Json<Deleted>> {
    let mut tx = begin_claimed(&state, &user, EntityType::Guide, id, &if_match, guides::find).await?;
    let guide = guides::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    if !guides::delete(&mut tx, user.team_id, id).await? {
        return Err(Error::NotFound);
    }
    let entry = Entry::new(ActivityAction::Delete, EntityType::Guide, id, &guide.name);
    tx.commit_after(activity::last(user.team_id, Some(user.id), entry)?).await?;
    Ok(Json(Deleted { id }))
}

/// The answer of the share call: the secret address.
#[derive(Debug, Serialize, ToSchema)]
struct ShareLink {
    /// `https://host/guide/{token}`, the web app's public page of the guide: whoever has it reads
    /// what the guide shows, without signing in.
    url: String,
}

/// An entry of the guide's history saying its link went live (`true`) or was revoked.
fn shared_entry(guide: &Guide, shared: bool) -> Entry {
    let changes = [("shared".to_owned(), [json!(!shared), json!(shared)])].into_iter().collect();
    Entry::new(ActivityAction::Update, EntityType::Guide, guide.id, &guide.name).with(changes)
}

/// The guide's share link (editors and admins): made on the first call, the same address after,
/// until revoked. A buyer opens it without signing in and reads only what the guide shows.
#[utoipa::path(
    post,
    path = "/{id}/share",
    operation_id = "shareGuide",
    tag = "guides",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The guide's id"), ("If-Match" = Option<String>, Header, description = "The version the change was made from")),
    responses(
        (status = 200, description = "The address", body = ShareLink),
        DeleteRefused,
    )
)]
async fn share(RecordWrite { state, user, id, if_match }: RecordWrite, headers: HeaderMap) -> Result<Json<ShareLink>> {
    let key = &state.keys.feed;
    let mut tx = begin_claimed(&state, &user, EntityType::Guide, id, &if_match, guides::find).await?;
    let nonce = match guides::share(&mut tx, id).await? {
        Some((nonce, hash)) => {
            // A new signing key makes new tokens: store the hash of the one shown from now on.
            // Otherwise nothing changed, and the claim's new version rolls back with `tx`.
            let current = feed::hash(&key.guide_token(id, &nonce));
            if hash != current {
                guides::set_share(&mut tx, id, &nonce, &current).await?;
                tx.commit().await?;
            }
            nonce
        }
        None => {
            let nonce = feed::nonce();
            guides::set_share(&mut tx, id, &nonce, &feed::hash(&key.guide_token(id, &nonce))).await?;
            let guide = guides::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
            tx.commit_after(activity::last(user.team_id, Some(user.id), shared_entry(&guide, true))?).await?;
            nonce
        }
    };
    let token = key.guide_token(id, &nonce);
    Ok(Json(ShareLink { url: format!("{}/guide/{token}", base_url(&state, &headers)) }))
}

/// Revoke the guide's share link (editors and admins): its address answers 404 at once, and the
/// next link differs.
#[utoipa::path(
    delete,
    path = "/{id}/share",
    operation_id = "revokeGuideShare",
    tag = "guides",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The guide's id"), ("If-Match" = Option<String>, Header, description = "The version the change was made from")),
    responses(
        (status = 204, description = "Revoked, or there was no link"),
        DeleteRefused,
    )
)]
async fn revoke(RecordWrite { state, user, id, if_match }: RecordWrite) -> Result<StatusCode> {
    let mut tx = begin_claimed(&state, &user, EntityType::Guide, id, &if_match, guides::find).await?;
    // Without a link nothing changes: the claim's new version rolls back with `tx`.
    if guides::revoke(&mut tx, id).await? {
        let guide = guides::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
        tx.commit_after(activity::last(user.team_id, Some(user.id), shared_entry(&guide, false))?).await?;
    }
    Ok(StatusCode::NO_CONTENT)
}
