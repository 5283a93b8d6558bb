//! `GET /api/activity`: the team's activity log, newest first, for one kind of record or one
//! record. Entries are written by the writes themselves; there is no call to change one.

use axum::extract::State;
use rightsdesk_core::{ActivityEntry, EntityType};
use serde::Deserialize;

use super::extract::CurrentUser;
use super::list::{ListRequest, Listed, Narrow, one_of};
use super::openapi::{BadRequest, Unauthorized};
use crate::db::activity::{self, Narrowing};
use crate::error::{Error, Result};
use crate::state::AppState;

/// The log's own filters, as the query string carries them.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ActivityFilters {
    entity_type: Option<String>,
    entity_id: Option<String>,
}

/// The team's activity: who changed which record, when, and what changed, newest first.
#[utoipa::path(
    get,
    path = "/activity",
    operation_id = "listActivity",
    tag = "activity",
    security(("bearer" = [])),
    params(
        ListRequest,
        ("entityType" = Option<EntityType>, Query, description = "Only entries about this kind of record"),
        ("entityId" = Option<i64>, Query, description = "Only entries about this record (with `entityType`)"),
    ),
    responses(
        (status = 200, description = "The entries, newest first", body = [ActivityEntry],
            headers(
                ("X-Total-Count" = i64, description = "How many match, before limit and offset (a page counts up to 10,000, or to its end)"),
                ("X-Total-Relation" = String, description = "`eq` when the count is exact, `gte` when counting stopped there")
            )),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
    )
)]
pub async fn list(
    State(state): State<AppState>,
    user: CurrentUser,
    request: ListRequest,
    Narrow(filters): Narrow<ActivityFilters>,
) -> Result<Listed<ActivityEntry>> {
    let query = request.query(&activity::SORTING)?;
    let entity_id = filters
        .entity_id
        .as_deref()
        .map(|text| text.trim().parse::<i64>().map_err(|_| Error::BadRequest("entityId must be an id".into())))
        .transpose()?;
    let narrowing = Narrowing {
        entity_type: one_of("entityType", filters.entity_type.as_deref(), &EntityType::ALL, EntityType::as_str)?,
        entity_id,
    };
    Ok(Listed(activity::list(&state.db, user.team_id, &query, &narrowing).await?))
}
