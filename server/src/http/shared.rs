//! `/shared/guides/{token}`: a rights guide as its share link shows it, to buyers who do not sign
//! in (docs/http.md, "Rights guides"). The secret address is the only credential, as a calendar
//! feed's is; an unknown or revoked token is a 404, and a link shows only its own guide: its
//! document, and the covers of its titles when the guide shows covers.

use axum::extract::{Path, RawQuery, State};
use axum::http::HeaderMap;
use axum::response::Response;
use rightsdesk_core::{Guide, GuideDocument};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::covers::{self, Size};
use super::extract::Json;
use super::guide_document::document_of;
use super::openapi::NotFound;
use crate::auth::feed;
use crate::db::guides;
use crate::error::{Error, Result};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(document)).routes(routes!(cover))
}

/// The guide of a share token and its team: 404 when no live link has it.
async fn guide_of(state: &AppState, token: &str) -> Result<(i64, Guide)> {
    let mut conn = state.db.pool.acquire().await?;
    let (team_id, guide_id) = guides::shared(&mut conn, &feed::hash(token)).await?.ok_or(Error::NotFound)?;
    let guide = guides::find(&mut conn, team_id, guide_id).await?.ok_or(Error::NotFound)?;
    Ok((team_id, guide))
}

/// What the guide shows, as `GET /api/guides/{id}/document` answers it, each cover at its
/// address under this link.
#[utoipa::path(
    get,
    path = "/guides/{token}",
    operation_id = "getSharedGuide",
    tag = "guides",
    security(()),
    params(("token" = String, Path, description = "The secret token of the guide's share link")),
    responses(
        (status = 200, description = "The document", body = GuideDocument),
        (status = 404, response = NotFound),
    )
)]
async fn document(State(state): State<AppState>, Path(token): Path<String>) -> Result<Json<GuideDocument>> {
    let (team_id, guide) = guide_of(&state, &token).await?;
    let cover = |title_id, cover_id| format!("/shared/guides/{token}/covers/{title_id}?v={cover_id}");
    let mut conn = state.db.pool.acquire().await?;
    Ok(Json(document_of(&mut conn, team_id, guide, cover).await?))
}

/// The cover thumbnail of a title of the shared guide, cached as the title's own is: only for
/// the guide's titles, and only when the guide shows covers.
#[utoipa::path(
    get,
    path = "/guides/{token}/covers/{titleId}",
    operation_id = "getSharedGuideCover",
    tag = "guides",
    security(()),
    params(
        ("token" = String, Path, description = "The secret token of the guide's share link"),
        ("titleId" = i64, Path, description = "The title's id"),
        ("v" = Option<i64>, Query, description = "The title's `cover`: when it is the current cover's id, the answer may be cached for good"),
    ),
    responses(
        (status = 200, description = "The thumbnail", body = super::openapi::Jpeg, content_type = "image/jpeg",
            headers(("ETag" = String, description = "The cover's id"), ("Cache-Control" = String, description = "Immutable when `v` is the cover's id"))),
        (status = 304, description = "The cover `If-None-Match` names is the current one"),
        (status = 404, description = "No such link, title of the guide or cover, or the guide shows no covers", body = crate::error::ErrorBody),
    )
)]
async fn cover(
    State(state): State<AppState>,
    Path((token, title_id)): Path<(String, String)>,
    query: RawQuery,
    headers: HeaderMap,
) -> Result<Response> {
    let title_id: i64 = title_id.parse().map_err(|_| Error::NotFound)?;
    let (team_id, guide) = guide_of(&state, &token).await?;
    if !guide.show.cover || !guide.title_ids().any(|id| id == title_id) {
        return Err(Error::NotFound);
    }
    covers::serve(&state, team_id, title_id, query, &headers, Size::Thumbnail).await
}
