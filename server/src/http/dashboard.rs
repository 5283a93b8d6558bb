//! `GET /api/dashboard`: the home page's figures in one call, counted by the database; `GET
//! /api/overdue`: the counts of the navigation's badges.

use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

use super::extract::{CurrentUser, Json};
use super::openapi::Unauthorized;
use crate::clock;
use crate::db::dashboard::{self, Dashboard};
use crate::db::{awaited, fairs, prospections};
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
    let today = clock::today(&mut *state.db.pool.acquire().await?, user.team_id).await?;
    awaited::ensure(&state.db, user.team_id, today).await?;
    let mut conn = state.db.pool.acquire().await?;
    Ok(Json(dashboard::figures(&mut conn, user.team_id, &today.to_string()).await?))
}

/// What is overdue, as the navigation's badges count it: the same the home page and the digest
/// count.
#[derive(Debug, Serialize, ToSchema)]
pub struct Overdue {
    /// Open prospections with a chase date before today (the list's `due=overdue`).
    pub prospections: i64,
    /// Payments overdue (due before today, not paid in full) and royalty statements overdue.
    pub money: i64,
    /// Meeting requests not confirmed yet, of fairs that have not ended.
    pub fairs: i64,
}

/// The counts of what is overdue in the team, for the navigation's badges (any role).
#[utoipa::path(
    get,
    path = "/overdue",
    operation_id = "overdue",
    tag = "activity",
    security(("bearer" = [])),
    responses((status = 200, description = "The counts", body = Overdue), (status = 401, response = Unauthorized))
)]
pub async fn overdue(State(state): State<AppState>, user: CurrentUser) -> Result<Json<Overdue>> {
    let today = clock::today(&mut *state.db.pool.acquire().await?, user.team_id).await?;
    awaited::ensure(&state.db, user.team_id, today).await?;
    let mut conn = state.db.pool.acquire().await?;
    Ok(Json(Overdue {
        prospections: prospections::count_overdue(&mut conn, user.team_id, &today.to_string()).await?,
        money: dashboard::payments_overdue(&mut conn, user.team_id, today).await?
            + dashboard::statements_overdue(&mut conn, user.team_id, today).await?,
        fairs: fairs::requests_to_chase(&mut conn, user.team_id, today).await?,
    }))
}
