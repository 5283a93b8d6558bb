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
async fn imported_titles_keep_their_catalogue_fields_and_each_isbn_is_one_titles() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let dune = json!({ "name": "Dune", "editions": [{ "isbn": "9780306406157" }] });
    assert_eq!(app.send(Method::POST, "/api/titles", &token, &dune).await.status(), 200);

    let bad = json!([
        { "name": "Emma", "editions": [{ "isbn": "9780000000019" }, { "isbn": "978-0-306-40615-7" }] },
        { "name": "Ubik", "editions": [{ "isbn": "9780000000026" }] },
        { "name": "Solaris", "editions": [{ "isbn": "9780000000026" }] },
    ]);
    let response = app.send(Method::POST, "/api/titles/import", &token, &bad).await;
    assert_eq!(response.status(), 422);
    let body: Value = response.json().await.unwrap();
    assert_eq!(
        body["errors"],
        json!({ "0.editions.1.isbn": "This ISBN belongs to Dune", "2.editions.0.isbn": "This ISBN belongs to Ubik" })
    );
    assert_eq!(names(&app, &token, "/api/titles").await, ["Dune"], "nothing of a refused import is written");

    let good = json!([{
        "name": "Emma", "subtitle": "A novel", "originalLanguage": "en", "subjects": ["fba"], "pitch": "Matchmaking.",
        "authorBio": "Born in Steventon.", "contributors": [{ "name": "Ann Smith", "role": "editor" }],
        "quotes": [{ "text": "Perfect.", "source": "The Times" }],
        "editions": [
            { "isbn": "0-306-40615-2", "format": "paperback" },
            { "isbn": "9780000000019", "price": 9.99, "currency": "GBP", "pages": 474 }
        ]
    }]);
    let response = app.send(Method::POST, "/api/titles/import", &token, &good).await;
    assert_eq!(response.status(), 422, "Dune's ISBN, as an ISBN-10");
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["errors"], json!({ "0.editions.0.isbn": "This ISBN belongs to Dune" }));

    let mut good = good;
    good[0]["editions"][0]["isbn"] = json!("978-1-84356-028-9");
    let response = app.send(Method::POST, "/api/titles/import", &token, &good).await;
    assert_eq!(response.status(), 200);
    let emma: Value = app.get("/api/titles?q=emma", &token).await.json().await.unwrap();
    let emma = &emma[0];
    assert_eq!(
        (&emma["subtitle"], &emma["originalLanguage"], &emma["subjects"]),
        (&json!("A novel"), &json!("en"), &json!(["FBA"]))
    );
    assert_eq!((&emma["pitch"], &emma["authorBio"]), (&json!("Matchmaking."), &json!("Born in Steventon.")));
    assert_eq!(emma["contributors"], json!([{ "name": "Ann Smith", "role": "editor" }]));
    assert_eq!(emma["quotes"], json!([{ "text": "Perfect.", "source": "The Times" }]));
    let isbns: Vec<&str> = emma["editions"].as_array().unwrap().iter().map(|e| e["isbn"].as_str().unwrap()).collect();
    assert_eq!(isbns, ["9781843560289", "9780000000019"]);
    assert_eq!((&emma["editions"][1]["price"], &emma["editions"][1]["pages"]), (&json!(9.99), &json!(474)));
    // The imported ISBNs are the title's: found, and refused to another title.
    assert_eq!(names(&app, &token, "/api/titles?q=978-1-84356-028-9").await, ["Emma"]);
    let taken = json!({ "name": "Ulysses", "editions": [{ "isbn": "9780000000019" }] });
    let response = app.send(Method::POST, "/api/titles", &token, &taken).await;
    assert_eq!(response.json::<Value>().await.unwrap()["errors"]["editions.0.isbn"], "This ISBN belongs to Emma");
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
        { "name": "gallimard", "contacts": [{ "name": "Lu", "phone": "ask Lu", "languageIds": ["xx"] }] },
        { "name": "Suhrkamp", "countryId": "XX", "contacts": [{ "name": "Jo", "email": "not an address" }] },
    ]);
    let response = app.send(Method::POST, "/api/companies/import", &token, &bad).await;
    assert_eq!(response.status(), 422);
    let errors = response.json::<Value>().await.unwrap()["errors"].clone();
    assert!(errors.get("1.name").is_none(), "a name the team has is not refused: {errors}");
    assert_eq!(errors["1.contacts.0.phone"], "Enter a phone number: digits, spaces, + - ( ) . / and ext");
    assert_eq!(errors["1.contacts.0.languageIds"], "Unknown language");
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
    assert_eq!(response.json::<Value>().await.unwrap(), json!({ "imported": 2, "merged": [] }));
    let found: Vec<Value> = app.get("/api/companies?q=ann", &token).await.json().await.unwrap();
    assert_eq!(found.len(), 1, "a contact's name finds its company");
    assert_eq!(found[0]["name"], "Penguin");
    assert_eq!(found[0]["country"], "France");
    assert_eq!(found[0]["contacts"].as_array().unwrap().len(), 2);
}

/// A company of the array that the team already has gets the contacts it lacks (by e-mail, case
/// aside, or by name, case and accents aside), its own fields kept; `dryRun` says so and writes
/// nothing.
#[tokio::test]
async fn a_companies_import_adds_contacts_to_a_company_the_team_has() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let hanser = json!({ "name": "Hanser Verlag", "countryId": "DE",
        "contacts": [{ "name": "Anne Weber", "email": "anne@hanser.example" }, { "name": "Jörg Maier" }] });
    let created: Value = app.send(Method::POST, "/api/companies", &token, &hanser).await.json().await.unwrap();
    let id = created["id"].as_i64().unwrap();

    let file = json!([
        { "name": "Suhrkamp" },
        { "name": "hanser verlag", "countryId": "FR", "notes": "from the file",
          "contacts": [
            { "name": "A. Weber", "email": "ANNE@hanser.example" },
            { "name": "JORG MAIER" },
            { "name": "Paul Roth", "email": "paul@hanser.example", "role": "Rights director", "phone": "+49 89 998 300",
              "languageIds": ["de", "en"], "notes": "Mornings" },
            { "name": "Zoe Klein" },
          ] },
    ]);
    let expected = json!({ "imported": 1, "merged": [
        { "index": 1, "id": id, "name": "Hanser Verlag", "contactsAdded": 2, "contactsAlready": 2 },
    ] });
    let dry = app.send(Method::POST, "/api/companies/import?dryRun=true", &token, &file).await;
    assert_eq!(dry.status(), 200);
    assert_eq!(dry.json::<Value>().await.unwrap(), expected);
    assert_eq!(names(&app, &token, "/api/companies").await, ["Hanser Verlag"], "a dry run writes nothing");
    let unchanged: Value = app.get(&format!("/api/companies/{id}"), &token).await.json().await.unwrap();
    assert_eq!(unchanged, created);

    let response = app.send(Method::POST, "/api/companies/import", &token, &file).await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.json::<Value>().await.unwrap(), expected);
    let merged: Value = app.get(&format!("/api/companies/{id}"), &token).await.json().await.unwrap();
    assert_eq!((&merged["countryId"], &merged["notes"]), (&json!("DE"), &Value::Null), "its own fields are kept");
    assert_eq!(merged["version"], created["version"].as_i64().unwrap() + 1);
    let contacts: Vec<&str> =
        merged["contacts"].as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap()).collect();
    assert_eq!(contacts, ["Anne Weber", "Jörg Maier", "Paul Roth", "Zoe Klein"]);
    let paul = &merged["contacts"][2];
    assert_eq!((&paul["role"], &paul["phone"]), (&json!("Rights director"), &json!("+49 89 998 300")));
    assert_eq!((&paul["languageIds"], &paul["languages"]), (&json!(["de", "en"]), &json!(["German", "English"])));
    assert_eq!(paul["notes"], "Mornings");
    let found: Vec<Value> = app.get("/api/companies?q=rights%20director", &token).await.json().await.unwrap();
    assert_eq!(found.len(), 1, "an added contact's role finds its company");
    let history: Value =
        app.get(&format!("/api/activity?entityType=company&entityId={id}"), &token).await.json().await.unwrap();
    assert_eq!(history[0]["action"], "update", "{history}");

    // The same file again adds nothing and creates nothing.
    let again: Value = app.send(Method::POST, "/api/companies/import", &token, &file).await.json().await.unwrap();
    assert_eq!(again["imported"], 0);
    assert_eq!(again["merged"][0]["contactsAdded"], 0);
    assert_eq!(again["merged"][1]["contactsAlready"], 4);
    assert_eq!(names(&app, &token, "/api/companies").await, ["Hanser Verlag", "Suhrkamp"]);
}

/// What `GET /api/companies` answers, sent back to `POST /api/companies/import` (as the web's CSV
/// export and import do, through the file), makes the same companies in another team, and
/// changes nothing in the team it came from.
#[tokio::test]
async fn exported_companies_import_again_unchanged() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let other = app.sign_in_new("bob@example.com", "Other", Role::Editor).await;
    for company in [
        json!({ "name": "Hanser Verlag", "countryId": "DE", "languageId": "de", "types": ["publisher", "literary_agency"],
            "address": "Vilshofener Str. 10\n81679 München", "notes": "Frankfurt, hall 3",
            "contacts": [
                { "name": "Anne Weber", "email": "anne@hanser.example", "role": "Rights director", "phone": "+49 89 998 300",
                  "languageIds": ["de", "en", "fr"], "notes": "Prefers e-mail; \"urgent\" only by phone" },
                { "name": "Jörg Maier" },
            ] }),
        json!({ "name": "Agence Solo" }),
    ] {
        assert_eq!(app.send(Method::POST, "/api/companies", &token, &company).await.status(), 200);
    }
    let exported: Value = app.get("/api/companies", &token).await.json().await.unwrap();
    let imported = app.send(Method::POST, "/api/companies/import", &other, &exported).await;
    assert_eq!(imported.status(), 200);
    assert_eq!(imported.json::<Value>().await.unwrap(), json!({ "imported": 2, "merged": [] }));
    let copied: Value = app.get("/api/companies", &other).await.json().await.unwrap();
    assert_eq!(without_ids(&copied), without_ids(&exported));

    let again: Value = app.send(Method::POST, "/api/companies/import", &token, &exported).await.json().await.unwrap();
    assert_eq!(again["imported"], 0);
    let added: Vec<i64> =
        again["merged"].as_array().unwrap().iter().map(|m| m["contactsAdded"].as_i64().unwrap()).collect();
    assert_eq!(added, [0, 0]);
    let after: Value = app.get("/api/companies", &token).await.json().await.unwrap();
    assert_eq!(after, exported, "nothing changed, not even a version");
}

/// A list of companies without their ids and versions, their contacts' ids too.
fn without_ids(companies: &Value) -> Value {
    let mut companies = companies.clone();
    for company in companies.as_array_mut().unwrap() {
        let company = company.as_object_mut().unwrap();
        company.remove("id");
        company.remove("version");
        for contact in company["contacts"].as_array_mut().unwrap() {
            contact.as_object_mut().unwrap().remove("id");
        }
    }
    companies
}
