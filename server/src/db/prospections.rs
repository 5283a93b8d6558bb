//! Prospections of one team and their offers. A prospection names its title and company by id
//! (resolved as for licenses: by id, or by name and created when missing), optionally a contact
//! of that company and an owner of the team. Offers live in their own table and are read in one
//! query per page of prospections; so do the title's material files it sent
//! (`prospection_material_files`, migration 0023).

use futures_util::TryStreamExt;
use rightsdesk_core::{
    ContractType, FieldErrors, Offer, OfferStatus, Prospection, ProspectionStatus, Territory, messages,
};
use sqlx::{AnyConnection, Row};

use super::activity::Entry;
use super::columns::Columns;
use super::list::{Filter, ListQuery, Page, Rows, SortField, Sorting, fetch};
use super::{Db, now, timestamp, title_and_company};
use crate::clock::plus_days;
use crate::error::{Error, Result};

const COLUMNS: &str = "p.id, p.version, t.name AS title, p.title_id, c.name AS company, p.company_id, p.contact_id,
       ct.name AS contact, p.contract_type, p.language, p.territory, p.status,
       CAST(p.sent_date AS TEXT) AS sent_date, CAST(p.chase_date AS TEXT) AS chase_date,
       CAST(p.last_chased_date AS TEXT) AS last_chased_date, CAST(p.option_expiry AS TEXT) AS option_expiry,
       p.decline_reason, p.material, p.source, p.expected_advance, p.currency, p.owner_id, u.name AS owner,
       p.notes, p.license_id, p.fair_meeting_id, p.created_at, p.updated_at";

/// A prospection with the names it points at.
const FROM: &str = "prospections p
  JOIN titles t ON t.id = p.title_id
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN contacts ct ON ct.id = p.contact_id
  LEFT JOIN users u ON u.id = p.owner_id";

/// A row of `SELECT`, decoded by column name.
#[derive(sqlx::FromRow)]
struct ProspectionRow {
    id: i64,
    version: i64,
    title: String,
    title_id: i64,
    company: String,
    company_id: i64,
    contact_id: Option<i64>,
    contact: Option<String>,
    contract_type: String,
    language: Option<String>,
    territory: Option<String>,
    status: String,
    sent_date: Option<String>,
    chase_date: Option<String>,
    last_chased_date: Option<String>,
    option_expiry: Option<String>,
    decline_reason: Option<String>,
    material: String,
    source: Option<String>,
    expected_advance: Option<f64>,
    currency: Option<String>,
    owner_id: Option<i64>,
    owner: Option<String>,
    notes: Option<String>,
    license_id: Option<i64>,
    fair_meeting_id: Option<i64>,
    created_at: i64,
    updated_at: i64,
}

impl From<ProspectionRow> for Prospection {
    fn from(row: ProspectionRow) -> Prospection {
        Prospection {
            id: Some(row.id),
            version: Some(row.version),
            title: row.title,
            title_id: Some(row.title_id),
            company: row.company,
            company_id: Some(row.company_id),
            contact_id: row.contact_id,
            contact: row.contact,
            contract_type: Some(row.contract_type),
            language: row.language,
            territory: row.territory.as_deref().map(Territory::parse),
            status: Some(row.status),
            sent_date: row.sent_date,
            chase_date: row.chase_date,
            last_chased_date: row.last_chased_date,
            option_expiry: row.option_expiry,
            decline_reason: row.decline_reason,
            material: row.material.split(',').filter(|code| !code.is_empty()).map(str::to_owned).collect(),
            material_files: Vec::new(),
            source: row.source,
            expected_advance: row.expected_advance,
            currency: row.currency,
            owner_id: row.owner_id,
            owner: row.owner,
            notes: row.notes,
            license_id: row.license_id,
            fair_meeting_id: row.fair_meeting_id,
            offers: Vec::new(),
            created_at: Some(timestamp(row.created_at)),
            updated_at: Some(timestamp(row.updated_at)),
        }
    }
}

/// What the activity log leaves out of a prospection's changes: ids beside the names they stand
/// for, the offers (an offer has an entry of its own) and the timestamps.
pub const UNTRACKED: &[&str] =
    &["id", "titleId", "companyId", "contactId", "ownerId", "fairMeetingId", "offers", "createdAt", "updatedAt"];

/// How the activity log names a prospection: its title and company.
pub fn name_of(prospection: &Prospection) -> String {
    format!("{} → {}", prospection.title, prospection.company)
}

/// Statuses in pipeline order (core's `ProspectionStatus::ALL`, which a test below holds it to), for
/// sorting by status. A const, as the sort table that holds it is.
const STATUS_ORDER: &str = "CASE p.status WHEN 'to_send' THEN 0 WHEN 'sent' THEN 1 WHEN 'reading' THEN 2
    WHEN 'interested' THEN 3 WHEN 'offer' THEN 4 WHEN 'option' THEN 5 WHEN 'licensed' THEN 6
    WHEN 'declined' THEN 7 WHEN 'expired' THEN 8 WHEN 'withdrawn' THEN 9 ELSE 10 END";

/// What prospections sort by; what is due first when the client does not say, undated last,
/// read off the `(team_id, chase_date IS NULL, chase_date)` index.
pub const SORTING: Sorting = Sorting {
    fields: &[
        SortField { name: "chaseDate", sql: "p.chase_date", nullable: true, unique: false },
        SortField { name: "sentDate", sql: "p.sent_date", nullable: true, unique: false },
        SortField { name: "lastChasedDate", sql: "p.last_chased_date", nullable: true, unique: false },
        SortField { name: "optionExpiry", sql: "p.option_expiry", nullable: true, unique: false },
        SortField { name: "title", sql: "t.name_key", nullable: false, unique: false },
        SortField { name: "company", sql: "c.name_key", nullable: false, unique: false },
        SortField { name: "status", sql: STATUS_ORDER, nullable: false, unique: false },
        SortField { name: "contractType", sql: "p.contract_type", nullable: false, unique: false },
        SortField { name: "language", sql: "p.language", nullable: true, unique: false },
        SortField { name: "expectedAdvance", sql: "p.expected_advance", nullable: true, unique: false },
        SortField { name: "owner", sql: "u.name", nullable: true, unique: false },
        SortField { name: "createdAt", sql: "p.created_at", nullable: false, unique: false },
        SortField { name: "updatedAt", sql: "p.updated_at", nullable: false, unique: false },
    ],
    default: "chaseDate",
};

/// Which dates make a prospection due (`due=`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Due {
    /// Open, with a chase date before today.
    Overdue,
    /// A chase date or an option expiry from today to 7 days ahead.
    Week,
}

/// What the prospection list may be narrowed to, checked. Dates are `YYYY-MM-DD`.
#[derive(Debug, Default)]
pub struct Narrowing {
    pub statuses: Vec<ProspectionStatus>,
    pub title_id: Option<i64>,
    pub company_id: Option<i64>,
    pub owner_id: Option<i64>,
    /// With the date of today.
    pub due: Option<(Due, String)>,
    /// Options ending from today to this date.
    pub option_ends: Option<(String, String)>,
}

/// The open statuses, as SQL values.
pub fn open_statuses() -> String {
    let open: Vec<String> =
        ProspectionStatus::ALL.iter().filter(|s| s.is_open()).map(|s| format!("'{}'", s.as_str())).collect();
    open.join(", ")
}

/// The SQL condition of an overdue prospection of `p`: open, with a chase date before the date
/// `today` (a placeholder). The list's `due=overdue` and the navigation's count read the same.
fn overdue(today: &str) -> String {
    format!("p.status IN ({}) AND p.chase_date < date({today})", open_statuses())
}

/// How many of the team's prospections are overdue on `today` (`YYYY-MM-DD`), as the list's
/// `due=overdue` lists them.
pub async fn count_overdue(conn: &mut AnyConnection, team_id: i64, today: &str) -> Result<i64> {
    Ok(sqlx::query_scalar(&format!("SELECT COUNT(*) FROM prospections p WHERE p.team_id = $1 AND {}", overdue("$2")))
        .bind(team_id)
        .bind(today)
        .fetch_one(conn)
        .await?)
}

/// The team's prospections of `narrowing` whose title or company names hold the query's words,
/// in its order, one page, each with its offers.
pub async fn list(db: &Db, team_id: i64, query: &ListQuery, narrowing: &Narrowing) -> Result<Page<Prospection>> {
    let mut filter = Filter::team(db.backend, "prospections", "p.team_id", team_id);
    if !narrowing.statuses.is_empty() {
        let statuses: Vec<&str> = narrowing.statuses.iter().map(|status| status.as_str()).collect();
        filter.any_of("p.status", &statuses);
    }
    for (column, id) in
        [("p.title_id", narrowing.title_id), ("p.company_id", narrowing.company_id), ("p.owner_id", narrowing.owner_id)]
    {
        if let Some(id) = id {
            filter.equals_id(column, id);
        }
    }
    if let Some((due, today)) = &narrowing.due {
        let open = open_statuses();
        match due {
            Due::Overdue => {
                let today = filter.text(today);
                filter.holds(&overdue(&today));
            }
            Due::Week => {
                let (from, to) = (filter.text(today), filter.text(&plus_days(today, 7)));
                filter.holds(&format!(
                    "p.status IN ({open}) AND ((p.chase_date >= date({from}) AND p.chase_date <= date({to}))
                     OR (p.status = 'option' AND p.option_expiry >= date({from}) AND p.option_expiry <= date({to})))"
                ));
            }
        }
    }
    if let Some((from, to)) = &narrowing.option_ends {
        let (from, to) = (filter.text(from), filter.text(to));
        filter.holds(&format!(
            "p.status = 'option' AND p.option_expiry >= date({from}) AND p.option_expiry <= date({to})"
        ));
    }
    filter.words(query, |word| {
        let (titles, companies) = (word.ids("titles", "name_key"), word.ids("companies", "name_key"));
        format!("(p.title_id IN ({titles}) OR p.company_id IN ({companies}))")
    });
    let page: Page<ProspectionRow> = fetch(&db.pool, COLUMNS, FROM, "p.id", filter, query).await?;
    // The whole list (no limit) is collected to attach the offers: a team's prospections number
    // in the thousands, not the hundreds of thousands of its titles.
    let mut rows: Vec<Prospection> = match page.rows {
        Rows::Page(rows) => rows.into_iter().map(Prospection::from).collect(),
        Rows::All(rows) => rows.map_ok(Prospection::from).try_collect().await?,
    };
    let mut conn = db.pool.acquire().await?;
    attach(&mut conn, team_id, &mut rows).await?;
    Ok(Page { rows: Rows::Page(rows), total: page.total })
}

/// Reads what belongs to `prospections` into each: their offers and material files.
async fn attach(conn: &mut AnyConnection, team_id: i64, prospections: &mut [Prospection]) -> Result<()> {
    attach_offers(conn, team_id, prospections).await?;
    attach_material_files(conn, team_id, prospections).await
}

/// `$first, $first+1, ...`, one placeholder for each of `count` values.
fn placeholders(first: usize, count: usize) -> String {
    let numbered: Vec<String> = (first..first + count).map(|i| format!("${i}")).collect();
    numbered.join(", ")
}

/// The team's prospections that sent the material file `material_id`, by id: deleting the file
/// changes each (the cascade drops it from their material sent).
pub async fn sent_material(conn: &mut AnyConnection, team_id: i64, material_id: i64) -> Result<Vec<i64>> {
    Ok(sqlx::query_scalar(
        "SELECT f.prospection_id FROM prospection_material_files f JOIN prospections p ON p.id = f.prospection_id
         WHERE p.team_id = $1 AND f.material_id = $2 ORDER BY f.prospection_id",
    )
    .bind(team_id)
    .bind(material_id)
    .fetch_all(conn)
    .await?)
}

/// Reads the ids of the material files `prospections` sent, ascending (core's stored form), into
/// each.
async fn attach_material_files(conn: &mut AnyConnection, team_id: i64, prospections: &mut [Prospection]) -> Result<()> {
    for chunk in prospections.chunks_mut(500) {
        let ids: Vec<i64> = chunk.iter().filter_map(|p| p.id).collect();
        if ids.is_empty() {
            continue;
        }
        let sql = format!(
            "SELECT f.prospection_id, f.material_id
             FROM prospection_material_files f JOIN title_materials m ON m.id = f.material_id
             WHERE m.team_id = $1 AND f.prospection_id IN ({})
             ORDER BY f.material_id",
            placeholders(2, ids.len())
        );
        let mut query = sqlx::query_as::<_, (i64, i64)>(&sql).bind(team_id);
        for id in &ids {
            query = query.bind(*id);
        }
        for (prospection_id, material_id) in query.fetch_all(&mut *conn).await? {
            if let Some(prospection) = chunk.iter_mut().find(|p| p.id == Some(prospection_id)) {
                prospection.material_files.push(material_id);
            }
        }
    }
    Ok(())
}

/// Reads the offers of `prospections`, oldest first, into each.
async fn attach_offers(conn: &mut AnyConnection, team_id: i64, prospections: &mut [Prospection]) -> Result<()> {
    for chunk in prospections.chunks_mut(500) {
        let ids: Vec<i64> = chunk.iter().filter_map(|p| p.id).collect();
        if ids.is_empty() {
            continue;
        }
        let sql = format!(
            "SELECT id, prospection_id, CAST(received_date AS TEXT) AS received_date, advance, currency, royalties,
                    notes, status
             FROM prospection_offers WHERE team_id = $1 AND prospection_id IN ({})
             ORDER BY received_date, id",
            placeholders(2, ids.len())
        );
        let mut query = sqlx::query(&sql).bind(team_id);
        for id in &ids {
            query = query.bind(*id);
        }
        for row in query.fetch_all(&mut *conn).await? {
            let prospection_id: i64 = row.try_get("prospection_id")?;
            let offer = Offer {
                id: Some(row.try_get("id")?),
                received_date: row.try_get("received_date")?,
                advance: row.try_get("advance")?,
                currency: row.try_get("currency")?,
                royalties: row.try_get("royalties")?,
                notes: row.try_get("notes")?,
                status: row.try_get("status")?,
            };
            if let Some(prospection) = chunk.iter_mut().find(|p| p.id == Some(prospection_id)) {
                prospection.offers.push(offer);
            }
        }
    }
    Ok(())
}

/// The team's prospection `id` with its offers.
pub async fn find(conn: &mut AnyConnection, team_id: i64, id: i64) -> Result<Option<Prospection>> {
    let row: Option<ProspectionRow> =
        sqlx::query_as(&format!("SELECT {COLUMNS} FROM {FROM} WHERE p.team_id = $1 AND p.id = $2"))
            .bind(team_id)
            .bind(id)
            .fetch_optional(&mut *conn)
            .await?;
    let Some(row) = row else { return Ok(None) };
    let mut found = [Prospection::from(row)];
    attach(conn, team_id, &mut found).await?;
    let [prospection] = found;
    Ok(Some(prospection))
}

/// What availability reads of an open prospection (core's `rights::availability` and
/// `rights::grid`): its id, title, company's name, right, language, territory, status and option
/// expiry; one join where a prospection's full read has four.
const PITCH: &str = "p.id, p.title_id, c.name AS company, p.contract_type, p.language, p.territory, p.status,
       CAST(p.option_expiry AS TEXT) AS option_expiry";

/// The prospection with its company's name, for [`PITCH`].
const PITCH_FROM: &str = "prospections p JOIN companies c ON c.id = p.company_id";

/// A row of [`PITCH`], decoded by column name.
#[derive(sqlx::FromRow)]
struct PitchRow {
    id: i64,
    title_id: i64,
    company: String,
    contract_type: String,
    language: Option<String>,
    territory: Option<String>,
    status: String,
    option_expiry: Option<String>,
}

impl From<PitchRow> for Prospection {
    /// A prospection with only the fields core's availability reads filled in (the others are
    /// left empty): core stays the one rule, read from fewer columns.
    fn from(row: PitchRow) -> Prospection {
        Prospection {
            id: Some(row.id),
            title_id: Some(row.title_id),
            company: row.company,
            contract_type: Some(row.contract_type),
            language: row.language,
            territory: row.territory.as_deref().map(Territory::parse),
            status: Some(row.status),
            option_expiry: row.option_expiry,
            ..Prospection::default()
        }
    }
}

/// The team's open prospections of a title, with what its availability reads.
pub async fn open_of_title(conn: &mut AnyConnection, team_id: i64, title_id: i64) -> Result<Vec<Prospection>> {
    let rows: Vec<PitchRow> = sqlx::query_as(&format!(
        "SELECT {PITCH} FROM {PITCH_FROM} WHERE p.team_id = $1 AND p.title_id = $2 AND p.status IN ({}) ORDER BY p.id",
        open_statuses()
    ))
    .bind(team_id)
    .bind(title_id)
    .fetch_all(conn)
    .await?;
    Ok(rows.into_iter().map(Prospection::from).collect())
}

/// The team's open prospections of one right, in `language` and those without one when a
/// language is asked, with what availability reads: what `GET /api/availability` reads (see
/// `licenses::of_right`).
pub async fn open_of_right(
    conn: &mut AnyConnection,
    team_id: i64,
    right: ContractType,
    language: Option<&str>,
) -> Result<Vec<Prospection>> {
    let in_language = if language.is_some() { " AND (p.language IS NULL OR p.language = $3)" } else { "" };
    let sql = format!(
        "SELECT {PITCH} FROM {PITCH_FROM} WHERE p.team_id = $1 AND p.contract_type = $2 AND p.status IN ({}){in_language}",
        open_statuses()
    );
    let mut query = sqlx::query_as::<_, PitchRow>(&sql).bind(team_id).bind(right.as_str());
    if let Some(language) = language {
        query = query.bind(language);
    }
    Ok(query.fetch_all(conn).await?.into_iter().map(Prospection::from).collect())
}

/// The ids a prospection points at.
pub struct References {
    pub title_id: i64,
    pub company_id: i64,
    pub contact_id: Option<i64>,
    pub owner_id: Option<i64>,
    /// The title and company made from their names by this write, for the activity log.
    pub made: Vec<Entry>,
}

/// The team's title and company for a prospection (as for a license: by id, else by name,
/// created when missing), its contact (one of that company's) and its owner (an active user of
/// the team, unless it is `kept_owner`, the stored one); 422 naming each field that points elsewhere.
pub async fn resolve(
    conn: &mut AnyConnection,
    team_id: i64,
    p: &Prospection,
    owner_id: Option<i64>,
    kept_owner: Option<i64>,
) -> Result<References> {
    let mut errors = FieldErrors::new();
    let mut made = Vec::new();
    let names =
        title_and_company(conn, team_id, (p.title_id, &p.title), (p.company_id, &p.company), &mut made, &mut errors)
            .await?;
    if let (Some(contact_id), Some((_, company_id))) = (p.contact_id, names) {
        let found: Option<(i64,)> =
            sqlx::query_as("SELECT id FROM contacts WHERE team_id = $1 AND company_id = $2 AND id = $3")
                .bind(team_id)
                .bind(company_id)
                .bind(contact_id)
                .fetch_optional(&mut *conn)
                .await?;
        if found.is_none() {
            errors.add("contactId", messages::UNKNOWN_CONTACT);
        }
    }
    if let (false, Some((title_id, _))) = (p.material_files.is_empty(), names)
        && !all_material_of_title(conn, team_id, title_id, &p.material_files).await?
    {
        errors.add("materialFiles", messages::MATERIAL_FILE_OF_TITLE);
    }
    // A prospection keeps its owner after they are deactivated; a new owner must be active.
    if let Some(owner_id) = owner_id.filter(|&id| Some(id) != kept_owner) {
        let active: Option<(i64,)> = sqlx::query_as(
            "SELECT CAST(CASE WHEN active THEN 1 ELSE 0 END AS BIGINT) FROM users WHERE team_id = $1 AND id = $2",
        )
        .bind(team_id)
        .bind(owner_id)
        .fetch_optional(&mut *conn)
        .await?;
        match active {
            None => errors.add("ownerId", messages::UNKNOWN_OWNER),
            Some((0,)) => errors.add("ownerId", messages::INACTIVE_OWNER),
            Some(_) => {}
        }
    }
    match names {
        Some((title_id, company_id)) if errors.is_empty() => {
            Ok(References { title_id, company_id, contact_id: p.contact_id, owner_id, made })
        }
        _ => Err(Error::Validation(errors)),
    }
}

/// Whether every one of `ids` (distinct, as core's stored form has them) is a material file of the
/// team's title `title_id`.
async fn all_material_of_title(conn: &mut AnyConnection, team_id: i64, title_id: i64, ids: &[i64]) -> Result<bool> {
    let sql = format!(
        "SELECT COUNT(*) FROM title_materials WHERE team_id = $1 AND title_id = $2 AND id IN ({})",
        placeholders(3, ids.len())
    );
    let mut query = sqlx::query_as::<_, (i64,)>(&sql).bind(team_id).bind(title_id);
    for id in ids {
        query = query.bind(*id);
    }
    let (found,) = query.fetch_one(conn).await?;
    Ok(usize::try_from(found).is_ok_and(|found| found == ids.len()))
}

/// Replaces the material files the prospection `id` sent by `ids`, which [`resolve`] checked.
async fn set_material_files(conn: &mut AnyConnection, id: i64, ids: &[i64]) -> Result<()> {
    sqlx::query("DELETE FROM prospection_material_files WHERE prospection_id = $1")
        .bind(id)
        .execute(&mut *conn)
        .await?;
    for material_id in ids {
        sqlx::query("INSERT INTO prospection_material_files (prospection_id, material_id) VALUES ($1, $2)")
            .bind(id)
            .bind(*material_id)
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}

/// The prospection's own columns, as an insert and an update write them, changed `at`.
fn columns<'q>(p: &'q Prospection, refs: &References, at: i64) -> Columns<'q> {
    let mut columns = Columns::new();
    columns
        .set("title_id", refs.title_id)
        .set("company_id", refs.company_id)
        .set("contact_id", refs.contact_id)
        .set("contract_type", p.contract_type.as_deref().unwrap_or("foreign_rights").to_owned())
        .set("language", &p.language)
        .set("territory", p.territory.as_ref().map(Territory::to_string))
        .set("status", p.status.as_deref().unwrap_or("to_send").to_owned())
        .set_date("sent_date", &p.sent_date)
        .set_date("chase_date", &p.chase_date)
        .set_date("last_chased_date", &p.last_chased_date)
        .set_date("option_expiry", &p.option_expiry)
        .set("decline_reason", &p.decline_reason)
        .set("material", p.material.join(","))
        .set("source", &p.source)
        .set_real("expected_advance", p.expected_advance)
        .set("currency", &p.currency)
        .set("owner_id", refs.owner_id)
        .set("notes", &p.notes)
        .set("updated_at", at);
    columns
}

/// Inserts a validated, tidied prospection pointing at `refs` and returns its id. Its fair
/// meeting, read-only to clients, is written here only: a follow-up's, for good.
pub async fn insert(conn: &mut AnyConnection, team_id: i64, p: &Prospection, refs: &References) -> Result<i64> {
    let at = now();
    let mut columns = columns(p, refs, at);
    columns.set("team_id", team_id).set("created_at", at).set("fair_meeting_id", p.fair_meeting_id);
    let sql = format!("INSERT INTO prospections ({}) VALUES ({}) RETURNING id", columns.names(), columns.values());
    let row = sqlx::query_with(&sql, columns.arguments()?).fetch_one(&mut *conn).await?;
    let id = row.try_get("id")?;
    set_material_files(conn, id, &p.material_files).await?;
    Ok(id)
}

/// Replaces every field of the team's prospection `id`, its material files with them (not its
/// offers or license).
pub async fn update(conn: &mut AnyConnection, team_id: i64, id: i64, p: &Prospection, refs: &References) -> Result<()> {
    let mut columns = columns(p, refs, now());
    let (team, key) = (columns.bind(team_id), columns.bind(id));
    let sql = format!("UPDATE prospections SET {} WHERE team_id = {team} AND id = {key}", columns.assignments());
    let done = sqlx::query_with(&sql, columns.arguments()?).execute(&mut *conn).await?;
    // Another team's id changed no row: its material files are not this write's.
    if done.rows_affected() == 1 {
        set_material_files(conn, id, &p.material_files).await?;
    }
    Ok(())
}

/// The stored status and owner of the team's prospection `id`, locked for the transaction's
/// write (PostgreSQL; SQLite's `BEGIN IMMEDIATE` already holds the write lock), or `None`.
pub async fn lock(
    conn: &mut AnyConnection,
    db: &Db,
    team_id: i64,
    id: i64,
) -> Result<Option<(ProspectionStatus, Option<i64>)>> {
    let lock = if db.backend == super::Backend::Postgres { " FOR UPDATE" } else { "" };
    let row: Option<(String, Option<i64>)> =
        sqlx::query_as(&format!("SELECT status, owner_id FROM prospections WHERE team_id = $1 AND id = $2{lock}"))
            .bind(team_id)
            .bind(id)
            .fetch_optional(conn)
            .await?;
    // Only statuses core checked are written: another is a broken database, not a to_send.
    row.map(|(status, owner)| {
        let status = ProspectionStatus::parse(&status)
            .ok_or_else(|| Error::Internal(format!("unknown status {status:?} in the prospections table")))?;
        Ok((status, owner))
    })
    .transpose()
}

pub async fn delete(conn: &mut AnyConnection, team_id: i64, id: i64) -> Result<bool> {
    let done = sqlx::query("DELETE FROM prospections WHERE team_id = $1 AND id = $2")
        .bind(team_id)
        .bind(id)
        .execute(conn)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Records a chase: chased `today`, next chase on `next`.
pub async fn chase(conn: &mut AnyConnection, team_id: i64, id: i64, today: &str, next: &str) -> Result<()> {
    let mut columns = Columns::new();
    columns.set_date("last_chased_date", today).set_date("chase_date", next).set("updated_at", now());
    let (team, key) = (columns.bind(team_id), columns.bind(id));
    let sql = format!("UPDATE prospections SET {} WHERE team_id = {team} AND id = {key}", columns.assignments());
    sqlx::query_with(&sql, columns.arguments()?).execute(conn).await?;
    Ok(())
}

/// Adds a validated, tidied offer to the team's prospection `id`.
pub async fn add_offer(conn: &mut AnyConnection, team_id: i64, id: i64, offer: &Offer) -> Result<()> {
    let mut columns = Columns::new();
    columns
        .set("prospection_id", id)
        .set("team_id", team_id)
        .set_date("received_date", &offer.received_date)
        .set_real("advance", offer.advance)
        .set("currency", &offer.currency)
        .set("royalties", &offer.royalties)
        .set("notes", &offer.notes)
        .set("status", offer.status.as_deref().unwrap_or(OfferStatus::Pending.as_str()).to_owned())
        .set("created_at", now());
    let sql = format!("INSERT INTO prospection_offers ({}) VALUES ({})", columns.names(), columns.values());
    sqlx::query_with(&sql, columns.arguments()?).execute(conn).await?;
    Ok(())
}

/// Moves the team's prospection `id` to `status`.
pub async fn set_status(conn: &mut AnyConnection, team_id: i64, id: i64, status: ProspectionStatus) -> Result<()> {
    sqlx::query("UPDATE prospections SET status = $1, updated_at = $2 WHERE team_id = $3 AND id = $4")
        .bind(status.as_str())
        .bind(now())
        .bind(team_id)
        .bind(id)
        .execute(conn)
        .await?;
    Ok(())
}

/// The team's other open prospections of the title for the same right and a language in common
/// with `language` (none: every language), which a sale to another company ends.
pub async fn open_rivals(conn: &mut AnyConnection, team_id: i64, prospection: &Prospection) -> Result<Vec<i64>> {
    let rows = sqlx::query(&format!(
        "SELECT id FROM prospections
          WHERE team_id = $1 AND title_id = $2 AND contract_type = $3 AND id <> $4
            AND status IN ({}) AND ($5 IS NULL OR language IS NULL OR language = $5)
          ORDER BY id",
        open_statuses()
    ))
    .bind(team_id)
    .bind(prospection.title_id.unwrap_or_default())
    .bind(prospection.contract_type.as_deref().unwrap_or("foreign_rights"))
    .bind(prospection.id.unwrap_or_default())
    .bind(prospection.language.as_deref())
    .fetch_all(conn)
    .await?;
    rows.iter().map(|row| Ok(row.try_get("id")?)).collect()
}

/// Declines the team's prospection `id` because the right was sold to another company.
pub async fn decline_sold_elsewhere(conn: &mut AnyConnection, team_id: i64, id: i64) -> Result<()> {
    sqlx::query(
        "UPDATE prospections SET status = 'declined', decline_reason = 'sold_elsewhere', updated_at = $1
          WHERE team_id = $2 AND id = $3",
    )
    .bind(now())
    .bind(team_id)
    .bind(id)
    .execute(conn)
    .await?;
    Ok(())
}

/// Marks the team's prospection `id` licensed by `license_id`: the offer it was made from
/// (`accepted`, if any) accepted and the other pending offers declined.
pub async fn licensed(
    conn: &mut AnyConnection,
    team_id: i64,
    id: i64,
    license_id: i64,
    accepted: Option<i64>,
) -> Result<()> {
    sqlx::query(
        "UPDATE prospections SET status = 'licensed', license_id = $1, updated_at = $2 WHERE team_id = $3 AND id = $4",
    )
    .bind(license_id)
    .bind(now())
    .bind(team_id)
    .bind(id)
    .execute(&mut *conn)
    .await?;
    sqlx::query(
        "UPDATE prospection_offers SET status = CASE WHEN id = $1 THEN 'accepted' ELSE 'declined' END
         WHERE team_id = $2 AND prospection_id = $3 AND (id = $1 OR status = 'pending')",
    )
    .bind(accepted.unwrap_or(0))
    .bind(team_id)
    .bind(id)
    .execute(conn)
    .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use rightsdesk_core::ProspectionStatus;

    use super::STATUS_ORDER;

    #[test]
    fn the_status_sort_names_every_status_in_core_order() {
        for (rank, status) in ProspectionStatus::ALL.iter().enumerate() {
            let when = format!("WHEN '{}' THEN {rank} ", status.as_str());
            assert!(STATUS_ORDER.split_whitespace().collect::<Vec<_>>().join(" ").contains(when.trim_end()), "{when}");
        }
    }
}
