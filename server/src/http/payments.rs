//! `/api/licenses/{id}/payments` and `/api/payments` (docs/http.md, "Money after signing"): the
//! payments of a license, and the team's payments by status. Each change of a payment is an entry
//! of the license's history and a new version of the license.

use axum::extract::{FromRequestParts, Path, State};
use axum::http::request::Parts;
use rightsdesk_core::money::LicenseDates;
use rightsdesk_core::{ActivityAction, EntityType, License, Payment, PaymentKind, PaymentStatus, check_payment};
use serde::Deserialize;
use serde_json::{Value, json};
use sqlx::AnyConnection;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::Deleted;
use super::extract::{CurrentUser, Id, Json, same_id};
use super::list::{ListRequest, Listed, Narrow, id_filter, one_of};
use super::openapi::{BadRequest, Forbidden, Invalid, NotFound, Unauthorized, UnsupportedMediaType};
use crate::clock;
use crate::db::activity::{self, Entry};
use crate::db::payments::{self, ListedPayment, Narrowing, Reading, Stored};
use crate::db::{licenses, rates, teams, versions};
use crate::error::{Error, Result};
use crate::state::AppState;

/// The routes under `/licenses`.
pub fn license_router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list, create)).routes(routes!(update, remove))
}

/// The routes under `/payments`.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(team_list))
}

/// The `{id}` and `{itemId}` of a license's payment's or statement's path; ids that are not
/// numbers name nothing (404).
pub struct ItemPath {
    pub license_id: i64,
    pub item_id: i64,
}

impl<S: Send + Sync> FromRequestParts<S> for ItemPath {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self> {
        let Path((license_id, item_id)) =
            Path::<(i64, i64)>::from_request_parts(parts, state).await.map_err(|_| Error::NotFound)?;
        Ok(ItemPath { license_id, item_id })
    }
}

/// How the team reads payments now: its today and home currency.
pub async fn reading(conn: &mut AnyConnection, team_id: i64) -> Result<Reading> {
    Ok(Reading { today: clock::today(conn, team_id).await?, home: teams::home_currency(conn, team_id).await? })
}

/// Takes the team's license for a change of what belongs to it (its version goes up; 404 when
/// there is no such license) and answers it, for the rules and the history.
pub async fn claim_license(conn: &mut AnyConnection, team_id: i64, license_id: i64) -> Result<License> {
    versions::claim(conn, EntityType::License, team_id, license_id).await?.ok_or(Error::NotFound)?;
    licenses::find(conn, team_id, license_id).await?.ok_or(Error::NotFound)
}

/// Records a change of what belongs to the license in its history: `field` from `before` to
/// `after` (null for none).
pub async fn record(
    conn: &mut AnyConnection,
    user: &CurrentUser,
    license: &License,
    field: &str,
    before: Value,
    after: Value,
) -> Result<()> {
    let id = license.id.unwrap_or_default();
    let changes = [(field.to_owned(), [before, after])].into_iter().collect();
    let entry = Entry::new(ActivityAction::Update, EntityType::License, id, licenses::name_of(license)).with(changes);
    activity::record(conn, user.team_id, Some(user.id), entry).await
}

/// How the license's history shows a payment: "Advance · 5000 EUR · due 2026-02-09 · received
/// 4500 on 2026-02-12".
fn summary(payment: &Payment) -> Value {
    let kind = payment.kind.as_deref().and_then(PaymentKind::parse).map_or("", PaymentKind::label);
    let amount = payment.amount.map(|amount| amount.to_string()).unwrap_or_default();
    let mut parts = vec![kind.to_owned(), format!("{amount} {}", payment.currency.as_deref().unwrap_or_default())];
    if let Some(due) = &payment.due_date {
        parts.push(format!("due {due}"));
    }
    if let (Some(received), Some(day)) = (payment.received_amount, &payment.received_date) {
        parts.push(format!("received {received} on {day}"));
    }
    json!(parts.join(" · "))
}

/// The license's payments, by due date.
#[utoipa::path(
    get,
    path = "/{id}/payments",
    operation_id = "listPayments",
    tag = "money",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The license's id")),
    responses(
        (status = 200, description = "The payments", body = [Payment]),
        (status = 401, response = Unauthorized),
        (status = 404, response = NotFound),
    )
)]
async fn list(State(state): State<AppState>, user: CurrentUser, Id(license_id): Id) -> Result<Json<Vec<Payment>>> {
    let mut conn = state.db.pool.acquire().await?;
    licenses::find(&mut conn, user.team_id, license_id).await?.ok_or(Error::NotFound)?;
    let reading = reading(&mut conn, user.team_id).await?;
    Ok(Json(payments::of_license(&mut conn, user.team_id, license_id, reading).await?))
}

/// Checks a payment for its license and writes it (a new one when `id` is none); answers it as
/// stored.
async fn write(
    conn: &mut AnyConnection,
    user: &CurrentUser,
    license_id: i64,
    id: Option<i64>,
    payment: Payment,
) -> Result<Payment> {
    let license = claim_license(conn, user.team_id, license_id).await?;
    let checked = check_payment(payment, license.currency.as_deref()).map_err(Error::Validation)?;
    let reading = reading(conn, user.team_id).await?;
    let rates = rates::of_team(conn, user.team_id).await?;
    let stored = Stored::of(&checked, &LicenseDates::of(&license), reading.home, &rates);
    let before = match id {
        Some(id) => {
            let before = payments::find(conn, user.team_id, license_id, id, reading).await?.ok_or(Error::NotFound)?;
            payments::update(conn, user.team_id, license_id, id, &stored).await?;
            summary(&before)
        }
        None => Value::Null,
    };
    let id = match id {
        Some(id) => id,
        None => payments::insert(conn, user.team_id, license_id, &stored).await?,
    };
    let after = payments::find(conn, user.team_id, license_id, id, reading).await?.ok_or(Error::NotFound)?;
    if before != summary(&after) {
        record(conn, user, &license, "payments", before, summary(&after)).await?;
    }
    Ok(after)
}

/// Schedule a payment of the license (editors and admins).
#[utoipa::path(
    post,
    path = "/{id}/payments",
    operation_id = "createPayment",
    tag = "money",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The license's id")),
    request_body = Payment,
    responses(
        (status = 200, description = "The payment as stored", body = Payment),
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
    Json(payment): Json<Payment>,
) -> Result<Json<Payment>> {
    user.require_writer()?;
    let mut tx = state.db.begin_write().await?;
    let stored = write(&mut tx, &user, license_id, None, payment).await?;
    tx.commit().await?;
    Ok(Json(stored))
}

/// Replace a payment of the license, e.g. to mark it received (editors and admins).
#[utoipa::path(
    put,
    path = "/{id}/payments/{paymentId}",
    operation_id = "updatePayment",
    tag = "money",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The license's id"), ("paymentId" = i64, Path, description = "The payment's id")),
    request_body = Payment,
    responses(
        (status = 200, description = "The payment as stored", body = Payment),
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
    Json(payment): Json<Payment>,
) -> Result<Json<Payment>> {
    user.require_writer()?;
    same_id(payment.id, item_id)?;
    let mut tx = state.db.begin_write().await?;
    let stored = write(&mut tx, &user, license_id, Some(item_id), payment).await?;
    tx.commit().await?;
    Ok(Json(stored))
}

/// Remove a payment of the license (editors and admins).
#[utoipa::path(
    delete,
    path = "/{id}/payments/{paymentId}",
    operation_id = "deletePayment",
    tag = "money",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The license's id"), ("paymentId" = i64, Path, description = "The payment's id")),
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
    let license = claim_license(&mut tx, user.team_id, license_id).await?;
    let reading = reading(&mut tx, user.team_id).await?;
    let before = payments::find(&mut tx, user.team_id, license_id, item_id, reading).await?.ok_or(Error::NotFound)?;
    payments::delete(&mut tx, user.team_id, license_id, item_id).await?;
    record(&mut tx, &user, &license, "payments", summary(&before), Value::Null).await?;
    tx.commit().await?;
    Ok(Json(Deleted { id: item_id }))
}

/// The filters of the team's payments, as the query string carries them.
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
struct PaymentFilters {
    /// Statuses, comma-separated (`due,overdue`): `scheduled`, `due`, `overdue`, `part_paid`, `paid`.
    status: Option<String>,
    /// The licensee's id.
    #[param(value_type = Option<i64>)]
    company_id: Option<String>,
    /// The title's id.
    #[param(value_type = Option<i64>)]
    title_id: Option<String>,
    /// Only payments of this kind.
    #[param(value_type = Option<PaymentKind>)]
    kind: Option<String>,
    /// Due on this day or later, `YYYY-MM-DD`.
    #[param(value_type = Option<String>, format = Date)]
    from: Option<String>,
    /// Due on this day or earlier, `YYYY-MM-DD`.
    #[param(value_type = Option<String>, format = Date)]
    to: Option<String>,
}

/// A `YYYY-MM-DD` filter `name`, checked; another text is a 400 naming it.
pub fn date_filter(name: &str, value: Option<String>) -> Result<Option<String>> {
    match value.as_deref().map(str::trim).filter(|text| !text.is_empty()) {
        None => Ok(None),
        Some(text) => rightsdesk_core::IsoDate::parse(text)
            .map(|date| Some(date.to_string()))
            .ok_or_else(|| Error::BadRequest(format!("{name} must be a date, YYYY-MM-DD"))),
    }
}

/// The team's payments with their license's title and company, by due date: filters `status`
/// (comma-separated), `companyId`, `titleId`, `kind`, `from`/`to` (due date), and the list
/// parameters (docs/http.md, "Lists"); `q` searches the title and company names.
#[utoipa::path(
    get,
    path = "",
    operation_id = "listTeamPayments",
    tag = "money",
    security(("bearer" = [])),
    params(ListRequest, PaymentFilters),
    responses(
        (status = 200, description = "One page of payments", body = [ListedPayment],
            headers(("X-Total-Count" = i64, description = "Matching payments"))),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
    )
)]
async fn team_list(
    State(state): State<AppState>,
    user: CurrentUser,
    request: ListRequest,
    Narrow(filters): Narrow<PaymentFilters>,
) -> Result<Listed<ListedPayment>> {
    let PaymentFilters { status, company_id, title_id, kind, from, to } = filters;
    let query = request.query(&payments::SORTING)?;
    let mut statuses = Vec::new();
    for code in status.iter().flat_map(|text| text.split(',')).map(str::trim).filter(|code| !code.is_empty()) {
        statuses.extend(one_of("status", Some(code), &PaymentStatus::ALL, PaymentStatus::as_str)?);
    }
    let narrowing = Narrowing {
        statuses,
        company_id: id_filter("companyId", company_id.as_deref())?,
        title_id: id_filter("titleId", title_id.as_deref())?,
        kind: one_of("kind", kind.as_deref(), &PaymentKind::ALL, PaymentKind::as_str)?,
        from: date_filter("from", from)?,
        to: date_filter("to", to)?,
    };
    let reading = {
        let mut conn = state.db.pool.acquire().await?;
        reading(&mut conn, user.team_id).await?
    };
    Ok(Listed(payments::list(&state.db, user.team_id, &query, &narrowing, reading).await?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_payment_reads_in_the_history_as_one_line() {
        let payment = Payment {
            kind: Some("advance".into()),
            amount: Some(5000.0),
            currency: Some("EUR".into()),
            due_date: Some("2026-02-09".into()),
            received_amount: Some(4500.5),
            received_date: Some("2026-02-12".into()),
            ..Payment::default()
        };
        assert_eq!(summary(&payment), json!("Advance · 5000 EUR · due 2026-02-09 · received 4500.5 on 2026-02-12"));
    }
}
