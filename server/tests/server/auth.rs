//! Sign-in, tokens and their refusal: missing, tampered, expired, revoked; throttling.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use jsonwebtoken::{Algorithm, EncodingKey, Header, encode};
use rightsdesk_core::{Claims, Role};
use serde_json::{Value, json};

use crate::helpers::{PASSWORD, SECRET, TestApp};

fn claims_of(token: &str) -> Value {
    let payload = token.split('.').nth(1).expect("a JWT has a payload");
    serde_json::from_slice(&URL_SAFE_NO_PAD.decode(payload).unwrap()).unwrap()
}

async fn assert_unauthorized(app: &TestApp, token: &str, why: &str) {
    let response = app.get("/api/me", token).await;
    assert_eq!(response.status(), 401, "{why}");
    assert_eq!(response.headers()["www-authenticate"], "Bearer", "{why}");
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["message"], "Authentication required", "{why}");
}

#[tokio::test]
async fn sign_in_returns_a_token_carrying_the_session_claims() {
    let app = TestApp::spawn().await;
    let user = app.add_user("alice@example.com", "Alice Martin", "Acme Rights", Role::Editor).await;

    let token = app.token("alice@example.com").await;

    let claims = claims_of(&token);
    assert_eq!(claims["sub"], user.id.to_string());
    assert_eq!(claims["roles"], json!(["editor"]));
    assert_eq!(claims["name"], "Alice Martin");
    assert_eq!(claims["team_id"], user.team_id);
    assert_eq!(claims["company_id"], user.team_id);
    assert_eq!(claims["exp"].as_i64().unwrap() - claims["iat"].as_i64().unwrap(), 3600);
    assert!(claims["jti"].as_str().is_some_and(|jti| !jti.is_empty()));
    let header: Value =
        serde_json::from_slice(&URL_SAFE_NO_PAD.decode(token.split('.').next().unwrap()).unwrap()).unwrap();
    assert_eq!(header["alg"], "HS256");

    let me: Value = app.get("/api/me", &token).await.json().await.unwrap();
    assert_eq!(me["email"], "alice@example.com");
    assert_eq!(me["teamName"], "Acme Rights");
    assert_eq!(me["roles"], json!(["editor"]));
}

#[tokio::test]
async fn the_email_matches_whatever_its_case() {
    let app = TestApp::spawn().await;
    app.add_user("Alice@Example.com", "Alice", "Acme", Role::Viewer).await;
    assert_eq!(app.login("ALICE@example.COM", PASSWORD).await.status(), 200);
    assert_eq!(app.login("  alice@example.com ", PASSWORD).await.status(), 200);
}

#[tokio::test]
async fn a_wrong_password_or_unknown_email_is_refused_alike() {
    let app = TestApp::spawn().await;
    app.add_user("alice@example.com", "Alice", "Acme", Role::Editor).await;
    for (email, password) in [("alice@example.com", "wrong password"), ("nobody@example.com", PASSWORD), ("", "")] {
        let response = app.login(email, password).await;
        assert_eq!(response.status(), 401, "{email}/{password}");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body, json!({ "message": "Invalid email or password" }));
    }
}

#[tokio::test]
async fn bad_request_bodies_get_a_json_error() {
    let app = TestApp::spawn().await;
    let broken = app
        .client
        .post(app.url("/auth/login"))
        .header("content-type", "application/json")
        .body("{\"email\": ")
        .send()
        .await
        .unwrap();
    assert_eq!(broken.status(), 400);
    assert!(broken.json::<Value>().await.unwrap()["message"].is_string());

    let wrong_type = app.client.post(app.url("/auth/login")).json(&json!({ "email": 42 })).send().await.unwrap();
    assert_eq!(wrong_type.status(), 400);
    let message = wrong_type.json::<Value>().await.unwrap()["message"].as_str().unwrap().to_string();
    assert!(message.contains("email"), "names the field: {message}");

    let not_json = app.client.post(app.url("/auth/login")).body("email=a").send().await.unwrap();
    assert_eq!(not_json.status(), 415);
}

#[tokio::test]
async fn api_calls_without_a_usable_token_are_refused() {
    let app = TestApp::spawn().await;
    app.add_user("alice@example.com", "Alice", "Acme", Role::Admin).await;
    let token = app.token("alice@example.com").await;

    let missing = app.client.get(app.url("/api/me")).send().await.unwrap();
    assert_eq!(missing.status(), 401);
    assert_eq!(missing.headers()["www-authenticate"], "Bearer");

    assert_unauthorized(&app, "not-a-token", "garbage").await;

    // The header itself: another scheme, or the scheme without a token, is the same 401; the
    // scheme's case does not matter.
    for header in [format!("Basic {token}"), "Bearer".to_string(), "Bearer ".to_string(), token.clone()] {
        let refused = app.client.get(app.url("/api/me")).header("authorization", &header).send().await.unwrap();
        assert_eq!(refused.status(), 401, "{header}");
        assert_eq!(refused.headers()["www-authenticate"], "Bearer", "{header}");
        assert_eq!(refused.json::<Value>().await.unwrap()["message"], "Authentication required", "{header}");
    }
    let lower = app.client.get(app.url("/api/me")).header("authorization", format!("bearer {token}")).send().await;
    assert_eq!(lower.unwrap().status(), 200, "a lower-case scheme");

    // `alg: none` with the same claims and no signature.
    let mut parts = token.split('.');
    let (_, payload) = (parts.next(), parts.next().unwrap());
    let none_header = URL_SAFE_NO_PAD.encode(br#"{"alg":"none","typ":"JWT"}"#);
    assert_unauthorized(&app, &format!("{none_header}.{payload}."), "alg none").await;

    // The payload edited (promoted to another team) but the old signature kept.
    let mut claims = claims_of(&token);
    claims["team_id"] = json!(claims["team_id"].as_i64().unwrap() + 1);
    let forged = format!(
        "{}.{}.{}",
        token.split('.').next().unwrap(),
        URL_SAFE_NO_PAD.encode(claims.to_string()),
        token.split('.').nth(2).unwrap()
    );
    assert_unauthorized(&app, &forged, "edited payload").await;

    // Well formed, but signed with another secret.
    let claims: Claims = serde_json::from_value(claims_of(&token)).unwrap();
    let other = encode(
        &Header::new(Algorithm::HS256),
        &claims,
        &EncodingKey::from_secret(b"another-secret-of-32-characters!!"),
    )
    .unwrap();
    assert_unauthorized(&app, &other, "other secret").await;

    // Correctly signed but expired.
    let mut expired = claims.clone();
    expired.iat -= 7200;
    expired.exp = expired.iat + 3600;
    let expired =
        encode(&Header::new(Algorithm::HS256), &expired, &EncodingKey::from_secret(SECRET.as_bytes())).unwrap();
    assert_unauthorized(&app, &expired, "expired").await;

    // And the genuine token still works.
    assert_eq!(app.get("/api/me", &token).await.status(), 200);
}

#[tokio::test]
async fn sign_out_revokes_the_token_on_every_instance() {
    let app = TestApp::spawn().await;
    let sibling = app.spawn_sibling().await;
    app.add_user("alice@example.com", "Alice", "Acme", Role::Editor).await;
    let revoked = app.token("alice@example.com").await;
    let other_session = app.token("alice@example.com").await;
    assert_eq!(sibling.get("/api/me", &revoked).await.status(), 200);

    let logout = app.client.post(app.url("/auth/logout")).bearer_auth(&revoked).send().await.unwrap();
    assert_eq!(logout.status(), 200);

    assert_unauthorized(&app, &revoked, "revoked, same instance").await;
    assert_unauthorized(&sibling, &revoked, "revoked, other instance").await;
    let again = app.client.post(app.url("/auth/logout")).bearer_auth(&revoked).send().await.unwrap();
    assert_eq!(again.status(), 401, "a revoked token cannot sign out twice");
    assert_eq!(app.get("/api/me", &other_session).await.status(), 200, "other sessions stay signed in");
}

#[tokio::test]
async fn repeated_failures_are_throttled_per_email() {
    let app = TestApp::spawn().await;
    app.add_user("alice@example.com", "Alice", "Acme", Role::Editor).await;
    app.add_user("bob@example.com", "Bob", "Acme", Role::Editor).await;
    for _ in 0..5 {
        assert_eq!(app.login("alice@example.com", "guess").await.status(), 401);
    }
    let throttled = app.login("alice@example.com", PASSWORD).await;
    assert_eq!(throttled.status(), 429, "even the right password waits");
    assert!(throttled.headers()["retry-after"].to_str().unwrap().parse::<u64>().unwrap() > 0);
    let body: Value = throttled.json().await.unwrap();
    assert!(body["message"].as_str().unwrap().starts_with("Too many sign-in attempts"));
    assert_eq!(app.login("bob@example.com", PASSWORD).await.status(), 200, "other e-mails still sign in");
}

#[tokio::test]
async fn sign_out_everywhere_ends_every_session_on_every_instance() {
    let app = TestApp::spawn().await;
    let sibling = app.spawn_sibling().await;
    app.add_user("alice@example.com", "Alice", "Acme", Role::Viewer).await;
    app.add_user("bob@example.com", "Bob", "Acme", Role::Viewer).await;
    let here = app.token("alice@example.com").await;
    let there = sibling.token("alice@example.com").await;
    let bob = app.token("bob@example.com").await;

    let everywhere = sibling.client.post(sibling.url("/auth/logout-all")).bearer_auth(&there).send().await.unwrap();

    assert_eq!(everywhere.status(), 200);
    assert_eq!(everywhere.json::<Value>().await.unwrap(), json!({ "message": "Signed out everywhere" }));
    for (instance, token, why) in
        [(&app, &here, "another session"), (&sibling, &here, "on another instance"), (&sibling, &there, "this one")]
    {
        assert_unauthorized(instance, token, why).await;
    }
    assert_eq!(app.get("/api/me", &bob).await.status(), 200, "other users stay signed in");
    let again = app.token("alice@example.com").await;
    assert_eq!(app.get("/api/me", &again).await.status(), 200, "signing in again works");
    let without = app.client.post(app.url("/auth/logout-all")).send().await.unwrap();
    assert_eq!(without.status(), 401);
}

#[tokio::test]
async fn a_deactivated_user_is_told_so_only_with_the_right_password() {
    let app = TestApp::spawn().await;
    app.add_user("alice@example.com", "Alice", "Acme", Role::Admin).await;
    let bob = app.add_user("bob@example.com", "Bob", "Acme", Role::Editor).await;
    let admin = app.token("alice@example.com").await;
    let off = json!({ "name": "Bob", "role": "editor", "active": false });
    assert_eq!(app.send(reqwest::Method::PUT, &format!("/api/users/{}", bob.id), &admin, &off).await.status(), 200);

    let wrong = app.login("bob@example.com", "wrong password").await;
    assert_eq!(wrong.status(), 401);
    assert_eq!(wrong.json::<Value>().await.unwrap(), json!({ "message": "Invalid email or password" }));
    let right = app.login("bob@example.com", PASSWORD).await;
    assert_eq!(right.status(), 401);
    assert_eq!(
        right.json::<Value>().await.unwrap(),
        json!({ "message": "This account is deactivated: ask an admin of your team to reactivate it" })
    );
}
