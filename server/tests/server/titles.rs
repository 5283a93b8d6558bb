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

/// A title with every catalogue field filled, as a client sends it.
fn catalogued() -> Value {
    json!({
        "name": "Dune", "author": "Frank Herbert", "subtitle": "A novel", "originalLanguage": "en",
        "contributors": [{ "name": "John Schoenherr", "role": "illustrator" }, { "name": " Ann ", "role": "translator" }],
        "subjects": ["fls", " 1KBB "], "pitch": "Spice.", "authorBio": "Born in Tacoma.",
        "quotes": [{ "text": "A triumph.", "source": "Arthur C. Clarke" }, { "text": "Unique." }],
        "editions": [
            {
                "isbn": "978-0-306-40615-7", "format": "hardback", "publishDate": "1965-08-01", "pages": 412,
                "price": 5.95, "currency": "USD", "salesRights": "World"
            },
            { "isbn": "0-8044-2957-X", "format": "ebook" }
        ]
    })
}

#[tokio::test]
async fn every_catalogue_field_is_stored_and_read_back() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;

    let created = create(&app, &token, catalogued()).await;
    let id = created["id"].as_i64().unwrap();
    let stored = json!({
        "id": id, "version": 1, "name": "Dune", "author": "Frank Herbert", "publishDate": null, "description": null,
        "subtitle": "A novel", "originalLanguage": "en",
        "contributors": [{ "name": "John Schoenherr", "role": "illustrator" }, { "name": "Ann", "role": "translator" }],
        "subjects": ["FLS", "1KBB"], "pitch": "Spice.", "authorBio": "Born in Tacoma.",
        "quotes": [{ "text": "A triumph.", "source": "Arthur C. Clarke" }, { "text": "Unique.", "source": null }],
        "editions": [
            {
                "isbn": "9780306406157", "format": "hardback", "publishDate": "1965-08-01", "pages": 412,
                "price": 5.95, "currency": "USD", "salesRights": "World"
            },
            {
                "isbn": "9780804429573", "format": "ebook", "publishDate": null, "pages": null, "price": null,
                "currency": null, "salesRights": null
            }
        ],
        "cover": null, "coverLink": null
    });
    assert_eq!(created, stored);
    assert_eq!(app.get(&format!("/api/titles/{id}"), &token).await.json::<Value>().await.unwrap(), stored);
    let list: Value = app.get("/api/titles", &token).await.json().await.unwrap();
    assert_eq!(list, json!([stored]));

    // The lists are replaced whole; an emptied one reads back empty.
    let mut update = catalogued();
    update["editions"] = json!([]);
    update["quotes"] = json!(null);
    update["cover"] = json!(99);
    let response = app.send(Method::PUT, &format!("/api/titles/{id}"), &token, &update).await;
    assert_eq!(response.status(), 200);
    let updated: Value = response.json().await.unwrap();
    assert_eq!((&updated["editions"], &updated["quotes"]), (&json!([]), &json!([])));
    assert_eq!(updated["cover"], Value::Null, "the cover is read-only");
}

#[tokio::test]
async fn catalogue_rules_answer_the_core_messages() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let edition = |isbn: &str| json!({ "isbn": isbn });
    let cases = [
        (json!({ "editions": [edition("9780306406158")] }), "editions.0.isbn", "This is not a valid ISBN-13"),
        (json!({ "editions": [edition(" ")] }), "editions.0.isbn", "ISBN is required"),
        (
            json!({ "editions": [edition("9780306406157"), edition("0-306-40615-2")] }),
            "editions.1.isbn",
            "This ISBN is listed twice",
        ),
        (
            json!({ "editions": [{ "isbn": "9780306406157", "price": 12.5 }] }),
            "editions.0.currency",
            "Currency is required with a price",
        ),
        (
            json!({ "contributors": [{ "name": "Ann", "role": "ghost" }] }),
            "contributors.0.role",
            "Unknown contributor role",
        ),
        (json!({ "subjects": ["FB A"] }), "subjects", "Enter Thema codes such as FBA or 1DDF"),
        (json!({ "pitch": "p".repeat(1001) }), "pitch", "Must be at most 1000 characters"),
        (json!({ "originalLanguage": "eng" }), "originalLanguage", "Unknown language"),
    ];
    for (mut body, field, message) in cases {
        body["name"] = json!("Dune");
        let response = app.send(Method::POST, "/api/titles", &token, &body).await;
        assert_eq!(response.status(), 422, "{body}");
        let error: Value = response.json().await.unwrap();
        assert_eq!(error["errors"][field], message, "{body}: {error}");
    }
    let list: Value = app.get("/api/titles", &token).await.json().await.unwrap();
    assert_eq!(list, json!([]));
}

#[tokio::test]
async fn an_isbn_belongs_to_one_title_of_a_team() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let other = app.sign_in_new("mallory@example.com", "Other", Role::Editor).await;
    let with = |name: &str, isbns: &[&str]| {
        let editions: Vec<Value> = isbns.iter().map(|isbn| json!({ "isbn": isbn })).collect();
        json!({ "name": name, "editions": editions })
    };
    let isbns = |title: &Value| -> Vec<String> {
        title["editions"].as_array().unwrap().iter().map(|e| e["isbn"].as_str().unwrap().to_owned()).collect()
    };

    // An ISBN-13 with or without hyphens, an ISBN-10 stored as its ISBN-13.
    let dune = create(&app, &token, with("Dune", &["9780306406157", "978-0-8044-2957-3"])).await;
    assert_eq!(isbns(&dune), ["9780306406157", "9780804429573"]);
    let emma = create(&app, &token, with("Emma", &["1-84356-028-3"])).await;
    assert_eq!(isbns(&emma), ["9781843560289"]);
    let dune_id = dune["id"].as_i64().unwrap();

    // Another title of the team may not have it, in any of its spellings.
    for isbn in ["9780306406157", "0-306-40615-2", "978 0 306 40615 7"] {
        let response = app.send(Method::POST, "/api/titles", &token, &with("Ulysses", &["9783161484100", isbn])).await;
        assert_eq!(response.status(), 422, "{isbn}");
        let error: Value = response.json().await.unwrap();
        assert_eq!(error["errors"], json!({ "editions.1.isbn": "This ISBN belongs to Dune" }), "{isbn}");
    }
    let emma_path = format!("/api/titles/{}", emma["id"]);
    let response = app.send(Method::PUT, &emma_path, &token, &with("Emma", &["9781843560289", "9780804429573"])).await;
    assert_eq!(response.status(), 422);
    assert_eq!(response.json::<Value>().await.unwrap()["errors"]["editions.1.isbn"], "This ISBN belongs to Dune");
    assert_eq!(isbns(&app.get(&emma_path, &token).await.json().await.unwrap()), ["9781843560289"], "nothing written");
    // Another team's title may.
    assert_eq!(isbns(&create(&app, &other, with("Dune", &["9780306406157"])).await), ["9780306406157"]);

    // A title keeps its own ISBNs when it is saved again, and may reorder them.
    let dune_path = format!("/api/titles/{dune_id}");
    let again = app.send(Method::PUT, &dune_path, &token, &with("Dune", &["0-8044-2957-X", "9780306406157"])).await;
    assert_eq!(again.status(), 200);
    assert_eq!(isbns(&again.json().await.unwrap()), ["9780804429573", "9780306406157"]);

    // An edition removed frees its ISBN; a title deleted frees them all.
    let response = app.send(Method::PUT, &dune_path, &token, &with("Dune", &["9780306406157"])).await;
    assert_eq!(response.status(), 200);
    create(&app, &token, with("Ulysses", &["9780804429573"])).await;
    assert_eq!(app.send(Method::DELETE, &dune_path, &token, &json!({})).await.status(), 200);
    create(&app, &token, with("Dune, again", &["9780306406157"])).await;

    // A title saved first without editions gains one: the ISBN is then its own.
    let plain = create(&app, &token, json!({ "name": "Plain" })).await;
    let plain_path = format!("/api/titles/{}", plain["id"]);
    assert_eq!(app.send(Method::PUT, &plain_path, &token, &with("Plain", &["9783161484100"])).await.status(), 200);
    let response = app.send(Method::POST, "/api/titles", &token, &with("Copy", &["9783161484100"])).await;
    assert_eq!(response.status(), 422);
    assert_eq!(response.json::<Value>().await.unwrap()["errors"]["editions.0.isbn"], "This ISBN belongs to Plain");
}

#[tokio::test]
async fn a_title_is_found_by_its_isbn_in_the_list_and_in_completion() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let editions = |isbns: &[&str]| -> Value { isbns.iter().map(|isbn| json!({ "isbn": isbn })).collect() };
    create(&app, &token, json!({ "name": "Dune", "editions": editions(&["9780306406157", "9780804429573"]) })).await;
    create(&app, &token, json!({ "name": "Emma", "editions": editions(&["9780000000019"]) })).await;
    create(&app, &token, json!({ "name": "9780 Ways" })).await;
    let names = async |path: &str| -> Vec<String> {
        let body: Value = app.get(path, &token).await.json().await.unwrap();
        body.as_array().unwrap().iter().map(|t| t["name"].as_str().unwrap().to_owned()).collect()
    };

    // The whole ISBN, as stored, hyphenated, or as its ISBN-10.
    for q in ["9780306406157", "978-0-306-40615-7", "0-306-40615-2", "9780804429573", "080442957x"] {
        assert_eq!(names(&format!("/api/titles?q={q}")).await, ["Dune"], "{q}");
    }
    assert_eq!(names("/api/titles?q=9780000000019").await, ["Emma"]);
    assert!(names("/api/titles?q=9780306406158").await.is_empty());

    // Completion by the start of an ISBN, titles with it first, then names.
    assert_eq!(names("/api/titles/complete/978-0-306").await, ["Dune"]);
    assert_eq!(names("/api/titles/complete/97800000").await, ["Emma"]);
    assert_eq!(names("/api/titles/complete/9780").await, ["Dune", "Emma", "9780 Ways"]);
    assert_eq!(names("/api/titles/complete/0306406152").await, ["Dune"], "an ISBN-10 whole");
}

#[tokio::test]
async fn an_updates_activity_names_the_catalogue_fields_it_changed() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let created = create(&app, &token, json!({ "name": "Dune", "editions": [{ "isbn": "9780306406157" }] })).await;
    let id = created["id"].as_i64().unwrap();
    let mut update = catalogued();
    update["editions"] = json!([{ "isbn": "9780306406157" }, { "isbn": "9780804429573", "format": "ebook" }]);
    let response = app.send(Method::PUT, &format!("/api/titles/{id}"), &token, &update).await;
    assert_eq!(response.status(), 200);

    let activity: Value =
        app.get(&format!("/api/activity?entityType=title&entityId={id}"), &token).await.json().await.unwrap();
    let entry = activity.as_array().unwrap().iter().find(|entry| entry["action"] == "update").unwrap().clone();
    let changes = entry["changes"].as_object().unwrap();
    let mut changed: Vec<&str> = changes.keys().map(String::as_str).collect();
    changed.sort_unstable();
    assert_eq!(
        changed,
        [
            "author",
            "authorBio",
            "contributors",
            "editions",
            "originalLanguage",
            "pitch",
            "quotes",
            "subjects",
            "subtitle"
        ]
    );
    assert_eq!(changes["subtitle"], json!([null, "A novel"]));
    assert_eq!(changes["editions"][0].as_array().unwrap().len(), 1);
    assert_eq!(changes["editions"][1].as_array().unwrap().len(), 2);
}
