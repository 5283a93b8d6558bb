//! The ISO reference lists and the Thema sections.

use rightsdesk_core::Role;
use serde_json::{Value, json};

use crate::helpers::TestApp;

#[tokio::test]
async fn countries_and_languages_are_the_full_iso_lists() {
    let app = TestApp::spawn().await;
    app.add_user("alice@example.com", "Alice", "Acme", Role::Viewer).await;
    let token = app.token("alice@example.com").await;

    let countries: Value = app.get("/api/countries", &token).await.json().await.unwrap();
    let countries = countries.as_array().expect("a plain list");
    assert_eq!(countries.len(), 249);
    assert!(countries.contains(&json!({ "id": "FR", "code": "FR", "name": "France", "aliases": ["FRA"] })));
    assert!(countries.contains(&json!({ "id": "JP", "code": "JP", "name": "Japan", "aliases": ["JPN"] })));
    // the names people type for the ones whose ISO name they would not
    let aliases = |id: &str| countries.iter().find(|country| country["id"] == id).unwrap()["aliases"].clone();
    assert_eq!(aliases("US"), json!(["USA", "US", "United States", "America", "U.S.", "U.S.A."]));
    assert_eq!(aliases("TR"), json!(["TUR", "Turkey"]));

    let languages: Value = app.get("/api/languages", &token).await.json().await.unwrap();
    let languages = languages["data"].as_array().expect("{data: [...]}");
    assert!(languages.len() >= 180, "every ISO 639-1 language");
    assert!(languages.contains(&json!({ "id": "fr", "code": "fr", "name": "French" })));
    assert!(languages.contains(&json!({ "id": "ja", "code": "ja", "name": "Japanese" })));

    let again: Value = app.get("/api/countries", &token).await.json().await.unwrap();
    assert_eq!(again.as_array().unwrap(), countries, "stable order and ids");
}

#[tokio::test]
async fn the_thema_sections_name_the_subjects_codes() {
    let app = TestApp::spawn().await;
    app.add_user("alice@example.com", "Alice", "Acme", Role::Viewer).await;
    let token = app.token("alice@example.com").await;

    let response = app.get("/api/reference/thema", &token).await;
    assert_eq!(response.status(), 200);
    let sections: Value = response.json().await.unwrap();
    let sections = sections.as_array().expect("a plain list");
    assert_eq!(sections.len(), 26);
    assert_eq!(sections[0], json!({ "code": "A", "name": "The Arts" }));
    assert!(sections.contains(&json!({ "code": "F", "name": "Fiction and Related items" })));
    assert_eq!(sections[20], json!({ "code": "1", "name": "Place qualifiers" }));
}

#[tokio::test]
async fn the_lists_need_a_session() {
    let app = TestApp::spawn().await;
    for path in ["/api/countries", "/api/languages", "/api/reference/thema"] {
        assert_eq!(app.client.get(app.url(path)).send().await.unwrap().status(), 401, "{path}");
    }
}
