//! The jobs that change records on their date: `options_expire` and `licenses_end`. The server
//! reads the candidates; core decides what each becomes ([`rightsdesk_core::jobs`]). Each change
//! takes a new version and writes its activity entry by Rightsdesk, in the transaction of the
//! change.
//!
//! A run goes through its candidates by id, [`CHUNK`] of them a transaction (the run's
//! [`Progress`] says where it is): the first run after an import of old licenses changes thousands
//! (8,393 of 20,000 took 6.7 s), and one transaction for all of them held the write lock that long,
//! so that people's saves and sign-ins waited and failed. Each chunk reads its candidates again
//! in its own transaction, so that a record changes once however many runs meet.

use rightsdesk_core::{ActivityAction, EntityType, IsoDate, LicenseStatus, ProspectionStatus, jobs};
use sqlx::AnyConnection;

use crate::db::activity::{self, Entry};
use crate::db::{licenses, prospections, versions};
use crate::error::{Error, Result};

/// A status the database holds, as core reads it; another is a broken database.
fn parsed<T>(parse: impl Fn(&str) -> Option<T>, text: &str, table: &str) -> Result<T> {
    parse(text).ok_or_else(|| Error::Internal(format!("unknown status {text:?} in the {table} table")))
}

/// The most candidates one transaction of a run reads (and changes).
pub const CHUNK: i64 = 250;

/// Where a run is: the records it changed so far, and the last candidate read.
#[derive(Debug, Default)]
pub struct Progress {
    /// Options or licenses expired.
    pub expired: usize,
    /// Licenses reverted.
    pub reverted: usize,
    /// The id of the last candidate read: the next chunk starts after it.
    after: i64,
    /// Whether the last chunk was full: more candidates may follow.
    pub more: bool,
}

impl Progress {
    /// Notes a chunk's candidates read (`read` of them, the last `last`).
    fn read(&mut self, read: usize, last: Option<i64>) {
        self.after = last.unwrap_or(self.after);
        self.more = read as i64 == CHUNK;
    }
}

/// One chunk of `options_expire` on `today`: every prospection of the team in `option` whose
/// option expiry is before today becomes `expired`.
pub async fn expire_options(
    conn: &mut AnyConnection,
    team_id: i64,
    today: IsoDate,
    progress: &mut Progress,
) -> Result<()> {
    let candidates: Vec<(i64, String, Option<String>)> = sqlx::query_as(
        "SELECT id, status, CAST(option_expiry AS TEXT) FROM prospections
          WHERE team_id = $1 AND status = 'option' AND option_expiry < date($2) AND id > $3 ORDER BY id LIMIT $4",
    )
    .bind(team_id)
    .bind(today.to_string())
    .bind(progress.after)
    .bind(CHUNK)
    .fetch_all(&mut *conn)
    .await?;
    progress.read(candidates.len(), candidates.last().map(|(id, ..)| *id));
    for (id, status, expiry) in candidates {
        let status = parsed(ProspectionStatus::parse, &status, "prospections")?;
        let Some(next) = jobs::lapsed_option(status, expiry.as_deref().and_then(IsoDate::parse), today) else {
            continue;
        };
        versions::claim(conn, EntityType::Prospection, team_id, id).await?;
        let before = prospections::find(conn, team_id, id).await?.ok_or(Error::NotFound)?;
        prospections::set_status(conn, team_id, id, next).await?;
        let after = prospections::find(conn, team_id, id).await?.ok_or(Error::NotFound)?;
        let mut entry = Entry::new(ActivityAction::Move, EntityType::Prospection, id, prospections::name_of(&after));
        if let Some(changes) = activity::changes(&before, &after, prospections::UNTRACKED) {
            entry = entry.with(changes);
        }
        activity::record_by_server(conn, team_id, entry).await?;
        progress.expired += 1;
    }
    Ok(())
}

/// One chunk of `licenses_end` on `today`: every signed license of the team past its reversion
/// date reverts, and one past its end date expires.
pub async fn end_licenses(
    conn: &mut AnyConnection,
    team_id: i64,
    today: IsoDate,
    progress: &mut Progress,
) -> Result<()> {
    let candidates: Vec<(i64, String, Option<String>, Option<String>)> = sqlx::query_as(
        "SELECT id, status, CAST(reversion_date AS TEXT), CAST(end_date AS TEXT) FROM licenses
          WHERE team_id = $1 AND status = 'signed' AND (reversion_date < date($2) OR end_date < date($2))
            AND id > $3 ORDER BY id LIMIT $4",
    )
    .bind(team_id)
    .bind(today.to_string())
    .bind(progress.after)
    .bind(CHUNK)
    .fetch_all(&mut *conn)
    .await?;
    progress.read(candidates.len(), candidates.last().map(|(id, ..)| *id));
    for (id, status, reversion, end) in candidates {
        let status = parsed(LicenseStatus::parse, &status, "licenses")?;
        let date = |text: Option<String>| text.as_deref().and_then(IsoDate::parse);
        let Some(next) = jobs::ended_license(status, date(reversion), date(end), today) else { continue };
        versions::claim(conn, EntityType::License, team_id, id).await?;
        let before = licenses::find(conn, team_id, id).await?.ok_or(Error::NotFound)?;
        licenses::set_status(conn, team_id, id, next).await?;
        let after = licenses::find(conn, team_id, id).await?.ok_or(Error::NotFound)?;
        let mut entry = Entry::new(ActivityAction::Update, EntityType::License, id, licenses::name_of(&after));
        if let Some(changes) = activity::changes(&before, &after, licenses::UNTRACKED) {
            entry = entry.with(changes);
        }
        activity::record_by_server(conn, team_id, entry).await?;
        if next == LicenseStatus::Reverted {
            progress.reverted += 1;
        } else {
            progress.expired += 1;
        }
    }
    Ok(())
}
