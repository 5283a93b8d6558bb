//! `GET /api/dashboard`: the home page's figures in one call, counted by the database.

use axum::extract::State;

use super::extract::{CurrentUser, Json};
use super::openapi::Unauthorized;
use crate::clock;
use crate::db::dashboard::{self, Dashboard};
use crate::error::Result;
use crate::state::AppState;

/// The team's day at a glance: the open pipeline, pending offers per currency, options ending,
/// licenses signed this year and last, prospections per status, licenses per month, and what is due.
#[utoipa::path(
    get,
    path = "/dashboard",
    operation_id = "dashboard",
    tag = "activity",
    security(("bearer" = [])),
    responses((status = 200, description = "The figures", body = Dashboard), (status = 401, response = Unauthorized))
)]
pub async fn figures(State(state): State<AppState>, user: CurrentUser) -> Result<Json<Dashboard>> {
    let mut conn = state.db.pool.acquire().await?;
    let today = clock::today(&mut conn, user.team_id).await?.to_string();
    Ok(Json(dashboard::figures(&mut conn, user.team_id, &today).await?))
}
