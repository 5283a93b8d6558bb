//! The royalty statements awaited (migrations/*/0028_money_reads.sql): each accounting
//! period of the team's licenses that no statement recorded covers, stored up to the team's
//! horizon (`money::periods_horizon`: the periods ended before today) so that the expected and
//! overdue lists, their counts, the calendar and the digests read an index rather than work out
//! every license's periods on each request. Core decides the periods and which are covered
//! (`statement::Accounting::called`); this module only stores its answer, again in the
//! transaction of each write it derives from ([`follow_license`], [`follow_team`]), and for the
//! whole team when its today has passed into another half-year ([`ensure`]).

use rightsdesk_core::statement::Accounting;
use rightsdesk_core::{AccountingPeriod, IsoDate, LicenseStatus, money};
use sqlx::AnyConnection;

use super::list::arguments::{Arg, arguments, bind};
use super::list::{Filter, ListQuery, Page, Rows, Total};
use super::search::Plan;
use super::{Db, licenses};
use crate::error::Result;

/// The statuses in which a license reports sales, and so awaits statements: signed, or ended
/// since (expired, terminated, reverted); not a draft or one out for signature.
fn accounting_statuses() -> String {
    let accounting = LicenseStatus::ALL
        .iter()
        .filter(|status| !matches!(status, LicenseStatus::Draft | LicenseStatus::Sent))
        .map(|status| format!("'{}'", status.as_str()));
    accounting.collect::<Vec<_>>().join(", ")
}

/// The day the team's rows are stored up to (the periods ended before it); `None` before the
/// first fill.
async fn horizon(conn: &mut AnyConnection, team_id: i64) -> Result<Option<IsoDate>> {
    let through: Option<String> =
        sqlx::query_scalar("SELECT CAST(statements_awaited_through AS TEXT) FROM teams WHERE id = $1")
            .bind(team_id)
            .fetch_optional(conn)
            .await?
            .flatten();
    Ok(through.as_deref().and_then(IsoDate::parse))
}

/// One statement awaited: its license and period.
struct Awaited {
    license_id: i64,
    period: money::Period,
}

/// The statements awaited of the team's license `license_id` (of all its licenses when `None`)
/// among the periods ended before `horizon`: the licenses' dates and the period ends recorded,
/// read; core's periods, not covered by an end, kept.
async fn worked_out(
    conn: &mut AnyConnection,
    team_id: i64,
    license_id: Option<i64>,
    horizon: IsoDate,
) -> Result<Vec<Awaited>> {
    let (only_license, only_statements) = match license_id {
        Some(_) => (" AND l.id = $3", " AND license_id = $2"),
        None => ("", ""),
    };
    // A period ends on or after the publication: one published since the horizon has none.
    let licenses_sql = format!(
        "SELECT l.id, CAST(l.publication_date AS TEXT), l.accounting_period, l.statement_days
           FROM licenses l
          WHERE l.team_id = $1 AND l.publication_date IS NOT NULL AND l.publication_date < date($2)
            AND l.status IN ({}){only_license}",
        accounting_statuses()
    );
    let ends_sql =
        format!("SELECT license_id, CAST(period_end AS TEXT) FROM statements WHERE team_id = $1{only_statements}");
    let mut licenses =
        sqlx::query_as::<_, (i64, String, String, i64)>(&licenses_sql).bind(team_id).bind(horizon.to_string());
    let mut ends = sqlx::query_as::<_, (i64, String)>(&ends_sql).bind(team_id);
    if let Some(id) = license_id {
        licenses = licenses.bind(id);
        ends = ends.bind(id);
    }
    let mut licenses = licenses.fetch_all(&mut *conn).await?;
    let mut ends = ends.fetch_all(&mut *conn).await?;
    licenses.sort_unstable_by_key(|(id, ..)| *id);
    ends.sort_unstable_by_key(|(id, _)| *id);
    let mut awaited = Vec::new();
    for (license_id, publication, period, days) in licenses {
        let (first, last) =
            (ends.partition_point(|(id, _)| *id < license_id), ends.partition_point(|(id, _)| *id <= license_id));
        let recorded: Vec<IsoDate> = ends[first..last].iter().filter_map(|(_, end)| IsoDate::parse(end)).collect();
        let accounting = Accounting {
            publication: IsoDate::parse(&publication),
            period: AccountingPeriod::parse(&period).unwrap_or(AccountingPeriod::HalfYear),
            statement_days: days,
        };
        let called = accounting.called(&recorded, horizon).into_iter().filter(|called| !called.received);
        awaited.extend(called.map(|called| Awaited { license_id, period: called.period }));
    }
    Ok(awaited)
}

/// Stores `awaited` for the team, in statements of at most 1,000 rows (5 values each, within
/// both engines' limits on parameters).
async fn insert(conn: &mut AnyConnection, team_id: i64, awaited: &[Awaited]) -> Result<()> {
    for chunk in awaited.chunks(1000) {
        let mut args = vec![Arg::Int(team_id)];
        let rows: Vec<String> = chunk
            .iter()
            .map(|Awaited { license_id, period }| {
                let license = bind(&mut args, Arg::Int(*license_id));
                let [start, end, due] =
                    [period.start, period.end, period.due].map(|day| bind(&mut args, Arg::Text(day.to_string())));
                format!("($1, {license}, date({start}), date({end}), date({due}))")
            })
            .collect();
        let sql = format!(
            "INSERT INTO awaited_statements (team_id, license_id, period_start, period_end, due_date) VALUES {}",
            rows.join(", ")
        );
        sqlx::query_with(&sql, arguments(&args)?).execute(&mut *conn).await?;
    }
    Ok(())
}

/// Writes again the statements awaited of the team's license `license_id`, in the transaction of
/// a write they derive from: the license's creation or change (its status, publication date,
/// period, statement days), a statement of it recorded, changed or removed. Nothing while the
/// team has none stored (the first read fills them all). Its deletion takes them with it.
pub async fn follow_license(conn: &mut AnyConnection, team_id: i64, license_id: i64) -> Result<()> {
    let Some(horizon) = horizon(conn, team_id).await? else { return Ok(()) };
    sqlx::query("DELETE FROM awaited_statements WHERE team_id = $1 AND license_id = $2")
        .bind(team_id)
        .bind(license_id)
        .execute(&mut *conn)
        .await?;
    let awaited = worked_out(conn, team_id, Some(license_id), horizon).await?;
    insert(conn, team_id, &awaited).await
}

/// Writes again every statement awaited of the team up to `horizon`, and the horizon.
async fn refill(conn: &mut AnyConnection, team_id: i64, horizon: IsoDate) -> Result<()> {
    sqlx::query("DELETE FROM awaited_statements WHERE team_id = $1").bind(team_id).execute(&mut *conn).await?;
    let awaited = worked_out(conn, team_id, None, horizon).await?;
    insert(conn, team_id, &awaited).await?;
    sqlx::query("UPDATE teams SET statements_awaited_through = date($1) WHERE id = $2")
        .bind(horizon.to_string())
        .bind(team_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// Writes again every statement awaited of the team, in the transaction of a write of many
/// licenses at once (an import), where following each would cost a few statements a row.
pub async fn follow_team(conn: &mut AnyConnection, team_id: i64) -> Result<()> {
    match horizon(conn, team_id).await? {
        Some(horizon) => refill(conn, team_id, horizon).await,
        None => Ok(()),
    }
}

/// Makes the team's statements awaited those of `today` before they are read: stored up to
/// today's horizon. Once, after migration 0028, then each 1 January and 1 July (or when the team's
/// time zone moves its today into another half-year), the team's are written again, in a write
/// transaction that takes its turn with the license writes (which follow them), as they do: first
/// thing. Else one read of the team's row. Called holding no connection of the pool: it takes
/// one, and may take a write transaction (a handler holding one while many wait would starve it).
pub async fn ensure(db: &Db, team_id: i64, today: IsoDate) -> Result<()> {
    let wanted = money::periods_horizon(today);
    if horizon(&mut *db.pool.acquire().await?, team_id).await? == Some(wanted) {
        return Ok(());
    }
    let mut tx = db.begin_write().await?;
    licenses::take_turns(&mut tx, db.backend, team_id).await?;
    // Another request may have written them meanwhile.
    if horizon(&mut tx, team_id).await? == Some(wanted) {
        return tx.rollback().await;
    }
    refill(&mut tx, team_id, wanted).await?;
    tx.commit().await?;
    // PostgreSQL's statistics of the rows just written, for the lists' plans (before the first
    // autovacuum it took them for a few dozen, and read every one's names to sort them).
    db.analyze(&["awaited_statements"]).await
}

/// Which statements awaited: due before today, or from today on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Due {
    Overdue,
    Expected,
}

impl Due {
    /// The condition on `s.due_date`, with `today` bound at `day`.
    fn condition(self, day: &str) -> String {
        match self {
            Due::Overdue => format!("s.due_date < date({day})"),
            Due::Expected => format!("s.due_date >= date({day})"),
        }
    }
}

/// How many of the team's statements awaited are overdue on `today` ([`ensure`]d).
pub async fn count_overdue(conn: &mut AnyConnection, team_id: i64, today: IsoDate) -> Result<i64> {
    Ok(sqlx::query_scalar("SELECT COUNT(*) FROM awaited_statements s WHERE s.team_id = $1 AND s.due_date < date($2)")
        .bind(team_id)
        .bind(today.to_string())
        .fetch_one(conn)
        .await?)
}

/// A statement awaited, with its license's title and company.
#[derive(Debug, sqlx::FromRow)]
pub struct Listed {
    pub license_id: i64,
    pub title_id: i64,
    pub title: String,
    pub company_id: i64,
    pub company: String,
    pub period_start: String,
    pub period_end: String,
    pub due_date: String,
}

/// The columns of [`Listed`], on the page's statements awaited `s` joined to `licenses l`,
/// `titles t` and `companies c`.
const LISTED: &str = "s.license_id, l.title_id, t.name AS title, l.company_id, c.name AS company,
       CAST(s.period_start AS TEXT) AS period_start, CAST(s.period_end AS TEXT) AS period_end,
       CAST(s.due_date AS TEXT) AS due_date";

/// The team's statements awaited that are `due` on `today` ([`ensure`]d), of that company's and
/// title's licenses when given, whose title or company names hold the query's words: one page in
/// the query's order, ties by license and period, and their exact count.
pub async fn page(
    db: &Db,
    team_id: i64,
    today: IsoDate,
    due: Due,
    company_id: Option<i64>,
    title_id: Option<i64>,
    query: &ListQuery,
) -> Result<Page<Listed>> {
    let mut filter = Filter::team(db.backend, "statements", "s.team_id", team_id);
    let day = filter.text(&today.to_string());
    filter.holds(&due.condition(&day));
    super::payments::licensed_by(&mut filter, "s.license_id", team_id, company_id, title_id, query);
    let condition = filter.sql(Plan::ByTeam);
    let (sql, mut args) = (condition.sql, condition.args);
    let total: i64 =
        sqlx::query_scalar_with(&format!("SELECT COUNT(*) FROM awaited_statements s {sql}"), arguments(&args)?)
            .fetch_one(&db.pool)
            .await?;
    let direction = if query.order.descending { "DESC" } else { "ASC" };
    let order = format!(
        "{field} {direction}, s.license_id {direction}, s.period_end {direction}",
        field = query.order.field.sql
    );
    let mut page = format!("SELECT s.* FROM awaited_statements s {sql} ORDER BY {order}");
    if let Some(limit) = query.limit {
        let (limit, offset) = (bind(&mut args, Arg::Int(limit)), bind(&mut args, Arg::Int(query.offset)));
        page.push_str(&format!(" LIMIT {limit} OFFSET {offset}"));
    } else if query.offset > 0 {
        // Both engines take OFFSET only after a LIMIT (list::page::fetch says why this one).
        let (limit, offset) = (bind(&mut args, Arg::Int(i64::MAX)), bind(&mut args, Arg::Int(query.offset)));
        page.push_str(&format!(" LIMIT {limit} OFFSET {offset}"));
    }
    // The page found first, from the index alone, then its names: however the engine weighs the
    // rows, it does not read the names of every statement awaited to sort them.
    let rows = format!(
        "SELECT {LISTED} FROM ({page}) s JOIN licenses l ON l.id = s.license_id
           JOIN titles t ON t.id = l.title_id JOIN companies c ON c.id = l.company_id
          ORDER BY {order}"
    );
    let rows = sqlx::query_as_with(&rows, arguments(&args)?).fetch_all(&db.pool).await?;
    Ok(Page { rows: Rows::Page(rows), total: Total::exact(total) })
}

/// A statement awaited due from `from` to `to`: its license, period and due date, and the
/// license's name as the calendar and the digests show it (`title – company`).
#[derive(Debug, sqlx::FromRow)]
pub struct DueBetween {
    pub license_id: i64,
    pub period_start: String,
    pub period_end: String,
    pub due_date: String,
    pub name: String,
}

/// The team's statements awaited due from `from` to `to` (both included, `YYYY-MM-DD`;
/// [`ensure`]d), by license and period.
pub async fn due_between(conn: &mut AnyConnection, team_id: i64, from: &str, to: &str) -> Result<Vec<DueBetween>> {
    Ok(sqlx::query_as(
        "SELECT s.license_id, CAST(s.period_start AS TEXT) AS period_start, CAST(s.period_end AS TEXT) AS period_end,
                CAST(s.due_date AS TEXT) AS due_date, t.name || ' – ' || c.name AS name
           FROM awaited_statements s JOIN licenses l ON l.id = s.license_id
           JOIN titles t ON t.id = l.title_id JOIN companies c ON c.id = l.company_id
          WHERE s.team_id = $1 AND s.due_date >= date($2) AND s.due_date <= date($3)
          ORDER BY s.license_id, s.period_end",
    )
    .bind(team_id)
    .bind(from)
    .bind(to)
    .fetch_all(conn)
    .await?)
}
