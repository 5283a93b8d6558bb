//! `rightsdesk import`: rows of a CSV file into a team, each checked with the core's rules, all
//! or nothing. The file is read as a stream and written in batches inside one transaction, so a
//! million rows need neither a million statements nor the whole file in memory; when any row is
//! bad the transaction is rolled back and every bad row is reported by line.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read as _};
use std::path::Path;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};
use rightsdesk_core::company_csv::{self, CompanyRow, LineError, Lookups};
use rightsdesk_core::csv_rows::{LicenseRow, LicenseRows, TITLE_COLUMNS, TitleLine, TitleRow, TitleRows};
use rightsdesk_core::limits::MAX_SIMILAR_NAMES;
use rightsdesk_core::{EntityType, OnixApplied, OnixDecisions, Title, license, messages, search_key};
use serde::de::DeserializeOwned;
use tokio::sync::mpsc;

use crate::db::activity::{self, Entry};
use crate::db::companies::{ImportedCompany, Merged};
use crate::db::search::completion::similar_names;
use crate::db::{Db, awaited, companies, licenses, teams, titles};
use crate::error::{Error, Result};
use crate::reference::Reference;

/// A row that cannot be imported: its line in the file and why, one message per field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadRow {
    pub line: u64,
    pub message: String,
}

/// Something an import says of a row that does not stop it: a name it creates that is like one
/// the team has ("Did you mean ...?"). Printed as a bad row is: its line, its column, the message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    pub line: u64,
    pub column: &'static str,
    pub message: String,
}

/// What an import did: the rows written, or the bad rows when nothing was.
#[derive(Debug)]
pub enum Outcome {
    /// `report`: a line per company of the file the team already had, saying what it got;
    /// `notices`: the file's new names like the team's (licenses).
    Imported {
        rows: usize,
        seconds: f64,
        report: Vec<String>,
        notices: Vec<Notice>,
        /// The names made past the first [`COMPARED_NAMES`], not compared with the team's.
        uncompared: usize,
    },
    /// A dry run that found no bad row: the rows that would be written and every name the file
    /// would create, with the team's names like it.
    Checked {
        rows: usize,
        notices: Vec<Notice>,
    },
    Refused(Vec<BadRow>),
}

/// Imports the titles of a CSV file ([`TITLE_COLUMNS`]; only `name` is required) into the team
/// named `team`, each row read by the core's [`TitleRows`]: one row per edition, the rows of a
/// title one after the other.
pub async fn titles(db: &Db, team: &str, path: &Path) -> Result<Outcome> {
    let started = Instant::now();
    let reader = open(path, &TITLE_COLUMNS, &["name"])?;
    let mut tx = db.begin_bulk_write().await?;
    let team_id = teams::find(&mut tx, team).await?.ok_or_else(|| no_team(team))?;
    let mut batches = titles::Batches::new(team_id);
    let mut rows = TitleRows::new(search_key);
    let check = move |line, record: &_, headers: &_| {
        let row: TitleRow = deserialized(record, headers)?;
        rows.read(line, row).map_err(said)
    };
    // The title being read, with the lines of its rows: written once its last row is read, to
    // the database, where a name or ISBN the team has already is found. Every good title goes
    // on, bad rows before it or not, so that each of those is found too.
    let mut current: Option<(Title, TitleLines)> = None;
    let mut bad = each_record(reader, path, check, async |read, line, _| {
        match read {
            TitleLine::Title(title) => {
                let lines = TitleLines { first: line, editions: vec![line; title.editions.len()] };
                if let Some((title, lines)) = current.replace((title, lines)) {
                    batches.push(&mut tx, lines, title).await?;
                }
            }
            // The edition of a title whose first row was bad has no title to go to.
            TitleLine::Edition { title_line, edition } => {
                if let Some((title, lines)) = current.as_mut().filter(|(_, lines)| lines.first == title_line) {
                    title.editions.push(edition);
                    lines.editions.push(line);
                }
            }
        }
        Ok(())
    })
    .await?;
    if let Some((title, lines)) = current {
        batches.push(&mut tx, lines, title).await?;
    }
    let (rows, refused) = batches.finish(&mut tx).await?;
    bad.extend(refused.into_iter().map(|refused| {
        let (line, column) = refused.position.of(&refused.field);
        BadRow { line, message: format!("{column}: {}", refused.message) }
    }));
    bad.sort_by_key(|row| row.line);
    if !bad.is_empty() {
        tx.rollback().await?;
        return Ok(Outcome::Refused(bad));
    }
    // By the command line: no user.
    activity::record(&mut tx, team_id, None, Entry::imported(EntityType::Title, rows)).await?;
    tx.commit().await?;
    db.analyze(&["titles"]).await?;
    Ok(Outcome::Imported {
        rows,
        seconds: started.elapsed().as_secs_f64(),
        report: Vec::new(),
        notices: Vec::new(),
        uncompared: 0,
    })
}

/// Where a title of a titles file is: the line of its first row, and of each edition's row.
#[derive(Debug, Clone)]
struct TitleLines {
    first: u64,
    editions: Vec<u64>,
}

impl TitleLines {
    /// The line and column of a refused field: an edition's (`editions.1.isbn`) on its row, in
    /// its column; the title's on its first row.
    fn of<'f>(&self, field: &'f str) -> (u64, &'f str) {
        let edition = field.strip_prefix("editions.").and_then(|rest| rest.split_once('.'));
        match edition.and_then(|(index, column)| Some((*self.editions.get(index.parse::<usize>().ok()?)?, column))) {
            Some((line, column)) => (line, column),
            None => (self.first, field),
        }
    }
}

/// Imports the licenses of a CSV file into the team named `team`. The header names the API's
/// license fields (`title`, `company` and `contractDate` required), values written as the API
/// takes them (`signed` true or false, `contractType` and `currency` codes), each row read by the
/// core's [`LicenseRows`]; a title, company or agent is named and, as for a license made in the
/// app, created when the team has none of that name. Once a row is bad nothing more is written,
/// but every row is still checked.
///
/// A name the import creates is told with the team's names like it (the license form's "Did you
/// mean", [`new_names`]): those that have any, after an import; every one, after a `dry_run`,
/// which checks the whole file as an import does and writes nothing.
pub async fn licenses(db: &Db, team: &str, path: &Path, dry_run: bool) -> Result<Outcome> {
    let started = Instant::now();
    let reader = open(path, &license::CSV_COLUMNS, &["title", "company", "contractDate"])?;
    let mut tx = db.begin_bulk_write().await?;
    let team_id = teams::find(&mut tx, team).await?.ok_or_else(|| no_team(team))?;
    licenses::take_turns(&mut tx, db.backend, team_id).await?;
    let mut rows = 0;
    let mut read = LicenseRows::new(search_key);
    let reference = Reference::load();
    let check = move |line, record: &_, headers: &_| {
        let row: LicenseRow = deserialized(record, headers)?;
        let codes = |license: &license::License, errors: &mut _| {
            reference.check_rights_codes(license.language.as_deref(), &license.territory, errors)
        };
        read.read(line, row, codes).map_err(said)
    };
    // The overlap rule reads the licenses stored before, the file's earlier rows among them.
    let mut overlapping = Vec::new();
    // The titles and companies the rows made: their line, column and activity entry.
    let mut made = Vec::new();
    let mut bad = each_record(reader, path, check, async |license, line, refused| {
        if !refused {
            let refs = licenses::resolve(&mut tx, team_id, &license.license).await?;
            match licenses::refuse_overlap(&mut tx, team_id, refs.title_id, &license.license).await {
                Err(Error::Validation(errors)) => {
                    let said = errors.iter().map(|(field, message)| format!("{field}: {message}"));
                    overlapping.extend(said.map(|message| BadRow { line, message }));
                    return Ok(());
                }
                checked => checked?,
            }
            licenses::insert(&mut tx, team_id, &license, &refs).await?;
            made.extend(refs.made.into_iter().map(|entry| (line, column_made(&entry, &license.license), entry)));
            rows += 1;
        }
        Ok(())
    })
    .await?;
    bad.extend(overlapping);
    bad.sort_by_key(|row| row.line);
    if !bad.is_empty() {
        tx.rollback().await?;
        return Ok(Outcome::Refused(bad));
    }
    // An import compares the first names it made only: the lookups of thousands of names like
    // thousands of the team's would take longer than the import (a dry run compares them all).
    let uncompared = if dry_run { 0 } else { made.len().saturating_sub(COMPARED_NAMES) };
    made.truncate(made.len() - uncompared);
    let notices = new_names(db, team_id, made, !dry_run).await?;
    if dry_run {
        tx.rollback().await?;
        return Ok(Outcome::Checked { rows, notices });
    }
    awaited::follow_team(&mut tx, team_id).await?;
    // By the command line: no user.
    activity::record(&mut tx, team_id, None, Entry::imported(EntityType::License, rows)).await?;
    tx.commit().await?;
    db.analyze(&["titles", "companies", "licenses"]).await?;
    Ok(Outcome::Imported { rows, seconds: started.elapsed().as_secs_f64(), report: Vec::new(), notices, uncompared })
}

/// The names an import (not a dry run) made that it compares with the team's, at most.
pub const COMPARED_NAMES: usize = 500;

/// The column of a license row whose name made `entry`: its title, or its company or agent (both
/// companies; the company when the row names the same for both, as one is made).
fn column_made(entry: &Entry, license: &license::License) -> &'static str {
    match entry.entity_type {
        EntityType::Title => "title",
        _ if search_key(&entry.entity_name) == search_key(&license.company) => "company",
        _ => "agent",
    }
}

/// What the import says of the names it made (`made`: each one's line, column and entry): each
/// with the team's names like it, by the same lookup as the license form's "Did you mean"
/// ([`titles::similar`], [`companies::similar`]). Asked outside the import's transaction, which
/// is not committed yet: the team's names as they were before the file, not the file's own new
/// names (thousands of them, each like the others, in a new team's first import). After an import
/// (`done`) only the names with names like them are told; a dry run tells every name it would make.
async fn new_names(db: &Db, team_id: i64, made: Vec<(u64, &'static str, Entry)>, done: bool) -> Result<Vec<Notice>> {
    let mut conn = db.pool.acquire().await?;
    let mut notices = Vec::new();
    for (line, column, entry) in made {
        let (table, noun) = match entry.entity_type {
            EntityType::Title => ("titles", "title"),
            _ => ("companies", "company"),
        };
        let similar =
            similar_names(&mut conn, db.backend, table, team_id, &entry.entity_name, MAX_SIMILAR_NAMES).await?;
        if !done || !similar.is_empty() {
            let names: Vec<&str> = similar.iter().map(|suggestion| suggestion.name.as_str()).collect();
            let message = messages::new_name_in_import(noun, &entry.entity_name, &names, done);
            notices.push(Notice { line, column, message });
        }
    }
    notices.sort_by_key(|notice| notice.line);
    Ok(notices)
}

/// Reads the records of `reader` with a progress bar, each turned by `check` (given its line)
/// into what `write` takes or the row's messages, and gives each good one to `write` with its
/// line and whether a bad row was met already; answers the rows that could not be read or that
/// `check` refused, with their messages.
///
/// Records are read as the web's import reads them (papaparse, `web/src/features/imports/read-csv.ts`):
/// a record whose cells are all blank is skipped (a line of spaces, the `,,,` of a spreadsheet's
/// empty row), one shorter than the header leaves its last cells empty, one longer is refused
/// with the web's message, and so is a quoted cell never closed.
///
/// The file is read and checked on a thread of its own while `write` stores the rows before:
/// reading, deserialising and validating are a sixth of a million-title import, which thus
/// runs beside the database's work instead of between its statements.
async fn each_record<T: Send + 'static>(
    mut reader: CsvReader,
    path: &Path,
    mut check: impl FnMut(u64, &csv::StringRecord, &csv::StringRecord) -> Result<T, Vec<String>> + Send + 'static,
    mut write: impl AsyncFnMut(T, u64, bool) -> Result<()>,
) -> Result<Vec<BadRow>> {
    let headers =
        reader.headers().map_err(|err| Error::Config(format!("cannot read {}: {err}", path.display())))?.clone();
    let (sender, mut receiver) = mpsc::channel(RECORDS_AHEAD);
    let reading = tokio::task::spawn_blocking(move || {
        let mut record = csv::StringRecord::new();
        loop {
            let result = reader.read_record(&mut record);
            // The line a record starts on, counted back from its end: the reader's own start
            // position is taken before the blank lines it skips. Every record ends with a "\n"
            // (`LineFeeds`) but one whose quote is never closed, and its cells hold the line
            // breaks of its quoted cells.
            let end = reader.position();
            // A quote still open at the end of the file: this record ran to it.
            let unclosed = reader.get_ref().open_at_end(end.byte());
            let inner: usize = record.iter().map(|cell| cell.bytes().filter(|&byte| byte == b'\n').count()).sum();
            let line = end.line().saturating_sub(u64::from(!unclosed) + inner as u64);
            let read = match result {
                Ok(false) => break,
                Ok(true) if record.iter().all(|cell| cell.trim().is_empty()) => continue,
                Ok(true) => {
                    // A cell the export guarded against spreadsheet formulas ('+49...) as typed.
                    if let Some(typed) = unguarded(&record) {
                        record = typed;
                    }
                    let mut messages = Vec::new();
                    if record.len() > headers.len() {
                        messages.push(messages::more_cells_than_columns(headers.len()));
                        record.truncate(headers.len());
                    }
                    while record.len() < headers.len() {
                        record.push_field("");
                    }
                    if unclosed {
                        messages.push(messages::QUOTE_NOT_CLOSED.to_string());
                    }
                    let checked = match check(line, &record, &headers) {
                        Ok(row) if messages.is_empty() => Ok(row),
                        Ok(_) => Err(messages),
                        Err(found) => Err(found.into_iter().chain(messages).collect()),
                    };
                    Read { line, byte: end.byte(), checked }
                }
                Err(err) => Read { line, byte: end.byte(), checked: Err(vec![unreadable(&err)]) },
            };
            if sender.blocking_send(read).is_err() {
                break; // `write` failed: nothing more is wanted
            }
        }
    });
    let progress = progress_bar(path);
    let mut bad = Vec::new();
    while let Some(Read { line, byte, checked }) = receiver.recv().await {
        match checked {
            Ok(row) => write(row, line, !bad.is_empty()).await?,
            Err(messages) => bad.extend(messages.into_iter().map(|message| BadRow { line, message })),
        }
        progress.set_position(byte);
    }
    progress.finish_and_clear();
    reading.await.map_err(|err| Error::Internal(format!("reading {} failed: {err}", path.display())))?;
    Ok(bad)
}

/// The record with each cell that the web's CSV export guarded against spreadsheet formulas
/// (`'+49 89 ...`: a `'` before `=`, `+`, `-`, `@` or a tab; web/src/lib/csv.ts) as it was, so that
/// an exported file imports as it is, as the web's import reads it; `None` when no cell is guarded
/// (most records: nothing is copied).
fn unguarded(record: &csv::StringRecord) -> Option<csv::StringRecord> {
    let guarded = |cell: &str| cell.strip_prefix('\'').is_some_and(|rest| rest.starts_with(['=', '+', '-', '@', '\t']));
    if !record.iter().any(guarded) {
        return None;
    }
    Some(record.iter().map(|cell| if guarded(cell) { &cell[1..] } else { cell }).collect())
}

/// Records read and checked ahead of the one being written.
const RECORDS_AHEAD: usize = 4096;

/// A record of the file as the reading thread gives it: its line, where it ends, and what
/// `write` takes or the row's messages.
struct Read<T> {
    line: u64,
    byte: u64,
    checked: Result<T, Vec<String>>,
}

/// Imports the companies of a CSV file into the team named `team`: one row per contact, the
/// columns of [`company_csv::COLUMNS`] (only `name` required), the rows made into companies by
/// the core's [`company_csv::read_companies`], as the web's import does; see there for how rows
/// of one name make one company and how types, countries and languages are written. A company
/// the team already has gets the file's contacts it lacks ([`companies::import`]), as in the web's.
pub async fn companies(db: &Db, team: &str, path: &Path) -> Result<Outcome> {
    let started = Instant::now();
    let reference = Reference::load();
    let reader = open(path, &company_csv::COLUMNS, &["name"])?;
    // The file is read whole before any company is written, as a company's last contact may be
    // on the file's last line.
    let mut rows = Vec::new();
    let check =
        |_, record: &csv::StringRecord, headers: &csv::StringRecord| deserialized::<CompanyRow>(record, headers);
    let mut bad = each_record(reader, path, check, async |row, line, _| {
        rows.push((line, row));
        Ok(())
    })
    .await?;
    let lookups = Lookups::new(&reference.countries, &reference.languages, search_key);
    let mut tx = db.begin_bulk_write().await?;
    let team_id = teams::find(&mut tx, team).await?.ok_or_else(|| no_team(team))?;
    let mut written = 0;
    let mut report = Vec::new();
    for found in company_csv::read_companies(rows, &lookups) {
        if !found.errors.is_empty() {
            bad.extend(
                found
                    .errors
                    .into_iter()
                    .map(|error| BadRow { line: error.line, message: format!("{}: {}", error.field, error.message) }),
            );
        } else {
            match companies::import(&mut tx, team_id, None, &found.company).await? {
                ImportedCompany::Created(_) => written += 1,
                ImportedCompany::Merged(merged) => {
                    report.push(format!("line {}: {}", found.line, merged_line(&merged)))
                }
            }
        }
    }
    bad.sort_by_key(|row| row.line);
    if !bad.is_empty() {
        tx.rollback().await?;
        return Ok(Outcome::Refused(bad));
    }
    // By the command line: no user.
    activity::record(&mut tx, team_id, None, Entry::imported(EntityType::Company, written)).await?;
    tx.commit().await?;
    db.analyze(&["companies", "contacts"]).await?;
    Ok(Outcome::Imported {
        rows: written,
        seconds: started.elapsed().as_secs_f64(),
        report,
        notices: Vec::new(),
        uncompared: 0,
    })
}

/// What a company the team already had got: "adds 2 contacts to Hanser Verlag (1 already there)",
/// as the web's preview says it.
fn merged_line(merged: &Merged) -> String {
    let contacts = |count: usize| if count == 1 { "1 contact".to_string() } else { format!("{count} contacts") };
    let already = match merged.already {
        0 => String::new(),
        count => format!(" ({} already there)", contacts(count)),
    };
    format!("adds {} to {}{already}", contacts(merged.added), merged.name)
}

/// A record as a row of cells named by the header. The rows are all text, so only a bug fails here.
fn deserialized<T: DeserializeOwned>(
    record: &csv::StringRecord,
    headers: &csv::StringRecord,
) -> Result<T, Vec<String>> {
    record.deserialize(Some(headers)).map_err(|err| vec![undecodable(&err, headers)])
}

/// The core's messages of a row as the command prints them: `column: message`, or the message
/// alone when it concerns no column.
fn said(errors: Vec<LineError>) -> Vec<String> {
    errors
        .into_iter()
        .map(|LineError { field, message, .. }| if field.is_empty() { message } else { format!("{field}: {message}") })
        .collect()
}

/// The CSV reader of an import's file.
type CsvReader = csv::Reader<LineFeeds<File>>;

/// The field separators a file may use, as the web's import guesses them: spreadsheets in many
/// languages save "CSV" with `;`.
const DELIMITERS: [u8; 3] = [b',', b';', b'\t'];

/// A CSV reader of `path` whose header holds the columns of `required` and only those of
/// `allowed`, each once (a misspelt column would otherwise be dropped without a word). As in the
/// web's import, the header's names are trimmed and matched case aside, and the separator is the
/// one of `,`, `;` and tab that splits the header into the most known columns.
fn open(path: &Path, allowed: &[&str], required: &[&str]) -> Result<CsvReader> {
    let cannot_read = |err: &dyn std::fmt::Display| Error::Config(format!("cannot read {}: {err}", path.display()));
    let file = || File::open(path).map_err(|err| cannot_read(&err));
    let mut first_line = String::new();
    // A file that is not UTF-8 text is told so by the reader below.
    BufReader::new(file()?).take(1 << 16).read_line(&mut first_line).ok();
    let known = |delimiter: &u8| {
        first_line.split(char::from(*delimiter)).filter(|name| column_of(allowed, name).is_some()).count()
    };
    let delimiter = DELIMITERS.into_iter().rev().max_by_key(known).unwrap_or(b',');
    // Flexible: a row's number of cells is judged by `each_record`, as the web's import judges it.
    let mut reader =
        csv::ReaderBuilder::new().delimiter(delimiter).flexible(true).from_reader(LineFeeds::new(file()?, delimiter));
    let headers = reader.headers().map_err(|err| cannot_read(&err))?.clone();
    let expected = allowed.join(", ");
    let mut columns = csv::StringRecord::new();
    for header in &headers {
        let Some(column) = column_of(allowed, header) else {
            return Err(Error::Config(format!(
                "{}: unknown column {:?} in the header row; the columns are {expected}",
                path.display(),
                header.trim()
            )));
        };
        if columns.iter().any(|seen| seen == column) {
            return Err(Error::Config(format!(
                "{}: the column {column} is in the header row more than once",
                path.display()
            )));
        }
        columns.push_field(column);
    }
    if let Some(missing) = required.iter().find(|column| !columns.iter().any(|header| header == **column)) {
        return Err(Error::Config(format!(
            "{}: the header row has no {missing} column; the columns are {expected}",
            path.display()
        )));
    }
    reader.set_headers(columns);
    Ok(reader)
}

/// The column of `allowed` a header cell names: trimmed, case aside.
fn column_of<'a>(allowed: &[&'a str], header: &str) -> Option<&'a str> {
    let header = header.trim().trim_start_matches('\u{feff}');
    allowed.iter().copied().find(|column| column.eq_ignore_ascii_case(header))
}

/// A file's bytes with every line break written `\n` (Windows' `\r\n` and old Macs' `\r`
/// alike) and a last `\n` when the file lacks one, so that the CSV reader counts lines as an
/// editor does: it counts `\n` only, and leaves the `\n` of a `\r\n` to the next record.
///
/// It also follows the cells' quotes as the CSV reader does (a `"` opens a quoted cell only at
/// the cell's start; `""` inside one is a quote), to tell a quote never closed, which the
/// reader takes without a word.
pub struct LineFeeds<R> {
    inner: R,
    delimiter: u8,
    after_cr: bool,
    last: Option<u8>,
    done: bool,
    /// The bytes given so far.
    given: u64,
    quoting: Quoting,
}

/// Where the bytes read so far leave a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Quoting {
    /// At the start of a cell.
    CellStart,
    /// In a cell that does not start with a quote.
    Plain,
    /// In a quoted cell.
    Quoted,
    /// Just after a quote in a quoted cell: its end, or the first of `""`.
    QuoteInQuoted,
}

impl<R> LineFeeds<R> {
    fn new(inner: R, delimiter: u8) -> Self {
        LineFeeds { inner, delimiter, after_cr: false, last: None, done: false, given: 0, quoting: Quoting::CellStart }
    }

    /// Whether the file, read to its end and up to byte `at`, ends inside a quoted cell: a
    /// quote never closed.
    fn open_at_end(&self, at: u64) -> bool {
        self.done && at == self.given && self.quoting == Quoting::Quoted
    }

    fn follow_quotes(&mut self, byte: u8) {
        let ends_cell = byte == self.delimiter || byte == b'\n';
        self.quoting = match (self.quoting, byte) {
            (Quoting::Quoted, b'"') => Quoting::QuoteInQuoted,
            (Quoting::Quoted, _) => Quoting::Quoted,
            (Quoting::QuoteInQuoted, b'"') | (Quoting::CellStart, b'"') => Quoting::Quoted,
            _ if ends_cell => Quoting::CellStart,
            _ => Quoting::Plain,
        };
    }
}

impl<R: io::Read> io::Read for LineFeeds<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        while !self.done && !buf.is_empty() {
            let read = self.inner.read(buf)?;
            if read == 0 {
                self.done = true;
                if self.last.is_some_and(|byte| byte != b'\n') {
                    self.follow_quotes(b'\n');
                    self.given += 1;
                    buf[0] = b'\n';
                    return Ok(1);
                }
                break;
            }
            let mut kept = 0;
            for at in 0..read {
                let byte = buf[at];
                let lf_of_crlf = byte == b'\n' && self.after_cr;
                self.after_cr = byte == b'\r';
                if !lf_of_crlf {
                    let byte = if byte == b'\r' { b'\n' } else { byte };
                    self.follow_quotes(byte);
                    buf[kept] = byte;
                    kept += 1;
                }
            }
            // Nothing kept: the chunk was the `\n` of a `\r\n` split across reads; read on.
            if kept > 0 {
                self.given += kept as u64;
                self.last = Some(buf[kept - 1]);
                return Ok(kept);
            }
        }
        Ok(0)
    }
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

/// A row the CSV reader could not read: text that is not UTF-8.
fn unreadable(err: &csv::Error) -> String {
    match err.kind() {
        csv::ErrorKind::Utf8 { .. } => "the row is not UTF-8 text".to_string(),
        _ => err.to_string(),
    }
}

/// Applies an ONIX file to the team named `team` as the web's apply does without decisions:
/// changed fields replaced, conflicts and products without an ISBN skipped (each told in the
/// notes answered, `line 12: ...` or `KEY: ...`). All or nothing; one activity entry.
pub async fn onix(db: &Db, team: &str, path: &Path) -> Result<(OnixApplied, Vec<String>, f64)> {
    let started = Instant::now();
    let mut tx = db.begin_bulk_write().await?;
    let team_id = teams::find(&mut tx, team).await?.ok_or_else(|| no_team(team))?;
    let (applied, notes) = crate::onix::import::apply(&mut tx, team_id, path, &OnixDecisions::default()).await?;
    let written = (applied.created + applied.updated) as usize;
    // By the command line: no user.
    activity::record(&mut tx, team_id, None, Entry::imported(EntityType::Title, written)).await?;
    tx.commit().await?;
    db.analyze(&["titles"]).await?;
    Ok((applied, notes, started.elapsed().as_secs_f64()))
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
