//! `/api/titles`: CRUD, validation, team isolation, roles and completion.

use reqwest::Method;
use rightsdesk_core::Role;
use serde_json::{Value, json};

use crate::helpers::TestApp;

async fn create(app: &TestApp, token: &str, body: Value) -> Value {
    let response = app.send(Method::POST, "/api/titles", token, &body).await;
    assert_eq!(response.status(), 200, "create {body}");
    response.json().await.unwrap()
}

#[tokio::test]
async fn a_title_is_created_read_listed_updated_and_deleted() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;

    let created = create(&app, &token, json!({
        "name": "  Les Misérables ", "author": "Victor Hugo", "publishDate": "1862-04-03", "description": "Jean Valjean."
    })).await;
    let id = created["id"].as_i64().expect("an id");
    assert_eq!(
        created,
        json!({
            "id": id, "version": 1, "name": "Les Misérables", "author": "Victor Hugo", "publishDate": "1862-04-03",
            "description": "Jean Valjean.", "subtitle": null, "originalLanguage": null, "contributors": [],
            "subjects": [], "pitch": null, "authorBio": null, "quotes": [], "editions": [], "cover": null,
            "coverLink": null
        })
    );
    let minimal = create(&app, &token, json!({ "name": "Dune" })).await;
    assert_eq!(minimal["author"], Value::Null);
    assert_eq!(minimal["publishDate"], Value::Null);

    let read: Value = app.get(&format!("/api/titles/{id}"), &token).await.json().await.unwrap();
    assert_eq!(read, created);
    let list: Value = app.get("/api/titles", &token).await.json().await.unwrap();
    assert_eq!(
        list.as_array().unwrap().iter().map(|t| t["name"].as_str().unwrap()).collect::<Vec<_>>(),
        ["Dune", "Les Misérables"]
    );

    let update = json!({ "id": id, "name": "Les Misérables", "author": "V. Hugo", "publishDate": "1862-04-04", "description": "" });
    let response = app.send(Method::PUT, &format!("/api/titles/{id}"), &token, &update).await;
    assert_eq!(response.status(), 200);
    let updated: Value = response.json().await.unwrap();
    assert_eq!(updated["author"], "V. Hugo");
    assert_eq!(updated["publishDate"], "1862-04-04");
    assert_eq!(updated["description"], Value::Null, "a blank optional field is stored as absent");

    let deleted = app.send(Method::DELETE, &format!("/api/titles/{id}"), &token, &json!({})).await;
    assert_eq!(deleted.status(), 200);
    assert_eq!(deleted.json::<Value>().await.unwrap(), json!({ "id": id }));
    assert_eq!(app.get(&format!("/api/titles/{id}"), &token).await.status(), 404);
    let missing = app.send(Method::DELETE, &format!("/api/titles/{id}"), &token, &json!({})).await;
    assert_eq!(missing.status(), 404);
}

#[tokio::test]
async fn invalid_titles_get_the_core_messages_and_nothing_is_stored() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let cases = [
        (json!({ "name": "   " }), "name", "Title name is required"),
        (json!({}), "name", "Title name is required"),
        (json!({ "name": null }), "name", "Title name is required"),
        (json!({ "name": "x".repeat(201) }), "name", "Must be at most 200 characters"),
        (json!({ "name": "Dune", "publishDate": "2023-02-29" }), "publishDate", "Enter a valid date (YYYY-MM-DD)"),
        (
            json!({ "name": "Dune", "description": "d".repeat(10_001) }),
            "description",
            "Must be at most 10,000 characters",
        ),
    ];
    for (body, field, message) in cases {
        let response = app.send(Method::POST, "/api/titles", &token, &body).await;
        assert_eq!(response.status(), 422, "{field}: {message}");
        let error: Value = response.json().await.unwrap();
        assert_eq!(error["message"], "Validation failed");
        assert_eq!(error["errors"][field], message);
    }
    let list: Value = app.get("/api/titles", &token).await.json().await.unwrap();
    assert_eq!(list, json!([]));

    let kept = create(&app, &token, json!({ "name": "Dune" })).await;
    let id = kept["id"].as_i64().unwrap();
    let response = app.send(Method::PUT, &format!("/api/titles/{id}"), &token, &json!({ "id": id, "name": "" })).await;
    assert_eq!(response.status(), 422);
    let read: Value = app.get(&format!("/api/titles/{id}"), &token).await.json().await.unwrap();
    assert_eq!(read["name"], "Dune", "a refused update changes nothing");
    let mismatch =
        app.send(Method::PUT, &format!("/api/titles/{id}"), &token, &json!({ "id": id + 1, "name": "X" })).await;
    assert_eq!(mismatch.status(), 400);
}

#[tokio::test]
async fn another_teams_titles_are_invisible_and_untouchable() {
    let app = TestApp::spawn().await;
    let alice = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let mallory = app.sign_in_new("mallory@example.com", "Other House", Role::Admin).await;
    let id = create(&app, &alice, json!({ "name": "Les Misérables" })).await["id"].as_i64().unwrap();

    assert_eq!(app.get(&format!("/api/titles/{id}"), &mallory).await.status(), 404);
    let put =
        app.send(Method::PUT, &format!("/api/titles/{id}"), &mallory, &json!({ "id": id, "name": "Stolen" })).await;
    assert_eq!(put.status(), 404);
    let delete = app.send(Method::DELETE, &format!("/api/titles/{id}"), &mallory, &json!({})).await;
    assert_eq!(delete.status(), 404);
    assert_eq!(app.get("/api/titles", &mallory).await.json::<Value>().await.unwrap(), json!([]));
    assert_eq!(app.get("/api/titles/complete/mis", &mallory).await.json::<Value>().await.unwrap(), json!([]));
    let read: Value = app.get(&format!("/api/titles/{id}"), &alice).await.json().await.unwrap();
    assert_eq!(read["name"], "Les Misérables");
    assert_eq!(app.get("/api/titles/not-a-number", &alice).await.status(), 404);
}

#[tokio::test]
async fn viewers_read_but_cannot_write() {
    let app = TestApp::spawn().await;
    let editor = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let viewer = app.sign_in_new("victor@example.com", "Acme", Role::Viewer).await;
    let id = create(&app, &editor, json!({ "name": "Dune" })).await["id"].as_i64().unwrap();

    assert_eq!(app.get(&format!("/api/titles/{id}"), &viewer).await.status(), 200);
    let writes = [
        (Method::POST, "/api/titles".to_string(), json!({ "name": "New" })),
        (Method::PUT, format!("/api/titles/{id}"), json!({ "id": id, "name": "Changed" })),
        (Method::DELETE, format!("/api/titles/{id}"), json!({})),
    ];
    for (method, path, body) in writes {
        let response = app.send(method.clone(), &path, &viewer, &body).await;
        assert_eq!(response.status(), 403, "{method} {path}");
        assert_eq!(response.json::<Value>().await.unwrap()["message"], "You do not have permission to do this");
    }
    let list: Value = app.get("/api/titles", &viewer).await.json().await.unwrap();
    assert_eq!(list.as_array().unwrap().len(), 1);
    assert_eq!(list[0]["name"], "Dune");
}

#[tokio::test]
async fn completion_ranks_prefixes_first_ignores_case_and_accents_and_stops_at_ten() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    for name in ["Les Misérables", "Misery", "MISE EN PLACE", "The Promise", "Dune", "100% Rights", "A_B"] {
        create(&app, &token, json!({ "name": name })).await;
    }
    let names = |body: Value| {
        body.as_array().unwrap().iter().map(|s| s["name"].as_str().unwrap().to_string()).collect::<Vec<_>>()
    };

    let found = names(app.get("/api/titles/complete/mise", &token).await.json().await.unwrap());
    assert_eq!(found, ["MISE EN PLACE", "Misery", "Les Misérables", "The Promise"]);
    let found = names(app.get("/api/titles/complete/MISÉ", &token).await.json().await.unwrap());
    assert_eq!(found, ["MISE EN PLACE", "Misery", "Les Misérables", "The Promise"]);
    let first: Value = app.get("/api/titles/complete/dune", &token).await.json().await.unwrap();
    assert!(first[0]["id"].as_i64().is_some(), "suggestions carry ids: {first}");

    for short in ["mi", "  mi  ", "%25"] {
        let body: Value = app.get(&format!("/api/titles/complete/{short}"), &token).await.json().await.unwrap();
        assert_eq!(body, json!([]), "{short:?} is under three characters");
    }
    assert_eq!(
        names(app.get("/api/titles/complete/0%25%20r", &token).await.json().await.unwrap()),
        ["100% Rights"],
        "% matches literally"
    );
    assert_eq!(
        names(app.get("/api/titles/complete/a_b", &token).await.json().await.unwrap()),
        ["A_B"],
        "_ matches literally"
    );

    for n in 0..12 {
        create(&app, &token, json!({ "name": format!("Saga volume {n:02}") })).await;
    }
    let saga = names(app.get("/api/titles/complete/saga", &token).await.json().await.unwrap());
    assert_eq!(saga.len(), 10, "at most ten");
    assert_eq!(saga[0], "Saga volume 00");
}

#[tokio::test]
async fn a_new_names_close_titles_and_companies_are_offered_most_alike_first_and_only_the_teams() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let other = app.sign_in_new("mallory@example.com", "Other", Role::Editor).await;
    for name in ["The Silent Harbour", "Silent Night", "War and Peace", "Harbour Lights"] {
        create(&app, &token, json!({ "name": name })).await;
    }
    create(&app, &other, json!({ "name": "Silent Harbor Two" })).await;
    for name in ["Hanser Verlag", "Gallimard"] {
        let response = app.send(Method::POST, "/api/companies", &token, &json!({ "name": name })).await;
        assert_eq!(response.status(), 200);
    }
    let names = async |path: &str| -> Vec<String> {
        let body: Value = app.get(path, &token).await.json().await.unwrap();
        body.as_array().unwrap().iter().map(|s| s["name"].as_str().unwrap().to_owned()).collect()
    };

    let harbor = names("/api/titles/similar/Silent%20Harbor").await;
    assert_eq!(harbor.first().map(String::as_str), Some("The Silent Harbour"), "{harbor:?}");
    assert!(
        !harbor.contains(&"War and Peace".to_owned()) && !harbor.contains(&"Silent Harbor Two".to_owned()),
        "{harbor:?}"
    );
    // Apostrophes and accents aside, as every search key.
    assert_eq!(
        names("/api/titles/similar/the%20silent%20harbour").await.first().map(String::as_str),
        Some("The Silent Harbour")
    );
    assert_eq!(names("/api/companies/similar/Hanzer%20Verlag").await, ["Hanser Verlag"]);
    assert!(names("/api/titles/similar/Anna%20Karenina").await.is_empty());
    assert!(names("/api/titles/similar/si").await.is_empty(), "fewer than 3 characters");
}
