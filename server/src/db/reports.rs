//! The money reports (docs/http.md, "Money after signing"), summed exactly by the database in
//! minor units: income from the payments received (their home amounts), amounts outstanding by
//! age and currency, and the net received per title and right for the authors' shares.
//!
//! The reports of a period are planned for that period at each call (`persistent(false)`): after
//! five calls PostgreSQL would keep a generic plan of the cached statement, blind to the period's
//! dates, that reads the payments by the index of the days received and each one's row (250 ms for
//! the income by company, rather than 5 read off the index by company).

use rightsdesk_core::IsoDate;
use sqlx::AnyConnection;

use super::Backend;
use super::list::arguments::{Arg, arguments, id_list};
use super::payments::OWED;
use super::search::past_team_index;
use crate::error::Result;

/// How income is grouped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GroupBy {
    Year,
    Month,
    Company,
    Country,
    Language,
    ContractType,
    Title,
}

impl GroupBy {
    pub const ALL: [GroupBy; 7] = [
        GroupBy::Year,
        GroupBy::Month,
        GroupBy::Company,
        GroupBy::Country,
        GroupBy::Language,
        GroupBy::ContractType,
        GroupBy::Title,
    ];

    /// The wire value.
    pub fn as_str(self) -> &'static str {
        match self {
            GroupBy::Year => "year",
            GroupBy::Month => "month",
            GroupBy::Company => "company",
            GroupBy::Country => "country",
            GroupBy::Language => "language",
            GroupBy::ContractType => "contractType",
            GroupBy::Title => "title",
        }
    }

    /// The sums of the received payments ([`received`]) by the group's attribute, as SQL giving
    /// `attr`, `amount` and `count`, a row per group (`None` for a date, summed by day instead). A
    /// company or a title is read off the payment itself, in the order of the index of the
    /// payments received by it (no sort, no join); a country is its companies' (a company's row is
    /// then read once); a language or right is the license's: summed by license first, from the
    /// index alone (a license's row is then read once, not once per payment).
    fn sums(self, backend: Backend) -> Option<String> {
        let of_payment = |column: &str| {
            format!(
                "SELECT {column} AS attr, SUM(p.home_minor) AS amount, COUNT(*) AS count
                   FROM payments p WHERE {} GROUP BY {column}",
                received(backend)
            )
        };
        let of_license = |column: &str| {
            format!(
                "SELECT {column} AS attr, SUM(g.amount) AS amount, SUM(g.count) AS count
                   FROM ({}) g JOIN licenses l ON l.id = g.license_id GROUP BY {column}",
                by_license(backend)
            )
        };
        match self {
            GroupBy::Year | GroupBy::Month => None,
            GroupBy::Company => Some(of_payment("p.company_id")),
            GroupBy::Country => Some(format!(
                "SELECT COALESCE(c.country_id, '') AS attr, SUM(s.amount) AS amount, SUM(s.count) AS count
                   FROM ({}) s JOIN companies c ON c.id = s.attr GROUP BY COALESCE(c.country_id, '')",
                of_payment("p.company_id")
            )),
            GroupBy::Title => Some(of_payment("p.title_id")),
            GroupBy::Language => Some(of_license("COALESCE(l.language, '')")),
            GroupBy::ContractType => Some(of_license("COALESCE(l.contract_type, '')")),
        }
    }

    /// The table a group's label is read from, beside the sums by [`GroupBy::sums`] (`r`,
    /// its value `r.attr`): the companies (`c`) or titles (`t`) for a name, none otherwise.
    fn joined(self) -> &'static str {
        match self {
            GroupBy::Year | GroupBy::Month | GroupBy::Country | GroupBy::Language | GroupBy::ContractType => "",
            GroupBy::Company => " JOIN companies c ON c.id = r.attr",
            GroupBy::Title => " JOIN titles t ON t.id = r.attr",
        }
    }

    /// The key and the label of a group, as SQL on the days received (`d.day`, `YYYY-MM-DD`) for
    /// a date, else on the sums by attribute (`r.attr`) and [`GroupBy::joined`] (a label the caller
    /// names from a code is the code again). Every key is text.
    fn sql(self) -> (&'static str, &'static str) {
        match self {
            GroupBy::Year => ("substr(d.day, 1, 4)", "substr(d.day, 1, 4)"),
            GroupBy::Month => ("substr(d.day, 1, 7)", "substr(d.day, 1, 7)"),
            GroupBy::Company => ("CAST(r.attr AS TEXT)", "c.name"),
            GroupBy::Country | GroupBy::Language | GroupBy::ContractType => ("r.attr", "r.attr"),
            GroupBy::Title => ("CAST(r.attr AS TEXT)", "t.name"),
        }
    }
}

/// The payments received with a home amount from `$2` to `$3`, of team `$1`: what the income
/// reports sum, their received date compared as `day` (the column, or [`received`]'s).
fn received_on(day: &str) -> String {
    format!(
        "p.team_id = $1 AND p.received_date IS NOT NULL AND p.home_minor IS NOT NULL
         AND {day} >= date($2) AND {day} <= date($3)"
    )
}

/// [`received_on`] as the reports that read the payments by company, title or license, in their
/// own index's order, compare the received date: on SQLite past the index of the days received
/// (`+`, as [`past_team_index`] does), which it would otherwise read the period's range of, and
/// then each payment's row (180 ms rather than 10 for the income by company). PostgreSQL weighs
/// both indexes by its statistics and chooses well, but not behind an expression.
fn received(backend: Backend) -> String {
    received_on(match backend {
        Backend::Sqlite => "+p.received_date",
        Backend::Postgres => "p.received_date",
    })
}

/// [`received`] summed by license, in the order of the index of the payments received by license
/// (no sort).
fn by_license(backend: Backend) -> String {
    format!(
        "SELECT p.license_id, SUM(p.home_minor) AS amount, COUNT(*) AS count FROM payments p WHERE {}
          GROUP BY p.license_id",
        received(backend)
    )
}

/// One group of a report: its key, its label, the amount (minor units) and how many payments; and
/// how many groups the report has.
#[derive(Debug, sqlx::FromRow)]
pub struct Group {
    pub key: String,
    pub label: String,
    pub amount: i64,
    pub count: i64,
    pub total: i64,
}

/// The payments received from `from` to `to` (both included, either open), their home amounts
/// summed by group: years and months by key, the other groups the largest amount first; `limit` of
/// them from `offset` when `page` gives them. Payments received without a known rate have no home
/// amount and are left out. Each row also counts the groups (`total`).
pub async fn income(
    conn: &mut AnyConnection,
    backend: Backend,
    team_id: i64,
    (from, to): (Option<&str>, Option<&str>),
    group_by: GroupBy,
    page: Option<(i64, i64)>,
) -> Result<Vec<Group>> {
    let (key, label) = group_by.sql();
    let paged = if page.is_some() { " LIMIT $4 OFFSET $5" } else { "" };
    let sql = match group_by.sums(backend) {
        // Summed by day first, in the order of the index of the days received (no sort): a few
        // hundred days are then grouped by year or month, rather than every payment.
        None => format!(
            "SELECT {key} AS key, {label} AS label, CAST(SUM(d.amount) AS BIGINT) AS amount,
                    CAST(SUM(d.count) AS BIGINT) AS count, COUNT(*) OVER () AS total
               FROM (SELECT CAST(p.received_date AS TEXT) AS day, SUM(p.home_minor) AS amount, COUNT(*) AS count
                       FROM payments p WHERE {} GROUP BY p.received_date) d
              GROUP BY {key}, {label} ORDER BY {key}{paged}",
            received_on("p.received_date")
        ),
        // A row per company, country, title, language or right, the page of them chosen before
        // their labels are read: a page of 50 titles reads 50 titles' rows, not 17,000.
        Some(sums) => format!(
            "SELECT {key} AS key, {label} AS label, CAST(r.amount AS BIGINT) AS amount, CAST(r.count AS BIGINT) AS count, r.total
               FROM (SELECT s.attr, s.amount, s.count, COUNT(*) OVER () AS total FROM ({sums}) s
                      ORDER BY s.amount DESC, s.attr{paged}) r{}
              ORDER BY r.amount DESC, r.attr",
            group_by.joined()
        ),
    };
    let (limit, offset) = page.unwrap_or_default();
    let mut query = sqlx::query_as(&sql)
        .persistent(false)
        .bind(team_id)
        .bind(from.unwrap_or("0001-01-01"))
        .bind(to.unwrap_or("9999-12-31"));
    if page.is_some() {
        query = query.bind(limit).bind(offset);
    }
    Ok(query.fetch_all(conn).await?)
}

/// What is still owed in one currency and age.
#[derive(Debug, sqlx::FromRow)]
pub struct Outstanding {
    /// `0-30`, `31-90` or `90+`: days since the due date (one not yet due is `0-30`).
    pub age: String,
    pub currency: String,
    /// The amounts less what was received of them, minor units.
    pub amount: i64,
    pub count: i64,
}

/// The ages of what is outstanding: days past the due date up to 30, up to 90, beyond.
pub const AGES: [&str; 3] = ["0-30", "31-90", "90+"];

/// The team's payments with a due date and less than their amount received, by age `today` and
/// currency: summed by due day and currency first, in the order of the index of what is owed (no
/// sort, and no date compared per payment), then the thousand-odd days aged (a third of the time of
/// aging each of 55,000 payments owed, on both engines).
pub async fn outstanding(conn: &mut AnyConnection, team_id: i64, today: IsoDate) -> Result<Vec<Outstanding>> {
    let [recent, older, oldest] = AGES;
    let sql = format!(
        "SELECT CASE WHEN d.due_date >= date($2) THEN '{recent}'
                     WHEN d.due_date >= date($3) THEN '{older}' ELSE '{oldest}' END AS age,
                d.currency, CAST(SUM(d.owed) AS BIGINT) AS amount, CAST(SUM(d.count) AS BIGINT) AS count
           FROM (SELECT p.due_date, p.currency, SUM(p.amount_minor - COALESCE(p.received_minor, 0)) AS owed,
                        COUNT(*) AS count
                   FROM payments p
                  WHERE p.team_id = $1 AND p.due_date IS NOT NULL AND {OWED}
                  GROUP BY p.due_date, p.currency) d
          GROUP BY 1, d.currency ORDER BY 1, d.currency"
    );
    Ok(sqlx::query_as(&sql)
        .bind(team_id)
        .bind(today.plus_days(-30).to_string())
        .bind(today.plus_days(-90).to_string())
        .fetch_all(conn)
        .await?)
}

/// The net received in the home currency of one title's right, from `from` to `to`.
#[derive(Debug, sqlx::FromRow)]
pub struct TitleRight {
    pub title_id: i64,
    pub title: String,
    pub author: Option<String>,
    pub contract_type: Option<String>,
    pub amount: i64,
    pub count: i64,
}

/// The ids of the titles with a payment received from `from` to `to` (with a home amount), by
/// name, `limit` of them from `offset`; and how many there are. The page walks the titles in
/// the order of their name index, asking each for such a payment (one probe of the index of the
/// payments received by title): a first page reads a few hundred titles, not the period's
/// payments. The count reads that index alone, in its order.
pub async fn titles_received(
    conn: &mut AnyConnection,
    backend: Backend,
    team_id: i64,
    (from, to): (Option<&str>, Option<&str>),
    limit: i64,
    offset: i64,
) -> Result<(Vec<i64>, i64)> {
    let (from, to) = (from.unwrap_or("0001-01-01"), to.unwrap_or("9999-12-31"));
    let received = received(backend);
    let ids = sqlx::query_scalar(&format!(
        "SELECT t.id FROM titles t
          WHERE t.team_id = $1 AND EXISTS (SELECT 1 FROM payments p WHERE p.title_id = t.id AND {received})
          ORDER BY t.name_key LIMIT $4 OFFSET $5"
    ))
    .persistent(false)
    .bind(team_id)
    .bind(from)
    .bind(to)
    .bind(limit)
    .bind(offset)
    .fetch_all(&mut *conn)
    .await?;
    let total = sqlx::query_scalar(&format!("SELECT COUNT(DISTINCT p.title_id) FROM payments p WHERE {received}"))
        .persistent(false)
        .bind(team_id)
        .bind(from)
        .bind(to)
        .fetch_one(&mut *conn)
        .await?;
    Ok((ids, total))
}

/// The home amounts received from `from` to `to` by title and right, of the titles `only` when
/// given (a page of [`titles_received`]), else of every title, by title name.
pub async fn by_title_and_right(
    conn: &mut AnyConnection,
    backend: Backend,
    team_id: i64,
    (from, to): (Option<&str>, Option<&str>),
    only: Option<&[i64]>,
) -> Result<Vec<TitleRight>> {
    let mut args = vec![
        Arg::Int(team_id),
        Arg::Text(from.unwrap_or("0001-01-01").into()),
        Arg::Text(to.unwrap_or("9999-12-31").into()),
    ];
    // A page's titles: their licenses by the titles' index, then each one's payments by the
    // payments' index by license, rather than every payment of the period. SQLite keeps the
    // order of a CROSS JOIN's tables; as a join it read the team's payments first (14 ms for a
    // page of 50 titles, this about 1).
    let sums = match only {
        Some(ids) => {
            let list = id_list(backend, ids, &mut args);
            let team = past_team_index(backend, "l.team_id");
            format!(
                "SELECT p.license_id, SUM(p.home_minor) AS amount, COUNT(*) AS count
                   FROM licenses l CROSS JOIN payments p
                  WHERE l.title_id IN ({list}) AND {team} = $1 AND p.license_id = l.id AND {}
                  GROUP BY p.license_id",
                received(backend)
            )
        }
        None => by_license(backend),
    };
    // Grouped by title and right before the titles are read: each title's row is read once.
    let sql = format!(
        "SELECT r.title_id, t.name AS title, t.author, r.contract_type, r.amount, r.count
           FROM (SELECT l.title_id, l.contract_type, CAST(SUM(g.amount) AS BIGINT) AS amount,
                        CAST(SUM(g.count) AS BIGINT) AS count
                   FROM ({sums}) g JOIN licenses l ON l.id = g.license_id
                  GROUP BY l.title_id, l.contract_type) r
           JOIN titles t ON t.id = r.title_id
          ORDER BY t.name_key, r.title_id, r.contract_type"
    );
    Ok(sqlx::query_as_with(&sql, arguments(&args)?).persistent(false).fetch_all(conn).await?)
}

/// The author's share (percent) of each title's right held, by title id and right: of the
/// titles `only` when given, else of every title.
pub async fn author_shares(
    conn: &mut AnyConnection,
    backend: Backend,
    team_id: i64,
    only: Option<&[i64]>,
) -> Result<Vec<(i64, String, f64)>> {
    let mut args = vec![Arg::Int(team_id)];
    let (team, titles) = match only {
        Some(ids) => {
            (past_team_index(backend, "team_id"), format!(" AND title_id IN ({})", id_list(backend, ids, &mut args)))
        }
        None => ("team_id".to_owned(), String::new()),
    };
    let sql = format!(
        "SELECT title_id, contract_type, author_share_pct FROM rights_held
          WHERE {team} = $1{titles} AND author_share_pct IS NOT NULL ORDER BY id"
    );
    Ok(sqlx::query_as_with(&sql, arguments(&args)?).fetch_all(conn).await?)
}
