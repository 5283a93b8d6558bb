//! The royalty statements of a team's licenses (docs/http.md, "Money after signing"): the ones
//! recorded, with their due date stored (the period's end plus the license's statement days,
//! written again when those change). The ones the licenses' accounting periods call for and no
//! statement covers are [`super::awaited`]'s.

use rightsdesk_core::money::{self};
use rightsdesk_core::{Currency, IsoDate, Statement};

use sqlx::{AnyConnection, Row};

use super::columns::Columns;
use super::list::{Filter, ListQuery, Page, fetch};
use super::{Db, now};
use crate::error::Result;

const COLUMNS: &str = "s.id, s.license_id, CAST(s.period_start AS TEXT) AS period_start,
       CAST(s.period_end AS TEXT) AS period_end, CAST(s.due_date AS TEXT) AS due_date,
       CAST(s.received_date AS TEXT) AS received_date, s.copies_sold, s.earned_minor, s.currency, s.notes";

#[derive(sqlx::FromRow)]
struct StatementRow {
    id: i64,
    license_id: i64,
    period_start: String,
    period_end: String,
    due_date: String,
    received_date: Option<String>,
    copies_sold: Option<i64>,
    earned_minor: Option<i64>,
    currency: Option<String>,
    notes: Option<String>,
}

impl From<StatementRow> for Statement {
    fn from(row: StatementRow) -> Statement {
        let decimals = money::decimals_of(row.currency.as_deref().and_then(Currency::parse));
        Statement {
            id: Some(row.id),
            license_id: Some(row.license_id),
            period_start: Some(row.period_start),
            period_end: Some(row.period_end),
            due_date: Some(row.due_date),
            received_date: row.received_date,
            copies_sold: row.copies_sold,
            earned: row.earned_minor.map(|minor| money::to_number(minor, decimals)),
            currency: row.currency,
            notes: row.notes,
        }
    }
}

/// The license's statements, by period.
pub async fn of_license(conn: &mut AnyConnection, team_id: i64, license_id: i64) -> Result<Vec<Statement>> {
    let rows: Vec<StatementRow> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM statements s WHERE s.team_id = $1 AND s.license_id = $2 ORDER BY s.period_end, s.id"
    ))
    .bind(team_id)
    .bind(license_id)
    .fetch_all(conn)
    .await?;
    Ok(rows.into_iter().map(Statement::from).collect())
}

pub async fn find(conn: &mut AnyConnection, team_id: i64, license_id: i64, id: i64) -> Result<Option<Statement>> {
    let row: Option<StatementRow> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM statements s WHERE s.team_id = $1 AND s.license_id = $2 AND s.id = $3"
    ))
    .bind(team_id)
    .bind(license_id)
    .bind(id)
    .fetch_optional(conn)
    .await?;
    Ok(row.map(Statement::from))
}

/// A checked statement as written: its period's end plus `statement_days` is its due date.
fn columns(statement: &Statement, statement_days: i64, at: i64) -> Columns<'_> {
    let currency = statement.currency.as_deref().and_then(Currency::parse);
    let due =
        statement.period_end.as_deref().and_then(IsoDate::parse).map(|end| money::statement_due(end, statement_days));
    let mut columns = Columns::new();
    columns
        .set_date("period_start", &statement.period_start)
        .set_date("period_end", &statement.period_end)
        .set_date("due_date", due.map(|due| due.to_string()))
        .set_date("received_date", &statement.received_date)
        .set("copies_sold", statement.copies_sold)
        .set("earned_minor", money::minor_of(statement.earned, currency))
        .set("currency", currency.map(Currency::code))
        .set("notes", &statement.notes)
        .set("updated_at", at);
    columns
}

/// Records a checked, normalised statement of the team's license; answers its id.
pub async fn insert(
    conn: &mut AnyConnection,
    team_id: i64,
    license_id: i64,
    statement: &Statement,
    statement_days: i64,
) -> Result<i64> {
    let at = now();
    let mut columns = columns(statement, statement_days, at);
    columns.set("team_id", team_id).set("license_id", license_id).set("created_at", at);
    let sql = format!("INSERT INTO statements ({}) VALUES ({}) RETURNING id", columns.names(), columns.values());
    let row = sqlx::query_with(&sql, columns.arguments()?).fetch_one(conn).await?;
    Ok(row.try_get("id")?)
}

/// Replaces the statement `id` of the team's license; false when there is none.
pub async fn update(
    conn: &mut AnyConnection,
    team_id: i64,
    license_id: i64,
    id: i64,
    statement: &Statement,
    statement_days: i64,
) -> Result<bool> {
    let mut columns = columns(statement, statement_days, now());
    let (team, license, key) = (columns.bind(team_id), columns.bind(license_id), columns.bind(id));
    let sql = format!(
        "UPDATE statements SET {} WHERE team_id = {team} AND license_id = {license} AND id = {key}",
        columns.assignments()
    );
    Ok(sqlx::query_with(&sql, columns.arguments()?).execute(conn).await?.rows_affected() == 1)
}

pub async fn delete(conn: &mut AnyConnection, team_id: i64, license_id: i64, id: i64) -> Result<bool> {
    let done = sqlx::query("DELETE FROM statements WHERE team_id = $1 AND license_id = $2 AND id = $3")
        .bind(team_id)
        .bind(license_id)
        .bind(id)
        .execute(conn)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Writes again the due dates of the license's statements from its (new) `statement_days`, in
/// the transaction of the license's change.
pub async fn follow_license(
    conn: &mut AnyConnection,
    team_id: i64,
    license_id: i64,
    statement_days: i64,
) -> Result<()> {
    let rows: Vec<(i64, String, String)> = sqlx::query_as(
        "SELECT id, CAST(period_end AS TEXT), CAST(due_date AS TEXT) FROM statements
          WHERE team_id = $1 AND license_id = $2",
    )
    .bind(team_id)
    .bind(license_id)
    .fetch_all(&mut *conn)
    .await?;
    for (id, end, due) in rows {
        let Some(end) = IsoDate::parse(&end) else { continue };
        let now_due = money::statement_due(end, statement_days).to_string();
        if now_due != due {
            sqlx::query("UPDATE statements SET due_date = date($1) WHERE id = $2")
                .bind(now_due)
                .bind(id)
                .execute(&mut *conn)
                .await?;
        }
    }
    Ok(())
}

/// A recorded statement of the team-wide list, with its license's names.
#[derive(sqlx::FromRow)]
pub struct ListedRow {
    #[sqlx(flatten)]
    statement: StatementRow,
    pub title: String,
    pub title_id: i64,
    pub company: String,
    pub company_id: i64,
}

impl ListedRow {
    /// The statement, its title and title id, its company and company id.
    pub fn into_parts(self) -> (Statement, String, i64, String, i64) {
        (Statement::from(self.statement), self.title, self.title_id, self.company, self.company_id)
    }
}

/// What the statements lists sort by; the earliest due first.
pub const SORTING: super::list::Sorting = super::list::Sorting {
    fields: &[
        super::list::SortField { name: "dueDate", sql: "s.due_date", nullable: false, unique: false },
        super::list::SortField { name: "periodEnd", sql: "s.period_end", nullable: false, unique: false },
        super::list::SortField {
            name: "title",
            sql: "(SELECT t.name_key FROM licenses l JOIN titles t ON t.id = l.title_id WHERE l.id = s.license_id)",
            nullable: false,
            unique: false,
        },
        super::list::SortField {
            name: "company",
            sql: "(SELECT c.name_key FROM licenses l JOIN companies c ON c.id = l.company_id WHERE l.id = s.license_id)",
            nullable: false,
            unique: false,
        },
    ],
    default: "dueDate",
};

/// The team's recorded statements (of that company's and title's licenses when given) whose
/// title or company names hold the query's words, one page. The statements alone are counted;
/// the names are read for the page's rows.
pub async fn received(
    db: &Db,
    team_id: i64,
    query: &ListQuery,
    company_id: Option<i64>,
    title_id: Option<i64>,
) -> Result<Page<ListedRow>> {
    let mut filter = Filter::team(db.backend, "statements", "s.team_id", team_id);
    super::payments::licensed_by(&mut filter, "s.license_id", team_id, company_id, title_id, query);
    let columns = format!(
        "{COLUMNS},
         (SELECT t.name FROM licenses l JOIN titles t ON t.id = l.title_id WHERE l.id = s.license_id) AS title,
         (SELECT l.title_id FROM licenses l WHERE l.id = s.license_id) AS title_id,
         (SELECT c.name FROM licenses l JOIN companies c ON c.id = l.company_id WHERE l.id = s.license_id) AS company,
         (SELECT l.company_id FROM licenses l WHERE l.id = s.license_id) AS company_id"
    );
    fetch(&db.pool, &columns, "statements s", "s.id", filter, query).await
}
