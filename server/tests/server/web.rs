//! One port serves the web app, its client routes, `/auth` and `/api`.

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
