//! The royalty statements of a team's licenses (docs/http.md, "Money after signing"): the ones
//! recorded, with their due date stored (the period's end plus the license's statement days,
//! written again when those change), and the ones the licenses' accounting periods call for,
//! computed by core (`statement::Accounting::expected`) from the licenses and the ends recorded.

use rightsdesk_core::money::{self};
use rightsdesk_core::statement::{Accounting, Called};
use rightsdesk_core::{AccountingPeriod, Currency, IsoDate, LicenseStatus, Statement};
use std::collections::HashMap;

use sqlx::{AnyConnection, Row};

use super::columns::Columns;
use super::list::arguments::{Arg, arguments, bind};
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

/// The statements a license expects: in the states that account for sales (signed, or ended
/// since: expired, terminated, reverted), not a draft or one out for signature.
fn accounting_statuses() -> String {
    let accounting = LicenseStatus::ALL
        .iter()
        .filter(|status| !matches!(status, LicenseStatus::Draft | LicenseStatus::Sent))
        .map(|status| format!("'{}'", status.as_str()));
    accounting.collect::<Vec<_>>().join(", ")
}

/// A license that accounts for royalties.
#[derive(Debug, Clone, Copy)]
pub struct Accounted {
    pub license_id: i64,
    pub title_id: i64,
    pub company_id: i64,
}

/// The statements the team's licenses call for: each of `called` with the index of its license
/// in `licenses`.
#[derive(Debug, Default)]
pub struct Expected {
    pub licenses: Vec<Accounted>,
    pub called: Vec<(usize, Called)>,
}

/// The statements the team's licenses call for `today` that `keep` keeps (the overdue ones, those
/// not received...). Reads each accounting license's dates, and every period end recorded (two
/// columns of each statement): core decides which periods have a statement. Typed dates, no
/// names, until the caller picks what it answers ([`names`]).
pub async fn expected_of_team(
    conn: &mut AnyConnection,
    team_id: i64,
    today: IsoDate,
    keep: impl Fn(&Called) -> bool,
) -> Result<Expected> {
    type LicenseRow = (i64, i64, i64, String, String, i64);
    let mut licenses: Vec<LicenseRow> = sqlx::query_as(&format!(
        "SELECT l.id, l.title_id, l.company_id, CAST(l.publication_date AS TEXT), l.accounting_period, l.statement_days
           FROM licenses l
          WHERE l.team_id = $1 AND l.publication_date IS NOT NULL AND l.publication_date < date($2)
            AND l.status IN ({})",
        accounting_statuses()
    ))
    .bind(team_id)
    .bind(today.to_string())
    .fetch_all(&mut *conn)
    .await?;
    // Sorted here rather than by the database: no index of the team's rows is in license order,
    // and the engine's sort of 40,000 rows cost more than this one.
    let mut ends: Vec<(i64, String)> =
        sqlx::query_as("SELECT license_id, CAST(period_end AS TEXT) FROM statements WHERE team_id = $1")
            .bind(team_id)
            .fetch_all(&mut *conn)
            .await?;
    ends.sort_unstable_by_key(|(license_id, _)| *license_id);
    licenses.sort_unstable_by_key(|(license_id, ..)| *license_id);
    let mut expected = Expected::default();
    for (license_id, title_id, company_id, publication, period, days) in licenses {
        let first = ends.partition_point(|(id, _)| *id < license_id);
        let last = ends.partition_point(|(id, _)| *id <= license_id);
        let recorded: Vec<IsoDate> = ends[first..last].iter().filter_map(|(_, end)| IsoDate::parse(end)).collect();
        let accounting = Accounting {
            publication: IsoDate::parse(&publication),
            period: AccountingPeriod::parse(&period).unwrap_or(AccountingPeriod::HalfYear),
            statement_days: days,
        };
        let before = expected.called.len();
        let index = expected.licenses.len();
        expected.called.extend(accounting.called(&recorded, today).into_iter().filter(&keep).map(|c| (index, c)));
        if expected.called.len() > before {
            expected.licenses.push(Accounted { license_id, title_id, company_id });
        }
    }
    Ok(expected)
}

/// The title's and company's names of the team's licenses `ids` (of every license of the team
/// when they are many: one read rather than a long list of ids).
pub async fn names(conn: &mut AnyConnection, team_id: i64, ids: &[i64]) -> Result<HashMap<i64, (String, String)>> {
    let mut args = vec![Arg::Int(team_id)];
    let only = if ids.len() <= 500 {
        let placeholders: Vec<String> = ids.iter().map(|id| bind(&mut args, Arg::Int(*id))).collect();
        format!(" AND l.id IN ({})", if placeholders.is_empty() { "NULL".to_owned() } else { placeholders.join(", ") })
    } else {
        String::new()
    };
    let sql = format!(
        "SELECT l.id, t.name, c.name FROM licenses l JOIN titles t ON t.id = l.title_id
           JOIN companies c ON c.id = l.company_id WHERE l.team_id = $1{only}"
    );
    let rows: Vec<(i64, String, String)> = sqlx::query_as_with(&sql, arguments(&args)?).fetch_all(conn).await?;
    Ok(rows.into_iter().map(|(id, title, company)| (id, (title, company))).collect())
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
