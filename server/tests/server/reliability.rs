//! What a real team hits on its first day: concurrent writes, hostile text, stale rights,
//! guessing passwords, and what a client would lose silently. Each test reproduces a defect
//! found under load on the first release.

use std::collections::HashSet;
use std::time::Duration;

use futures::future::join_all;
use reqwest::Method;
use rightsdesk_core::Role;
use rightsdesk_server::auth::password;
use rightsdesk_server::db::users;
use serde_json::{Value, json};

use crate::helpers::{PASSWORD, TestApp};

const CONCURRENT: usize = 16;

fn license(title: &str, company: &str) -> Value {
    json!({ "title": title, "company": company, "contractDate": "2024-03-15", "currency": "EUR" })
}

/// The statuses of `requests` sent all at once.
async fn statuses(requests: Vec<reqwest::RequestBuilder>) -> Vec<u16> {
    join_all(requests.into_iter().map(|request| async move { request.send().await.unwrap().status().as_u16() })).await
}

fn assert_no_server_error(statuses: &[u16], what: &str) {
    let failed: Vec<_> = statuses.iter().filter(|status| **status >= 500).collect();
    assert!(failed.is_empty(), "{what}: {} of {} answered 5xx: {statuses:?}", failed.len(), statuses.len());
}

#[tokio::test]
async fn concurrent_license_writes_and_deletes_never_fail() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let creates = (0..CONCURRENT)
        .map(|n| {
            app.client
                .post(app.url("/api/licenses"))
                .bearer_auth(&token)
                .json(&license(&format!("Title {n}"), &format!("Company {}", n % 4)))
        })
        .collect();
    let created = statuses(creates).await;
    assert_eq!(created, vec![200; CONCURRENT], "every concurrent create is stored");

    let list: Vec<Value> = app.get("/api/licenses", &token).await.json().await.unwrap();
    let updates = list
        .iter()
        .map(|l| {
            let body =
                json!({ "title": l["title"], "company": "Company 0", "contractDate": "2024-04-01", "advance": 10, "currency": "EUR" });
            app.client.put(app.url(&format!("/api/licenses/{}", l["id"]))).bearer_auth(&token).json(&body)
        })
        .collect();
    assert_eq!(statuses(updates).await, vec![200; CONCURRENT], "every concurrent update is stored");

    // Half the deletes hit titles still in use (409), half free ones (200); none fails.
    let titles: Vec<Value> = app.get("/api/titles", &token).await.json().await.unwrap();
    for n in 0..CONCURRENT / 2 {
        app.send(Method::POST, "/api/titles", &token, &json!({ "name": format!("Unused {n}") })).await;
    }
    let all_titles: Vec<Value> = app.get("/api/titles", &token).await.json().await.unwrap();
    assert_eq!(all_titles.len(), titles.len() + CONCURRENT / 2);
    let deletes = all_titles
        .iter()
        .map(|t| app.client.delete(app.url(&format!("/api/titles/{}", t["id"]))).bearer_auth(&token))
        .collect();
    let deleted = statuses(deletes).await;
    assert_no_server_error(&deleted, "title deletes");
    assert_eq!(deleted.iter().filter(|s| **s == 200).count(), CONCURRENT / 2, "{deleted:?}");
    assert_eq!(deleted.iter().filter(|s| **s == 409).count(), CONCURRENT, "{deleted:?}");

    // The same for companies: one in use (the updates moved every license to it), eleven free,
    // each deleted twice at once.
    for n in 0..CONCURRENT / 2 {
        app.send(Method::POST, "/api/companies", &token, &json!({ "name": format!("Free {n}") })).await;
    }
    let companies: Vec<Value> = app.get("/api/companies", &token).await.json().await.unwrap();
    let deletes = companies
        .iter()
        .chain(&companies)
        .map(|c| app.client.delete(app.url(&format!("/api/companies/{}", c["id"]))).bearer_auth(&token))
        .collect();
    let deleted = statuses(deletes).await;
    assert_no_server_error(&deleted, "company deletes");
    assert_eq!(companies.len(), 4 + CONCURRENT / 2);
    assert_eq!(
        deleted.iter().filter(|s| **s == 200).count(),
        companies.len() - 1,
        "each free company deleted once: {deleted:?}"
    );
    assert_eq!(deleted.iter().filter(|s| **s == 409).count(), 2, "{deleted:?}");
    assert_eq!(app.get("/api/companies", &token).await.json::<Vec<Value>>().await.unwrap().len(), 1);
}

#[tokio::test]
async fn concurrent_licenses_naming_one_new_title_share_it() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    for round in 0..3 {
        let name = format!("Brand New Book {round}");
        let requests = (0..8)
            .map(|_| {
                app.client.post(app.url("/api/licenses")).bearer_auth(&token).json(&license(&name, "Brand New House"))
            })
            .collect();
        assert_eq!(statuses(requests).await, vec![200; 8]);
        let titles: Vec<Value> = app.get("/api/titles", &token).await.json().await.unwrap();
        assert_eq!(titles.iter().filter(|t| t["name"] == name.as_str()).count(), 1, "one title named {name}");
    }
    let companies: Vec<Value> = app.get("/api/companies", &token).await.json().await.unwrap();
    assert_eq!(companies.len(), 1);
}

#[tokio::test]
async fn title_names_are_unique_per_team_case_and_accents_aside() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let other = app.sign_in_new("bob@example.com", "Other team", Role::Editor).await;
    assert_eq!(app.send(Method::POST, "/api/titles", &token, &json!({ "name": "Les Misérables" })).await.status(), 200);
    let again = app.send(Method::POST, "/api/titles", &token, &json!({ "name": "LES MISERABLES" })).await;
    assert_eq!(again.status(), 422);
    assert_eq!(
        again.json::<Value>().await.unwrap()["errors"],
        json!({ "name": "A title with this name already exists" })
    );
    assert_eq!(
        app.send(Method::POST, "/api/titles", &other, &json!({ "name": "Les Misérables" })).await.status(),
        200,
        "another team may"
    );

    let second: Value =
        app.send(Method::POST, "/api/titles", &token, &json!({ "name": "Notre-Dame" })).await.json().await.unwrap();
    let renamed = app
        .send(Method::PUT, &format!("/api/titles/{}", second["id"]), &token, &json!({ "name": "les misérables" }))
        .await;
    assert_eq!(renamed.status(), 422, "renaming onto a taken name is refused too");
}

#[tokio::test]
async fn an_advance_after_a_license_without_one_is_stored() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    // Sequential requests reuse the pool's few open connections, so a statement first run with
    // a null advance is run again with a number on the same connection.
    for n in 0..6 {
        let without = app.send(Method::POST, "/api/licenses", &token, &license(&format!("A{n}"), "C")).await;
        assert_eq!(without.status(), 200);
        let body = json!({ "title": format!("B{n}"), "company": "C", "contractDate": "2024-03-15", "advance": 5, "currency": "EUR" });
        let with = app.send(Method::POST, "/api/licenses", &token, &body).await;
        assert_eq!(with.status(), 200, "{}", with.text().await.unwrap());
        let stored: Value = with.json().await.unwrap();
        let id = stored["id"].as_i64().unwrap();
        let update = json!({ "title": format!("B{n}"), "company": "C", "contractDate": "2024-03-15", "advance": 1234.56, "currency": "EUR" });
        let updated: Value =
            app.send(Method::PUT, &format!("/api/licenses/{id}"), &token, &update).await.json().await.unwrap();
        assert_eq!(updated["advance"].as_f64(), Some(1234.56), "stored exactly");
    }
}

#[tokio::test]
async fn nul_in_any_text_is_refused_on_that_field() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;

    let login = app.login("alice@example.com\u{0}", PASSWORD).await;
    assert_eq!(login.status(), 422);
    assert_eq!(login.json::<Value>().await.unwrap()["errors"]["email"], "Text must not contain the NUL character");

    let title = json!({ "name": "Ok", "author": "A\u{0}B", "description": "\u{0}" });
    let refused = app.send(Method::POST, "/api/titles", &token, &title).await;
    assert_eq!(refused.status(), 422);
    let errors = &refused.json::<Value>().await.unwrap()["errors"];
    assert_eq!(errors["author"], "Text must not contain the NUL character");
    assert_eq!(errors["description"], "Text must not contain the NUL character");

    let company = json!({ "name": "House", "contacts": [{ "name": "Ann", "email": "a\u{0}@x.org" }] });
    let refused = app.send(Method::POST, "/api/companies", &token, &company).await;
    assert_eq!(refused.status(), 422);
    assert_eq!(
        refused.json::<Value>().await.unwrap()["errors"]["contacts.0.email"],
        "Text must not contain the NUL character"
    );

    for field in
        ["title", "company", "agent", "commission", "royalties", "filesFee", "printRun", "retailPrice", "notes"]
    {
        let mut body = license("T", "C");
        body[field] = json!("x\u{0}y");
        let refused = app.send(Method::POST, "/api/licenses", &token, &body).await;
        assert_eq!(refused.status(), 422, "{field}");
        assert_eq!(
            refused.json::<Value>().await.unwrap()["errors"][field],
            "Text must not contain the NUL character",
            "{field}"
        );
    }

    // In a path, NUL is just not matched.
    let completion = app.get("/api/titles/complete/ab%00c", &token).await;
    assert_eq!(completion.status(), 200);
    assert_eq!(app.get("/api/licenses", &token).await.json::<Value>().await.unwrap(), json!([]), "nothing was stored");
}

#[tokio::test]
async fn unknown_fields_are_refused_by_name_and_read_only_ones_ignored() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let misspelt =
        app.send(Method::POST, "/api/titles", &token, &json!({ "name": "Dune", "publish_date": "1965-08-01" })).await;
    assert_eq!(misspelt.status(), 400);
    assert_eq!(misspelt.json::<Value>().await.unwrap()["message"], "Unknown field `publish_date`");

    let nested = json!({ "name": "House", "contacts": [{ "name": "Ann", "mail": "a@x.org" }] });
    let refused = app.send(Method::POST, "/api/companies", &token, &nested).await;
    assert_eq!(refused.status(), 400);
    assert_eq!(refused.json::<Value>().await.unwrap()["message"], "Unknown field `contacts.0.mail`");
    assert_eq!(app.get("/api/titles", &token).await.json::<Value>().await.unwrap(), json!([]));

    // What the server answered can be sent back as it is: read-only fields pass.
    let created: Value =
        app.send(Method::POST, "/api/licenses", &token, &license("Dune", "Chilton")).await.json().await.unwrap();
    let resent = app.send(Method::PUT, &format!("/api/licenses/{}", created["id"]), &token, &created).await;
    assert_eq!(resent.status(), 200);
    let company: Value =
        app.get(&format!("/api/companies/{}", created["companyId"]), &token).await.json().await.unwrap();
    assert_eq!(
        app.send(Method::PUT, &format!("/api/companies/{}", created["companyId"]), &token, &company).await.status(),
        200
    );
}

#[tokio::test]
async fn a_name_of_only_combining_accents_is_no_name() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let refused = app.send(Method::POST, "/api/companies", &token, &json!({ "name": "\u{301}\u{308}" })).await;
    assert_eq!(refused.status(), 422);
    assert_eq!(refused.json::<Value>().await.unwrap()["errors"]["name"], "Company name is required");
    let refused = app.send(Method::POST, "/api/titles", &token, &json!({ "name": " \u{301} " })).await;
    assert_eq!(refused.json::<Value>().await.unwrap()["errors"]["name"], "Title name is required");
}

#[tokio::test]
async fn a_demoted_user_cannot_write_with_an_older_token() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let sibling = app.spawn_sibling().await;
    assert_eq!(app.send(Method::POST, "/api/titles", &token, &json!({ "name": "Before" })).await.status(), 200);

    sqlx::query("UPDATE users SET role = 'viewer' WHERE email = 'alice@example.com'")
        .execute(&app.state.db.pool)
        .await
        .unwrap();
    for instance in [&app, &sibling] {
        let refused = instance.send(Method::POST, "/api/titles", &token, &json!({ "name": "After" })).await;
        assert_eq!(refused.status(), 403, "the role is read from the account on every instance");
        assert_eq!(instance.get("/api/titles", &token).await.status(), 200, "a viewer still reads");
    }
    let me: Value = app.get("/api/me", &token).await.json().await.unwrap();
    assert_eq!(me["roles"], json!(["viewer"]));
}

#[tokio::test]
async fn a_new_password_signs_out_every_older_session() {
    let app = TestApp::spawn().await;
    let sibling = app.spawn_sibling().await;
    app.add_user("alice@example.com", "Alice", "Acme", Role::Editor).await;
    let (first, second) = (app.token("alice@example.com").await, sibling.token("alice@example.com").await);
    assert_eq!(app.get("/api/me", &first).await.status(), 200);

    let hash = password::hash("a brand new password").await.unwrap();
    assert!(users::set_password(&app.state.db.pool, "alice@example.com", &hash).await.unwrap());
    for (instance, token) in [(&app, &first), (&sibling, &second), (&app, &second)] {
        assert_eq!(instance.get("/api/me", token).await.status(), 401);
    }
    let fresh = app.login("alice@example.com", "a brand new password").await.json::<Value>().await.unwrap();
    assert_eq!(sibling.get("/api/me", fresh["token"].as_str().unwrap()).await.status(), 200);
}

#[tokio::test]
async fn a_burst_of_wrong_guesses_never_exceeds_the_limit() {
    let app = TestApp::spawn().await;
    app.add_user("alice@example.com", "Alice", "Acme", Role::Editor).await;
    let guesses = (0..40)
        .map(|n| {
            app.client
                .post(app.url("/auth/login"))
                .json(&json!({ "email": "alice@example.com", "password": format!("guess {n}") }))
        })
        .collect();
    let answered = statuses(guesses).await;
    assert_eq!(answered.iter().filter(|s| **s == 401).count(), 5, "five guesses checked: {answered:?}");
    assert_eq!(answered.iter().filter(|s| **s == 429).count(), 35, "the rest refused unchecked: {answered:?}");
}

#[tokio::test]
async fn two_instances_share_the_throttle() {
    let app = TestApp::spawn().await;
    let sibling = app.spawn_sibling().await;
    app.add_user("alice@example.com", "Alice", "Acme", Role::Editor).await;
    for n in 0..5 {
        let instance = if n % 2 == 0 { &app } else { &sibling };
        assert_eq!(instance.login("alice@example.com", "guess").await.status(), 401);
    }
    assert_eq!(sibling.login("alice@example.com", PASSWORD).await.status(), 429, "the other instance counted them too");
    assert_eq!(app.login("alice@example.com", PASSWORD).await.status(), 429);
}

#[tokio::test]
async fn a_trusted_proxy_names_the_client_and_nobody_else_can() {
    let app = TestApp::spawn().await;
    let mut config = app.config.clone();
    config.trusted_proxy = vec!["127.0.0.1".parse().unwrap()];
    let proxied = app.spawn_sibling_with(config).await;
    app.add_user("alice@example.com", "Alice", "Acme", Role::Editor).await;
    let login = |instance: &TestApp, client: &str| {
        instance
            .client
            .post(instance.url("/auth/login"))
            .header("x-forwarded-for", client)
            .json(&json!({ "email": "alice@example.com", "password": "guess" }))
    };
    // Behind the proxy, an attacker's address is locked out...
    for _ in 0..5 {
        assert_eq!(login(&proxied, "203.0.113.9").send().await.unwrap().status(), 401);
    }
    assert_eq!(login(&proxied, "203.0.113.9").send().await.unwrap().status(), 429);
    // ...while the owner, from their own address, still signs in.
    let owner = proxied.client.post(proxied.url("/auth/login")).header("x-forwarded-for", "198.51.100.4");
    assert_eq!(
        owner.json(&json!({ "email": "alice@example.com", "password": PASSWORD })).send().await.unwrap().status(),
        200
    );
    // Without a trusted proxy the header is the client's own word and is ignored: the same
    // address, whatever it claims, is counted as one.
    for n in 0..5 {
        assert_eq!(login(&app, &format!("192.0.2.{n}")).send().await.unwrap().status(), 401);
    }
    assert_eq!(login(&app, "192.0.2.99").send().await.unwrap().status(), 429);
}

#[tokio::test]
async fn password_checks_do_not_stall_other_requests() {
    let app = TestApp::spawn().await;
    // Eight checks of a slow hash, each for its own e-mail (no throttling), and meanwhile a
    // health check: it answers while most checks are still running, not after them all.
    let finished = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let logins = (0..8).map(|n| {
        let (request, finished) = (
            app.client
                .post(app.url("/auth/login"))
                .json(&json!({ "email": format!("u{n}@x.org"), "password": "guess" })),
            finished.clone(),
        );
        async move {
            let status = request.send().await.unwrap().status();
            finished.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            status
        }
    });
    let burst = tokio::spawn(join_all(logins));
    tokio::time::sleep(Duration::from_millis(20)).await;
    assert_eq!(app.client.get(app.url("/healthz")).send().await.unwrap().status(), 200);
    let done_when_healthy = finished.load(std::sync::atomic::Ordering::SeqCst);
    let statuses: HashSet<_> = burst.await.unwrap().into_iter().map(|s| s.as_u16()).collect();
    assert_eq!(statuses, HashSet::from([401]));
    assert!(done_when_healthy <= 4, "the health check waited for {done_when_healthy} of 8 password checks");
}

#[tokio::test]
async fn a_checkpoint_truncates_the_sqlite_wal() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    for n in 0..20 {
        app.send(Method::POST, "/api/licenses", &token, &license(&format!("T{n}"), "C")).await;
    }
    let wal = app.dir.join("data/rightsdesk.db-wal");
    let before = app.state.db.checkpoint(0).await.unwrap();
    if app.config.database_url.is_none() {
        assert!(before > 0, "the writes went to the WAL");
        assert_eq!(std::fs::metadata(&wal).unwrap().len(), 0, "past the limit, the WAL file is truncated");
    } else {
        assert_eq!(before, 0, "PostgreSQL has no WAL of ours to checkpoint");
    }
}

#[tokio::test]
async fn the_sqlite_wal_is_started_over_while_writes_go_on() {
    // The server copies the WAL into the database file beside the writes, not in their commits
    // (db/checkpoints.rs): under writes that never pause, it must still have SQLite start the WAL
    // over, or the file grows by every page written (1,000 titles by two clients: some 35 MB).
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    // Two clients: their writes seldom share a commit, so each writes its own pages.
    let writers = (0..2).map(|writer| {
        let (app, token) = (&app, &token);
        async move {
            for n in 0..500 {
                let created =
                    app.send(Method::POST, "/api/titles", token, &json!({ "name": format!("T{writer}-{n}") })).await;
                assert_eq!(created.status(), 200);
            }
        }
    });
    join_all(writers).await;
    let listed = app.get("/api/titles?limit=1", &token).await;
    assert_eq!(listed.headers()["x-total-count"], "1000");
    if app.config.database_url.is_none() {
        let wal = std::fs::metadata(app.dir.join("data/rightsdesk.db-wal")).unwrap().len();
        assert!(wal < 12 << 20, "the WAL grew to {} MB", wal >> 20);
    }
}

#[tokio::test]
async fn a_write_dropped_while_its_transaction_begins_leaves_none_open() {
    // A request whose client goes away is dropped wherever it waits, beginning its transaction
    // included. Were a transaction left open on a pooled connection, every later write on that
    // connection would fail (and on SQLite, hold the write lock for good).
    let app = TestApp::spawn().await;
    let db = &app.state.db;
    for attempt in 0..2000u64 {
        // Dropped after 0 to 190 µs: before, during and after each step of a BEGIN.
        let wait = Duration::from_micros(attempt % 20 * 10);
        let _ = tokio::time::timeout(wait, db.begin_write()).await;
    }
    // Every connection of the pool (handed out in turn) can still begin, write and commit.
    for _ in 0..4 * db.pool.options().get_max_connections() {
        let mut tx = db.begin_write().await.expect("a write begins");
        sqlx::query("UPDATE teams SET name = name WHERE id = 0").execute(&mut *tx).await.unwrap();
        tx.commit().await.expect("a write commits");
    }
}
