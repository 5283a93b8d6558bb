//! Titles of one team. Dates are written through `date($n)`, which both engines read as "this
//! text is a date" (a function-style cast in PostgreSQL), and read back as `YYYY-MM-DD` text.

use std::collections::{HashMap, HashSet};

use rightsdesk_core::isbn::isbn13;
use rightsdesk_core::{FieldErrors, Suggestion, Title, messages, search_key};
use serde::Serialize;
use serde::de::DeserializeOwned;
use sqlx::AnyConnection;

use super::columns::Columns;
use super::list::{Filter, ListQuery, Page, SortField, Sorting, fetch};
use super::search::completion::{complete_names, similar_names};
use super::{Db, is_unique_violation, now, versions};
use crate::error::{Error, Result};

const COLUMNS: &str = "id, version, name, author, CAST(publish_date AS TEXT) AS publish_date, description, subtitle,
  original_language, contributors, subjects, pitch, author_bio, quotes, editions, cover_id, cover_link";

/// A row of `COLUMNS`, decoded by column name; the lists are JSON text (migration 0021).
#[derive(sqlx::FromRow)]
struct Row {
    id: i64,
    version: i64,
    name: String,
    author: Option<String>,
    publish_date: Option<String>,
    description: Option<String>,
    subtitle: Option<String>,
    original_language: Option<String>,
    contributors: Option<String>,
    subjects: Option<String>,
    pitch: Option<String>,
    author_bio: Option<String>,
    quotes: Option<String>,
    editions: Option<String>,
    cover_id: Option<i64>,
    cover_link: Option<String>,
}

fn title(row: Row) -> Result<Title> {
    Ok(Title {
        id: Some(row.id),
        version: Some(row.version),
        name: row.name,
        author: row.author,
        publish_date: row.publish_date,
        description: row.description,
        subtitle: row.subtitle,
        original_language: row.original_language,
        contributors: from_json(row.contributors)?,
        subjects: from_json(row.subjects)?,
        pitch: row.pitch,
        author_bio: row.author_bio,
        quotes: from_json(row.quotes)?,
        editions: from_json(row.editions)?,
        cover: row.cover_id,
        cover_link: row.cover_link,
    })
}

/// A list column as stored: NULL for none, else its JSON array.
fn to_json<T: Serialize>(items: &[T]) -> Result<Option<String>> {
    if items.is_empty() {
        return Ok(None);
    }
    serde_json::to_string(items).map(Some).map_err(|err| Error::Internal(err.to_string()))
}

fn from_json<T: DeserializeOwned>(text: Option<String>) -> Result<Vec<T>> {
    text.map_or(Ok(Vec::new()), |text| serde_json::from_str(&text).map_err(|err| Error::Internal(err.to_string())))
}

/// A second title of the same name (case and accents aside) is refused on the name field.
fn unless_name_taken<T>(result: Result<T, sqlx::Error>) -> Result<T> {
    result.map_err(|err| {
        if is_unique_violation(&err) {
            let mut errors = FieldErrors::new();
            errors.add("name", messages::TITLE_NAME_TAKEN);
            Error::Validation(errors)
        } else {
            err.into()
        }
    })
}

/// What titles sort by; by name when the client does not say.
pub const SORTING: Sorting = Sorting {
    fields: &[
        SortField { name: "name", sql: "name_key", nullable: false, unique: true },
        SortField { name: "author", sql: "lower(author)", nullable: true, unique: false },
        // Named with its table: the lists' `publish_date` is the date's text (`CAST(...) AS
        // publish_date`, COLUMNS), which the engines sort by when named alone and no index
        // orders (a page by publication date sorted every title: 215 ms among 100,000).
        SortField { name: "publishDate", sql: "titles.publish_date", nullable: true, unique: false },
    ],
    default: "name",
};

/// The text a list's `q` searches: the search keys of the name and the author, and the ISBNs.
pub fn search_text<'a>(name: &str, author: Option<&str>, isbns: impl IntoIterator<Item = &'a str>) -> String {
    let mut text = search_key(name);
    if let Some(author) = author {
        text.push(' ');
        text.push_str(&search_key(author));
    }
    for isbn in isbns {
        text.push(' ');
        text.push_str(isbn);
    }
    text
}

fn search_text_of(t: &Title) -> String {
    search_text(&t.name, t.author.as_deref(), t.editions.iter().map(|edition| edition.isbn.as_str()))
}

/// The team's titles that match the query's words, in its order, one page.
pub async fn list(db: &Db, team_id: i64, query: &ListQuery) -> Result<Page<Title>> {
    let mut filter = Filter::team(db.backend, "titles", "team_id", team_id);
    // An ISBN searched for hyphenated, or as its ISBN-10, is the ISBN-13's digits in the searchable
    // text. Only here: elsewhere a word of ten digits is more likely a phone number.
    let words = query.words.iter().map(|word| isbn13(word).unwrap_or_else(|| word.clone())).collect();
    filter.search(&ListQuery { words, ..*query }, "titles", "search_text");
    let page: Page<Row> = fetch(&db.pool, COLUMNS, "titles", "id", filter, query).await?;
    page.try_map(title)
}

pub async fn find(conn: &mut AnyConnection, team_id: i64, id: i64) -> Result<Option<Title>> {
    let row: Option<Row> = sqlx::query_as(&format!("SELECT {COLUMNS} FROM titles WHERE team_id = $1 AND id = $2"))
        .bind(team_id)
        .bind(id)
        .fetch_optional(conn)
        .await?;
    row.map(title).transpose()
}

/// Claims the team's title `id` for a write ([`versions::claim`]) and reads it, in one statement:
/// the title as [`find`] would read it once claimed, `None` when the team has no such title.
pub async fn claim(conn: &mut AnyConnection, team_id: i64, id: i64) -> Result<Option<Title>> {
    let row: Option<Row> =
        sqlx::query_as(&versions::claim_reading("titles", COLUMNS)).bind(team_id).bind(id).fetch_optional(conn).await?;
    row.map(title).transpose()
}

/// Inserts a validated, tidied title and returns it as stored.
pub async fn create(conn: &mut AnyConnection, team_id: i64, t: &Title) -> Result<Title> {
    let at = now();
    let mut columns = Columns::new();
    columns.set("team_id", team_id);
    columns.set("created_at", at);
    fields(&mut columns, t, at)?;
    let sql = format!("INSERT INTO titles ({}) VALUES ({}) RETURNING {COLUMNS}", columns.names(), columns.values());
    let row: Result<Row, _> = sqlx::query_as_with(&sql, columns.arguments()?).fetch_one(&mut *conn).await;
    let stored = title(unless_name_taken(row)?)?;
    // a new title has no ISBN in the index yet: nothing to forget (a round trip fewer a create)
    claim_isbns(conn, team_id, stored.id.unwrap_or_default(), &stored).await?;
    Ok(stored)
}

/// Takes a title's editions' ISBNs out of the team's ISBN index (before its editions are claimed again).
async fn forget_isbns(conn: &mut AnyConnection, team_id: i64, title_id: i64) -> Result<()> {
    sqlx::query("DELETE FROM title_isbns WHERE team_id = $1 AND title_id = $2")
        .bind(team_id)
        .bind(title_id)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Puts the title's editions' ISBNs in the team's ISBN index, which holds none of the title's;
/// an ISBN another title has is refused on its edition ("This ISBN belongs to Dune").
async fn claim_isbns(conn: &mut AnyConnection, team_id: i64, title_id: i64, t: &Title) -> Result<()> {
    let mut errors = FieldErrors::new();
    for (index, edition) in t.editions.iter().enumerate() {
        let owner = owner_of(conn, team_id, &edition.isbn).await?;
        if let Some(owner) = owner {
            errors.add(format!("editions.{index}.isbn"), messages::isbn_taken(&owner));
            continue;
        }
        let inserted = sqlx::query("INSERT INTO title_isbns (team_id, isbn, title_id) VALUES ($1, $2, $3)")
            .bind(team_id)
            .bind(&edition.isbn)
            .bind(title_id)
            .execute(&mut *conn)
            .await;
        if let Err(err) = inserted {
            if !is_unique_violation(&err) {
                return Err(err.into());
            }
            // taken between the look and the write, by a title written at the same moment
            errors.add(format!("editions.{index}.isbn"), messages::isbn_taken("another title"));
        }
    }
    errors.into_result().map_err(Error::Validation)
}

/// The titles of the team's guide `guide_id`, in no order (the guide's sections give it).
pub async fn of_guide(conn: &mut AnyConnection, team_id: i64, guide_id: i64) -> Result<Vec<Title>> {
    // Unprefixed: `guide_titles` has no column of a title's name.
    let rows: Vec<Row> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM titles JOIN guide_titles ON title_id = id WHERE guide_id = $1 AND team_id = $2"
    ))
    .bind(guide_id)
    .bind(team_id)
    .fetch_all(conn)
    .await?;
    rows.into_iter().map(title).collect()
}

/// The id of the team's title with this ISBN-13.
pub async fn by_isbn(conn: &mut AnyConnection, team_id: i64, isbn: &str) -> Result<Option<i64>> {
    Ok(sqlx::query_scalar("SELECT title_id FROM title_isbns WHERE team_id = $1 AND isbn = $2")
        .bind(team_id)
        .bind(isbn)
        .fetch_optional(conn)
        .await?)
}

/// The team's title named `name` (case and accents aside): its id and author.
pub async fn by_name(conn: &mut AnyConnection, team_id: i64, name: &str) -> Result<Option<(i64, Option<String>)>> {
    Ok(sqlx::query_as("SELECT id, author FROM titles WHERE team_id = $1 AND name_key = $2")
        .bind(team_id)
        .bind(search_key(name))
        .fetch_optional(conn)
        .await?)
}

/// Sets the link of the title's cover an ONIX import found (a title's own write never does).
pub async fn set_cover_link(conn: &mut AnyConnection, team_id: i64, id: i64, link: Option<&str>) -> Result<()> {
    sqlx::query("UPDATE titles SET cover_link = $1 WHERE team_id = $2 AND id = $3")
        .bind(link)
        .bind(team_id)
        .bind(id)
        .execute(conn)
        .await?;
    Ok(())
}

/// An ONIX import's new titles, checked and normalised, inserted with two statements (the titles,
/// their ISBNs), their cover links with them. Their names and ISBNs were looked up before and are
/// the team's no longer: one taken since by another write refuses them all.
pub async fn insert_imported(conn: &mut AnyConnection, team_id: i64, titles: &[Title]) -> Result<()> {
    if titles.is_empty() {
        return Ok(());
    }
    let at = now();
    let mut columns = Columns::new();
    let (mut names, mut rows) = (String::new(), Vec::with_capacity(titles.len()));
    for t in titles {
        columns.set("team_id", team_id).set("created_at", at).set("cover_link", &t.cover_link);
        fields(&mut columns, t, at)?;
        if names.is_empty() {
            names = columns.names();
        }
        rows.push(columns.end_row());
    }
    let sql = format!("INSERT INTO titles ({names}) VALUES {} RETURNING id, name_key", rows.join(", "));
    let inserted: Result<Vec<(i64, String)>, _> =
        sqlx::query_as_with(&sql, columns.arguments()?).fetch_all(&mut *conn).await;
    let ids: HashMap<String, i64> = unless_name_taken(inserted)?.into_iter().map(|(id, key)| (key, id)).collect();
    let mut columns = Columns::new();
    let (mut names, mut rows) = (String::new(), Vec::new());
    for t in titles {
        let id = ids
            .get(&search_key(&t.name))
            .copied()
            .ok_or_else(|| Error::Internal("an imported title has no id".into()))?;
        for edition in &t.editions {
            columns.set("team_id", team_id).set("isbn", &edition.isbn).set("title_id", id);
            if names.is_empty() {
                names = columns.names();
            }
            rows.push(columns.end_row());
        }
    }
    if rows.is_empty() {
        return Ok(());
    }
    let sql = format!("INSERT INTO title_isbns ({names}) VALUES {}", rows.join(", "));
    let claimed = sqlx::query_with(&sql, columns.arguments()?).execute(&mut *conn).await;
    if let Err(err) = claimed {
        if !is_unique_violation(&err) {
            return Err(err.into());
        }
        // taken since the look, by a title written at the same moment
        let mut errors = FieldErrors::new();
        errors.add("editions", messages::isbn_taken("another title"));
        return Err(Error::Validation(errors));
    }
    Ok(())
}

/// Rows written per statement: a multi-row `INSERT` costs one round trip for all of them
/// (9,000 parameters, under both engines' limits of 32,766 and 65,535). SQLite writes the same
/// rows in less time in fewer statements: a million titles took 74 s at 200 rows a statement and
/// 63 s at 1,000; 3,000 gained little more (66 s, 58 s and 56 s for the same SQL from Python).
const BATCH: usize = 1000;

/// An import's titles, written [`BATCH`] at a time inside the caller's transaction: a million
/// rows need neither a million statements nor all of them in memory. A title whose name the team
/// already has, or an earlier title of the import had, is not written, nor is an ISBN another
/// title has; each comes back from [`Batches::finish`] with its position (a line of a file, an
/// index in a request).
pub struct Batches<P> {
    team_id: i64,
    pending: Vec<(P, Title)>,
    written: usize,
    refused: Vec<Refused<P>>,
}

/// A title of an import that could not be written as it is: its position, the field refused
/// (`name`, `editions.N.isbn`) and why.
#[derive(Debug)]
pub struct Refused<P> {
    pub position: P,
    pub field: String,
    pub message: String,
}

impl<P: Clone> Batches<P> {
    pub fn new(team_id: i64) -> Self {
        Self { team_id, pending: Vec::with_capacity(BATCH), written: 0, refused: Vec::new() }
    }

    /// Adds a validated, normalised title, writing the batch once it is full.
    pub async fn push(&mut self, conn: &mut AnyConnection, position: P, title: Title) -> Result<()> {
        self.pending.push((position, title));
        if self.pending.len() == BATCH {
            self.flush(conn).await?;
        }
        Ok(())
    }

    /// Writes what is left; answers how many titles were written and what was refused.
    pub async fn finish(mut self, conn: &mut AnyConnection) -> Result<(usize, Vec<Refused<P>>)> {
        self.flush(conn).await?;
        Ok((self.written, self.refused))
    }

    async fn flush(&mut self, conn: &mut AnyConnection) -> Result<()> {
        if self.pending.is_empty() {
            return Ok(());
        }
        let titles: Vec<&Title> = self.pending.iter().map(|(_, title)| title).collect();
        let inserted: HashMap<String, i64> = insert_batch(conn, self.team_id, &titles).await?.into_iter().collect();
        // A key inserted once: a second title of the batch with it was skipped by the database,
        // as was a title whose name the team already had.
        let mut claimed = HashSet::new();
        // (title id, index in `pending`, edition index) of each ISBN of the titles written.
        let mut isbns = Vec::new();
        for (index, (position, title)) in self.pending.iter().enumerate() {
            let key = search_key(&title.name);
            match inserted.get(&key) {
                Some(&id) if claimed.insert(key) => {
                    self.written += 1;
                    isbns.extend((0..title.editions.len()).map(|edition| (id, index, edition)));
                }
                _ => self.refused.push(Refused {
                    position: position.clone(),
                    field: "name".into(),
                    message: messages::TITLE_NAME_TAKEN.into(),
                }),
            }
        }
        for chunk in isbns.chunks(BATCH) {
            let isbn =
                |&(_, index, edition): &(i64, usize, usize)| self.pending[index].1.editions[edition].isbn.as_str();
            let rows: Vec<(i64, &str)> = chunk.iter().map(|row| (row.0, isbn(row))).collect();
            let written: HashSet<String> = insert_isbns(conn, self.team_id, &rows).await?.into_iter().collect();
            // As for names: an ISBN written once, by the first of the chunk's titles with it.
            let mut claimed = HashSet::new();
            for row @ &(_, index, edition) in chunk {
                if !(written.contains(isbn(row)) && claimed.insert(isbn(row))) {
                    let owner = owner_of(conn, self.team_id, isbn(row)).await?;
                    self.refused.push(Refused {
                        position: self.pending[index].0.clone(),
                        field: format!("editions.{edition}.isbn"),
                        message: messages::isbn_taken(owner.as_deref().unwrap_or("another title")),
                    });
                }
            }
        }
        self.pending.clear();
        Ok(())
    }
}

/// The placeholders of a multi-row statement, in order. On SQLite they are anonymous (`?`, bound
/// in order): sqlx finds each `$n` by name among the statement's parameters, a cost that grows
/// with the square of their number (a tenth of a million-title import at 50 rows a statement).
struct Placeholders {
    sqlite: bool,
    count: usize,
}

impl Placeholders {
    fn of(conn: &AnyConnection) -> Self {
        Placeholders { sqlite: conn.backend_name() == "SQLite", count: 0 }
    }

    fn next(&mut self) -> String {
        self.count += 1;
        if self.sqlite { "?".to_string() } else { format!("${}", self.count) }
    }
}

/// Inserts titles with one statement, skipping those whose name the team already has (or that
/// an earlier title of `titles` has); answers the name keys inserted, with their ids.
async fn insert_batch(conn: &mut AnyConnection, team_id: i64, titles: &[&Title]) -> Result<Vec<(String, i64)>> {
    let mut placeholders = Placeholders::of(conn);
    let values: Vec<String> = titles
        .iter()
        .map(|_| {
            let [team, name, key, search, author, date, description, created, updated] =
                std::array::from_fn(|_| placeholders.next());
            let [subtitle, language, contributors, subjects, pitch, bio, quotes, editions] =
                std::array::from_fn(|_| placeholders.next());
            format!(
                "({team}, {name}, {key}, {search}, {author}, date({date}), {description}, {created}, {updated},
                  {subtitle}, {language}, {contributors}, {subjects}, {pitch}, {bio}, {quotes}, {editions})"
            )
        })
        .collect();
    let sql = format!(
        "INSERT INTO titles (team_id, name, name_key, search_text, author, publish_date, description, created_at, updated_at,
           subtitle, original_language, contributors, subjects, pitch, author_bio, quotes, editions)
         VALUES {} ON CONFLICT (team_id, name_key) DO NOTHING RETURNING name_key, id",
        values.join(", ")
    );
    let at = now();
    let mut insert = sqlx::query_as::<_, (String, i64)>(&sql);
    for t in titles {
        insert = insert
            .bind(team_id)
            .bind(&t.name)
            .bind(search_key(&t.name))
            .bind(search_text_of(t))
            .bind(&t.author)
            .bind(&t.publish_date)
            .bind(&t.description)
            .bind(at)
            .bind(at)
            .bind(&t.subtitle)
            .bind(&t.original_language)
            .bind(to_json(&t.contributors)?)
            .bind(to_json(&t.subjects)?)
            .bind(&t.pitch)
            .bind(&t.author_bio)
            .bind(to_json(&t.quotes)?)
            .bind(to_json(&t.editions)?);
    }
    Ok(insert.fetch_all(conn).await?)
}

/// Adds `(title id, ISBN)`s to the team's ISBN index with one statement, skipping the ISBNs it
/// has already; answers the ISBNs added.
async fn insert_isbns(conn: &mut AnyConnection, team_id: i64, rows: &[(i64, &str)]) -> Result<Vec<String>> {
    let mut placeholders = Placeholders::of(conn);
    let values: Vec<String> = rows
        .iter()
        .map(|_| {
            let [team, isbn, title] = std::array::from_fn(|_| placeholders.next());
            format!("({team}, {isbn}, {title})")
        })
        .collect();
    let sql = format!(
        "INSERT INTO title_isbns (team_id, isbn, title_id) VALUES {} ON CONFLICT (team_id, isbn) DO NOTHING RETURNING isbn",
        values.join(", ")
    );
    let mut insert = sqlx::query_scalar::<_, String>(&sql);
    for (title_id, isbn) in rows {
        insert = insert.bind(team_id).bind(*isbn).bind(*title_id);
    }
    Ok(insert.fetch_all(conn).await?)
}

/// The name of the team's title with this ISBN.
async fn owner_of(conn: &mut AnyConnection, team_id: i64, isbn: &str) -> Result<Option<String>> {
    Ok(sqlx::query_scalar(
        "SELECT t.name FROM title_isbns i JOIN titles t ON t.id = i.title_id WHERE i.team_id = $1 AND i.isbn = $2",
    )
    .bind(team_id)
    .bind(isbn)
    .fetch_optional(conn)
    .await?)
}

/// Replaces a title's fields; `None` when the team has no title with this id. `had_editions`:
/// whether the title had editions before, whose ISBNs are then taken out of the index first
/// (without, a round trip fewer an update).
pub async fn update(
    conn: &mut AnyConnection,
    team_id: i64,
    id: i64,
    t: &Title,
    had_editions: bool,
) -> Result<Option<Title>> {
    replace(conn, team_id, id, t, had_editions, None).await
}

/// Replaces the fields of the title as `seen` (read before the write began) and claims its next
/// version, in one statement: `None` when it is no longer at `seen`'s version (changed or deleted
/// since), and nothing was written.
pub async fn update_seen(
    conn: &mut AnyConnection,
    team_id: i64,
    id: i64,
    t: &Title,
    seen: &Title,
) -> Result<Option<Title>> {
    let Some(version) = seen.version else { return Ok(None) };
    replace(conn, team_id, id, t, !seen.editions.is_empty(), Some(version)).await
}

/// [`update`], and when `at_version` is given, only at that version, which it then claims.
async fn replace(
    conn: &mut AnyConnection,
    team_id: i64,
    id: i64,
    t: &Title,
    had_editions: bool,
    at_version: Option<i64>,
) -> Result<Option<Title>> {
    let mut columns = Columns::new();
    fields(&mut columns, t, now())?;
    let (team, key) = (columns.bind(team_id), columns.bind(id));
    let mut condition = format!("team_id = {team} AND id = {key}");
    if let Some(version) = at_version {
        columns.set_sql("version", "version + 1".into());
        condition.push_str(&format!(" AND version = {}", columns.bind(version)));
    }
    let sql = format!("UPDATE titles SET {} WHERE {condition} RETURNING {COLUMNS}", columns.assignments());
    let row: Result<Option<Row>, _> = sqlx::query_as_with(&sql, columns.arguments()?).fetch_optional(&mut *conn).await;
    let Some(stored) = unless_name_taken(row)?.map(title).transpose()? else { return Ok(None) };
    if had_editions {
        forget_isbns(conn, team_id, id).await?;
    }
    claim_isbns(conn, team_id, id, &stored).await?;
    Ok(Some(stored))
}

/// Adds a title's own columns, changed `at`, to `columns`. The cover is not among them: only
/// its upload sets it; nor is the cover's link: only an ONIX import sets it.
fn fields<'q>(columns: &mut Columns<'q>, t: &'q Title, at: i64) -> Result<()> {
    columns
        .set("name", &t.name)
        .set("name_key", search_key(&t.name))
        .set("search_text", search_text_of(t))
        .set("author", &t.author)
        .set_date("publish_date", &t.publish_date)
        .set("description", &t.description)
        .set("subtitle", &t.subtitle)
        .set("original_language", &t.original_language)
        .set("contributors", to_json(&t.contributors)?)
        .set("subjects", to_json(&t.subjects)?)
        .set("pitch", &t.pitch)
        .set("author_bio", &t.author_bio)
        .set("quotes", to_json(&t.quotes)?)
        .set("editions", to_json(&t.editions)?)
        .set("updated_at", at);
    Ok(())
}

/// Up to `limit` titles whose name contains `text`; when `text` is the start of an ISBN (three
/// digits or more, hyphens and spaces aside, an ISBN-10 read as its ISBN-13), the titles with
/// such an ISBN come first.
pub async fn complete(db: &Db, team_id: i64, text: &str, limit: i64) -> Result<Vec<Suggestion>> {
    let digits: String = text.chars().filter(|c| !matches!(c, '-' | ' ')).collect();
    let mut found: Vec<Suggestion> = Vec::new();
    if digits.len() >= 3 && digits.bytes().all(|b| b.is_ascii_digit() || b == b'X' || b == b'x') {
        let prefix = isbn13(&digits).unwrap_or(digits);
        found = sqlx::query_as::<_, (i64, String)>(
            "SELECT DISTINCT t.id, t.name FROM title_isbns i JOIN titles t ON t.id = i.title_id
             WHERE i.team_id = $1 AND i.isbn >= $2 AND i.isbn < $3 ORDER BY t.name LIMIT $4",
        )
        .bind(team_id)
        .bind(&prefix)
        .bind(format!("{prefix}~"))
        .bind(limit)
        .fetch_all(&db.pool)
        .await?
        .into_iter()
        .map(|(id, name)| Suggestion { id, name })
        .collect();
    }
    let by_name = complete_names(&db.pool, db.backend, "titles", team_id, text, limit).await?;
    for suggestion in by_name {
        if found.len() as i64 >= limit {
            break;
        }
        if !found.iter().any(|known| known.id == suggestion.id) {
            found.push(suggestion);
        }
    }
    Ok(found)
}

/// Up to `limit` titles named like `text`, most alike first (a new name's "Did you mean").
pub async fn similar(db: &Db, team_id: i64, text: &str, limit: usize) -> Result<Vec<Suggestion>> {
    similar_names(&mut *db.pool.acquire().await?, db.backend, "titles", team_id, text, limit).await
}
