//! Teams: created on demand by name (case-insensitive), never deleted here.

use rightsdesk_core::{Currency, InvoiceDetails};
use sqlx::AnyConnection;

use super::columns::Columns;
use super::{is_unique_violation, now};
use crate::error::Result;

/// The id of the team with this name, creating it when missing.
pub async fn find_or_create(conn: &mut AnyConnection, name: &str) -> Result<i64> {
    let existing: Option<(i64,)> = sqlx::query_as("SELECT id FROM teams WHERE lower(name) = lower($1)")
        .bind(name)
        .fetch_optional(&mut *conn)
        .await?;
    if let Some((id,)) = existing {
        return Ok(id);
    }
    let (id,): (i64,) = sqlx::query_as("INSERT INTO teams (name, created_at) VALUES ($1, $2) RETURNING id")
        .bind(name)
        .bind(now())
        .fetch_one(&mut *conn)
        .await?;
    Ok(id)
}

/// The id of the team with this name (case aside), if there is one.
pub async fn find(conn: &mut AnyConnection, name: &str) -> Result<Option<i64>> {
    let found: Option<(i64,)> = sqlx::query_as("SELECT id FROM teams WHERE lower(name) = lower($1)")
        .bind(name.trim())
        .fetch_optional(conn)
        .await?;
    Ok(found.map(|(id,)| id))
}

/// The time zone team `team_id` chose (an IANA name), if it chose one.
pub async fn time_zone(conn: &mut AnyConnection, team_id: i64) -> Result<Option<String>> {
    let found: Option<(Option<String>,)> =
        sqlx::query_as("SELECT time_zone FROM teams WHERE id = $1").bind(team_id).fetch_optional(conn).await?;
    Ok(found.and_then(|(zone,)| zone))
}

/// Sets team `team_id`'s time zone (an IANA name the caller checked).
pub async fn set_time_zone(conn: &mut AnyConnection, team_id: i64, zone: &str) -> Result<()> {
    sqlx::query("UPDATE teams SET time_zone = $1 WHERE id = $2").bind(zone).bind(team_id).execute(conn).await?;
    Ok(())
}

/// Team `team_id`'s name.
pub async fn name(conn: &mut AnyConnection, team_id: i64) -> Result<String> {
    let (name,): (String,) =
        sqlx::query_as("SELECT name FROM teams WHERE id = $1").bind(team_id).fetch_one(conn).await?;
    Ok(name)
}

/// Renames team `team_id`; false when another team has the name (case aside).
pub async fn rename(conn: &mut AnyConnection, team_id: i64, name: &str) -> Result<bool> {
    match sqlx::query("UPDATE teams SET name = $1 WHERE id = $2").bind(name).bind(team_id).execute(conn).await {
        Ok(_) => Ok(true),
        Err(err) if is_unique_violation(&err) => Ok(false),
        Err(err) => Err(err.into()),
    }
}

/// The currency team `team_id`'s reports and home amounts are in (`EUR` until an admin
/// chooses another).
pub async fn home_currency(conn: &mut AnyConnection, team_id: i64) -> Result<Currency> {
    let (code,): (String,) =
        sqlx::query_as("SELECT home_currency FROM teams WHERE id = $1").bind(team_id).fetch_one(conn).await?;
    // Written only from core's list; a code since dropped from it reads as the default.
    Ok(Currency::parse(&code).unwrap_or(Currency::EUR))
}

/// Sets team `team_id`'s home currency.
pub async fn set_home_currency(conn: &mut AnyConnection, team_id: i64, currency: Currency) -> Result<()> {
    sqlx::query("UPDATE teams SET home_currency = $1 WHERE id = $2")
        .bind(currency.code())
        .bind(team_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// Days from team `team_id`'s fair follow-ups to their chase (42 until an admin chooses another).
pub async fn chase_after_days(conn: &mut AnyConnection, team_id: i64) -> Result<i64> {
    let (days,): (i64,) =
        sqlx::query_as("SELECT chase_after_days FROM teams WHERE id = $1").bind(team_id).fetch_one(conn).await?;
    Ok(days)
}

/// Sets team `team_id`'s days from a follow-up to its chase (checked by core).
pub async fn set_chase_after_days(conn: &mut AnyConnection, team_id: i64, days: i64) -> Result<()> {
    sqlx::query("UPDATE teams SET chase_after_days = $1 WHERE id = $2").bind(days).bind(team_id).execute(conn).await?;
    Ok(())
}

/// Whether team `team_id`'s options expire by themselves (the `options_expire` job).
pub async fn expire_options(conn: &mut AnyConnection, team_id: i64) -> Result<bool> {
    // Read as 0/1: sqlx's Any driver cannot decode SQLite's BOOLEAN.
    let (expire,): (i64,) =
        sqlx::query_as("SELECT CAST(CASE WHEN expire_options THEN 1 ELSE 0 END AS BIGINT) FROM teams WHERE id = $1")
            .bind(team_id)
            .fetch_one(conn)
            .await?;
    Ok(expire != 0)
}

/// Sets whether team `team_id`'s options expire by themselves.
pub async fn set_expire_options(conn: &mut AnyConnection, team_id: i64, expire: bool) -> Result<()> {
    sqlx::query("UPDATE teams SET expire_options = $1 WHERE id = $2").bind(expire).bind(team_id).execute(conn).await?;
    Ok(())
}

#[derive(sqlx::FromRow)]
struct InvoiceRow {
    invoice_legal_name: Option<String>,
    invoice_address: Option<String>,
    invoice_vat_number: Option<String>,
    invoice_iban: Option<String>,
    invoice_bic: Option<String>,
    invoice_bank_details: Option<String>,
    invoice_footer: Option<String>,
}

/// Team `team_id`'s invoice details (migration 0027), each absent until an admin sets it.
pub async fn invoice_details(conn: &mut AnyConnection, team_id: i64) -> Result<InvoiceDetails> {
    let row: InvoiceRow = sqlx::query_as(
        "SELECT invoice_legal_name, invoice_address, invoice_vat_number, invoice_iban, invoice_bic,
                invoice_bank_details, invoice_footer
         FROM teams WHERE id = $1",
    )
    .bind(team_id)
    .fetch_one(conn)
    .await?;
    Ok(InvoiceDetails {
        legal_name: row.invoice_legal_name,
        address: row.invoice_address,
        vat_number: row.invoice_vat_number,
        iban: row.invoice_iban,
        bic: row.invoice_bic,
        bank_details: row.invoice_bank_details,
        footer: row.invoice_footer,
    })
}

/// Sets all of team `team_id`'s invoice details (in their stored form, checked by core).
pub async fn set_invoice_details(conn: &mut AnyConnection, team_id: i64, details: &InvoiceDetails) -> Result<()> {
    let InvoiceDetails { legal_name, address, vat_number, iban, bic, bank_details, footer } = details;
    let mut columns = Columns::new();
    columns
        .set("invoice_legal_name", legal_name.clone())
        .set("invoice_address", address.clone())
        .set("invoice_vat_number", vat_number.clone())
        .set("invoice_iban", iban.clone())
        .set("invoice_bic", bic.clone())
        .set("invoice_bank_details", bank_details.clone())
        .set("invoice_footer", footer.clone());
    let team = columns.bind(team_id);
    let sql = format!("UPDATE teams SET {} WHERE id = {team}", columns.assignments());
    sqlx::query_with(&sql, columns.arguments()?).execute(conn).await?;
    Ok(())
}

/// Every team's id, oldest first: whom the scheduler runs the jobs for.
pub async fn ids(conn: &mut AnyConnection) -> Result<Vec<i64>> {
    let ids: Vec<(i64,)> = sqlx::query_as("SELECT id FROM teams ORDER BY id").fetch_all(conn).await?;
    Ok(ids.into_iter().map(|(id,)| id).collect())
}
