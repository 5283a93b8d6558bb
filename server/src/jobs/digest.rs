//! The `digest` job: each member who asked for a digest gets, at their hour on their day, an
//! e-mail of what is due, queued in the outbox in the run's transaction. Core composes it
//! ([`rightsdesk_core::digest`]); nothing is queued when nothing is due.

use rightsdesk_core::{IsoDate, digest, jobs};
use sqlx::AnyConnection;

use super::Done;
use crate::db::digest::{self as reads, Due, Reader};
use crate::db::mail::{self as outbox, NewMessage};
use crate::db::now;
use crate::error::Result;

/// The window of `reader`'s scheduled digest at `hour` of `today`, unless it was made already.
fn window_of(reader: &Reader, today: IsoDate, hour: i64) -> Option<IsoDate> {
    jobs::digest_window(reader.frequency(), reader.hour, today, hour)
        .filter(|window| reader.last_window.as_deref() != Some(window.to_string().as_str()))
}

/// Whether some member of the team is due a scheduled digest at `hour` of `today`: only then is
/// the hour's run claimed, so that the Jobs panel lists the runs that did something.
pub async fn anyone_due(conn: &mut AnyConnection, team_id: i64, today: IsoDate, hour: i64) -> Result<bool> {
    let readers = reads::readers(conn, team_id, hour).await?;
    Ok(readers.iter().any(|reader| window_of(reader, today, hour).is_some()))
}

/// Queues `reader`'s digest of the team's `due` on `today`, if anything is due: whether it did.
async fn queue(
    conn: &mut AnyConnection,
    team_id: i64,
    reader: &Reader,
    due: &[Due],
    today: IsoDate,
    links: &str,
) -> Result<bool> {
    let Some(composed) = digest::compose(&reader.name, reads::lines_of(due, reader.id), today, links) else {
        return Ok(false);
    };
    let message = NewMessage {
        team_id,
        user_id: reader.id,
        kind: outbox::DIGEST,
        to_address: &reader.email,
        to_name: &reader.name,
        subject: &composed.subject,
        text: &composed.text,
        html: Some(&composed.html),
    };
    outbox::queue(conn, &message, now()).await?;
    Ok(true)
}

/// The scheduled digests due at `hour` of `today`: each member due one gets theirs, and their
/// window is marked made, queued or empty.
pub async fn queue_scheduled(
    conn: &mut AnyConnection,
    team_id: i64,
    today: IsoDate,
    hour: i64,
    links: &str,
) -> Result<Done> {
    let readers = reads::readers(conn, team_id, hour).await?;
    let due_readers: Vec<(&Reader, IsoDate)> =
        readers.iter().filter_map(|reader| Some((reader, window_of(reader, today, hour)?))).collect();
    let due = if due_readers.is_empty() { Vec::new() } else { reads::team_due(conn, team_id, today).await? };
    let mut queued = 0;
    for (reader, window) in due_readers {
        if reads::mark_window(conn, reader.id, window).await?
            && queue(conn, team_id, reader, &due, today, links).await?
        {
            queued += 1;
        }
    }
    Ok(Done { changed: queued, summary: jobs::digests_summary(queued), queued })
}

/// An admin's digest run by hand: their own digest of `today`, whatever their settings, and
/// without marking their scheduled one made.
pub async fn queue_for(
    conn: &mut AnyConnection,
    team_id: i64,
    user_id: i64,
    today: IsoDate,
    links: &str,
) -> Result<Done> {
    let Some(reader) = reads::reader(conn, team_id, user_id).await? else {
        return Ok(Done { changed: 0, summary: jobs::digests_summary(0), queued: 0 });
    };
    let due = reads::team_due(conn, team_id, today).await?;
    let queued = usize::from(queue(conn, team_id, &reader, &due, today, links).await?);
    Ok(Done { changed: queued, summary: jobs::digests_summary(queued), queued })
}
