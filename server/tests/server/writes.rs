//! Writes that arrive together (issue 31): on SQLite they share a transaction while others wait
//! for the one writer (group commit); each is still wholly kept or wholly undone, alone, and
//! answered once it is committed. On PostgreSQL they run side by side: the same outcomes.

use std::collections::HashSet;
use std::time::Duration;

use futures::FutureExt;
use futures::future::join_all;
use reqwest::Method;
use rightsdesk_core::Role;
use rightsdesk_core::Title;
use rightsdesk_server::db::{Backend, Db, Last, Write, teams, titles};
use rightsdesk_server::error::Result;
use serde_json::{Value, json};
use sqlx::any::AnyArguments;
use tokio::task::JoinHandle;

use crate::helpers::TestApp;

/// The app's database, and a write that holds the turn (on SQLite) having written the team `name`.
async fn first_write(app: &TestApp, name: &str) -> (Db, Write) {
    let db = app.state.db.clone();
    let mut first = db.begin_write().await.unwrap();
    teams::find_or_create(&mut first, name).await.unwrap();
    (db, first)
}

/// Writes the team `name` on a task of its own, as a request does (an import's write if `bulk`),
/// holds the write for `hold`, then commits it, or drops it unfinished unless `keep` (a failed
/// request's write).
fn spawn_write(db: &Db, name: &'static str, bulk: bool, hold: Duration, keep: bool) -> JoinHandle<Result<()>> {
    let db = db.clone();
    tokio::spawn(async move {
        let mut tx = if bulk { db.begin_bulk_write().await? } else { db.begin_write().await? };
        teams::find_or_create(&mut tx, name).await?;
        tokio::time::sleep(hold).await;
        if keep { tx.commit().await } else { Ok(()) }
    })
}

async fn team_exists(db: &Db, name: &str) -> bool {
    let mut conn = db.pool.acquire().await.unwrap();
    teams::find(&mut conn, name).await.unwrap().is_some()
}

#[tokio::test]
async fn writes_waiting_for_the_turn_share_a_commit_and_each_is_kept_or_undone_alone() {
    let app = TestApp::spawn().await;
    let (db, first) = first_write(&app, "Group first").await;
    // Three writes arrive while the first holds the turn (on PostgreSQL, they run beside it): the
    // first of them waits to be let go before it commits, the second is dropped unfinished, as a
    // failed request's write is.
    let (let_go, released) = tokio::sync::oneshot::channel::<()>();
    let mut later = vec![{
        let db = db.clone();
        tokio::spawn(async move {
            let mut tx = db.begin_write().await?;
            teams::find_or_create(&mut tx, "Group second").await?;
            released.await.unwrap();
            tx.commit().await
        })
    }];
    for (name, keep) in [("Group dropped", false), ("Group last", true)] {
        tokio::time::sleep(Duration::from_millis(30)).await;
        later.push(spawn_write(&db, name, false, Duration::ZERO, keep));
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    let committing = tokio::spawn(first.commit());
    tokio::time::sleep(Duration::from_millis(200)).await;
    if db.backend == Backend::Sqlite {
        // The first write's answer waits for its group's commit, which the next write holds open.
        assert!(!committing.is_finished(), "the first commit returned before its group committed");
    }
    let_go.send(()).unwrap();
    committing.await.unwrap().unwrap();
    for write in later {
        write.await.unwrap().unwrap();
    }
    for name in ["Group first", "Group second", "Group last"] {
        assert!(team_exists(&db, name).await, "{name} was committed");
    }
    assert!(!team_exists(&db, "Group dropped").await, "the dropped write was undone, and it alone");
    // The turn is free again: a write alone commits at once.
    let mut alone = db.begin_write().await.unwrap();
    teams::find_or_create(&mut alone, "Group alone").await.unwrap();
    alone.commit().await.unwrap();
    assert!(team_exists(&db, "Group alone").await);
}

#[tokio::test]
async fn concurrent_creates_keep_exactly_the_accepted_titles_each_with_its_activity_entry() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    // 24 names, each asked twice at once: one of each pair is refused as taken, maybe within the
    // transaction that holds the other, and its refusal undoes nothing else.
    let names: Vec<String> = (0..24).map(|n| format!("Harbour {n}")).collect();
    let (app, token) = (&app, &token);
    let sent = names.iter().chain(names.iter()).map(|name| async move {
        let response = app.send(Method::POST, "/api/titles", token, &json!({ "name": name, "author": "Bench" })).await;
        (name.clone(), response.status().as_u16())
    });
    let answers = join_all(sent).await;
    let accepted: Vec<&String> = answers.iter().filter(|(_, status)| *status == 200).map(|(name, _)| name).collect();
    let refused: Vec<u16> = answers.iter().map(|(_, status)| *status).filter(|status| *status != 200).collect();
    assert_eq!(accepted.iter().copied().collect::<HashSet<_>>(), names.iter().collect(), "one of each pair is kept");
    assert_eq!(accepted.len(), names.len());
    assert_eq!(refused, vec![422; names.len()], "the other is refused as taken, never failed");

    let stored: Vec<(String,)> = sqlx::query_as("SELECT name FROM titles").fetch_all(&app.state.db.pool).await.unwrap();
    assert_eq!(stored.iter().map(|(name,)| name).collect::<HashSet<_>>(), names.iter().collect());
    assert_eq!(stored.len(), names.len());
    let entries: Vec<(String,)> =
        sqlx::query_as("SELECT entity_name FROM activity WHERE entity_type = 'title' AND action = 'create'")
            .fetch_all(&app.state.db.pool)
            .await
            .unwrap();
    assert_eq!(entries.len(), names.len(), "an activity entry for each title kept, none for a refused one");
    assert_eq!(entries.iter().map(|(name,)| name).collect::<HashSet<_>>(), names.iter().collect());
}

#[tokio::test]
async fn an_import_arriving_commits_the_open_group_before_it_begins_instead_of_joining_it() {
    let app = TestApp::spawn().await;
    let (db, first) = first_write(&app, "Before the import").await;
    // an import of many rows takes its time
    let import = spawn_write(&db, "Imported", true, Duration::from_millis(400), true);
    tokio::time::sleep(Duration::from_millis(100)).await;
    first.commit().await.unwrap();
    // The create's answer came without waiting for the import to end.
    assert!(team_exists(&db, "Before the import").await);
    assert!(!team_exists(&db, "Imported").await, "the first write waited for the import");
    import.await.unwrap().unwrap();
    assert!(team_exists(&db, "Imported").await);
}

#[tokio::test]
async fn a_write_whose_client_goes_away_as_it_commits_still_ends_and_its_group_with_it() {
    let app = TestApp::spawn().await;
    let (db, first) = first_write(&app, "Gone first").await;
    let later = spawn_write(&db, "Gone later", false, Duration::ZERO, true);
    tokio::time::sleep(Duration::from_millis(200)).await;
    // The request is dropped as soon as its commit has begun (polled once).
    let cut = first.commit().now_or_never();
    later.await.unwrap().expect("the next write is committed and told so");
    assert!(team_exists(&db, "Gone later").await);
    if db.backend == Backend::Sqlite {
        assert!(cut.is_none(), "the commit was cut off before it ended");
        // The cut-off commit went on: the group it handed over held its work.
        assert!(team_exists(&db, "Gone first").await);
    }
}

#[tokio::test]
async fn a_write_whose_last_statement_fails_is_undone_alone_and_its_group_goes_on() {
    let app = TestApp::spawn().await;
    let (db, first) = first_write(&app, "Last first").await;
    // While the first write holds the turn, a write whose last statement (its activity entry, sent
    // with its end) fails, then one that ends well.
    let failing = {
        let db = db.clone();
        tokio::spawn(async move {
            let mut tx = db.begin_write().await?;
            teams::find_or_create(&mut tx, "Last refused").await?;
            let last = Last { sql: "INSERT INTO no_such_table (id) VALUES (1)".into(), args: AnyArguments::default() };
            tx.commit_after(last).await
        })
    };
    tokio::time::sleep(Duration::from_millis(30)).await;
    let after = spawn_write(&db, "Last after", false, Duration::ZERO, true);
    tokio::time::sleep(Duration::from_millis(200)).await;
    first.commit().await.unwrap();
    assert!(failing.await.unwrap().is_err(), "the write whose last statement failed was told so");
    after.await.unwrap().unwrap();
    assert!(team_exists(&db, "Last first").await && team_exists(&db, "Last after").await);
    assert!(!team_exists(&db, "Last refused").await, "the failed write's own work was undone");
}

#[tokio::test]
async fn a_title_changed_while_its_update_waited_for_the_turn_is_updated_from_its_change() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("waits@example.com", "Waits", Role::Editor).await;
    let created: Value =
        app.send(Method::POST, "/api/titles", &token, &json!({"name": "Seen"})).await.json().await.unwrap();
    let id = created["id"].as_i64().unwrap();
    let team_id = teams::find(&mut app.state.db.pool.acquire().await.unwrap(), "Waits").await.unwrap().unwrap();
    // A write holds the turn (on PostgreSQL, the title's row) and renames the title, while two
    // updates read it as it was: one without If-Match, one with the version it had.
    let db = app.state.db.clone();
    let mut first = db.begin_write().await.unwrap();
    titles::claim(&mut first, team_id, id).await.unwrap().unwrap();
    let renamed = Title { name: "Changed meanwhile".into(), ..Title::default() };
    titles::update(&mut first, team_id, id, &renamed, false).await.unwrap().unwrap();
    let put = |if_match: Option<&'static str>| {
        let (client, url, token) = (app.client.clone(), app.url(&format!("/api/titles/{id}")), token.clone());
        tokio::spawn(async move {
            let mut request = client.put(url).bearer_auth(token).json(&json!({"name": "Updated"}));
            if let Some(tag) = if_match {
                request = request.header("If-Match", tag);
            }
            request.send().await.unwrap()
        })
    };
    let stale = put(Some("\"1\""));
    let blind = put(None);
    tokio::time::sleep(Duration::from_millis(300)).await;
    first.commit().await.unwrap();
    let (stale, blind) = (stale.await.unwrap(), blind.await.unwrap());
    assert_eq!(stale.status().as_u16(), 412, "the version it was read at is gone");
    assert_eq!(blind.status().as_u16(), 200);
    let stored: Value = blind.json().await.unwrap();
    assert_eq!((stored["name"].as_str(), stored["version"].as_i64()), (Some("Updated"), Some(3)));
    // Its history compares it with the title as the other write left it, not as it was first read.
    let activity: Value =
        app.get(&format!("/api/activity?entityType=title&entityId={id}"), &token).await.json().await.unwrap();
    let update = activity.as_array().unwrap().iter().find(|entry| entry["action"] == "update").unwrap();
    assert_eq!(update["changes"]["name"], json!(["Changed meanwhile", "Updated"]));
}
