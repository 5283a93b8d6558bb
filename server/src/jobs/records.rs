//! The jobs that change records on their date: `options_expire` and `licenses_end`. The server
//! reads the candidates; core decides what each becomes ([`rightsdesk_core::jobs`]). Each change
//! takes a new version and writes its activity entry by Rightsdesk, in the run's transaction.

use rightsdesk_core::{ActivityAction, EntityType, IsoDate, LicenseStatus, ProspectionStatus, jobs};
use sqlx::AnyConnection;

use super::Done;
use crate::db::activity::{self, Entry};
use crate::db::{licenses, prospections, versions};
use crate::error::{Error, Result};

/// A status the database holds, as core reads it; another is a broken database.
fn parsed<T>(parse: impl Fn(&str) -> Option<T>, text: &str, table: &str) -> Result<T> {
    parse(text).ok_or_else(|| Error::Internal(format!("unknown status {text:?} in the {table} table")))
}

/// `options_expire` on `today`: every prospection of the team in `option` whose option expiry is
/// before today becomes `expired`.
pub async fn expire_options(conn: &mut AnyConnection, team_id: i64, today: IsoDate) -> Result<Done> {
    let candidates: Vec<(i64, String, Option<String>)> = sqlx::query_as(
        "SELECT id, status, CAST(option_expiry AS TEXT) FROM prospections
          WHERE team_id = $1 AND status = 'option' AND option_expiry < date($2) ORDER BY id",
    )
    .bind(team_id)
    .bind(today.to_string())
    .fetch_all(&mut *conn)
    .await?;
    let mut expired = 0;
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
        expired += 1;
    }
    Ok(Done { changed: expired, summary: jobs::options_summary(expired), queued: 0 })
}

/// `licenses_end` on `today`: every signed license of the team past its reversion date reverts,
/// and one past its end date expires.
pub async fn end_licenses(conn: &mut AnyConnection, team_id: i64, today: IsoDate) -> Result<Done> {
    let candidates: Vec<(i64, String, Option<String>, Option<String>)> = sqlx::query_as(
        "SELECT id, status, CAST(reversion_date AS TEXT), CAST(end_date AS TEXT) FROM licenses
          WHERE team_id = $1 AND status = 'signed' AND (reversion_date < date($2) OR end_date < date($2))
          ORDER BY id",
    )
    .bind(team_id)
    .bind(today.to_string())
    .fetch_all(&mut *conn)
    .await?;
    let (mut expired, mut reverted) = (0, 0);
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
            reverted += 1;
        } else {
            expired += 1;
        }
    }
    Ok(Done { changed: expired + reverted, summary: jobs::licenses_summary(expired, reverted), queued: 0 })
}
