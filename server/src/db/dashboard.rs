//! The home page's figures, each counted by the database (never by listing rows to count them):
//! the open pipeline, pending offers per currency, options ending, licenses signed this year and
//! last, the pipeline per status, licenses signed per month, what is due, and the money due this
//! week and overdue.

use serde::Serialize;
use sqlx::AnyConnection;
use utoipa::ToSchema;

use rightsdesk_core::{Currency, IsoDate, money};

use super::awaited;
use super::payments::OWED;
use super::prospections::open_statuses;
use crate::clock::plus_days;
use crate::error::Result;

/// Pending offers in one currency (amounts in different currencies are never added up).
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct CurrencyTotal {
    /// The ISO code; absent for offers made without one.
    pub currency: Option<String>,
    pub total: f64,
    pub count: i64,
}

/// Licenses signed, by the year of their contract date.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignedByYear {
    pub this_year: i64,
    pub last_year: i64,
}

/// How many prospections are in a status.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct StatusCount {
    pub status: String,
    pub count: i64,
}

/// How many licenses are dated in a month, `YYYY-MM`.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MonthCount {
    pub month: String,
    pub count: i64,
}

/// Something due on a date, and the record it belongs to.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct DueItem {
    /// `chase`, `option_expiry`, `license_end` or `publication`.
    pub kind: String,
    /// `YYYY-MM-DD`.
    pub date: String,
    /// `prospection` or `license`.
    pub entity_type: String,
    pub entity_id: i64,
    /// "Dune → Gallimard" for a prospection, "Dune – Gallimard" for a license.
    pub name: String,
}

/// The answer of `GET /api/dashboard`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Dashboard {
    /// Today, as the server counted (UTC), `YYYY-MM-DD`.
    pub today: String,
    /// Prospections still being worked on.
    pub open_prospections: i64,
    /// The pending offers of open prospections, per currency.
    pub offers_pending: Vec<CurrencyTotal>,
    /// Options ending from today to 30 days ahead.
    pub options_ending: i64,
    pub licenses_signed: SignedByYear,
    /// Prospections per status, in pipeline order, every status listed.
    pub pipeline: Vec<StatusCount>,
    /// Signed licenses per month of their contract date, the last 12 months, oldest first, every
    /// month listed.
    pub licenses_per_month: Vec<MonthCount>,
    /// Overdue chases first, then by date: chases and option expiries to 7 days ahead, license end
    /// dates to 90 days, publications to 30 days. At most 50.
    pub due: Vec<DueItem>,
    /// What is owed on payments due from today to 7 days ahead (their amounts less what was
    /// received of them), per currency.
    pub money_due_this_week: Vec<CurrencyTotal>,
    /// How many payments are overdue.
    pub payments_overdue: i64,
    /// How many royalty statements are overdue.
    pub statements_overdue: i64,
}

/// The team's figures as of `today` (`YYYY-MM-DD`).
pub async fn figures(conn: &mut AnyConnection, team_id: i64, today: &str) -> Result<Dashboard> {
    let open = format!("({})", open_statuses());
    let count = async |conn: &mut AnyConnection, sql: &str, args: &[&str]| -> Result<i64> {
        let mut query = sqlx::query_scalar::<_, i64>(sql).bind(team_id);
        for arg in args {
            query = query.bind(arg.to_string());
        }
        Ok(query.fetch_one(conn).await?)
    };
    let open_prospections =
        count(conn, &format!("SELECT COUNT(*) FROM prospections WHERE team_id = $1 AND status IN {open}"), &[]).await?;
    let options_ending = count(
        conn,
        "SELECT COUNT(*) FROM prospections WHERE team_id = $1 AND status = 'option'
           AND option_expiry >= date($2) AND option_expiry <= date($3)",
        &[today, &plus_days(today, 30)],
    )
    .await?;
    let year = &today[..4];
    let last_year = format!("{:04}", year.parse::<i32>().unwrap_or(1970) - 1);
    let signed_in = "SELECT COUNT(*) FROM licenses WHERE team_id = $1 AND signed
                       AND contract_date >= date($2) AND contract_date < date($3)";
    let licenses_signed = SignedByYear {
        this_year: count(conn, signed_in, &[&format!("{year}-01-01"), &format!("{}-01-01", next_year(year))]).await?,
        last_year: count(conn, signed_in, &[&format!("{last_year}-01-01"), &format!("{year}-01-01")]).await?,
    };

    let offers_pending: Vec<CurrencyTotal> = sqlx::query_as(&format!(
        "SELECT o.currency, CAST(SUM(o.advance) AS DOUBLE PRECISION) AS total, COUNT(*) AS count
         FROM prospection_offers o JOIN prospections p ON p.id = o.prospection_id
         WHERE o.team_id = $1 AND o.status = 'pending' AND p.status IN {open}
         GROUP BY o.currency ORDER BY o.currency"
    ))
    .bind(team_id)
    .fetch_all(&mut *conn)
    .await?;

    let counted: Vec<StatusCount> =
        sqlx::query_as("SELECT status, COUNT(*) AS count FROM prospections WHERE team_id = $1 GROUP BY status")
            .bind(team_id)
            .fetch_all(&mut *conn)
            .await?;
    let pipeline = rightsdesk_core::ProspectionStatus::ALL
        .iter()
        .map(|status| StatusCount {
            status: status.as_str().to_owned(),
            count: counted.iter().find(|c| c.status == status.as_str()).map_or(0, |c| c.count),
        })
        .collect();

    let months = last_months(today, 12);
    let dated: Vec<MonthCount> = sqlx::query_as(
        "SELECT substr(CAST(contract_date AS TEXT), 1, 7) AS month, COUNT(*) AS count FROM licenses
         WHERE team_id = $1 AND signed AND contract_date >= date($2) AND contract_date <= date($3)
         GROUP BY substr(CAST(contract_date AS TEXT), 1, 7)",
    )
    .bind(team_id)
    .bind(format!("{}-01", months[0]))
    .bind(today)
    .fetch_all(&mut *conn)
    .await?;
    let licenses_per_month = months
        .into_iter()
        .map(|month| {
            let count = dated.iter().find(|d| d.month == month).map_or(0, |d| d.count);
            MonthCount { month, count }
        })
        .collect();

    let week = plus_days(today, 7);
    let due: Vec<DueItem> = sqlx::query_as(&format!(
        "SELECT kind, date, entity_type, entity_id, name FROM (
           SELECT 'chase' AS kind, CAST(p.chase_date AS TEXT) AS date, 'prospection' AS entity_type, p.id AS entity_id,
                  t.name || ' → ' || c.name AS name
           FROM prospections p JOIN titles t ON t.id = p.title_id JOIN companies c ON c.id = p.company_id
           WHERE p.team_id = $1 AND p.status IN {open} AND p.chase_date <= date($3)
           UNION ALL
           SELECT 'option_expiry', CAST(p.option_expiry AS TEXT), 'prospection', p.id, t.name || ' → ' || c.name
           FROM prospections p JOIN titles t ON t.id = p.title_id JOIN companies c ON c.id = p.company_id
           WHERE p.team_id = $1 AND p.status = 'option' AND p.option_expiry >= date($2) AND p.option_expiry <= date($3)
           UNION ALL
           SELECT 'license_end', CAST(l.end_date AS TEXT), 'license', l.id, t.name || ' – ' || c.name
           FROM licenses l JOIN titles t ON t.id = l.title_id JOIN companies c ON c.id = l.company_id
           WHERE l.team_id = $1 AND l.end_date >= date($2) AND l.end_date <= date($4)
           UNION ALL
           SELECT 'publication', CAST(l.publication_date AS TEXT), 'license', l.id, t.name || ' – ' || c.name
           FROM licenses l JOIN titles t ON t.id = l.title_id JOIN companies c ON c.id = l.company_id
           WHERE l.team_id = $1 AND l.publication_date >= date($2) AND l.publication_date <= date($5)
         ) due ORDER BY CASE WHEN kind = 'chase' AND date < $2 THEN 0 ELSE 1 END, date, kind, entity_id LIMIT 50"
    ))
    .bind(team_id)
    .bind(today)
    .bind(&week)
    .bind(plus_days(today, 90))
    .bind(plus_days(today, 30))
    .fetch_all(&mut *conn)
    .await?;

    let owed: Vec<(String, i64, i64)> = sqlx::query_as(&format!(
        "SELECT p.currency, CAST(SUM(p.amount_minor - COALESCE(p.received_minor, 0)) AS BIGINT), COUNT(*)
           FROM payments p
          WHERE p.team_id = $1 AND p.due_date >= date($2) AND p.due_date <= date($3) AND {OWED}
          GROUP BY p.currency ORDER BY p.currency"
    ))
    .bind(team_id)
    .bind(today)
    .bind(&week)
    .fetch_all(&mut *conn)
    .await?;
    let money_due_this_week = owed
        .into_iter()
        .map(|(currency, owed, count)| CurrencyTotal {
            total: money::to_number(owed, money::decimals_of(Currency::parse(&currency))),
            currency: Some(currency),
            count,
        })
        .collect();
    let day = IsoDate::parse(today).ok_or_else(|| crate::error::Error::Internal(format!("today is {today}")))?;
    let payments_overdue = payments_overdue(conn, team_id, day).await?;
    let statements_overdue = statements_overdue(conn, team_id, day).await?;

    Ok(Dashboard {
        money_due_this_week,
        payments_overdue,
        statements_overdue,
        today: today.to_owned(),
        open_prospections,
        offers_pending,
        options_ending,
        licenses_signed,
        pipeline,
        licenses_per_month,
        due,
    })
}

/// How many of the team's payments are overdue on `today`: due before it and not paid in full.
pub async fn payments_overdue(conn: &mut AnyConnection, team_id: i64, today: IsoDate) -> Result<i64> {
    Ok(sqlx::query_scalar(&format!(
        "SELECT COUNT(*) FROM payments p WHERE p.team_id = $1 AND p.due_date < date($2) AND {OWED}"
    ))
    .bind(team_id)
    .bind(today.to_string())
    .fetch_one(conn)
    .await?)
}

/// How many royalty statements the team's licenses call for are overdue on `today` (the
/// statements awaited made current by `awaited::ensure`).
pub async fn statements_overdue(conn: &mut AnyConnection, team_id: i64, today: IsoDate) -> Result<i64> {
    awaited::count_overdue(conn, team_id, today).await
}

fn next_year(year: &str) -> String {
    format!("{:04}", year.parse::<i32>().unwrap_or(1970) + 1)
}

/// The `count` months up to the one of `today`, `YYYY-MM`, oldest first.
fn last_months(today: &str, count: i32) -> Vec<String> {
    let year: i32 = today[..4].parse().unwrap_or(1970);
    let month: i32 = today[5..7].parse().unwrap_or(1);
    let index = year * 12 + (month - 1);
    (index - count + 1..=index).map(|i| format!("{:04}-{:02}", i / 12, i % 12 + 1)).collect()
}

#[cfg(test)]
mod tests {
    use super::last_months;

    #[test]
    fn the_last_twelve_months_cross_the_year() {
        let months = last_months("2026-03-15", 12);
        assert_eq!(months.first().map(String::as_str), Some("2025-04"));
        assert_eq!(months.last().map(String::as_str), Some("2026-03"));
        assert_eq!(months.len(), 12);
        assert_eq!(last_months("2026-01-31", 2), ["2025-12", "2026-01"]);
    }
}
