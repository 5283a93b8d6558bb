//! `GET /api/team/export` (admins): everything of the team in one zip archive, so that leaving is
//! never a reason not to start (docs/http.md, "The team's data out"). Each kind of record is one
//! JSON file, in the shape the API's whole lists answer it, and each license's PDF a file of its
//! own. The archive is written while it downloads, a few hundred rows at a time, so that a team of
//! a million titles takes no more of the server's memory than a team of ten.

use std::io::{self, Write};
use std::sync::{Arc, Mutex, PoisonError};

use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use futures_util::stream::{self, BoxStream, StreamExt};
use rightsdesk_core::{Fair, Meeting, RightHeld};
use serde::Serialize;
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;
use tokio::sync::mpsc;
use zip::ZipWriter;
use zip::write::{SimpleFileOptions, StreamWriter};

use super::companies::named;
use super::extract::CurrentUser;
use super::list::ListRequest;
use super::openapi::{Forbidden, Unauthorized, ZipArchive};
use super::payments as payments_http;
use super::team;
use crate::db::list::{Page, Rows};
use crate::db::{
    self, activity, companies, covers, events, fairs, guides, licenses, materials, payments, prospections, rates,
    rights, statements, titles, users,
};
use crate::error::{Error, Result};
use crate::state::AppState;

/// What the archive holds, for the people who open it.
const README: &str = "\
Rightsdesk: everything of one team, as exported by an admin (manifest.json says when).

titles.json, companies.json (with their contacts), licenses.json, prospections.json (with
their offers), events.json, activity.json (every change, newest first), members.json (the
team's users, without their passwords), rights-held.json (with each right's titleId),
payments.json, statements.json (the royalty statements recorded), exchange-rates.json,
fairs.json (each fair with its meetings) and guides.json each hold a JSON array, one record per
line, in the shape the Rightsdesk API answers them (its reference: /api/docs on your server).
settings.json holds the team's settings, invoice-details.json what its invoices print of it
(legal name, address, VAT number, bank details, footer). files/licenses/<license id>/ holds each license's
contract PDF under its name, files/covers/<title id>/ each title's cover, and
files/material/<title id>/ its material files, each name after the file's id.
";

/// Bytes gathered before they go to the client: large enough for few, full network writes.
const CHUNK: usize = 64 * 1024;

/// The team's whole data as a zip archive: titles with their covers and material files, companies
/// and contacts, licenses with their PDF files, prospections and offers, events, the activity log,
/// the members, the settings and the invoice details, rights held, payments, statements, exchange rates, fairs with
/// their meetings and rights guides, with a `manifest.json` of what it holds (admins).
#[utoipa::path(
    get,
    path = "/team/export",
    operation_id = "exportTeam",
    tag = "account",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The archive, written while it downloads", body = ZipArchive,
            content_type = "application/zip",
            headers(("Content-Disposition" = String, description = "`attachment` with the archive's name"))),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
    )
)]
pub async fn export(State(state): State<AppState>, user: CurrentUser) -> Result<Response> {
    user.require_admin()?;
    // Read before the answer starts, so that a database out of reach is a 503, not a broken
    // download.
    let team = {
        let mut conn = state.db.pool.acquire().await?;
        users::find(&mut conn, user.id).await?.ok_or(Error::NotFound)?.team_name
    };
    let now = OffsetDateTime::now_utc();
    let (sender, receiver) = mpsc::channel(4);
    let failure = sender.clone();
    let archive = Archive::new(sender, now)?;
    tokio::spawn(async move {
        // A client that went away closed the channel: nothing to say. A failure is worth a line,
        // and breaks the download off, so that the client never takes a cut archive for a whole
        // one.
        if let Err(Stop::Failed(err)) = archive.write(&state, user.team_id, &team, now).await {
            tracing::error!("the export of team {} failed: {err}", user.team_id);
            let _ = failure.send(Err(io::Error::other("the export failed"))).await;
        }
    });

    let body =
        stream::unfold(receiver, |mut receiver| async move { receiver.recv().await.map(|chunk| (chunk, receiver)) });
    let name = format!("rightsdesk-export-{}.zip", now.date());
    let mut response = Body::from_stream(body).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("application/zip"));
    headers.insert(
        header::CONTENT_DISPOSITION,
        HeaderValue::from_str(&format!("attachment; filename=\"{name}\""))
            .map_err(|err| Error::Internal(err.to_string()))?,
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("private, no-store"));
    Ok(response)
}

/// Why an export stopped before its end.
enum Stop {
    /// The client went away (the response body was dropped).
    Gone,
    Failed(Error),
}

impl From<Error> for Stop {
    fn from(err: Error) -> Stop {
        Stop::Failed(err)
    }
}

impl From<sqlx::Error> for Stop {
    fn from(err: sqlx::Error) -> Stop {
        Stop::Failed(err.into())
    }
}

/// A step of the export: done, or the reason it stopped.
type Step = std::result::Result<(), Stop>;

/// What zip writes, gathered until it goes to the client.
#[derive(Clone, Default)]
struct Written(Arc<Mutex<Vec<u8>>>);

impl Written {
    /// The bytes gathered, if there are at least `at_least`.
    fn take(&self, at_least: usize) -> Option<Vec<u8>> {
        let mut bytes = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        (bytes.len() >= at_least.max(1)).then(|| std::mem::take(&mut *bytes))
    }
}

impl Write for Written {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner).extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// The archive being written: zip's stream writer (no seeking back: each entry's sizes follow its
/// data) and the channel to the response body.
struct Archive {
    zip: ZipWriter<StreamWriter<Written>>,
    written: Written,
    sender: mpsc::Sender<io::Result<Bytes>>,
    options: SimpleFileOptions,
    /// Each file's name and its count of records, for the manifest.
    counts: Vec<(&'static str, u64)>,
}

fn failed(err: impl std::fmt::Display) -> Error {
    Error::Internal(format!("writing the export: {err}"))
}

impl Archive {
    fn new(sender: mpsc::Sender<io::Result<Bytes>>, now: OffsetDateTime) -> Result<Archive> {
        let written = Written::default();
        let modified = zip::DateTime::from_date_and_time(
            now.year().try_into().map_err(failed)?,
            now.month().into(),
            now.day(),
            now.hour(),
            now.minute(),
            now.second(),
        )
        .map_err(failed)?;
        Ok(Archive {
            zip: ZipWriter::new_stream(written.clone()),
            written,
            sender,
            options: SimpleFileOptions::default().last_modified_time(modified).large_file(true),
            counts: Vec::new(),
        })
    }

    /// Writes every file, one after another: each list holds a connection while it streams.
    async fn write(mut self, state: &AppState, team_id: i64, team: &str, now: OffsetDateTime) -> Step {
        let (db, all) = (&state.db, ListRequest::default());
        let reference = state.reference.clone();
        self.file("README.txt", README.as_bytes()).await?;
        self.list("titles.json", titles::list(db, team_id, &all.query(&titles::SORTING)?).await?).await?;
        let companies = companies::list(db, team_id, &all.query(&companies::SORTING)?, &Default::default()).await?;
        self.list("companies.json", companies.map(move |company| named(company, &reference))).await?;
        let licenses = licenses::list(db, team_id, &all.query(&licenses::SORTING)?, &Default::default()).await?;
        self.list("licenses.json", licenses).await?;
        let prospections =
            prospections::list(db, team_id, &all.query(&prospections::SORTING)?, &Default::default()).await?;
        self.list("prospections.json", prospections).await?;
        let events = events::all(&mut *db.pool.acquire().await?, team_id).await?;
        self.list("events.json", events).await?;
        let activity = activity::list(db, team_id, &all.query(&activity::SORTING)?, &Default::default()).await?;
        self.list("activity.json", activity).await?;
        self.list("members.json", users::team_users(&db.pool, team_id).await?).await?;
        self.json("settings.json", &team::stored(&mut *db.pool.acquire().await?, team_id).await?).await?;
        let invoice_details = db::teams::invoice_details(&mut *db.pool.acquire().await?, team_id).await?;
        self.json("invoice-details.json", &invoice_details).await?;
        self.rights_held(state, team_id).await?;
        let reading = payments_http::reading(&mut *db.pool.acquire().await?, team_id).await?;
        let payments =
            payments::list(db, team_id, &all.query(&payments::SORTING)?, &Default::default(), reading).await?;
        self.list("payments.json", payments).await?;
        let statements = statements::received(db, team_id, &all.query(&statements::SORTING)?, None, None).await?;
        self.list("statements.json", statements.map(|row| row.into_parts().0)).await?;
        self.list("exchange-rates.json", rates::list(&mut *db.pool.acquire().await?, team_id).await?).await?;
        self.fairs(state, team_id).await?;
        self.list("guides.json", guides::list(&mut *db.pool.acquire().await?, team_id).await?).await?;
        let with_files = licenses::with_files(&db.pool, team_id).await?;
        for &license_id in &with_files {
            if let Some((name, bytes)) = licenses::file(&db.pool, team_id, license_id).await? {
                self.file(&format!("files/licenses/{license_id}/{}", safe_name(&name)), &bytes).await?;
            }
        }
        self.title_files(state, team_id).await?;
        let manifest = Manifest {
            team,
            exported_at: now.format(&Rfc3339).map_err(failed)?,
            rightsdesk_version: env!("CARGO_PKG_VERSION"),
            schema_version: db::latest_schema(db.backend),
            records: self.counts.iter().map(|(name, count)| (name.to_string(), (*count).into())).collect(),
            license_files: with_files.len(),
        };
        self.json("manifest.json", &manifest).await?;
        let Archive { zip, written, sender, .. } = self;
        zip.finish().map_err(failed)?;
        deliver(&written, &sender, 0).await
    }

    /// `rights-held.json`: each title's rights held, with the title's id.
    async fn rights_held(&mut self, state: &AppState, team_id: i64) -> Step {
        let mut conn = state.db.pool.acquire().await?;
        let mut held_by: Vec<i64> = rights::of_team(&mut conn, team_id).await?.into_iter().map(|(id, _)| id).collect();
        held_by.sort_unstable();
        held_by.dedup();
        let mut rows = Vec::new();
        for title_id in held_by {
            for right in rights::of_title(&mut conn, team_id, title_id).await? {
                rows.push(TitleRight { title_id, right });
            }
        }
        drop(conn);
        self.list("rights-held.json", rows).await
    }

    /// `fairs.json`: each fair with its meetings (their members, contacts and titles).
    async fn fairs(&mut self, state: &AppState, team_id: i64) -> Step {
        let mut conn = state.db.pool.acquire().await?;
        let mut rows = Vec::new();
        for fair in fairs::list(&mut conn, team_id, None).await? {
            let Some(id) = fair.id else { continue };
            let meetings = fairs::meetings(&mut conn, team_id, id, &Default::default()).await?;
            rows.push(FairWithMeetings { fair, meetings });
        }
        drop(conn);
        self.list("fairs.json", rows).await
    }

    /// Each title's cover (`files/covers/<title id>/cover.<jpg, png or webp>`) and material files
    /// (`files/material/<title id>/<file id>-<name>`), as uploaded.
    async fn title_files(&mut self, state: &AppState, team_id: i64) -> Step {
        let pool = &state.db.pool;
        for title_id in covers::titles_with_cover(pool, team_id).await? {
            if let Some((_, content_type, bytes)) = covers::image(pool, team_id, title_id).await? {
                let extension =
                    content_type.strip_prefix("image/").map_or("img", |kind| if kind == "jpeg" { "jpg" } else { kind });
                self.file(&format!("files/covers/{title_id}/cover.{extension}"), &bytes).await?;
            }
        }
        for title_id in materials::titles_with_material(pool, team_id).await? {
            for material in materials::list(pool, team_id, title_id).await? {
                if let Some((name, bytes)) = materials::file(pool, team_id, title_id, material.id).await? {
                    self.file(&format!("files/material/{title_id}/{}-{}", material.id, safe_name(&name)), &bytes)
                        .await?;
                }
            }
        }
        Ok(())
    }

    async fn send(&mut self, at_least: usize) -> Step {
        deliver(&self.written, &self.sender, at_least).await
    }

    /// A JSON array of the rows, one per line.
    async fn list<T: Serialize>(&mut self, name: &'static str, rows: impl Into<RowStream<T>>) -> Step {
        let RowStream(mut rows) = rows.into();
        self.zip.start_file(name, self.options).map_err(failed)?;
        self.zip.write_all(b"[").map_err(failed)?;
        let mut count = 0;
        while let Some(row) = rows.next().await {
            let row = row?;
            self.zip.write_all(if count == 0 { b"\n" } else { b",\n" }).map_err(failed)?;
            serde_json::to_writer(&mut self.zip, &row).map_err(failed)?;
            count += 1;
            self.send(CHUNK).await?;
        }
        self.zip.write_all(if count == 0 { b"]\n" } else { b"\n]\n" }).map_err(failed)?;
        self.counts.push((name, count));
        Ok(())
    }

    async fn json<T: Serialize>(&mut self, name: &str, value: &T) -> Step {
        let bytes = serde_json::to_vec_pretty(value).map_err(failed)?;
        self.file(name, &bytes).await
    }

    async fn file(&mut self, name: &str, bytes: &[u8]) -> Step {
        self.zip.start_file(name, self.options).map_err(failed)?;
        self.zip.write_all(bytes).map_err(failed)?;
        self.send(CHUNK).await
    }
}

/// Sends what zip wrote to the client once there is `at_least` of it (everything: 0).
async fn deliver(written: &Written, sender: &mpsc::Sender<io::Result<Bytes>>, at_least: usize) -> Step {
    match written.take(at_least) {
        Some(bytes) => sender.send(Ok(Bytes::from(bytes))).await.map_err(|_| Stop::Gone),
        None => Ok(()),
    }
}

/// `manifest.json`: what the archive holds and where it comes from.
/// A right held as `rights-held.json` holds it: with its title.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct TitleRight {
    title_id: i64,
    #[serde(flatten)]
    right: RightHeld,
}

/// A fair as `fairs.json` holds it: with its meetings.
#[derive(Serialize)]
struct FairWithMeetings {
    #[serde(flatten)]
    fair: Fair,
    meetings: Vec<Meeting>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Manifest<'a> {
    team: &'a str,
    exported_at: String,
    rightsdesk_version: &'static str,
    /// The database schema the records were read from (its last migration).
    schema_version: i64,
    /// Each JSON file and its number of records.
    records: serde_json::Map<String, serde_json::Value>,
    license_files: usize,
}

/// A file name as one path segment of the archive: no folders, nothing hidden.
fn safe_name(name: &str) -> String {
    let name: String = name.chars().map(|c| if c == '/' || c == '\\' || c.is_control() { '_' } else { c }).collect();
    match name.trim_start_matches('.') {
        "" => "contract.pdf".to_string(),
        name => name.to_string(),
    }
}

/// A list's rows as one stream, whether they came as a stream or as a vector.
struct RowStream<T>(BoxStream<'static, Result<T>>);

impl<T: Send + 'static> From<Page<T>> for RowStream<T> {
    fn from(page: Page<T>) -> Self {
        match page.rows {
            Rows::All(rows) => RowStream(rows),
            Rows::Page(rows) => rows.into(),
        }
    }
}

impl<T: Send + 'static> From<Vec<T>> for RowStream<T> {
    fn from(rows: Vec<T>) -> Self {
        RowStream(stream::iter(rows.into_iter().map(Ok)).boxed())
    }
}
