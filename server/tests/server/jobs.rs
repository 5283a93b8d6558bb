//! The scheduled jobs (docs/http.md, "Reminders: scheduled jobs and e-mail"): options that expire
//! and licenses that end, each change with a new version and an activity entry by Rightsdesk; the
//! team's setting that turns expiry off; each window run once, by two instances at once and across
//! a run that failed and an instance restarted; the Jobs panel, "Run now" and their roles; the
//! scheduler ticking by itself; and the overdue counts of the navigation.
//!
//! The jobs run at a moment the test gives (`jobs::run_due`), in a team on UTC, with dates around
//! a fixed day: the tests do not wait for the clock.

use std::time::{Duration, Instant};

use jiff::Timestamp;
use reqwest::Method;
use rightsdesk_core::Role;
use rightsdesk_server::clock::plus_days;
use rightsdesk_server::jobs::{self, JobRun};
use serde_json::{Value, json};

use crate::helpers::{TestApp, today};

/// The day the jobs run on, a Friday.
pub const DAY: &str = "2027-03-05";

/// `DAY` plus `offset` days.
pub fn day(offset: i64) -> String {
    plus_days(DAY, offset)
}

/// The moment `hh:mm` UTC of `date`.
pub fn at(date: &str, hour: u8, minute: u8) -> Timestamp {
    format!("{date}T{hour:02}:{minute:02}:00Z").parse().unwrap()
}

pub async fn ok(response: reqwest::Response) -> Value {
    let status = response.status();
    let body: Value = response.json().await.unwrap();
    assert!(status.is_success(), "{status} {body}");
    body
}

/// A team `name` on UTC with an admin, an editor and a viewer; answers their tokens.
pub struct Team {
    pub admin: String,
    pub editor: String,
    pub viewer: String,
}

pub async fn team(app: &TestApp, name: &str) -> Team {
    let lower = name.to_lowercase();
    let admin = app.sign_in_new(&format!("admin@{lower}.example"), name, Role::Admin).await;
    let editor = app.sign_in_new(&format!("editor@{lower}.example"), name, Role::Editor).await;
    let viewer = app.sign_in_new(&format!("viewer@{lower}.example"), name, Role::Viewer).await;
    ok(app.send(Method::PUT, "/api/team/settings", &admin, &json!({"timeZone": "UTC"})).await).await;
    Team { admin, editor, viewer }
}

/// An option of `title` to `company` ending on `expiry`; answered as stored.
pub async fn option(app: &TestApp, token: &str, title: &str, company: &str, expiry: &str) -> Value {
    let body =
        json!({"title": title, "company": company, "status": "option", "sentDate": day(-90), "optionExpiry": expiry});
    ok(app.send(Method::POST, "/api/prospections", token, &body).await).await
}

async fn prospection(app: &TestApp, token: &str, id: &Value) -> Value {
    ok(app.get(&format!("/api/prospections/{id}"), token).await).await
}

/// The activity entries of a record, newest first.
async fn history(app: &TestApp, token: &str, entity_type: &str, id: &Value) -> Vec<Value> {
    let path = format!("/api/activity?entityType={entity_type}&entityId={id}");
    ok(app.get(&path, token).await).await.as_array().unwrap().clone()
}

/// The runs of one job among `runs`: (window, changed, summary).
fn of_job(runs: &[JobRun], job: &str) -> Vec<(String, i64, String)> {
    runs.iter()
        .filter(|run| run.job.as_str() == job)
        .map(|run| (run.window.clone(), run.changed, run.summary.clone()))
        .collect()
}

#[tokio::test]
async fn options_past_their_expiry_expire_once_with_an_entry_by_rightsdesk() {
    let app = TestApp::spawn().await;
    let acme = team(&app, "Acme").await;
    let other = team(&app, "Other").await;
    let lapsed = option(&app, &acme.editor, "Dune", "Hanser", &day(-1)).await;
    let last_day = option(&app, &acme.editor, "Emma", "Hanser", DAY).await;
    let theirs = option(&app, &other.editor, "Theirs", "Theirs", &day(-3)).await;

    let runs = jobs::run_due(&app.state, at(DAY, 0, 1)).await.unwrap();

    let expired = prospection(&app, &acme.viewer, &lapsed["id"]).await;
    assert_eq!((&expired["status"], &expired["version"]), (&json!("expired"), &json!(2)), "a new version");
    let kept = prospection(&app, &acme.viewer, &last_day["id"]).await;
    assert_eq!((&kept["status"], &kept["version"]), (&json!("option"), &json!(1)), "its last day is still an option");
    assert_eq!(prospection(&app, &other.viewer, &theirs["id"]).await["status"], "expired", "each team's own run");
    let entries = history(&app, &acme.viewer, "prospection", &lapsed["id"]).await;
    let entry = &entries[0];
    assert_eq!(
        (&entry["actor"], &entry["actorId"], &entry["action"], &entry["entityName"], &entry["changes"]),
        (
            &json!("Rightsdesk"),
            &Value::Null,
            &json!("move"),
            &json!("Dune → Hanser"),
            &json!({"status": ["option", "expired"]})
        )
    );
    let window = DAY.to_owned();
    assert_eq!(
        of_job(&runs, "options_expire"),
        [(window.clone(), 1, "1 option expired".to_owned()), (window.clone(), 1, "1 option expired".to_owned())],
        "one run per team"
    );
    let none_ended = (window.clone(), 0, "No license ended".to_owned());
    assert_eq!(of_job(&runs, "licenses_end"), [none_ended.clone(), none_ended]);
    assert!(of_job(&runs, "digest").is_empty(), "no e-mail, no digest");

    // The day's window is done: later ticks that day do nothing, the next day's run comes.
    assert!(jobs::run_due(&app.state, at(DAY, 23, 59)).await.unwrap().is_empty());
    let next = jobs::run_due(&app.state, at(&day(1), 0, 0)).await.unwrap();
    assert_eq!(of_job(&next, "options_expire").len(), 2);
    assert_eq!(history(&app, &acme.viewer, "prospection", &lapsed["id"]).await.len(), entries.len(), "expired once");
    let expired_late = prospection(&app, &acme.viewer, &last_day["id"]).await;
    assert_eq!(expired_late["status"], "expired", "the day after its last day");

    // The Jobs panel lists the team's own runs only, newest first, each job with its last.
    let panel = ok(app.get("/api/jobs", &acme.admin).await).await;
    let listed: Vec<(&str, &str, i64)> = panel["runs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|run| (run["job"].as_str().unwrap(), run["window"].as_str().unwrap(), run["changed"].as_i64().unwrap()))
        .collect();
    let tomorrow = day(1);
    assert_eq!(
        listed,
        [
            ("licenses_end", tomorrow.as_str(), 0),
            ("options_expire", tomorrow.as_str(), 1),
            ("licenses_end", DAY, 0),
            ("options_expire", DAY, 1)
        ]
    );
    let run = &panel["runs"][1];
    assert_eq!((&run["instanceId"], &run["manual"]), (&json!(app.state.instance.id), &json!(false)));
    assert!(run["durationMs"].as_i64().is_some_and(|ms| ms >= 0) && run["startedAt"].is_string());
    assert!(run["finishedAt"].as_str() >= run["startedAt"].as_str(), "{run}");
    assert_eq!(
        panel["jobs"],
        json!([
            {"job": "options_expire", "label": "Options expire", "lastRun": panel["runs"][1]},
            {"job": "licenses_end", "label": "Licenses end", "lastRun": panel["runs"][0]},
            {"job": "digest", "label": "E-mail digest", "lastRun": null}
        ])
    );
}

#[tokio::test]
async fn signed_licenses_revert_or_expire_after_their_dates() {
    let app = TestApp::spawn().await;
    let acme = team(&app, "Acme").await;
    let license = async |title: &str, extra: Value| {
        let mut body = json!({"title": title, "company": "Gallimard", "contractDate": day(-400), "status": "signed"});
        body.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        ok(app.send(Method::POST, "/api/licenses", &acme.editor, &body).await).await
    };
    let ended = license("Dune", json!({"endDate": day(-1)})).await;
    let reverted = license("Emma", json!({"endDate": day(100), "reversionDate": day(-10)})).await;
    let in_force = license("Ulysses", json!({"endDate": DAY})).await;
    let draft = license("Vol de nuit", json!({"status": "draft", "endDate": day(-30)})).await;

    let runs = jobs::run_due(&app.state, at(DAY, 6, 0)).await.unwrap();

    assert_eq!(of_job(&runs, "licenses_end"), [(DAY.to_owned(), 2, "1 license expired, 1 reverted".to_owned())]);
    let read =
        async |license: &Value| ok(app.get(&format!("/api/licenses/{}", license["id"]), &acme.viewer).await).await;
    let now = read(&ended).await;
    assert_eq!((&now["status"], &now["signed"], &now["version"]), (&json!("expired"), &json!(false), &json!(2)));
    assert_eq!(read(&reverted).await["status"], "reverted");
    assert_eq!(read(&in_force).await["status"], "signed");
    assert_eq!(read(&draft).await["status"], "draft");
    let entries = history(&app, &acme.viewer, "license", &reverted["id"]).await;
    assert_eq!(
        (&entries[0]["actor"], &entries[0]["actorId"], &entries[0]["action"], &entries[0]["changes"]),
        (
            &json!("Rightsdesk"),
            &Value::Null,
            &json!("update"),
            &json!({"signed": [true, false], "status": ["signed", "reverted"]})
        )
    );
    // A write made from the version before the job's is told who changed the license since.
    let stale = app
        .client
        .put(app.url(&format!("/api/licenses/{}", ended["id"])))
        .bearer_auth(&acme.editor)
        .header("If-Match", "\"1\"")
        .json(&ended)
        .send()
        .await
        .unwrap();
    assert_eq!(stale.status(), 412);
    let body: Value = stale.json().await.unwrap();
    assert!(body["message"].as_str().unwrap().starts_with("This license was changed by Rightsdesk at "), "{body}");
}

#[tokio::test]
async fn a_run_over_more_records_than_one_part_changes_each_once_and_counts_them_all() {
    let app = TestApp::spawn().await;
    let acme = team(&app, "Acme").await;
    // More than the 250 candidates a part of a run commits.
    let count = 260;
    for index in 0..count {
        let body = json!({"title": format!("Title {index}"), "company": "Gallimard", "contractDate": day(-400),
            "status": "signed", "endDate": day(-1 - index % 30)});
        ok(app.send(Method::POST, "/api/licenses", &acme.editor, &body).await).await;
    }

    let runs = jobs::run_due(&app.state, at(DAY, 6, 0)).await.unwrap();

    assert_eq!(of_job(&runs, "licenses_end"), [(DAY.to_owned(), count, format!("{count} licenses expired"))]);
    let (expired, entries): (i64, i64) = sqlx::query_as(
        "SELECT (SELECT COUNT(*) FROM licenses WHERE status = 'expired' AND version = 2),
                (SELECT COUNT(*) FROM activity WHERE actor_name = 'Rightsdesk' AND entity_type = 'license')",
    )
    .fetch_one(&app.state.db.pool)
    .await
    .unwrap();
    assert_eq!((expired, entries), (count, count), "each license expired once, with one entry");
    let again = jobs::run_due(&app.state, at(DAY, 6, 1)).await.unwrap();
    assert!(of_job(&again, "licenses_end").is_empty(), "the day's run is recorded once: {again:?}");
}

#[tokio::test]
async fn a_team_that_turns_expiry_off_keeps_its_options() {
    let app = TestApp::spawn().await;
    let acme = team(&app, "Acme").await;
    let off = json!({"timeZone": "UTC", "expireOptions": false});
    assert_eq!(app.send(Method::PUT, "/api/team/settings", &acme.editor, &off).await.status(), 403);
    let settings = ok(app.send(Method::PUT, "/api/team/settings", &acme.admin, &off).await).await;
    assert_eq!(settings["expireOptions"], false);
    let kept = ok(app.send(Method::PUT, "/api/team/settings", &acme.admin, &json!({"timeZone": "UTC"})).await).await;
    assert_eq!(kept["expireOptions"], false, "left out: kept");
    let pitch = option(&app, &acme.editor, "Dune", "Hanser", &day(-5)).await;

    let runs = jobs::run_due(&app.state, at(DAY, 9, 0)).await.unwrap();
    assert!(of_job(&runs, "options_expire").is_empty(), "{runs:?}");
    assert_eq!(of_job(&runs, "licenses_end").len(), 1, "the other jobs still run");
    let by_hand = ok(app.send(Method::POST, "/api/jobs/options_expire/run", &acme.admin, &json!({})).await).await;
    assert_eq!(
        (&by_hand["changed"], &by_hand["summary"], &by_hand["manual"]),
        (&json!(0), &json!("Options do not expire in this team's settings"), &json!(true))
    );
    assert_eq!(prospection(&app, &acme.viewer, &pitch["id"]).await["status"], "option");

    // Turned on again, the day's run comes at the next tick.
    let on = json!({"timeZone": "UTC", "expireOptions": true});
    ok(app.send(Method::PUT, "/api/team/settings", &acme.admin, &on).await).await;
    let runs = jobs::run_due(&app.state, at(DAY, 9, 1)).await.unwrap();
    assert_eq!(of_job(&runs, "options_expire"), [(DAY.to_owned(), 1, "1 option expired".to_owned())]);
    assert_eq!(prospection(&app, &acme.viewer, &pitch["id"]).await["status"], "expired");
}

#[tokio::test]
async fn two_instances_run_each_window_once() {
    let app = TestApp::spawn().await;
    let sibling = app.spawn_sibling().await;
    let acme = team(&app, "Acme").await;
    let mut pitches = Vec::new();
    for (index, title) in ["Dune", "Emma", "Ulysses", "Vol de nuit", "Mrs Dalloway", "Nadja"].iter().enumerate() {
        pitches.push(option(&app, &acme.editor, title, "Hanser", &day(-1 - index as i64)).await);
    }

    // The same windows, at the same moment, from both instances, three days running.
    let mut runs = Vec::new();
    for offset in 0..3 {
        let moment = at(&day(offset), 0, 0);
        let (first, second) = tokio::join!(jobs::run_due(&app.state, moment), jobs::run_due(&sibling.state, moment));
        runs.extend(first.unwrap());
        runs.extend(second.unwrap());
    }

    let mut windows: Vec<(String, String)> =
        runs.iter().map(|run| (run.job.as_str().to_owned(), run.window.clone())).collect();
    windows.sort();
    let expected: Vec<(String, String)> = (0..3)
        .flat_map(|offset| [("licenses_end".to_owned(), day(offset)), ("options_expire".to_owned(), day(offset))])
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    assert_eq!(windows, expected, "each job's window run by one instance");
    assert_eq!(runs.iter().map(|run| run.changed).sum::<i64>(), 6, "every option expired once");
    for pitch in &pitches {
        let now = prospection(&app, &acme.viewer, &pitch["id"]).await;
        assert_eq!((&now["status"], &now["version"]), (&json!("expired"), &json!(2)));
        let entries = history(&app, &acme.viewer, "prospection", &pitch["id"]).await;
        assert_eq!(entries.iter().filter(|entry| entry["actor"] == "Rightsdesk").count(), 1, "{entries:?}");
    }
    let panel = ok(app.get("/api/jobs", &acme.admin).await).await;
    assert_eq!(panel["runs"].as_array().unwrap().len(), 6);
}

/// Makes every activity entry by Rightsdesk fail, as a full disk or a lost connection would fail
/// a job's write half-way; answers the SQL that lifts it.
async fn break_the_jobs_writes(app: &TestApp) -> &'static str {
    let (make, lift) = match std::env::var("RIGHTSDESK_TEST_DATABASE").as_deref() {
        Ok("postgres") => (
            "CREATE FUNCTION refuse_jobs() RETURNS trigger AS $$ BEGIN
               IF NEW.actor_name = 'Rightsdesk' THEN RAISE EXCEPTION 'the disk is full'; END IF; RETURN NEW;
             END $$ LANGUAGE plpgsql;
             CREATE TRIGGER refuse_jobs BEFORE INSERT ON activity FOR EACH ROW EXECUTE FUNCTION refuse_jobs();",
            "DROP TRIGGER refuse_jobs ON activity; DROP FUNCTION refuse_jobs();",
        ),
        _ => (
            "CREATE TRIGGER refuse_jobs BEFORE INSERT ON activity WHEN NEW.actor_name = 'Rightsdesk'
             BEGIN SELECT RAISE(ABORT, 'the disk is full'); END;",
            "DROP TRIGGER refuse_jobs;",
        ),
    };
    sqlx::raw_sql(make).execute(&app.state.db.pool).await.unwrap();
    lift
}

#[tokio::test]
async fn a_failed_run_rolls_back_and_runs_at_the_next_tick_and_a_finished_one_never_again() {
    let app = TestApp::spawn().await;
    let acme = team(&app, "Acme").await;
    let first = option(&app, &acme.editor, "Dune", "Hanser", &day(-1)).await;
    let second = option(&app, &acme.editor, "Emma", "Hanser", &day(-2)).await;
    ok(app.send(
        Method::POST,
        "/api/licenses",
        &acme.editor,
        &json!({"title": "Dune", "company": "Gallimard", "contractDate": day(-400), "status": "signed", "endDate": day(-1)}),
    )
    .await)
    .await;

    let lift = break_the_jobs_writes(&app).await;
    let runs = jobs::run_due(&app.state, at(DAY, 0, 0)).await.unwrap();
    assert!(runs.is_empty(), "both jobs failed half-way: {runs:?}");
    for pitch in [&first, &second] {
        let now = prospection(&app, &acme.viewer, &pitch["id"]).await;
        assert_eq!((&now["status"], &now["version"]), (&json!("option"), &json!(1)), "rolled back with its claim");
    }
    assert_eq!(ok(app.get("/api/jobs", &acme.admin).await).await["runs"], json!([]));

    // Once the trouble is gone, the next tick runs both; an instance started after finds them run.
    sqlx::raw_sql(lift).execute(&app.state.db.pool).await.unwrap();
    let runs = jobs::run_due(&app.state, at(DAY, 0, 1)).await.unwrap();
    assert_eq!(of_job(&runs, "licenses_end"), [(DAY.to_owned(), 1, "1 license expired".to_owned())]);
    assert_eq!(of_job(&runs, "options_expire"), [(DAY.to_owned(), 2, "2 options expired".to_owned())]);
    let restarted = app.spawn_sibling().await;
    let again = jobs::run_due(&restarted.state, at(DAY, 0, 2)).await.unwrap();
    assert!(again.is_empty(), "a finished run is not run twice: {again:?}");
    for pitch in [&first, &second] {
        let now = prospection(&app, &acme.viewer, &pitch["id"]).await;
        assert_eq!((&now["status"], &now["version"]), (&json!("expired"), &json!(2)));
    }
}

#[tokio::test]
async fn a_restarted_instance_runs_the_window_a_failed_one_left() {
    let app = TestApp::spawn().await;
    let acme = team(&app, "Acme").await;
    let pitch = option(&app, &acme.editor, "Dune", "Hanser", &day(-1)).await;
    let lift = break_the_jobs_writes(&app).await;
    assert!(
        jobs::run_due(&app.state, at(DAY, 3, 0)).await.unwrap().iter().all(|run| run.job.as_str() != "options_expire")
    );
    sqlx::raw_sql(lift).execute(&app.state.db.pool).await.unwrap();

    let restarted = app.spawn_sibling().await;
    let runs = jobs::run_due(&restarted.state, at(DAY, 3, 1)).await.unwrap();

    assert_eq!(of_job(&runs, "options_expire"), [(DAY.to_owned(), 1, "1 option expired".to_owned())]);
    assert_eq!(runs[0].instance_id, restarted.state.instance.id);
    assert_eq!(prospection(&app, &acme.viewer, &pitch["id"]).await["status"], "expired");
}

#[tokio::test]
async fn only_admins_see_and_run_the_jobs_of_their_own_team() {
    let app = TestApp::spawn().await;
    let acme = team(&app, "Acme").await;
    let other = team(&app, "Other").await;
    // The team reads today in the server's zone, as `today()` does.
    let zone = json!({"timeZone": rightsdesk_server::clock::server_zone()});
    ok(app.send(Method::PUT, "/api/team/settings", &acme.admin, &zone).await).await;
    let pitch = option(&app, &acme.editor, "Dune", "Hanser", &plus_days(&today(), -1)).await;
    for token in [&acme.editor, &acme.viewer] {
        assert_eq!(app.get("/api/jobs", token).await.status(), 403);
        let refused = app.send(Method::POST, "/api/jobs/options_expire/run", token, &json!({})).await;
        assert_eq!(refused.status(), 403);
    }
    assert_eq!(app.client.get(app.url("/api/jobs")).send().await.unwrap().status(), 401);
    for unknown in ["backup", "OPTIONS_EXPIRE", "options-expire"] {
        let response = app.send(Method::POST, &format!("/api/jobs/{unknown}/run"), &acme.admin, &json!({})).await;
        assert_eq!(response.status(), 404, "{unknown}");
    }

    let response =
        app.client.post(app.url("/api/jobs/options_expire/run")).bearer_auth(&acme.admin).send().await.unwrap();
    assert_eq!(response.status(), 201);
    let run: Value = response.json().await.unwrap();
    assert_eq!((&run["job"], &run["changed"], &run["manual"]), (&json!("options_expire"), &json!(1), &json!(true)));
    assert!(run["window"].as_str().unwrap().starts_with("manual-"), "{run}");
    assert_eq!(prospection(&app, &acme.viewer, &pitch["id"]).await["status"], "expired");
    // The day's scheduled run still comes.
    let scheduled = jobs::run_due(&app.state, Timestamp::now()).await.unwrap();
    assert!(scheduled.iter().any(|run| run.job.as_str() == "options_expire" && !run.window.starts_with("manual")));

    let theirs = ok(app.get("/api/jobs", &other.admin).await).await;
    assert!(theirs["runs"].as_array().unwrap().iter().all(|run| run["manual"] == false), "{theirs}");
    assert_eq!(theirs["jobs"][0]["lastRun"]["changed"], 0, "their own run only: {theirs}");
}

#[tokio::test]
async fn the_scheduler_ticks_by_itself_on_each_instance_that_has_it() {
    let app = TestApp::spawn().await;
    let acme = team(&app, "Acme").await;
    let pitch = option(&app, &acme.editor, "Dune", "Hanser", &plus_days(&today(), -1)).await;
    // The team's "today" is UTC's: a day of the server's zone may not have ended there yet.
    let zone = json!({"timeZone": rightsdesk_server::clock::server_zone()});
    ok(app.send(Method::PUT, "/api/team/settings", &acme.admin, &zone).await).await;

    let ticking =
        app.spawn_sibling_with(rightsdesk_server::config::Config { jobs_every_secs: 1, ..app.config.clone() }).await;
    let start = Instant::now();
    let panel = loop {
        let panel = ok(app.get("/api/jobs", &acme.admin).await).await;
        if panel["runs"].as_array().unwrap().len() >= 2 || start.elapsed() > Duration::from_secs(10) {
            break panel;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let runs = panel["runs"].as_array().unwrap();
    assert_eq!(runs.len(), 2, "{panel}");
    assert!(runs.iter().all(|run| run["instanceId"] == ticking.state.instance.id.as_str()), "{panel}");
    assert_eq!(prospection(&app, &acme.viewer, &pitch["id"]).await["status"], "expired");
    // Its next ticks find the day's windows run.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(ok(app.get("/api/jobs", &acme.admin).await).await["runs"].as_array().unwrap().len(), 2);
}

#[tokio::test]
async fn the_overdue_counts_are_those_of_the_lists_and_the_home_page() {
    let app = TestApp::spawn().await;
    let acme = team(&app, "Acme").await;
    let other = team(&app, "Other").await;
    let real = |offset: i64| plus_days(&today(), offset);
    // The team reads today in the server's zone, as `today()` does.
    let zone = json!({"timeZone": rightsdesk_server::clock::server_zone()});
    ok(app.send(Method::PUT, "/api/team/settings", &acme.admin, &zone).await).await;
    let post = async |path: &str, body: Value| ok(app.send(Method::POST, path, &acme.editor, &body).await).await;
    post(
        "/api/prospections",
        json!({"title": "Dune", "company": "Seuil", "status": "sent", "sentDate": real(-40), "chaseDate": real(-2)}),
    )
    .await;
    post(
        "/api/prospections",
        json!({"title": "Emma", "company": "Seuil", "status": "sent", "sentDate": real(-40), "chaseDate": real(0)}),
    )
    .await;
    post(
        "/api/prospections",
        json!({"title": "Nadja", "company": "Seuil", "status": "declined", "sentDate": real(-40), "chaseDate": real(-9), "declineReason": "price"}),
    )
    .await;
    let license = post(
        "/api/licenses",
        json!({"title": "Dune", "company": "Gallimard", "contractDate": real(-400), "status": "signed", "currency": "EUR",
            "publicationDate": real(-300), "statementDays": 30}),
    )
    .await;
    let payments = format!("/api/licenses/{}/payments", license["id"]);
    post(&payments, json!({"amount": 100, "dueDate": real(-3)})).await;
    post(&payments, json!({"amount": 100, "dueDate": real(3)})).await;
    let fair = post(
        "/api/fairs",
        json!({"name": "London Book Fair", "startDate": real(1), "endDate": real(3), "timeZone": "Europe/London"}),
    )
    .await;
    let hanser = post("/api/companies", json!({"name": "Hanser"})).await;
    let me = ok(app.get("/api/me", &acme.editor).await).await;
    for (time, status) in [("10:00", "requested"), ("11:00", "requested"), ("12:00", "confirmed")] {
        let meeting = json!({"start": format!("{}T{time}", real(1)), "memberIds": [me["id"]], "companyId": hanser["id"], "status": status});
        post(&format!("/api/fairs/{}/meetings", fair["id"]), meeting).await;
    }

    let counts = ok(app.get("/api/overdue", &acme.viewer).await).await;

    let listed = app.get("/api/prospections?due=overdue", &acme.viewer).await;
    let overdue_chases: i64 = listed.headers()["x-total-count"].to_str().unwrap().parse().unwrap();
    let home = ok(app.get("/api/dashboard", &acme.viewer).await).await;
    let money = home["paymentsOverdue"].as_i64().unwrap() + home["statementsOverdue"].as_i64().unwrap();
    assert!(home["statementsOverdue"].as_i64().unwrap() > 0, "{home}");
    assert_eq!(counts, json!({"prospections": overdue_chases, "money": money, "fairs": 2}));
    assert_eq!(overdue_chases, 1);
    assert_eq!(
        ok(app.get("/api/overdue", &other.viewer).await).await,
        json!({"prospections": 0, "money": 0, "fairs": 0})
    );
    assert_eq!(app.client.get(app.url("/api/overdue")).send().await.unwrap().status(), 401);
}

/// The scheduler forgets, at its tick, the runs of over a year ago and the messages sent or given
/// up over 90 days ago (with their bodies), and keeps the rest: a message still to send, whatever
/// its age, and everything recent.
#[tokio::test]
async fn old_runs_and_sent_messages_are_forgotten_and_the_rest_kept() {
    let app = TestApp::spawn().await;
    let acme = team(&app, "Acme").await;
    let pool = &app.state.db.pool;
    let made = jobs::run_due(&app.state, at(DAY, 0, 1)).await.unwrap();
    let (old_run, kept_run) = (made[0].id, made[1].id);
    let now = Timestamp::now().as_second();
    let year_and_a_day = jobs::RUNS_KEPT_SECS + 86_400;
    sqlx::query("UPDATE job_runs SET started_at = started_at - $1 WHERE id = $2")
        .bind(year_and_a_day)
        .bind(old_run)
        .execute(pool)
        .await
        .unwrap();
    let team_id: i64 = sqlx::query_scalar("SELECT id FROM teams WHERE name = 'Acme'").fetch_one(pool).await.unwrap();
    let old = now - jobs::MESSAGES_KEPT_SECS - 86_400;
    for (subject, status, created_at) in [
        ("old sent", "sent", old),
        ("old failed", "failed", old),
        ("old queued", "queued", old),
        ("new sent", "sent", now),
    ] {
        sqlx::query(
            "INSERT INTO mail_outbox (team_id, kind, to_address, subject, text_body, status, attempts, next_attempt_at, created_at)
             VALUES ($1, 'test', 'admin@acme.example', $2, 'body', $3, 1, $4, $4)",
        )
        .bind(team_id)
        .bind(subject)
        .bind(status)
        .bind(created_at)
        .execute(pool)
        .await
        .unwrap();
    }

    jobs::run_due(&app.state, Timestamp::now()).await.unwrap();

    let runs: Vec<i64> = sqlx::query_scalar("SELECT id FROM job_runs ORDER BY id").fetch_all(pool).await.unwrap();
    assert!(!runs.contains(&old_run) && runs.contains(&kept_run), "{runs:?}");
    let subjects: Vec<String> =
        sqlx::query_scalar("SELECT subject FROM mail_outbox ORDER BY id").fetch_all(pool).await.unwrap();
    assert_eq!(subjects, ["old queued", "new sent"]);
    let listed = ok(app.get("/api/jobs", &acme.admin).await).await;
    assert!(listed["runs"].as_array().unwrap().iter().all(|run| run["id"] != old_run), "{listed}");
}
