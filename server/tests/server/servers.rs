//! `GET /api/servers`: every instance serving the database records itself, so two instances on
//! one database list each other, each marking itself current; a stopped or silent instance is
//! listed as stopped, and one not seen for a day is forgotten. Only admins see them.

use std::time::{Duration, Instant};

use rightsdesk_core::Role;
use rightsdesk_server::db::now;
use serde_json::Value;
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

use crate::helpers::TestApp;

async fn servers(app: &TestApp, token: &str) -> Vec<Value> {
    let response = app.get("/api/servers", token).await;
    assert_eq!(response.status(), 200);
    response.json().await.unwrap()
}

fn find<'a>(listed: &'a [Value], id: &str) -> &'a Value {
    listed.iter().find(|server| server["id"] == id).unwrap_or_else(|| panic!("{id} is not in {listed:?}"))
}

fn seconds(text: &Value) -> i64 {
    OffsetDateTime::parse(text.as_str().unwrap(), &Rfc3339).unwrap().unix_timestamp()
}

fn engine() -> &'static str {
    match std::env::var("RIGHTSDESK_TEST_DATABASE").as_deref() {
        Ok("postgres") => "postgres",
        _ => "sqlite",
    }
}

#[tokio::test]
async fn the_answering_instance_lists_itself_with_its_version_engine_and_database_round_trip() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("ada@example.com", "Acme", Role::Admin).await;

    let listed = servers(&app, &token).await;

    assert_eq!(listed.len(), 1, "{listed:?}");
    let this = &listed[0];
    assert_eq!(this["id"], app.state.instance.id.as_str());
    assert_eq!(this["version"], env!("CARGO_PKG_VERSION"));
    assert_eq!(this["database"], engine());
    assert_eq!((this["current"].as_bool(), this["running"].as_bool()), (Some(true), Some(true)));
    let (started, seen) = (seconds(&this["startedAt"]), seconds(&this["lastSeenAt"]));
    assert!(started <= seen && seen <= now() && now() - started < 60, "{this}");
    assert!((0..60).contains(&this["uptimeSeconds"].as_i64().unwrap()), "{this}");
    assert!(this["databaseLatencyMs"].as_f64().is_some_and(|ms| (0.0..5000.0).contains(&ms)), "{this}");
    assert_eq!(app.client.get(app.url("/api/servers")).send().await.unwrap().status(), 401);
}

#[tokio::test]
async fn only_admins_see_the_servers() {
    let app = TestApp::spawn().await;
    let admin = app.sign_in_new("ada@example.com", "Acme", Role::Admin).await;
    for (email, role) in [("vic@example.com", Role::Viewer), ("eve@example.com", Role::Editor)] {
        app.add_user(email, "Someone", "Acme", role).await;
        let response = app.get("/api/servers", &app.token(email).await).await;
        assert_eq!(response.status(), 403, "{role:?}");
        let body: Value = response.json().await.unwrap();
        assert!(body["message"].as_str().is_some_and(|message| !message.is_empty()), "{body}");
    }
    assert_eq!(app.get("/api/servers", &admin).await.status(), 200);
}

#[tokio::test]
async fn two_instances_on_one_database_list_each_other() {
    let app = TestApp::spawn().await;
    let sibling = app.spawn_sibling().await;
    let token = app.sign_in_new("ada@example.com", "Acme", Role::Admin).await;
    let (first, second) = (app.state.instance.id.clone(), sibling.state.instance.id.clone());
    assert_ne!(first, second);

    for (instance, current, other) in [(&app, &first, &second), (&sibling, &second, &first)] {
        let listed = servers(instance, &token).await;
        assert_eq!(listed.len(), 2, "{listed:?}");
        assert_eq!(listed[0]["id"], current.as_str(), "the answering instance first");
        assert_eq!(find(&listed, current)["current"], true);
        assert_eq!(find(&listed, other)["current"], false);
        assert_eq!(find(&listed, other)["running"], true);
        assert_eq!(find(&listed, other)["database"], engine());
    }
}

#[tokio::test]
async fn a_stopped_instance_is_listed_as_stopped() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("ada@example.com", "Acme", Role::Admin).await;
    let sibling = app.spawn_sibling().await;
    let gone = sibling.state.instance.id.clone();
    assert_eq!(find(&servers(&app, &token).await, &gone)["running"], true);

    drop(sibling);

    // The stop is recorded as the server finishes, just after the drop.
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let listed = servers(&app, &token).await;
        let stopped = find(&listed, &gone);
        if stopped["running"] == false {
            assert_eq!(stopped["current"], false);
            assert!(now() - seconds(&stopped["lastSeenAt"]) < 60, "seen at its stop: {stopped}");
            break;
        }
        assert!(Instant::now() < deadline, "still running: {stopped}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn a_silent_instance_shows_as_stopped_until_its_next_heartbeat_and_old_ones_are_forgotten() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("ada@example.com", "Acme", Role::Admin).await;
    let sibling = app.spawn_sibling().await;
    let id = sibling.state.instance.id.clone();
    let pool = &app.state.db.pool;
    // As if it had missed its heartbeats for two minutes (a hung process, a lost network).
    sqlx::query("UPDATE instances SET last_seen_at = $1 WHERE id = $2")
        .bind(now() - 120)
        .bind(&id)
        .execute(pool)
        .await
        .unwrap();
    // And an instance last seen two days ago.
    sqlx::query(
        "INSERT INTO instances (id, version, engine, started_at, last_seen_at) VALUES ('old', '0.0.1', 'sqlite', $1, $1)",
    )
    .bind(now() - 2 * 24 * 60 * 60)
    .execute(pool)
    .await
    .unwrap();

    let listed = servers(&app, &token).await;
    assert_eq!(find(&listed, &id)["running"], false, "silent for over a minute");
    assert_eq!(listed.last().unwrap()["id"], "old", "the stopped ones last: {listed:?}");

    // Its next heartbeat (every 5 seconds) shows it running again and forgets the old one.
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        let listed = servers(&app, &token).await;
        if find(&listed, &id)["running"] == true {
            assert!(listed.iter().all(|server| server["id"] != "old"), "{listed:?}");
            break;
        }
        assert!(Instant::now() < deadline, "no heartbeat: {listed:?}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}
