//! One port serves the web app, its client routes, `/auth` and `/api`.

use std::io::Read;

use serde_json::Value;

use crate::helpers::TestApp;

#[tokio::test]
async fn client_routes_get_the_index_page_and_assets_are_served() {
    let app = TestApp::spawn().await;
    for path in ["/", "/home", "/titles/edit/7", "/licenses/new"] {
        let response = app.client.get(app.url(path)).send().await.unwrap();
        assert_eq!(response.status(), 200, "{path}");
        assert!(response.headers()["content-type"].to_str().unwrap().starts_with("text/html"), "{path}");
        assert!(response.text().await.unwrap().contains("<div id=root>"), "{path}");
    }
    let asset = app.client.get(app.url("/assets/index-abc123.js")).send().await.unwrap();
    assert_eq!(asset.status(), 200);
    assert!(asset.headers()["content-type"].to_str().unwrap().contains("javascript"));
    assert_eq!(asset.headers()["cache-control"], "public, max-age=31536000, immutable", "hashed names never change");
    assert_eq!(asset.text().await.unwrap(), "console.log('rightsdesk')");
    assert_eq!(app.client.get(app.url("/healthz")).send().await.unwrap().status(), 200);
    let index = app.client.get(app.url("/titles")).send().await.unwrap();
    assert_eq!(index.headers()["cache-control"], "no-cache", "the index names the current assets");
    let missing = app.client.get(app.url("/assets/index-gone.js")).send().await.unwrap();
    assert_eq!(missing.status(), 404, "an old asset is not answered by the index page");
    assert_eq!(missing.headers()["cache-control"], "no-cache");
}

/// What `path` answers with `Accept-Encoding: accept`: its `Content-Encoding`, `Vary` and bytes.
async fn encoded(app: &TestApp, path: &str, accept: &str) -> (Option<String>, Option<String>, Vec<u8>) {
    let response = app.client.get(app.url(path)).header("accept-encoding", accept).send().await.unwrap();
    assert_eq!(response.status(), 200, "{path} ({accept})");
    let header = |name: &str| response.headers().get(name).map(|value| value.to_str().unwrap().to_string());
    let (encoding, vary) = (header("content-encoding"), header("vary"));
    (encoding, vary, response.bytes().await.unwrap().to_vec())
}

#[tokio::test]
async fn the_web_app_is_sent_compressed_as_the_build_made_it() {
    let app = TestApp::spawn().await;
    for (path, file, text) in [
        ("/assets/index-abc123.js", "assets/index-abc123.js", "console.log('rightsdesk')"),
        ("/", "index.html", "<!doctype html><title>Rightsdesk</title><div id=root></div>"),
        ("/titles/edit/7", "index.html", "<!doctype html><title>Rightsdesk</title><div id=root></div>"),
    ] {
        let (encoding, vary, body) = encoded(&app, path, "gzip, deflate, br, zstd").await;
        assert_eq!(encoding.as_deref(), Some("br"), "{path}: brotli first");
        assert_eq!(body, format!("brotli of {file}").as_bytes(), "{path}");
        assert!(
            vary.is_some_and(|vary| vary.to_lowercase().contains("accept-encoding")),
            "{path}: caches keep each encoding apart"
        );

        let (encoding, _, body) = encoded(&app, path, "gzip").await;
        assert_eq!(encoding.as_deref(), Some("gzip"), "{path}");
        let mut unzipped = String::new();
        flate2::read::GzDecoder::new(body.as_slice()).read_to_string(&mut unzipped).unwrap();
        assert_eq!(unzipped, text, "{path}");

        let (encoding, _, body) = encoded(&app, path, "identity").await;
        assert_eq!((encoding, body), (None, text.as_bytes().to_vec()), "{path}: as it is to a client without either");
    }
}

#[tokio::test]
async fn unknown_api_and_auth_paths_are_json_404s() {
    let app = TestApp::spawn().await;
    for path in ["/api/nothing-here", "/auth/nothing-here"] {
        let response = app.client.get(app.url(path)).send().await.unwrap();
        assert_eq!(response.status(), 404, "{path}");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["message"], "Not found", "{path}");
    }
}
