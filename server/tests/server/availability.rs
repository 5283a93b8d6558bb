//! The Availability page's list (docs/http.md, "Availability"): `GET /api/availability` and its
//! `/counts`, the team's titles by what one right is for each today, the most sellable first.

use reqwest::Method;
use rightsdesk_core::Role;
use rightsdesk_server::clock::plus_days;
use serde_json::{Value, json};

use crate::helpers::{TestApp, today};

async fn ok(response: reqwest::Response) -> Value {
    let status = response.status();
    let body: Value = response.json().await.unwrap();
    assert_eq!(status, 200, "{body}");
    body
}

/// A list's titles with their states, and its `X-Total-Count`.
async fn listed(app: &TestApp, token: &str, query: &str) -> (Vec<(String, String)>, i64) {
    let response = app.get(&format!("/api/availability?{query}"), token).await;
    let total = response.headers().get("x-total-count").map(|v| v.to_str().unwrap().parse().unwrap());
    let body = ok(response).await;
    let rows = body
        .as_array()
        .unwrap()
        .iter()
        .map(|row| (row["title"].as_str().unwrap().to_owned(), row["state"].as_str().unwrap().to_owned()))
        .collect();
    (rows, total.expect("X-Total-Count"))
}

fn rows(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs.iter().map(|(title, state)| (title.to_string(), state.to_string())).collect()
}

/// An exclusive German translation license of `title`, in DE, AT and CH.
fn german(title: &str, company: &str, status: &str, exclusive: bool) -> Value {
    json!({
        "title": title, "company": company, "contractDate": "2026-01-01", "endDate": "2031-12-31",
        "contractType": "foreign_rights", "language": "de", "status": status, "exclusive": exclusive,
        "territory": {"world": false, "include": ["DE", "AT", "CH"]}
    })
}

/// A German translation pitch of `title` in `status`.
fn pitch(title: &str, company: &str, status: &str) -> Value {
    json!({"title": title, "company": company, "language": "de", "status": status,
        "sentDate": plus_days(&today(), -30), "optionExpiry": plus_days(&today(), 365)})
}

/// The team's catalogue, a title per state for German translation rights: Anna, Jane (a
/// non-exclusive license) and Zorba available, Emma pitched, Faust offered, Gatsby optioned,
/// Hamlet pending, Dune sold, Ivanhoe not held (only Italian is).
async fn catalogue(app: &TestApp, token: &str) -> Value {
    for name in ["Zorba", "Anna"] {
        ok(app.send(Method::POST, "/api/titles", token, &json!({"name": name})).await).await;
    }
    ok(app.send(Method::POST, "/api/licenses", token, &german("Dune", "Hanser Verlag", "signed", true)).await).await;
    ok(app.send(Method::POST, "/api/licenses", token, &german("Hamlet", "Rowohlt", "draft", true)).await).await;
    let jane = german("Jane", "Diogenes", "signed", false);
    let jane = ok(app.send(Method::POST, "/api/licenses", token, &jane).await).await;
    ok(app.send(Method::POST, "/api/prospections", token, &pitch("Emma", "Suhrkamp", "reading")).await).await;
    ok(app.send(Method::POST, "/api/prospections", token, &pitch("Faust", "Fischer", "offer")).await).await;
    let gatsby =
        ok(app.send(Method::POST, "/api/prospections", token, &pitch("Gatsby", "Piper", "interested")).await).await;
    let mut option = gatsby.clone();
    option["status"] = json!("option");
    ok(app.send(Method::PUT, &format!("/api/prospections/{}", gatsby["id"]), token, &option).await).await;
    let ivanhoe = ok(app.send(Method::POST, "/api/titles", token, &json!({"name": "Ivanhoe"})).await).await;
    let held = json!({"contractType": "foreign_rights", "languages": ["it"]});
    ok(app.send(Method::POST, &format!("/api/titles/{}/rights", ivanhoe["id"]), token, &held).await).await;
    jane
}

const GERMAN: &str = "contractType=foreign_rights&language=de";

#[tokio::test]
async fn the_titles_come_by_state_most_sellable_first_then_by_name() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Viewer).await;
    let editor = app.sign_in_new("edith@example.com", "Acme", Role::Editor).await;
    let jane = catalogue(&app, &editor).await;
    // Another team's titles never show.
    let mallory = app.sign_in_new("mallory@example.com", "Other", Role::Editor).await;
    ok(app.send(Method::POST, "/api/licenses", &mallory, &german("Aardvark", "Hanser Verlag", "signed", true)).await)
        .await;
    ok(app.send(Method::POST, "/api/titles", &mallory, &json!({"name": "Abacus"})).await).await;

    let everything = rows(&[
        ("Anna", "available"),
        ("Jane", "available"),
        ("Zorba", "available"),
        ("Emma", "pitched"),
        ("Faust", "offer"),
        ("Gatsby", "optioned"),
        ("Hamlet", "pending"),
        ("Dune", "sold"),
        ("Ivanhoe", "not_held"),
    ]);
    assert_eq!(listed(&app, &token, GERMAN).await, (everything.clone(), 9));

    // Each row says why, as the title's own availability does.
    let body = ok(app.get(&format!("/api/availability?{GERMAN}"), &token).await).await;
    let jane_row = &body[1];
    assert_eq!(jane_row["titleId"], jane["titleId"]);
    assert_eq!(jane_row["author"], Value::Null);
    assert_eq!(
        jane_row["reasons"],
        json!([{"kind": "license", "id": jane["id"], "company": "Diogenes", "status": "signed", "exclusive": false,
            "until": "2031-12-31"}])
    );
    assert_eq!(body[0]["reasons"], json!([]));
    let dune = &body[7];
    let one = ok(app.get(&format!("/api/titles/{}/availability?{GERMAN}", dune["titleId"]), &token).await).await;
    assert_eq!((&dune["state"], &dune["reasons"]), (&one["state"], &one["reasons"]));
    // Rights recorded, none covering German: nothing to point at.
    assert_eq!((&body[8]["state"], &body[8]["reasons"]), (&json!("not_held"), &json!([])));

    // Pages across the two segments, each with the total.
    for (offset, limit) in [(0, 2), (2, 2), (3, 4), (7, 5), (9, 5), (20, 1)] {
        let (page, total) = listed(&app, &token, &format!("{GERMAN}&limit={limit}&offset={offset}")).await;
        let expected: Vec<_> = everything.iter().skip(offset).take(limit).cloned().collect();
        assert_eq!((page, total), (expected, 9), "offset {offset}, limit {limit}");
    }

    // One state, paged too.
    assert_eq!(listed(&app, &token, &format!("{GERMAN}&state=sold")).await, (rows(&[("Dune", "sold")]), 1));
    assert_eq!(
        listed(&app, &token, &format!("{GERMAN}&state=available&offset=1&limit=1")).await,
        (rows(&[("Jane", "available")]), 3)
    );
    assert_eq!(listed(&app, &token, &format!("{GERMAN}&state=not_held&offset=1")).await, (rows(&[]), 1));

    // The counts of every state, in one call.
    assert_eq!(
        ok(app.get(&format!("/api/availability/counts?{GERMAN}"), &token).await).await,
        json!({"available": 3, "pitched": 1, "offer": 1, "optioned": 1, "pending": 1, "sold": 1, "not_held": 1})
    );

    // The other team sees its own titles only.
    assert_eq!(listed(&app, &mallory, GERMAN).await, (rows(&[("Abacus", "available"), ("Aardvark", "sold")]), 2));
}

#[tokio::test]
async fn q_searches_the_titles_as_the_titles_list_does() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    catalogue(&app, &token).await;
    ok(app.send(Method::POST, "/api/titles", &token, &json!({"name": "L’Étranger", "author": "Camus"})).await).await;

    // A word of two letters (no trigram) and one of more, in both segments.
    let (found, total) = listed(&app, &token, &format!("{GERMAN}&q=an")).await;
    let an = [("Anna", "available"), ("Jane", "available"), ("L’Étranger", "available"), ("Ivanhoe", "not_held")];
    assert_eq!((found, total), (rows(&an), 4));
    assert_eq!(listed(&app, &token, &format!("{GERMAN}&q=ivan")).await, (rows(&[("Ivanhoe", "not_held")]), 1));
    assert_eq!(listed(&app, &token, &format!("{GERMAN}&q=ZORB")).await, (rows(&[("Zorba", "available")]), 1));
    // Case, accents, apostrophes and the author, as everywhere.
    assert_eq!(
        listed(&app, &token, &format!("{GERMAN}&q=l'etranger%20camus")).await,
        (rows(&[("L’Étranger", "available")]), 1)
    );
    assert_eq!(listed(&app, &token, &format!("{GERMAN}&q=nothing")).await, (rows(&[]), 0));
    assert_eq!(
        listed(&app, &token, &format!("{GERMAN}&q=an&state=available&offset=1&limit=1")).await,
        (rows(&[("Jane", "available")]), 3)
    );
    assert_eq!(
        ok(app.get(&format!("/api/availability/counts?{GERMAN}&q=an"), &token).await).await,
        json!({"available": 3, "pitched": 0, "offer": 0, "optioned": 0, "pending": 0, "sold": 0, "not_held": 1})
    );
    assert_eq!(
        ok(app.get(&format!("/api/availability/counts?{GERMAN}&q=hamlet"), &token).await).await,
        json!({"available": 0, "pitched": 0, "offer": 0, "optioned": 0, "pending": 1, "sold": 0, "not_held": 0})
    );
}

#[tokio::test]
async fn the_language_and_territory_asked_decide() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    catalogue(&app, &token).await;

    // In Italian only Ivanhoe's rights are recorded, and held: everything is available, by name.
    let italian = ["Anna", "Dune", "Emma", "Faust", "Gatsby", "Hamlet", "Ivanhoe", "Jane", "Zorba"]
        .map(|name| (name, "available"));
    assert_eq!(listed(&app, &token, "contractType=foreign_rights&language=it").await, (rows(&italian), 9));
    // Audio: Ivanhoe's rights recorded do not hold it.
    let (audio, total) = listed(&app, &token, "contractType=audio&language=de").await;
    assert_eq!((audio.last().unwrap().clone(), total), (("Ivanhoe".to_owned(), "not_held".to_owned()), 9));
    // Any language: the German license sells the right; Ivanhoe's Italian rights cover it.
    let (any, _) = listed(&app, &token, "contractType=foreign_rights&state=sold").await;
    assert_eq!(any, rows(&[("Dune", "sold")]));
    // The licenses are for DE, AT and CH: in Luxembourg they are nothing; Germany and
    // Luxembourg together are sold.
    let (luxembourg, _) = listed(&app, &token, &format!("{GERMAN}&territory=LU&state=sold")).await;
    assert_eq!(luxembourg, rows(&[]));
    let (both, _) = listed(&app, &token, &format!("{GERMAN}&territory=DE,LU&state=sold")).await;
    assert_eq!(both, rows(&[("Dune", "sold")]));
    assert_eq!(
        ok(app.get(&format!("/api/availability/counts?{GERMAN}&territory=lu"), &token).await).await,
        json!({"available": 5, "pitched": 1, "offer": 1, "optioned": 1, "pending": 0, "sold": 0, "not_held": 1})
    );
}

#[tokio::test]
async fn bad_parameters_are_refused_with_a_message_naming_them() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Viewer).await;
    for path in ["/api/availability", "/api/availability/counts"] {
        for (query, message) in [
            ("", "contractType is required: one of foreign_rights, audio_visual, audio, ebook, "),
            ("language=de", "contractType is required: one of "),
            ("contractType=comics", "contractType must be one of foreign_rights, audio_visual, "),
            ("contractType=audio&language=xx", "language must be an ISO 639-1 code of GET /api/languages"),
            ("contractType=audio&territory=DE,QQ", "territory: Unknown country code: QQ"),
            ("contractType=audio&territory=", "territory: Choose the world or at least one country"),
        ] {
            let response = app.get(&format!("{path}?{query}"), &token).await;
            assert_eq!(response.status(), 400, "{path}?{query}");
            let body: Value = response.json().await.unwrap();
            assert!(body["message"].as_str().unwrap().starts_with(message), "{path}?{query}: {body}");
        }
    }
    for (query, message) in [
        (
            "contractType=audio&state=free",
            "state must be one of available, pitched, offer, optioned, pending, sold, not_held",
        ),
        ("contractType=audio&limit=0", "limit must be a whole number from 1 to 500"),
        ("contractType=audio&limit=501", "limit must be a whole number from 1 to 500"),
        ("contractType=audio&offset=-1", "offset must be a whole number, 0 or more"),
    ] {
        let response = app.get(&format!("/api/availability?{query}"), &token).await;
        assert_eq!(response.status(), 400, "{query}");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["message"], message, "{query}");
    }
    let anonymous = reqwest::get(app.url("/api/availability?contractType=audio")).await.unwrap();
    assert_eq!(anonymous.status(), 401);
}
