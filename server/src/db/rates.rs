//! The team's exchange rates (docs/http.md, "Money after signing"): what one unit of a currency
//! is worth in the home currency from a day on, stored exactly (the rate times 10^10).

use rightsdesk_core::money::{self, Rate};
use rightsdesk_core::{Currency, ExchangeRate, IsoDate};
use sqlx::AnyConnection;

use super::{is_unique_violation, now};
use crate::error::Result;

#[derive(sqlx::FromRow)]
struct RateRow {
    id: i64,
    currency: String,
    rate_units: i64,
    valid_from: String,
}

impl From<RateRow> for ExchangeRate {
    fn from(row: RateRow) -> ExchangeRate {
        ExchangeRate {
            id: Some(row.id),
            currency: Some(row.currency),
            rate: Some(money::to_number(row.rate_units, rightsdesk_core::limits::RATE_DECIMALS)),
            valid_from: Some(row.valid_from),
        }
    }
}

const COLUMNS: &str = "id, currency, rate_units, CAST(valid_from AS TEXT) AS valid_from";

/// The team's rates, by currency, the latest first.
pub async fn list(conn: &mut AnyConnection, team_id: i64) -> Result<Vec<ExchangeRate>> {
    let rows: Vec<RateRow> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM exchange_rates WHERE team_id = $1 ORDER BY currency, valid_from DESC"
    ))
    .bind(team_id)
    .fetch_all(conn)
    .await?;
    Ok(rows.into_iter().map(ExchangeRate::from).collect())
}

pub async fn find(conn: &mut AnyConnection, team_id: i64, id: i64) -> Result<Option<ExchangeRate>> {
    let row: Option<RateRow> =
        sqlx::query_as(&format!("SELECT {COLUMNS} FROM exchange_rates WHERE team_id = $1 AND id = $2"))
            .bind(team_id)
            .bind(id)
            .fetch_optional(conn)
            .await?;
    Ok(row.map(ExchangeRate::from))
}

/// Records a rate (`units` of 10^-10); none when the team has one of the currency from that day.
pub async fn insert(
    conn: &mut AnyConnection,
    team_id: i64,
    currency: Currency,
    units: i64,
    valid_from: &str,
) -> Result<Option<i64>> {
    let inserted = sqlx::query_scalar(
        "INSERT INTO exchange_rates (team_id, currency, rate_units, valid_from, created_at)
         VALUES ($1, $2, $3, date($4), $5) RETURNING id",
    )
    .bind(team_id)
    .bind(currency.code())
    .bind(units)
    .bind(valid_from)
    .bind(now())
    .fetch_one(conn)
    .await;
    match inserted {
        Ok(id) => Ok(Some(id)),
        Err(err) if is_unique_violation(&err) => Ok(None),
        Err(err) => Err(err.into()),
    }
}

pub async fn delete(conn: &mut AnyConnection, team_id: i64, id: i64) -> Result<bool> {
    let done = sqlx::query("DELETE FROM exchange_rates WHERE team_id = $1 AND id = $2")
        .bind(team_id)
        .bind(id)
        .execute(conn)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Every rate of the team, as core's conversions read them. A team keeps a few per currency.
pub async fn of_team(conn: &mut AnyConnection, team_id: i64) -> Result<Vec<Rate>> {
    let rows: Vec<RateRow> = sqlx::query_as(&format!("SELECT {COLUMNS} FROM exchange_rates WHERE team_id = $1"))
        .bind(team_id)
        .fetch_all(conn)
        .await?;
    Ok(rows
        .into_iter()
        .filter_map(|row| {
            Some(Rate {
                currency: Currency::parse(&row.currency)?,
                valid_from: IsoDate::parse(&row.valid_from)?,
                units: row.rate_units,
            })
        })
        .collect())
}
