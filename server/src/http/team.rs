//! `GET`/`PUT /api/team/settings`: the settings an admin chooses for the whole team. Today the
//! time zone its "today" is read in ([`crate::clock`]); any member may read them.

use axum::extract::State;
use rightsdesk_core::{Normalize, TeamSettings, validate_team_settings};

use super::extract::{CurrentUser, Json};
use super::openapi::{BadRequest, Forbidden, Invalid, Unauthorized, UnsupportedMediaType};
use crate::clock;
use crate::db::teams;
use crate::error::{Error, Result};
use crate::state::AppState;

/// The team's settings, its time zone the server's own until an admin chooses one.
#[utoipa::path(
    get,
    path = "/team/settings",
    operation_id = "teamSettings",
    tag = "account",
    security(("bearer" = [])),
    responses((status = 200, description = "The settings", body = TeamSettings), (status = 401, response = Unauthorized))
)]
pub async fn settings(State(state): State<AppState>, user: CurrentUser) -> Result<Json<TeamSettings>> {
    let mut conn = state.db.pool.acquire().await?;
    Ok(Json(TeamSettings { time_zone: clock::team_zone(&mut conn, user.team_id).await? }))
}

/// Change the team's settings (admins): `timeZone` an IANA name (`Europe/Paris`), else 422 on
/// `timeZone`.
#[utoipa::path(
    put,
    path = "/team/settings",
    operation_id = "changeTeamSettings",
    tag = "account",
    security(("bearer" = [])),
    request_body = TeamSettings,
    responses(
        (status = 200, description = "The settings as stored", body = TeamSettings),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
    )
)]
pub async fn change(
    State(state): State<AppState>,
    user: CurrentUser,
    Json(settings): Json<TeamSettings>,
) -> Result<Json<TeamSettings>> {
    user.require_admin()?;
    validate_team_settings(&settings, clock::is_known_zone).into_result().map_err(Error::Validation)?;
    let settings = settings.normalized();
    let mut conn = state.db.pool.acquire().await?;
    teams::set_time_zone(&mut conn, user.team_id, &settings.time_zone).await?;
    Ok(Json(settings))
}
