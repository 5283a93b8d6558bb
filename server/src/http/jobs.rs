//! `GET /api/jobs` and `POST /api/jobs/{job}/run`: the team's scheduled jobs, their latest runs,
//! and an admin's "Run now" (docs/http.md, "Reminders: scheduled jobs and e-mail"). Admins only:
//! what the server does by itself is theirs to watch.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use rightsdesk_core::Job;
use serde::Serialize;
use utoipa::ToSchema;

use super::extract::{CurrentUser, Json};
use super::openapi::{Conflict, Forbidden, NotFound, Unauthorized};
use crate::db::jobs as runs;
use crate::error::{Error, Result};
use crate::jobs::{self, JobRun};
use crate::state::AppState;

/// How many runs `GET /api/jobs` lists.
const LATEST_RUNS: i64 = 50;

/// A job, with its last run.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobSummary {
    pub job: Job,
    /// "Options expire".
    pub label: String,
    /// Its latest run for the team, by the schedule or by hand; absent before the first.
    pub last_run: Option<JobRun>,
}

/// The answer of `GET /api/jobs`.
#[derive(Debug, Serialize, ToSchema)]
pub struct Jobs {
    /// Every job, in the panel's order.
    pub jobs: Vec<JobSummary>,
    /// The team's 50 latest runs, newest first.
    pub runs: Vec<JobRun>,
}

/// The team's scheduled jobs, each with its last run, and the team's 50 latest runs (admins).
#[utoipa::path(
    get,
    path = "/jobs",
    operation_id = "listJobs",
    tag = "jobs",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The jobs and their runs", body = Jobs),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
    )
)]
pub async fn list(State(state): State<AppState>, user: CurrentUser) -> Result<Json<Jobs>> {
    user.require_admin()?;
    let mut last: Vec<JobRun> = Vec::new();
    for run in runs::last_of_each(&state.db.pool, user.team_id).await? {
        last.push(run.try_into()?);
    }
    let jobs = Job::ALL
        .into_iter()
        .map(|job| JobSummary {
            job,
            label: job.label().to_owned(),
            last_run: last.iter().position(|run| run.job == job).map(|index| last.swap_remove(index)),
        })
        .collect();
    let runs = runs::latest(&state.db.pool, user.team_id, LATEST_RUNS)
        .await?
        .into_iter()
        .map(JobRun::try_from)
        .collect::<Result<Vec<_>>>()?;
    Ok(Json(Jobs { jobs, runs }))
}

/// Run a job now for the team (admins), under the window `manual-<unix seconds>`; the scheduled
/// run of the day still comes.
///
/// `options_expire` and `licenses_end` act on everything past due today (an `options_expire` of a
/// team whose options do not expire changes nothing). `digest` queues the admin's own digest only,
/// whatever their digest settings, and none when nothing is due ("Nothing is due: no digest
/// sent"); it needs e-mail set up on the server (409). 409 too when the same job is being run by
/// hand that same second.
#[utoipa::path(
    post,
    path = "/jobs/{job}/run",
    operation_id = "runJob",
    tag = "jobs",
    security(("bearer" = [])),
    params(("job" = Job, Path, description = "The job to run")),
    responses(
        (status = 201, description = "The run", body = JobRun),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 409, response = Conflict),
    )
)]
pub async fn run(
    State(state): State<AppState>,
    user: CurrentUser,
    job: std::result::Result<Path<String>, axum::extract::rejection::PathRejection>,
) -> Result<(StatusCode, Json<JobRun>)> {
    user.require_admin()?;
    // A job that does not exist names nothing, as an unknown id does.
    let job = job.ok().and_then(|Path(job)| Job::parse(&job)).ok_or(Error::NotFound)?;
    let run = jobs::run_now(&state, user.team_id, user.id, job).await?;
    Ok((StatusCode::CREATED, Json(run)))
}
