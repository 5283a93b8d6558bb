//! The scheduler (docs/http.md, "Reminders: scheduled jobs and e-mail"): every serving instance
//! ticks every `RIGHTSDESK_JOBS_EVERY_SECS` ([`start`]), and at each tick, for each team, runs each
//! job whose window has come ([`run_due`]): `options_expire` and `licenses_end` once a day (the
//! window is the team's date), the `digest` at the hours members chose (the window is the date and
//! the hour, claimed only when a member is due).
//!
//! A run claims its window by inserting its `job_runs` row in the transaction of its last changes
//! and their activity entries: an instance that finds the row there (another ran it, or this one
//! before a restart) does not run it, and a run that fails or is killed half-way rolls back its
//! unfinished chunk with its claim, so the next tick runs it again and finds what is left. The
//! jobs that change records commit every few hundred changes (`records` says why), each chunk
//! reading its candidates again after taking the team's turn for the job (an advisory lock on
//! PostgreSQL; SQLite's writes take turns already): two runs that meet change each record once.
//! On PostgreSQL the second insert of a key waits for the first transaction, then finds its row.
//!
//! Not here: what a job makes of a record and how a run is summed up (core's `jobs`), the
//! digest's wording (core's `digest`), sending the mail (`crate::mail`).

mod digest;
mod records;

use std::time::Instant;

use jiff::Timestamp;
use rightsdesk_core::{IsoDate, Job, jobs, messages};
use serde::Serialize;
use utoipa::ToSchema;

use crate::background::Periodic;
use crate::clock;
use crate::db::jobs::{self as runs, Run};
use crate::db::{awaited, licenses, mail, teams, timestamp};
use crate::error::{Error, Result};
use crate::state::AppState;

/// What a run did, written on its row.
pub struct Done {
    /// Records changed, or messages queued.
    changed: usize,
    summary: String,
    /// Messages queued, which the mailer is told of once the run commits.
    queued: usize,
}

/// What a run does in the transaction that claimed it.
enum Work {
    Options {
        today: IsoDate,
    },
    /// `options_expire` by hand for a team whose options do not expire by themselves: nothing.
    OptionsOff,
    Licenses {
        today: IsoDate,
    },
    /// The scheduled digests due at `hour` of `today`.
    Digests {
        today: IsoDate,
        hour: i64,
    },
    /// An admin's own digest, by hand.
    DigestOf {
        today: IsoDate,
        user_id: i64,
    },
}

/// A run of a job, as the Jobs panel lists it (`GET /api/jobs`, `POST /api/jobs/{job}/run`).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobRun {
    pub id: i64,
    pub job: Job,
    /// What it ran for: the team's date (`2026-11-27`), a digest's date and hour (`2026-11-27T08`),
    /// or `manual-<unix seconds>` for a run by hand.
    pub window: String,
    /// The server instance that ran it (`GET /api/servers`).
    pub instance_id: String,
    /// RFC 3339 in UTC.
    pub started_at: String,
    pub finished_at: String,
    pub duration_ms: i64,
    /// How many records it changed, or messages it queued.
    pub changed: i64,
    /// One line: "2 options expired".
    pub summary: String,
    /// Run by an admin's "Run now" rather than by the schedule.
    pub manual: bool,
}

impl TryFrom<Run> for JobRun {
    type Error = Error;

    fn try_from(run: Run) -> Result<JobRun> {
        Ok(JobRun {
            id: run.id,
            job: Job::parse(&run.job)
                .ok_or_else(|| Error::Internal(format!("unknown job {:?} in the job_runs table", run.job)))?,
            window: run.run_window,
            instance_id: run.instance_id,
            started_at: timestamp(run.started_at),
            finished_at: timestamp(run.finished_at),
            duration_ms: run.duration_ms,
            changed: run.changed,
            summary: run.summary,
            manual: run.manual != 0,
        })
    }
}

/// Runs `work` as `job`'s run of `window` for team `team_id`, if this claims the window: the run
/// as recorded, or `None` when the window was claimed already. A failure rolls back the claim with
/// the chunk it was in.
async fn run(
    state: &AppState,
    team_id: i64,
    job: Job,
    window: &str,
    manual: bool,
    work: Work,
) -> Result<Option<JobRun>> {
    let (started, started_at) = (Instant::now(), crate::db::now());
    if let Work::Digests { today, .. } | Work::DigestOf { today, .. } = work {
        // The overdue statements a digest lists are the statements awaited of its day.
        awaited::ensure(&state.db, team_id, today).await?;
    }
    let mut progress = records::Progress::default();
    let mut tx = loop {
        let mut tx = state.db.begin_bulk_write().await?;
        match job {
            // As every license write does, first thing (db::licenses::take_turns says why).
            Job::LicensesEnd => licenses::take_turns(&mut tx, state.db.backend, team_id).await?,
            // Two runs of the team's job meeting on PostgreSQL take turns, so that each chunk
            // reads its candidates after the other's committed changes (SQLite's writes do).
            Job::OptionsExpire => crate::db::take_turns(&mut tx, state.db.backend, job.as_str(), team_id).await?,
            Job::Digest => {}
        }
        match work {
            Work::Options { today } => records::expire_options(&mut tx, team_id, today, &mut progress).await?,
            Work::Licenses { today } => records::end_licenses(&mut tx, team_id, today, &mut progress).await?,
            Work::OptionsOff | Work::Digests { .. } | Work::DigestOf { .. } => {}
        }
        if !progress.more {
            break tx;
        }
        tx.commit().await?;
    };
    let Some(id) = runs::claim(&mut tx, team_id, job, window, &state.instance.id, manual, started_at).await? else {
        // Another instance ran the window meanwhile. What this one changed is right all the same
        // (each chunk read its candidates in its transaction), so it is kept.
        tx.commit().await?;
        return Ok(None);
    };
    let links = state.mail.as_ref().map_or("", |mail| mail.links.as_str());
    let done = match work {
        Work::Options { .. } => {
            Done { changed: progress.expired, summary: jobs::options_summary(progress.expired), queued: 0 }
        }
        Work::OptionsOff => {
            Done { changed: 0, summary: "Options do not expire in this team's settings".to_owned(), queued: 0 }
        }
        Work::Licenses { .. } => Done {
            changed: progress.expired + progress.reverted,
            summary: jobs::licenses_summary(progress.expired, progress.reverted),
            queued: 0,
        },
        Work::Digests { today, hour } => digest::queue_scheduled(&mut tx, team_id, today, hour, links).await?,
        Work::DigestOf { today, user_id } => digest::queue_for(&mut tx, team_id, user_id, today, links).await?,
    };
    let duration_ms = i64::try_from(started.elapsed().as_millis()).unwrap_or(i64::MAX);
    let recorded = runs::finish(&mut tx, id, done.changed, &done.summary, duration_ms).await?;
    tx.commit().await?;
    if done.queued > 0
        && let Some(mail) = &state.mail
    {
        mail.wake();
    }
    tracing::info!(team = team_id, job = job.as_str(), window, changed = done.changed, summary = %done.summary, "job ran");
    Ok(Some(recorded.try_into()?))
}

/// Runs, for every team, each job whose window has come at the moment `at` and that no instance
/// has run yet: what the scheduler does at each tick, and what tests call with the moment they
/// choose. Answers the runs this call made; a run that fails is logged and left to the next tick.
pub async fn run_due(state: &AppState, at: Timestamp) -> Result<Vec<JobRun>> {
    // by the clock the runs and messages were stamped with, whatever moment `at` is
    forget_old(state, crate::db::now()).await;
    let team_ids = teams::ids(&mut *state.db.pool.acquire().await?).await?;
    let mut done = Vec::new();
    for team_id in team_ids {
        // One team's trouble does not hold the others' jobs back.
        let due = match due(state, team_id, at).await {
            Ok(due) => due,
            Err(err) => {
                tracing::warn!(team = team_id, error = %err, "cannot tell which jobs are due; the next tick tries again");
                continue;
            }
        };
        for (job, window, work) in due {
            match run(state, team_id, job, &window, false, work).await {
                Ok(Some(run)) => done.push(run),
                Ok(None) => {}
                Err(err) => tracing::warn!(
                    team = team_id, job = job.as_str(), window, error = %err,
                    "a scheduled job failed and was rolled back; the next tick runs it again"
                ),
            }
        }
    }
    Ok(done)
}

/// How long the runs are kept: a year of them, far more than the admins' list shows.
pub const RUNS_KEPT_SECS: i64 = 366 * 24 * 60 * 60;

/// How long a message sent or given up is kept, with its bodies, for the admins' list.
pub const MESSAGES_KEPT_SECS: i64 = 90 * 24 * 60 * 60;

/// Forgets the runs and messages older than they are kept (each tick: two indexed deletes that
/// find nothing most of the time). A failure is logged: it costs room, not a job.
async fn forget_old(state: &AppState, now: i64) {
    if let Err(err) = runs::forget_before(&state.db.pool, now - RUNS_KEPT_SECS).await {
        tracing::warn!(error = %err, "cannot forget the old job runs; the next tick tries again");
    }
    if let Err(err) = mail::forget_before(&state.db.pool, now - MESSAGES_KEPT_SECS).await {
        tracing::warn!(error = %err, "cannot forget the old messages; the next tick tries again");
    }
}

/// The team's jobs whose window has come at `at` and that no instance has run yet, each with its
/// window and what it does.
async fn due(state: &AppState, team_id: i64, at: Timestamp) -> Result<Vec<(Job, String, Work)>> {
    let mut conn = state.db.pool.acquire().await?;
    let (today, hour) = clock::date_and_hour(&clock::team_zone(&mut conn, team_id).await?, at);
    let (day, hourly) = (today.to_string(), format!("{today}T{hour:02}"));
    let windows =
        [(Job::OptionsExpire, day.as_str()), (Job::LicensesEnd, day.as_str()), (Job::Digest, hourly.as_str())];
    let ran = runs::ran(&state.db.pool, team_id, &windows).await?;
    let not_run = |job: Job, window: &str| !ran.contains(&(job, window.to_owned()));
    let mut due = Vec::new();
    if not_run(Job::OptionsExpire, &day) && teams::expire_options(&mut conn, team_id).await? {
        due.push((Job::OptionsExpire, day.clone(), Work::Options { today }));
    }
    if not_run(Job::LicensesEnd, &day) {
        due.push((Job::LicensesEnd, day, Work::Licenses { today }));
    }
    // Without e-mail no digest is made: one made now would go out stale once e-mail is set up.
    if state.mail.is_some()
        && not_run(Job::Digest, &hourly)
        && digest::anyone_due(&mut conn, team_id, today, hour).await?
    {
        due.push((Job::Digest, hourly, Work::Digests { today, hour }));
    }
    Ok(due)
}

/// Runs `job` now for team `team_id`, at the request of its admin `user_id`, under the window
/// `manual-<unix seconds>` (the scheduled run of the day still comes). A digest by hand is the
/// admin's own, queued even outside their settings; it needs e-mail set up (409 otherwise). 409
/// too when the same job was run by hand in the same second.
pub async fn run_now(state: &AppState, team_id: i64, user_id: i64, job: Job) -> Result<JobRun> {
    let mut conn = state.db.pool.acquire().await?;
    let today = clock::today(&mut conn, team_id).await?;
    let work = match job {
        Job::OptionsExpire if teams::expire_options(&mut conn, team_id).await? => Work::Options { today },
        Job::OptionsExpire => Work::OptionsOff,
        Job::LicensesEnd => Work::Licenses { today },
        Job::Digest if state.mail.is_some() => Work::DigestOf { today, user_id },
        Job::Digest => return Err(Error::Conflict(messages::MAIL_NOT_SET_UP.into())),
    };
    drop(conn);
    let window = format!("manual-{}", crate::db::now());
    run(state, team_id, job, &window, true, work)
        .await?
        .ok_or_else(|| Error::Conflict(messages::JOB_ALREADY_RUNNING.into()))
}

/// Starts this instance's scheduler, unless `RIGHTSDESK_JOBS_EVERY_SECS` is 0: it ticks at once
/// (catching up what came while the server was down), then every so many seconds.
pub fn start(state: &AppState) -> Option<Periodic> {
    let every = Some(state.jobs_every).filter(|every| !every.is_zero())?;
    let state = state.clone();
    Some(Periodic::spawn(every, true, None, move || {
        let state = state.clone();
        async move {
            if let Err(err) = run_due(&state, Timestamp::now()).await {
                tracing::warn!(error = %err, "the scheduler's tick failed; the next one tries again");
            }
        }
    }))
}
