//! `GET /api/me`: the signed-in user as stored now (name, e-mail, roles, team); `GET
//! /api/team/members`: who else is in the team.

use axum::extract::State;

use super::extract::{CurrentUser, Json};
use super::openapi::Unauthorized;
use crate::db::users::{self, Member, UserSummary};
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

/// The signed-in user's team, by name: whom a prospection may be given to (any role may read it).
#[utoipa::path(
    get,
    path = "/team/members",
    operation_id = "teamMembers",
    tag = "account",
    security(("bearer" = [])),
    responses((status = 200, description = "The team's users", body = [Member]), (status = 401, response = Unauthorized))
)]
pub async fn team_members(State(state): State<AppState>, user: CurrentUser) -> Result<Json<Vec<Member>>> {
    Ok(Json(users::members(&state.db.pool, user.team_id).await?))
}
