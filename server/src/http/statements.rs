//! `/api/licenses/{id}/statements`, `/api/licenses/{id}/royalties` and `/api/statements`
//! (docs/http.md, "Money after signing"): a license's royalty statements and earn-out, and the
//! team's statements received, expected and overdue. Each change of a statement is an entry of
//! the license's history and a new version of the license.

use axum::extract::State;
use rightsdesk_core::statement::{Accounting, in_license_currency, royalties};
use rightsdesk_core::{
    AccountingPeriod, Currency, IsoDate, PaymentKind, Royalties, Statement, StatementStatus, money, validate_statement,
};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use sqlx::AnyConnection;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::Deleted;
use super::extract::{CurrentUser, Id, Json, same_id};
use super::list::{ListRequest, Listed, Narrow, id_filter, one_of};
use super::openapi::{BadRequest, Forbidden, Invalid, NotFound, Unauthorized, UnsupportedMediaType};
use super::payments::{ItemPath, claim_license, reading, record};
use crate::clock;
use crate::db::awaited::{self, Due};
use crate::db::{licenses, payments, statements};
use crate::error::{Error, Result};
use crate::state::AppState;

/// The routes under `/licenses`.
pub fn license_router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list, create))
        .routes(routes!(update, remove))
        .routes(routes!(license_royalties))
}

/// The routes under `/statements`.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(team_list))
}

/// How the license's history shows a statement: "2025-01-01 to 2025-06-30 · earned 400 EUR".
fn summary(statement: &Statement) -> Value {
    let period = format!(
        "{} to {}",
        statement.period_start.as_deref().unwrap_or_default(),
        statement.period_end.as_deref().unwrap_or_default()
    );
    let mut parts = vec![period];
    if let Some(earned) = statement.earned {
        parts.push(format!("earned {earned} {}", statement.currency.as_deref().unwrap_or_default()));
    }
    json!(parts.join(" · "))
}

/// The license's statements, by period.
#[utoipa::path(
    get,
    path = "/{id}/statements",
    operation_id = "listStatements",
    tag = "money",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The license's id")),
    responses(
        (status = 200, description = "The statements", body = [Statement]),
        (status = 401, response = Unauthorized),
        (status = 404, response = NotFound),
    )
)]
async fn list(State(state): State<AppState>, user: CurrentUser, Id(license_id): Id) -> Result<Json<Vec<Statement>>> {
    let mut conn = state.db.pool.acquire().await?;
    licenses::find(&mut conn, user.team_id, license_id).await?.ok_or(Error::NotFound)?;
    Ok(Json(statements::of_license(&mut conn, user.team_id, license_id).await?))
}

/// Checks a statement for its license and writes it (a new one when `id` is none); answers it as
/// stored.
async fn write(
    conn: &mut AnyConnection,
    user: &CurrentUser,
    license_id: i64,
    id: Option<i64>,
    statement: Statement,
) -> Result<Statement> {
    let license = claim_license(conn, user.team_id, license_id).await?;
    let currency = license.currency.as_deref();
    validate_statement(&statement, currency).into_result().map_err(Error::Validation)?;
    let statement = in_license_currency(statement, currency);
    let days = license.statement_days.unwrap_or(rightsdesk_core::limits::DEFAULT_STATEMENT_DAYS);
    let before = match id {
        Some(id) => {
            let before = statements::find(conn, user.team_id, license_id, id).await?.ok_or(Error::NotFound)?;
            statements::update(conn, user.team_id, license_id, id, &statement, days).await?;
            summary(&before)
        }
        None => Value::Null,
    };
    let id = match id {
        Some(id) => id,
        None => statements::insert(conn, user.team_id, license_id, &statement, days).await?,
    };
    awaited::follow_license(conn, user.team_id, license_id).await?;
    let after = statements::find(conn, user.team_id, license_id, id).await?.ok_or(Error::NotFound)?;
    if before != summary(&after) {
        record(conn, user, &license, "statements", before, summary(&after)).await?;
    }
    Ok(after)
}

/// Record a royalty statement of the license (editors and admins).
#[utoipa::path(
    post,
    path = "/{id}/statements",
    operation_id = "createStatement",
    tag = "money",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The license's id")),
    request_body = Statement,
    responses(
        (status = 200, description = "The statement as stored", body = Statement),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
    )
)]
async fn create(
    State(state): State<AppState>,
    user: CurrentUser,
    Id(license_id): Id,
    Json(statement): Json<Statement>,
) -> Result<Json<Statement>> {
    user.require_writer()?;
    let mut tx = state.db.begin_write().await?;
    // As every license write does, first thing: the statements awaited follow both.
    licenses::take_turns(&mut tx, state.db.backend, user.team_id).await?;
    let stored = write(&mut tx, &user, license_id, None, statement).await?;
    tx.commit().await?;
    Ok(Json(stored))
}

/// Replace a royalty statement of the license (editors and admins).
#[utoipa::path(
    put,
    path = "/{id}/statements/{statementId}",
    operation_id = "updateStatement",
    tag = "money",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The license's id"), ("statementId" = i64, Path, description = "The statement's id")),
    request_body = Statement,
    responses(
        (status = 200, description = "The statement as stored", body = Statement),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
    )
)]
async fn update(
    State(state): State<AppState>,
    user: CurrentUser,
    ItemPath { license_id, item_id }: ItemPath,
    Json(statement): Json<Statement>,
) -> Result<Json<Statement>> {
    user.require_writer()?;
    same_id(statement.id, item_id)?;
    let mut tx = state.db.begin_write().await?;
    licenses::take_turns(&mut tx, state.db.backend, user.team_id).await?;
    let stored = write(&mut tx, &user, license_id, Some(item_id), statement).await?;
    tx.commit().await?;
    Ok(Json(stored))
}

/// Remove a royalty statement of the license (editors and admins).
#[utoipa::path(
    delete,
    path = "/{id}/statements/{statementId}",
    operation_id = "deleteStatement",
    tag = "money",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The license's id"), ("statementId" = i64, Path, description = "The statement's id")),
    responses(
        (status = 200, description = "Removed", body = Deleted),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
    )
)]
async fn remove(
    State(state): State<AppState>,
    user: CurrentUser,
    ItemPath { license_id, item_id }: ItemPath,
) -> Result<Json<Deleted>> {
    user.require_writer()?;
    let mut tx = state.db.begin_write().await?;
    licenses::take_turns(&mut tx, state.db.backend, user.team_id).await?;
    let license = claim_license(&mut tx, user.team_id, license_id).await?;
    let before = statements::find(&mut tx, user.team_id, license_id, item_id).await?.ok_or(Error::NotFound)?;
    statements::delete(&mut tx, user.team_id, license_id, item_id).await?;
    awaited::follow_license(&mut tx, user.team_id, license_id).await?;
    record(&mut tx, &user, &license, "statements", summary(&before), Value::Null).await?;
    tx.commit().await?;
    Ok(Json(Deleted { id: item_id }))
}

/// The license's earn-out and the statements its accounting periods call for (docs/http.md,
/// "Money after signing"): amounts in the license's currency; statements in another currency
/// are not counted.
#[utoipa::path(
    get,
    path = "/{id}/royalties",
    operation_id = "getRoyalties",
    tag = "money",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The license's id")),
    responses(
        (status = 200, description = "The earn-out and the statements expected", body = Royalties),
        (status = 401, response = Unauthorized),
        (status = 404, response = NotFound),
    )
)]
async fn license_royalties(
    State(state): State<AppState>,
    user: CurrentUser,
    Id(license_id): Id,
) -> Result<Json<Royalties>> {
    let mut conn = state.db.pool.acquire().await?;
    let license = licenses::find(&mut conn, user.team_id, license_id).await?.ok_or(Error::NotFound)?;
    let reading = reading(&mut conn, user.team_id).await?;
    let currency = license.currency.as_deref().and_then(Currency::parse);
    let decimals = money::decimals_of(currency);
    let in_currency = |code: &Option<String>| code.as_deref().and_then(Currency::parse) == currency;
    let recorded: Vec<(IsoDate, i64)> = statements::of_license(&mut conn, user.team_id, license_id)
        .await?
        .into_iter()
        .filter(|statement| in_currency(&statement.currency))
        .filter_map(|statement| {
            let end = IsoDate::parse(statement.period_end.as_deref()?)?;
            Some((end, money::minor_units(statement.earned.unwrap_or_default(), decimals)?))
        })
        .collect();
    let received = payments::of_license(&mut conn, user.team_id, license_id, reading)
        .await?
        .into_iter()
        .filter(|payment| {
            payment.kind.as_deref() == Some(PaymentKind::Royalty.as_str()) && in_currency(&payment.currency)
        })
        .filter_map(|payment| money::minor_units(payment.received_amount?, decimals));
    let received = money::total(received).ok_or_else(|| Error::Internal("royalties received overflow".into()))?;
    let advance = money::minor_of(license.advance, currency).unwrap_or_default();
    let accounting = Accounting {
        publication: license.publication_date.as_deref().and_then(IsoDate::parse),
        period: license
            .accounting_period
            .as_deref()
            .and_then(AccountingPeriod::parse)
            .unwrap_or(AccountingPeriod::HalfYear),
        statement_days: license.statement_days.unwrap_or(rightsdesk_core::limits::DEFAULT_STATEMENT_DAYS),
    };
    royalties(advance, currency, &recorded, received, &accounting, reading.today)
        .map(Json)
        .ok_or_else(|| Error::Internal("royalties earned overflow".into()))
}

/// A statement of the team-wide list: one recorded, or one a license's periods call for.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListedStatement {
    /// `received` for one recorded; `expected` or `overdue` for one called for and not received.
    pub status: StatementStatus,
    pub license_id: i64,
    /// The license's title.
    pub title: String,
    pub title_id: i64,
    /// The licensee.
    pub company: String,
    pub company_id: i64,
    #[schema(format = Date)]
    pub period_start: String,
    #[schema(format = Date)]
    pub period_end: String,
    #[schema(format = Date)]
    pub due_date: String,
    /// The statement recorded, for `received`.
    pub statement: Option<Statement>,
}

/// The filters of the team's statements, as the query string carries them.
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
struct StatementFilters {
    /// Which statements: `overdue` (the default), `expected` or `received`.
    #[param(value_type = Option<StatementStatus>)]
    status: Option<String>,
    /// The licensee's id.
    #[param(value_type = Option<i64>)]
    company_id: Option<String>,
    /// The title's id.
    #[param(value_type = Option<i64>)]
    title_id: Option<String>,
}

/// The team's royalty statements of one status, with their license's title and company: `overdue`
/// (the default), `expected` or `received`, by due date, the earliest first (or as `sort` says). Filters `companyId`, `titleId`, and the list parameters; `q`
/// searches the title and company names.
#[utoipa::path(
    get,
    path = "",
    operation_id = "listTeamStatements",
    tag = "money",
    security(("bearer" = [])),
    params(ListRequest, StatementFilters),
    responses(
        (status = 200, description = "One page of statements", body = [ListedStatement],
            headers(("X-Total-Count" = i64, description = "Matching statements"))),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
    )
)]
async fn team_list(
    State(state): State<AppState>,
    user: CurrentUser,
    request: ListRequest,
    Narrow(filters): Narrow<StatementFilters>,
) -> Result<Listed<ListedStatement>> {
    let status = one_of("status", filters.status.as_deref(), &StatementStatus::ALL, StatementStatus::as_str)?
        .unwrap_or(StatementStatus::Overdue);
    let company_id = id_filter("companyId", filters.company_id.as_deref())?;
    let title_id = id_filter("titleId", filters.title_id.as_deref())?;
    let query = request.query(&statements::SORTING)?;
    if status == StatementStatus::Received {
        let page = statements::received(&state.db, user.team_id, &query, company_id, title_id).await?;
        return Ok(Listed(page.map(|row| {
            let (statement, title, title_id, company, company_id) = row.into_parts();
            ListedStatement {
                status: StatementStatus::Received,
                license_id: statement.license_id.unwrap_or_default(),
                title,
                title_id,
                company,
                company_id,
                period_start: statement.period_start.clone().unwrap_or_default(),
                period_end: statement.period_end.clone().unwrap_or_default(),
                due_date: statement.due_date.clone().unwrap_or_default(),
                statement: Some(statement),
            }
        })));
    }
    let today = clock::today(&mut *state.db.pool.acquire().await?, user.team_id).await?;
    awaited::ensure(&state.db, user.team_id, today).await?;
    let due = if status == StatementStatus::Overdue { Due::Overdue } else { Due::Expected };
    let page = awaited::page(&state.db, user.team_id, today, due, company_id, title_id, &query).await?;
    Ok(Listed(page.map(move |row| ListedStatement {
        status,
        license_id: row.license_id,
        title: row.title,
        title_id: row.title_id,
        company: row.company,
        company_id: row.company_id,
        period_start: row.period_start,
        period_end: row.period_end,
        due_date: row.due_date,
        statement: None,
    })))
}
