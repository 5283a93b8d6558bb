//! `/api/users`: an admin lists, adds and changes the team's users; editors and viewers are
//! refused, other teams' users are not found, e-mail addresses are unique, the team keeps an
//! active admin (even under concurrent changes), and a deactivated user is out at once: no
//! sign-in, no live token, not among the team's members.

use reqwest::Method;
use rightsdesk_core::Role;
use serde_json::{Value, json};

use crate::helpers::{PASSWORD, TestApp};

async fn post(app: &TestApp, token: &str, body: Value) -> reqwest::Response {
    app.send(Method::POST, "/api/users", token, &body).await
}

async fn put(app: &TestApp, token: &str, id: i64, body: Value) -> reqwest::Response {
    app.send(Method::PUT, &format!("/api/users/{id}"), token, &body).await
}

/// The body of a 200 answer.
async fn ok(response: reqwest::Response) -> Value {
    let status = response.status();
    let body: Value = response.json().await.unwrap();
    assert_eq!(status, 200, "{body}");
    body
}

async fn message_of(response: reqwest::Response, status: u16) -> String {
    assert_eq!(response.status(), status);
    let body: Value = response.json().await.unwrap();
    body["message"].as_str().unwrap().to_string()
}

/// The `errors` of a 422 answer.
async fn errors_of(response: reqwest::Response) -> Value {
    assert_eq!(response.status(), 422);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["message"], "Validation failed");
    body["errors"].clone()
}

/// The team's admin, signed in: their id and token.
async fn admin(app: &TestApp, email: &str, team: &str) -> (i64, String) {
    let user = app.add_user(email, "Ada Admin", team, Role::Admin).await;
    (user.id, app.token(email).await)
}

const LAST_ADMIN: &str =
    "The team's last active admin cannot be demoted or deactivated: make another user an admin first";

#[tokio::test]
async fn an_admin_lists_the_team_alone_without_passwords() {
    let app = TestApp::spawn().await;
    let (admin_id, token) = admin(&app, "ada@example.com", "Acme").await;
    let bob = app.add_user("bob@example.com", "bob Stone", "Acme", Role::Viewer).await;
    app.add_user("eve@example.com", "Eve", "Other team", Role::Admin).await;

    let listed = ok(app.get("/api/users", &token).await).await;

    assert_eq!(
        listed,
        json!([
            { "id": admin_id, "email": "ada@example.com", "name": "Ada Admin", "role": "admin", "active": true },
            { "id": bob.id, "email": "bob@example.com", "name": "bob Stone", "role": "viewer", "active": true },
        ]),
        "by name whatever the case, this team only, no password"
    );
}

#[tokio::test]
async fn an_added_user_signs_in_with_the_one_time_password_shown_once() {
    let app = TestApp::spawn().await;
    let (_, token) = admin(&app, "ada@example.com", "Acme").await;

    let added =
        ok(post(&app, &token, json!({ "email": " Carol@Example.com ", "name": " Carol ", "role": "editor" })).await)
            .await;

    let id = added["id"].as_i64().unwrap();
    let secret = added["password"].as_str().expect("a generated password").to_string();
    assert_eq!(secret.chars().count(), 20);
    assert!(secret.chars().all(|c| c.is_ascii_alphanumeric()), "{secret}");
    assert_eq!(
        added,
        json!({ "id": id, "email": "carol@example.com", "name": "Carol", "role": "editor", "active": true, "password": secret })
    );
    let login = app.login("carol@example.com", &secret).await;
    assert_eq!(login.status(), 200, "the one-time password signs in");
    let carol: Value = login.json().await.unwrap();
    let me = ok(app.get("/api/me", carol["token"].as_str().unwrap()).await).await;
    assert_eq!((me["name"].as_str(), me["roles"].clone()), (Some("Carol"), json!(["editor"])));

    let listed = ok(app.get("/api/users", &token).await).await;
    let carol = listed.as_array().unwrap().iter().find(|user| user["id"] == id).unwrap();
    assert!(carol.get("password").is_none(), "shown once: {carol}");
    // Another, with distinct generated passwords.
    let other =
        ok(post(&app, &token, json!({ "email": "dan@example.com", "name": "Dan", "role": "viewer" })).await).await;
    assert_ne!(other["password"], secret);
}

#[tokio::test]
async fn a_chosen_first_password_is_not_echoed_and_must_be_long_enough() {
    let app = TestApp::spawn().await;
    let (_, token) = admin(&app, "ada@example.com", "Acme").await;

    let short = post(
        &app,
        &token,
        json!({ "email": "carol@example.com", "name": "Carol", "role": "editor", "password": "nine char" }),
    )
    .await;
    assert_eq!(errors_of(short).await, json!({ "password": "Password must be at least 10 characters" }));

    let added = ok(post(
        &app,
        &token,
        json!({ "email": "carol@example.com", "name": "Carol", "role": "admin", "password": "chosen password", "active": false }),
    )
    .await)
    .await;
    assert!(added.get("password").is_none(), "{added}");
    assert_eq!((added["role"].as_str(), added["active"].as_bool()), (Some("admin"), Some(false)));
    let login = app.login("carol@example.com", "chosen password").await;
    assert_eq!(login.status(), 401, "added deactivated");
}

#[tokio::test]
async fn a_user_breaking_the_rules_gets_the_core_messages() {
    let app = TestApp::spawn().await;
    let (id, token) = admin(&app, "ada@example.com", "Acme").await;

    let empty = post(&app, &token, json!({})).await;
    assert_eq!(
        errors_of(empty).await,
        json!({ "email": "E-mail is required", "name": "Name is required", "role": "Unknown role" })
    );
    let wrong = post(&app, &token, json!({ "email": "carol", "name": "n".repeat(201), "role": "owner" })).await;
    assert_eq!(
        errors_of(wrong).await,
        json!({ "email": "Enter a valid e-mail address", "name": "Must be at most 200 characters", "role": "Unknown role" })
    );
    let unknown_field =
        post(&app, &token, json!({ "email": "c@example.com", "name": "C", "role": "viewer", "team": 2 })).await;
    assert!(message_of(unknown_field, 400).await.contains("`team`"));

    let blank_name = put(&app, &token, id, json!({ "name": " ", "role": "admin", "active": true })).await;
    assert_eq!(errors_of(blank_name).await, json!({ "name": "Name is required" }));
    let no_role = put(&app, &token, id, json!({ "name": "Ada", "active": true })).await;
    assert_eq!(errors_of(no_role).await, json!({ "role": "Unknown role" }));
    assert_eq!(app.get("/api/users", &token).await.json::<Value>().await.unwrap().as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn a_taken_email_is_a_conflict_in_any_team() {
    let app = TestApp::spawn().await;
    let (_, token) = admin(&app, "ada@example.com", "Acme").await;
    app.add_user("eve@example.com", "Eve", "Other team", Role::Viewer).await;

    for email in ["ada@example.com", "EVE@example.com"] {
        let taken = post(&app, &token, json!({ "email": email, "name": "Someone", "role": "viewer" })).await;
        let message = message_of(taken, 409).await;
        assert!(message.starts_with("A user with this e-mail already exists"), "{message}");
    }
    assert_eq!(app.get("/api/users", &token).await.json::<Value>().await.unwrap().as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn editors_and_viewers_are_refused_and_other_teams_users_not_found() {
    let app = TestApp::spawn().await;
    let (_, admin_token) = admin(&app, "ada@example.com", "Acme").await;
    let bob = app.add_user("bob@example.com", "Bob", "Acme", Role::Editor).await;
    let eve = app.add_user("eve@example.com", "Eve", "Other team", Role::Editor).await;

    for role in [Role::Editor, Role::Viewer] {
        let token = app.sign_in_new(&format!("{role}@example.com"), "Acme", role).await;
        assert_eq!(app.get("/api/users", &token).await.status(), 403, "{role} lists");
        let add = post(&app, &token, json!({ "email": "x@example.com", "name": "X", "role": "admin" })).await;
        assert_eq!(add.status(), 403, "{role} adds");
        let promote = put(&app, &token, bob.id, json!({ "name": "Bob", "role": "admin", "active": true })).await;
        assert_eq!(promote.status(), 403, "{role} changes");
    }
    assert_eq!(app.login("x@example.com", PASSWORD).await.status(), 401, "nobody was added");

    let other_team = put(&app, &admin_token, eve.id, json!({ "name": "Eve", "role": "viewer", "active": false })).await;
    assert_eq!(message_of(other_team, 404).await, "Not found");
    assert_eq!(
        put(&app, &admin_token, 999_999, json!({ "name": "N", "role": "viewer", "active": true })).await.status(),
        404
    );
    let eve_token = app.token("eve@example.com").await;
    assert_eq!(app.get("/api/me", &eve_token).await.status(), 200, "the other team's user is untouched");
}

#[tokio::test]
async fn a_role_change_takes_effect_on_the_next_call() {
    let app = TestApp::spawn().await;
    let (_, token) = admin(&app, "ada@example.com", "Acme").await;
    let bob = app.add_user("bob@example.com", "Bob", "Acme", Role::Viewer).await;
    let bob_token = app.token("bob@example.com").await;
    let title = json!({ "name": "Dune" });
    assert_eq!(app.send(Method::POST, "/api/titles", &bob_token, &title).await.status(), 403);

    let changed = ok(put(
        &app,
        &token,
        bob.id,
        json!({ "id": bob.id, "email": "bob@example.com", "name": "Bob Stone", "role": "editor", "active": true }),
    )
    .await)
    .await;

    assert_eq!(
        changed,
        json!({ "id": bob.id, "email": "bob@example.com", "name": "Bob Stone", "role": "editor", "active": true })
    );
    assert_eq!(app.send(Method::POST, "/api/titles", &bob_token, &title).await.status(), 200, "same token, new role");
    let promoted = put(&app, &token, bob.id, json!({ "name": "Bob Stone", "role": "admin", "active": true })).await;
    assert_eq!(promoted.status(), 200);
    assert_eq!(app.get("/api/users", &bob_token).await.status(), 200, "an admin now");
}

#[tokio::test]
async fn an_update_keeps_the_email_and_sets_no_password() {
    let app = TestApp::spawn().await;
    let (_, token) = admin(&app, "ada@example.com", "Acme").await;
    let bob = app.add_user("bob@example.com", "Bob", "Acme", Role::Viewer).await;

    let moved = put(
        &app,
        &token,
        bob.id,
        json!({ "email": "robert@example.com", "name": "Bob", "role": "viewer", "active": true }),
    )
    .await;
    assert!(message_of(moved, 400).await.contains("cannot change"));
    let password = put(
        &app,
        &token,
        bob.id,
        json!({ "name": "Bob", "role": "viewer", "active": true, "password": "a new password" }),
    )
    .await;
    assert!(message_of(password, 400).await.contains("Account Settings"));
    let other_id =
        put(&app, &token, bob.id, json!({ "id": bob.id + 1, "name": "Bob", "role": "viewer", "active": true })).await;
    assert_eq!(other_id.status(), 400);
    let same_case = put(
        &app,
        &token,
        bob.id,
        json!({ "email": "BOB@example.com", "name": "Bob", "role": "viewer", "active": true }),
    )
    .await;
    assert_eq!(same_case.status(), 200, "the same address, whatever its case");
    assert_eq!(app.login("bob@example.com", PASSWORD).await.status(), 200);
}

#[tokio::test]
async fn a_deactivated_user_is_out_at_once_and_reactivation_needs_a_new_sign_in() {
    let app = TestApp::spawn().await;
    let sibling = app.spawn_sibling().await;
    let (ada, token) = admin(&app, "ada@example.com", "Acme").await;
    let bob = app.add_user("bob@example.com", "Bob", "Acme", Role::Editor).await;
    let bob_token = app.token("bob@example.com").await;
    let members = ok(app.get("/api/team/members", &token).await).await;
    assert_eq!(members.as_array().unwrap().len(), 2);

    let off = ok(put(&app, &token, bob.id, json!({ "name": "Bob", "role": "editor", "active": false })).await).await;
    assert_eq!(off["active"], false);

    for (instance, name) in [(&app, "this instance"), (&sibling, "another instance")] {
        let refused = instance.get("/api/me", &bob_token).await;
        assert_eq!(refused.status(), 401, "the live token, on {name}");
        assert_eq!(refused.headers()["www-authenticate"], "Bearer");
        // told why, so that the browser does not say "Your session has expired"
        assert_eq!(
            refused.json::<Value>().await.unwrap()["message"],
            "This account is deactivated: ask an admin of your team to reactivate it",
            "{name}"
        );
    }
    let login = app.login("bob@example.com", PASSWORD).await;
    assert_eq!(login.status(), 401);
    assert_eq!(
        login.json::<Value>().await.unwrap()["message"],
        "This account is deactivated: ask an admin of your team to reactivate it"
    );
    let members = ok(app.get("/api/team/members", &token).await).await;
    assert_eq!(members, json!([{ "id": ada, "name": "Ada Admin" }]), "only the active");
    let listed = ok(app.get("/api/users", &token).await).await;
    assert_eq!(listed[1]["active"], false, "still listed for the admin: {listed}");

    let on = ok(put(&app, &token, bob.id, json!({ "name": "Bob", "role": "editor", "active": true })).await).await;
    assert_eq!(on["active"], true);
    let ended = app.get("/api/me", &bob_token).await;
    assert_eq!(ended.status(), 401, "the old session stays ended");
    assert_eq!(
        ended.json::<Value>().await.unwrap()["message"],
        "Authentication required",
        "active again: not deactivated"
    );
    let again = app.token("bob@example.com").await;
    assert_eq!(app.get("/api/me", &again).await.status(), 200, "a new sign-in works");
}

#[tokio::test]
async fn the_last_active_admin_cannot_be_demoted_or_deactivated() {
    let app = TestApp::spawn().await;
    let (ada, token) = admin(&app, "ada@example.com", "Acme").await;
    let bob = app.add_user("bob@example.com", "Bob", "Acme", Role::Admin).await;
    // Another team's admin does not count for this one.
    app.add_user("eve@example.com", "Eve", "Other team", Role::Admin).await;

    let off = ok(put(&app, &token, bob.id, json!({ "name": "Bob", "role": "admin", "active": false })).await).await;
    assert_eq!(off["active"], false, "a deactivated admin is not an active one");

    for body in [
        json!({ "name": "Ada Admin", "role": "editor", "active": true }),
        json!({ "name": "Ada Admin", "role": "viewer", "active": true }),
        json!({ "name": "Ada Admin", "role": "admin", "active": false }),
    ] {
        assert_eq!(message_of(put(&app, &token, ada, body.clone()).await, 409).await, LAST_ADMIN, "{body}");
    }
    assert_eq!(app.get("/api/users", &token).await.status(), 200, "still an active admin");
    let renamed = ok(put(&app, &token, ada, json!({ "name": "Ada", "role": "admin", "active": true })).await).await;
    assert_eq!(renamed["name"], "Ada", "other changes of the last admin pass");

    // With Bob back, Ada may step down herself; then Bob is the last one.
    ok(put(&app, &token, bob.id, json!({ "name": "Bob", "role": "admin", "active": true })).await).await;
    ok(put(&app, &token, ada, json!({ "name": "Ada", "role": "editor", "active": true })).await).await;
    assert_eq!(app.get("/api/users", &token).await.status(), 403, "Ada is an editor now");
    let bob_token = app.token("bob@example.com").await;
    let bob_down = put(&app, &bob_token, bob.id, json!({ "name": "Bob", "role": "viewer", "active": true })).await;
    assert_eq!(message_of(bob_down, 409).await, LAST_ADMIN);
}

#[tokio::test]
async fn two_admins_demoting_each_other_at_once_leave_one_admin() {
    let app = TestApp::spawn().await;
    for round in 0..5 {
        let team = format!("Team {round}");
        let (ada, ada_token) = admin(&app, &format!("ada{round}@example.com"), &team).await;
        let (bob, bob_token) = admin(&app, &format!("bob{round}@example.com"), &team).await;
        let demote = || json!({ "name": "Someone", "role": "viewer", "active": true });
        let (first, second) = tokio::join!(put(&app, &ada_token, bob, demote()), put(&app, &bob_token, ada, demote()));
        let mut statuses = [first.status().as_u16(), second.status().as_u16()];
        statuses.sort_unstable();
        // One demotion passes; the other finds its author demoted (403) or the team down to one admin (409).
        assert!(statuses == [200, 403] || statuses == [200, 409], "round {round}: {statuses:?}");
        let remaining = [&ada_token, &bob_token];
        let mut admins = 0;
        for token in remaining {
            if app.get("/api/users", token).await.status() == 200 {
                admins += 1;
            }
        }
        assert_eq!(admins, 1, "round {round}: exactly one admin left");
    }
}
