//! `/api/licenses`: every field, references by id or name, validation, the PDF (limits,
//! signature, download, replace, remove), atomicity, team isolation, roles, and 409s on
//! deleting what licenses use.

use reqwest::Method;
use reqwest::multipart::{Form, Part};
use rightsdesk_core::Role;
use serde_json::{Value, json};

use crate::helpers::TestApp;

const MAX: usize = 5_242_880;

fn pdf(size: usize) -> Vec<u8> {
    let mut bytes = b"%PDF-1.7\n".to_vec();
    bytes.resize(size, b'x');
    bytes
}

fn png_named_pdf() -> Vec<u8> {
    let mut bytes = b"\x89PNG\r\n\x1a\n".to_vec();
    bytes.resize(2048, 0);
    bytes
}

fn full_license() -> Value {
    json!({
        "title": "Les Misérables", "company": "Penguin Random House", "agent": "Agence Durand",
        "commission": "10%", "contractDate": "2024-03-15", "signed": true, "status": "signed", "contractType": "foreign_rights",
        "language": "en", "territory": {"world": false, "include": ["GB", "IE"], "exclude": []}, "exclusive": true, "announce": true,
        "reversionDate": null, "endDate": "2031-03-14", "advance": 1500.5, "currency": "EUR", "royalties": "7% to 10,000 copies, then 9%",
        "filesFee": "500 EUR", "publicationDate": "2025-01-10", "printRun": "5,000", "retailPrice": "22 EUR",
        "notes": "World English rights", "accountingPeriod": "year", "statementDays": 60
    })
}

async fn post(app: &TestApp, token: &str, body: Value) -> reqwest::Response {
    app.send(Method::POST, "/api/licenses", token, &body).await
}

async fn create(app: &TestApp, token: &str, body: Value) -> Value {
    let response = post(app, token, body.clone()).await;
    assert_eq!(response.status(), 200, "create {body}");
    response.json().await.unwrap()
}

async fn count(app: &TestApp, token: &str, path: &str) -> usize {
    app.get(path, token).await.json::<Value>().await.unwrap().as_array().unwrap().len()
}

#[tokio::test]
async fn every_field_round_trips_and_names_become_references() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let created = create(&app, &token, full_license()).await;

    let id = created["id"].as_i64().unwrap();
    let mut expected = full_license();
    for key in ["id", "titleId", "companyId", "agentId", "file"] {
        expected[key] = created[key].clone();
    }
    expected["version"] = json!(1);
    assert_eq!(created, expected);
    assert_eq!(created["file"], Value::Null);
    assert!(
        created["titleId"].as_i64().is_some()
            && created["companyId"].as_i64().is_some()
            && created["agentId"].as_i64().is_some()
    );
    assert_eq!(created["advance"].as_f64(), Some(1500.5));

    let read: Value = app.get(&format!("/api/licenses/{id}"), &token).await.json().await.unwrap();
    assert_eq!(read, created);
    let list: Value = app.get("/api/licenses", &token).await.json().await.unwrap();
    assert_eq!(list, json!([created]));

    // The names became the team's title and companies.
    let titles: Value = app.get("/api/titles", &token).await.json().await.unwrap();
    assert_eq!(titles[0]["id"], created["titleId"]);
    assert_eq!(titles[0]["name"], "Les Misérables");
    assert_eq!(count(&app, &token, "/api/companies").await, 2);

    // A minimal license: the optional fields are absent.
    let minimal =
        create(&app, &token, json!({ "title": "Dune", "company": "Gollancz", "contractDate": "2020-01-01" })).await;
    for key in ["agent", "agentId", "commission", "contractType", "endDate", "advance", "currency", "notes", "file"] {
        assert_eq!(minimal[key], Value::Null, "{key}");
    }
    assert_eq!(minimal["signed"], false);
}

#[tokio::test]
async fn existing_titles_and_companies_are_reused_by_id_or_by_name() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let title = app
        .send(Method::POST, "/api/titles", &token, &json!({ "name": "Dune", "author": "Frank Herbert" }))
        .await
        .json::<Value>()
        .await
        .unwrap();
    let company = app
        .send(Method::POST, "/api/companies", &token, &json!({ "name": "Éditions Gallimard" }))
        .await
        .json::<Value>()
        .await
        .unwrap();

    let by_id = create(&app, &token, json!({ "titleId": title["id"], "title": "Dune", "companyId": company["id"], "company": "Éditions Gallimard", "contractDate": "2024-01-01" })).await;
    assert_eq!((&by_id["titleId"], &by_id["companyId"]), (&title["id"], &company["id"]));

    let by_name = create(&app, &token, json!({ "title": "  DUNE ", "company": "editions gallimard", "agent": "Éditions Gallimard", "contractDate": "2024-02-01" })).await;
    assert_eq!(by_name["titleId"], title["id"], "same title, whatever the case");
    assert_eq!(by_name["title"], "Dune", "the stored name is answered");
    assert_eq!(by_name["companyId"], company["id"]);
    assert_eq!(by_name["agentId"], company["id"]);
    assert_eq!(count(&app, &token, "/api/titles").await, 1);
    assert_eq!(count(&app, &token, "/api/companies").await, 1);

    let new_company = create(
        &app,
        &token,
        json!({ "titleId": title["id"], "title": "Dune", "company": "Hachette", "contractDate": "2024-03-01" }),
    )
    .await;
    assert_ne!(new_company["companyId"], company["id"]);
    assert_eq!(new_company["company"], "Hachette");
    assert_eq!(count(&app, &token, "/api/companies").await, 2);
}

#[tokio::test]
async fn invalid_licenses_get_the_core_messages_and_create_nothing() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let base = json!({ "title": "New Title", "company": "New Company", "contractDate": "2024-01-01" });
    let with = |key: &str, value: Value| {
        let mut body = base.clone();
        body[key] = value;
        body
    };
    let cases = [
        (with("title", json!(" ")), "title", "Title is required"),
        (with("company", Value::Null), "company", "Company is required"),
        (with("contractDate", json!("")), "contractDate", "Contract date is required"),
        (with("contractDate", json!("2023-02-29")), "contractDate", "Enter a valid date (YYYY-MM-DD)"),
        (with("advance", json!(-0.01)), "advance", "Advance must not be negative"),
        (with("endDate", json!("2023-12-31")), "endDate", "End date must not be before the contract date"),
        (with("currency", json!("XYZ")), "currency", "Unknown currency"),
        (with("contractType", json!("film")), "contractType", "Unknown contract type"),
    ];
    for (body, field, message) in cases {
        let response = post(&app, &token, body.clone()).await;
        assert_eq!(response.status(), 422, "{body}");
        let error: Value = response.json().await.unwrap();
        assert_eq!(error["errors"][field], message, "{body}");
    }
    let all = post(&app, &token, json!({})).await.json::<Value>().await.unwrap();
    assert_eq!(
        all["errors"],
        json!({ "title": "Title is required", "company": "Company is required", "contractDate": "Contract date is required" })
    );
    assert_eq!(count(&app, &token, "/api/licenses").await, 0);
    assert_eq!(count(&app, &token, "/api/titles").await, 0, "no title left behind");
    assert_eq!(count(&app, &token, "/api/companies").await, 0, "no company left behind");
}

#[tokio::test]
async fn the_pdf_is_checked_stored_downloaded_replaced_and_removed() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let license = json!({ "title": "Dune", "company": "Gollancz", "contractDate": "2024-01-01" });

    // Exactly 5,242,880 bytes is accepted.
    let exact = pdf(MAX);
    let response =
        app.upload(Method::POST, "/api/licenses", &token, &license, ("Dune – contrat.pdf", exact.clone())).await;
    assert_eq!(response.status(), 200);
    let created: Value = response.json().await.unwrap();
    let id = created["id"].as_i64().unwrap();
    assert_eq!(created["file"], json!({ "name": "Dune – contrat.pdf", "size": MAX }));

    let download = app.get(&format!("/api/licenses/{id}/file"), &token).await;
    assert_eq!(download.status(), 200);
    assert_eq!(download.headers()["content-type"], "application/pdf");
    let disposition = download.headers()["content-disposition"].to_str().unwrap().to_string();
    assert!(disposition.contains("filename*=UTF-8''Dune%20%E2%80%93%20contrat.pdf"), "{disposition}");
    assert_eq!(download.bytes().await.unwrap().as_ref(), exact.as_slice(), "the same bytes");

    // A JSON update keeps the file; a multipart one replaces it.
    let mut update = created.clone();
    update["notes"] = json!("countersigned");
    let kept: Value =
        app.send(Method::PUT, &format!("/api/licenses/{id}"), &token, &update).await.json().await.unwrap();
    assert_eq!(kept["file"]["size"], MAX);
    assert_eq!(kept["notes"], "countersigned");
    let replacement = pdf(1000);
    let replaced =
        app.upload(Method::PUT, &format!("/api/licenses/{id}"), &token, &update, ("v2.PDF", replacement.clone())).await;
    assert_eq!(replaced.status(), 200);
    assert_eq!(replaced.json::<Value>().await.unwrap()["file"], json!({ "name": "v2.PDF", "size": 1000 }));
    let bytes = app.get(&format!("/api/licenses/{id}/file"), &token).await.bytes().await.unwrap();
    assert_eq!(bytes.as_ref(), replacement.as_slice());

    // Refused uploads change nothing.
    let too_big = app
        .upload(
            Method::PUT,
            &format!("/api/licenses/{id}"),
            &token,
            &json!({ "title": "Other", "company": "Gollancz", "contractDate": "2024-01-01" }),
            ("big.pdf", pdf(MAX + 1)),
        )
        .await;
    assert_eq!(too_big.status(), 413);
    assert_eq!(too_big.json::<Value>().await.unwrap()["message"], "File size must not be more than 5MB");
    let png =
        app.upload(Method::PUT, &format!("/api/licenses/{id}"), &token, &update, ("scan.pdf", png_named_pdf())).await;
    assert_eq!(png.status(), 422);
    assert_eq!(png.json::<Value>().await.unwrap()["errors"]["file"], "Only PDF files are allowed");
    let read: Value = app.get(&format!("/api/licenses/{id}"), &token).await.json().await.unwrap();
    assert_eq!(read["title"], "Dune");
    assert_eq!(read["file"]["name"], "v2.PDF");

    let removed = app.send(Method::DELETE, &format!("/api/licenses/{id}/file"), &token, &json!({})).await;
    assert_eq!(removed.status(), 200);
    assert_eq!(app.get(&format!("/api/licenses/{id}/file"), &token).await.status(), 404);
    let read: Value = app.get(&format!("/api/licenses/{id}"), &token).await.json().await.unwrap();
    assert_eq!(read["file"], Value::Null);
}

#[tokio::test]
async fn a_refused_upload_leaves_no_license_and_no_title_behind() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let license = json!({ "title": "Brand New Title", "company": "Brand New Company", "contractDate": "2024-01-01" });

    let too_big = app.upload(Method::POST, "/api/licenses", &token, &license, ("big.pdf", pdf(MAX + 1))).await;
    assert_eq!(too_big.status(), 413);
    let png = app.upload(Method::POST, "/api/licenses", &token, &license, ("scan.pdf", png_named_pdf())).await;
    assert_eq!(png.status(), 422);
    let not_pdf_name = app.upload(Method::POST, "/api/licenses", &token, &license, ("contract.docx", pdf(100))).await;
    assert_eq!(not_pdf_name.status(), 422);

    // A far larger body is cut off at the limit rather than read to the end.
    let huge = app.upload(Method::POST, "/api/licenses", &token, &license, ("huge.pdf", pdf(50 * 1024 * 1024))).await;
    assert_eq!(huge.status(), 413);

    assert_eq!(count(&app, &token, "/api/licenses").await, 0);
    assert_eq!(count(&app, &token, "/api/titles").await, 0);
    assert_eq!(count(&app, &token, "/api/companies").await, 0);
}

#[tokio::test]
async fn an_unknown_multipart_part_is_refused_rather_than_dropped() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let license = json!({ "title": "Dune", "company": "Gallimard", "contractDate": "2024-01-01" });
    // The PDF under another name than `file`: once stored as a license without its contract.
    let form = Form::new()
        .text("license", license.to_string())
        .part("pdf", Part::bytes(pdf(100)).file_name("contract.pdf").mime_str("application/pdf").unwrap());
    let response = app.client.post(app.url("/api/licenses")).bearer_auth(&token).multipart(form).send().await.unwrap();
    assert_eq!(response.status(), 400);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["message"], "Unknown part `pdf`: the parts are `license` and `file`");
    assert_eq!(count(&app, &token, "/api/licenses").await, 0);
}

#[tokio::test]
async fn other_teams_ids_are_refused_and_their_licenses_invisible() {
    let app = TestApp::spawn().await;
    let alice = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let mallory = app.sign_in_new("mallory@example.com", "Other House", Role::Editor).await;
    let created = app
        .upload(Method::POST, "/api/licenses", &alice, &full_license(), ("c.pdf", pdf(100)))
        .await
        .json::<Value>()
        .await
        .unwrap();
    let id = created["id"].as_i64().unwrap();

    for path in [format!("/api/licenses/{id}"), format!("/api/licenses/{id}/file")] {
        assert_eq!(app.get(&path, &mallory).await.status(), 404, "{path}");
        assert_eq!(app.send(Method::DELETE, &path, &mallory, &json!({})).await.status(), 404, "{path}");
    }
    let put = app
        .send(
            Method::PUT,
            &format!("/api/licenses/{id}"),
            &mallory,
            &json!({ "id": id, "title": "X", "company": "Y", "contractDate": "2024-01-01" }),
        )
        .await;
    assert_eq!(put.status(), 404);
    assert_eq!(count(&app, &mallory, "/api/licenses").await, 0);

    // Pointing at Alice's title, company or agent by id is refused, and creates nothing.
    for (key, field) in [("titleId", "title"), ("companyId", "company"), ("agentId", "agent")] {
        let mut body = json!({ "title": "Mine", "company": "Mine Too", "contractDate": "2024-01-01" });
        body[key] = created[key].clone();
        let response = post(&app, &mallory, body).await;
        assert_eq!(response.status(), 422, "{key}");
        let error: Value = response.json().await.unwrap();
        assert!(error["errors"][field].as_str().unwrap().starts_with("Unknown"), "{error}");
    }
    assert_eq!(count(&app, &mallory, "/api/titles").await, 0);
    assert_eq!(count(&app, &mallory, "/api/companies").await, 0);
    let read: Value = app.get(&format!("/api/licenses/{id}"), &alice).await.json().await.unwrap();
    assert_eq!(read, created);
}

#[tokio::test]
async fn viewers_read_licenses_but_cannot_write() {
    let app = TestApp::spawn().await;
    let editor = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let viewer = app.sign_in_new("victor@example.com", "Acme", Role::Viewer).await;
    let created = app
        .upload(Method::POST, "/api/licenses", &editor, &full_license(), ("c.pdf", pdf(100)))
        .await
        .json::<Value>()
        .await
        .unwrap();
    let id = created["id"].as_i64().unwrap();

    assert_eq!(app.get(&format!("/api/licenses/{id}"), &viewer).await.status(), 200);
    assert_eq!(app.get(&format!("/api/licenses/{id}/file"), &viewer).await.status(), 200);
    for (method, path) in [
        (Method::POST, "/api/licenses".to_string()),
        (Method::PUT, format!("/api/licenses/{id}")),
        (Method::DELETE, format!("/api/licenses/{id}")),
        (Method::DELETE, format!("/api/licenses/{id}/file")),
    ] {
        let response = app.send(method.clone(), &path, &viewer, &full_license()).await;
        assert_eq!(response.status(), 403, "{method} {path}");
    }
    let multipart =
        app.upload(Method::PUT, &format!("/api/licenses/{id}"), &viewer, &created, ("c.pdf", pdf(50))).await;
    assert_eq!(multipart.status(), 403);
    let read: Value = app.get(&format!("/api/licenses/{id}"), &editor).await.json().await.unwrap();
    assert_eq!(read, created);
}

#[tokio::test]
async fn titles_and_companies_in_use_cannot_be_deleted() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let license = create(&app, &token, full_license()).await;
    create(
        &app,
        &token,
        json!({ "titleId": license["titleId"], "title": "x", "company": "Other Co", "contractDate": "2024-05-01" }),
    )
    .await;

    let title = app.send(Method::DELETE, &format!("/api/titles/{}", license["titleId"]), &token, &json!({})).await;
    assert_eq!(title.status(), 409);
    assert_eq!(
        title.json::<Value>().await.unwrap()["message"],
        "This title is used by 2 licenses; change or delete them first"
    );
    for key in ["companyId", "agentId"] {
        let response = app.send(Method::DELETE, &format!("/api/companies/{}", license[key]), &token, &json!({})).await;
        assert_eq!(response.status(), 409, "{key}");
        assert_eq!(
            response.json::<Value>().await.unwrap()["message"],
            "This company is used by 1 license; change or delete them first"
        );
    }
    assert_eq!(count(&app, &token, "/api/titles").await, 1, "nothing lost");
    assert_eq!(count(&app, &token, "/api/companies").await, 3);

    let deleted = app.send(Method::DELETE, &format!("/api/licenses/{}", license["id"]), &token, &json!({})).await;
    assert_eq!(deleted.status(), 200);
    assert_eq!(app.get(&format!("/api/licenses/{}", license["id"]), &token).await.status(), 404);
    let agent = app.send(Method::DELETE, &format!("/api/companies/{}", license["agentId"]), &token, &json!({})).await;
    assert_eq!(agent.status(), 200, "free once the license is gone");
}

/// The ids of the licenses `token`'s team lists with `filters`, checked against `X-Total-Count`.
async fn listed(app: &TestApp, token: &str, filters: &str) -> Vec<i64> {
    let response = app.get(&format!("/api/licenses?sort=contractDate&{filters}"), token).await;
    assert_eq!(response.status(), 200, "{filters}");
    let total: usize = response.headers()["x-total-count"].to_str().unwrap().parse().unwrap();
    let licenses: Value = response.json().await.unwrap();
    let ids: Vec<i64> = licenses.as_array().unwrap().iter().map(|license| license["id"].as_i64().unwrap()).collect();
    assert_eq!(total, ids.len(), "{filters}");
    ids
}

#[tokio::test]
async fn the_list_narrows_to_one_title_or_company_of_the_team() {
    let app = TestApp::spawn().await;
    let alice = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let mallory = app.sign_in_new("mallory@example.com", "Other House", Role::Editor).await;
    let first = json!({ "title": "Dune", "company": "Penguin", "contractDate": "2024-01-01" });
    let first = create(&app, &alice, first).await;
    let agented = json!({ "title": "Dune", "company": "Hachette", "agent": "Penguin", "contractDate": "2024-02-01" });
    let agented = create(&app, &alice, agented).await;
    let other_title = json!({ "title": "Emma", "company": "Penguin", "contractDate": "2024-03-01" });
    let other_title = create(&app, &alice, other_title).await;
    let id = |license: &Value| license["id"].as_i64().unwrap();
    let (title, penguin) = (&first["titleId"], &first["companyId"]);

    assert_eq!(listed(&app, &alice, &format!("titleId={title}")).await, [id(&first), id(&agented)]);
    // As the licensee only: Penguin is the second license's agent, not its company.
    assert_eq!(listed(&app, &alice, &format!("companyId={penguin}")).await, [id(&first), id(&other_title)]);
    assert_eq!(listed(&app, &alice, &format!("titleId={title}&companyId={penguin}")).await, [id(&first)]);
    // Another team's title or company gives an empty list, not its licenses.
    assert_eq!(listed(&app, &mallory, &format!("titleId={title}")).await, Vec::<i64>::new());
    assert_eq!(listed(&app, &mallory, &format!("companyId={penguin}")).await, Vec::<i64>::new());

    for (filters, message) in [("titleId=dune", "titleId must be an id"), ("companyId=1.5", "companyId must be an id")]
    {
        let response = app.get(&format!("/api/licenses?{filters}"), &alice).await;
        assert_eq!(response.status(), 400, "{filters}");
        assert_eq!(response.json::<Value>().await.unwrap()["message"], message, "{filters}");
    }
}
