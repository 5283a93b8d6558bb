//! `/api/exchange-rates` (docs/http.md, "Money after signing"): what one unit of a currency is
//! worth in the team's home currency from a day on. Admins and editors record them (they are
//! the team's bookkeeping, as payments are); a change of the rates writes again the home amounts
//! of the payments received, in its transaction. Rates are team settings, as the home currency
//! and the time zone are: each one added or removed is an entry of the activity log about the
//! team, the change under `exchangeRates` (the rate as answered, before or after).

use axum::extract::State;
use rightsdesk_core::{Currency, ExchangeRate, FieldErrors, Normalize, messages, money, validate_exchange_rate};
use serde_json::json;
use sqlx::AnyConnection;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::Deleted;
use super::extract::{CurrentUser, Id, Json};
use super::openapi::{BadRequest, Forbidden, Invalid, NotFound, Unauthorized, UnsupportedMediaType};
use crate::db::{payments, rates, teams};
use crate::error::{Error, Result};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list, create)).routes(routes!(remove))
}

/// Writes again the home amounts of the team's received payments at its rates now.
pub async fn rehome(conn: &mut AnyConnection, team_id: i64) -> Result<()> {
    let home = teams::home_currency(conn, team_id).await?;
    let rates = rates::of_team(conn, team_id).await?;
    payments::rehome(conn, team_id, home, &rates).await
}

/// Records a rate added (`after`) or removed (`before`) in the activity log.
async fn record(
    conn: &mut AnyConnection,
    user: &CurrentUser,
    before: Option<&ExchangeRate>,
    after: Option<&ExchangeRate>,
) -> Result<()> {
    let changes = [("exchangeRates".to_owned(), [json!(before), json!(after)])].into_iter().collect();
    super::team::record_team_change(conn, user, changes).await
}

/// The team's exchange rates, by currency, the latest first.
#[utoipa::path(
    get,
    path = "",
    operation_id = "listExchangeRates",
    tag = "money",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The rates", body = [ExchangeRate]),
        (status = 401, response = Unauthorized),
    )
)]
async fn list(State(state): State<AppState>, user: CurrentUser) -> Result<Json<Vec<ExchangeRate>>> {
    let mut conn = state.db.pool.acquire().await?;
    Ok(Json(rates::list(&mut conn, user.team_id).await?))
}

/// Record a rate (editors and admins): 422 under `currency` when the team has one of that
/// currency from that day.
#[utoipa::path(
    post,
    path = "",
    operation_id = "createExchangeRate",
    tag = "money",
    security(("bearer" = [])),
    request_body = ExchangeRate,
    responses(
        (status = 200, description = "The rate as stored", body = ExchangeRate),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
    )
)]
async fn create(
    State(state): State<AppState>,
    user: CurrentUser,
    Json(rate): Json<ExchangeRate>,
) -> Result<Json<ExchangeRate>> {
    user.require_writer()?;
    validate_exchange_rate(&rate).into_result().map_err(Error::Validation)?;
    let rate = rate.normalized();
    // The rules refuse what does not parse.
    let currency = rate.currency.as_deref().and_then(Currency::parse).unwrap_or(Currency::EUR);
    let units = rate.rate.and_then(money::rate_units).unwrap_or_default();
    let valid_from = rate.valid_from.clone().unwrap_or_default();
    let mut tx = state.db.begin_write().await?;
    let Some(id) = rates::insert(&mut tx, user.team_id, currency, units, &valid_from).await? else {
        let mut errors = FieldErrors::new();
        errors.add("currency", messages::RATE_EXISTS);
        return Err(Error::Validation(errors));
    };
    let stored = rates::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    rehome(&mut tx, user.team_id).await?;
    record(&mut tx, &user, None, Some(&stored)).await?;
    tx.commit().await?;
    Ok(Json(stored))
}

/// Remove a rate (editors and admins).
#[utoipa::path(
    delete,
    path = "/{id}",
    operation_id = "deleteExchangeRate",
    tag = "money",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The rate's id")),
    responses(
        (status = 200, description = "Removed", body = Deleted),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
    )
)]
async fn remove(State(state): State<AppState>, user: CurrentUser, Id(id): Id) -> Result<Json<Deleted>> {
    user.require_writer()?;
    let mut tx = state.db.begin_write().await?;
    let rate = rates::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    rates::delete(&mut tx, user.team_id, id).await?;
    rehome(&mut tx, user.team_id).await?;
    record(&mut tx, &user, Some(&rate), None).await?;
    tx.commit().await?;
    Ok(Json(Deleted { id }))
}
