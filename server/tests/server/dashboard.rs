//! `GET /api/dashboard`: the home page's figures, counted by the database, the team's own only.

use reqwest::Method;
use rightsdesk_core::Role;
use rightsdesk_server::clock::plus_days;
use serde_json::{Value, json};

use crate::helpers::{TestApp, today};

async fn post(app: &TestApp, token: &str, path: &str, body: Value) -> Value {
    let response = app.send(Method::POST, path, token, &body).await;
    assert_eq!(response.status(), 200, "{path} {body}");
    response.json().await.unwrap()
}

#[tokio::test]
async fn the_figures_count_the_teams_pipeline_offers_licenses_and_what_is_due() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let other = app.sign_in_new("bob@example.com", "Other", Role::Editor).await;
    let day = |offset: i64| plus_days(&today(), offset);
    let pitch = |title: &str, company: &str, extra: Value| {
        let mut body = json!({"title": title, "company": company});
        body.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        body
    };

    let overdue = post(
        &app,
        &token,
        "/api/prospections",
        pitch("Dune", "Gallimard", json!({"status": "sent", "sentDate": day(-40), "chaseDate": day(-2)})),
    )
    .await;
    post(
        &app,
        &token,
        "/api/prospections",
        pitch("Emma", "Seuil", json!({"status": "reading", "sentDate": day(-10), "chaseDate": day(3)})),
    )
    .await;
    post(
        &app,
        &token,
        "/api/prospections",
        pitch("Dune", "Hanser", json!({"status": "option", "sentDate": day(-90), "optionExpiry": day(5)})),
    )
    .await;
    post(
        &app,
        &token,
        "/api/prospections",
        pitch("Emma", "Hanser", json!({"status": "option", "sentDate": day(-90), "optionExpiry": day(20)})),
    )
    .await;
    post(
        &app,
        &token,
        "/api/prospections",
        pitch(
            "Dune",
            "Anagrama",
            json!({"status": "declined", "sentDate": day(-90), "chaseDate": day(-1), "declineReason": "price"}),
        ),
    )
    .await;
    post(&app, &token, "/api/prospections", pitch("Vol de nuit", "Hayakawa", json!({}))).await;
    let offers = format!("/api/prospections/{}/offers", overdue["id"]);
    post(&app, &token, &offers, json!({"receivedDate": day(0), "advance": 4000.5, "currency": "EUR"})).await;
    post(&app, &token, &offers, json!({"receivedDate": day(0), "advance": 1000, "currency": "USD"})).await;

    let year: i32 = today()[..4].parse().unwrap();
    post(
        &app,
        &token,
        "/api/licenses",
        json!({"title": "Dune", "company": "Gollancz", "contractDate": day(0), "signed": true,
        "endDate": day(60), "publicationDate": day(10)}),
    )
    .await;
    post(&app, &token, "/api/licenses", json!({"title": "Emma", "company": "Gollancz", "contractDate": day(0)})).await;
    post(
        &app,
        &token,
        "/api/licenses",
        json!({"title": "Emma", "company": "Penguin", "contractDate": format!("{}-06-01", year - 1), "signed": true}),
    )
    .await;
    // Another team's records count for them only.
    post(
        &app,
        &other,
        "/api/prospections",
        pitch("Theirs", "Theirs", json!({"status": "sent", "sentDate": day(-5), "chaseDate": day(-1)})),
    )
    .await;
    post(
        &app,
        &other,
        "/api/licenses",
        json!({"title": "Theirs", "company": "Theirs", "contractDate": day(0), "signed": true}),
    )
    .await;

    let figures: Value = app.get("/api/dashboard", &token).await.json().await.unwrap();
    assert_eq!(figures["today"], today());
    assert_eq!(figures["openProspections"], 5, "all but the declined one");
    assert_eq!(
        figures["offersPending"],
        json!([{"currency": "EUR", "total": 4000.5, "count": 1}, {"currency": "USD", "total": 1000.0, "count": 1}])
    );
    assert_eq!(figures["optionsEnding"], 2);
    assert_eq!(figures["licensesSigned"], json!({"thisYear": 1, "lastYear": 1}));
    let pipeline: Vec<(String, i64)> = figures["pipeline"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["status"].as_str().unwrap().to_string(), s["count"].as_i64().unwrap()))
        .collect();
    assert_eq!(pipeline.len(), 10);
    let count_of = |status: &str| pipeline.iter().find(|(s, _)| s == status).unwrap().1;
    assert_eq!(
        ["to_send", "sent", "reading", "offer", "option", "declined", "licensed"].map(count_of),
        [1, 0, 1, 1, 2, 1, 0],
        "the first offer moved the sent one to offer"
    );
    let months = figures["licensesPerMonth"].as_array().unwrap();
    assert_eq!(months.len(), 12);
    assert_eq!(months[11], json!({"month": &today()[..7], "count": 1}), "the signed one of this month's two");

    let due: Vec<(String, String, String)> = figures["due"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            (d["kind"].as_str().unwrap().into(), d["date"].as_str().unwrap().into(), d["name"].as_str().unwrap().into())
        })
        .collect();
    assert_eq!(
        due,
        [
            ("chase".to_string(), day(-2), "Dune → Gallimard".to_string()),
            ("chase".into(), day(3), "Emma → Seuil".into()),
            ("option_expiry".into(), day(5), "Dune → Hanser".into()),
            ("publication".into(), day(10), "Dune – Gollancz".into()),
            ("license_end".into(), day(60), "Dune – Gollancz".into()),
        ]
    );

    let empty: Value = app
        .get("/api/dashboard", &app.sign_in_new("new@example.com", "New", Role::Viewer).await)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        (&empty["openProspections"], &empty["due"], &empty["offersPending"]),
        (&json!(0), &json!([]), &json!([]))
    );
    assert_eq!(app.get("/api/dashboard", "not-a-token").await.status(), 401);
}
