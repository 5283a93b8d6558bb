//! `GET /api/activity`: one entry per write to business data, written with the write (a refused
//! write leaves none), who and what changed, newest first, filtered per record, and no team sees
//! another's.

use reqwest::Method;
use reqwest::multipart::{Form, Part};
use rightsdesk_core::Role;
use serde_json::{Value, json};

use crate::helpers::TestApp;

async fn activity(app: &TestApp, token: &str, query: &str) -> (Vec<Value>, i64) {
    let response = app.get(&format!("/api/activity{query}"), token).await;
    assert_eq!(response.status(), 200, "{query}");
    let total = response.headers()["x-total-count"].to_str().unwrap().parse().unwrap();
    (response.json().await.unwrap(), total)
}

/// `(action, entityType, entityName)` of each entry, oldest first.
fn told(entries: &[Value]) -> Vec<(String, String, String)> {
    let field = |entry: &Value, key: &str| entry[key].as_str().unwrap().to_string();
    entries.iter().rev().map(|e| (field(e, "action"), field(e, "entityType"), field(e, "entityName"))).collect()
}

fn entry(action: &str, entity_type: &str, name: &str) -> (String, String, String) {
    (action.into(), entity_type.into(), name.into())
}

async fn ok(response: reqwest::Response) -> Value {
    assert!(response.status().is_success(), "{}", response.status());
    response.json().await.unwrap()
}

#[tokio::test]
async fn every_kind_of_write_is_told_once_with_who_and_what_changed() {
    let app = TestApp::spawn().await;
    app.add_user("alice@example.com", "Alice Martin", "Acme", Role::Editor).await;
    let token = app.token("alice@example.com").await;
    let send = |method: Method, path: &'static str, body: Value| {
        let (app, token) = (&app, &token);
        async move { ok(app.send(method, path, token, &body).await).await }
    };

    let dune = send(Method::POST, "/api/titles", json!({"name": "Dune"})).await;
    let id = dune["id"].as_i64().unwrap();
    let path = format!("/api/titles/{id}");
    ok(app.send(Method::PUT, &path, &token, &json!({"name": "Dune", "author": "Frank Herbert"})).await).await;
    // Saving what is already stored changes nothing, and tells nothing.
    ok(app.send(Method::PUT, &path, &token, &json!({"name": "Dune", "author": "Frank Herbert"})).await).await;
    let company =
        send(Method::POST, "/api/companies", json!({"name": "Gallimard", "contacts": [{"name": "Anne"}]})).await;
    let company_path = format!("/api/companies/{}", company["id"]);
    let renamed =
        json!({"name": "Gallimard", "contacts": [{"id": company["contacts"][0]["id"], "name": "Anne Dupont"}]});
    ok(app.send(Method::PUT, &company_path, &token, &renamed).await).await;

    // A license naming a new title and a new company makes both, with a PDF.
    let pdf = {
        let mut bytes = b"%PDF-1.7\n".to_vec();
        bytes.resize(2048, b'x');
        bytes
    };
    let form = Form::new()
        .text(
            "license",
            json!({"title": "Emma", "company": "Seuil", "contractDate": "2024-01-05", "advance": 4000, "currency": "EUR"}).to_string(),
        )
        .part("file", Part::bytes(pdf).file_name("emma.pdf").mime_str("application/pdf").unwrap());
    let license: Value =
        ok(app.client.post(app.url("/api/licenses")).bearer_auth(&token).multipart(form).send().await.unwrap()).await;
    let license_path = format!("/api/licenses/{}", license["id"]);
    let mut changed = license.clone();
    changed["advance"] = json!(5500.5);
    ok(app.send(Method::PUT, &license_path, &token, &changed).await).await;
    ok(app.send(Method::DELETE, &format!("{license_path}/file"), &token, &json!({})).await).await;

    // A prospection: made, moved, chased, offered, converted.
    let pitch =
        send(Method::POST, "/api/prospections", json!({"title": "Dune", "company": "Gallimard", "language": "fr"}))
            .await;
    let pitch_path = format!("/api/prospections/{}", pitch["id"]);
    let mut sent = pitch.clone();
    sent["status"] = json!("sent");
    sent["sentDate"] = json!("2026-03-10");
    ok(app.send(Method::PUT, &pitch_path, &token, &sent).await).await;
    ok(app.send(Method::POST, &format!("{pitch_path}/chase"), &token, &json!({"nextChaseDate": "2099-01-01"})).await)
        .await;
    let offer = json!({"receivedDate": "2026-04-01", "advance": 7000, "currency": "EUR"});
    ok(app.send(Method::POST, &format!("{pitch_path}/offers"), &token, &offer).await).await;
    let converted = ok(app.send(Method::POST, &format!("{pitch_path}/convert"), &token, &json!({})).await).await;

    // Deletes, and an import.
    ok(app.send(Method::DELETE, &format!("/api/licenses/{}", converted["license"]["id"]), &token, &json!({})).await)
        .await;
    ok(app.send(Method::DELETE, &pitch_path, &token, &json!({})).await).await;
    let spare = send(Method::POST, "/api/titles", json!({"name": "Spare"})).await;
    ok(app.send(Method::DELETE, &format!("/api/titles/{}", spare["id"]), &token, &json!({})).await).await;
    ok(app.send(Method::POST, "/api/titles/import", &token, &json!([{"name": "A"}, {"name": "B"}])).await).await;

    let (entries, total) = activity(&app, &token, "").await;
    assert_eq!(
        told(&entries),
        [
            entry("create", "title", "Dune"),
            entry("update", "title", "Dune"),
            entry("create", "company", "Gallimard"),
            entry("update", "company", "Gallimard"),
            entry("create", "title", "Emma"),
            entry("create", "company", "Seuil"),
            entry("create", "license", "Emma – Seuil"),
            entry("update", "license", "Emma – Seuil"),
            entry("remove_file", "license", "Emma – Seuil"),
            entry("create", "prospection", "Dune → Gallimard"),
            entry("move", "prospection", "Dune → Gallimard"),
            entry("chase", "prospection", "Dune → Gallimard"),
            entry("offer", "prospection", "Dune → Gallimard"),
            entry("create", "license", "Dune – Gallimard"),
            entry("convert", "prospection", "Dune → Gallimard"),
            entry("delete", "license", "Dune – Gallimard"),
            entry("delete", "prospection", "Dune → Gallimard"),
            entry("create", "title", "Spare"),
            entry("delete", "title", "Spare"),
            entry("import", "title", "2 titles"),
        ]
    );
    assert_eq!(total, 20);

    let find = |action: &str, name: &str| {
        entries.iter().find(|e| e["action"] == action && e["entityName"] == name).unwrap().clone()
    };
    let title_update = find("update", "Dune");
    assert_eq!(title_update["changes"], json!({"author": [null, "Frank Herbert"]}));
    assert_eq!((&title_update["actor"], &title_update["entityId"]), (&json!("Alice Martin"), &json!(id)));
    assert!(title_update["actorId"].as_i64().is_some());
    let at = title_update["at"].as_str().unwrap();
    assert!(at.ends_with('Z') && at.len() == 20, "{at}");
    assert_eq!(find("update", "Gallimard")["changes"], json!({"contacts": [["Anne"], ["Anne Dupont"]]}));
    assert_eq!(find("update", "Emma – Seuil")["changes"], json!({"advance": [4000.0, 5500.5]}));
    assert_eq!(find("remove_file", "Emma – Seuil")["changes"], json!({"file": ["emma.pdf", null]}));
    let moved = find("move", "Dune → Gallimard");
    assert_eq!(moved["changes"]["status"], json!(["to_send", "sent"]));
    assert_eq!(moved["changes"]["sentDate"], json!([null, "2026-03-10"]));
    assert_eq!(find("chase", "Dune → Gallimard")["changes"]["chaseDate"][1], "2099-01-01");
    let offered = find("offer", "Dune → Gallimard")["changes"].clone();
    assert_eq!(offered["status"], json!(["sent", "offer"]));
    assert_eq!(offered["offer"][1]["advance"], json!(7000.0));
    assert_eq!(find("convert", "Dune → Gallimard")["changes"]["status"], json!(["offer", "licensed"]));
    assert_eq!(find("import", "2 titles")["entityId"], Value::Null);
    assert_eq!(find("create", "Dune")["changes"], Value::Null);
}

#[tokio::test]
async fn a_refused_or_failed_write_leaves_no_entry() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let title = ok(app.send(Method::POST, "/api/titles", &token, &json!({"name": "Dune"})).await).await;
    ok(app
        .send(
            Method::POST,
            "/api/licenses",
            &token,
            &json!({"title": "Dune", "company": "G", "contractDate": "2024-01-01"}),
        )
        .await)
    .await;
    let (_, before) = activity(&app, &token, "").await;
    let refused = [
        (Method::POST, "/api/titles".to_string(), json!({"name": ""}), 422),
        (Method::POST, "/api/titles".to_string(), json!({"name": "dune"}), 422),
        (Method::PUT, "/api/titles/999".to_string(), json!({"name": "X"}), 404),
        (Method::DELETE, format!("/api/titles/{}", title["id"]), json!({}), 409),
        // The new company is made, then the unknown title refuses the license: both roll back.
        (
            Method::POST,
            "/api/licenses".to_string(),
            json!({"title": "x", "titleId": 999, "company": "New Co", "contractDate": "2024-01-01"}),
            422,
        ),
        (
            Method::POST,
            "/api/prospections/batch".to_string(),
            json!([{"title": "A", "company": "B"}, {"company": "B"}]),
            422,
        ),
    ];
    for (method, path, body, status) in refused {
        assert_eq!(app.send(method.clone(), &path, &token, &body).await.status(), status, "{method} {path}");
    }
    let (_, after) = activity(&app, &token, "").await;
    assert_eq!(after, before);
    let companies: Vec<Value> = app.get("/api/companies", &token).await.json().await.unwrap();
    assert_eq!(companies.len(), 1, "New Co was rolled back with its entry");
}

#[tokio::test]
async fn the_log_is_filtered_by_record_paged_and_the_teams_own() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let viewer = app.sign_in_new("victor@example.com", "Acme", Role::Viewer).await;
    let other = app.sign_in_new("bob@example.com", "Other", Role::Admin).await;
    let dune = ok(app.send(Method::POST, "/api/titles", &token, &json!({"name": "Dune"})).await).await;
    ok(app.send(Method::POST, "/api/titles", &token, &json!({"name": "Emma"})).await).await;
    let id = dune["id"].as_i64().unwrap();
    ok(app
        .send(Method::PUT, &format!("/api/titles/{id}"), &token, &json!({"name": "Dune", "author": "Herbert"}))
        .await)
    .await;
    ok(app.send(Method::POST, "/api/companies", &token, &json!({"name": "Gallimard"})).await).await;
    ok(app.send(Method::POST, "/api/titles", &other, &json!({"name": "Theirs"})).await).await;

    let (entries, total) = activity(&app, &viewer, &format!("?entityType=title&entityId={id}")).await;
    assert_eq!(told(&entries), [entry("create", "title", "Dune"), entry("update", "title", "Dune")]);
    assert_eq!(total, 2);
    let (entries, total) = activity(&app, &viewer, "?entityType=title&limit=1&offset=1").await;
    assert_eq!((told(&entries), total), (vec![entry("create", "title", "Emma")], 3), "newest first");
    let (entries, _) = activity(&app, &viewer, "?q=galli").await;
    assert_eq!(told(&entries), [entry("create", "company", "Gallimard")]);
    let (entries, total) = activity(&app, &other, "").await;
    assert_eq!((told(&entries), total), (vec![entry("create", "title", "Theirs")], 1), "no team sees another's");
    for (query, message) in [
        (
            "?entityType=book",
            "entityType must be one of title, company, license, prospection, event, fair, guide, team",
        ),
        ("?entityId=x", "entityId must be an id"),
        ("?sort=name", "Unknown sort field \"name\": sort by one of at, with a leading - for descending"),
    ] {
        let response = app.get(&format!("/api/activity{query}"), &token).await;
        assert_eq!(response.status(), 400, "{query}");
        assert_eq!(response.json::<Value>().await.unwrap()["message"], message);
    }
    // Nothing edits or deletes an entry.
    for method in [Method::POST, Method::PUT, Method::DELETE] {
        assert_eq!(app.send(method.clone(), "/api/activity", &token, &json!({})).await.status(), 405, "{method}");
    }
}
