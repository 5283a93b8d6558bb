//! Companies of one team and their contacts. Country and language are stored as ISO ids; the
//! HTTP layer adds their names from the reference lists.

use std::collections::HashMap;

use rightsdesk_core::{
    ActivityAction, Company, CompanyType, Contact, ContactSuggestion, EntityType, FieldErrors, Suggestion, messages,
    search_key,
};
use sqlx::AnyConnection;

use super::activity::{self, Entry};
use super::columns::Columns;
use super::list::{Filter, ListQuery, Page, Rows, SortField, Sorting, fetch};
use super::search::completion::{complete_names, similar_names};
use super::{Db, is_unique_violation, like_pattern, now};
use crate::error::{Error, Result};

const COLUMNS: &str = "id, version, name, country_id, language_id, types, address, notes";

/// A row of `COLUMNS`, decoded by column name.
#[derive(sqlx::FromRow)]
struct Row {
    id: i64,
    version: i64,
    name: String,
    country_id: Option<String>,
    language_id: Option<String>,
    types: String,
    address: Option<String>,
    notes: Option<String>,
}

/// The columns of [`ContactRow`].
const CONTACT_COLUMNS: &str = "company_id, id, name, email, role, phone, language_ids, notes";

/// A contact row, decoded by column name.
#[derive(sqlx::FromRow)]
struct ContactRow {
    company_id: i64,
    id: i64,
    name: String,
    email: Option<String>,
    role: Option<String>,
    phone: Option<String>,
    /// Comma-separated language ids, `''` for none.
    language_ids: String,
    notes: Option<String>,
}

impl From<ContactRow> for Contact {
    fn from(ContactRow { id, name, email, role, phone, language_ids, notes, .. }: ContactRow) -> Contact {
        Contact {
            id: Some(id),
            name,
            email,
            role,
            phone,
            languages: Vec::new(),
            language_ids: language_ids.split(',').filter(|id| !id.is_empty()).map(str::to_string).collect(),
            notes,
        }
    }
}

fn company(
    Row { id, version, name, country_id, language_id, types, address, notes }: Row,
    contacts: Vec<Contact>,
) -> Company {
    Company {
        id: Some(id),
        version: Some(version),
        name,
        country_id,
        language_id,
        types: types.split(',').filter(|t| !t.is_empty()).map(str::to_string).collect(),
        address,
        notes,
        contacts,
        ..Company::default()
    }
}

/// What the activity log compares of a company: its fields by their ids (the web names countries
/// and languages from its lists), and its contacts as "Name <e-mail> · role · phone · languages ·
/// notes" in their order, which reads in a history where the contacts' objects would not.
pub fn tracked(company: &Company) -> serde_json::Value {
    let contacts: Vec<String> = company
        .contacts
        .iter()
        .map(|contact| {
            let mut line = match &contact.email {
                Some(email) => format!("{} <{email}>", contact.name),
                None => contact.name.clone(),
            };
            let languages = Some(contact.language_ids.join(", ")).filter(|ids| !ids.is_empty());
            for detail in [&contact.role, &contact.phone, &languages, &contact.notes].into_iter().flatten() {
                line.push_str(" · ");
                line.push_str(detail);
            }
            line
        })
        .collect();
    serde_json::json!({
        "name": company.name, "countryId": company.country_id, "types": company.types,
        "languageId": company.language_id, "address": company.address, "notes": company.notes, "contacts": contacts,
    })
}

/// A second company of the same name (case and accents aside) is refused on the name field.
fn name_taken() -> Error {
    let mut errors = FieldErrors::new();
    errors.add("name", messages::COMPANY_NAME_TAKEN);
    Error::Validation(errors)
}

/// What companies sort by; by name when the client does not say.
pub const SORTING: Sorting = Sorting {
    fields: &[
        SortField { name: "name", sql: "name_key", nullable: false, unique: true },
        SortField { name: "countryId", sql: "country_id", nullable: true, unique: false },
        SortField { name: "languageId", sql: "language_id", nullable: true, unique: false },
    ],
    default: "name",
};

/// What the company list may be narrowed to, checked.
#[derive(Debug, Default)]
pub struct Narrowing {
    /// A country id (ISO 3166-1 alpha-2 code).
    pub country: Option<String>,
    pub company_type: Option<CompanyType>,
}

/// The team's companies of `narrowing` that match the query's words (in their name, contact
/// names or e-mails), in its order, one page, each with its contacts.
pub async fn list(db: &Db, team_id: i64, query: &ListQuery, narrowing: &Narrowing) -> Result<Page<Company>> {
    let mut filter = Filter::team(db.backend, "companies", "team_id", team_id);
    if let Some(country) = &narrowing.country {
        filter.equals("country_id", country);
    }
    if let Some(company_type) = narrowing.company_type {
        filter.lists("types", company_type.as_str());
    }
    filter.search(query, "companies", "search_text");
    let page: Page<Row> = fetch(&db.pool, COLUMNS, "companies", "id", filter, query).await?;
    // A page's contacts by its company ids; the whole list's by team (no bound list that long).
    let contacts: Vec<ContactRow> = if let Rows::Page(rows) = &page.rows {
        let ids: Vec<String> = rows.iter().map(|row| row.id.to_string()).collect();
        sqlx::query_as(&format!(
            "SELECT {CONTACT_COLUMNS} FROM contacts WHERE +team_id = $1 AND company_id IN ({})
             ORDER BY company_id, position, id",
            if ids.is_empty() { "NULL".to_string() } else { ids.join(", ") }
        ))
        .bind(team_id)
        .fetch_all(&db.pool)
        .await?
    } else {
        sqlx::query_as(&format!(
            "SELECT {CONTACT_COLUMNS} FROM contacts WHERE team_id = $1 ORDER BY company_id, position, id"
        ))
        .bind(team_id)
        .fetch_all(&db.pool)
        .await?
    };
    let mut by_company: HashMap<i64, Vec<Contact>> = HashMap::new();
    for contact in contacts {
        by_company.entry(contact.company_id).or_default().push(contact.into());
    }
    Ok(page.map(move |row| {
        let contacts = by_company.remove(&row.id).unwrap_or_default();
        company(row, contacts)
    }))
}

/// Rewrites a company's `search_text` from its name and its contacts' names, e-mails and roles
/// (a search for "rights director" finds the companies that have one). Called in the transaction
/// of every write that changes them.
pub async fn refresh_search_text(conn: &mut AnyConnection, id: i64) -> Result<()> {
    let (name,): (String,) =
        sqlx::query_as("SELECT name FROM companies WHERE id = $1").bind(id).fetch_one(&mut *conn).await?;
    let contacts: Vec<(String, Option<String>, Option<String>)> =
        sqlx::query_as("SELECT name, email, role FROM contacts WHERE company_id = $1 ORDER BY position, id")
            .bind(id)
            .fetch_all(&mut *conn)
            .await?;
    let mut text = search_key(&name);
    for (name, email, role) in contacts {
        for part in std::iter::once(name).chain(email).chain(role) {
            text.push(' ');
            text.push_str(&search_key(&part));
        }
    }
    sqlx::query("UPDATE companies SET search_text = $1 WHERE id = $2").bind(text).bind(id).execute(&mut *conn).await?;
    Ok(())
}

pub async fn find(conn: &mut AnyConnection, team_id: i64, id: i64) -> Result<Option<Company>> {
    let row: Option<Row> = sqlx::query_as(&format!("SELECT {COLUMNS} FROM companies WHERE team_id = $1 AND id = $2"))
        .bind(team_id)
        .bind(id)
        .fetch_optional(&mut *conn)
        .await?;
    let Some(row) = row else { return Ok(None) };
    let contacts: Vec<ContactRow> =
        sqlx::query_as(&format!("SELECT {CONTACT_COLUMNS} FROM contacts WHERE company_id = $1 ORDER BY position, id"))
            .bind(id)
            .fetch_all(&mut *conn)
            .await?;
    let contacts = contacts.into_iter().map(Contact::from).collect();
    Ok(Some(company(row, contacts)))
}

/// Inserts a validated, tidied company with its contacts in the caller's transaction, and answers
/// it as stored; 422 when the team already has a company of this name.
pub async fn create(conn: &mut AnyConnection, team_id: i64, c: &Company) -> Result<Company> {
    let id = insert(conn, team_id, c).await?.ok_or_else(name_taken)?;
    find(conn, team_id, id).await?.ok_or(Error::NotFound)
}

/// Inserts a validated, tidied company with its contacts inside the caller's transaction and
/// answers its id; `None`, with nothing written, when the team already has a company of this
/// name. `DO NOTHING` instead of a failed insert: on PostgreSQL a failed statement ends the
/// transaction, and an import goes on to find every other refusal.
pub async fn insert(conn: &mut AnyConnection, team_id: i64, c: &Company) -> Result<Option<i64>> {
    let at = now();
    let mut columns = Columns::new();
    columns.set("team_id", team_id).set("created_at", at);
    fields(&mut columns, c, at);
    let sql = format!(
        "INSERT INTO companies ({}) VALUES ({}) ON CONFLICT (team_id, name_key) DO NOTHING RETURNING id",
        columns.names(),
        columns.values()
    );
    let id: Option<i64> = sqlx::query_scalar_with(&sql, columns.arguments()?).fetch_optional(&mut *conn).await?;
    let Some(id) = id else { return Ok(None) };
    for (position, contact) in c.contacts.iter().enumerate() {
        insert_contact(conn, team_id, id, position, contact).await?;
    }
    refresh_search_text(conn, id).await?;
    Ok(Some(id))
}

/// What an import did to a company the team already had (`add_contacts`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Merged {
    pub id: i64,
    /// The name as the team has it.
    pub name: String,
    /// Contacts added.
    pub added: usize,
    /// Contacts of the file the company already had.
    pub already: usize,
}

/// The contacts of `c` added to the team's company of the same name (case and accents aside), in
/// the caller's transaction; `None`, with nothing written, when the team has no such company.
/// The company's own fields are kept. A contact is already there, and left out, when the company
/// has one of the same e-mail address (case aside) or of the same name (case and accents aside).
/// Any contact added makes a new version of the company and an update in the activity log, by
/// `actor` (`None`: the command line).
pub async fn add_contacts(
    conn: &mut AnyConnection,
    team_id: i64,
    actor: Option<i64>,
    c: &Company,
) -> Result<Option<Merged>> {
    let found: Option<(i64, String)> =
        sqlx::query_as("SELECT id, name FROM companies WHERE team_id = $1 AND name_key = $2")
            .bind(team_id)
            .bind(search_key(&c.name))
            .fetch_optional(&mut *conn)
            .await?;
    let Some((id, name)) = found else { return Ok(None) };
    let before = find(conn, team_id, id).await?.ok_or(Error::NotFound)?;
    let known: Vec<(String, Option<String>)> =
        sqlx::query_as("SELECT name_key, email FROM contacts WHERE company_id = $1")
            .bind(id)
            .fetch_all(&mut *conn)
            .await?;
    let mut names: Vec<String> = known.iter().map(|(key, _)| key.clone()).collect();
    let mut emails: Vec<String> =
        known.iter().filter_map(|(_, email)| email.as_deref().map(str::to_lowercase)).collect();
    let (position,): (i64,) =
        sqlx::query_as("SELECT COALESCE(MAX(position) + 1, 0) FROM contacts WHERE company_id = $1")
            .bind(id)
            .fetch_one(&mut *conn)
            .await?;
    let mut merged = Merged { id, name, added: 0, already: 0 };
    for contact in &c.contacts {
        let (key, email) = (search_key(&contact.name), contact.email.as_deref().map(str::to_lowercase));
        if names.contains(&key) || email.as_ref().is_some_and(|email| emails.contains(email)) {
            merged.already += 1;
            continue;
        }
        insert_contact(conn, team_id, id, position as usize + merged.added, contact).await?;
        names.push(key);
        emails.extend(email);
        merged.added += 1;
    }
    if merged.added > 0 {
        sqlx::query("UPDATE companies SET version = version + 1, updated_at = $1 WHERE id = $2")
            .bind(now())
            .bind(id)
            .execute(&mut *conn)
            .await?;
        refresh_search_text(conn, id).await?;
        let after = find(conn, team_id, id).await?.ok_or(Error::NotFound)?;
        if let Some(changes) = activity::changes(&tracked(&before), &tracked(&after), &[]) {
            let entry = Entry::new(ActivityAction::Update, EntityType::Company, id, &after.name).with(changes);
            activity::record(conn, team_id, actor, entry).await?;
        }
    }
    Ok(Some(merged))
}

/// What an import did with one company of its file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ImportedCompany {
    /// A new company, by its id.
    Created(i64),
    /// The team had a company of that name: the contacts went to it ([`add_contacts`]).
    Merged(Merged),
}

/// A validated, tidied company of an import, in the caller's transaction: created, or, when the
/// team has a company of its name, its contacts added to that company. The one step of the web's
/// import and of `rightsdesk import companies`.
pub async fn import(
    conn: &mut AnyConnection,
    team_id: i64,
    actor: Option<i64>,
    c: &Company,
) -> Result<ImportedCompany> {
    if let Some(id) = insert(conn, team_id, c).await? {
        return Ok(ImportedCompany::Created(id));
    }
    let merged = add_contacts(conn, team_id, actor, c).await?;
    // The insert found the name taken, in this transaction: the company is there.
    merged
        .map(ImportedCompany::Merged)
        .ok_or_else(|| Error::Internal("an imported company's name was taken, then missing".into()))
}

/// Replaces a company's fields and applies its contact changes in the caller's transaction:
/// contacts with an id are updated, those without are added, the ids in `remove_contacts`
/// deleted. `None` when the team has no such company; `NotFound` when a contact id is not one of
/// this company's (the caller's transaction then changes nothing).
pub async fn update(tx: &mut AnyConnection, team_id: i64, id: i64, c: &Company) -> Result<Option<Company>> {
    let mut columns = Columns::new();
    fields(&mut columns, c, now());
    let (team, key) = (columns.bind(team_id), columns.bind(id));
    let sql =
        format!("UPDATE companies SET {} WHERE team_id = {team} AND id = {key} RETURNING id", columns.assignments());
    let updated: Result<Option<(i64,)>, sqlx::Error> =
        sqlx::query_as_with(&sql, columns.arguments()?).fetch_optional(&mut *tx).await;
    match updated {
        Ok(Some(_)) => {}
        Ok(None) => return Ok(None),
        Err(err) if is_unique_violation(&err) => return Err(name_taken()),
        Err(err) => return Err(err.into()),
    }
    for contact_id in &c.remove_contacts {
        let done = sqlx::query("DELETE FROM contacts WHERE id = $1 AND company_id = $2")
            .bind(contact_id)
            .bind(id)
            .execute(&mut *tx)
            .await?;
        if done.rows_affected() != 1 {
            return Err(Error::NotFound);
        }
    }
    for (position, contact) in c.contacts.iter().enumerate() {
        match contact.id {
            Some(contact_id) => {
                let mut columns = Columns::new();
                contact_fields(&mut columns, contact, position, now());
                let (contact_id, company_id) = (columns.bind(contact_id), columns.bind(id));
                let sql = format!(
                    "UPDATE contacts SET {} WHERE id = {contact_id} AND company_id = {company_id}",
                    columns.assignments()
                );
                let done = sqlx::query_with(&sql, columns.arguments()?).execute(&mut *tx).await?;
                if done.rows_affected() != 1 {
                    return Err(Error::NotFound);
                }
            }
            None => insert_contact(tx, team_id, id, position, contact).await?,
        }
    }
    refresh_search_text(tx, id).await?;
    Ok(Some(find(tx, team_id, id).await?.ok_or(Error::NotFound)?))
}

async fn insert_contact(
    conn: &mut AnyConnection,
    team_id: i64,
    company_id: i64,
    position: usize,
    contact: &Contact,
) -> Result<()> {
    let at = now();
    let mut columns = Columns::new();
    columns.set("team_id", team_id).set("company_id", company_id).set("created_at", at);
    contact_fields(&mut columns, contact, position, at);
    let sql = format!("INSERT INTO contacts ({}) VALUES ({})", columns.names(), columns.values());
    sqlx::query_with(&sql, columns.arguments()?).execute(conn).await?;
    Ok(())
}

/// Adds a company's own columns, changed `at`, to `columns`.
fn fields<'q>(columns: &mut Columns<'q>, c: &'q Company, at: i64) {
    columns
        .set("name", &c.name)
        .set("name_key", search_key(&c.name))
        .set("country_id", &c.country_id)
        .set("language_id", &c.language_id)
        .set("types", c.types.join(","))
        .set("address", &c.address)
        .set("notes", &c.notes)
        .set("updated_at", at);
}

/// Adds a contact's own columns, at `position` among its company's and changed `at`, to `columns`.
fn contact_fields<'q>(columns: &mut Columns<'q>, contact: &'q Contact, position: usize, at: i64) {
    columns
        .set("name", &contact.name)
        .set("name_key", search_key(&contact.name))
        .set("email", &contact.email)
        .set("role", &contact.role)
        .set("phone", &contact.phone)
        .set("language_ids", contact.language_ids.join(","))
        .set("notes", &contact.notes)
        .set("position", position as i64)
        .set("updated_at", at);
}

pub async fn complete(db: &Db, team_id: i64, text: &str, limit: i64) -> Result<Vec<Suggestion>> {
    complete_names(&db.pool, db.backend, "companies", team_id, text, limit).await
}

/// Up to `limit` companies named like `text`, most alike first (a new name's "Did you mean").
pub async fn similar(db: &Db, team_id: i64, text: &str, limit: usize) -> Result<Vec<Suggestion>> {
    similar_names(&mut *db.pool.acquire().await?, db.backend, "companies", team_id, text, limit).await
}

/// A row of the contact completion, decoded by column name.
#[derive(sqlx::FromRow)]
struct ContactSuggestionRow {
    id: i64,
    name: String,
    email: Option<String>,
    role: Option<String>,
    company_id: i64,
    company: String,
}

/// Contacts whose name or e-mail contains `text`, those starting with it first.
pub async fn complete_contacts(db: &Db, team_id: i64, text: &str, limit: i64) -> Result<Vec<ContactSuggestion>> {
    let key = like_pattern(&search_key(text.trim()));
    let rows: Vec<ContactSuggestionRow> = sqlx::query_as(
        "SELECT p.id, p.name, p.email, p.role, c.id AS company_id, c.name AS company
         FROM contacts p JOIN companies c ON c.id = p.company_id
         WHERE p.team_id = $1 AND (p.name_key LIKE $2 ESCAPE '\\' OR lower(p.email) LIKE $2 ESCAPE '\\')
         ORDER BY CASE WHEN p.name_key LIKE $3 ESCAPE '\\' OR lower(p.email) LIKE $3 ESCAPE '\\' THEN 0 ELSE 1 END,
                  p.name_key, p.id
         LIMIT $4",
    )
    .bind(team_id)
    .bind(format!("%{key}%"))
    .bind(format!("{key}%"))
    .bind(limit)
    .fetch_all(&db.pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|ContactSuggestionRow { id, name, email, role, company_id, company }| ContactSuggestion {
            id,
            name,
            email,
            role,
            company_id,
            company,
        })
        .collect())
}
