//! `/api/reports/...` (docs/http.md, "Money after signing"): income over time or by company,
//! country, language, right or title; the amounts outstanding by age and currency; and the net
//! received per title and author with the author's share. Amounts are summed exactly (minor units)
//! and answered in the team's home currency.

use std::collections::BTreeMap;

use axum::extract::State;
use rightsdesk_core::{ContractType, Currency, money};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::extract::{CurrentUser, Json};
use super::list::{ListRequest, Listed, Narrow, one_of};
use super::openapi::{BadRequest, Unauthorized};
use super::payments::date_filter;
use crate::clock;
use crate::db::list::{Page, Rows, SortField, Sorting, Total};
use crate::db::reports::{self, GroupBy};
use crate::db::{rates, teams};
use crate::error::{Error, Result};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(income)).routes(routes!(outstanding)).routes(routes!(author_shares))
}

/// The income report's query.
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
struct IncomeQuery {
    /// Received on this day or later, `YYYY-MM-DD`.
    #[param(value_type = Option<String>, format = Date)]
    from: Option<String>,
    /// Received on this day or earlier, `YYYY-MM-DD`.
    #[param(value_type = Option<String>, format = Date)]
    to: Option<String>,
    /// `year` (the default), `month`, `company`, `country`, `language`, `contractType` or `title`.
    group_by: Option<String>,
    /// Groups in the page, 1 to 500 (every group when absent).
    #[param(value_type = Option<i64>, minimum = 1, maximum = 500)]
    limit: Option<String>,
    /// Groups to skip, 0 or more.
    #[param(value_type = Option<i64>, minimum = 0)]
    offset: Option<String>,
}

/// One group of the income report.
#[derive(Debug, Serialize, ToSchema)]
pub struct IncomeRow {
    /// What the group is: `2026`, `2026-03`, a company's or title's id, a country or language
    /// code, a contract type; empty for the payments of licenses without one.
    pub key: String,
    /// How people read it: the year or month, the company's or title's name, the country's or
    /// language's name, the right's label; empty with an empty key.
    pub label: String,
    /// The net received, in the home currency.
    pub amount: f64,
    /// How many payments.
    pub count: i64,
}

/// Income from the payments received from `from` to `to`, by `groupBy`, in the home currency:
/// the net received (less withholding, charges and commission) at the rate of each payment's
/// received date. A payment received in a currency without a rate that day is left out. Years and
/// months come in order; companies, countries, languages, rights and titles the largest first. A
/// page of groups with `limit` and `offset` (a team's thousands of titles are not one answer).
#[utoipa::path(
    get,
    path = "/income",
    operation_id = "incomeReport",
    tag = "reports",
    security(("bearer" = [])),
    params(IncomeQuery),
    responses(
        (status = 200, description = "The groups", body = [IncomeRow],
            headers(("X-Total-Count" = i64, description = "Groups in the report"))),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
    )
)]
async fn income(
    State(state): State<AppState>,
    user: CurrentUser,
    Narrow(query): Narrow<IncomeQuery>,
) -> Result<Listed<IncomeRow>> {
    let group_by =
        one_of("groupBy", query.group_by.as_deref(), &GroupBy::ALL, GroupBy::as_str)?.unwrap_or(GroupBy::Year);
    let (from, to) = (date_filter("from", query.from)?, date_filter("to", query.to)?);
    let page = ListRequest::unsorted(None, query.limit, query.offset).query(&IN_ORDER)?;
    let paged = page.limit.map(|limit| (limit, page.offset));
    let period = (from.as_deref(), to.as_deref());
    let mut conn = state.db.pool.acquire().await?;
    let home = teams::home_currency(&mut conn, user.team_id).await?;
    let groups = reports::income(&mut conn, state.db.backend, user.team_id, period, group_by, paged).await?;
    // Each row counts the groups; a page past the last has none to say it, the first group does.
    let total = match groups.first() {
        Some(group) => group.total,
        None if page.offset > 0 => {
            let first =
                reports::income(&mut conn, state.db.backend, user.team_id, period, group_by, Some((1, 0))).await?;
            first.first().map_or(0, |group| group.total)
        }
        None => 0,
    };
    let label = |key: &str, label: String| match group_by {
        GroupBy::Country => state.reference.country(key).map_or(label, |country| country.name.clone()),
        GroupBy::Language => state.reference.language(key).map_or(label, |language| language.name.clone()),
        GroupBy::ContractType => ContractType::parse(key).map_or(label, |right| right.label().to_owned()),
        _ => label,
    };
    let rows = groups
        .into_iter()
        .map(|group| IncomeRow {
            label: label(&group.key, group.label),
            key: group.key,
            amount: money::to_number(group.amount, home.decimals()),
            count: group.count,
        })
        .collect();
    Ok(Listed(Page { rows: Rows::Page(rows), total: Total::exact(total) }))
}

/// The income report's order is its own (by year or month, else the largest first): `limit` and
/// `offset` are checked as every list's.
const IN_ORDER: Sorting = Sorting {
    fields: &[SortField { name: "report", sql: "amount", nullable: false, unique: false }],
    default: "report",
};

/// What is owed in one currency and age.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OutstandingRow {
    /// `0-30`, `31-90` or `90+`: days since the due date (one not yet due counts as `0-30`).
    pub age: String,
    /// The payments' currency.
    #[schema(value_type = Currency)]
    pub currency: String,
    /// The amounts less what was received of them, in that currency.
    pub amount: f64,
    /// The same in the home currency at today's rate; absent without one.
    pub home_amount: Option<f64>,
    /// How many payments.
    pub count: i64,
}

/// The amounts due and overdue (payments with a due date and less than their amount received),
/// by age and currency, with each group in the home currency at today's rate.
#[utoipa::path(
    get,
    path = "/outstanding",
    operation_id = "outstandingReport",
    tag = "reports",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "By age (`0-30`, `31-90`, `90+`), then currency", body = [OutstandingRow]),
        (status = 401, response = Unauthorized),
    )
)]
async fn outstanding(State(state): State<AppState>, user: CurrentUser) -> Result<Json<Vec<OutstandingRow>>> {
    let mut conn = state.db.pool.acquire().await?;
    let today = clock::today(&mut conn, user.team_id).await?;
    let home = teams::home_currency(&mut conn, user.team_id).await?;
    let rates = rates::of_team(&mut conn, user.team_id).await?;
    let mut rows: Vec<OutstandingRow> = reports::outstanding(&mut conn, user.team_id, today)
        .await?
        .into_iter()
        .map(|group| {
            let currency = Currency::parse(&group.currency);
            let decimals = money::decimals_of(currency);
            let home_amount = currency
                .and_then(|currency| money::in_home(group.amount, currency, home, today, &rates))
                .map(|minor| money::to_number(minor, home.decimals()));
            OutstandingRow {
                amount: money::to_number(group.amount, decimals),
                age: group.age,
                currency: group.currency,
                home_amount,
                count: group.count,
            }
        })
        .collect();
    rows.sort_by_key(|row| (reports::AGES.iter().position(|age| *age == row.age), row.currency.clone()));
    Ok(Json(rows))
}

/// What one title earned its author in a period.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuthorShare {
    pub title_id: i64,
    pub title: String,
    /// The title's author, as the catalogue names them.
    pub author: Option<String>,
    /// The net received for the title's licenses, in the home currency.
    pub net: f64,
    /// The author's share of it: for each right, its share (`authorSharePct` of the rights held)
    /// of what that right's licenses brought. A right without a share recorded gives none.
    pub author_share: f64,
    /// How many payments.
    pub count: i64,
}

/// The author shares' query: a period, and a page of titles.
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
struct SharesQuery {
    /// Received on this day or later, `YYYY-MM-DD`.
    #[param(value_type = Option<String>, format = Date)]
    from: Option<String>,
    /// Received on this day or earlier, `YYYY-MM-DD`.
    #[param(value_type = Option<String>, format = Date)]
    to: Option<String>,
    /// Titles in the page, 1 to 500 (every title when absent).
    #[param(value_type = Option<i64>, minimum = 1, maximum = 500)]
    limit: Option<String>,
    /// Titles to skip, 0 or more.
    #[param(value_type = Option<i64>, minimum = 0)]
    offset: Option<String>,
}

/// The report's one order, by title name (`limit` and `offset` checked as every list's).
const BY_TITLE: Sorting = Sorting {
    fields: &[SortField { name: "title", sql: "t.name_key", nullable: false, unique: true }],
    default: "title",
};

/// Per title and author, the net received from `from` to `to` in the home currency and the
/// author's share of it from the rights held, for the royalty department; by title name, a page
/// of titles with `limit` and `offset` (a team's thousands of titles are not one answer to read).
#[utoipa::path(
    get,
    path = "/author-shares",
    operation_id = "authorSharesReport",
    tag = "reports",
    security(("bearer" = [])),
    params(SharesQuery),
    responses(
        (status = 200, description = "By title", body = [AuthorShare],
            headers(("X-Total-Count" = i64, description = "Titles with a payment received in the period"))),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
    )
)]
async fn author_shares(
    State(state): State<AppState>,
    user: CurrentUser,
    Narrow(query): Narrow<SharesQuery>,
) -> Result<Listed<AuthorShare>> {
    let (from, to) = (date_filter("from", query.from)?, date_filter("to", query.to)?);
    let period = (from.as_deref(), to.as_deref());
    let page = ListRequest::unsorted(None, query.limit, query.offset).query(&BY_TITLE)?;
    let backend = state.db.backend;
    let mut conn = state.db.pool.acquire().await?;
    let home = teams::home_currency(&mut conn, user.team_id).await?;
    let (only, total) = match page.limit {
        Some(limit) => {
            let (ids, total) =
                reports::titles_received(&mut conn, backend, user.team_id, period, limit, page.offset).await?;
            (Some(ids), Some(total))
        }
        None => (None, None),
    };
    let rights = reports::by_title_and_right(&mut conn, backend, user.team_id, period, only.as_deref()).await?;
    let mut shares: BTreeMap<(i64, String), f64> = BTreeMap::new();
    for (title_id, right, pct) in reports::author_shares(&mut conn, backend, user.team_id, only.as_deref()).await? {
        // The first right held of a kind gives its share (a title records one row per right).
        shares.entry((title_id, right)).or_insert(pct);
    }
    let overflow = || Error::Internal("an author's share overflowed".into());
    let mut titles: Vec<(AuthorShare, i64, i64)> = Vec::new();
    for row in rights {
        let pct = row.contract_type.as_ref().and_then(|right| shares.get(&(row.title_id, right.clone())));
        let share = pct.map_or(Some(0), |pct| money::share(row.amount, *pct)).ok_or_else(overflow)?;
        match titles.last_mut() {
            Some((title, net, owed)) if title.title_id == row.title_id => {
                *net = net.checked_add(row.amount).ok_or_else(overflow)?;
                *owed = owed.checked_add(share).ok_or_else(overflow)?;
                title.count += row.count;
            }
            _ => {
                let title = AuthorShare {
                    title_id: row.title_id,
                    title: row.title,
                    author: row.author,
                    net: 0.0,
                    author_share: 0.0,
                    count: row.count,
                };
                titles.push((title, row.amount, share));
            }
        }
    }
    let number = |minor: i64| money::to_number(minor, home.decimals());
    let rows: Vec<AuthorShare> = titles
        .into_iter()
        .map(|(title, net, owed)| AuthorShare { net: number(net), author_share: number(owed), ..title })
        .collect();
    let total = Total::exact(total.unwrap_or(rows.len() as i64));
    Ok(Listed(Page { rows: Rows::Page(rows), total }))
}
