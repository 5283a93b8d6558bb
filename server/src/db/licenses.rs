//! Licenses of one team and their contract PDFs. A license names its title, company and agent
//! by id; `resolve` turns what a client sent (an id, or just a name) into those ids inside the
//! license's own transaction, creating a title or company that does not exist yet.
//!
//! `signed` is read as 0/1: sqlx's Any driver cannot decode SQLite's BOOLEAN.

use rightsdesk_core::guide::SoldRight;
use rightsdesk_core::limits::DEFAULT_STATEMENT_DAYS;
use rightsdesk_core::{
    ActivityAction, CheckedLicense, ContractType, Currency, EntityType, FieldErrors, FileInfo, License, LicenseStatus,
    Territory, messages, money, rights,
};
use sqlx::{AnyConnection, AnyPool, Row};

use super::activity::{self, Entry};
use super::columns::Columns;
use super::list::arguments::{Arg, arguments, bind};
use super::list::{Filter, ListQuery, Page, SortField, Sorting, fetch};
use super::{Backend, Db, now, reference, sha256_hex, title_and_company};
use crate::error::{Error, Result};

const COLUMNS: &str =
    "l.id, l.version, t.name AS title, l.title_id, c.name AS company, l.company_id, a.name AS agent, l.agent_id,
       l.commission, CAST(l.contract_date AS TEXT) AS contract_date,
       CAST(CASE WHEN l.signed THEN 1 ELSE 0 END AS BIGINT) AS signed, l.status,
       CAST(l.reversion_date AS TEXT) AS reversion_date, l.contract_type, l.language, l.territory,
       CAST(CASE WHEN l.exclusive THEN 1 ELSE 0 END AS BIGINT) AS exclusive,
       CAST(CASE WHEN l.announce THEN 1 ELSE 0 END AS BIGINT) AS announce,
       CAST(l.end_date AS TEXT) AS end_date, l.advance_minor, l.currency, l.royalties, l.files_fee,
       CAST(l.publication_date AS TEXT) AS publication_date, l.print_run, l.retail_price, l.notes,
       l.accounting_period, l.statement_days, f.name AS file_name, f.size AS file_size";

/// A license with the names it points at and its file (at most one per license).
const FROM: &str = "licenses l
  JOIN titles t ON t.id = l.title_id
  JOIN companies c ON c.id = l.company_id
  LEFT JOIN companies a ON a.id = l.agent_id
  LEFT JOIN license_files f ON f.license_id = l.id";

/// A row of `SELECT`, decoded by column name.
#[derive(sqlx::FromRow)]
struct LicenseRow {
    id: i64,
    version: i64,
    title: String,
    title_id: i64,
    company: String,
    company_id: i64,
    agent: Option<String>,
    agent_id: Option<i64>,
    commission: Option<String>,
    contract_date: Option<String>,
    signed: i64,
    status: String,
    reversion_date: Option<String>,
    contract_type: Option<String>,
    language: Option<String>,
    territory: String,
    exclusive: i64,
    announce: i64,
    end_date: Option<String>,
    /// Minor units of the currency (docs/http.md, "Money after signing").
    advance_minor: Option<i64>,
    currency: Option<String>,
    royalties: Option<String>,
    files_fee: Option<String>,
    publication_date: Option<String>,
    print_run: Option<String>,
    retail_price: Option<String>,
    notes: Option<String>,
    accounting_period: String,
    statement_days: i64,
    file_name: Option<String>,
    file_size: Option<i64>,
}

impl From<LicenseRow> for License {
    fn from(row: LicenseRow) -> License {
        License {
            id: Some(row.id),
            version: Some(row.version),
            title: row.title,
            title_id: Some(row.title_id),
            company: row.company,
            company_id: Some(row.company_id),
            agent: row.agent,
            agent_id: row.agent_id,
            commission: row.commission,
            contract_date: row.contract_date,
            signed: row.signed != 0,
            status: Some(row.status),
            reversion_date: row.reversion_date,
            contract_type: row.contract_type,
            language: row.language,
            territory: Territory::parse(&row.territory),
            exclusive: Some(row.exclusive != 0),
            announce: row.announce != 0,
            end_date: row.end_date,
            advance: row.advance_minor.map(|minor| {
                money::to_number(minor, money::decimals_of(row.currency.as_deref().and_then(Currency::parse)))
            }),
            currency: row.currency,
            royalties: row.royalties,
            files_fee: row.files_fee,
            publication_date: row.publication_date,
            print_run: row.print_run,
            retail_price: row.retail_price,
            notes: row.notes,
            accounting_period: Some(row.accounting_period),
            statement_days: Some(row.statement_days),
            file: row.file_name.zip(row.file_size).map(|(name, size)| FileInfo { name, size: size as u64 }),
        }
    }
}

/// What licenses sort by; latest contract first when the client does not say, read off the
/// `(team_id, contract_date)` index (the column is never empty).
pub const SORTING: Sorting = Sorting {
    fields: &[
        SortField { name: "contractDate", sql: "l.contract_date", nullable: false, unique: false },
        SortField { name: "endDate", sql: "l.end_date", nullable: true, unique: false },
        SortField { name: "publicationDate", sql: "l.publication_date", nullable: true, unique: false },
        SortField { name: "title", sql: "t.name_key", nullable: false, unique: false },
        SortField { name: "company", sql: "c.name_key", nullable: false, unique: false },
        SortField { name: "agent", sql: "a.name_key", nullable: true, unique: false },
        SortField { name: "contractType", sql: "l.contract_type", nullable: true, unique: false },
        SortField { name: "advance", sql: "l.advance_minor", nullable: true, unique: false },
        SortField { name: "currency", sql: "l.currency", nullable: true, unique: false },
        SortField { name: "signed", sql: "l.signed", nullable: false, unique: false },
        SortField { name: "status", sql: "l.status", nullable: false, unique: false },
        SortField { name: "language", sql: "l.language", nullable: true, unique: false },
    ],
    default: "-contractDate",
};

/// The `language` filter's value for the licenses that name no language.
pub const NO_LANGUAGE: &str = "none";

/// What the license list may be narrowed to, checked.
#[derive(Debug, Default)]
pub struct Narrowing {
    pub title_id: Option<i64>,
    /// The licensee (not the agent).
    pub company_id: Option<i64>,
    pub contract_type: Option<ContractType>,
    pub signed: Option<bool>,
    pub status: Option<LicenseStatus>,
    /// An ISO 639-1 code, or [`NO_LANGUAGE`] for the licenses without one (to be fixed).
    pub language: Option<String>,
    pub currency: Option<Currency>,
    /// The contract date's year.
    pub year: Option<i32>,
}

/// The team's licenses of `narrowing` whose title, company or agent names hold the query's
/// words, in its order, one page.
pub async fn list(db: &Db, team_id: i64, query: &ListQuery, narrowing: &Narrowing) -> Result<Page<License>> {
    let mut filter = Filter::team(db.backend, "licenses", "l.team_id", team_id);
    for (column, id) in [("l.title_id", narrowing.title_id), ("l.company_id", narrowing.company_id)] {
        if let Some(id) = id {
            filter.equals_id(column, id);
        }
    }
    if let Some(contract_type) = narrowing.contract_type {
        filter.equals("l.contract_type", contract_type.as_str());
    }
    match narrowing.signed {
        Some(true) => filter.holds("l.signed"),
        Some(false) => filter.holds("NOT l.signed"),
        None => {}
    }
    if let Some(status) = narrowing.status {
        filter.equals("l.status", status.as_str());
    }
    match narrowing.language.as_deref() {
        Some(NO_LANGUAGE) => filter.holds("l.language IS NULL"),
        Some(code) => filter.equals("l.language", code),
        None => {}
    }
    if let Some(currency) = narrowing.currency {
        filter.equals("l.currency", currency.code());
    }
    if let Some(year) = narrowing.year {
        filter.in_year("l.contract_date", year);
    }
    filter.words(query, |word| {
        let (titles, companies, agents) =
            (word.ids("titles", "name_key"), word.ids("companies", "name_key"), word.ids("companies", "name_key"));
        format!("(l.title_id IN ({titles}) OR l.company_id IN ({companies}) OR l.agent_id IN ({agents}))")
    });
    let page: Page<LicenseRow> = fetch(&db.pool, COLUMNS, FROM, "l.id", filter, query).await?;
    Ok(page.map(License::from))
}

pub async fn find(conn: &mut AnyConnection, team_id: i64, id: i64) -> Result<Option<License>> {
    let row: Option<LicenseRow> =
        sqlx::query_as(&format!("SELECT {COLUMNS} FROM {FROM} WHERE l.team_id = $1 AND l.id = $2"))
            .bind(team_id)
            .bind(id)
            .fetch_optional(conn)
            .await?;
    Ok(row.map(License::from))
}

/// The ids a license points at.
pub struct References {
    pub title_id: i64,
    pub company_id: i64,
    pub agent_id: Option<i64>,
    /// The titles and companies made from their names by this write, for the activity log.
    pub made: Vec<Entry>,
}

/// The team's title, company and agent for a license: by id when given (refused when the team
/// has no such row), else by name (case and accents aside), created when missing.
pub async fn resolve(conn: &mut AnyConnection, team_id: i64, l: &License) -> Result<References> {
    let mut errors = FieldErrors::new();
    let mut made = Vec::new();
    let names =
        title_and_company(conn, team_id, (l.title_id, &l.title), (l.company_id, &l.company), &mut made, &mut errors)
            .await?;
    let agent = match (l.agent_id, l.agent.as_deref()) {
        (None, None) => Some(None),
        (id, name) => reference(conn, "companies", team_id, id, name.unwrap_or_default()).await?.map(Some),
    };
    activity::note_made(
        &mut made,
        EntityType::Company,
        agent.as_ref().and_then(Option::as_ref),
        l.agent.as_deref().unwrap_or_default(),
    );
    if agent.is_none() {
        errors.add("agent", messages::UNKNOWN_AGENT);
    }
    match (names, agent) {
        (Some((title_id, company_id)), Some(agent)) => {
            Ok(References { title_id, company_id, agent_id: agent.map(|agent| agent.id), made })
        }
        _ => Err(Error::Validation(errors)),
    }
}

/// The license's own columns, as an insert and an update write them, changed `at`.
fn columns<'q>(checked: &'q CheckedLicense, refs: &References, at: i64) -> Columns<'q> {
    let l = &checked.license;
    let mut columns = Columns::new();
    columns
        .set("title_id", refs.title_id)
        .set("company_id", refs.company_id)
        .set("agent_id", refs.agent_id)
        .set("commission", &l.commission)
        .set_date("contract_date", &l.contract_date)
        .set("signed", l.signed)
        .set("status", checked.status.as_str())
        .set_date("reversion_date", &l.reversion_date)
        .set("contract_type", checked.contract_type.map(ContractType::as_str))
        .set("language", &l.language)
        .set("territory", l.territory.to_string())
        .set("exclusive", l.exclusive.unwrap_or(true))
        .set("announce", l.announce)
        .set_date("end_date", &l.end_date)
        .set("advance_minor", checked.advance)
        .set("currency", checked.currency.map(Currency::code))
        .set("royalties", &l.royalties)
        .set("files_fee", &l.files_fee)
        .set_date("publication_date", &l.publication_date)
        .set("print_run", &l.print_run)
        .set("retail_price", &l.retail_price)
        .set("notes", &l.notes)
        .set("accounting_period", checked.accounting_period.as_str())
        .set("statement_days", l.statement_days.unwrap_or(DEFAULT_STATEMENT_DAYS))
        .set("updated_at", at);
    columns
}

/// Inserts a validated, tidied license pointing at `refs` and returns its id.
pub async fn insert(conn: &mut AnyConnection, team_id: i64, l: &CheckedLicense, refs: &References) -> Result<i64> {
    let at = now();
    let mut columns = columns(l, refs, at);
    columns.set("team_id", team_id).set("created_at", at);
    let sql = format!("INSERT INTO licenses ({}) VALUES ({}) RETURNING id", columns.names(), columns.values());
    let row = sqlx::query_with(&sql, columns.arguments()?).fetch_one(conn).await?;
    Ok(row.try_get("id")?)
}

/// Makes the team's license writes take turns on PostgreSQL, from the start of their transaction
/// (SQLite's write transactions already do): of two exclusive licenses written at once for the
/// same right, the second then sees the first when it checks the overlap rule. Taken first thing:
/// a lock taken later, after the write has made its company (which updates the team's counts row),
/// deadlocked with a write waiting for that row while holding this lock.
pub async fn take_turns(conn: &mut AnyConnection, backend: Backend, team_id: i64) -> Result<()> {
    super::take_turns(conn, backend, "licenses", team_id).await
}

/// What availability and the overlap rule read of a license (core's `rights::availability`,
/// `rights::grid` and `rights::overlap`): its id, title, licensee's name, right, language,
/// territory, terms, status and exclusivity; one join where a license's full read has four.
const TERMS: &str = "l.id, l.title_id, c.name AS company, l.contract_type, l.language, l.territory,
       CAST(l.contract_date AS TEXT) AS contract_date, CAST(l.end_date AS TEXT) AS end_date,
       CAST(CASE WHEN l.signed THEN 1 ELSE 0 END AS BIGINT) AS signed, l.status,
       CAST(CASE WHEN l.exclusive THEN 1 ELSE 0 END AS BIGINT) AS exclusive";

/// The license with its licensee's name, for [`TERMS`].
const TERMS_FROM: &str = "licenses l JOIN companies c ON c.id = l.company_id";

/// A row of [`TERMS`], decoded by column name.
#[derive(sqlx::FromRow)]
struct TermsRow {
    id: i64,
    title_id: i64,
    company: String,
    contract_type: Option<String>,
    language: Option<String>,
    territory: String,
    contract_date: Option<String>,
    end_date: Option<String>,
    signed: i64,
    status: String,
    exclusive: i64,
}

impl From<TermsRow> for License {
    /// A license with only the fields core's availability and overlap rules read filled in (the
    /// others are left empty): core stays the one rule, read from fewer columns.
    fn from(row: TermsRow) -> License {
        License {
            id: Some(row.id),
            title_id: Some(row.title_id),
            company: row.company,
            contract_type: row.contract_type,
            language: row.language,
            territory: Territory::parse(&row.territory),
            contract_date: row.contract_date,
            end_date: row.end_date,
            signed: row.signed != 0,
            status: Some(row.status),
            exclusive: Some(row.exclusive != 0),
            ..License::default()
        }
    }
}

/// The statuses in which an exclusive license binds (core's `LicenseStatus::binds`), as SQL
/// text values: `'sent', 'signed'`.
fn binding_statuses() -> String {
    let binding: Vec<String> =
        LicenseStatus::ALL.iter().filter(|s| s.binds()).map(|s| format!("'{}'", s.as_str())).collect();
    binding.join(", ")
}

/// The title's licenses that `license` could overlap, to hold a write to the overlap rule (after
/// [`take_turns`]): of the same right (or of none), exclusive, in a status that binds, and of its
/// language or of none (all of them when it has none), with only what [`rights::overlap`] reads.
/// These tests are core's rule again (it applies them itself): they only spare reading the
/// licenses that cannot overlap.
async fn overlap_candidates(
    conn: &mut AnyConnection,
    team_id: i64,
    title_id: i64,
    license: &License,
) -> Result<Vec<License>> {
    let right = license.contract_type.as_deref().and_then(ContractType::parse);
    let mut args = vec![Arg::Int(team_id), Arg::Int(title_id)];
    let right = match right {
        Some(right) => format!("l.contract_type = {}", bind(&mut args, Arg::Text(right.as_str().to_owned()))),
        None => "l.contract_type IS NULL".to_owned(),
    };
    let language = match &license.language {
        Some(language) => {
            format!(" AND (l.language IS NULL OR l.language = {})", bind(&mut args, Arg::Text(language.clone())))
        }
        None => String::new(),
    };
    let sql = format!(
        "SELECT {TERMS} FROM {TERMS_FROM} WHERE l.team_id = $1 AND l.title_id = $2 AND {right}{language}
            AND l.exclusive AND l.status IN ({}) ORDER BY l.id",
        binding_statuses()
    );
    let rows: Vec<TermsRow> = sqlx::query_as_with(&sql, arguments(&args)?).fetch_all(conn).await?;
    Ok(rows.into_iter().map(License::from).collect())
}

/// Every license of the team's title, with what its availability reads.
pub async fn of_title(conn: &mut AnyConnection, team_id: i64, title_id: i64) -> Result<Vec<License>> {
    let rows: Vec<TermsRow> = sqlx::query_as(&format!(
        "SELECT {TERMS} FROM {TERMS_FROM} WHERE l.team_id = $1 AND l.title_id = $2 ORDER BY l.id"
    ))
    .bind(team_id)
    .bind(title_id)
    .fetch_all(conn)
    .await?;
    Ok(rows.into_iter().map(License::from).collect())
}

/// The signed licenses marked to announce of the titles of the team's guide `guide_id`, by title,
/// the earliest contract first: a guide's "Rights sold".
pub async fn announced_of_guide(
    conn: &mut AnyConnection,
    team_id: i64,
    guide_id: i64,
) -> Result<Vec<(i64, SoldRight)>> {
    let rows: Vec<(i64, Option<String>, Option<String>, String)> = sqlx::query_as(
        "SELECT l.title_id, l.contract_type, l.language, c.name FROM licenses l
           JOIN companies c ON c.id = l.company_id JOIN guide_titles g ON g.title_id = l.title_id
         WHERE g.guide_id = $1 AND l.team_id = $2 AND l.status = $3 AND l.announce
         ORDER BY l.contract_date, l.id",
    )
    .bind(guide_id)
    .bind(team_id)
    .bind(LicenseStatus::Signed.as_str())
    .fetch_all(conn)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(title_id, contract_type, language, company)| {
            let contract_type = contract_type.as_deref().and_then(ContractType::parse);
            (title_id, SoldRight { contract_type, language, company })
        })
        .collect())
}

/// The team's licenses of one right, in `language` and those without one (every language) when
/// a language is asked, with what availability reads: every license that can make a title
/// anything but available for such an ask (`GET /api/availability`). The language test is
/// core's (`rights::availability` applies it again); it only spares reading licenses of the
/// other languages.
pub async fn of_right(
    conn: &mut AnyConnection,
    team_id: i64,
    right: ContractType,
    language: Option<&str>,
) -> Result<Vec<License>> {
    let in_language = if language.is_some() { " AND (l.language IS NULL OR l.language = $3)" } else { "" };
    let sql = format!("SELECT {TERMS} FROM {TERMS_FROM} WHERE l.team_id = $1 AND l.contract_type = $2{in_language}");
    let mut query = sqlx::query_as::<_, TermsRow>(&sql).bind(team_id).bind(right.as_str());
    if let Some(language) = language {
        query = query.bind(language);
    }
    Ok(query.fetch_all(conn).await?.into_iter().map(License::from).collect())
}

/// The message of the exclusive license of the title that `license` (as it will be stored, with
/// its id when it is an update) overlaps (core's rule), read in the write's transaction.
pub async fn overlap(
    conn: &mut AnyConnection,
    team_id: i64,
    title_id: i64,
    license: &License,
) -> Result<Option<String>> {
    let others = overlap_candidates(conn, team_id, title_id, license).await?;
    Ok(rights::overlap_message(license, &others))
}

/// Refuses `license` with [`overlap`]'s message under `territory` (a 422).
pub async fn refuse_overlap(conn: &mut AnyConnection, team_id: i64, title_id: i64, license: &License) -> Result<()> {
    match overlap(conn, team_id, title_id, license).await? {
        Some(message) => Err(Error::Validation([("territory", message)].into_iter().collect())),
        None => Ok(()),
    }
}

/// Replaces every field of the team's license `id`; false when there is no such license.
pub async fn update(
    conn: &mut AnyConnection,
    team_id: i64,
    id: i64,
    l: &CheckedLicense,
    refs: &References,
) -> Result<bool> {
    let mut columns = columns(l, refs, now());
    let (team, key) = (columns.bind(team_id), columns.bind(id));
    let sql = format!("UPDATE licenses SET {} WHERE team_id = {team} AND id = {key}", columns.assignments());
    let done = sqlx::query_with(&sql, columns.arguments()?).execute(conn).await?;
    Ok(done.rows_affected() == 1)
}

pub async fn delete(conn: &mut AnyConnection, team_id: i64, id: i64) -> Result<bool> {
    let done =
        sqlx::query("DELETE FROM licenses WHERE team_id = $1 AND id = $2").bind(team_id).bind(id).execute(conn).await?;
    Ok(done.rows_affected() == 1)
}

/// Moves the team's license `id` to `status`, its `signed` flag with it (true exactly when signed).
pub async fn set_status(conn: &mut AnyConnection, team_id: i64, id: i64, status: LicenseStatus) -> Result<()> {
    sqlx::query("UPDATE licenses SET status = $1, signed = $2, updated_at = $3 WHERE team_id = $4 AND id = $5")
        .bind(status.as_str())
        .bind(status == LicenseStatus::Signed)
        .bind(now())
        .bind(team_id)
        .bind(id)
        .execute(conn)
        .await?;
    Ok(())
}

/// What the activity log leaves out of a license's changes: ids beside the names that say what
/// they would.
pub const UNTRACKED: &[&str] = &["id", "titleId", "companyId", "agentId"];

/// How the activity log names a license: its title and company.
pub fn name_of(license: &License) -> String {
    format!("{} – {}", license.title, license.company)
}

/// Sets (or replaces) the contract PDF of a license of the team.
pub async fn put_file(
    conn: &mut AnyConnection,
    team_id: i64,
    license_id: i64,
    name: &str,
    content: &[u8],
) -> Result<()> {
    sqlx::query("DELETE FROM license_files WHERE team_id = $1 AND license_id = $2")
        .bind(team_id)
        .bind(license_id)
        .execute(&mut *conn)
        .await?;
    let mut columns = Columns::new();
    columns
        .set("license_id", license_id)
        .set("team_id", team_id)
        .set("name", name)
        .set("size", content.len() as i64)
        .set("sha256", sha256_hex(content))
        .set("content", content)
        .set("created_at", now());
    let sql = format!("INSERT INTO license_files ({}) VALUES ({})", columns.names(), columns.values());
    sqlx::query_with(&sql, columns.arguments()?).execute(conn).await?;
    Ok(())
}

/// The ids of the team's licenses that have a PDF.
pub async fn with_files(pool: &AnyPool, team_id: i64) -> Result<Vec<i64>> {
    Ok(sqlx::query_scalar("SELECT license_id FROM license_files WHERE team_id = $1 ORDER BY license_id")
        .bind(team_id)
        .fetch_all(pool)
        .await?)
}

/// The name and bytes of a license's PDF.
pub async fn file(pool: &AnyPool, team_id: i64, license_id: i64) -> Result<Option<(String, Vec<u8>)>> {
    Ok(sqlx::query_as("SELECT name, content FROM license_files WHERE team_id = $1 AND license_id = $2")
        .bind(team_id)
        .bind(license_id)
        .fetch_optional(pool)
        .await?)
}

/// False when the license has no file (or is not the team's).
pub async fn delete_file(conn: &mut AnyConnection, team_id: i64, license_id: i64) -> Result<bool> {
    let done = sqlx::query("DELETE FROM license_files WHERE team_id = $1 AND license_id = $2")
        .bind(team_id)
        .bind(license_id)
        .execute(conn)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// What licenses and prospections point at, and so may not be deleted while they do.
#[derive(Debug, Clone, Copy)]
pub enum Used {
    Title,
    Company,
}

/// Deletes the team's title or company `id`, in `conn`'s transaction, unless licenses (a company as
/// company or as agent) or prospections use it: then 409 saying how many, and nothing changes.
/// False when the team has no such row. A company's contacts go with it. The deletion by `actor`
/// is logged.
pub async fn delete_unused(
    conn: &mut AnyConnection,
    team_id: i64,
    actor: Option<i64>,
    used: Used,
    id: i64,
) -> Result<bool> {
    let (table, what, entity_type, by_licenses, by_prospections) = match used {
        Used::Title => ("titles", "title", EntityType::Title, "title_id = $2", "title_id = $2"),
        Used::Company => {
            ("companies", "company", EntityType::Company, "(company_id = $2 OR agent_id = $2)", "company_id = $2")
        }
    };
    let in_use = |licenses: i64, prospections: i64| {
        let count = |n: i64, one: &str| if n == 1 { format!("1 {one}") } else { format!("{n} {one}s") };
        let users: Vec<String> = [(licenses, "license"), (prospections, "prospection")]
            .into_iter()
            .filter(|(n, _)| *n > 0)
            .map(|(n, one)| count(n, one))
            .collect();
        Error::Conflict(format!("This {what} is used by {}; change or delete them first", users.join(" and ")))
    };
    let (licenses, prospections): (i64, i64) = sqlx::query_as(&format!(
        "SELECT (SELECT COUNT(*) FROM licenses WHERE team_id = $1 AND {by_licenses}),
                (SELECT COUNT(*) FROM prospections WHERE team_id = $1 AND {by_prospections})"
    ))
    .bind(team_id)
    .bind(id)
    .fetch_one(&mut *conn)
    .await?;
    if licenses + prospections > 0 {
        return Err(in_use(licenses, prospections));
    }
    let deleted: std::result::Result<Option<(String,)>, _> =
        sqlx::query_as(&format!("DELETE FROM {table} WHERE team_id = $1 AND id = $2 RETURNING name"))
            .bind(team_id)
            .bind(id)
            .fetch_optional(&mut *conn)
            .await;
    let name = match deleted {
        Ok(Some((name,))) => name,
        Ok(None) => return Ok(false),
        // A license or prospection that started using it since the count: the foreign key refuses.
        Err(err) if err.as_database_error().is_some_and(|db| db.is_foreign_key_violation()) => {
            return Err(Error::Conflict(format!("This {what} is now in use; change or delete what uses it first")));
        }
        Err(err) => return Err(err.into()),
    };
    activity::record(conn, team_id, actor, Entry::new(ActivityAction::Delete, entity_type, id, name)).await?;
    Ok(true)
}
