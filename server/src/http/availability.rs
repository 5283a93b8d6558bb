//! `/api/availability` (docs/http.md, "Availability"): the Availability page's list, "what can
//! we offer a German publisher for audio?": the team's titles by what one right, in a language
//! and a territory, is for each today, the most sellable first, and how many are in each state.

use axum::extract::State;
use rightsdesk_core::rights::Ask;
use rightsdesk_core::{AvailabilityState, ContractType};
use serde::Deserialize;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::extract::{CurrentUser, Json};
use super::list::{ListRequest, Listed, Narrow, one_of};
use super::openapi::{BadRequest, Unauthorized};
use super::rights::asked_where;
use crate::clock;
use crate::db::availability::{self, SELLABLE, StateCounts, TitleAvailability};
use crate::db::list::{ListQuery, SortField, Sorting};
use crate::error::{Error, Result};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list)).routes(routes!(counts))
}

/// Rows in a page when the client does not say.
const DEFAULT_LIMIT: i64 = 50;

/// Within a state, titles come in the titles list's order by name.
const BY_NAME: Sorting =
    Sorting { fields: &[SortField { name: "name", sql: "name_key", nullable: false, unique: true }], default: "name" };

/// The query string of both calls (the counts ignore `state`, `limit` and `offset`).
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
struct AvailabilityQuery {
    contract_type: Option<String>,
    language: Option<String>,
    territory: Option<String>,
    state: Option<String>,
    q: Option<String>,
    limit: Option<String>,
    offset: Option<String>,
}

/// What the query asks, checked: the right (required), language and territory, and the page.
struct Asked<'a> {
    right: ContractType,
    language: Option<&'a str>,
    territory: Option<rightsdesk_core::Territory>,
    query: ListQuery,
}

fn asked<'a>(state: &AppState, query: &'a AvailabilityQuery) -> Result<Asked<'a>> {
    let codes = || ContractType::ALL.map(ContractType::as_str).join(", ");
    let Some(contract_type) = query.contract_type.as_deref().map(str::trim).filter(|text| !text.is_empty()) else {
        return Err(Error::BadRequest(format!("contractType is required: one of {}", codes())));
    };
    let right = one_of("contractType", Some(contract_type), &ContractType::ALL, ContractType::as_str)?
        .ok_or_else(|| Error::BadRequest(format!("contractType must be one of {}", codes())))?;
    let (language, territory) = asked_where(&state.reference, query.language.as_deref(), query.territory.as_deref())?;
    let mut list = ListRequest::unsorted(query.q.clone(), query.limit.clone(), query.offset.clone()).query(&BY_NAME)?;
    list.limit.get_or_insert(DEFAULT_LIMIT);
    Ok(Asked { right, language, territory, query: list })
}

/// The team's titles by what one right, in a language and a territory, is for each today:
/// `available` first, then `pitched`, `offer`, `optioned`, `pending`, `sold`, `not_held`; by
/// name within a state (docs/http.md, "Availability").
#[utoipa::path(
    get,
    path = "/",
    operation_id = "listAvailability",
    tag = "availability",
    security(("bearer" = [])),
    params(
        ("contractType" = ContractType, Query, description = "The right asked about (required)"),
        ("language" = Option<String>, Query, description = "An ISO 639-1 code; without it, any language"),
        ("territory" = Option<String>, Query, description = "ISO 3166-1 codes, comma-separated (`DE,AT`); without it, anywhere"),
        ("state" = Option<AvailabilityState>, Query, description = "Only the titles in this state"),
        ("q" = Option<String>, Query, description = "Words that must all occur in the title's name or author, as the titles list's `q`"),
        ("limit" = Option<i64>, Query, minimum = 1, maximum = 500, description = "Rows in the page, 1 to 500; 50 when absent"),
        ("offset" = Option<i64>, Query, minimum = 0, description = "Matching rows to skip, 0 or more"),
    ),
    responses(
        (status = 200, description = "The titles, most sellable first", body = [TitleAvailability],
            headers(
                ("X-Total-Count" = i64, description = "How many titles match (`state` and `q` applied), before limit and offset"),
                ("X-Total-Relation" = String, description = "`eq` when the count is exact, `gte` when counting stopped there (with `q`, as the lists)")
            )),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
    )
)]
async fn list(
    State(state): State<AppState>,
    user: CurrentUser,
    Narrow(query): Narrow<AvailabilityQuery>,
) -> Result<Listed<TitleAvailability>> {
    let asked = asked(&state, &query)?;
    let wanted = one_of("state", query.state.as_deref(), &SELLABLE, AvailabilityState::as_str)?;
    let ask = Ask { right: asked.right, language: asked.language, territory: asked.territory.as_ref() };
    let today = {
        let mut conn = state.db.pool.acquire().await?;
        clock::today(&mut conn, user.team_id).await?
    };
    Ok(Listed(availability::list(&state.db, user.team_id, &ask, today, wanted, &asked.query).await?))
}

/// How many of the team's titles (matching `q`) are in each state for one right, in a language
/// and a territory, today: the same query as the list's, without `state`, `limit` and `offset`.
#[utoipa::path(
    get,
    path = "/counts",
    operation_id = "countAvailability",
    tag = "availability",
    security(("bearer" = [])),
    params(
        ("contractType" = ContractType, Query, description = "The right asked about (required)"),
        ("language" = Option<String>, Query, description = "An ISO 639-1 code; without it, any language"),
        ("territory" = Option<String>, Query, description = "ISO 3166-1 codes, comma-separated (`DE,AT`); without it, anywhere"),
        ("q" = Option<String>, Query, description = "Words that must all occur in the title's name or author, as the titles list's `q`"),
    ),
    responses(
        (status = 200, description = "The count of each state, exact", body = StateCounts),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
    )
)]
async fn counts(
    State(state): State<AppState>,
    user: CurrentUser,
    Narrow(query): Narrow<AvailabilityQuery>,
) -> Result<Json<StateCounts>> {
    let query = AvailabilityQuery { state: None, limit: None, offset: None, ..query };
    let asked = asked(&state, &query)?;
    let ask = Ask { right: asked.right, language: asked.language, territory: asked.territory.as_ref() };
    let today = {
        let mut conn = state.db.pool.acquire().await?;
        clock::today(&mut conn, user.team_id).await?
    };
    Ok(Json(availability::counts(&state.db, user.team_id, &ask, today, &asked.query).await?))
}
