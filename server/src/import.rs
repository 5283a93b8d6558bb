//! `rightsdesk import`: rows of a CSV file into a team, each checked with the core's rules, all
//! or nothing. The file is read as a stream and written in batches inside one transaction, so a
//! million rows need neither a million statements nor the whole file in memory; when any row is
//! bad the transaction is rolled back and every bad row is reported by line.

use std::collections::HashMap;
use std::fs::File;
use std::path::Path;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};
use rightsdesk_core::{
    Company, CompanyType, Contact, EntityType, FieldErrors, License, Normalize, messages, search_key, validate_license,
    validate_title,
};
use serde::de::DeserializeOwned;
use tokio::sync::mpsc;

use crate::db::activity::{self, Entry};
use crate::db::{Db, companies, licenses, teams, titles};
use crate::error::{Error, Result};
use crate::reference::Reference;

/// A row that cannot be imported: its line in the file and why, one message per field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadRow {
    pub line: u64,
    pub message: String,
}

/// What an import did: the rows written, or the bad rows when nothing was.
#[derive(Debug)]
pub enum Outcome {
    Imported { rows: usize, seconds: f64 },
    Refused(Vec<BadRow>),
}

const TITLE_COLUMNS: [&str; 4] = ["name", "author", "publishDate", "description"];

/// Imports the titles of a CSV file (header `name,author,publishDate,description`; only `name`
/// is required) into the team named `team`.
pub async fn titles(db: &Db, team: &str, path: &Path) -> Result<Outcome> {
    let started = Instant::now();
    let reader = open(path, &TITLE_COLUMNS, &["name"])?;
    let mut tx = db.begin_write().await?;
    let team_id = teams::find(&mut tx, team).await?.ok_or_else(|| no_team(team))?;
    let mut batches = titles::Batches::new(team_id);
    let check = |record: &_, headers: &_| checked(record, headers, validate_title);
    let mut bad = each_record(reader, path, check, async |title, line| match title {
        Ok(title) => batches.push(&mut tx, line, title).await.map(Ok),
        Err(message) => Ok(Err(message)),
    })
    .await?;
    let (rows, taken) = batches.finish(&mut tx).await?;
    bad.extend(taken.into_iter().map(|line| BadRow { line, message: format!("name: {}", messages::TITLE_NAME_TAKEN) }));
    bad.sort_by_key(|row| row.line);
    if !bad.is_empty() {
        tx.rollback().await?;
        return Ok(Outcome::Refused(bad));
    }
    // By the command line: no user.
    activity::record(&mut tx, team_id, None, Entry::imported(EntityType::Title, rows)).await?;
    tx.commit().await?;
    db.analyze(&["titles"]).await?;
    Ok(Outcome::Imported { rows, seconds: started.elapsed().as_secs_f64() })
}

const LICENSE_COLUMNS: [&str; 16] = [
    "title",
    "company",
    "agent",
    "commission",
    "contractDate",
    "signed",
    "contractType",
    "endDate",
    "advance",
    "currency",
    "royalties",
    "filesFee",
    "publicationDate",
    "printRun",
    "retailPrice",
    "notes",
];

/// Imports the licenses of a CSV file into the team named `team`. The header names the API's
/// license fields (`title`, `company` and `contractDate` required), values written as the API
/// takes them (`signed` true or false, `contractType` and `currency` codes); a title, company or
/// agent is named and, as for a license made in the app, created when the team has none of that
/// name. Once a row is bad nothing more is written, but every row is still checked.
pub async fn licenses(db: &Db, team: &str, path: &Path) -> Result<Outcome> {
    let started = Instant::now();
    let reader = open(path, &LICENSE_COLUMNS, &["title", "company", "contractDate"])?;
    let mut tx = db.begin_write().await?;
    let team_id = teams::find(&mut tx, team).await?.ok_or_else(|| no_team(team))?;
    let mut rows = 0;
    let mut refused = false;
    let check = |record: &_, headers: &_| checked(record, headers, validate_license);
    let bad = each_record(reader, path, check, async |license, _line| {
        let license = match license {
            Ok(license) => License { id: None, file: None, ..license },
            Err(message) => {
                refused = true;
                return Ok(Err(message));
            }
        };
        if !refused {
            let refs = licenses::resolve(&mut tx, team_id, &license).await?;
            licenses::insert(&mut tx, team_id, &license, &refs).await?;
            rows += 1;
        }
        Ok(Ok(()))
    })
    .await?;
    if !bad.is_empty() {
        tx.rollback().await?;
        return Ok(Outcome::Refused(bad));
    }
    // By the command line: no user.
    activity::record(&mut tx, team_id, None, Entry::imported(EntityType::License, rows)).await?;
    tx.commit().await?;
    db.analyze(&["titles", "companies", "licenses"]).await?;
    Ok(Outcome::Imported { rows, seconds: started.elapsed().as_secs_f64() })
}

/// Reads the records of `reader` with a progress bar, each turned by `check` into what `write`
/// takes or why not, and gives each to `write` with its line; answers the rows that could not
/// be read or that `check` or `write` refused, with their message.
///
/// The file is read and checked on a thread of its own while `write` stores the rows before:
/// reading, deserialising and validating are a sixth of a million-title import, which thus
/// runs beside the database's work instead of between its statements.
async fn each_record<T: Send + 'static>(
    mut reader: csv::Reader<File>,
    path: &Path,
    check: impl Fn(&csv::StringRecord, &csv::StringRecord) -> Result<T, String> + Send + 'static,
    mut write: impl AsyncFnMut(Result<T, String>, u64) -> Result<Result<(), String>>,
) -> Result<Vec<BadRow>> {
    let headers =
        reader.headers().map_err(|err| Error::Config(format!("cannot read {}: {err}", path.display())))?.clone();
    let (sender, mut receiver) = mpsc::channel(RECORDS_AHEAD);
    let reading = tokio::task::spawn_blocking(move || {
        for record in reader.records() {
            let read = match record {
                Ok(record) => {
                    let (line, byte) = record.position().map_or((0, 0), |position| (position.line(), position.byte()));
                    Read::Record { line, byte, checked: check(&record, &headers) }
                }
                Err(err) => Read::Unreadable(BadRow {
                    line: err.position().map_or(0, csv::Position::line),
                    message: unreadable(&err),
                }),
            };
            if sender.blocking_send(read).is_err() {
                break; // `write` failed: nothing more is wanted
            }
        }
    });
    let progress = progress_bar(path);
    let mut bad = Vec::new();
    while let Some(read) = receiver.recv().await {
        match read {
            Read::Record { line, byte, checked } => {
                if let Err(message) = write(checked, line).await? {
                    bad.push(BadRow { line, message });
                }
                progress.set_position(byte);
            }
            Read::Unreadable(row) => bad.push(row),
        }
    }
    progress.finish_and_clear();
    reading.await.map_err(|err| Error::Internal(format!("reading {} failed: {err}", path.display())))?;
    Ok(bad)
}

/// Records read and checked ahead of the one being written.
const RECORDS_AHEAD: usize = 4096;

/// A record of the file as the reading thread gives it.
enum Read<T> {
    Record { line: u64, byte: u64, checked: Result<T, String> },
    Unreadable(BadRow),
}

const COMPANY_COLUMNS: [&str; 8] =
    ["name", "types", "country", "language", "address", "notes", "contactName", "contactEmail"];

/// A row of a companies file: a company's fields and one of its contacts.
#[derive(serde::Deserialize)]
#[serde(rename_all = "camelCase")]
struct CompanyRow {
    name: Option<String>,
    types: Option<String>,
    country: Option<String>,
    language: Option<String>,
    address: Option<String>,
    notes: Option<String>,
    contact_name: Option<String>,
    contact_email: Option<String>,
}

/// A company of the file: made of its first row's fields and every row's contact.
struct CompanyRows {
    line: u64,
    company: Company,
    contact_lines: Vec<u64>,
}

impl CompanyRows {
    /// Where a field of the company is in the file: a contact's field on that contact's row, in
    /// the file's column names; the others on the company's first row.
    fn bad_row(&self, field: &str, message: &str) -> BadRow {
        let contact = field.strip_prefix("contacts.").and_then(|rest| rest.split_once('.'));
        let (line, column) = match contact {
            Some((index, contact_field)) => (
                index
                    .parse::<usize>()
                    .ok()
                    .and_then(|index| self.contact_lines.get(index).copied())
                    .unwrap_or(self.line),
                if contact_field == "email" { "contactEmail" } else { "contactName" },
            ),
            None => (
                self.line,
                match field {
                    "countryId" => "country",
                    "languageId" => "language",
                    other => other,
                },
            ),
        };
        BadRow { line, message: format!("{column}: {message}") }
    }
}

/// Imports the companies of a CSV file into the team named `team`. One row per contact
/// (header `name,types,country,language,address,notes,contactName,contactEmail`; only `name` is
/// required): the rows of one company name, case and accents aside, make one company with the
/// fields of its first row and the contacts of all. `types` holds company types separated by
/// `;` (wire values or labels); `country` and `language` an ISO code or an English name.
pub async fn companies(db: &Db, team: &str, path: &Path) -> Result<Outcome> {
    let started = Instant::now();
    let reference = Reference::load();
    let reader = open(path, &COMPANY_COLUMNS, &["name"])?;
    // Companies in the order of their first row; the file is read whole before any is written,
    // as a company's last contact may be on the file's last line.
    let mut found: Vec<CompanyRows> = Vec::new();
    let mut by_key: HashMap<String, usize> = HashMap::new();
    let check = |record: &csv::StringRecord, headers: &csv::StringRecord| {
        if record.iter().any(|field| field.contains('\0')) {
            return Err(messages::NUL_CHARACTER.to_string());
        }
        record.deserialize::<CompanyRow>(Some(headers)).map_err(|err| undecodable(&err, headers))
    };
    let mut bad = each_record(reader, path, check, async |row, line| {
        let row = match row {
            Ok(row) => row,
            Err(message) => return Ok(Err(message)),
        };
        let contact = (row.contact_name.is_some() || row.contact_email.is_some()).then(|| Contact {
            id: None,
            name: row.contact_name.clone().unwrap_or_default(),
            email: row.contact_email.clone(),
        });
        let key = search_key(row.name.as_deref().unwrap_or_default());
        let index = match by_key.get(&key) {
            Some(&index) if !key.is_empty() => index,
            _ => {
                by_key.insert(key, found.len());
                found.push(CompanyRows { line, company: company_of(row, &reference), contact_lines: Vec::new() });
                found.len() - 1
            }
        };
        if let Some(contact) = contact {
            found[index].company.contacts.push(contact);
            found[index].contact_lines.push(line);
        }
        Ok(Ok(()))
    })
    .await?;
    let mut tx = db.begin_write().await?;
    let team_id = teams::find(&mut tx, team).await?.ok_or_else(|| no_team(team))?;
    let mut rows = 0;
    for rows_of in &found {
        match reference.checked(rows_of.company.clone()) {
            Ok(company) => match companies::insert(&mut tx, team_id, &company).await? {
                Some(_) => rows += 1,
                None => bad.push(rows_of.bad_row("name", messages::COMPANY_NAME_TAKEN)),
            },
            Err(Error::Validation(errors)) => {
                bad.extend(errors.iter().map(|(field, message)| rows_of.bad_row(field, message)));
            }
            Err(other) => return Err(other),
        }
    }
    bad.sort_by_key(|row| row.line);
    if !bad.is_empty() {
        tx.rollback().await?;
        return Ok(Outcome::Refused(bad));
    }
    // By the command line: no user.
    activity::record(&mut tx, team_id, None, Entry::imported(EntityType::Company, rows)).await?;
    tx.commit().await?;
    db.analyze(&["companies", "contacts"]).await?;
    Ok(Outcome::Imported { rows, seconds: started.elapsed().as_secs_f64() })
}

/// A company from its first row. A type, country or language the lists do not know is kept as
/// written, for the core's check and the lists' to refuse by name.
fn company_of(row: CompanyRow, reference: &Reference) -> Company {
    let types = row.types.as_deref().unwrap_or_default().split(';').map(str::trim).filter(|t| !t.is_empty());
    let types = types
        .map(|text| {
            CompanyType::ALL
                .into_iter()
                .find(|t| t.as_str().eq_ignore_ascii_case(text) || t.label().eq_ignore_ascii_case(text))
                .map_or_else(|| text.to_string(), |t| t.as_str().to_string())
        })
        .collect();
    let country = row.country.map(|text| reference.country_named(&text).map_or(text, |c| c.id.clone()));
    let language = row.language.map(|text| reference.language_named(&text).map_or(text, |l| l.id.clone()));
    Company {
        id: None,
        name: row.name.unwrap_or_default(),
        country: None,
        country_id: country,
        types,
        language: None,
        language_id: language,
        address: row.address,
        notes: row.notes,
        contacts: Vec::new(),
        remove_contacts: Vec::new(),
    }
}

/// A row as the entity to store, or what is wrong with it (`field: message; ...`).
fn checked<T: DeserializeOwned + Normalize>(
    record: &csv::StringRecord,
    headers: &csv::StringRecord,
    validate: fn(&T) -> FieldErrors,
) -> Result<T, String> {
    if record.iter().any(|field| field.contains('\0')) {
        return Err(messages::NUL_CHARACTER.to_string());
    }
    let entity: T = record.deserialize(Some(headers)).map_err(|err| undecodable(&err, headers))?;
    let errors = validate(&entity);
    if errors.is_empty() {
        Ok(entity.normalized())
    } else {
        Err(errors.iter().map(|(field, message)| format!("{field}: {message}")).collect::<Vec<_>>().join("; "))
    }
}

/// A CSV reader of `path` whose header holds the columns of `required` and only those of
/// `allowed`: a misspelt column would otherwise be dropped without a word.
fn open(path: &Path, allowed: &[&str], required: &[&str]) -> Result<csv::Reader<File>> {
    let mut reader = csv::ReaderBuilder::new()
        .from_path(path)
        .map_err(|err| Error::Config(format!("cannot read {}: {err}", path.display())))?;
    let headers = reader.headers().map_err(|err| Error::Config(format!("cannot read {}: {err}", path.display())))?;
    let expected = allowed.join(", ");
    if let Some(unknown) = headers.iter().find(|header| !allowed.contains(header)) {
        return Err(Error::Config(format!(
            "{}: unknown column {unknown:?} in the header row; the columns are {expected}",
            path.display()
        )));
    }
    if let Some(missing) = required.iter().find(|column| !headers.iter().any(|header| header == **column)) {
        return Err(Error::Config(format!(
            "{}: the header row has no {missing} column; the columns are {expected}",
            path.display()
        )));
    }
    Ok(reader)
}

/// A field the CSV reader could not turn into its type, named by its column (`signed: provided
/// string was not `true` or `false``).
fn undecodable(err: &csv::Error, headers: &csv::StringRecord) -> String {
    match err.kind() {
        csv::ErrorKind::Deserialize { err, .. } => {
            let column = err.field().and_then(|index| headers.get(index as usize)).unwrap_or("row");
            format!("{column}: {}", err.kind())
        }
        _ => err.to_string(),
    }
}

/// A row the CSV reader could not read: a wrong number of fields, or text that is not UTF-8.
fn unreadable(err: &csv::Error) -> String {
    match err.kind() {
        csv::ErrorKind::UnequalLengths { expected_len, len, .. } => {
            format!("the row has {len} fields where the header has {expected_len}")
        }
        csv::ErrorKind::Utf8 { .. } => "the row is not UTF-8 text".to_string(),
        _ => err.to_string(),
    }
}

fn no_team(team: &str) -> Error {
    Error::Config(format!("no team is named {team:?}; see `rightsdesk user list` for the teams"))
}

/// A bar of the bytes read, on a terminal only (indicatif draws nothing to a pipe or a file).
fn progress_bar(path: &Path) -> ProgressBar {
    let size = std::fs::metadata(path).map(|meta| meta.len()).unwrap_or_default();
    let bar = ProgressBar::new(size);
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {bytes}/{total_bytes} {elapsed} (eta {eta})")
            .expect("the template is valid"),
    );
    bar
}
