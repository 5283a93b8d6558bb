//! `GET /api/me`: the signed-in user as stored now (name, e-mail, roles, team).

use axum::extract::State;

use super::extract::{CurrentUser, Json};
use super::openapi::Unauthorized;
use crate::db::users::{self, UserSummary};
use crate::error::{Error, Result};
use crate::state::AppState;

/// The signed-in user as stored now (name, e-mail, roles, team).
#[utoipa::path(
    get,
    path = "/me",
    operation_id = "me",
    tag = "account",
    security(("bearer" = [])),
    responses((status = 200, description = "The user", body = UserSummary), (status = 401, response = Unauthorized))
)]
pub async fn me(State(state): State<AppState>, user: CurrentUser) -> Result<Json<UserSummary>> {
    let mut conn = state.db.pool.acquire().await?;
    users::find(&mut conn, user.id).await?.map(Json).ok_or(Error::NotFound)
}
