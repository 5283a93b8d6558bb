//! The signed-in user's own account: a new name and e-mail address (`PUT /api/me`) and a new
//! password (`POST /api/me/password`), whose change signs every other session out, on every
//! instance, and hands this session a new token; the team's settings (`/api/team/settings`).

use reqwest::Method;
use rightsdesk_core::Role;
use rightsdesk_server::clock;
use serde_json::{Value, json};

use crate::helpers::{PASSWORD, TestApp};

async fn change_password(app: &TestApp, token: &str, current: &str, new: &str) -> reqwest::Response {
    app.send(Method::POST, "/api/me/password", token, &json!({ "currentPassword": current, "newPassword": new })).await
}

/// The `errors` of a 422 answer.
async fn errors_of(response: reqwest::Response) -> Value {
    assert_eq!(response.status(), 422);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["message"], "Validation failed");
    body["errors"].clone()
}

#[tokio::test]
async fn any_user_renames_themselves() {
    let app = TestApp::spawn().await;
    let viewer = app.add_user("vic@example.com", "Vic", "Acme", Role::Viewer).await;
    let token = app.token("vic@example.com").await;

    let renamed = app.send(Method::PUT, "/api/me", &token, &json!({ "name": "  Victoria Hale " })).await;

    assert_eq!(renamed.status(), 200);
    let me: Value = renamed.json().await.unwrap();
    assert_eq!(
        me,
        json!({
            "id": viewer.id, "email": "vic@example.com", "name": "Victoria Hale", "roles": ["viewer"],
            "teamId": viewer.team_id, "teamName": "Acme", "timeZone": clock::server_zone(), "active": true
        })
    );
    let again: Value = app.get("/api/me", &token).await.json().await.unwrap();
    assert_eq!(again["name"], "Victoria Hale");
    let members: Value = app.get("/api/team/members", &token).await.json().await.unwrap();
    assert_eq!(members, json!([{ "id": viewer.id, "name": "Victoria Hale" }]));
}

#[tokio::test]
async fn a_name_follows_the_rules_and_nothing_else_changes_here() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("ada@example.com", "Acme", Role::Editor).await;
    for (body, expected) in [
        (json!({ "name": " \t" }), "Name is required"),
        (json!({ "name": null }), "Name is required"),
        (json!({}), "Name is required"),
        (json!({ "name": "n".repeat(201) }), "Must be at most 200 characters"),
    ] {
        let response = app.send(Method::PUT, "/api/me", &token, &body).await;
        assert_eq!(errors_of(response).await, json!({ "name": expected }), "{body}");
    }
    let role = app.send(Method::PUT, "/api/me", &token, &json!({ "name": "Ada", "role": "admin" })).await;
    assert_eq!(role.status(), 400, "the role is not the user's to change");
    let me: Value = app.get("/api/me", &token).await.json().await.unwrap();
    assert_eq!((me["name"].as_str(), me["roles"].clone()), (Some("ada@example.com"), json!(["editor"])));
}

#[tokio::test]
async fn a_changed_password_signs_out_the_other_sessions_but_not_this_one() {
    let app = TestApp::spawn().await;
    let sibling = app.spawn_sibling().await;
    app.add_user("ada@example.com", "Ada", "Acme", Role::Editor).await;
    let this_session = app.token("ada@example.com").await;
    let other_session = app.token("ada@example.com").await;

    let changed = change_password(&app, &this_session, PASSWORD, "a much better password").await;

    assert_eq!(changed.status(), 200);
    let body: Value = changed.json().await.unwrap();
    let new_token = body["token"].as_str().expect("this session's new token");
    assert_eq!(body.as_object().unwrap().len(), 1, "{body}");
    for instance in [&app, &sibling] {
        assert_eq!(instance.get("/api/me", new_token).await.status(), 200, "this session goes on with its new token");
        assert_eq!(instance.get("/api/me", &other_session).await.status(), 401, "the other session is out");
        assert_eq!(instance.get("/api/me", &this_session).await.status(), 401, "the token that asked is replaced");
    }
    assert_eq!(app.login("ada@example.com", PASSWORD).await.status(), 401, "the old password");
    assert_eq!(app.login("ada@example.com", "a much better password").await.status(), 200, "the new one");
}

#[tokio::test]
async fn a_wrong_current_or_short_new_password_changes_nothing() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("ada@example.com", "Acme", Role::Viewer).await;

    let wrong = change_password(&app, &token, "not my password", "a much better password").await;
    assert_eq!(errors_of(wrong).await, json!({ "currentPassword": "Current password is incorrect" }));
    let short = change_password(&app, &token, PASSWORD, "123456789").await;
    assert_eq!(errors_of(short).await, json!({ "newPassword": "Password must be at least 10 characters" }));
    let both = app.send(Method::POST, "/api/me/password", &token, &json!({})).await;
    assert_eq!(
        errors_of(both).await,
        json!({ "currentPassword": "Current password is incorrect", "newPassword": "Password must be at least 10 characters" })
    );

    assert_eq!(app.get("/api/me", &token).await.status(), 200, "still signed in");
    assert_eq!(app.login("ada@example.com", PASSWORD).await.status(), 200, "the password is unchanged");
    let not_json = app.client.post(app.url("/api/me/password")).bearer_auth(&token).body("x").send().await.unwrap();
    assert_eq!(not_json.status(), 415);
}

#[tokio::test]
async fn guessing_the_current_password_is_throttled_like_a_sign_in() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("ada@example.com", "Acme", Role::Editor).await;
    for guess in 0..5 {
        let response = change_password(&app, &token, &format!("guess {guess}"), "a much better password").await;
        assert_eq!(response.status(), 422);
    }
    let throttled = change_password(&app, &token, PASSWORD, "a much better password").await;
    assert_eq!(throttled.status(), 429, "even the right password waits");
    assert!(throttled.headers()["retry-after"].to_str().unwrap().parse::<u64>().unwrap() > 0);
    assert_eq!(app.get("/api/me", &token).await.status(), 200, "the session itself goes on");
}

/// A time zone whose today is not the server's: of the two zones furthest apart (UTC-11 and
/// UTC+14), one always has another date than any zone between them.
fn a_zone_of_another_day() -> &'static str {
    let server = clock::today_in(&clock::server_zone());
    ["Pacific/Kiritimati", "Pacific/Pago_Pago"].into_iter().find(|zone| clock::today_in(zone) != server).unwrap()
}

#[tokio::test]
async fn an_admin_sets_the_time_zone_the_whole_team_reads_today_in() {
    let app = TestApp::spawn().await;
    let admin = app.sign_in_new("ada@example.com", "Acme", Role::Admin).await;
    app.add_user("eve@example.com", "Eve", "Acme", Role::Editor).await;
    let editor = app.token("eve@example.com").await;
    let other = app.sign_in_new("bob@example.com", "Other", Role::Admin).await;

    // The server's zone until an admin chooses one; any member may read it.
    let settings: Value = app.get("/api/team/settings", &editor).await.json().await.unwrap();
    assert_eq!(
        settings,
        json!({
            "name": "Acme", "timeZone": clock::server_zone(), "homeCurrency": "EUR", "chaseAfterDays": 42,
            "expireOptions": true
        })
    );

    let put = async |token: &str, body: Value| app.send(Method::PUT, "/api/team/settings", token, &body).await;
    assert_eq!(put(&editor, json!({ "timeZone": "Europe/Paris" })).await.status(), 403);
    for zone in [json!("Mars/Olympus"), json!(" "), json!(null)] {
        let errors = errors_of(put(&admin, json!({ "timeZone": zone })).await).await;
        assert_eq!(errors, json!({ "timeZone": "Unknown time zone: choose one from the list" }), "{zone}");
    }
    let zone = a_zone_of_another_day();
    let saved = put(&admin, json!({ "timeZone": format!(" {zone} ") })).await;
    assert_eq!(saved.status(), 200);
    assert_eq!(
        saved.json::<Value>().await.unwrap(),
        json!({ "name": "Acme", "timeZone": zone, "homeCurrency": "EUR", "chaseAfterDays": 42, "expireOptions": true })
    );

    // Everyone in the team reads it, in the settings and in /api/me; another team keeps its own.
    let settings: Value = app.get("/api/team/settings", &editor).await.json().await.unwrap();
    assert_eq!(settings["timeZone"], zone);
    let me: Value = app.get("/api/me", &editor).await.json().await.unwrap();
    assert_eq!(me["timeZone"], zone);
    let theirs: Value = app.get("/api/me", &other).await.json().await.unwrap();
    assert_eq!(theirs["timeZone"], clock::server_zone());

    // The team's "today" is the zone's: the dashboard's, and a chase's.
    let today = clock::today_in(zone).to_string();
    let figures: Value = app.get("/api/dashboard", &editor).await.json().await.unwrap();
    assert_eq!(figures["today"], today);
    let pitch = json!({ "title": "Dune", "company": "Gallimard", "status": "sent", "sentDate": "2026-01-10" });
    let pitch: Value = app.send(Method::POST, "/api/prospections", &editor, &pitch).await.json().await.unwrap();
    let path = format!("/api/prospections/{}/chase", pitch["id"]);
    let chased: Value = app.send(Method::POST, &path, &editor, &json!({})).await.json().await.unwrap();
    assert_eq!(chased["lastChasedDate"], today);
    assert_eq!(chased["chaseDate"], clock::plus_days(&today, 30));
}

#[tokio::test]
async fn the_first_admin_changes_their_e_mail_address_confirmed_by_their_password() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("admin@rightsdesk.local", "Acme", Role::Admin).await;
    app.add_user("eve@example.com", "Eve", "Acme", Role::Editor).await;
    let put = async |body: Value| app.send(Method::PUT, "/api/me", &token, &body).await;
    let moving =
        |password: &str| json!({ "name": "Ada", "email": " Ada@Levant.example ", "currentPassword": password });

    // Without the password, or with a wrong one, nothing changes.
    let errors = errors_of(put(json!({ "name": "Ada", "email": "ada@levant.example" })).await).await;
    assert_eq!(errors, json!({ "currentPassword": "Current password is incorrect" }));
    let errors = errors_of(put(moving("not the password")).await).await;
    assert_eq!(errors, json!({ "currentPassword": "Current password is incorrect" }));
    for (email, expected) in [(" ", "E-mail is required"), ("ada", "Enter a valid e-mail address")] {
        let errors = errors_of(put(json!({ "name": "Ada", "email": email, "currentPassword": PASSWORD })).await).await;
        assert_eq!(errors, json!({ "email": expected }), "{email}");
    }
    let taken = put(json!({ "name": "Ada", "email": "EVE@example.com", "currentPassword": PASSWORD })).await;
    assert_eq!(taken.status(), 409);
    assert_eq!(app.login("admin@rightsdesk.local", PASSWORD).await.status(), 200);

    // With it, the new address signs in from now on, the old one no longer; the session goes on.
    let moved = put(moving(PASSWORD)).await;
    assert_eq!(moved.status(), 200);
    let me: Value = moved.json().await.unwrap();
    assert_eq!((me["email"].as_str(), me["name"].as_str()), (Some("ada@levant.example"), Some("Ada")));
    assert_eq!(app.login("admin@rightsdesk.local", PASSWORD).await.status(), 401);
    assert_eq!(app.login("ada@levant.example", PASSWORD).await.status(), 200);
    assert_eq!(app.get("/api/me", &token).await.status(), 200);

    // The same address (as typed, or left out) needs no password: a rename is a rename.
    for body in [json!({ "name": "Ada L." }), json!({ "name": "Ada L.", "email": "ADA@levant.example" })] {
        assert_eq!(put(body.clone()).await.status(), 200, "{body}");
    }
}

#[tokio::test]
async fn an_admin_renames_the_team_to_a_name_no_other_team_has() {
    let app = TestApp::spawn().await;
    let admin = app.sign_in_new("ada@example.com", "Acme", Role::Admin).await;
    app.add_user("eve@example.com", "Eve", "Acme", Role::Editor).await;
    let editor = app.token("eve@example.com").await;
    app.sign_in_new("bob@example.com", "Other Press", Role::Admin).await;
    let zone = clock::server_zone();
    let put = async |token: &str, body: Value| app.send(Method::PUT, "/api/team/settings", token, &body).await;

    assert_eq!(put(&editor, json!({ "name": "Mine", "timeZone": zone })).await.status(), 403);
    for (name, expected) in [
        (json!(" "), "Team name is required"),
        (json!("\u{200b}"), "Team name is required"),
        (json!("n".repeat(201)), "Must be at most 200 characters"),
        (json!("OTHER press"), "Another team has this name"),
    ] {
        let errors = errors_of(put(&admin, json!({ "name": name, "timeZone": zone })).await).await;
        assert_eq!(errors, json!({ "name": expected }), "{name}");
    }
    // A refused name changes nothing else either: the time zone sent with it is not stored.
    let settings: Value = app.get("/api/team/settings", &editor).await.json().await.unwrap();
    assert_eq!(settings["name"], "Acme");

    let saved = put(&admin, json!({ "name": " Éditions du Levant ", "timeZone": zone })).await;
    assert_eq!(saved.status(), 200);
    assert_eq!(saved.json::<Value>().await.unwrap()["name"], "Éditions du Levant");
    let me: Value = app.get("/api/me", &editor).await.json().await.unwrap();
    assert_eq!(me["teamName"], "Éditions du Levant");
    // A client that sends only the time zone keeps the name.
    let kept: Value = put(&admin, json!({ "timeZone": zone })).await.json().await.unwrap();
    assert_eq!(kept["name"], "Éditions du Levant");
}
