//! A database that cannot be reached: requests are answered 503 within the connection timeout
//! (2 s) with `Retry-After`, `/readyz` says so while `/healthz` stays alive, and everything works
//! again once the database answers; the security headers of every answer.

use std::time::{Duration, Instant};

use reqwest::Method;
use rightsdesk_core::Role;
use serde_json::{Value, json};

use crate::helpers::TestApp;

/// Takes every connection of the server's pool, as a database that stopped answering would leave
/// requests waiting, until the guard is dropped.
async fn hold_every_connection(app: &TestApp) -> Vec<sqlx::pool::PoolConnection<sqlx::Any>> {
    let pool = &app.state.db.pool;
    let mut held = Vec::new();
    for _ in 0..pool.options().get_max_connections() {
        held.push(pool.acquire().await.unwrap());
    }
    held
}

#[tokio::test]
async fn without_a_database_connection_requests_are_answered_503_quickly_and_recover() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    assert_eq!(app.client.get(app.url("/readyz")).send().await.unwrap().text().await.unwrap(), "ready");

    let held = hold_every_connection(&app).await;
    let calls = [
        app.client.get(app.url("/api/titles")).bearer_auth(&token),
        app.client.post(app.url("/api/titles")).bearer_auth(&token).json(&json!({"name": "Lost in the outage"})),
        app.client
            .post(app.url("/auth/login"))
            .json(&json!({"email": "alice@example.com", "password": "whatever it is"})),
        app.client.get(app.url("/readyz")),
    ];
    for call in calls {
        let started = Instant::now();
        let answer = call.send().await.unwrap();
        let waited = started.elapsed();
        assert_eq!(answer.status(), 503, "{}", answer.url());
        assert!(waited < Duration::from_secs(3), "{} waited {waited:?}", answer.url());
        assert_eq!(answer.headers()["retry-after"], "5");
        let body: Value = answer.json().await.unwrap();
        assert_eq!(body["message"], "The database is unavailable; try again in a moment");
    }
    // The process itself is alive: a load balancer's liveness check still passes.
    assert_eq!(app.client.get(app.url("/healthz")).send().await.unwrap().status(), 200);

    drop(held);
    assert_eq!(app.client.get(app.url("/readyz")).send().await.unwrap().status(), 200);
    let titles: Vec<Value> = app.get("/api/titles", &token).await.json().await.unwrap();
    assert!(titles.is_empty(), "the create refused during the outage wrote nothing: {titles:?}");
    let made = app.send(Method::POST, "/api/titles", &token, &json!({"name": "After the outage"})).await;
    assert_eq!(made.status(), 200);
}

#[tokio::test]
async fn every_answer_carries_the_security_headers() {
    let app = TestApp::spawn().await;
    for path in ["/", "/titles/edit/7", "/api/countries", "/api/titles", "/healthz", "/assets/index-abc123.js"] {
        let answer = app.client.get(app.url(path)).send().await.unwrap();
        let headers = answer.headers();
        let policy = headers["content-security-policy"].to_str().unwrap();
        assert!(policy.contains("default-src 'self'") && policy.contains("'wasm-unsafe-eval'"), "{path}: {policy}");
        assert!(policy.contains("frame-ancestors 'none'") && !policy.contains("'unsafe-eval'"), "{path}: {policy}");
        assert!(!policy.contains("script-src 'self' 'unsafe-inline'"), "{path}: {policy}");
        assert_eq!(headers["x-content-type-options"], "nosniff", "{path}");
        assert_eq!(headers["x-frame-options"], "DENY", "{path}");
        assert_eq!(headers["referrer-policy"], "no-referrer", "{path}");
        assert!(headers.get("strict-transport-security").is_none(), "{path}: no HSTS over plain http");
    }
    // The API reference page allows its one inline script, by hash, and nothing else inline (and
    // the run-time code its viewer compiles).
    let docs = app.client.get(app.url("/api/docs")).send().await.unwrap();
    let policy = docs.headers()["content-security-policy"].to_str().unwrap().to_owned();
    assert!(policy.contains("script-src 'self' 'sha256-") && !policy.contains("'unsafe-inline' 'sha256"), "{policy}");

    // Behind https, browsers are told to keep to it.
    let mut config = app.config.clone();
    config.public_url = Some("https://rights.example.com".into());
    let https = app.spawn_sibling_with(config).await;
    let answer = https.client.get(https.url("/healthz")).send().await.unwrap();
    assert_eq!(answer.headers()["strict-transport-security"], "max-age=31536000; includeSubDomains");
}
