//! `/api/prospections`: every field, references, the rules and their messages, the status moves of
//! core's table, chase, offers, convert (one transaction), batches (all or none), list filters,
//! team isolation, roles, 409s on deleting what prospections use, and the title's material files
//! sent.

use reqwest::Method;
use rightsdesk_core::Role;
use rightsdesk_server::clock::plus_days;
use serde_json::{Value, json};

use crate::helpers::{TestApp, today};

async fn post(app: &TestApp, token: &str, path: &str, body: Value) -> reqwest::Response {
    app.send(Method::POST, path, token, &body).await
}

async fn create(app: &TestApp, token: &str, body: Value) -> Value {
    let response = post(app, token, "/api/prospections", body.clone()).await;
    assert_eq!(response.status(), 200, "create {body}");
    response.json().await.unwrap()
}

async fn put(app: &TestApp, token: &str, id: i64, body: &Value) -> reqwest::Response {
    app.send(Method::PUT, &format!("/api/prospections/{id}"), token, body).await
}

/// The `errors` of a 422 answer.
async fn errors_of(response: reqwest::Response) -> Value {
    assert_eq!(response.status(), 422);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["message"], "Validation failed");
    body["errors"].clone()
}

async fn message_of(response: reqwest::Response, status: u16) -> String {
    assert_eq!(response.status(), status);
    let body: Value = response.json().await.unwrap();
    body["message"].as_str().unwrap().to_string()
}

/// A pitch that went out on 10 March 2026.
fn sent_pitch(title: &str, company: &str) -> Value {
    json!({ "title": title, "company": company, "status": "sent", "sentDate": "2026-03-10" })
}

/// A new team's editor, Alice, and her pitch of "Dune" to Gallimard, sent.
async fn alice_with_sent_pitch() -> (TestApp, String, Value) {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let pitch = create(&app, &token, sent_pitch("Dune", "Gallimard")).await;
    (app, token, pitch)
}

async fn list(app: &TestApp, token: &str, query: &str) -> (Vec<Value>, i64) {
    let response = app.get(&format!("/api/prospections{query}"), token).await;
    assert_eq!(response.status(), 200, "{query}");
    let total = response.headers()["x-total-count"].to_str().unwrap().parse().unwrap();
    (response.json().await.unwrap(), total)
}

fn ids(rows: &[Value]) -> Vec<i64> {
    rows.iter().map(|row| row["id"].as_i64().unwrap()).collect()
}

#[tokio::test]
async fn every_field_round_trips_with_names_defaults_and_the_owner() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let me: Value = app.get("/api/me", &token).await.json().await.unwrap();
    let company: Value = app
        .send(
            Method::POST,
            "/api/companies",
            &token,
            &json!({"name": "Gallimard", "contacts": [{"name": "Anne Dupont", "email": "anne@gallimard.fr"}]}),
        )
        .await
        .json()
        .await
        .unwrap();
    let contact_id = company["contacts"][0]["id"].as_i64().unwrap();

    let body = json!({
        "title": "Les Misérables", "companyId": company["id"], "company": "Gallimard", "contactId": contact_id,
        "contractType": "audio", "language": "fr", "territory": {"world": false, "include": ["BE", "FR"], "exclude": []},
        "status": "option",
        "sentDate": "2026-03-10", "chaseDate": "2026-04-09", "lastChasedDate": "2026-03-30",
        "optionExpiry": "2026-06-30", "material": ["pdf", "readers_report", "pdf"], "source": "Frankfurt 2026",
        "expectedAdvance": 5000.5, "currency": "EUR", "notes": "Keen on the sequel"
    });
    let created = create(&app, &token, body.clone()).await;
    for (key, value) in body.as_object().unwrap() {
        if key != "material" {
            assert_eq!(&created[key], value, "{key}");
        }
    }
    assert_eq!(created["material"], json!(["pdf", "readers_report"]), "repeats dropped");
    assert_eq!(created["contact"], "Anne Dupont");
    assert_eq!(created["ownerId"], me["id"]);
    assert_eq!(created["owner"], "alice@example.com");
    assert_eq!(created["offers"], json!([]));
    assert_eq!(created["licenseId"], Value::Null);
    assert!(created["titleId"].as_i64().is_some(), "a title made from its name");
    let created_at = created["createdAt"].as_str().unwrap();
    assert!(created_at.len() == 20 && created_at.ends_with('Z') && created_at.contains('T'), "{created_at}");

    let id = created["id"].as_i64().unwrap();
    let found: Value = app.get(&format!("/api/prospections/{id}"), &token).await.json().await.unwrap();
    assert_eq!(found, created);

    let planned = create(&app, &token, json!({"title": "Les Misérables", "company": "Gallimard"})).await;
    assert_eq!(planned["status"], "to_send");
    assert_eq!(planned["contractType"], "foreign_rights");
    assert_eq!(planned["titleId"], created["titleId"], "the same title, by name");
    assert_eq!(planned["material"], json!([]));
    assert_eq!(planned["territory"], Value::Null, "the world");

    // The territory's text form, as older clients sent it, is read; an unknown code is refused.
    let swiss = create(&app, &token, json!({"title": "Dune", "company": "Diogenes", "territory": "ch, li"})).await;
    assert_eq!(swiss["territory"], json!({"world": false, "include": ["CH", "LI"], "exclude": []}));
    let refused = app
        .send(
            Method::POST,
            "/api/prospections",
            &token,
            &json!({"title": "Dune", "company": "X", "territory": "DE, QQ"}),
        )
        .await;
    assert_eq!(refused.status(), 422);
    let body: Value = refused.json().await.unwrap();
    assert_eq!(body["errors"], json!({"territory": "Unknown country code: QQ"}));
}

#[tokio::test]
async fn the_rules_answer_with_the_core_messages() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let cases = [
        (json!({}), json!({"title": "Title is required", "company": "Company is required"})),
        (json!({"title": "Dune", "company": "G", "status": "sent"}), json!({"sentDate": "Sent date is required"})),
        (
            json!({"title": "Dune", "company": "G", "status": "option", "sentDate": "2026-03-10"}),
            json!({"optionExpiry": "Option expiry date is required"}),
        ),
        (
            json!({"title": "Dune", "company": "G", "status": "declined", "sentDate": "2026-03-10"}),
            json!({"declineReason": "Decline reason is required"}),
        ),
        (
            json!({"title": "Dune", "company": "G", "sentDate": "2026-03-10", "chaseDate": "2026-03-09"}),
            json!({"chaseDate": "Chase date cannot be before the sent date"}),
        ),
        (
            json!({"title": "Dune", "company": "G", "expectedAdvance": -1, "language": "xx", "status": "licensed-ish"}),
            json!({
                "expectedAdvance": "Advance must not be negative",
                "currency": "Currency is required with an advance",
                "language": "Unknown language",
                "status": "Unknown status"
            }),
        ),
        (
            json!({"title": "Dune", "company": "G", "material": ["pdf", "film"], "currency": "XXX"}),
            json!({"material": "Unknown material", "currency": "Unknown currency"}),
        ),
    ];
    let licensed = json!({"title": "Dune", "company": "G", "status": "licensed", "sentDate": "2026-03-10"});
    let errors = errors_of(post(&app, &token, "/api/prospections", licensed.clone()).await).await;
    assert_eq!(errors, json!({"status": "A prospection becomes Licensed only by converting it to a license"}));
    let errors = errors_of(post(&app, &token, "/api/prospections/batch", json!([licensed])).await).await;
    assert_eq!(errors, json!({"0.status": "A prospection becomes Licensed only by converting it to a license"}));
    for (body, expected) in cases {
        let errors = errors_of(post(&app, &token, "/api/prospections", body.clone()).await).await;
        assert_eq!(errors, expected, "{body}");
    }
    let (rows, total) = list(&app, &token, "").await;
    assert!(rows.is_empty() && total == 0, "nothing written by a refused body");
    let (titles, _) = (app.get("/api/titles", &token).await.json::<Vec<Value>>().await.unwrap(), 0);
    assert!(titles.is_empty(), "no title made for a refused prospection");
}

#[tokio::test]
async fn references_are_the_teams_own() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let other = app.sign_in_new("bob@example.com", "Other", Role::Admin).await;
    let bob = app.add_user("carol@example.com", "Carol", "Other", Role::Editor).await;
    let theirs = create(&app, &other, json!({"title": "Theirs", "company": "Their Co"})).await;
    let gallimard: Value = app
        .send(Method::POST, "/api/companies", &token, &json!({"name": "Gallimard", "contacts": [{"name": "Anne"}]}))
        .await
        .json()
        .await
        .unwrap();
    let seuil: Value = app
        .send(Method::POST, "/api/companies", &token, &json!({"name": "Seuil", "contacts": [{"name": "Paul"}]}))
        .await
        .json()
        .await
        .unwrap();

    let errors = errors_of(
        post(
            &app,
            &token,
            "/api/prospections",
            json!({"title": "x", "titleId": theirs["titleId"], "company": "x", "companyId": theirs["companyId"]}),
        )
        .await,
    )
    .await;
    assert_eq!(errors["title"], "Unknown title: choose one from the list or type a new name");
    assert_eq!(errors["company"], "Unknown company: choose one from the list or type a new name");

    let wrong_contact = json!({"title": "Dune", "companyId": gallimard["id"], "company": "Gallimard",
        "contactId": seuil["contacts"][0]["id"]});
    let errors = errors_of(post(&app, &token, "/api/prospections", wrong_contact).await).await;
    assert_eq!(errors, json!({"contactId": "Choose a contact of this company"}));

    let foreign_owner = json!({"title": "Dune", "company": "Gallimard", "ownerId": bob.id});
    let errors = errors_of(post(&app, &token, "/api/prospections", foreign_owner).await).await;
    assert_eq!(errors, json!({"ownerId": "Unknown owner: choose a member of the team"}));

    // Another team's prospection is not there at all.
    let id = theirs["id"].as_i64().unwrap();
    assert_eq!(app.get(&format!("/api/prospections/{id}"), &token).await.status(), 404);
    assert_eq!(put(&app, &token, id, &json!({"title": "Mine", "company": "Mine"})).await.status(), 404);
    let offer = json!({"receivedDate": "2026-04-01", "advance": 1, "currency": "EUR"});
    for (path, body) in [("chase", json!({})), ("offers", offer), ("convert", json!({}))] {
        assert_eq!(post(&app, &token, &format!("/api/prospections/{id}/{path}"), body).await.status(), 404, "{path}");
    }
    assert_eq!(app.send(Method::DELETE, &format!("/api/prospections/{id}"), &token, &json!({})).await.status(), 404);
    let (rows, total) = list(&app, &token, "").await;
    assert!(rows.is_empty() && total == 0);
    let (rows, total) = list(&app, &other, "?limit=10").await;
    assert_eq!((ids(&rows), total), (vec![id], 1), "theirs untouched");
}

#[tokio::test]
async fn status_moves_follow_the_core_table() {
    let (app, token, mut pitch) = alice_with_sent_pitch().await;
    let id = pitch["id"].as_i64().unwrap();

    let move_to = async |pitch: &mut Value, status: &str| {
        pitch["status"] = json!(status);
        put(&app, &token, id, pitch).await
    };
    assert_eq!(move_to(&mut pitch, "reading").await.status(), 200);
    assert_eq!(move_to(&mut pitch, "offer").await.status(), 200);
    let errors = errors_of(move_to(&mut pitch, "sent").await).await;
    assert_eq!(errors, json!({"status": "Cannot move from Offer to Sent"}));
    let errors = errors_of(move_to(&mut pitch, "licensed").await).await;
    assert_eq!(errors, json!({"status": "Cannot move from Offer to Licensed: convert it to a license instead"}));
    pitch["declineReason"] = json!("price");
    assert_eq!(move_to(&mut pitch, "declined").await.status(), 200);
    let stored: Value = app.get(&format!("/api/prospections/{id}"), &token).await.json().await.unwrap();
    assert_eq!((stored["status"].as_str(), stored["declineReason"].as_str()), (Some("declined"), Some("price")));
    let errors = errors_of(move_to(&mut pitch, "offer").await).await;
    assert_eq!(errors, json!({"status": "Cannot move from Declined to Offer"}));
    assert_eq!(move_to(&mut pitch, "interested").await.status(), 200, "reopened");
    // Saving without a move is no move.
    assert_eq!(move_to(&mut pitch, "interested").await.status(), 200);
}

#[tokio::test]
async fn a_refusal_names_every_broken_rule_at_once() {
    let (app, token, mut pitch) = alice_with_sent_pitch().await;
    let id = pitch["id"].as_i64().unwrap();

    // From sent, an option is a forbidden move, and an option needs its expiry: both told.
    pitch["status"] = json!("option");
    pitch["title"] = json!(" ");
    let errors = errors_of(put(&app, &token, id, &pitch).await).await;
    assert_eq!(
        errors,
        json!({"status": "Cannot move from Sent to Option", "optionExpiry": "Option expiry date is required",
            "title": "Title is required"})
    );
    // An unknown id is a 404 before any field is looked at.
    assert_eq!(put(&app, &token, id + 100, &json!({"id": id + 100, "title": " "})).await.status(), 404);
    let stored: Value = app.get(&format!("/api/prospections/{id}"), &token).await.json().await.unwrap();
    assert_eq!(stored["status"], "sent", "nothing was written");
}

#[tokio::test]
async fn marking_sent_dates_it_today_and_plans_the_first_chase() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let mut planned = create(&app, &token, json!({"title": "Dune", "company": "Gallimard"})).await;
    let mut other = create(&app, &token, json!({"title": "Emma", "company": "Gallimard"})).await;
    assert_eq!(planned["status"], "to_send");

    // A move to sent without a sent date: sent today, chased 30 days on, as the browser's "Mark sent".
    planned["status"] = json!("sent");
    let marked: Value = put(&app, &token, planned["id"].as_i64().unwrap(), &planned).await.json().await.unwrap();
    assert_eq!(
        (marked["sentDate"].clone(), marked["chaseDate"].clone()),
        (json!(today()), json!(plus_days(&today(), 30)))
    );
    // A chase date given is kept; a new prospection still needs its sent date.
    other["status"] = json!("sent");
    other["chaseDate"] = json!("2099-01-02");
    let marked: Value = put(&app, &token, other["id"].as_i64().unwrap(), &other).await.json().await.unwrap();
    assert_eq!((marked["sentDate"].clone(), marked["chaseDate"].clone()), (json!(today()), json!("2099-01-02")));
    let errors = errors_of(
        post(&app, &token, "/api/prospections", json!({"title": "X", "company": "Y", "status": "sent"})).await,
    )
    .await;
    assert_eq!(errors, json!({"sentDate": "Sent date is required"}));
}

#[tokio::test]
async fn chases_offers_and_conversion() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let pitch = create(
        &app,
        &token,
        json!({"expectedAdvance": 3000, "currency": "GBP", "contractType": "audio", "language": "fr",
        "title": "Dune", "company": "Gallimard", "status": "sent", "sentDate": "2026-03-10"}),
    )
    .await;
    let id = pitch["id"].as_i64().unwrap();
    let path = |action: &str| format!("/api/prospections/{id}/{action}");

    // One click: chased today, again in 30 days. No body at all is the same.
    let response = app.client.post(app.url(&path("chase"))).bearer_auth(&token).send().await.unwrap();
    assert_eq!(response.status(), 200);
    let chased: Value = response.json().await.unwrap();
    assert_eq!(chased["lastChasedDate"], today());
    assert_eq!(chased["chaseDate"], plus_days(&today(), 30));
    let chased: Value =
        post(&app, &token, &path("chase"), json!({"nextChaseDate": "2099-01-02"})).await.json().await.unwrap();
    assert_eq!(chased["chaseDate"], "2099-01-02");
    let errors = errors_of(post(&app, &token, &path("chase"), json!({"nextChaseDate": "2026-03-01"})).await).await;
    assert_eq!(errors, json!({"nextChaseDate": "Chase date cannot be before the sent date"}));
    let errors = errors_of(post(&app, &token, &path("chase"), json!({"nextChaseDate": "soon"})).await).await;
    assert_eq!(errors, json!({"nextChaseDate": "Enter a valid date (YYYY-MM-DD)"}));

    // Converting before any interest is refused, and makes nothing.
    let refused = message_of(post(&app, &token, &path("convert"), json!({})).await, 409).await;
    assert_eq!(refused, "A prospection becomes a license from Interested, Offer, Option only; this one is Sent");
    let licenses: Vec<Value> = app.get("/api/licenses", &token).await.json().await.unwrap();
    assert!(licenses.is_empty());

    // Offers: checked, logged oldest first, and the first moves the pitch to `offer`.
    let errors = errors_of(post(&app, &token, &path("offers"), json!({"advance": -2})).await).await;
    assert_eq!(
        errors,
        json!({
            "receivedDate": "Received date is required",
            "advance": "Advance must not be negative",
            "currency": "Currency is required with an advance"
        })
    );
    let offered: Value = post(
        &app,
        &token,
        &path("offers"),
        json!({"receivedDate": "2026-04-20", "advance": 5500, "currency": "EUR", "royalties": "8%"}),
    )
    .await
    .json()
    .await
    .unwrap();
    assert_eq!(offered["status"], "offer");
    post(&app, &token, &path("offers"), json!({"receivedDate": "2026-04-01", "advance": 4000, "currency": "EUR"}))
        .await;
    let stored: Value = app.get(&format!("/api/prospections/{id}"), &token).await.json().await.unwrap();
    let offers: Vec<(&str, f64, &str)> = stored["offers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| (o["receivedDate"].as_str().unwrap(), o["advance"].as_f64().unwrap(), o["status"].as_str().unwrap()))
        .collect();
    assert_eq!(offers, [("2026-04-01", 4000.0, "pending"), ("2026-04-20", 5500.0, "pending")]);

    // Convert: the license of the latest offer, unsigned, dated today; the pitch licensed.
    let converted: Value = post(&app, &token, &path("convert"), json!({})).await.json().await.unwrap();
    let license = &converted["license"];
    assert_eq!(
        (&license["title"], &license["company"], &license["contractType"], &license["signed"]),
        (&json!("Dune"), &json!("Gallimard"), &json!("audio"), &json!(false))
    );
    assert_eq!(
        (&license["advance"], &license["currency"], &license["royalties"]),
        (&json!(5500.0), &json!("EUR"), &json!("8%"))
    );
    assert_eq!(license["contractDate"], today());
    let prospection = &converted["prospection"];
    assert_eq!(prospection["status"], "licensed");
    assert_eq!(prospection["licenseId"], license["id"]);
    let statuses: Vec<&str> =
        prospection["offers"].as_array().unwrap().iter().map(|o| o["status"].as_str().unwrap()).collect();
    assert_eq!(statuses, ["declined", "accepted"]);
    let license_id = license["id"].as_i64().unwrap();
    assert_eq!(app.get(&format!("/api/licenses/{license_id}"), &token).await.status(), 200);

    // Closed now: no second license, no chase, no offer.
    let again = message_of(post(&app, &token, &path("convert"), json!({})).await, 409).await;
    assert!(again.ends_with("this one is Licensed"), "{again}");
    let chase = message_of(post(&app, &token, &path("chase"), json!({})).await, 409).await;
    assert_eq!(chase, "This prospection is Licensed: reopen it before chasing it");
    let offer =
        post(&app, &token, &path("offers"), json!({"receivedDate": "2026-05-01", "advance": 1, "currency": "EUR"}))
            .await;
    assert_eq!(offer.status(), 409);
    assert_eq!(app.get("/api/licenses", &token).await.json::<Vec<Value>>().await.unwrap().len(), 1);

    // Deleting the license leaves the prospection, without its link.
    let deleted = app.send(Method::DELETE, &format!("/api/licenses/{license_id}"), &token, &json!({})).await;
    assert_eq!(deleted.status(), 200);
    let stored: Value = app.get(&format!("/api/prospections/{id}"), &token).await.json().await.unwrap();
    assert_eq!((stored["status"].as_str(), &stored["licenseId"]), (Some("licensed"), &Value::Null));
}

#[tokio::test]
async fn a_conversion_without_offers_takes_the_expected_advance() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let pitch = create(
        &app,
        &token,
        json!({"title": "Dune", "company": "Gallimard", "status": "interested",
        "sentDate": "2026-03-10", "expectedAdvance": 3000, "currency": "GBP"}),
    )
    .await;
    let id = pitch["id"].as_i64().unwrap();
    let convert = format!("/api/prospections/{id}/convert");
    // A translation is licensed in a language: the pitch names it first.
    let refused = post(&app, &token, &convert, json!({})).await;
    assert_eq!(refused.status(), 422);
    let body: Value = refused.json().await.unwrap();
    assert_eq!(body["errors"], json!({"language": "Language is required for this right"}));
    let mut with_language = pitch.clone();
    with_language["language"] = json!("en");
    let put = app.send(Method::PUT, &format!("/api/prospections/{id}"), &token, &with_language).await;
    assert_eq!(put.status(), 200);
    let converted: Value = post(&app, &token, &convert, json!({})).await.json().await.unwrap();
    let license = &converted["license"];
    assert_eq!((&license["advance"], &license["currency"]), (&json!(3000.0), &json!("GBP")));
    assert_eq!((&license["contractType"], &license["language"]), (&json!("foreign_rights"), &json!("en")));
    assert_eq!((&license["status"], &license["exclusive"]), (&json!("draft"), &json!(true)));
    assert_eq!(converted["declined"], json!([]));
}

#[tokio::test]
async fn a_batch_is_created_whole_or_not_at_all() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let refused = post(
        &app,
        &token,
        "/api/prospections/batch",
        json!([sent_pitch("Dune", "Gallimard"), sent_pitch("Emma", "Gallimard"), {"company": "Gallimard"}]),
    )
    .await;
    assert_eq!(errors_of(refused).await, json!({"2.title": "Title is required"}));
    assert_eq!(list(&app, &token, "").await.1, 0);
    let titles: Vec<Value> = app.get("/api/titles", &token).await.json().await.unwrap();
    assert!(titles.is_empty(), "no title left behind");

    let made: Vec<Value> = post(
        &app,
        &token,
        "/api/prospections/batch",
        json!([sent_pitch("Dune", "Gallimard"), sent_pitch("Emma", "Gallimard")]),
    )
    .await
    .json()
    .await
    .unwrap();
    let names: Vec<&str> = made.iter().map(|p| p["title"].as_str().unwrap()).collect();
    assert_eq!(names, ["Dune", "Emma"]);
    assert_eq!(made[0]["companyId"], made[1]["companyId"], "one company");
    assert_eq!(post(&app, &token, "/api/prospections/batch", json!([])).await.status(), 400);
}

#[tokio::test]
async fn the_list_is_filtered_searched_sorted_and_paged() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let colleague = app.add_user("bob@example.com", "Bob", "Acme", Role::Editor).await;
    let today = today();
    let overdue = create(
        &app,
        &token,
        json!({"title": "Dune", "company": "Gallimard", "status": "sent",
        "sentDate": plus_days(&today, -60), "chaseDate": plus_days(&today, -2)}),
    )
    .await;
    let this_week = create(
        &app,
        &token,
        json!({"title": "Emma", "company": "Seuil", "status": "reading",
        "sentDate": plus_days(&today, -10), "chaseDate": plus_days(&today, 3), "ownerId": colleague.id}),
    )
    .await;
    let option = create(
        &app,
        &token,
        json!({"title": "Dune", "company": "Hanser", "status": "option",
        "sentDate": plus_days(&today, -90), "optionExpiry": plus_days(&today, 10)}),
    )
    .await;
    let closed = create(
        &app,
        &token,
        json!({"title": "Emma", "company": "Gallimard", "status": "declined",
        "sentDate": plus_days(&today, -90), "chaseDate": plus_days(&today, -5), "declineReason": "price"}),
    )
    .await;
    let id = |value: &Value| value["id"].as_i64().unwrap();

    let (rows, total) = list(&app, &token, "?limit=2").await;
    assert_eq!(total, 4);
    assert_eq!(ids(&rows), [id(&closed), id(&overdue)], "what is due first");
    let (rows, _) = list(&app, &token, "?limit=10&offset=2").await;
    assert_eq!(ids(&rows), [id(&this_week), id(&option)], "undated last");

    let cases = [
        ("?status=sent,reading&sort=title", vec![id(&overdue), id(&this_week)]),
        ("?due=overdue", vec![id(&overdue)]),
        ("?due=week&sort=title", vec![id(&this_week)]),
        ("?optionEndsWithin=14", vec![id(&option)]),
        ("?optionEndsWithin=5", vec![]),
        (&format!("?ownerId={}", colleague.id), vec![id(&this_week)]),
        (&format!("?titleId={}&sort=company", overdue["titleId"]), vec![id(&overdue), id(&option)]),
        (&format!("?companyId={}&sort=-sentDate", overdue["companyId"]), vec![id(&overdue), id(&closed)]),
        ("?q=galli emma", vec![id(&closed)]),
        ("?q=hans", vec![id(&option)]),
        ("?sort=-status", vec![id(&closed), id(&option), id(&this_week), id(&overdue)]),
    ];
    for (query, expected) in cases {
        let (rows, total) = list(&app, &token, query).await;
        assert_eq!(ids(&rows), expected, "{query}");
        assert_eq!(total as usize, expected.len(), "{query}");
    }
    for (query, message) in [
        (
            "?status=lost",
            "status must be one or more of to_send, sent, reading, interested, offer, option, licensed, declined, expired, withdrawn, separated by commas",
        ),
        ("?due=today", "due must be overdue or week"),
        ("?optionEndsWithin=400", "optionEndsWithin must be a number of days from 0 to 366"),
        ("?titleId=dune", "titleId must be an id"),
        (
            "?sort=price",
            "Unknown sort field \"price\": sort by one of chaseDate, sentDate, lastChasedDate, optionExpiry, title, company, status, contractType, language, expectedAdvance, owner, createdAt, updatedAt, with a leading - for descending",
        ),
    ] {
        assert_eq!(
            message_of(app.get(&format!("/api/prospections{query}"), &token).await, 400).await,
            message,
            "{query}"
        );
    }
    // Each row carries its offers.
    let offered = id(&overdue);
    post(
        &app,
        &token,
        &format!("/api/prospections/{offered}/offers"),
        json!({"receivedDate": today, "advance": 10, "currency": "SEK"}),
    )
    .await;
    let (rows, _) = list(&app, &token, "?due=overdue").await;
    assert_eq!(rows[0]["offers"][0]["advance"], 10.0);
    let (rows, _) = list(&app, &token, "").await;
    assert_eq!(rows.iter().find(|row| row["id"] == offered).unwrap()["offers"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn the_team_members_are_the_owners_to_choose_from() {
    let app = TestApp::spawn().await;
    let viewer = app.sign_in_new("victor@example.com", "Acme", Role::Viewer).await;
    let zoe = app.add_user("zoe@example.com", "zoé", "Acme", Role::Editor).await;
    let ada = app.add_user("ada@example.com", "Ada", "Acme", Role::Admin).await;
    app.add_user("other@example.com", "Other", "Elsewhere", Role::Admin).await;
    let members: Value = app.get("/api/team/members", &viewer).await.json().await.unwrap();
    let victor = members.as_array().unwrap().iter().find(|m| m["name"] == "victor@example.com").unwrap()["id"].clone();
    assert_eq!(
        members,
        json!([{"id": ada.id, "name": "Ada"}, {"id": victor, "name": "victor@example.com"}, {"id": zoe.id, "name": "zoé"}])
    );
    assert_eq!(app.get("/api/team/members", "not-a-token").await.status(), 401);
}

#[tokio::test]
async fn a_deactivated_owner_keeps_their_prospections_but_takes_no_new_ones() {
    let app = TestApp::spawn().await;
    let admin = app.sign_in_new("ada@example.com", "Acme", Role::Admin).await;
    let zoe = app.add_user("zoe@example.com", "Zoé", "Acme", Role::Editor).await;
    let theirs = create(&app, &admin, json!({"title": "Dune", "company": "Gallimard", "ownerId": zoe.id})).await;
    let mine = create(&app, &admin, json!({"title": "Dune", "company": "Hanser"})).await;
    let off = json!({"name": "Zoé", "role": "editor", "active": false});
    assert_eq!(app.send(Method::PUT, &format!("/api/users/{}", zoe.id), &admin, &off).await.status(), 200);

    // Their prospection is still theirs, and still edited with its whole body sent back.
    let mut edited = theirs.clone();
    edited["notes"] = json!("Asked for a reading copy");
    let response = put(&app, &admin, theirs["id"].as_i64().unwrap(), &edited).await;
    assert_eq!(response.status(), 200);
    let stored: Value = response.json().await.unwrap();
    assert_eq!((stored["ownerId"].as_i64(), &stored["owner"]), (Some(zoe.id), &json!("Zoé")));

    // A new prospection, or another one, cannot be given to them.
    let inactive = json!({"ownerId": "This user is deactivated: choose an active member of the team"});
    let new = json!({"title": "Dune", "company": "Planeta", "ownerId": zoe.id});
    assert_eq!(errors_of(post(&app, &admin, "/api/prospections", new).await).await, inactive);
    let mut handed = mine.clone();
    handed["ownerId"] = json!(zoe.id);
    assert_eq!(errors_of(put(&app, &admin, mine["id"].as_i64().unwrap(), &handed).await).await, inactive);
}

#[tokio::test]
async fn viewers_read_and_never_write() {
    let app = TestApp::spawn().await;
    let editor = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let viewer = app.sign_in_new("victor@example.com", "Acme", Role::Viewer).await;
    let pitch = create(
        &app,
        &editor,
        json!({"title": "Dune", "company": "Gallimard", "status": "interested",
        "sentDate": "2026-03-10"}),
    )
    .await;
    let id = pitch["id"].as_i64().unwrap();
    assert_eq!(list(&app, &viewer, "").await.1, 1);
    assert_eq!(app.get(&format!("/api/prospections/{id}"), &viewer).await.status(), 200);
    let offer = json!({"receivedDate": "2026-04-01", "advance": 1, "currency": "EUR"});
    let writes = [
        (Method::POST, "/api/prospections".to_string(), json!({"title": "x", "company": "y"})),
        (Method::POST, "/api/prospections/batch".to_string(), json!([{"title": "x", "company": "y"}])),
        (Method::PUT, format!("/api/prospections/{id}"), pitch.clone()),
        (Method::POST, format!("/api/prospections/{id}/chase"), json!({})),
        (Method::POST, format!("/api/prospections/{id}/offers"), offer),
        (Method::POST, format!("/api/prospections/{id}/convert"), json!({})),
        (Method::DELETE, format!("/api/prospections/{id}"), json!({})),
    ];
    for (method, path, body) in writes {
        assert_eq!(app.send(method.clone(), &path, &viewer, &body).await.status(), 403, "{method} {path}");
    }
    let stored: Value = app.get(&format!("/api/prospections/{id}"), &viewer).await.json().await.unwrap();
    assert_eq!(stored, pitch, "unchanged");
}

#[tokio::test]
async fn titles_and_companies_in_use_are_not_deleted() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let first = create(&app, &token, json!({"title": "Dune", "company": "Gallimard"})).await;
    create(&app, &token, json!({"title": "Emma", "company": "Gallimard"})).await;
    let (app, token) = (&app, &token);
    let delete = async |path: String| app.send(Method::DELETE, &path, token, &json!({})).await;
    let title = message_of(delete(format!("/api/titles/{}", first["titleId"])).await, 409).await;
    assert_eq!(title, "This title is used by 1 prospection; change or delete them first");
    let company = message_of(delete(format!("/api/companies/{}", first["companyId"])).await, 409).await;
    assert_eq!(company, "This company is used by 2 prospections; change or delete them first");

    let id = first["id"].as_i64().unwrap();
    assert_eq!(delete(format!("/api/prospections/{id}")).await.status(), 200);
    assert_eq!(app.get(&format!("/api/prospections/{id}"), token).await.status(), 404);
    assert_eq!(delete(format!("/api/titles/{}", first["titleId"])).await.status(), 200);
}

/// A PDF of `kind` added to the team's title `title_id`; its id.
async fn add_material(app: &TestApp, token: &str, title_id: &Value, kind: &str, name: &str) -> i64 {
    let file = reqwest::multipart::Part::bytes(b"%PDF-1.7\n%%EOF\n".to_vec())
        .file_name(name.to_string())
        .mime_str("application/pdf")
        .unwrap();
    let form = reqwest::multipart::Form::new().part("file", file).text("kind", kind.to_string());
    let response = app
        .client
        .post(app.url(&format!("/api/titles/{title_id}/materials")))
        .bearer_auth(token)
        .multipart(form)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200, "add {name}");
    response.json::<Value>().await.unwrap()["id"].as_i64().unwrap()
}

#[tokio::test]
async fn the_material_files_sent_are_the_titles_own() {
    let (app, token, pitch) = alice_with_sent_pitch().await;
    let other = app.sign_in_new("bob@example.com", "Other", Role::Admin).await;
    let dune = &pitch["titleId"];
    let sample = add_material(&app, &token, dune, "sample", "sample.pdf").await;
    let synopsis = add_material(&app, &token, dune, "synopsis", "synopsis.pdf").await;
    let emma = create(&app, &token, sent_pitch("Emma", "Seuil")).await;
    let emma_sample = add_material(&app, &token, &emma["titleId"], "sample", "emma.pdf").await;
    let theirs = create(&app, &other, sent_pitch("Theirs", "Their Co")).await;
    let their_sample = add_material(&app, &other, &theirs["titleId"], "sample", "theirs.pdf").await;
    let id = pitch["id"].as_i64().unwrap();
    assert_eq!(pitch["materialFiles"], json!([]));

    // Sorted and each once, as core stores them; read back by the record and the list.
    let mut body = pitch.clone();
    body["materialFiles"] = json!([synopsis, sample, synopsis]);
    let response = put(&app, &token, id, &body).await;
    assert_eq!(response.status(), 200);
    let stored: Value = response.json().await.unwrap();
    assert_eq!(stored["materialFiles"], json!([sample, synopsis]));
    let read: Value = app.get(&format!("/api/prospections/{id}"), &token).await.json().await.unwrap();
    assert_eq!(read["materialFiles"], json!([sample, synopsis]));
    let (rows, _) = list(&app, &token, "?sort=title").await;
    assert_eq!(
        rows.iter().map(|row| row["materialFiles"].clone()).collect::<Vec<_>>(),
        [json!([sample, synopsis]), json!([])]
    );

    // Another title's file, another team's, one that does not exist, or any on a title made now.
    for wrong in [emma_sample, their_sample, 999_999] {
        let mut body = stored.clone();
        body["materialFiles"] = json!([sample, wrong]);
        let errors = errors_of(put(&app, &token, id, &body).await).await;
        assert_eq!(errors, json!({"materialFiles": "Choose material files of this title"}), "{wrong}");
    }
    let new_title = json!({"title": "Brand new", "company": "Gallimard", "materialFiles": [sample]});
    let errors = errors_of(post(&app, &token, "/api/prospections", new_title).await).await;
    assert_eq!(errors, json!({"materialFiles": "Choose material files of this title"}));

    // The activity log tells the change; deleting a file drops it from what was sent.
    let mut body = stored.clone();
    body["materialFiles"] = json!([synopsis]);
    assert_eq!(put(&app, &token, id, &body).await.status(), 200);
    let entries: Value =
        app.get(&format!("/api/activity?entityType=prospection&entityId={id}"), &token).await.json().await.unwrap();
    assert_eq!(entries[0]["changes"], json!({"materialFiles": [[sample, synopsis], [synopsis]]}));
    let sent: Value = app.get(&format!("/api/prospections/{id}"), &token).await.json().await.unwrap();
    let path = format!("/api/titles/{dune}/materials/{synopsis}");
    assert_eq!(app.send(Method::DELETE, &path, &token, &json!(null)).await.status(), 200);
    let read: Value = app.get(&format!("/api/prospections/{id}"), &token).await.json().await.unwrap();
    assert_eq!(read["materialFiles"], json!([]));
    // ... as a change of the prospection: a save made from before it is refused, its history says so.
    assert_eq!(read["version"].as_i64(), sent["version"].as_i64().map(|v| v + 1));
    let stale = app
        .client
        .put(app.url(&format!("/api/prospections/{id}")))
        .bearer_auth(&token)
        .header(reqwest::header::IF_MATCH, format!("\"{}\"", sent["version"]))
        .json(&sent)
        .send()
        .await
        .unwrap();
    assert_eq!(stale.status(), 412);
    let entries: Value =
        app.get(&format!("/api/activity?entityType=prospection&entityId={id}"), &token).await.json().await.unwrap();
    assert_eq!(entries[0]["action"], "update");
    assert_eq!(entries[0]["changes"], json!({"materialFiles": [[synopsis], []]}));
}
