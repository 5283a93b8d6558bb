//! `rightsdesk import`: rows of a CSV file into a team, each checked with the core's rules, all
//! or nothing. The file is read as a stream and written in batches inside one transaction, so a
//! million rows need neither a million statements nor the whole file in memory; when any row is
//! bad the transaction is rolled back and every bad row is reported by line.

use std::collections::HashSet;
use std::fs::File;
use std::path::Path;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};
use rightsdesk_core::{Normalize, Title, messages, search_key, validate_title};

use crate::db::{Db, teams, titles};
use crate::error::{Error, Result};

/// Rows written per statement: a multi-row `INSERT` costs one round trip for all of them, but
/// sqlx's SQLite driver looks each `$n` up among the statement's parameters, a cost that grows
/// with the square of their number. 50 rows (400 parameters) was the fastest of 25, 50, 100 and
/// 500 for 100,000 titles (5.6 s against 6.5, 6.2 and 11.6).
const BATCH: usize = 50;

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
    let mut reader = open(path, &TITLE_COLUMNS)?;
    let mut tx = db.begin_write().await?;
    let team_id = teams::find(&mut tx, team).await?.ok_or_else(|| no_team(team))?;
    let progress = progress_bar(path);
    let headers =
        reader.headers().map_err(|err| Error::Config(format!("cannot read {}: {err}", path.display())))?.clone();
    let mut bad = Vec::new();
    let mut batch: Vec<(u64, Title)> = Vec::with_capacity(BATCH);
    let mut rows = 0;
    let mut records = reader.records();
    loop {
        let next = records.next();
        if let Some(record) = next.as_ref() {
            match record.as_ref().map(|record| (record, record.position().map_or(0, csv::Position::line))) {
                Ok((record, line)) => match check_title(record, &headers) {
                    Ok(title) => batch.push((line, title)),
                    Err(message) => bad.push(BadRow { line, message }),
                },
                Err(err) => {
                    bad.push(BadRow { line: err.position().map_or(0, csv::Position::line), message: unreadable(err) })
                }
            }
            progress.set_position(records.reader().position().byte());
        }
        if batch.len() == BATCH || (next.is_none() && !batch.is_empty()) {
            let names: Vec<Title> = batch.iter().map(|(_, title)| title.clone()).collect();
            let inserted: HashSet<String> = titles::insert_batch(&mut tx, team_id, &names).await?.into_iter().collect();
            // A key inserted once: a second row of the batch with it was skipped by the
            // database, as was a row whose name the team already had.
            let mut claimed = HashSet::new();
            for (line, title) in batch.drain(..) {
                let key = search_key(&title.name);
                if inserted.contains(&key) && claimed.insert(key) {
                    rows += 1;
                } else {
                    bad.push(BadRow { line, message: format!("name: {}", messages::TITLE_NAME_TAKEN) });
                }
            }
        }
        if next.is_none() {
            break;
        }
    }
    progress.finish_and_clear();
    if !bad.is_empty() {
        tx.rollback().await?;
        return Ok(Outcome::Refused(bad));
    }
    tx.commit().await?;
    Ok(Outcome::Imported { rows, seconds: started.elapsed().as_secs_f64() })
}

/// A row as a title to store, or what is wrong with it (`field: message; ...`).
fn check_title(record: &csv::StringRecord, headers: &csv::StringRecord) -> Result<Title, String> {
    if record.iter().any(|field| field.contains('\0')) {
        return Err(messages::NUL_CHARACTER.to_string());
    }
    let title: Title = record.deserialize(Some(headers)).map_err(|err| err.to_string())?;
    let errors = validate_title(&title);
    if errors.is_empty() {
        Ok(title.normalized())
    } else {
        Err(errors
            .into_inner()
            .into_iter()
            .map(|(field, message)| format!("{field}: {message}"))
            .collect::<Vec<_>>()
            .join("; "))
    }
}

/// A CSV reader of `path` whose header holds `name` and only the columns of `allowed`: a
/// misspelt column would otherwise be dropped without a word.
fn open(path: &Path, allowed: &[&str]) -> Result<csv::Reader<File>> {
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
    if !headers.iter().any(|header| header == "name") {
        return Err(Error::Config(format!(
            "{}: the header row has no name column; the columns are {expected}",
            path.display()
        )));
    }
    Ok(reader)
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
