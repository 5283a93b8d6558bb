//! E-mail (docs/http.md, "Reminders: scheduled jobs and e-mail"), through a real SMTP server on
//! loopback (`smtp.rs`): an admin's test message, what the outbox says of it, a refusal tried
//! again after a doubling wait then sent, a permanent refusal and an unreachable server given up,
//! two instances that never send one message twice, a server without SMTP settings, and each
//! member's digest settings.
//!
//! Tries after the first are made by calling the mailer at the moment the test chooses
//! (`mail::send_due`), so that no test waits for a retry.

use std::time::{Duration, Instant};

use reqwest::Method;
use rightsdesk_server::db::now;
use rightsdesk_server::jobs;
use rightsdesk_server::mail;
use serde_json::{Value, json};
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

use crate::helpers::TestApp;
use crate::jobs::{DAY, at, ok, team};
use crate::smtp::Smtp;

/// The address links in messages start with.
pub const PUBLIC_URL: &str = "https://rights.example.com";

/// A server that sends its e-mail to `smtp`, waiting `retry_secs` before a second try.
pub async fn with_mail(smtp: &Smtp, retry_secs: u64) -> TestApp {
    let url = smtp.url();
    TestApp::spawn_configured(move |config| with_smtp(config, &url, retry_secs)).await
}

fn with_smtp(config: &mut rightsdesk_server::config::Config, url: &str, retry_secs: u64) {
    config.smtp_url = Some(url.to_owned().into());
    config.mail_from = Some("Rightsdesk <rights@example.com>".into());
    config.mail_retry_secs = retry_secs;
    config.public_url = Some(format!("{PUBLIC_URL}/"));
}

fn seconds(text: &Value) -> i64 {
    OffsetDateTime::parse(text.as_str().unwrap(), &Rfc3339).unwrap().unix_timestamp()
}

/// The team's outbox as its admin reads it, once `done` holds of its latest message (waiting up
/// to 10 seconds for the mailer).
async fn outbox_once(app: &TestApp, admin: &str, done: impl Fn(&Value) -> bool) -> Value {
    let start = Instant::now();
    loop {
        let outbox = ok(app.get("/api/mail", admin).await).await;
        if outbox["messages"].get(0).is_some_and(&done) || start.elapsed() > Duration::from_secs(10) {
            return outbox;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The latest message of the team's outbox, as its admin reads it.
async fn latest(app: &TestApp, admin: &str) -> Value {
    ok(app.get("/api/mail", admin).await).await["messages"][0].clone()
}

async fn send_test(app: &TestApp, token: &str) -> reqwest::Response {
    app.client.post(app.url("/api/mail/test")).bearer_auth(token).send().await.unwrap()
}

#[tokio::test]
async fn an_admin_sends_a_test_message_that_reaches_the_smtp_server() {
    let smtp = Smtp::start();
    let app = with_mail(&smtp, 30).await;
    let acme = team(&app, "Acme").await;
    let other = team(&app, "Other").await;
    for token in [&acme.editor, &acme.viewer] {
        assert_eq!(app.get("/api/mail", token).await.status(), 403);
        assert_eq!(send_test(&app, token).await.status(), 403);
    }

    let response = send_test(&app, &acme.admin).await;
    assert_eq!(response.status(), 202);
    let queued: Value = response.json().await.unwrap();
    assert_eq!(
        (&queued["kind"], &queued["to"], &queued["subject"], &queued["status"], &queued["attempts"]),
        (&json!("test"), &json!("admin@acme.example"), &json!("Rightsdesk: test message"), &json!("queued"), &json!(0))
    );
    assert!(queued["nextAttemptAt"].is_string() && queued["createdAt"].is_string(), "{queued}");
    assert_eq!((&queued["sentAt"], &queued["lastError"]), (&Value::Null, &Value::Null));

    let received = smtp.wait_for(1).await;
    assert_eq!(received[0].to, ["admin@acme.example"]);
    assert_eq!(received[0].header("From"), "Rightsdesk <rights@example.com>");
    let (subject, text, html) = received[0].parts();
    assert_eq!(subject, "Rightsdesk: test message");
    assert!(
        text.starts_with("Hello admin@acme.example,") && text.contains("Rightsdesk, https://rights.example.com\n"),
        "{text}"
    );
    assert_eq!(html, None, "a plain message");

    let outbox = outbox_once(&app, &acme.admin, |message| message["status"] == "sent").await;
    assert_eq!((&outbox["enabled"], &outbox["from"]), (&json!(true), &json!("Rightsdesk <rights@example.com>")));
    let sent = &outbox["messages"][0];
    assert_eq!((&sent["id"], &sent["status"], &sent["attempts"]), (&queued["id"], &json!("sent"), &json!(1)));
    assert_eq!((&sent["nextAttemptAt"], &sent["lastError"]), (&Value::Null, &Value::Null));
    assert!(seconds(&sent["sentAt"]) >= seconds(&sent["createdAt"]), "{sent}");
    assert_eq!(ok(app.get("/api/mail", &other.admin).await).await["messages"], json!([]), "another team's outbox");
}

#[tokio::test]
async fn a_refused_message_is_tried_again_after_a_doubling_wait_then_sent() {
    let smtp = Smtp::start();
    smtp.refuse(451, "Greylisted, try again later");
    let app = with_mail(&smtp, 20).await;
    let acme = team(&app, "Acme").await;
    send_test(&app, &acme.admin).await;

    // The first try, at once on the mailer's task, is refused.
    let first = outbox_once(&app, &acme.admin, |message| message["lastError"].is_string()).await["messages"][0].clone();
    assert_eq!(first["attempts"], 1);
    assert_eq!(first["status"], "queued");
    let error = first["lastError"].as_str().unwrap();
    assert!(error.contains("451") && error.contains("Greylisted"), "{error}");
    let next = seconds(&first["nextAttemptAt"]);
    assert!((20..=25).contains(&(next - seconds(&first["createdAt"]))), "RIGHTSDESK_MAIL_RETRY_SECS: {first}");

    assert_eq!(mail::send_due(&app.state, next - 1).await.unwrap(), 0, "not before its time");
    assert_eq!(mail::send_due(&app.state, next).await.unwrap(), 1);
    let second = latest(&app, &acme.admin).await;
    assert_eq!((&second["status"], &second["attempts"]), (&json!("queued"), &json!(2)));
    assert_eq!(seconds(&second["nextAttemptAt"]), next + 40, "the wait doubled");

    smtp.accept();
    assert_eq!(mail::send_due(&app.state, next + 39).await.unwrap(), 0);
    assert_eq!(mail::send_due(&app.state, next + 40).await.unwrap(), 1);
    let sent = latest(&app, &acme.admin).await;
    assert_eq!((&sent["status"], &sent["attempts"], &sent["lastError"]), (&json!("sent"), &json!(3), &Value::Null));
    assert_eq!(smtp.wait_for(1).await[0].parts().0, "Rightsdesk: test message");
}

#[tokio::test]
async fn a_permanent_refusal_fails_the_message_at_once() {
    let smtp = Smtp::start();
    smtp.refuse(550, "No such user here");
    let app = with_mail(&smtp, 30).await;
    let acme = team(&app, "Acme").await;
    send_test(&app, &acme.admin).await;

    let failed = outbox_once(&app, &acme.admin, |message| message["status"] != "queued").await["messages"][0].clone();

    assert_eq!(
        (&failed["status"], &failed["attempts"], &failed["nextAttemptAt"]),
        (&json!("failed"), &json!(1), &Value::Null)
    );
    let error = failed["lastError"].as_str().unwrap();
    assert!(error.contains("550") && error.contains("No such user here"), "{error}");
    assert_eq!(mail::send_due(&app.state, now() + 86_400).await.unwrap(), 0, "never tried again");
    assert!(smtp.received().is_empty());
}

#[tokio::test]
async fn an_unreachable_server_is_given_up_after_eight_tries() {
    // A port nobody listens on any more.
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let url = format!("smtp://127.0.0.1:{port}?tls=none");
    let app = TestApp::spawn_configured(move |config| with_smtp(config, &url, 20)).await;
    let acme = team(&app, "Acme").await;
    send_test(&app, &acme.admin).await;
    let mut message =
        outbox_once(&app, &acme.admin, |message| message["lastError"].is_string()).await["messages"][0].clone();
    assert_eq!(message["attempts"], 1, "the first try, at once on the mailer's task");

    let mut waits = Vec::new();
    while message["status"] == "queued" {
        let at = seconds(&message["nextAttemptAt"]);
        assert_eq!(mail::send_due(&app.state, at).await.unwrap(), 1);
        let tried = latest(&app, &acme.admin).await;
        if tried["status"] == "queued" {
            waits.push(seconds(&tried["nextAttemptAt"]) - at);
        }
        message = tried;
    }

    assert_eq!(waits, [40, 80, 160, 320, 640, 1280], "the waits after the 2nd to the 7th tries");
    assert_eq!((&message["status"], &message["attempts"]), (&json!("failed"), &json!(8)));
    assert!(message["lastError"].as_str().is_some_and(|error| !error.is_empty()), "{message}");
}

#[tokio::test]
async fn two_instances_never_send_one_message_twice() {
    let smtp = Smtp::start();
    let app = with_mail(&smtp, 30).await;
    let sibling = app.spawn_sibling().await;
    let acme = team(&app, "Acme").await;

    // Each instance's mailer wakes for the messages queued through it; both look for all of them.
    for index in 0..12 {
        let instance = if index % 2 == 0 { &app } else { &sibling };
        assert_eq!(send_test(instance, &acme.admin).await.status(), 202);
    }
    for _ in 0..3 {
        let (first, second) = tokio::join!(mail::send_due(&app.state, now()), mail::send_due(&sibling.state, now()));
        first.unwrap();
        second.unwrap();
    }

    smtp.wait_for(12).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(smtp.received().len(), 12, "each message sent once");
    let outbox = ok(app.get("/api/mail", &acme.admin).await).await;
    let states: Vec<(&str, i64)> = outbox["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|message| (message["status"].as_str().unwrap(), message["attempts"].as_i64().unwrap()))
        .collect();
    assert_eq!(states, [("sent", 1); 12]);
}

#[tokio::test]
async fn without_smtp_settings_no_mail_is_made() {
    let app = TestApp::spawn().await;
    let acme = team(&app, "Acme").await;
    let not_set_up = "E-mail is not set up on this server: set RIGHTSDESK_SMTP_URL and RIGHTSDESK_MAIL_FROM";

    let refused = send_test(&app, &acme.admin).await;
    assert_eq!(refused.status(), 409);
    assert_eq!(refused.json::<Value>().await.unwrap()["message"], not_set_up);
    assert_eq!(
        ok(app.get("/api/mail", &acme.admin).await).await,
        json!({"enabled": false, "from": null, "messages": []})
    );
    let digest = app.client.post(app.url("/api/jobs/digest/run")).bearer_auth(&acme.admin).send().await.unwrap();
    assert_eq!(digest.status(), 409);
    assert_eq!(digest.json::<Value>().await.unwrap()["message"], not_set_up);

    // A member's daily digest with something due is not made either: it would go out stale.
    let daily = json!({"frequency": "daily", "hour": 0});
    assert_eq!(ok(app.send(Method::PUT, "/api/me/digest", &acme.editor, &daily).await).await["mailEnabled"], false);
    let chase =
        json!({"title": "Dune", "company": "Seuil", "status": "sent", "sentDate": "2027-01-01", "chaseDate": DAY});
    ok(app.send(Method::POST, "/api/prospections", &acme.editor, &chase).await).await;
    let runs = jobs::run_due(&app.state, at(DAY, 12, 0)).await.unwrap();
    assert!(runs.iter().all(|run| run.job.as_str() != "digest"), "{runs:?}");
    assert_eq!(ok(app.get("/api/mail", &acme.admin).await).await["messages"], json!([]));
}

#[tokio::test]
async fn each_member_chooses_their_own_digest() {
    let smtp = Smtp::start();
    let app = with_mail(&smtp, 30).await;
    let acme = team(&app, "Acme").await;

    let default = json!({"frequency": "none", "hour": 8, "mailEnabled": true});
    assert_eq!(ok(app.get("/api/me/digest", &acme.viewer).await).await, default);
    let daily =
        ok(app.send(Method::PUT, "/api/me/digest", &acme.viewer, &json!({"frequency": "daily", "hour": 7})).await)
            .await;
    assert_eq!(daily, json!({"frequency": "daily", "hour": 7, "mailEnabled": true}));
    assert_eq!(ok(app.get("/api/me/digest", &acme.viewer).await).await, daily);
    assert_eq!(ok(app.get("/api/me/digest", &acme.editor).await).await, default, "each their own");
    // What GET answered may be sent back: `mailEnabled` is ignored; an hour left out is 8.
    let weekly = json!({"frequency": "weekly", "mailEnabled": false});
    assert_eq!(
        ok(app.send(Method::PUT, "/api/me/digest", &acme.editor, &weekly).await).await,
        json!({"frequency": "weekly", "hour": 8, "mailEnabled": true})
    );

    for (body, field, message) in [
        (json!({"frequency": "monthly", "hour": 8}), "frequency", "Choose none, daily or weekly"),
        (json!({"hour": 8}), "frequency", "Choose none, daily or weekly"),
        (json!({"frequency": "daily", "hour": 24}), "hour", "Hour must be between 0 and 23"),
        (json!({"frequency": "daily", "hour": -1}), "hour", "Hour must be between 0 and 23"),
    ] {
        let response = app.send(Method::PUT, "/api/me/digest", &acme.admin, &body).await;
        assert_eq!(response.status(), 422, "{body}");
        assert_eq!(response.json::<Value>().await.unwrap()["errors"], json!({ field: message }), "{body}");
    }
    let unknown = app.send(Method::PUT, "/api/me/digest", &acme.admin, &json!({"frequency": "daily", "day": 1})).await;
    assert_eq!(unknown.status(), 400);
    assert_eq!(app.client.get(app.url("/api/me/digest")).send().await.unwrap().status(), 401);
    assert_eq!(ok(app.get("/api/me/digest", &acme.admin).await).await, default, "refused: nothing stored");
}

#[tokio::test]
async fn the_server_does_not_start_with_mail_settings_it_cannot_use() {
    let dir = crate::helpers::temp_dir("mail-settings");
    let refused = async |smtp: &str, from: Option<&str>| {
        let mut config = crate::helpers::test_config(&dir, None);
        config.smtp_url = Some(smtp.to_owned().into());
        config.mail_from = from.map(str::to_owned);
        match rightsdesk_server::prepare(&config).await {
            Ok(_) => panic!("{smtp} {from:?} was taken"),
            Err(err) => err.to_string(),
        }
    };
    let without_sender = refused("smtp://rights:s3cret-pass@smtp.example.com:587", None).await;
    assert!(without_sender.contains("RIGHTSDESK_MAIL_FROM"), "{without_sender}");
    let bad_sender = refused("smtp://rights:s3cret-pass@smtp.example.com:587", Some("rights at example")).await;
    assert!(bad_sender.contains("RIGHTSDESK_MAIL_FROM \"rights at example\" is not an e-mail address"), "{bad_sender}");
    let clear = refused("smtp://rights:s3cret-pass@smtp.example.com:25?tls=none", Some("rights@example.com")).await;
    assert!(clear.contains("RIGHTSDESK_SMTP_URL") && clear.contains("only a relay on this one"), "{clear}");
    for message in [without_sender, bad_sender, clear] {
        assert!(!message.contains("s3cret-pass"), "the password is never printed: {message}");
    }
}
