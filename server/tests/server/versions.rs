//! Record versions (docs/http.md, "Versions"): the `ETag` and `version` of every record, `If-Match`
//! on `PUT` and `DELETE` (412 with the record now and who changed it), writes without it as
//! before, the writes to what belongs to a record bumping it, and of two writes made from one
//! read exactly one made.

use reqwest::header::{ETAG, IF_MATCH};
use reqwest::{Method, Response};
use rightsdesk_core::Role;
use serde_json::{Value, json};

use crate::helpers::TestApp;

/// A kind of record: its name, where it lives, a body to create it, and a field to change.
type Record = (&'static str, &'static str, fn() -> Value, &'static str);

const RECORDS: [Record; 5] = [
    ("title", "/api/titles", || json!({"name": "Dune"}), "author"),
    ("company", "/api/companies", || json!({"name": "Gallimard"}), "notes"),
    (
        "license",
        "/api/licenses",
        || json!({"title": "Dune", "company": "Gallimard", "contractDate": "2024-01-05"}),
        "notes",
    ),
    ("prospection", "/api/prospections", || json!({"title": "Dune", "company": "Hanser"}), "notes"),
    ("event", "/api/events", || json!({"title": "Frankfurt", "start": "2026-10-14", "allDay": true}), "notes"),
];

/// Alice, an editor named so, and her team's token.
async fn alice(app: &TestApp) -> String {
    app.add_user("alice@example.com", "Alice Martin", "Acme", Role::Editor).await;
    app.token("alice@example.com").await
}

async fn write(
    app: &TestApp,
    method: Method,
    path: &str,
    token: &str,
    if_match: Option<&str>,
    body: &Value,
) -> Response {
    let mut request = app.client.request(method, app.url(path)).bearer_auth(token).json(body);
    if let Some(tag) = if_match {
        request = request.header(IF_MATCH, tag);
    }
    request.send().await.unwrap()
}

fn etag(response: &Response) -> Option<&str> {
    response.headers().get(ETAG).map(|tag| tag.to_str().unwrap())
}

#[tokio::test]
async fn every_record_carries_its_version_and_a_write_from_an_old_read_is_refused() {
    let app = TestApp::spawn().await;
    let token = alice(&app).await;
    for (kind, base, body, field) in RECORDS {
        let created = write(&app, Method::POST, base, &token, None, &body()).await;
        assert_eq!((created.status().as_u16(), etag(&created)), (200, Some("\"1\"")), "{kind} created");
        let read: Value = created.json().await.unwrap();
        assert_eq!(read["version"], 1, "{kind}");
        let path = format!("{base}/{}", read["id"]);
        let fetched = app.get(&path, &token).await;
        assert_eq!(etag(&fetched), Some("\"1\""), "{kind} read");

        // Bob's change, made from the read, goes through.
        let mut theirs = read.clone();
        theirs[field] = json!("Changed by the first save");
        let saved = write(&app, Method::PUT, &path, &token, Some("\"1\""), &theirs).await;
        assert_eq!((saved.status().as_u16(), etag(&saved)), (200, Some("\"2\"")), "{kind} saved");

        // A second save made from the same read is refused, and says what is there now.
        let mut mine = read.clone();
        mine[field] = json!("Changed by the second save");
        let stale = write(&app, Method::PUT, &path, &token, Some("\"1\""), &mine).await;
        assert_eq!((stale.status().as_u16(), etag(&stale)), (412, Some("\"2\"")), "{kind} stale");
        let refusal: Value = stale.json().await.unwrap();
        let message = refusal["message"].as_str().unwrap();
        assert!(
            message.starts_with(&format!("This {kind} was changed by Alice Martin at 20"))
                && message.ends_with(" since you opened it"),
            "{message}"
        );
        assert_eq!(
            (&refusal["current"]["version"], &refusal["current"][field]),
            (&json!(2), &json!("Changed by the first save"))
        );
        let now: Value = app.get(&path, &token).await.json().await.unwrap();
        assert_eq!(
            (&now["version"], &now[field]),
            (&json!(2), &json!("Changed by the first save")),
            "{kind} untouched"
        );

        // A delete decided on the old version is refused too; on the current one it is made.
        assert_eq!(write(&app, Method::DELETE, &path, &token, Some("\"1\""), &json!({})).await.status(), 412, "{kind}");
        if kind == "title" || kind == "company" {
            continue; // still used by the license and the prospection
        }
        assert_eq!(write(&app, Method::DELETE, &path, &token, Some("\"2\""), &json!({})).await.status(), 200, "{kind}");
        assert_eq!(app.get(&path, &token).await.status(), 404, "{kind} deleted");
    }
}

#[tokio::test]
async fn a_write_without_if_match_is_made_as_before_and_star_matches_any_version() {
    let app = TestApp::spawn().await;
    let token = alice(&app).await;
    let title: Value =
        write(&app, Method::POST, "/api/titles", &token, None, &json!({"name": "Dune"})).await.json().await.unwrap();
    let path = format!("/api/titles/{}", title["id"]);
    for (if_match, author) in [(None, "Frank Herbert"), (None, "F. Herbert"), (Some("*"), "Herbert")] {
        let body = json!({"name": "Dune", "author": author});
        assert_eq!(write(&app, Method::PUT, &path, &token, if_match, &body).await.status(), 200, "{if_match:?}");
    }
    let now: Value = app.get(&path, &token).await.json().await.unwrap();
    assert_eq!((&now["author"], &now["version"]), (&json!("Herbert"), &json!(4)));
    // Tags of other forms: weak ones never match a write, nor do unquoted ones (no tags at all).
    for other in ["W/\"4\"", "4"] {
        assert_eq!(write(&app, Method::PUT, &path, &token, Some(other), &json!({"name": "Dune"})).await.status(), 412);
    }
    // Several tags: any of them.
    assert_eq!(
        write(&app, Method::PUT, &path, &token, Some("\"1\", \"4\""), &json!({"name": "Dune"})).await.status(),
        200
    );
}

#[tokio::test]
async fn writes_to_what_belongs_to_a_record_make_a_new_version_of_it() {
    let app = TestApp::spawn().await;
    let token = alice(&app).await;
    let company: Value = write(&app, Method::POST, "/api/companies", &token, None, &json!({"name": "Hanser"}))
        .await
        .json()
        .await
        .unwrap();
    let company_path = format!("/api/companies/{}", company["id"]);
    let with_contact = json!({"name": "Hanser", "contacts": [{"name": "Eva Klein"}]});
    let saved: Value = write(&app, Method::PUT, &company_path, &token, None, &with_contact).await.json().await.unwrap();
    assert_eq!(saved["version"], 2, "a contact added");

    let pitch = json!({"title": "Dune", "company": "Hanser", "status": "sent", "sentDate": "2026-03-10"});
    let pitch: Value = write(&app, Method::POST, "/api/prospections", &token, None, &pitch).await.json().await.unwrap();
    let pitch_path = format!("/api/prospections/{}", pitch["id"]);
    let offer = json!({"receivedDate": "2026-04-01", "advance": 5000, "currency": "EUR"});
    let offered = write(&app, Method::POST, &format!("{pitch_path}/offers"), &token, None, &offer).await;
    assert_eq!(etag(&offered), Some("\"2\""), "an offer logged");
    let chased = write(&app, Method::POST, &format!("{pitch_path}/chase"), &token, None, &json!({})).await;
    assert_eq!(etag(&chased), Some("\"3\""), "a chase");
    // The form opened before the offer cannot overwrite it.
    let stale = write(&app, Method::PUT, &pitch_path, &token, Some("\"1\""), &pitch).await;
    assert_eq!(stale.status(), 412);

    let license = json!({"title": "Dune", "company": "Hanser", "contractDate": "2024-01-05"});
    let license: Value = write(&app, Method::POST, "/api/licenses", &token, None, &license).await.json().await.unwrap();
    let license_path = format!("/api/licenses/{}", license["id"]);
    let form = reqwest::multipart::Form::new().text("license", license.to_string()).part(
        "file",
        reqwest::multipart::Part::bytes(b"%PDF-1.7\nx".to_vec())
            .file_name("c.pdf")
            .mime_str("application/pdf")
            .unwrap(),
    );
    let uploaded = app
        .client
        .put(app.url(&license_path))
        .bearer_auth(&token)
        .header(IF_MATCH, "\"1\"")
        .multipart(form)
        .send()
        .await
        .unwrap();
    assert_eq!((uploaded.status().as_u16(), etag(&uploaded)), (200, Some("\"2\"")), "a PDF added");
    let file_path = format!("{license_path}/file");
    assert_eq!(write(&app, Method::DELETE, &file_path, &token, Some("\"1\""), &json!({})).await.status(), 412);
    assert_eq!(write(&app, Method::DELETE, &file_path, &token, Some("\"2\""), &json!({})).await.status(), 200);
    let now: Value = app.get(&license_path, &token).await.json().await.unwrap();
    assert_eq!((&now["version"], &now["file"]), (&json!(3), &Value::Null), "the PDF removed");
}

#[tokio::test]
async fn of_two_saves_made_from_one_read_exactly_one_is_made() {
    let app = TestApp::spawn().await;
    let token = alice(&app).await;
    let license = json!({"title": "Dune", "company": "Hanser", "contractDate": "2024-01-05"});
    let license: Value = write(&app, Method::POST, "/api/licenses", &token, None, &license).await.json().await.unwrap();
    let path = format!("/api/licenses/{}", license["id"]);
    for round in 1..=5 {
        let tag = format!("\"{round}\"");
        let (mut first, mut second) = (license.clone(), license.clone());
        first["notes"] = json!(format!("first {round}"));
        second["notes"] = json!(format!("second {round}"));
        let (a, b) = tokio::join!(
            write(&app, Method::PUT, &path, &token, Some(&tag), &first),
            write(&app, Method::PUT, &path, &token, Some(&tag), &second)
        );
        let mut statuses = [a.status().as_u16(), b.status().as_u16()];
        statuses.sort_unstable();
        assert_eq!(statuses, [200, 412], "round {round}");
    }
    let now: Value = app.get(&path, &token).await.json().await.unwrap();
    assert_eq!(now["version"], 6);
}

#[tokio::test]
async fn another_teams_record_is_not_found_whatever_the_version() {
    let app = TestApp::spawn().await;
    let token = alice(&app).await;
    let other = app.sign_in_new("bob@example.com", "Other", Role::Editor).await;
    let title: Value =
        write(&app, Method::POST, "/api/titles", &token, None, &json!({"name": "Dune"})).await.json().await.unwrap();
    let path = format!("/api/titles/{}", title["id"]);
    for if_match in [Some("\"1\""), Some("\"9\""), None] {
        assert_eq!(write(&app, Method::PUT, &path, &other, if_match, &json!({"name": "Mine"})).await.status(), 404);
        assert_eq!(write(&app, Method::DELETE, &path, &other, if_match, &json!({})).await.status(), 404);
    }
    let now: Value = app.get(&path, &token).await.json().await.unwrap();
    assert_eq!((&now["name"], &now["version"]), (&json!("Dune"), &json!(1)));
}
