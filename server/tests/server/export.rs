//! `GET /api/team/export`: an admin's archive of everything of the team, read back with a zip
//! reader of its own (not the crate that wrote it): every record, the PDF, no other team's data;
//! editors and viewers refused.

use rc_zip_sync::ReadZip;
use reqwest::Method;
use rightsdesk_core::Role;
use serde_json::{Value, json};

use crate::helpers::TestApp;

/// The archive's files by name.
fn unzip(bytes: &[u8]) -> Vec<(String, Vec<u8>)> {
    let archive = bytes.read_zip().expect("a zip archive");
    archive.entries().map(|entry| (entry.name.clone(), entry.bytes().expect("the entry's bytes"))).collect()
}

fn json_of(files: &[(String, Vec<u8>)], name: &str) -> Value {
    let (_, bytes) = files.iter().find(|(n, _)| n == name).unwrap_or_else(|| panic!("{name} in the archive"));
    serde_json::from_slice(bytes).unwrap_or_else(|err| panic!("{name}: {err}"))
}

#[tokio::test]
async fn an_admin_downloads_every_record_of_the_team_and_its_files_in_one_archive() {
    let app = TestApp::spawn().await;
    let admin = app.sign_in_new("ada@example.com", "Acme", Role::Admin).await;
    let license = json!({"title": "Dune", "company": "Gallimard", "contractDate": "2024-01-05"});
    let license: Value = app.send(Method::POST, "/api/licenses", &admin, &license).await.json().await.unwrap();
    let pdf = b"%PDF-1.7\nthe contract of Dune".to_vec();
    let path = format!("/api/licenses/{}", license["id"]);
    let uploaded = app.upload(Method::PUT, &path, &admin, &license, ("Dune contrat.pdf", pdf.clone())).await;
    assert_eq!(uploaded.status(), 200);
    let company = json!({"name": "Hanser", "contacts": [{"name": "Jo Weber", "email": "jo@hanser.de"}]});
    assert_eq!(app.send(Method::POST, "/api/companies", &admin, &company).await.status(), 200);
    let pitch = json!({"title": "Dune", "company": "Hanser", "status": "sent", "sentDate": "2026-03-10"});
    assert_eq!(app.send(Method::POST, "/api/prospections", &admin, &pitch).await.status(), 200);
    let event = json!({"title": "Frankfurt", "start": "2026-10-14", "allDay": true});
    assert_eq!(app.send(Method::POST, "/api/events", &admin, &event).await.status(), 200);
    // Another team's records stay out of it.
    let other = app.sign_in_new("bob@example.com", "Other", Role::Editor).await;
    assert_eq!(app.send(Method::POST, "/api/titles", &other, &json!({"name": "Not ours"})).await.status(), 200);

    let invoicing = json!({"legalName": "Acme Rights SARL", "iban": "DE89 3704 0044 0532 0130 00"});
    assert_eq!(app.send(Method::PUT, "/api/team/invoice-details", &admin, &invoicing).await.status(), 200);

    let response = app.get("/api/team/export", &admin).await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["content-type"], "application/zip");
    let disposition = response.headers()["content-disposition"].to_str().unwrap().to_owned();
    assert!(disposition.starts_with("attachment; filename=\"rightsdesk-export-"), "{disposition}");
    let files = unzip(&response.bytes().await.unwrap());

    // Each list as the API answers it.
    for list in ["titles", "companies", "licenses", "prospections"] {
        let answered: Value = app.get(&format!("/api/{list}"), &admin).await.json().await.unwrap();
        assert_eq!(json_of(&files, &format!("{list}.json")), answered, "{list}");
    }
    let titles = json_of(&files, "titles.json");
    assert_eq!(titles.as_array().unwrap().iter().map(|t| t["name"].as_str().unwrap()).collect::<Vec<_>>(), ["Dune"]);
    assert_eq!(json_of(&files, "companies.json")[1]["contacts"][0]["email"], "jo@hanser.de");
    assert_eq!(json_of(&files, "events.json")[0]["title"], "Frankfurt");
    let members = json_of(&files, "members.json");
    assert_eq!(members.as_array().unwrap().len(), 1);
    assert_eq!(members[0]["email"], "ada@example.com");
    assert!(members[0].get("password").is_none() && members[0].get("passwordHash").is_none());
    let activity = json_of(&files, "activity.json");
    assert!(activity.as_array().unwrap().len() >= 5, "{activity}");
    assert!(json_of(&files, "settings.json")["timeZone"].is_string());
    let invoice_details = json_of(&files, "invoice-details.json");
    assert_eq!(
        (&invoice_details["legalName"], &invoice_details["iban"]),
        (&json!("Acme Rights SARL"), &json!("DE89370400440532013000"))
    );

    let pdf_path = format!("files/licenses/{}/Dune contrat.pdf", license["id"]);
    assert_eq!(files.iter().find(|(name, _)| *name == pdf_path).map(|(_, bytes)| bytes), Some(&pdf));
    let manifest = json_of(&files, "manifest.json");
    assert_eq!(manifest["team"], "Acme");
    assert_eq!(manifest["records"]["titles.json"], 1);
    assert_eq!(manifest["records"]["companies.json"], 2);
    assert_eq!(manifest["licenseFiles"], 1);
    assert!(files.iter().any(|(name, _)| name == "README.txt"));
    assert!(!files.iter().any(|(_, bytes)| String::from_utf8_lossy(bytes).contains("Not ours")));
}

#[tokio::test]
async fn only_admins_export_the_team() {
    let app = TestApp::spawn().await;
    for (email, role) in [("ed@example.com", Role::Editor), ("vi@example.com", Role::Viewer)] {
        let token = app.sign_in_new(email, "Acme", role).await;
        let response = app.get("/api/team/export", &token).await;
        assert_eq!(response.status(), 403, "{role:?}");
        assert_eq!(response.json::<Value>().await.unwrap()["message"], "You do not have permission to do this");
    }
    assert_eq!(app.client.get(app.url("/api/team/export")).send().await.unwrap().status(), 401);
}

/// What the second and third releases added is in the archive too: rights held, payments,
/// statements, exchange rates, fairs with their meetings, guides, covers and material files.
#[tokio::test]
async fn the_archive_holds_the_rights_money_fairs_guides_covers_and_material() {
    let app = TestApp::spawn().await;
    let admin = app.sign_in_new("ada@example.com", "Acme", Role::Admin).await;
    let answer = async |response: reqwest::Response| {
        assert_eq!(response.status(), 200);
        response.json::<Value>().await.unwrap()
    };
    let license = json!({"title": "Dune", "company": "Hanser", "contractDate": "2026-01-05", "currency": "EUR"});
    let license = answer(app.send(Method::POST, "/api/licenses", &admin, &license).await).await;
    let (license_id, title_id) = (license["id"].as_i64().unwrap(), license["titleId"].as_i64().unwrap());
    let right = json!({"contractType": "foreign_rights", "languages": ["de"], "territory": {"kind": "world"}});
    let right = answer(app.send(Method::POST, &format!("/api/titles/{title_id}/rights"), &admin, &right).await).await;
    let payment = json!({"amount": 5000, "dueDate": "2026-02-04"});
    let payment = app.send(Method::POST, &format!("/api/licenses/{license_id}/payments"), &admin, &payment).await;
    let payment = answer(payment).await;
    let statement = json!({"periodStart": "2026-01-01", "periodEnd": "2026-06-30", "copiesSold": 1200, "earned": 1500});
    let statement = app.send(Method::POST, &format!("/api/licenses/{license_id}/statements"), &admin, &statement).await;
    let statement = answer(statement).await;
    let rate = json!({"currency": "USD", "rate": 0.92, "validFrom": "2026-01-01"});
    answer(app.send(Method::POST, "/api/exchange-rates", &admin, &rate).await).await;
    let fair =
        json!({"name": "Frankfurt", "startDate": "2026-10-14", "endDate": "2026-10-18", "timeZone": "Europe/Berlin"});
    let fair = answer(app.send(Method::POST, "/api/fairs", &admin, &fair).await).await;
    let me = answer(app.get("/api/me", &admin).await).await;
    let meeting = json!({"start": "2026-10-14T10:00", "memberIds": [me["id"]], "companyId": license["companyId"]});
    let meeting =
        answer(app.send(Method::POST, &format!("/api/fairs/{}/meetings", fair["id"]), &admin, &meeting).await).await;
    let guide = json!({"name": "Autumn list", "sections": [{"heading": "Fiction", "titleIds": [title_id]}]});
    answer(app.send(Method::POST, "/api/guides", &admin, &guide).await).await;
    let png = png();
    let cover = reqwest::multipart::Form::new().part(
        "file",
        reqwest::multipart::Part::bytes(png.clone()).file_name("dune.png").mime_str("image/png").unwrap(),
    );
    let put = app.client.put(app.url(&format!("/api/titles/{title_id}/cover"))).bearer_auth(&admin).multipart(cover);
    assert_eq!(put.send().await.unwrap().status(), 200);
    let sample = b"%PDF-1.7\nthe first chapter of Dune".to_vec();
    let material = reqwest::multipart::Form::new()
        .part(
            "file",
            reqwest::multipart::Part::bytes(sample.clone())
                .file_name("Dune sample.pdf")
                .mime_str("application/pdf")
                .unwrap(),
        )
        .text("kind", "sample");
    let post =
        app.client.post(app.url(&format!("/api/titles/{title_id}/materials"))).bearer_auth(&admin).multipart(material);
    let material: Value = post.send().await.unwrap().json().await.unwrap();

    let response = app.get("/api/team/export", &admin).await;
    assert_eq!(response.status(), 200);
    let files = unzip(&response.bytes().await.unwrap());

    let held = json_of(&files, "rights-held.json");
    assert_eq!(held[0]["titleId"], title_id);
    assert_eq!(held[0]["id"], right["id"]);
    assert_eq!(held[0]["languages"], json!(["de"]));
    assert_eq!(json_of(&files, "payments.json")[0]["id"], payment["id"]);
    assert_eq!(json_of(&files, "payments.json")[0]["title"], "Dune");
    assert_eq!(json_of(&files, "statements.json"), json!([statement]));
    assert_eq!(json_of(&files, "exchange-rates.json"), answer(app.get("/api/exchange-rates", &admin).await).await);
    let fairs = json_of(&files, "fairs.json");
    assert_eq!(fairs[0]["name"], "Frankfurt");
    assert_eq!(fairs[0]["meetings"], json!([meeting]));
    assert_eq!(json_of(&files, "guides.json"), answer(app.get("/api/guides", &admin).await).await);
    let file = |name: String| files.iter().find(|(n, _)| *n == name).map(|(_, bytes)| bytes.clone());
    assert_eq!(file(format!("files/covers/{title_id}/cover.png")), Some(png), "the cover as uploaded");
    let sample_path = format!("files/material/{title_id}/{}-Dune sample.pdf", material["id"]);
    assert_eq!(file(sample_path), Some(sample), "the material file");
    let manifest = json_of(&files, "manifest.json");
    for (name, count) in [("rights-held.json", 1), ("payments.json", 1), ("fairs.json", 1), ("guides.json", 1)] {
        assert_eq!(manifest["records"][name], count, "{name}");
    }
}

/// A 1 x 1 PNG.
fn png() -> Vec<u8> {
    let mut out = std::io::Cursor::new(Vec::new());
    image::DynamicImage::new_rgb8(1, 1).write_to(&mut out, image::ImageFormat::Png).unwrap();
    out.into_inner()
}
