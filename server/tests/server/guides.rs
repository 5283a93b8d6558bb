//! Rights guides (docs/http.md, "Rights guides"): `/api/guides` with its rules, versions,
//! history, roles and team isolation; what a guide prints (only announced deals, the
//! availability line, only what its options show), its CSV, its share link read without signing
//! in (and the covers under it), and a license's `announce`.

use std::io::Cursor;

use image::{DynamicImage, ImageFormat, RgbImage};
use reqwest::Method;
use reqwest::header::{CACHE_CONTROL, CONTENT_TYPE, ETAG, IF_MATCH};
use reqwest::multipart::{Form, Part};
use rightsdesk_core::{Role, messages};
use serde_json::{Value, json};

use crate::helpers::TestApp;

async fn ok(response: reqwest::Response) -> Value {
    let status = response.status();
    let body: Value = response.json().await.unwrap();
    assert_eq!(status, 200, "{body}");
    body
}

async fn refused(response: reqwest::Response) -> (u16, Value) {
    (response.status().as_u16(), response.json().await.unwrap())
}

async fn new_title(app: &TestApp, token: &str, body: Value) -> i64 {
    ok(app.send(Method::POST, "/api/titles", token, &body).await).await["id"].as_i64().unwrap()
}

/// A license of `title` in `language`, its status and whether it is announced.
async fn license(app: &TestApp, token: &str, title: &str, company: &str, language: &str, status: &str, announce: bool) {
    let body = json!({
        "title": title, "company": company, "contractDate": "2026-01-01", "contractType": "foreign_rights",
        "language": language, "status": status, "announce": announce
    });
    ok(app.send(Method::POST, "/api/licenses", token, &body).await).await;
}

/// A history's entries of one record, newest first, as `(action, changes)`.
async fn history(app: &TestApp, token: &str, kind: &str, id: i64) -> Vec<(String, Value)> {
    let entries = ok(app.get(&format!("/api/activity?entityType={kind}&entityId={id}"), token).await).await;
    entries
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| (entry["action"].as_str().unwrap().to_owned(), entry["changes"].clone()))
        .collect()
}

fn png() -> Vec<u8> {
    let image = DynamicImage::ImageRgb8(RgbImage::from_fn(400, 600, |x, y| image::Rgb([x as u8, y as u8, 90])));
    let mut out = Cursor::new(Vec::new());
    image.write_to(&mut out, ImageFormat::Png).unwrap();
    out.into_inner()
}

async fn put_cover(app: &TestApp, token: &str, title: i64) -> i64 {
    let part = Part::bytes(png()).file_name("cover.png").mime_str("image/png").unwrap();
    let response = app
        .client
        .put(app.url(&format!("/api/titles/{title}/cover")))
        .bearer_auth(token)
        .multipart(Form::new().part("file", part))
        .send()
        .await
        .unwrap();
    ok(response).await["cover"].as_i64().unwrap()
}

#[tokio::test]
async fn a_guide_is_made_read_changed_and_deleted_with_its_versions_and_history() {
    let app = TestApp::spawn().await;
    let alice = app.add_user("alice@example.com", "Alice Martin", "Acme", Role::Editor).await;
    let token = app.token("alice@example.com").await;
    let dune = new_title(&app, &token, json!({"name": "Dune"})).await;
    let emma = new_title(&app, &token, json!({"name": "Emma"})).await;
    let fair = json!({"name": "Frankfurt Book Fair", "startDate": "2026-10-14", "endDate": "2026-10-18"});
    let fair = ok(app.send(Method::POST, "/api/fairs", &token, &fair).await).await;
    let body = json!({
        "name": " Frankfurt 2026 ", "fairId": fair["id"], "intro": "Our autumn list.",
        "sections": [{"heading": "Fiction", "titleIds": [emma, dune]}, {"heading": " ", "titleIds": []}],
        "show": {"cover": false, "quotes": true}, "contactUserId": alice.id
    });
    let response = app.send(Method::POST, "/api/guides", &token, &body).await;
    assert_eq!(response.headers()[ETAG], "\"1\"");
    let made = ok(response).await;
    let id = made["id"].as_i64().unwrap();
    assert_eq!(made["name"], "Frankfurt 2026");
    assert_eq!(
        (made["fairId"].clone(), made["fair"].clone()),
        (fair["id"].clone(), json!("Frankfurt Book Fair")),
        "the fair named"
    );
    assert_eq!(
        made["sections"],
        json!([{"heading": "Fiction", "titleIds": [emma, dune]}, {"heading": null, "titleIds": []}])
    );
    assert_eq!(
        made["show"],
        json!({
            "cover": false, "subtitle": true, "author": true, "publishDate": true, "pages": true, "subjects": true,
            "pitch": true, "description": false, "authorBio": false, "quotes": true, "material": true,
            "rightsSold": true, "availability": true, "contact": true
        }),
        "absent options take their defaults"
    );
    assert_eq!((made["availabilityRight"].clone(), made["shared"].clone()), (json!("foreign_rights"), json!(false)));
    assert_eq!((made["version"].clone(), made["contactUserId"].clone()), (json!(1), json!(alice.id)));
    assert!(made["updatedAt"].as_str().unwrap().ends_with('Z'));
    assert_eq!(ok(app.get(&format!("/api/guides/{id}"), &token).await).await, made);
    let other = ok(app.send(Method::POST, "/api/guides", &token, &json!({"name": "London"})).await).await;
    let listed = ok(app.get("/api/guides", &token).await).await;
    let names: Vec<&str> = listed.as_array().unwrap().iter().map(|guide| guide["name"].as_str().unwrap()).collect();
    assert_eq!(names.len(), 2);
    assert!(names.contains(&"London") && names.contains(&"Frankfurt 2026"), "{names:?}");

    // Sections reordered, a title moved, the right changed: one write, version 2.
    let mut changed = made.clone();
    changed["sections"] =
        json!([{"heading": "Classics", "titleIds": [dune]}, {"heading": "Fiction", "titleIds": [emma]}]);
    changed["availabilityRight"] = json!("audio");
    let request = app.client.put(app.url(&format!("/api/guides/{id}"))).bearer_auth(&token).header(IF_MATCH, "\"1\"");
    let stored = ok(request.json(&changed).send().await.unwrap()).await;
    assert_eq!((stored["version"].clone(), stored["sections"].clone()), (json!(2), changed["sections"].clone()));
    // A write from the first read is refused, naming who changed it.
    let request = app.client.put(app.url(&format!("/api/guides/{id}"))).bearer_auth(&token).header(IF_MATCH, "\"1\"");
    let (status, body) = refused(request.json(&made).send().await.unwrap()).await;
    assert_eq!(status, 412);
    assert!(body["message"].as_str().unwrap().starts_with("This guide was changed by Alice Martin at "), "{body}");
    assert_eq!(body["current"]["sections"], changed["sections"]);

    let entries = history(&app, &token, "guide", id).await;
    assert_eq!(entries.len(), 2);
    assert_eq!(entries[1], ("create".to_owned(), Value::Null));
    assert_eq!(entries[0].0, "update");
    assert_eq!(entries[0].1["availabilityRight"], json!(["foreign_rights", "audio"]));
    assert_eq!(entries[0].1["sections"][1], changed["sections"]);
    assert!(entries[0].1.get("updatedAt").is_none(), "{:?}", entries[0]);

    // A deleted title leaves the guide; a deleted guide is gone with its sections.
    ok(app.send(Method::DELETE, &format!("/api/titles/{emma}"), &token, &json!({})).await).await;
    let after = ok(app.get(&format!("/api/guides/{id}"), &token).await).await;
    assert_eq!(after["sections"][1], json!({"heading": "Fiction", "titleIds": []}));
    let deleted = ok(app.send(Method::DELETE, &format!("/api/guides/{id}"), &token, &json!({})).await).await;
    assert_eq!(deleted, json!({"id": id}));
    assert_eq!(app.get(&format!("/api/guides/{id}"), &token).await.status(), 404);
    assert_eq!(history(&app, &token, "guide", id).await[0].0, "delete");
    assert_eq!(ok(app.get("/api/guides", &token).await).await, json!([other]));
}

#[tokio::test]
async fn a_guide_is_refused_with_the_contracts_messages() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("ed@example.com", "Acme", Role::Editor).await;
    let stranger = app.add_user("st@example.com", "Stranger", "Other", Role::Admin).await;
    let theirs = new_title(&app, &app.token("st@example.com").await, json!({"name": "Theirs"})).await;
    let dune = new_title(&app, &token, json!({"name": "Dune"})).await;
    let cases = [
        (json!({"name": "  "}), "name", messages::GUIDE_NAME_REQUIRED),
        (
            json!({"name": "G", "sections": [{"titleIds": [dune]}, {"titleIds": [dune]}]}),
            "sections",
            messages::TITLE_ONCE_IN_GUIDE,
        ),
        (json!({"name": "G", "sections": [{"titleIds": [dune, theirs]}]}), "sections", messages::TITLES_OF_TEAM),
        (json!({"name": "G", "sections": [{"titleIds": [dune, 999_999]}]}), "sections", messages::TITLES_OF_TEAM),
        (
            json!({"name": "G", "sections": [{"titleIds": (1..=501).collect::<Vec<i64>>()}]}),
            "sections",
            messages::GUIDE_TOO_MANY_TITLES,
        ),
        (
            json!({"name": "G", "availabilityRight": "translation"}),
            "availabilityRight",
            messages::UNKNOWN_CONTRACT_TYPE,
        ),
        (json!({"name": "G", "contactUserId": stranger.id}), "contactUserId", messages::GUIDE_CONTACT_OF_TEAM),
        (json!({"name": "G", "fairId": 999_999}), "fairId", messages::FAIR_OF_TEAM),
    ];
    for (body, field, message) in cases {
        let (status, answer) = refused(app.send(Method::POST, "/api/guides", &token, &body).await).await;
        assert_eq!(status, 422, "{body}");
        assert_eq!(answer["errors"], json!({ field: message }), "{body}");
    }
    let (status, answer) =
        refused(app.send(Method::POST, "/api/guides", &token, &json!({"name": "G", "colour": 1})).await).await;
    assert_eq!(status, 400, "{answer}");
    assert_eq!(ok(app.get("/api/guides", &token).await).await, json!([]), "nothing stored");
}

#[tokio::test]
async fn viewers_read_guides_and_another_teams_guide_is_not_found() {
    let app = TestApp::spawn().await;
    let editor = app.sign_in_new("ed@example.com", "Acme", Role::Editor).await;
    let viewer = app.sign_in_new("vi@example.com", "Acme", Role::Viewer).await;
    let stranger = app.sign_in_new("st@example.com", "Other", Role::Admin).await;
    let guide = ok(app.send(Method::POST, "/api/guides", &editor, &json!({"name": "Frankfurt"})).await).await;
    let path = format!("/api/guides/{}", guide["id"]);

    assert_eq!(ok(app.get(&path, &viewer).await).await, guide);
    for suffix in ["/document", "/export.csv"] {
        assert_eq!(app.get(&format!("{path}{suffix}"), &viewer).await.status(), 200, "{suffix}");
    }
    let writes = [
        (Method::POST, "/api/guides".to_owned()),
        (Method::PUT, path.clone()),
        (Method::DELETE, path.clone()),
        (Method::POST, format!("{path}/share")),
        (Method::DELETE, format!("{path}/share")),
    ];
    for (method, target) in &writes {
        let (status, body) = refused(app.send(method.clone(), target, &viewer, &json!({"name": "X"})).await).await;
        assert_eq!(
            (status, body["message"].as_str()),
            (403, Some("You do not have permission to do this")),
            "{method} {target}"
        );
    }
    for suffix in ["", "/document", "/export.csv"] {
        assert_eq!(app.get(&format!("{path}{suffix}"), &stranger).await.status(), 404, "{suffix}");
    }
    // every write of the guide itself (the first, a create, names no guide) is a 404 to another team
    for (method, target) in &writes[1..] {
        let response = app.send(method.clone(), target, &stranger, &json!({"name": "X"})).await;
        assert_eq!(response.status(), 404, "{method} {target}");
    }
    assert_eq!(ok(app.get("/api/guides", &stranger).await).await, json!([]));
    assert_eq!(ok(app.get(&path, &editor).await).await, guide, "unchanged");
}

/// Dune, with its editions, subjects, material, cover and licenses; Emma, bare.
async fn catalogue(app: &TestApp, token: &str) -> (i64, i64) {
    let dune = new_title(
        app,
        token,
        json!({
            "name": "Dune", "subtitle": "A novel", "author": "Frank Herbert", "publishDate": "1965-08-01",
            "subjects": ["FLS", "1KBB"], "pitch": "Spice.", "description": "A long description.",
            "authorBio": "Born in Tacoma.", "quotes": [{"text": "A triumph.", "source": "Arthur C. Clarke"}],
            "editions": [
                {"isbn": "978-0-306-40615-7", "format": "hardback", "pages": 412},
                {"isbn": "9780140328721", "format": "paperback", "pages": 640}
            ]
        }),
    )
    .await;
    let emma = new_title(app, token, json!({"name": "Emma"})).await;
    license(app, token, "Dune", "Hanser Verlag", "de", "signed", true).await;
    license(app, token, "Dune", "Gallimard", "fr", "signed", false).await;
    license(app, token, "Dune", "Mondadori", "it", "sent", true).await;
    let pdf = b"%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n".to_vec();
    let part = Part::bytes(pdf).file_name("sample.pdf").mime_str("application/pdf").unwrap();
    let form = Form::new().text("kind", "sample").part("file", part);
    let request = app.client.post(app.url(&format!("/api/titles/{dune}/materials"))).bearer_auth(token);
    ok(request.multipart(form).send().await.unwrap()).await;
    (dune, emma)
}

#[tokio::test]
async fn the_document_shows_announced_deals_the_availability_line_and_only_what_is_shown() {
    let app = TestApp::spawn().await;
    app.add_user("alice@example.com", "Alice Martin", "Acme", Role::Editor).await;
    let token = app.token("alice@example.com").await;
    let me = ok(app.get("/api/me", &token).await).await;
    let (dune, emma) = catalogue(&app, &token).await;
    let cover = put_cover(&app, &token, dune).await;
    let body = json!({
        "name": "Frankfurt 2026", "intro": "Autumn.", "contactUserId": me["id"],
        "sections": [{"heading": "Fiction", "titleIds": [dune, emma]}]
    });
    let guide = ok(app.send(Method::POST, "/api/guides", &token, &body).await).await;
    let path = format!("/api/guides/{}/document", guide["id"]);
    let document = ok(app.get(&path, &token).await).await;
    assert_eq!(
        (&document["name"], &document["intro"], &document["fair"]),
        (&json!("Frankfurt 2026"), &json!("Autumn."), &Value::Null)
    );
    assert_eq!(document["contact"], json!({"name": "Alice Martin", "email": "alice@example.com"}));
    assert_eq!(document["show"], guide["show"]);
    let blocks = document["sections"][0]["titles"].as_array().unwrap();
    assert_eq!(document["sections"][0]["heading"], "Fiction");
    assert_eq!(
        blocks[0],
        json!({
            "id": dune, "name": "Dune", "subtitle": "A novel", "author": "Frank Herbert", "publishDate": "1965-08-01",
            "pages": 640, "pitch": "Spice.",
            "subjects": [{"code": "FLS", "name": "Fiction and Related items"}, {"code": "1KBB", "name": "Place qualifiers"}],
            "material": ["sample"],
            "cover": format!("/api/titles/{dune}/cover/thumbnail?v={cover}"),
            // Only the signed license marked to announce: not the confidential French deal, not
            // the Italian one out for signature.
            "rightsSold": [{"contractType": "foreign_rights", "language": "de", "company": "Hanser Verlag"}],
            "availability": {
                "contractType": "foreign_rights",
                "languages": [
                    {"language": "de", "state": "sold"}, {"language": "fr", "state": "sold"},
                    {"language": "it", "state": "pending"}
                ],
                "otherLanguages": "available"
            }
        }),
        "the description, the author's biography and the quotes are off by default"
    );
    assert_eq!(
        blocks[1],
        json!({
            "id": emma, "name": "Emma", "subjects": [], "material": [], "rightsSold": [],
            "availability": {"contractType": "foreign_rights", "languages": [], "otherLanguages": "available"}
        })
    );
    // The cover's address serves its thumbnail.
    let thumbnail = app.get(blocks[0]["cover"].as_str().unwrap(), &token).await;
    assert_eq!(thumbnail.headers()[CONTENT_TYPE], "image/jpeg");

    // Options off are absent from every block; on, they are there.
    let mut changed = guide.clone();
    changed["show"] = json!({
        "cover": false, "subtitle": false, "pages": false, "rightsSold": false, "availability": false,
        "description": true, "authorBio": true, "quotes": true, "contact": false
    });
    ok(app.send(Method::PUT, &format!("/api/guides/{}", guide["id"]), &token, &changed).await).await;
    let document = ok(app.get(&path, &token).await).await;
    let block = &document["sections"][0]["titles"][0];
    for hidden in ["cover", "subtitle", "pages", "rightsSold", "availability"] {
        assert!(block.get(hidden).is_none(), "{hidden} in {block}");
    }
    assert_eq!(block["description"], "A long description.");
    assert_eq!(block["authorBio"], "Born in Tacoma.");
    assert_eq!(block["quotes"], json!([{"text": "A triumph.", "source": "Arthur C. Clarke"}]));
    assert_eq!(document["contact"], Value::Null);

    // The availability line is about the guide's right.
    changed["show"]["availability"] = json!(true);
    changed["availabilityRight"] = json!("audio");
    let mut stored = ok(app.get(&format!("/api/guides/{}", guide["id"]), &token).await).await;
    stored["show"] = changed["show"].clone();
    stored["availabilityRight"] = json!("audio");
    ok(app.send(Method::PUT, &format!("/api/guides/{}", guide["id"]), &token, &stored).await).await;
    let document = ok(app.get(&path, &token).await).await;
    assert_eq!(
        document["sections"][0]["titles"][0]["availability"],
        json!({"contractType": "audio", "languages": [], "otherLanguages": "available"})
    );
}

#[tokio::test]
async fn the_csv_has_a_row_per_title_in_the_guides_order() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("ed@example.com", "Acme", Role::Editor).await;
    let (dune, emma) = catalogue(&app, &token).await;
    let body = json!({
        "name": "Frankfurt", "show": {"rightsSold": false, "availability": false},
        "sections": [{"heading": "New", "titleIds": [emma]}, {"heading": "Classics", "titleIds": [dune]}]
    });
    let guide = ok(app.send(Method::POST, "/api/guides", &token, &body).await).await;
    let response = app.get(&format!("/api/guides/{}/export.csv", guide["id"]), &token).await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()[CONTENT_TYPE], "text/csv; charset=utf-8");
    let text = response.text().await.unwrap();
    let rows: Vec<Vec<String>> = csv::ReaderBuilder::new()
        .has_headers(false)
        .from_reader(text.as_bytes())
        .records()
        .map(|record| record.unwrap().iter().map(str::to_owned).collect())
        .collect();
    let expected = [
        vec![
            "Section",
            "Title",
            "Subtitle",
            "Author",
            "ISBN",
            "Publication date",
            "Pages",
            "Rights sold",
            "Available in",
            "Not available in",
        ],
        vec!["New", "Emma", "", "", "", "", "", "", "All languages", ""],
        vec![
            "Classics",
            "Dune",
            "A novel",
            "Frank Herbert",
            "9780306406157",
            "1965-08-01",
            "640",
            "German (Hanser Verlag)",
            "Other languages",
            "German, French, Italian",
        ],
    ];
    assert_eq!(rows, expected, "every column, whatever the options show:\n{text}");
}

#[tokio::test]
async fn a_share_link_shows_the_guide_without_signing_in_until_it_is_revoked() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("ed@example.com", "Acme", Role::Editor).await;
    let stranger = app.sign_in_new("st@example.com", "Other", Role::Admin).await;
    let (dune, emma) = catalogue(&app, &token).await;
    let cover = put_cover(&app, &token, dune).await;
    let outside = new_title(&app, &token, json!({"name": "Outside"})).await;
    put_cover(&app, &token, outside).await;
    let body = json!({"name": "Frankfurt", "sections": [{"titleIds": [dune, emma]}]});
    let guide = ok(app.send(Method::POST, "/api/guides", &token, &body).await).await;
    let id = guide["id"].as_i64().unwrap();
    let theirs = ok(app.send(Method::POST, "/api/guides", &stranger, &json!({"name": "Theirs"})).await).await;

    let link = ok(app.send(Method::POST, &format!("/api/guides/{id}/share"), &token, &json!({})).await).await;
    let url = link["url"].as_str().unwrap().to_owned();
    assert!(url.starts_with(&app.url("/guide/")), "the web app's public page: {url}");
    let token_of = |url: &str| url.rsplit('/').next().unwrap().to_owned();
    let secret = token_of(&url);
    assert_eq!(secret.len(), 64);
    let again = ok(app.send(Method::POST, &format!("/api/guides/{id}/share"), &token, &json!({})).await).await;
    assert_eq!(again["url"], url, "the same address after");
    let stored = ok(app.get(&format!("/api/guides/{id}"), &token).await).await;
    assert_eq!((stored["shared"].clone(), stored["version"].clone()), (json!(true), json!(2)), "one write");

    // No bearer: the document, each cover under the link.
    let shared = ok(app.client.get(app.url(&format!("/shared/guides/{secret}"))).send().await.unwrap()).await;
    let signed_in = ok(app.get(&format!("/api/guides/{id}/document"), &token).await).await;
    let block = &shared["sections"][0]["titles"][0];
    assert_eq!(block["cover"], json!(format!("/shared/guides/{secret}/covers/{dune}?v={cover}")));
    assert_eq!(block["rightsSold"], signed_in["sections"][0]["titles"][0]["rightsSold"]);
    assert_eq!(shared["name"], "Frankfurt");
    let thumbnail = app.client.get(app.url(block["cover"].as_str().unwrap())).send().await.unwrap();
    assert_eq!(thumbnail.status(), 200);
    assert_eq!(thumbnail.headers()[CONTENT_TYPE], "image/jpeg");
    assert_eq!(thumbnail.headers()[CACHE_CONTROL], "private, max-age=31536000, immutable");
    assert_eq!(thumbnail.headers()[ETAG], format!("\"{cover}\""));
    let unversioned = app.client.get(app.url(&format!("/shared/guides/{secret}/covers/{dune}"))).send().await.unwrap();
    assert_eq!(unversioned.headers()[CACHE_CONTROL], "private, no-cache");
    // Only the guide's titles, and only with covers they have.
    for title in [outside, emma] {
        let response =
            app.client.get(app.url(&format!("/shared/guides/{secret}/covers/{title}"))).send().await.unwrap();
        assert_eq!(response.status(), 404, "title {title}");
    }

    // Without covers shown, none is served.
    let mut bare = stored.clone();
    bare["show"]["cover"] = json!(false);
    ok(app.send(Method::PUT, &format!("/api/guides/{id}"), &token, &bare).await).await;
    let shared = ok(app.client.get(app.url(&format!("/shared/guides/{secret}"))).send().await.unwrap()).await;
    assert!(shared["sections"][0]["titles"][0].get("cover").is_none());
    let response = app.client.get(app.url(&format!("/shared/guides/{secret}/covers/{dune}"))).send().await.unwrap();
    assert_eq!(response.status(), 404);

    // Another team's guide never shows under this link, nor this one under theirs.
    let their_link =
        ok(app.send(Method::POST, &format!("/api/guides/{}/share", theirs["id"]), &stranger, &json!({})).await).await;
    let their_secret = token_of(their_link["url"].as_str().unwrap());
    assert_ne!(their_secret, secret);
    let their_shared =
        ok(app.client.get(app.url(&format!("/shared/guides/{their_secret}"))).send().await.unwrap()).await;
    assert_eq!((their_shared["name"].clone(), their_shared["sections"].clone()), (json!("Theirs"), json!([])));
    let response =
        app.client.get(app.url(&format!("/shared/guides/{their_secret}/covers/{dune}"))).send().await.unwrap();
    assert_eq!(response.status(), 404);

    // Revoked: 404 at once; a new link differs.
    let response = app.send(Method::DELETE, &format!("/api/guides/{id}/share"), &token, &json!({})).await;
    assert_eq!(response.status(), 204);
    for path in [
        format!("/shared/guides/{secret}"),
        format!("/shared/guides/{secret}/covers/{dune}"),
        "/shared/guides/nope".into(),
    ] {
        let (status, body) = refused(app.client.get(app.url(&path)).send().await.unwrap()).await;
        assert_eq!((status, body), (404, json!({"message": "Not found"})), "{path}");
    }
    assert_eq!(ok(app.get(&format!("/api/guides/{id}"), &token).await).await["shared"], false);
    let renewed = ok(app.send(Method::POST, &format!("/api/guides/{id}/share"), &token, &json!({})).await).await;
    assert_ne!(renewed["url"], url);
    let renewed = token_of(renewed["url"].as_str().unwrap());
    assert_eq!(app.client.get(app.url(&format!("/shared/guides/{renewed}"))).send().await.unwrap().status(), 200);
    assert_eq!(app.client.get(app.url(&format!("/shared/guides/{secret}"))).send().await.unwrap().status(), 404);

    let shares: Vec<Value> = history(&app, &token, "guide", id)
        .await
        .into_iter()
        .filter_map(|(_, changes)| changes.get("shared").cloned())
        .collect();
    assert_eq!(shares, [json!([false, true]), json!([true, false]), json!([false, true])], "newest first");
    // A deleted guide's link goes with it.
    ok(app.send(Method::DELETE, &format!("/api/guides/{id}"), &token, &json!({})).await).await;
    assert_eq!(app.client.get(app.url(&format!("/shared/guides/{renewed}"))).send().await.unwrap().status(), 404);
}

#[tokio::test]
async fn a_license_is_announced_only_when_said_and_its_history_tells_it() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("ed@example.com", "Acme", Role::Editor).await;
    let body = json!({"title": "Dune", "company": "Hanser Verlag", "contractDate": "2026-01-01"});
    let made = ok(app.send(Method::POST, "/api/licenses", &token, &body).await).await;
    assert_eq!(made["announce"], false, "confidential until announced");
    let mut announced = made.clone();
    announced["announce"] = json!(true);
    let path = format!("/api/licenses/{}", made["id"]);
    assert_eq!(ok(app.send(Method::PUT, &path, &token, &announced).await).await["announce"], true);
    assert_eq!(ok(app.get(&path, &token).await).await["announce"], true);
    let entries = history(&app, &token, "license", made["id"].as_i64().unwrap()).await;
    assert_eq!(entries[0].1, json!({"announce": [false, true]}));
}
