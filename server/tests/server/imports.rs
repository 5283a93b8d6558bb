//! `POST /api/titles/import` and `/api/companies/import`: one JSON array, all or nothing, each
//! refusal named by its row's index; other teams' names never in the way.

use reqwest::Method;
use rightsdesk_core::Role;
use serde_json::{Value, json};

use crate::helpers::TestApp;

/// The names of the team's list at `path`.
async fn names(app: &TestApp, token: &str, path: &str) -> Vec<String> {
    let rows: Vec<Value> = app.get(path, token).await.json().await.unwrap();
    rows.iter().map(|row| row["name"].as_str().unwrap().to_string()).collect()
}

#[tokio::test]
async fn titles_import_whole_or_not_at_all_with_each_refusal_by_index() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let other = app.sign_in_new("bob@example.com", "Other", Role::Editor).await;
    app.send(Method::POST, "/api/titles", &token, &json!({ "name": "Dune" })).await;
    // Another team's name is free for this one.
    app.send(Method::POST, "/api/titles", &other, &json!({ "name": "Solaris" })).await;

    let bad = json!([
        { "name": "Solaris", "author": "Stanisław Lem", "publishDate": "1961-06-01" },
        { "name": "  " },
        { "name": "DUNE" },
        { "name": "Ubik", "publishDate": "1969-02-30" },
        { "name": "solaris" },
    ]);
    let response = app.send(Method::POST, "/api/titles/import", &token, &bad).await;
    assert_eq!(response.status(), 422);
    let body: Value = response.json().await.unwrap();
    assert_eq!(
        body["errors"],
        json!({
            "1.name": "Title name is required",
            "2.name": "A title with this name already exists",
            "3.publishDate": "Enter a valid date (YYYY-MM-DD)",
            "4.name": "A title with this name already exists",
        })
    );
    assert_eq!(names(&app, &token, "/api/titles").await, ["Dune"], "nothing of a refused import is written");

    let good: Vec<Value> =
        (1..=120).map(|n| json!({ "name": format!("  Volume {n:03} "), "author": "A. Writer" })).collect();
    let response = app.send(Method::POST, "/api/titles/import", &token, &json!(good)).await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.json::<Value>().await.unwrap(), json!({ "imported": 120 }));
    let listed = names(&app, &token, "/api/titles?q=volume&sort=-name&limit=2").await;
    assert_eq!(listed, ["Volume 120", "Volume 119"], "names are stored trimmed, and searchable at once");
    assert_eq!(names(&app, &other, "/api/titles").await, ["Solaris"]);
}

#[tokio::test]
async fn an_import_needs_a_writer_and_at_most_100000_rows() {
    let app = TestApp::spawn().await;
    let viewer = app.sign_in_new("vera@example.com", "Acme", Role::Viewer).await;
    let response = app.send(Method::POST, "/api/titles/import", &viewer, &json!([{ "name": "Dune" }])).await;
    assert_eq!(response.status(), 403);

    let editor = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let too_many = vec![json!({ "name": "x" }); 100_001];
    let response = app.send(Method::POST, "/api/titles/import", &editor, &json!(too_many)).await;
    assert_eq!(response.status(), 413);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["message"], "An import holds at most 100,000 rows: split the file");
    assert!(names(&app, &editor, "/api/titles").await.is_empty());
}

#[tokio::test]
async fn companies_import_with_their_contacts_whole_or_not_at_all() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    app.send(Method::POST, "/api/companies", &token, &json!({ "name": "Gallimard" })).await;

    let bad = json!([
        { "name": "Penguin", "types": ["publisher"], "countryId": "FR", "contacts": [{ "name": "Ann", "email": "ann@penguin.example" }] },
        { "name": "gallimard" },
        { "name": "Suhrkamp", "countryId": "XX", "contacts": [{ "name": "Jo", "email": "not an address" }] },
    ]);
    let response = app.send(Method::POST, "/api/companies/import", &token, &bad).await;
    assert_eq!(response.status(), 422);
    let errors = response.json::<Value>().await.unwrap()["errors"].clone();
    assert_eq!(errors["1.name"], "A company with this name already exists");
    assert_eq!(errors["2.countryId"], "Unknown country");
    assert!(errors["2.contacts.0.email"].is_string(), "{errors}");
    assert!(errors.get("0.name").is_none(), "{errors}");
    assert_eq!(names(&app, &token, "/api/companies").await, ["Gallimard"]);

    let good = json!([
        { "name": "Penguin", "types": ["publisher"], "countryId": "FR",
          "contacts": [{ "name": "Ann", "email": "ann@penguin.example" }, { "name": "Bea", "email": null }] },
        { "name": "Suhrkamp", "countryId": "DE" },
    ]);
    let response = app.send(Method::POST, "/api/companies/import", &token, &good).await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.json::<Value>().await.unwrap(), json!({ "imported": 2 }));
    let found: Vec<Value> = app.get("/api/companies?q=ann", &token).await.json().await.unwrap();
    assert_eq!(found.len(), 1, "a contact's name finds its company");
    assert_eq!(found[0]["name"], "Penguin");
    assert_eq!(found[0]["country"], "France");
    assert_eq!(found[0]["contacts"].as_array().unwrap().len(), 2);
}
