//! `/api/companies`: nested contacts, the PUT semantics, uniqueness, ISO references, team
//! isolation, roles and completion.

use reqwest::Method;
use rightsdesk_core::Role;
use serde_json::{Value, json};

use crate::helpers::TestApp;

async fn create(app: &TestApp, token: &str, body: Value) -> Value {
    let response = app.send(Method::POST, "/api/companies", token, &body).await;
    assert_eq!(response.status(), 200, "create {body}");
    response.json().await.unwrap()
}

fn gallimard() -> Value {
    json!({
        "name": " Éditions Gallimard ", "countryId": "FR", "languageId": "fr", "types": ["publisher"],
        "address": "5 rue Gaston-Gallimard, Paris", "notes": "Met at Frankfurt",
        "contacts": [
            { "name": "Anne Dupont", "email": "anne@gallimard.fr", "role": "Rights director" },
            { "name": "Marc Leroy", "email": "" },
        ]
    })
}

#[tokio::test]
async fn a_company_is_stored_with_its_contacts_and_reference_names() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let created = create(&app, &token, gallimard()).await;

    let id = created["id"].as_i64().unwrap();
    assert_eq!(created["name"], "Éditions Gallimard");
    assert_eq!((&created["countryId"], &created["country"]), (&json!("FR"), &json!("France")));
    assert_eq!((&created["languageId"], &created["language"]), (&json!("fr"), &json!("French")));
    assert_eq!(created["types"], json!(["publisher"]));
    assert_eq!(created["address"], "5 rue Gaston-Gallimard, Paris");
    let contacts = created["contacts"].as_array().unwrap();
    assert_eq!(contacts.len(), 2);
    assert_eq!(contacts[0]["name"], "Anne Dupont");
    assert_eq!(contacts[0]["email"], "anne@gallimard.fr");
    assert_eq!(contacts[1]["email"], Value::Null, "a blank e-mail is absent");
    assert!(contacts.iter().all(|c| c["id"].as_i64().is_some()));

    let alone = create(&app, &token, json!({ "name": "Agence Solo" })).await;
    assert_eq!(alone["contacts"], json!([]));
    assert_eq!(alone["country"], Value::Null);

    let list: Value = app.get("/api/companies", &token).await.json().await.unwrap();
    assert_eq!(list.as_array().unwrap().len(), 2);
    assert_eq!(list[0]["name"], "Agence Solo");
    assert_eq!(list[1], created);
    let read: Value = app.get(&format!("/api/companies/{id}"), &token).await.json().await.unwrap();
    assert_eq!(read, created);
}

#[tokio::test]
async fn an_update_edits_adds_and_removes_contacts_in_one_call() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let created = create(&app, &token, gallimard()).await;
    let id = created["id"].as_i64().unwrap();
    let anne = created["contacts"][0]["id"].as_i64().unwrap();
    let marc = created["contacts"][1]["id"].as_i64().unwrap();

    let update = json!({
        "id": id, "name": "Gallimard", "countryId": "BE", "languageId": "nl", "types": ["publisher", "literary_agency"],
        "contacts": [
            { "id": anne, "name": "Anne Dupont-Martin", "email": "anne.dm@gallimard.fr" },
            { "name": "Zoé Petit", "email": "zoe@gallimard.fr" },
        ],
        "removeContacts": [marc],
    });
    let response = app.send(Method::PUT, &format!("/api/companies/{id}"), &token, &update).await;
    assert_eq!(response.status(), 200);
    let updated: Value = response.json().await.unwrap();
    assert_eq!(updated["name"], "Gallimard");
    assert_eq!(updated["country"], "Belgium");
    assert_eq!(updated["language"], "Dutch");
    assert_eq!(updated["address"], Value::Null, "fields left out are cleared");
    let contacts = updated["contacts"].as_array().unwrap();
    assert_eq!(contacts.len(), 2);
    assert_eq!(
        contacts[0],
        json!({ "id": anne, "name": "Anne Dupont-Martin", "email": "anne.dm@gallimard.fr", "role": null, "phone": null,
            "languages": [], "languageIds": [], "notes": null }),
        "a field left out is cleared (the role)"
    );
    assert_eq!(contacts[1]["name"], "Zoé Petit");
    assert!(contacts.iter().all(|c| c["id"] != marc));

    // A contact of another company cannot be edited or removed through this one: nothing changes.
    let other = create(&app, &token, json!({ "name": "Other", "contacts": [{ "name": "Olga" }] })).await;
    let olga = other["contacts"][0]["id"].as_i64().unwrap();
    for body in [
        json!({ "id": id, "name": "Gallimard", "contacts": [], "removeContacts": [olga] }),
        json!({ "id": id, "name": "Gallimard", "contacts": [{ "id": olga, "name": "Taken" }] }),
    ] {
        let response = app.send(Method::PUT, &format!("/api/companies/{id}"), &token, &body).await;
        assert_eq!(response.status(), 404, "{body}");
    }
    let after: Value = app.get(&format!("/api/companies/{id}"), &token).await.json().await.unwrap();
    assert_eq!(after, updated, "a refused update changes nothing");
    let olga_company: Value = app.get(&format!("/api/companies/{}", other["id"]), &token).await.json().await.unwrap();
    assert_eq!(olga_company["contacts"][0]["name"], "Olga");
}

#[tokio::test]
async fn invalid_companies_get_messages_on_their_fields() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    create(&app, &token, json!({ "name": "Gallimard" })).await;
    let cases = [
        (json!({ "name": " " }), "name", "Company name is required"),
        (json!({ "name": "GALLIMARD" }), "name", "A company with this name already exists"),
        (json!({ "name": "Gállimard" }), "name", "A company with this name already exists"),
        (json!({ "name": "X", "countryId": "XX" }), "countryId", "Unknown country"),
        (json!({ "name": "X", "languageId": "xx" }), "languageId", "Unknown language"),
        (json!({ "name": "X", "types": ["pirate"] }), "types", "Unknown company type"),
        (
            json!({ "name": "X", "contacts": [{ "name": "A" }, { "name": "" }] }),
            "contacts.1.name",
            "Contact name is required",
        ),
        (
            json!({ "name": "X", "contacts": [{ "name": "A", "email": "not-an-address" }] }),
            "contacts.0.email",
            "Enter a valid e-mail address",
        ),
        (
            json!({ "name": "X", "contacts": [{ "name": "A" }, { "name": "B", "phone": "ask at the desk" }] }),
            "contacts.1.phone",
            "Enter a phone number: digits, spaces, + - ( ) . / and ext",
        ),
        (
            json!({ "name": "X", "contacts": [{ "name": "A", "phone": "1".repeat(51) }] }),
            "contacts.0.phone",
            "Must be at most 50 characters",
        ),
        (
            json!({ "name": "X", "contacts": [{ "name": "A", "role": "r".repeat(201) }] }),
            "contacts.0.role",
            "Must be at most 200 characters",
        ),
        (
            json!({ "name": "X", "contacts": [{ "name": "A", "notes": "n".repeat(10_001) }] }),
            "contacts.0.notes",
            "Must be at most 10,000 characters",
        ),
        (
            json!({ "name": "X", "contacts": [{ "name": "A", "languageIds": ["de", "German"] }] }),
            "contacts.0.languageIds",
            "Unknown language",
        ),
        (
            json!({ "name": "X", "contacts": [{ "name": "A", "languageIds": ["de", "xx"] }] }),
            "contacts.0.languageIds",
            "Unknown language",
        ),
    ];
    for (body, field, message) in cases {
        let response = app.send(Method::POST, "/api/companies", &token, &body).await;
        assert_eq!(response.status(), 422, "{body}");
        let error: Value = response.json().await.unwrap();
        assert_eq!(error["errors"][field], message, "{body}");
    }
    let list: Value = app.get("/api/companies", &token).await.json().await.unwrap();
    assert_eq!(list.as_array().unwrap().len(), 1, "nothing half-written");

    let second = create(&app, &token, json!({ "name": "Actes Sud" })).await;
    let id = second["id"].as_i64().unwrap();
    let rename =
        app.send(Method::PUT, &format!("/api/companies/{id}"), &token, &json!({ "id": id, "name": "gallimard" })).await;
    assert_eq!(rename.status(), 422);
    assert_eq!(rename.json::<Value>().await.unwrap()["errors"]["name"], "A company with this name already exists");
}

/// A contact's role, phone, languages and notes are stored, answered with the languages' names,
/// changed by an update, searched (the role) and kept in the history.
#[tokio::test]
async fn a_contact_keeps_its_role_phone_languages_and_notes() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let created = create(
        &app,
        &token,
        json!({ "name": "Hanser Verlag", "languageId": "de", "contacts": [{
            "name": "Anne Weber", "role": " Rights director ", "phone": "+49 (0)89 998 300 ext. 12",
            "languageIds": ["de", "en", "de"], "languages": ["ignored"], "notes": " Mornings\nnever Fridays " }] }),
    )
    .await;
    let id = created["id"].as_i64().unwrap();
    let anne = &created["contacts"][0];
    assert_eq!(anne["role"], "Rights director");
    assert_eq!(anne["phone"], "+49 (0)89 998 300 ext. 12");
    assert_eq!(anne["languageIds"], json!(["de", "en"]), "each once, in the order chosen");
    assert_eq!(anne["languages"], json!(["German", "English"]));
    assert_eq!(anne["notes"], "Mornings\nnever Fridays");
    let read: Value = app.get(&format!("/api/companies/{id}"), &token).await.json().await.unwrap();
    assert_eq!(read, created);

    let found: Vec<Value> = app.get("/api/companies?q=rights%20director", &token).await.json().await.unwrap();
    assert_eq!(found.len(), 1, "the role is searched");

    let update = json!({ "id": id, "name": "Hanser Verlag", "contacts": [{
        "id": anne["id"], "name": "Anne Weber", "phone": "", "role": "Agent", "languageIds": ["fr"] }] });
    let response = app.send(Method::PUT, &format!("/api/companies/{id}"), &token, &update).await;
    assert_eq!(response.status(), 200);
    let updated: Value = response.json().await.unwrap();
    let anne = &updated["contacts"][0];
    assert_eq!((&anne["role"], &anne["phone"], &anne["notes"]), (&json!("Agent"), &Value::Null, &Value::Null));
    assert_eq!((&anne["languageIds"], &anne["languages"]), (&json!(["fr"]), &json!(["French"])));
    let found: Vec<Value> = app.get("/api/companies?q=rights%20director", &token).await.json().await.unwrap();
    assert!(found.is_empty(), "the old role is no longer searched");

    let history: Value =
        app.get(&format!("/api/activity?entityType=company&entityId={id}"), &token).await.json().await.unwrap();
    assert_eq!(
        history[0]["changes"]["contacts"],
        json!([
            ["Anne Weber · Rights director · +49 (0)89 998 300 ext. 12 · de, en · Mornings\nnever Fridays"],
            ["Anne Weber · Agent · fr"]
        ]),
        "{history}"
    );
}

#[tokio::test]
async fn deleting_a_company_removes_its_contacts_and_accepts_the_clients_body() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let id = create(&app, &token, gallimard()).await["id"].as_i64().unwrap();
    let response =
        app.send(Method::DELETE, &format!("/api/companies/{id}"), &token, &json!({ "command": "delete" })).await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.json::<Value>().await.unwrap(), json!({ "id": id }));
    assert_eq!(app.get("/api/companies", &token).await.json::<Value>().await.unwrap(), json!([]));
    assert_eq!(
        app.get("/api/companies/contacts/complete/anne", &token).await.json::<Value>().await.unwrap(),
        json!([])
    );
    let bodyless =
        app.client.delete(app.url(&format!("/api/companies/{id}"))).bearer_auth(&token).send().await.unwrap();
    assert_eq!(bodyless.status(), 404);
}

#[tokio::test]
async fn other_teams_and_viewers_are_kept_out() {
    let app = TestApp::spawn().await;
    let alice = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let viewer = app.sign_in_new("victor@example.com", "Acme", Role::Viewer).await;
    let mallory = app.sign_in_new("mallory@example.com", "Other House", Role::Admin).await;
    let created = create(&app, &alice, gallimard()).await;
    let id = created["id"].as_i64().unwrap();

    assert_eq!(app.get(&format!("/api/companies/{id}"), &mallory).await.status(), 404);
    let put =
        app.send(Method::PUT, &format!("/api/companies/{id}"), &mallory, &json!({ "id": id, "name": "Stolen" })).await;
    assert_eq!(put.status(), 404);
    let delete = app.send(Method::DELETE, &format!("/api/companies/{id}"), &mallory, &json!({})).await;
    assert_eq!(delete.status(), 404);
    assert_eq!(app.get("/api/companies", &mallory).await.json::<Value>().await.unwrap(), json!([]));
    assert_eq!(app.get("/api/companies/complete/gallimard", &mallory).await.json::<Value>().await.unwrap(), json!([]));
    assert_eq!(
        app.get("/api/companies/contacts/complete/anne", &mallory).await.json::<Value>().await.unwrap(),
        json!([])
    );
    // Mallory's own company of the same name is fine: names are unique per team.
    create(&app, &mallory, json!({ "name": "Éditions Gallimard" })).await;

    assert_eq!(app.get("/api/companies", &viewer).await.json::<Value>().await.unwrap().as_array().unwrap().len(), 1);
    for (method, path) in [
        (Method::POST, "/api/companies".to_string()),
        (Method::PUT, format!("/api/companies/{id}")),
        (Method::DELETE, format!("/api/companies/{id}")),
    ] {
        let response = app.send(method.clone(), &path, &viewer, &json!({ "id": id, "name": "Changed" })).await;
        assert_eq!(response.status(), 403, "{method} {path}");
    }
    let read: Value = app.get(&format!("/api/companies/{id}"), &alice).await.json().await.unwrap();
    assert_eq!(read, created);
}

#[tokio::test]
async fn companies_and_contacts_complete_from_three_characters() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let gallimard = create(&app, &token, gallimard()).await;
    create(
        &app,
        &token,
        json!({ "name": "Gallica Audio", "contacts": [{ "name": "Bob Anders", "email": "bob@gallica.example" }] }),
    )
    .await;
    create(&app, &token, json!({ "name": "Le Seuil" })).await;
    let names = |body: Value| {
        body.as_array().unwrap().iter().map(|s| s["name"].as_str().unwrap().to_string()).collect::<Vec<_>>()
    };

    assert_eq!(
        names(app.get("/api/companies/complete/gal", &token).await.json().await.unwrap()),
        ["Gallica Audio", "Éditions Gallimard"]
    );
    assert_eq!(
        names(app.get("/api/companies/complete/EDITIONS", &token).await.json().await.unwrap()),
        ["Éditions Gallimard"]
    );
    assert_eq!(app.get("/api/companies/complete/ga", &token).await.json::<Value>().await.unwrap(), json!([]));

    let by_name: Value = app.get("/api/companies/contacts/complete/anne", &token).await.json().await.unwrap();
    assert_eq!(
        by_name,
        json!([{
            "id": gallimard["contacts"][0]["id"], "name": "Anne Dupont", "email": "anne@gallimard.fr",
            "role": "Rights director", "companyId": gallimard["id"], "company": "Éditions Gallimard"
        }])
    );
    assert_eq!(
        names(app.get("/api/companies/contacts/complete/BOB@GALL", &token).await.json().await.unwrap()),
        ["Bob Anders"],
        "by e-mail"
    );
    assert_eq!(
        names(app.get("/api/companies/contacts/complete/ander", &token).await.json().await.unwrap()),
        ["Bob Anders"]
    );
    assert_eq!(app.get("/api/companies/contacts/complete/an", &token).await.json::<Value>().await.unwrap(), json!([]));
}
