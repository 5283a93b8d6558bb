//! A title's cover (`/api/titles/{id}/cover`) and material (`/api/titles/{id}/materials`): real
//! JPEG, PNG and WebP images made here, read back with their type, thumbnail and caching; files
//! refused by their bytes and size; versions, activity, roles and team isolation.

use std::io::Cursor;

use image::{DynamicImage, ImageFormat, Rgba, RgbaImage};
use reqwest::Method;
use reqwest::header::{CACHE_CONTROL, CONTENT_DISPOSITION, CONTENT_TYPE, ETAG, IF_MATCH, IF_NONE_MATCH};
use reqwest::multipart::{Form, Part};
use rightsdesk_core::{Role, messages};
use serde_json::{Value, json};

use crate::helpers::TestApp;

const MAX: usize = 5_242_880;
const IMMUTABLE: &str = "private, max-age=31536000, immutable";
const REVALIDATE: &str = "private, no-cache";

/// A `width` x `height` picture with a gradient and a transparent band on the left.
fn picture(width: u32, height: u32) -> DynamicImage {
    DynamicImage::ImageRgba8(RgbaImage::from_fn(width, height, |x, y| {
        Rgba([(x % 256) as u8, (y % 256) as u8, 128, if x < width / 10 { 0 } else { 255 }])
    }))
}

fn encoded(image: &DynamicImage, format: ImageFormat) -> Vec<u8> {
    // JPEG has no alpha channel.
    let image = if format == ImageFormat::Jpeg { DynamicImage::ImageRgb8(image.to_rgb8()) } else { image.clone() };
    let mut out = Cursor::new(Vec::new());
    image.write_to(&mut out, format).unwrap();
    out.into_inner()
}

fn pdf() -> Vec<u8> {
    b"%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n".to_vec()
}

/// A form with a `file` part; an empty `content_type` sends the part without one.
fn file_form(name: &str, content_type: &str, bytes: Vec<u8>) -> Form {
    let part = Part::bytes(bytes).file_name(name.to_string());
    let part = if content_type.is_empty() { part } else { part.mime_str(content_type).unwrap() };
    Form::new().part("file", part)
}

async fn put_cover(
    app: &TestApp,
    token: &str,
    title: i64,
    (name, content_type, bytes): (&str, &str, Vec<u8>),
) -> reqwest::Response {
    let form = file_form(name, content_type, bytes);
    app.client
        .put(app.url(&format!("/api/titles/{title}/cover")))
        .bearer_auth(token)
        .multipart(form)
        .send()
        .await
        .unwrap()
}

async fn new_title(app: &TestApp, token: &str, name: &str) -> i64 {
    let response = app.send(Method::POST, "/api/titles", token, &json!({"name": name})).await;
    assert_eq!(response.status(), 200);
    response.json::<Value>().await.unwrap()["id"].as_i64().unwrap()
}

fn header(response: &reqwest::Response, name: reqwest::header::HeaderName) -> String {
    response.headers().get(&name).map(|value| value.to_str().unwrap().to_owned()).unwrap_or_default()
}

async fn refusal(response: reqwest::Response) -> (u16, Value) {
    (response.status().as_u16(), response.json().await.unwrap())
}

#[tokio::test]
async fn covers_in_each_format_are_stored_as_sent_with_a_jpeg_thumbnail() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("ed@example.com", "Acme", Role::Editor).await;
    let cases = [
        (ImageFormat::Png, "image/png", (400, 600), (200, 300)),
        (ImageFormat::Jpeg, "image/jpeg", (800, 400), (200, 100)),
        // Smaller than the thumbnail's box: not enlarged.
        (ImageFormat::WebP, "image/webp", (150, 100), (150, 100)),
    ];
    for (index, (format, content_type, (width, height), thumbnail_size)) in cases.into_iter().enumerate() {
        let title = new_title(&app, &token, &format!("Title {index}")).await;
        let bytes = encoded(&picture(width, height), format);
        // The declared type is the client's word: the bytes decide.
        let response = put_cover(&app, &token, title, ("cover", "application/octet-stream", bytes.clone())).await;
        assert_eq!(response.status(), 422, "{content_type} declared as octet-stream");
        let response = put_cover(&app, &token, title, ("cover.img", "", bytes.clone())).await;
        assert_eq!(response.status(), 200, "{content_type}");
        assert_eq!(header(&response, ETAG), "\"2\"", "the title's new version");
        let stored: Value = response.json().await.unwrap();
        let cover = stored["cover"].as_i64().expect("the title names its cover");
        assert_eq!(stored["version"], 2);

        let read: Value = app.get(&format!("/api/titles/{title}"), &token).await.json().await.unwrap();
        assert_eq!(read["cover"], cover);
        let image = app.get(&format!("/api/titles/{title}/cover?v={cover}"), &token).await;
        assert_eq!(image.status(), 200);
        assert_eq!(header(&image, CONTENT_TYPE), content_type);
        assert_eq!(image.bytes().await.unwrap().to_vec(), bytes);

        let thumbnail = app.get(&format!("/api/titles/{title}/cover/thumbnail?v={cover}"), &token).await;
        assert_eq!(thumbnail.status(), 200);
        assert_eq!(header(&thumbnail, CONTENT_TYPE), "image/jpeg");
        let thumbnail = thumbnail.bytes().await.unwrap();
        assert_eq!(image::guess_format(&thumbnail).unwrap(), ImageFormat::Jpeg);
        let decoded = image::load_from_memory(&thumbnail).unwrap();
        assert_eq!((decoded.width(), decoded.height()), thumbnail_size, "{content_type}");
    }
}

#[tokio::test]
async fn a_cover_is_cached_at_its_own_address_and_replaced_under_a_new_id() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("ed@example.com", "Acme", Role::Editor).await;
    let title = new_title(&app, &token, "Dune").await;
    let png = encoded(&picture(60, 90), ImageFormat::Png);
    let first: Value = put_cover(&app, &token, title, ("a.png", "image/png", png.clone())).await.json().await.unwrap();
    let first = first["cover"].as_i64().unwrap();

    for path in ["cover", "cover/thumbnail"] {
        let at_its_address = app.get(&format!("/api/titles/{title}/{path}?v={first}"), &token).await;
        assert_eq!(header(&at_its_address, ETAG), format!("\"{first}\""));
        assert_eq!(header(&at_its_address, CACHE_CONTROL), IMMUTABLE, "{path}");
        let unversioned = app.get(&format!("/api/titles/{title}/{path}"), &token).await;
        assert_eq!(header(&unversioned, CACHE_CONTROL), REVALIDATE, "{path}");
        let other = app.get(&format!("/api/titles/{title}/{path}?v={}", first + 100), &token).await;
        assert_eq!(header(&other, CACHE_CONTROL), REVALIDATE, "{path}");
        // `v` is a cache key, never a reason to refuse: twice, or not a number, is still the image
        let odd = app.get(&format!("/api/titles/{title}/{path}?v=null&v=null"), &token).await;
        assert_eq!((odd.status().as_u16(), header(&odd, CACHE_CONTROL)), (200, REVALIDATE.to_owned()), "{path}");

        let url = app.url(&format!("/api/titles/{title}/{path}"));
        let request = app.client.get(&url).bearer_auth(&token).header(IF_NONE_MATCH, format!("\"{first}\""));
        let unchanged = request.send().await.unwrap();
        assert_eq!(unchanged.status(), 304, "{path}");
        assert_eq!(header(&unchanged, ETAG), format!("\"{first}\""));
        assert!(unchanged.bytes().await.unwrap().is_empty());
    }

    // A new upload: a new id, so a new address; the old tag no longer matches.
    let jpeg = encoded(&picture(90, 60), ImageFormat::Jpeg);
    let replaced = put_cover(&app, &token, title, ("b.jpg", "image/jpeg", jpeg.clone())).await;
    assert_eq!(replaced.status(), 200);
    let second = replaced.json::<Value>().await.unwrap()["cover"].as_i64().unwrap();
    assert_ne!(second, first);
    let url = app.url(&format!("/api/titles/{title}/cover?v={first}"));
    let stale = app.client.get(&url).bearer_auth(&token).header(IF_NONE_MATCH, format!("\"{first}\"")).send().await;
    let stale = stale.unwrap();
    assert_eq!(stale.status(), 200);
    assert_eq!(header(&stale, CACHE_CONTROL), REVALIDATE, "the old address is not the current cover's");
    assert_eq!(header(&stale, ETAG), format!("\"{second}\""));
    assert_eq!(stale.bytes().await.unwrap().to_vec(), jpeg);

    // Each change is an update of the title, in its activity.
    let entries: Value =
        app.get(&format!("/api/activity?entityType=title&entityId={title}"), &token).await.json().await.unwrap();
    let changes: Vec<&Value> = entries.as_array().unwrap().iter().map(|entry| &entry["changes"]["cover"]).collect();
    assert!(changes.contains(&&json!([null, first])), "{entries}");
    assert!(changes.contains(&&json!([first, second])), "{entries}");

    // If-Match names the title's version: a stale one writes nothing.
    let form = file_form("c.png", "image/png", png);
    let url = app.url(&format!("/api/titles/{title}/cover"));
    let refused = app.client.put(&url).bearer_auth(&token).header(IF_MATCH, "\"1\"").multipart(form).send().await;
    assert_eq!(refused.unwrap().status(), 412);

    // Removed: the title without it, and the images gone.
    let removed = app.send(Method::DELETE, &format!("/api/titles/{title}/cover"), &token, &json!(null)).await;
    assert_eq!(removed.status(), 200);
    assert_eq!(header(&removed, ETAG), "\"4\"");
    let removed: Value = removed.json().await.unwrap();
    assert_eq!(removed["cover"], Value::Null);
    assert_eq!(app.get(&format!("/api/titles/{title}/cover"), &token).await.status(), 404);
    assert_eq!(app.get(&format!("/api/titles/{title}/cover/thumbnail"), &token).await.status(), 404);
    let again = app.send(Method::DELETE, &format!("/api/titles/{title}/cover"), &token, &json!(null)).await;
    assert_eq!(again.status(), 404);
}

#[tokio::test]
async fn only_images_within_the_limit_are_covers() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("ed@example.com", "Acme", Role::Editor).await;
    let title = new_title(&app, &token, "Dune").await;
    let only_images = json!({"file": messages::ONLY_IMAGES});

    let (status, body) = refusal(put_cover(&app, &token, title, ("cover.png", "image/png", pdf())).await).await;
    assert_eq!((status, &body["errors"]), (422, &only_images), "a PDF named as a PNG");
    let garbage: Vec<u8> = (0..4000u32).map(|i| (i * 7 % 251) as u8).collect();
    let (status, body) = refusal(put_cover(&app, &token, title, ("cover.png", "image/png", garbage)).await).await;
    assert_eq!((status, &body["errors"]), (422, &only_images), "garbage named .png");
    // A PNG's signature before bytes that are not one: refused when it does not decode.
    let mut broken = encoded(&picture(40, 40), ImageFormat::Png);
    broken.truncate(40);
    let (status, body) = refusal(put_cover(&app, &token, title, ("cover.png", "image/png", broken)).await).await;
    assert_eq!((status, &body["errors"]), (422, &only_images), "a PNG that does not decode");

    // A small file that unpacks to too many pixels.
    let wide = encoded(&DynamicImage::new_luma8(10_001, 1), ImageFormat::Png);
    let (status, body) = refusal(put_cover(&app, &token, title, ("wide.png", "image/png", wide)).await).await;
    assert_eq!((status, &body["errors"]), (422, &json!({"file": messages::IMAGE_TOO_BIG})));

    let mut too_big = encoded(&picture(10, 10), ImageFormat::Png);
    too_big.resize(MAX + 1, 0);
    let (status, body) = refusal(put_cover(&app, &token, title, ("big.png", "image/png", too_big)).await).await;
    assert_eq!((status, body["message"].as_str()), (413, Some(messages::FILE_TOO_LARGE)));

    let no_file = app.client.put(app.url(&format!("/api/titles/{title}/cover"))).bearer_auth(&token);
    assert_eq!(no_file.multipart(Form::new().text("kind", "x")).send().await.unwrap().status(), 400);
    let as_json = app.send(Method::PUT, &format!("/api/titles/{title}/cover"), &token, &json!({})).await;
    assert_eq!(as_json.status(), 415);

    let read: Value = app.get(&format!("/api/titles/{title}"), &token).await.json().await.unwrap();
    assert_eq!((&read["cover"], &read["version"]), (&Value::Null, &json!(1)), "nothing written");
}

#[tokio::test]
async fn covers_follow_roles_and_teams() {
    let app = TestApp::spawn().await;
    let editor = app.sign_in_new("ed@example.com", "Acme", Role::Editor).await;
    let viewer = app.sign_in_new("vi@example.com", "Acme", Role::Viewer).await;
    let stranger = app.sign_in_new("st@example.com", "Other", Role::Admin).await;
    let title = new_title(&app, &editor, "Dune").await;
    let png = || ("c.png", "image/png", encoded(&picture(30, 45), ImageFormat::Png));

    assert_eq!(put_cover(&app, &viewer, title, png()).await.status(), 403);
    assert_eq!(put_cover(&app, &stranger, title, png()).await.status(), 404);
    assert_eq!(put_cover(&app, &editor, title, png()).await.status(), 200);
    assert_eq!(app.get(&format!("/api/titles/{title}/cover"), &viewer).await.status(), 200);
    assert_eq!(app.get(&format!("/api/titles/{title}/cover/thumbnail"), &viewer).await.status(), 200);
    assert_eq!(app.get(&format!("/api/titles/{title}/cover"), &stranger).await.status(), 404);
    assert_eq!(app.get(&format!("/api/titles/{title}/cover/thumbnail"), &stranger).await.status(), 404);
    let path = format!("/api/titles/{title}/cover");
    assert_eq!(app.send(Method::DELETE, &path, &viewer, &json!(null)).await.status(), 403);
    assert_eq!(app.send(Method::DELETE, &path, &stranger, &json!(null)).await.status(), 404);
    assert_eq!(app.get("/api/titles/999999/cover", &editor).await.status(), 404);
}

async fn add_material(
    app: &TestApp,
    token: &str,
    title: i64,
    kind: &str,
    (name, bytes): (&str, Vec<u8>),
) -> reqwest::Response {
    let form = file_form(name, "application/pdf", bytes).text("kind", kind.to_string());
    app.client
        .post(app.url(&format!("/api/titles/{title}/materials")))
        .bearer_auth(token)
        .multipart(form)
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn material_is_uploaded_listed_read_and_removed() {
    let app = TestApp::spawn().await;
    let editor = app.sign_in_new("ed@example.com", "Acme", Role::Editor).await;
    let viewer = app.sign_in_new("vi@example.com", "Acme", Role::Viewer).await;
    let stranger = app.sign_in_new("st@example.com", "Other", Role::Admin).await;
    let title = new_title(&app, &editor, "Dune").await;
    let list_path = format!("/api/titles/{title}/materials");

    let empty: Value = app.get(&list_path, &viewer).await.json().await.unwrap();
    assert_eq!(empty, json!([]));
    let added = add_material(&app, &editor, title, "sample", ("Dune — extrait.pdf", pdf())).await;
    assert_eq!(added.status(), 200);
    let added: Value = added.json().await.unwrap();
    let id = added["id"].as_i64().unwrap();
    assert_eq!(
        (&added["titleId"], &added["kind"], &added["name"], &added["size"]),
        (&json!(title), &json!("sample"), &json!("Dune — extrait.pdf"), &json!(pdf().len()))
    );
    assert!(added["createdAt"].as_str().unwrap().ends_with('Z'));
    let synopsis = add_material(&app, &editor, title, "synopsis", ("synopsis.pdf", pdf())).await;
    let synopsis: Value = synopsis.json().await.unwrap();

    let listed: Value = app.get(&list_path, &viewer).await.json().await.unwrap();
    assert_eq!(listed, json!([added, synopsis]));
    let read: Value = app.get(&format!("/api/titles/{title}"), &editor).await.json().await.unwrap();
    assert_eq!(read["version"], 3, "each material changes the title");

    let file = app.get(&format!("/api/titles/{title}/materials/{id}/file"), &viewer).await;
    assert_eq!(file.status(), 200);
    assert_eq!(header(&file, CONTENT_TYPE), "application/pdf");
    assert_eq!(
        header(&file, CONTENT_DISPOSITION),
        "inline; filename=\"Dune _ extrait.pdf\"; filename*=UTF-8''Dune%20%E2%80%94%20extrait.pdf"
    );
    assert_eq!(file.bytes().await.unwrap().to_vec(), pdf());

    // Another team sees none of it; a viewer writes none of it.
    assert_eq!(app.get(&list_path, &stranger).await.status(), 404);
    assert_eq!(app.get(&format!("/api/titles/{title}/materials/{id}/file"), &stranger).await.status(), 404);
    assert_eq!(add_material(&app, &stranger, title, "sample", ("a.pdf", pdf())).await.status(), 404);
    assert_eq!(add_material(&app, &viewer, title, "sample", ("a.pdf", pdf())).await.status(), 403);
    let material_path = format!("/api/titles/{title}/materials/{id}");
    assert_eq!(app.send(Method::DELETE, &material_path, &viewer, &json!(null)).await.status(), 403);
    assert_eq!(app.send(Method::DELETE, &material_path, &stranger, &json!(null)).await.status(), 404);

    let removed = app.send(Method::DELETE, &material_path, &editor, &json!(null)).await;
    assert_eq!(removed.status(), 200);
    assert_eq!(removed.json::<Value>().await.unwrap(), json!({"id": id}));
    assert_eq!(app.get(&format!("/api/titles/{title}/materials/{id}/file"), &editor).await.status(), 404);
    assert_eq!(app.send(Method::DELETE, &material_path, &editor, &json!(null)).await.status(), 404);
    let listed: Value = app.get(&list_path, &editor).await.json().await.unwrap();
    assert_eq!(listed, json!([synopsis]));

    let entries: Value =
        app.get(&format!("/api/activity?entityType=title&entityId={title}"), &editor).await.json().await.unwrap();
    let changes: Vec<&Value> = entries.as_array().unwrap().iter().map(|entry| &entry["changes"]["material"]).collect();
    assert!(changes.contains(&&json!([null, "Dune — extrait.pdf"])), "{entries}");
    assert!(changes.contains(&&json!(["Dune — extrait.pdf", null])), "{entries}");
}

#[tokio::test]
async fn material_is_a_pdf_of_a_known_kind() {
    let app = TestApp::spawn().await;
    let editor = app.sign_in_new("ed@example.com", "Acme", Role::Editor).await;
    let title = new_title(&app, &editor, "Dune").await;
    let png = encoded(&picture(10, 10), ImageFormat::Png);

    let (status, body) = refusal(add_material(&app, &editor, title, "sample", ("a.pdf", png)).await).await;
    assert_eq!((status, &body["errors"]), (422, &json!({"file": messages::ONLY_PDF})));
    let (status, body) = refusal(add_material(&app, &editor, title, "poster", ("a.pdf", pdf())).await).await;
    assert_eq!((status, &body["errors"]), (422, &json!({"kind": "Unknown material kind"})));
    let (status, body) = refusal(add_material(&app, &editor, title, "", ("a.txt", b"hello".to_vec())).await).await;
    assert_eq!(
        (status, &body["errors"]),
        (422, &json!({"file": messages::ONLY_PDF, "kind": messages::UNKNOWN_MATERIAL_KIND}))
    );
    let mut too_big = pdf();
    too_big.resize(MAX + 1, b' ');
    let (status, body) = refusal(add_material(&app, &editor, title, "full_text", ("big.pdf", too_big)).await).await;
    assert_eq!((status, body["message"].as_str()), (413, Some(messages::FILE_TOO_LARGE)));
    let listed: Value = app.get(&format!("/api/titles/{title}/materials"), &editor).await.json().await.unwrap();
    assert_eq!(listed, json!([]));
}
