//! The e-mail digest (docs/http.md, "Reminders: scheduled jobs and e-mail"): what a seeded team's
//! members receive at their hour (subject, recipients, lines, links, both parts), none when nothing
//! is due, weekly digests on Mondays only, and an admin's digest by hand.

use reqwest::Method;
use rightsdesk_core::Role;
use rightsdesk_server::clock::plus_days;
use rightsdesk_server::db::{now, users};
use rightsdesk_server::{jobs, mail};
use serde_json::{Value, json};

use crate::helpers::{TestApp, today};
use crate::jobs::{DAY, at, day, ok, team};
use crate::mail::with_mail;
use crate::smtp::{Received, Smtp};

async fn post(app: &TestApp, token: &str, path: &str, body: Value) -> Value {
    ok(app.send(Method::POST, path, token, &body).await).await
}

async fn choose(app: &TestApp, token: &str, frequency: &str, hour: i64) {
    ok(app.send(Method::PUT, "/api/me/digest", token, &json!({"frequency": frequency, "hour": hour})).await).await;
}

/// A member of Acme named `name`, signed in; answers their token and id.
async fn member(app: &TestApp, email: &str, name: &str, role: Role) -> (String, i64) {
    let user = app.add_user(email, name, "Acme", role).await;
    (app.token(email).await, user.id)
}

/// The digest runs among `runs`: (window, changed, summary).
fn digest_runs(runs: &[jobs::JobRun]) -> Vec<(String, i64, String)> {
    runs.iter()
        .filter(|run| run.job.as_str() == "digest")
        .map(|run| (run.window.clone(), run.changed, run.summary.clone()))
        .collect()
}

/// The message of `received` sent to `address`.
fn to<'a>(received: &'a [Received], address: &str) -> &'a Received {
    received.iter().find(|message| message.to == [address]).unwrap_or_else(|| panic!("nothing sent to {address}"))
}

#[tokio::test]
async fn each_member_gets_what_is_due_at_their_hour_with_links_in_both_parts() {
    let smtp = Smtp::start();
    let app = with_mail(&smtp, 30).await;
    let acme = team(&app, "Acme").await;
    let (ana, ana_id) = member(&app, "ana@acme.example", "Ana Lima", Role::Editor).await;
    let (bruno, bruno_id) = member(&app, "bruno@acme.example", "Bruno Costa", Role::Editor).await;
    let (vic, _) = member(&app, "vic@acme.example", "Vic Viewer", Role::Viewer).await;
    let (zoe, _) = member(&app, "zoe@acme.example", "Zoe Gone", Role::Editor).await;
    choose(&app, &ana, "daily", 8).await;
    choose(&app, &bruno, "daily", 8).await;
    choose(&app, &vic, "daily", 9).await;
    choose(&app, &zoe, "daily", 8).await;
    users::deactivate(&app.state.db, "zoe@acme.example").await.unwrap();
    let other = team(&app, "Other").await;
    choose(&app, &other.editor, "daily", 8).await;

    // What is due on DAY, a Friday: a chase of Ana's overdue and one of Bruno's due today, an option
    // ending in 3 days (another in 10 is not listed), payments overdue and due within a week, the
    // statements of a license published 300 days before, that license ending within 90 days, a right
    // held ending, and today's meetings at a fair.
    let dune = post(
        &app,
        &ana,
        "/api/prospections",
        json!({"title": "Dune", "company": "Gallimard", "status": "sent", "sentDate": day(-40), "chaseDate": day(-2)}),
    )
    .await;
    let emma = post(
        &app,
        &bruno,
        "/api/prospections",
        json!({"title": "Emma", "company": "Seuil", "status": "sent", "sentDate": day(-40), "chaseDate": DAY}),
    )
    .await;
    let ulysses = post(&app, &bruno, "/api/prospections", json!({"title": "Ulysses", "company": "Hanser Verlag", "status": "option", "sentDate": day(-40), "optionExpiry": day(3)})).await;
    post(&app, &bruno, "/api/prospections", json!({"title": "Nadja", "company": "Hanser Verlag", "status": "option", "sentDate": day(-40), "optionExpiry": day(10)})).await;
    post(
        &app,
        &other.editor,
        "/api/prospections",
        json!({"title": "Theirs", "company": "Theirs", "status": "sent", "sentDate": day(-40), "chaseDate": day(-1)}),
    )
    .await;
    let license = post(
        &app,
        &ana,
        "/api/licenses",
        json!({"title": "Vol de nuit", "company": "Anagrama", "contractDate": day(-400), "status": "signed", "currency": "EUR",
            "publicationDate": day(-300), "statementDays": 30, "endDate": day(60)}),
    )
    .await;
    let payments = format!("/api/licenses/{}/payments", license["id"]);
    post(&app, &ana, &payments, json!({"amount": 100, "dueDate": day(-3)})).await;
    post(&app, &ana, &payments, json!({"amount": 200, "dueDate": day(5)})).await;
    post(&app, &ana, &payments, json!({"amount": 300, "dueDate": day(20)})).await;
    post(
        &app,
        &ana,
        &payments,
        json!({"amount": 50, "dueDate": day(-9), "receivedDate": day(-9), "receivedAmount": 50}),
    )
    .await;
    let rights = format!("/api/titles/{}/rights", dune["titleId"]);
    post(&app, &ana, &rights, json!({"contractType": "audio", "heldUntil": day(30)})).await;
    let fair = post(
        &app,
        &ana,
        "/api/fairs",
        json!({"name": "Leipzig Book Fair", "startDate": DAY, "endDate": day(2), "timeZone": "UTC"}),
    )
    .await;
    let hanser = ulysses["companyId"].clone();
    let meetings = format!("/api/fairs/{}/meetings", fair["id"]);
    for (start, member) in [("10:30", ana_id), ("14:00", bruno_id)] {
        post(
            &app,
            &ana,
            &meetings,
            json!({"start": format!("{DAY}T{start}"), "memberIds": [member], "companyId": hanser}),
        )
        .await;
    }

    // Before their hour, nobody's; at 8, Ana's and Bruno's (not the deactivated member's, nor
    // another team's member's, who gets theirs in their own team's run); later that hour, nothing more.
    assert!(digest_runs(&jobs::run_due(&app.state, at(DAY, 7, 59)).await.unwrap()).is_empty());
    let runs = jobs::run_due(&app.state, at(DAY, 8, 0)).await.unwrap();
    let window = format!("{DAY}T08");
    assert_eq!(
        digest_runs(&runs),
        [(window.clone(), 2, "2 digests queued".to_owned()), (window.clone(), 1, "1 digest queued".to_owned())]
    );
    assert!(digest_runs(&jobs::run_due(&app.state, at(DAY, 8, 30)).await.unwrap()).is_empty());
    mail::send_due(&app.state, now()).await.unwrap();
    let received = smtp.wait_for(3).await;
    let mut recipients: Vec<&str> = received.iter().map(|message| message.to[0].as_str()).collect();
    recipients.sort_unstable();
    assert_eq!(recipients, ["ana@acme.example", "bruno@acme.example", "editor@other.example"]);

    let (subject, text, html) = to(&received, "ana@acme.example").parts();
    assert_eq!(
        subject,
        "Rightsdesk: 1 chase overdue, 1 chase due, 1 option ending, 1 payment overdue, 1 payment due, \
         2 statements overdue, 1 license ending, 1 right held ending, 1 meeting today"
    );
    let link = |path: String| format!("https://rights.example.com{path}");
    let (dune_page, emma_page) =
        (link(format!("/prospections/edit/{}", dune["id"])), link(format!("/prospections/edit/{}", emma["id"])));
    let license_id = &license["id"];
    let lines = [
        "Hello Ana Lima,\n\nWhat is due on 2027-03-05:\n\nChases due and overdue\n".to_owned(),
        format!("- 2027-03-03 Dune → Gallimard (overdue, yours)\n  {dune_page}\n"),
        format!("- 2027-03-05 Emma → Seuil\n  {emma_page}\n"),
        "\nOptions ending within 7 days\n".to_owned(),
        format!("- 2027-03-08 Ulysses → Hanser Verlag\n  {}\n", link(format!("/prospections/edit/{}", ulysses["id"]))),
        "\nPayments due within 7 days or overdue\n".to_owned(),
        format!(
            "- 2027-03-02 Vol de nuit – Anagrama (overdue)\n  {}\n",
            link(format!("/licenses/edit/{license_id}?tab=payments"))
        ),
        format!(
            "- 2027-03-10 Vol de nuit – Anagrama\n  {}\n",
            link(format!("/licenses/edit/{license_id}?tab=payments"))
        ),
        "\nStatements overdue\n".to_owned(),
        "\nLicenses ending within 90 days\n".to_owned(),
        format!("- 2027-05-04 Vol de nuit – Anagrama\n  {}\n", link(format!("/licenses/edit/{license_id}"))),
        "\nRights held ending within 90 days\n".to_owned(),
        format!(
            "- 2027-04-04 Dune: Audio rights held\n  {}\n",
            link(format!("/titles/edit/{}?tab=rights", dune["titleId"]))
        ),
        "\nToday's fair meetings\n".to_owned(),
        format!("- 2027-03-05 10:30 Hanser Verlag, Leipzig Book Fair\n  {}\n", link(format!("/fairs/{}", fair["id"]))),
        "\nYou get this digest because you asked for it in Rightsdesk; change or stop it in your account settings: \
         https://rights.example.com/account\n"
            .to_owned(),
    ];
    let mut from = 0;
    for line in &lines {
        let found = text[from..].find(line.as_str()).unwrap_or_else(|| panic!("{line:?} after {from} in:\n{text}"));
        from += found + line.len();
    }
    assert!(text.contains("statement for") && text.matches("tab=statements").count() == 2, "{text}");
    assert!(!text.contains("Nadja") && !text.contains("Theirs") && !text.contains("14:00"), "{text}");
    let html = html.expect("an HTML part");
    for (page, name) in [(&dune_page, "Dune → Gallimard"), (&emma_page, "Emma → Seuil")] {
        assert!(html.contains(&format!("<a href=\"{page}\">{name}</a>")), "{html}");
    }
    assert!(html.find(&dune_page) < html.find(&emma_page), "the member's own first: {html}");
    let bruno_text = to(&received, "bruno@acme.example").parts().1;
    assert!(
        bruno_text.contains("- 2027-03-05 Emma → Seuil (yours)\n") && bruno_text.contains("14:00 Hanser Verlag"),
        "{bruno_text}"
    );
    assert!(!bruno_text.contains("10:30"), "another member's meeting is not listed: {bruno_text}");

    // The viewer's hour comes later; each member's digest is sent once a day.
    let later = jobs::run_due(&app.state, at(DAY, 9, 5)).await.unwrap();
    assert_eq!(digest_runs(&later), [(format!("{DAY}T09"), 1, "1 digest queued".to_owned())]);
    assert!(digest_runs(&jobs::run_due(&app.state, at(DAY, 23, 0)).await.unwrap()).is_empty());
    let outbox = ok(app.get("/api/mail", &acme.admin).await).await;
    let listed: Vec<(&str, &str)> = outbox["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|message| (message["kind"].as_str().unwrap(), message["to"].as_str().unwrap()))
        .collect();
    assert_eq!(
        listed,
        [("digest", "vic@acme.example"), ("digest", "bruno@acme.example"), ("digest", "ana@acme.example")]
    );
}

#[tokio::test]
async fn nothing_due_sends_no_digest() {
    let smtp = Smtp::start();
    let app = with_mail(&smtp, 30).await;
    let acme = team(&app, "Acme").await;
    choose(&app, &acme.editor, "daily", 8).await;
    // Closed or far off: nothing of it is due.
    post(&app, &acme.editor, "/api/prospections", json!({"title": "Dune", "company": "Seuil", "status": "declined", "sentDate": day(-40), "chaseDate": day(-1), "declineReason": "price"})).await;
    post(
        &app,
        &acme.editor,
        "/api/prospections",
        json!({"title": "Emma", "company": "Seuil", "status": "sent", "sentDate": day(-40), "chaseDate": day(1)}),
    )
    .await;

    let runs = jobs::run_due(&app.state, at(DAY, 8, 0)).await.unwrap();

    assert_eq!(digest_runs(&runs), [(format!("{DAY}T08"), 0, "Nothing is due: no digest sent".to_owned())]);
    assert_eq!(ok(app.get("/api/mail", &acme.admin).await).await["messages"], json!([]));
    assert!(
        digest_runs(&jobs::run_due(&app.state, at(DAY, 9, 0)).await.unwrap()).is_empty(),
        "the day's digest was made"
    );
    mail::send_due(&app.state, now()).await.unwrap();
    assert!(smtp.received().is_empty());
}

#[tokio::test]
async fn weekly_digests_go_out_on_mondays() {
    let smtp = Smtp::start();
    let app = with_mail(&smtp, 30).await;
    let acme = team(&app, "Acme").await;
    choose(&app, &acme.editor, "weekly", 6).await;
    post(
        &app,
        &acme.editor,
        "/api/prospections",
        json!({"title": "Dune", "company": "Seuil", "status": "sent", "sentDate": day(-40), "chaseDate": day(-1)}),
    )
    .await;
    let (sunday, monday, tuesday, next_monday) = (day(2), day(3), day(4), day(10));

    let mut queued = Vec::new();
    for (date, hour) in [
        (DAY, 10),
        (sunday.as_str(), 10),
        (monday.as_str(), 5),
        (monday.as_str(), 6),
        (monday.as_str(), 7),
        (tuesday.as_str(), 6),
        (next_monday.as_str(), 6),
    ] {
        for (window, changed, _) in digest_runs(&jobs::run_due(&app.state, at(date, hour, 0)).await.unwrap()) {
            queued.push((window, changed));
        }
    }

    assert_eq!(queued, [(format!("{monday}T06"), 1), (format!("{next_monday}T06"), 1)]);
    mail::send_due(&app.state, now()).await.unwrap();
    let received = smtp.wait_for(2).await;
    assert_eq!(received[0].parts().0, "Rightsdesk: 1 chase overdue");
}

#[tokio::test]
async fn an_admins_digest_by_hand_is_their_own() {
    let smtp = Smtp::start();
    let app = with_mail(&smtp, 30).await;
    let acme = team(&app, "Acme").await;
    // Today is the server's, which the API's dates are read against.
    let zone = json!({"timeZone": rightsdesk_server::clock::server_zone()});
    ok(app.send(Method::PUT, "/api/team/settings", &acme.admin, &zone).await).await;
    choose(&app, &acme.editor, "daily", 0).await;
    let real = |offset: i64| plus_days(&today(), offset);
    post(
        &app,
        &acme.editor,
        "/api/prospections",
        json!({"title": "Dune", "company": "Seuil", "status": "sent", "sentDate": real(-40), "chaseDate": real(0)}),
    )
    .await;

    let response = app.client.post(app.url("/api/jobs/digest/run")).bearer_auth(&acme.admin).send().await.unwrap();
    assert_eq!(response.status(), 201);
    let run: Value = response.json().await.unwrap();
    assert_eq!(
        (&run["job"], &run["changed"], &run["summary"], &run["manual"]),
        (&json!("digest"), &json!(1), &json!("1 digest queued"), &json!(true))
    );
    let received = smtp.wait_for(1).await;
    assert_eq!(received[0].to, ["admin@acme.example"], "the admin's own, whatever their settings");
    assert_eq!(received[0].parts().0, "Rightsdesk: 1 chase due");

    let other = team(&app, "Other").await;
    let empty =
        ok(app.client.post(app.url("/api/jobs/digest/run")).bearer_auth(&other.admin).send().await.unwrap()).await;
    assert_eq!((&empty["changed"], &empty["summary"]), (&json!(0), &json!("Nothing is due: no digest sent")));
    mail::send_due(&app.state, now()).await.unwrap();
    assert_eq!(smtp.received().len(), 1);
}
