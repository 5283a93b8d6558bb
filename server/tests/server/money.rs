//! The money after signing (docs/http.md, "Money after signing"): the home currency and exchange
//! rates, payments with their rules, derived due dates and statuses, royalty statements and the
//! earn-out, the team-wide lists, the calendar, the feed and the home page, the reports against
//! figures worked out by hand, exact sums of many small amounts, isolation and roles, and the
//! migration of the advances stored before.

#![allow(clippy::inconsistent_digit_grouping, reason = "minor units written as units_cents: 1000_00 is 1,000.00")]

use reqwest::Method;
use rightsdesk_core::{Currency, Role};
use rightsdesk_server::clock::plus_days;
use serde_json::{Value, json};

use crate::helpers::{TestApp, today};

async fn ok(response: reqwest::Response) -> Value {
    let status = response.status();
    let body: Value = response.json().await.unwrap();
    assert_eq!(status, 200, "{body}");
    body
}

/// The `errors` of a 422 answer.
async fn errors_of(response: reqwest::Response) -> Value {
    let status = response.status();
    let body: Value = response.json().await.unwrap();
    assert_eq!(status, 422, "{body}");
    body["errors"].clone()
}

fn day(offset: i64) -> String {
    plus_days(&today(), offset)
}

/// A team with an editor, a viewer and an admin; answers their tokens.
async fn team(app: &TestApp) -> (String, String, String) {
    let editor = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let viewer = app.sign_in_new("victor@example.com", "Acme", Role::Viewer).await;
    let admin = app.sign_in_new("ada@example.com", "Acme", Role::Admin).await;
    (editor, viewer, admin)
}

/// A license of `title` to `company` (EUR unless `extra` says), answered as stored.
async fn license(app: &TestApp, token: &str, title: &str, company: &str, extra: Value) -> Value {
    let mut body = json!({"title": title, "company": company, "contractDate": day(-100), "currency": "EUR"});
    for (key, value) in extra.as_object().unwrap() {
        body[key] = value.clone();
    }
    ok(app.send(Method::POST, "/api/licenses", token, &body).await).await
}

async fn pay(app: &TestApp, token: &str, license: &Value, body: Value) -> Value {
    ok(app.send(Method::POST, &format!("/api/licenses/{}/payments", license["id"]), token, &body).await).await
}

async fn get(app: &TestApp, token: &str, path: &str) -> Value {
    ok(app.get(path, token).await).await
}

#[tokio::test]
async fn the_home_currency_and_exchange_rates_are_the_teams() {
    let app = TestApp::spawn().await;
    let (editor, viewer, admin) = team(&app).await;
    assert_eq!(get(&app, &viewer, "/api/team/settings").await["homeCurrency"], "EUR");
    let zone = get(&app, &admin, "/api/team/settings").await["timeZone"].clone();
    let change = json!({"timeZone": zone, "homeCurrency": "CHF"});
    assert_eq!(app.send(Method::PUT, "/api/team/settings", &editor, &change).await.status(), 403);
    assert_eq!(ok(app.send(Method::PUT, "/api/team/settings", &admin, &change).await).await["homeCurrency"], "CHF");
    let kept = ok(app.send(Method::PUT, "/api/team/settings", &admin, &json!({"timeZone": zone})).await).await;
    assert_eq!(kept["homeCurrency"], "CHF", "left out: kept");
    let unknown = json!({"timeZone": zone, "homeCurrency": "XXX"});
    assert_eq!(
        errors_of(app.send(Method::PUT, "/api/team/settings", &admin, &unknown).await).await,
        json!({"homeCurrency": "Unknown currency"})
    );

    let rate = json!({"currency": "USD", "rate": 0.9213, "validFrom": "2026-01-01"});
    assert_eq!(app.send(Method::POST, "/api/exchange-rates", &viewer, &rate).await.status(), 403);
    let stored = ok(app.send(Method::POST, "/api/exchange-rates", &editor, &rate).await).await;
    assert_eq!(
        (&stored["currency"], &stored["rate"], &stored["validFrom"]),
        (&json!("USD"), &json!(0.9213), &json!("2026-01-01"))
    );
    let again = app.send(Method::POST, "/api/exchange-rates", &editor, &rate).await;
    assert_eq!(errors_of(again).await, json!({"currency": "A rate of this currency from this day exists"}));
    let bad = json!({"currency": "XXX", "rate": 0, "validFrom": "2026-02-30"});
    assert_eq!(
        errors_of(app.send(Method::POST, "/api/exchange-rates", &editor, &bad).await).await,
        json!({"currency": "Unknown currency", "rate": "Rate must be more than 0", "validFrom": "Enter a valid date (YYYY-MM-DD)"})
    );
    let later = json!({"currency": "USD", "rate": 0.95, "validFrom": "2026-06-01"});
    ok(app.send(Method::POST, "/api/exchange-rates", &editor, &later).await).await;
    let listed = get(&app, &viewer, "/api/exchange-rates").await;
    let days: Vec<&str> = listed.as_array().unwrap().iter().map(|r| r["validFrom"].as_str().unwrap()).collect();
    assert_eq!(days, ["2026-06-01", "2026-01-01"], "the latest first");

    let other = app.sign_in_new("mallory@example.com", "Other", Role::Admin).await;
    assert_eq!(get(&app, &other, "/api/exchange-rates").await, json!([]));
    let path = format!("/api/exchange-rates/{}", stored["id"]);
    assert_eq!(app.send(Method::DELETE, &path, &other, &json!({})).await.status(), 404);
    assert_eq!(app.send(Method::DELETE, &path, &viewer, &json!({})).await.status(), 403);
    ok(app.send(Method::DELETE, &path, &editor, &json!({})).await).await;
    assert_eq!(get(&app, &viewer, "/api/exchange-rates").await.as_array().unwrap().len(), 1);
}

/// The team's entries of the activity log, newest first.
async fn team_entries(app: &TestApp, token: &str) -> Vec<Value> {
    let entries = get(app, token, "/api/activity?entityType=team").await;
    entries.as_array().unwrap().clone()
}

#[tokio::test]
async fn the_home_currency_and_each_rate_added_or_removed_are_in_the_activity_log() {
    let app = TestApp::spawn().await;
    let (editor, viewer, admin) = team(&app).await;
    let zone = get(&app, &admin, "/api/team/settings").await["timeZone"].clone();
    ok(app.send(Method::PUT, "/api/team/settings", &admin, &json!({"timeZone": zone})).await).await;
    assert_eq!(team_entries(&app, &viewer).await, Vec::<Value>::new(), "nothing changed: no entry");
    let change = json!({"timeZone": zone, "homeCurrency": "GBP"});
    ok(app.send(Method::PUT, "/api/team/settings", &admin, &change).await).await;
    let entries = team_entries(&app, &viewer).await;
    assert_eq!(entries.len(), 1);
    let team_id = entries[0]["entityId"].clone();
    assert_eq!(
        (&entries[0]["action"], &entries[0]["entityName"], &entries[0]["actor"], &entries[0]["changes"]),
        (&json!("update"), &json!("Acme"), &json!("ada@example.com"), &json!({"homeCurrency": ["EUR", "GBP"]}))
    );

    let rate = json!({"currency": "USD", "rate": 0.79, "validFrom": "2026-01-01"});
    let stored = ok(app.send(Method::POST, "/api/exchange-rates", &editor, &rate).await).await;
    errors_of(app.send(Method::POST, "/api/exchange-rates", &editor, &rate).await).await;
    let entries = team_entries(&app, &viewer).await;
    assert_eq!(entries.len(), 2, "a refused rate writes none");
    assert_eq!((&entries[0]["entityId"], &entries[0]["actor"]), (&team_id, &json!("alice@example.com")));
    assert_eq!(entries[0]["changes"], json!({"exchangeRates": [null, stored]}));

    let path = format!("/api/exchange-rates/{}", stored["id"]);
    ok(app.send(Method::DELETE, &path, &editor, &json!({})).await).await;
    assert_eq!(app.send(Method::DELETE, &path, &editor, &json!({})).await.status(), 404);
    let entries = team_entries(&app, &viewer).await;
    assert_eq!(entries.len(), 3);
    assert_eq!(entries[0]["changes"], json!({"exchangeRates": [stored, null]}));

    let other = app.sign_in_new("mallory@example.com", "Other", Role::Admin).await;
    assert_eq!(team_entries(&app, &other).await, Vec::<Value>::new(), "another team's are not seen");
}

#[tokio::test]
async fn the_invoice_details_are_the_teams_read_by_all_and_written_by_admins() {
    let app = TestApp::spawn().await;
    let (editor, viewer, admin) = team(&app).await;
    let empty = json!({
        "legalName": null, "address": null, "vatNumber": null, "iban": null, "bic": null, "bankDetails": null,
        "footer": null
    });
    assert_eq!(get(&app, &viewer, "/api/team/invoice-details").await, empty);
    let details = json!({
        "legalName": " Acme Rights SARL ",
        "address": "12 rue des Écoles\r\n75005 Paris\nFrance",
        "vatNumber": "FR 12 345678901",
        "iban": "fr76 3000 6000 0112 3456 7890 189",
        "bic": "agrifrpp",
        "footer": "Payment within 30 days by bank transfer."
    });
    let path = "/api/team/invoice-details";
    assert_eq!(app.send(Method::PUT, path, &editor, &details).await.status(), 403);
    assert_eq!(app.send(Method::PUT, path, &viewer, &details).await.status(), 403);
    let stored = ok(app.send(Method::PUT, path, &admin, &details).await).await;
    let expected = json!({
        "legalName": "Acme Rights SARL",
        "address": "12 rue des Écoles\n75005 Paris\nFrance",
        "vatNumber": "FR 12 345678901",
        "iban": "FR7630006000011234567890189",
        "bic": "AGRIFRPP",
        "bankDetails": null,
        "footer": "Payment within 30 days by bank transfer."
    });
    assert_eq!(stored, expected);
    assert_eq!(get(&app, &viewer, path).await, expected, "every member reads them");
    let other = app.sign_in_new("mallory@example.com", "Other", Role::Admin).await;
    assert_eq!(get(&app, &other, path).await, empty, "another team's are its own");

    let entries = team_entries(&app, &viewer).await;
    assert_eq!(entries.len(), 1);
    assert_eq!(entries[0]["changes"]["iban"], json!([null, "FR7630006000011234567890189"]));
    assert_eq!(entries[0]["changes"].as_object().unwrap().len(), 6, "the fields set");
    ok(app.send(Method::PUT, path, &admin, &stored).await).await;
    assert_eq!(team_entries(&app, &viewer).await.len(), 1, "the same again: no entry");

    let bad = json!({
        "legalName": "é".repeat(201),
        "iban": "FR76 3000 6000 0112 3456 7890 188",
        "bic": "AGRIFRP",
        "footer": "a".repeat(10_001)
    });
    assert_eq!(
        errors_of(app.send(Method::PUT, path, &admin, &bad).await).await,
        json!({
            "legalName": "Must be at most 200 characters",
            "iban": "This IBAN's check digits do not match: look for a typo",
            "bic": "A BIC is 8 or 11 letters and digits, such as AGRIFRPP",
            "footer": "Must be at most 10,000 characters"
        })
    );
    let shape = json!({"iban": "FR76-3000"});
    assert_eq!(
        errors_of(app.send(Method::PUT, path, &admin, &shape).await).await,
        json!({"iban": "An IBAN is a country code, 2 check digits and up to 30 letters and digits"})
    );
    assert_eq!(get(&app, &viewer, path).await, expected, "a refused change changes nothing");

    // Left out or blank: cleared.
    let cleared =
        ok(app.send(Method::PUT, path, &admin, &json!({"legalName": "Acme Rights SARL", "iban": " "})).await).await;
    let mut only_name = empty.clone();
    only_name["legalName"] = json!("Acme Rights SARL");
    assert_eq!(cleared, only_name);
}

#[tokio::test]
async fn payments_are_checked_with_cores_messages() {
    let app = TestApp::spawn().await;
    let (editor, ..) = team(&app).await;
    let dune = license(&app, &editor, "Dune", "Gallimard", json!({})).await;
    let path = format!("/api/licenses/{}/payments", dune["id"]);
    let refused = async |body: Value| errors_of(app.send(Method::POST, &path, &editor, &body).await).await;
    let dated = |amount: Value| json!({"amount": amount, "dueDate": day(10)});
    assert_eq!(refused(json!({"dueDate": day(10)})).await, json!({"amount": "Amount is required"}));
    assert_eq!(refused(dated(json!(0))).await, json!({"amount": "Amount must be more than 0"}));
    assert_eq!(refused(dated(json!(-5))).await, json!({"amount": "Amount must be more than 0"}));
    assert_eq!(refused(dated(json!(10.005))).await, json!({"amount": "Use at most 2 decimals"}));
    let yen = json!({"amount": 1500.5, "currency": "JPY", "dueDate": day(10)});
    assert_eq!(refused(yen).await, json!({"amount": "JPY has no decimals"}));
    assert_eq!(refused(json!({"amount": 10})).await, json!({"dueDate": "Due date is required for this payment"}));
    let received = json!({"amount": 10, "dueDate": day(10), "receivedAmount": 10});
    assert_eq!(refused(received).await, json!({"receivedDate": "Received date is required"}));
    let codes = json!({"amount": 10, "dueDate": day(10), "kind": "bonus", "trigger": "whenever"});
    assert_eq!(refused(codes).await, json!({"kind": "Unknown payment kind", "trigger": "Unknown trigger"}));
    let deductions = json!({"amount": 10, "dueDate": day(10), "receivedDate": day(0), "receivedAmount": 10,
        "withholdingTax": -1, "bankCharges": 0.001});
    assert_eq!(
        refused(deductions).await,
        json!({"bankCharges": "Use at most 2 decimals", "withholdingTax": "Amount must not be negative"})
    );
    let wrong_type = app.send(Method::POST, &path, &editor, &json!({"amount": "ten"})).await;
    assert_eq!(wrong_type.status(), 400);
    // The license's currency when none is sent; a whole yen amount in its own.
    let stored = ok(app.send(Method::POST, &path, &editor, &dated(json!(1234.56))).await).await;
    assert_eq!(
        (&stored["amount"], &stored["currency"], &stored["kind"], &stored["trigger"]),
        (&json!(1234.56), &json!("EUR"), &json!("advance"), &json!("date"))
    );
    let yen = ok(app
        .send(Method::POST, &path, &editor, &json!({"amount": 150000, "currency": "JPY", "dueDate": day(3)}))
        .await)
    .await;
    assert_eq!((&yen["amount"], &yen["currency"]), (&json!(150000.0), &json!("JPY")));
    // Without a currency of its own or the license's, one is needed.
    let bare = license(&app, &editor, "Emma", "Penguin", json!({"currency": null})).await;
    let response =
        app.send(Method::POST, &format!("/api/licenses/{}/payments", bare["id"]), &editor, &dated(json!(5))).await;
    assert_eq!(errors_of(response).await, json!({"currency": "Currency is required"}));
}

#[tokio::test]
async fn due_dates_are_derived_from_the_license_and_follow_it() {
    let app = TestApp::spawn().await;
    let (editor, ..) = team(&app).await;
    let draft = json!({"status": "draft", "contractDate": day(-10), "advance": 10000});
    let dune = license(&app, &editor, "Dune", "Gallimard", draft).await;
    let on_signature = pay(&app, &editor, &dune, json!({"amount": 5000, "trigger": "signature"})).await;
    let on_publication = pay(&app, &editor, &dune, json!({"amount": 5000, "trigger": "publication"})).await;
    for payment in [&on_signature, &on_publication] {
        assert_eq!((&payment["dueDate"], &payment["status"]), (&Value::Null, &json!("scheduled")));
    }
    // Signed and published: 30 days after each.
    let mut signed = dune.clone();
    signed["status"] = json!("signed");
    signed["publicationDate"] = json!(day(20));
    let signed = ok(app.send(Method::PUT, &format!("/api/licenses/{}", dune["id"]), &editor, &signed).await).await;
    let path = format!("/api/licenses/{}/payments", dune["id"]);
    let listed = get(&app, &editor, &path).await;
    let dues: Vec<(&Value, &Value)> =
        listed.as_array().unwrap().iter().map(|p| (&p["trigger"], &p["dueDate"])).collect();
    assert_eq!(dues, [(&json!("signature"), &json!(day(20))), (&json!("publication"), &json!(day(50)))]);
    assert_eq!(listed[0]["status"], "due");
    // What a client reads and sends back stays derived; a date of its own is kept.
    let item = |payment: &Value| format!("{path}/{}", payment["id"]);
    let read_back = ok(app.send(Method::PUT, &item(&listed[1]), &editor, &listed[1]).await).await;
    assert_eq!(read_back["dueDate"], json!(day(50)));
    let mut pinned = listed[0].clone();
    pinned["dueDate"] = json!(day(25));
    ok(app.send(Method::PUT, &item(&pinned), &editor, &pinned).await).await;
    let mut moved = signed.clone();
    moved["publicationDate"] = json!(day(40));
    moved["contractDate"] = json!(day(-5));
    ok(app.send(Method::PUT, &format!("/api/licenses/{}", dune["id"]), &editor, &moved).await).await;
    let listed = get(&app, &editor, &path).await;
    let dues: Vec<&Value> = listed.as_array().unwrap().iter().map(|p| &p["dueDate"]).collect();
    assert_eq!(dues, [&json!(day(25)), &json!(day(70))], "the publication's payment follows; the pinned one stays");
    // Each change is an entry of the license's history.
    let history = get(&app, &editor, &format!("/api/activity?entityType=license&entityId={}", dune["id"])).await;
    let payments: Vec<&Value> =
        history.as_array().unwrap().iter().filter_map(|entry| entry["changes"].get("payments")).collect();
    assert_eq!(payments.len(), 3, "two made, one pinned; one sent back as read changed nothing: {history}");
    assert_eq!(
        *payments[0],
        json!([format!("Advance · 5000 EUR · due {}", day(20)), format!("Advance · 5000 EUR · due {}", day(25))])
    );
    assert_eq!(*payments.last().unwrap(), &json!([null, "Advance · 5000 EUR"]));
}

#[tokio::test]
async fn statuses_are_cores_in_the_license_and_in_the_team_list() {
    let app = TestApp::spawn().await;
    let (editor, viewer, _) = team(&app).await;
    let dune = license(&app, &editor, "Dune", "Gallimard", json!({})).await;
    let emma = license(&app, &editor, "Emma", "Penguin", json!({"currency": "GBP"})).await;
    let received = |amount: f64| json!({"receivedDate": day(-1), "receivedAmount": amount});
    let with = |base: Value, extra: Value| {
        let mut body = base;
        for (key, value) in extra.as_object().unwrap() {
            body[key] = value.clone();
        }
        body
    };
    let cases = [
        (&dune, json!({"amount": 100, "trigger": "delivery"}), "scheduled"),
        (&dune, json!({"amount": 100, "dueDate": day(0)}), "due"),
        (&dune, json!({"amount": 100, "dueDate": day(-1)}), "overdue"),
        (&emma, with(json!({"amount": 100, "dueDate": day(-40)}), received(40.0)), "overdue"),
        (&emma, with(json!({"amount": 100, "dueDate": day(5)}), received(40.0)), "part_paid"),
        (&dune, with(json!({"amount": 100, "trigger": "delivery"}), received(40.0)), "part_paid"),
        (&dune, with(json!({"amount": 100, "dueDate": day(-5)}), received(100.0)), "paid"),
        (&emma, with(json!({"amount": 100, "dueDate": day(5)}), received(120.0)), "paid"),
    ];
    let mut ids = Vec::new();
    for (license, body, status) in &cases {
        let payment = pay(&app, &editor, license, body.clone()).await;
        assert_eq!(payment["status"], *status, "{body}");
        ids.push((payment["id"].as_i64().unwrap(), *status));
    }
    // Each status filter finds exactly the payments core gives that status.
    for status in ["scheduled", "due", "overdue", "part_paid", "paid"] {
        let response = app.get(&format!("/api/payments?status={status}"), &viewer).await;
        assert_eq!(response.headers()["x-total-count"], ids.iter().filter(|(_, s)| *s == status).count().to_string());
        let listed: Value = response.json().await.unwrap();
        let mut found: Vec<i64> = listed.as_array().unwrap().iter().map(|p| p["id"].as_i64().unwrap()).collect();
        found.sort();
        let expected: Vec<i64> = ids.iter().filter(|(_, s)| *s == status).map(|(id, _)| *id).collect();
        assert_eq!(found, expected, "{status}");
        assert!(listed.as_array().unwrap().iter().all(|p| p["status"] == status));
    }
    let late = get(&app, &viewer, "/api/payments?status=overdue,due&sort=dueDate").await;
    let dues: Vec<&Value> = late.as_array().unwrap().iter().map(|p| &p["dueDate"]).collect();
    assert_eq!(dues, [&json!(day(-40)), &json!(day(-1)), &json!(day(0))]);
    assert_eq!((&late[0]["title"], &late[0]["company"]), (&json!("Emma"), &json!("Penguin")));
    let of_emma = get(&app, &viewer, &format!("/api/payments?companyId={}", emma["companyId"])).await;
    assert_eq!(of_emma.as_array().unwrap().len(), 3);
    let of_dune = get(&app, &viewer, &format!("/api/payments?titleId={}&limit=2", dune["titleId"])).await;
    assert_eq!(of_dune.as_array().unwrap().len(), 2);
    let window = get(&app, &viewer, &format!("/api/payments?from={}&to={}", day(-5), day(0))).await;
    assert_eq!(window.as_array().unwrap().len(), 3);
    assert_eq!(get(&app, &viewer, "/api/payments?q=emm").await.as_array().unwrap().len(), 3);
    let by_company = get(&app, &viewer, "/api/payments?sort=-company").await;
    assert_eq!((&by_company[0]["company"], &by_company[7]["company"]), (&json!("Penguin"), &json!("Gallimard")));
    assert_eq!(get(&app, &viewer, "/api/payments").await.as_array().unwrap().len(), 8);
    for bad in ["status=late", "from=tomorrow", "companyId=x", "sort=price"] {
        assert_eq!(app.get(&format!("/api/payments?{bad}"), &viewer).await.status(), 400, "{bad}");
    }
}

#[tokio::test]
async fn home_amounts_are_the_net_received_at_the_rate_of_the_day() {
    let app = TestApp::spawn().await;
    let (editor, _, admin) = team(&app).await;
    let dune = license(&app, &editor, "Dune", "Hanser", json!({"currency": "USD"})).await;
    let body = json!({"amount": 1000, "dueDate": day(-30), "receivedDate": day(-10), "receivedAmount": 1000,
        "withholdingTax": 100, "bankCharges": 15.5, "commission": 84.5});
    let payment = pay(&app, &editor, &dune, body).await;
    assert_eq!((&payment["status"], &payment["homeAmount"]), (&json!("paid"), &Value::Null), "no rate yet");
    let rate = json!({"currency": "USD", "rate": 0.9, "validFrom": day(-20)});
    ok(app.send(Method::POST, "/api/exchange-rates", &editor, &rate).await).await;
    let converted = get(&app, &editor, &format!("/api/licenses/{}/payments", dune["id"])).await;
    assert_eq!(converted[0]["homeAmount"], json!(720.0), "800 net at 0.9");
    // A later rate does not apply to an earlier day; the home currency itself converts to itself.
    let later = json!({"currency": "USD", "rate": 0.5, "validFrom": day(-5)});
    ok(app.send(Method::POST, "/api/exchange-rates", &editor, &later).await).await;
    assert_eq!(
        get(&app, &editor, &format!("/api/licenses/{}/payments", dune["id"])).await[0]["homeAmount"],
        json!(720.0)
    );
    let zone = get(&app, &admin, "/api/team/settings").await["timeZone"].clone();
    let usd = json!({"timeZone": zone, "homeCurrency": "USD"});
    ok(app.send(Method::PUT, "/api/team/settings", &admin, &usd).await).await;
    assert_eq!(
        get(&app, &editor, &format!("/api/licenses/{}/payments", dune["id"])).await[0]["homeAmount"],
        json!(800.0)
    );
}

#[tokio::test]
async fn many_small_amounts_add_up_exactly_in_the_reports() {
    let app = TestApp::spawn().await;
    let (editor, ..) = team(&app).await;
    let dune = license(&app, &editor, "Dune", "Gallimard", json!({})).await;
    let received = day(-3);
    // Ten thousand payments of one cent, written as the server writes them, in one statement per
    // thousand; the home amounts are the server's (a rate change writes them again).
    let license_id = dune["id"].as_i64().unwrap();
    let team_id: i64 = sqlx::query_scalar("SELECT team_id FROM licenses WHERE id = $1")
        .bind(license_id)
        .fetch_one(&app.state.db.pool)
        .await
        .unwrap();
    for _ in 0..10 {
        let rows: Vec<String> = (0..1000)
            .map(|_| {
                format!("({team_id}, {license_id}, 'royalty', 'date', date('{received}'), 1, 'EUR', date('{received}'), 1, 0, 0)")
            })
            .collect();
        sqlx::query(&format!(
            "INSERT INTO payments (team_id, license_id, kind, due_trigger, due_date, amount_minor, currency, received_date,
                                   received_minor, created_at, updated_at) VALUES {}",
            rows.join(", ")
        ))
        .execute(&app.state.db.pool)
        .await
        .unwrap();
    }
    // Mixed currencies through rates: amounts a float sum would not add up exactly.
    let rate = json!({"currency": "USD", "rate": 0.1, "validFrom": day(-30)});
    ok(app.send(Method::POST, "/api/exchange-rates", &editor, &rate).await).await;
    let emma = license(&app, &editor, "Emma", "Penguin", json!({"currency": "USD"})).await;
    let mut expected_cents: i64 = 10_000;
    let mut seed: u64 = 7;
    for _ in 0..30 {
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        let cents = (seed >> 33) % 100_000 + 1;
        let amount = cents as f64 / 100.0;
        pay(
            &app,
            &editor,
            &emma,
            json!({"amount": amount, "dueDate": received, "receivedDate": received, "receivedAmount": amount}),
        )
        .await;
        // cents USD at 0.1: tenths of cents, half away from zero.
        expected_cents += (cents as i64 + 5) / 10;
    }
    let income = get(&app, &editor, &format!("/api/reports/income?groupBy=title&from={received}&to={received}")).await;
    let dune_row = income.as_array().unwrap().iter().find(|row| row["label"] == "Dune").unwrap();
    assert_eq!((&dune_row["amount"], &dune_row["count"]), (&json!(100.0), &json!(10_000)));
    let yearly = get(&app, &editor, "/api/reports/income?groupBy=year").await;
    assert_eq!(yearly.as_array().unwrap().len(), 1);
    assert_eq!(yearly[0]["count"], json!(10_030));
    assert_eq!(yearly[0]["amount"], json!(expected_cents as f64 / 100.0), "{income}");
}

#[tokio::test]
async fn reports_answer_the_figures_worked_out_by_hand() {
    let app = TestApp::spawn().await;
    let (editor, viewer, _) = team(&app).await;
    let company = |name: &str, country: &str| json!({"name": name, "countryId": country});
    let hanser = ok(app.send(Method::POST, "/api/companies", &editor, &company("Hanser", "DE")).await).await;
    let gallimard = ok(app.send(Method::POST, "/api/companies", &editor, &company("Gallimard", "FR")).await).await;
    let dune = license(
        &app,
        &editor,
        "Dune",
        "",
        json!({"companyId": hanser["id"], "company": "Hanser",
        "contractType": "foreign_rights", "language": "de"}),
    )
    .await;
    let audio = license(
        &app,
        &editor,
        "Dune",
        "",
        json!({"companyId": gallimard["id"], "company": "Gallimard",
        "contractType": "audio", "language": "fr", "currency": "USD"}),
    )
    .await;
    ok(app
        .send(
            Method::POST,
            "/api/exchange-rates",
            &editor,
            &json!({"currency": "USD", "rate": 0.8, "validFrom": "2025-01-01"}),
        )
        .await)
    .await;
    let rights = format!("/api/titles/{}/rights", dune["titleId"]);
    ok(app
        .send(Method::POST, &rights, &editor, &json!({"contractType": "foreign_rights", "authorSharePct": 50}))
        .await)
    .await;
    ok(app.send(Method::POST, &rights, &editor, &json!({"contractType": "audio", "authorSharePct": 12.5})).await).await;
    // Received: 1,000 EUR (less 100 withholding) in January, 500.10 EUR in March, 333 USD (266.40
    // EUR) in March; outstanding: 200 EUR due 10 days ago, 300 USD due 60 days ago, 50 EUR of 150
    // due 120 days ago.
    let paid = |amount: f64, on: &str, extra: Value| {
        let mut body = json!({"amount": amount, "dueDate": on, "receivedDate": on, "receivedAmount": amount});
        for (key, value) in extra.as_object().unwrap() {
            body[key] = value.clone();
        }
        body
    };
    pay(&app, &editor, &dune, paid(1000.0, "2026-01-15", json!({"withholdingTax": 100}))).await;
    pay(&app, &editor, &dune, paid(500.1, "2026-03-02", json!({}))).await;
    pay(&app, &editor, &audio, paid(333.0, "2026-03-20", json!({}))).await;
    pay(&app, &editor, &dune, json!({"amount": 200, "dueDate": day(-10)})).await;
    pay(&app, &editor, &audio, json!({"amount": 300, "dueDate": day(-60)})).await;
    pay(
        &app,
        &editor,
        &dune,
        json!({"amount": 150, "dueDate": day(-120), "receivedDate": "2025-12-31", "receivedAmount": 100}),
    )
    .await;
    let period = "from=2026-01-01&to=2026-12-31";
    let rows = |report: &Value| -> Vec<(String, String, f64, i64)> {
        report
            .as_array()
            .unwrap()
            .iter()
            .map(|row| {
                let text = |key: &str| row[key].as_str().unwrap().to_owned();
                (text("key"), text("label"), row["amount"].as_f64().unwrap(), row["count"].as_i64().unwrap())
            })
            .collect()
    };
    let monthly = get(&app, &viewer, &format!("/api/reports/income?groupBy=month&{period}")).await;
    assert_eq!(
        rows(&monthly),
        [("2026-01".into(), "2026-01".into(), 900.0, 1), ("2026-03".into(), "2026-03".into(), 766.5, 2)]
    );
    let by_company = get(&app, &viewer, &format!("/api/reports/income?groupBy=company&{period}")).await;
    let companies: Vec<(String, f64)> =
        rows(&by_company).into_iter().map(|(_, label, amount, _)| (label, amount)).collect();
    assert!(
        companies.contains(&("Hanser".into(), 1400.1)) && companies.contains(&("Gallimard".into(), 266.4)),
        "{companies:?}"
    );
    // A page of the groups, the largest first, with how many there are.
    let company_page = async |query: &str| {
        let response = app.get(&format!("/api/reports/income?groupBy=company&{period}&{query}"), &viewer).await;
        let total = response.headers()["x-total-count"].to_str().unwrap().to_owned();
        (rows(&ok(response).await), total)
    };
    let (hanser_id, gallimard_id) = (hanser["id"].to_string(), gallimard["id"].to_string());
    assert_eq!(company_page("limit=1").await, (vec![(hanser_id, "Hanser".into(), 1400.1, 2)], "2".to_owned()));
    assert_eq!(
        company_page("limit=1&offset=1").await,
        (vec![(gallimard_id, "Gallimard".into(), 266.4, 1)], "2".to_owned())
    );
    assert_eq!(company_page("limit=1&offset=5").await, (vec![], "2".to_owned()), "a page past the last still counts");
    assert_eq!(app.get("/api/reports/income?groupBy=company&limit=0", &viewer).await.status(), 400);
    let months = app.get(&format!("/api/reports/income?groupBy=month&{period}&limit=1&offset=1"), &viewer).await;
    assert_eq!(months.headers()["x-total-count"], "2");
    assert_eq!(rows(&ok(months).await), [("2026-03".into(), "2026-03".into(), 766.5, 2)], "months in order");
    let by_country = get(&app, &viewer, &format!("/api/reports/income?groupBy=country&{period}")).await;
    assert_eq!(
        rows(&by_country).iter().map(|(key, _, amount, _)| (key.as_str(), *amount)).collect::<Vec<_>>(),
        [("DE", 1400.1), ("FR", 266.4)]
    );
    assert_eq!(by_country[0]["label"], "Germany");
    let by_right = get(&app, &viewer, &format!("/api/reports/income?groupBy=contractType&{period}")).await;
    assert_eq!(
        rows(&by_right).iter().map(|(_, label, amount, _)| (label.as_str(), *amount)).collect::<Vec<_>>(),
        [("Translation", 1400.1), ("Audio", 266.4)],
        "the largest first"
    );
    let by_language = get(&app, &viewer, &format!("/api/reports/income?groupBy=language&{period}")).await;
    assert_eq!(rows(&by_language).len(), 2);
    let by_title = get(&app, &viewer, &format!("/api/reports/income?groupBy=title&{period}")).await;
    assert_eq!(rows(&by_title)[0].2, 1666.5);
    let march = get(&app, &viewer, "/api/reports/income?groupBy=year&from=2026-03-01&to=2026-03-31").await;
    assert_eq!(rows(&march), [("2026".into(), "2026".into(), 766.5, 2)]);
    assert_eq!(app.get("/api/reports/income?groupBy=week", &viewer).await.status(), 400);

    let outstanding = get(&app, &viewer, "/api/reports/outstanding").await;
    let owed: Vec<(&str, &str, f64, i64)> = outstanding
        .as_array()
        .unwrap()
        .iter()
        .map(|row| {
            (
                row["age"].as_str().unwrap(),
                row["currency"].as_str().unwrap(),
                row["amount"].as_f64().unwrap(),
                row["count"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(owed, [("0-30", "EUR", 200.0, 1), ("31-90", "USD", 300.0, 1), ("90+", "EUR", 50.0, 1)]);
    assert_eq!(outstanding[1]["homeAmount"], json!(240.0));

    let shares = get(&app, &viewer, &format!("/api/reports/author-shares?{period}")).await;
    // 1,400.10 of translation at 50% is 700.05; 266.40 of audio at 12.5% is 33.30.
    assert_eq!(shares.as_array().unwrap().len(), 1);
    assert_eq!(
        (&shares[0]["title"], &shares[0]["net"], &shares[0]["authorShare"]),
        (&json!("Dune"), &json!(1666.5), &json!(733.35))
    );
    assert_eq!(shares[0]["count"], 3);
    let other = app.sign_in_new("mallory@example.com", "Other", Role::Editor).await;
    assert_eq!(get(&app, &other, "/api/reports/income").await, json!([]));
    assert_eq!(get(&app, &other, "/api/reports/outstanding").await, json!([]));
}

#[tokio::test]
async fn the_author_shares_come_a_page_of_titles_at_a_time_with_their_total() {
    let app = TestApp::spawn().await;
    let (editor, viewer, _) = team(&app).await;
    // Five titles paid in 2026 (Beta twice, through two licenses), one paid only in 2025; shares
    // of 10% on each title's translation rights.
    let names = ["Epsilon", "Beta", "Delta", "Alpha", "Gamma", "Zeta"];
    for (index, name) in names.iter().enumerate() {
        let sold =
            license(&app, &editor, name, "Hanser", json!({"contractType": "foreign_rights", "language": "de"})).await;
        let on = if *name == "Zeta" { "2025-06-01" } else { "2026-02-01" };
        let amount = 100.0 * (index as f64 + 1.0);
        pay(
            &app,
            &editor,
            &sold,
            json!({"amount": amount, "dueDate": on, "receivedDate": on, "receivedAmount": amount}),
        )
        .await;
        let rights = format!("/api/titles/{}/rights", sold["titleId"]);
        ok(app
            .send(Method::POST, &rights, &editor, &json!({"contractType": "foreign_rights", "authorSharePct": 10}))
            .await)
        .await;
    }
    let second =
        license(&app, &editor, "Beta", "Gallimard", json!({"contractType": "foreign_rights", "language": "fr"})).await;
    pay(
        &app,
        &editor,
        &second,
        json!({"amount": 50, "dueDate": "2026-03-01", "receivedDate": "2026-03-01", "receivedAmount": 50}),
    )
    .await;

    let period = "from=2026-01-01&to=2026-12-31";
    let page = |query: String| {
        let app = &app;
        let viewer = &viewer;
        async move {
            let response = app.get(&format!("/api/reports/author-shares?{period}&{query}"), viewer).await;
            let total: i64 = response.headers()["x-total-count"].to_str().unwrap().parse().unwrap();
            let body = ok(response).await;
            let rows: Vec<(String, f64, f64)> = body
                .as_array()
                .unwrap()
                .iter()
                .map(|row| {
                    (
                        row["title"].as_str().unwrap().to_owned(),
                        row["net"].as_f64().unwrap(),
                        row["authorShare"].as_f64().unwrap(),
                    )
                })
                .collect();
            (rows, total)
        }
    };
    let row = |title: &str, net: f64| (title.to_owned(), net, net / 10.0);
    let (first, total) = page("limit=2".into()).await;
    assert_eq!((first, total), (vec![row("Alpha", 400.0), row("Beta", 250.0)], 5));
    let (second_page, total) = page("limit=2&offset=2".into()).await;
    assert_eq!((second_page, total), (vec![row("Delta", 300.0), row("Epsilon", 100.0)], 5));
    let (last, _) = page("limit=2&offset=4".into()).await;
    assert_eq!(last, vec![row("Gamma", 500.0)]);
    let (past, total) = page("limit=2&offset=10".into()).await;
    assert_eq!((past.len(), total), (0, 5), "a page past the last still counts");
    // Without a page, every title (the CSV's rows), the same as the pages put together.
    let (all, total) = page(String::new()).await;
    assert_eq!(all.len(), 5);
    assert_eq!(total, 5);
    assert_eq!(all[..2], page("limit=2".into()).await.0[..]);
    assert_eq!(app.get("/api/reports/author-shares?limit=0", &viewer).await.status(), 400);
    assert_eq!(app.get("/api/reports/author-shares?offset=-1", &viewer).await.status(), 400);

    let other = app.sign_in_new("mallory@example.com", "Other", Role::Editor).await;
    let response = app.get("/api/reports/author-shares?limit=50", &other).await;
    assert_eq!(response.headers()["x-total-count"], "0");
    assert_eq!(ok(response).await, json!([]));
}

#[tokio::test]
async fn a_license_moved_to_another_title_and_company_takes_its_income_along() {
    let app = TestApp::spawn().await;
    let (editor, viewer, _) = team(&app).await;
    let dune =
        license(&app, &editor, "Dune", "Hanser", json!({"contractType": "foreign_rights", "language": "de"})).await;
    let received = |amount: i64| json!({"amount": amount, "dueDate": "2026-02-01", "receivedDate": "2026-02-01", "receivedAmount": amount});
    pay(&app, &editor, &dune, received(100)).await;
    let income = async |group: &str| -> Vec<(String, f64)> {
        let rows = get(&app, &viewer, &format!("/api/reports/income?groupBy={group}")).await;
        rows.as_array()
            .unwrap()
            .iter()
            .map(|row| (row["label"].as_str().unwrap().to_owned(), row["amount"].as_f64().unwrap()))
            .collect()
    };
    let titles_paid = async || -> (Vec<String>, String) {
        let response = app.get("/api/reports/author-shares?limit=10", &viewer).await;
        let total = response.headers()["x-total-count"].to_str().unwrap().to_owned();
        let rows = ok(response).await;
        (rows.as_array().unwrap().iter().map(|row| row["title"].as_str().unwrap().to_owned()).collect(), total)
    };
    assert_eq!(income("company").await, [("Hanser".to_owned(), 100.0)]);
    assert_eq!(income("title").await, [("Dune".to_owned(), 100.0)]);
    assert_eq!(titles_paid().await, (vec!["Dune".to_owned()], "1".to_owned()));

    let gallimard = ok(app.send(Method::POST, "/api/companies", &editor, &json!({"name": "Gallimard"})).await).await;
    let arrakis = ok(app.send(Method::POST, "/api/titles", &editor, &json!({"name": "Arrakis"})).await).await;
    let mut moved = dune.clone();
    moved["companyId"] = gallimard["id"].clone();
    moved["company"] = json!("Gallimard");
    moved["titleId"] = arrakis["id"].clone();
    moved["title"] = json!("Arrakis");
    ok(app.send(Method::PUT, &format!("/api/licenses/{}", dune["id"]), &editor, &moved).await).await;
    assert_eq!(income("company").await, [("Gallimard".to_owned(), 100.0)]);
    assert_eq!(income("title").await, [("Arrakis".to_owned(), 100.0)]);
    assert_eq!(titles_paid().await, (vec!["Arrakis".to_owned()], "1".to_owned()));
    // A payment added after the move is the new company's and title's too.
    pay(&app, &editor, &dune, received(50)).await;
    assert_eq!(income("company").await, [("Gallimard".to_owned(), 150.0)]);
    assert_eq!(income("title").await, [("Arrakis".to_owned(), 150.0)]);
}

#[tokio::test]
async fn statements_earn_out_the_advance_and_the_overdue_ones_are_found() {
    let app = TestApp::spawn().await;
    let (editor, viewer, _) = team(&app).await;
    // Published 13 months ago, half-yearly, 90 days: the periods that ended are two or three.
    let published = day(-400);
    let dune = license(
        &app,
        &editor,
        "Dune",
        "Gallimard",
        json!({"status": "signed", "contractDate": day(-500),
        "publicationDate": published, "advance": 1000, "accountingPeriod": "half_year", "statementDays": 90}),
    )
    .await;
    let path = format!("/api/licenses/{}/statements", dune["id"]);
    let royalties = get(&app, &viewer, &format!("/api/licenses/{}/royalties", dune["id"])).await;
    let expected = royalties["expected"].as_array().unwrap().clone();
    assert!(expected.len() >= 2, "{royalties}");
    assert_eq!(
        (&royalties["advance"], &royalties["unearned"], &royalties["earnedOut"]),
        (&json!(1000.0), &json!(1000.0), &json!(false))
    );
    assert_eq!(expected[0]["periodStart"], json!(published));
    assert!(expected.iter().all(|e| e["received"] == false));
    assert_eq!(expected[0]["overdue"], true);
    let overdue = expected.iter().filter(|e| e["overdue"] == true).count();

    let backwards = json!({"periodStart": "2025-07-01", "periodEnd": "2025-06-30"});
    assert_eq!(
        errors_of(app.send(Method::POST, &path, &editor, &backwards).await).await,
        json!({"periodEnd": "Period end cannot be before its start"})
    );
    assert_eq!(
        errors_of(app.send(Method::POST, &path, &editor, &json!({"earned": 1.005})).await).await,
        json!({"periodStart": "Period start is required", "periodEnd": "Period end is required", "earned": "Use at most 2 decimals"})
    );
    assert_eq!(app.send(Method::POST, &path, &viewer, &json!({})).await.status(), 403);
    let first = json!({"periodStart": expected[0]["periodStart"], "periodEnd": expected[0]["periodEnd"],
        "receivedDate": day(-1), "copiesSold": 1200, "earned": 600.25});
    let stored = ok(app.send(Method::POST, &path, &editor, &first).await).await;
    assert_eq!((&stored["currency"], &stored["earned"]), (&json!("EUR"), &json!(600.25)));
    assert_eq!(stored["dueDate"], expected[0]["dueDate"]);
    let listed = get(&app, &viewer, "/api/statements?status=overdue").await;
    assert_eq!(listed.as_array().unwrap().len(), overdue - 1);
    assert_eq!(
        (&listed[0]["title"], &listed[0]["company"], &listed[0]["status"]),
        (&json!("Dune"), &json!("Gallimard"), &json!("overdue"))
    );
    let searched = get(&app, &viewer, "/api/statements?status=overdue&q=gallim&sort=-title").await;
    assert_eq!(searched, listed);
    assert_eq!(get(&app, &viewer, "/api/statements?status=overdue&q=emma").await, json!([]));
    let of_company = format!("/api/statements?status=overdue&companyId={}&limit=1", dune["companyId"]);
    assert_eq!(get(&app, &viewer, &of_company).await.as_array().unwrap().len(), 1.min(overdue - 1));
    let received = get(&app, &viewer, "/api/statements?status=received").await;
    assert_eq!((received.as_array().unwrap().len(), &received[0]["status"]), (1, &json!("received")));
    assert_eq!(received[0]["statement"]["copiesSold"], 1200);
    let home = get(&app, &viewer, "/api/dashboard").await;
    assert_eq!(home["statementsOverdue"], json!(overdue - 1));

    // The second statement earns it out; a royalty payment received is taken from what is payable.
    let second =
        json!({"periodStart": expected[1]["periodStart"], "periodEnd": expected[1]["periodEnd"], "earned": 500});
    ok(app.send(Method::POST, &path, &editor, &second).await).await;
    pay(
        &app,
        &editor,
        &dune,
        json!({"kind": "royalty", "amount": 50, "dueDate": day(-1), "receivedDate": day(-1), "receivedAmount": 50}),
    )
    .await;
    let royalties = get(&app, &viewer, &format!("/api/licenses/{}/royalties", dune["id"])).await;
    assert_eq!(
        (&royalties["earnedToDate"], &royalties["unearned"], &royalties["earnedOut"], &royalties["payable"]),
        (&json!(1100.25), &json!(0.0), &json!(true), &json!(50.25))
    );
    assert!(royalties["expected"][1]["received"].as_bool().unwrap());
    // A longer delay moves the statements' due dates with the license.
    let mut later = get(&app, &editor, &format!("/api/licenses/{}", dune["id"])).await;
    later["statementDays"] = json!(120);
    ok(app.send(Method::PUT, &format!("/api/licenses/{}", dune["id"]), &editor, &later).await).await;
    let statements = get(&app, &viewer, &path).await;
    assert_eq!(statements[0]["dueDate"], json!(plus_days(expected[0]["periodEnd"].as_str().unwrap(), 120)));
    // Each change is an entry of the license's history.
    let history = get(&app, &editor, &format!("/api/activity?entityType=license&entityId={}", dune["id"])).await;
    assert!(history.as_array().unwrap().iter().any(|entry| entry["changes"].get("statements").is_some()));
    let id = statements[0]["id"].clone();
    ok(app.send(Method::DELETE, &format!("{path}/{id}"), &editor, &json!({})).await).await;
    assert_eq!(get(&app, &viewer, &path).await.as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn payments_and_statements_due_are_in_the_calendar_the_feed_and_the_home_page() {
    let app = TestApp::spawn().await;
    let (editor, ..) = team(&app).await;
    let dune = license(
        &app,
        &editor,
        "Dune",
        "Gallimard",
        json!({"status": "signed", "publicationDate": day(-300),
        "statementDays": 30}),
    )
    .await;
    let due = pay(&app, &editor, &dune, json!({"amount": 250.5, "dueDate": day(3)})).await;
    pay(&app, &editor, &dune, json!({"amount": 100, "dueDate": day(-3)})).await;
    pay(&app, &editor, &dune, json!({"amount": 100, "dueDate": day(4), "receivedDate": day(0), "receivedAmount": 100}))
        .await;
    let royalties = get(&app, &editor, &format!("/api/licenses/{}/royalties", dune["id"])).await;
    let calendar = get(&app, &editor, &format!("/api/calendar?from={}&to={}", day(-300), day(99))).await;
    let kinds: Vec<(&str, &str)> = calendar
        .as_array()
        .unwrap()
        .iter()
        .filter(|entry| ["payment_due", "statement_due"].contains(&entry["kind"].as_str().unwrap()))
        .map(|entry| (entry["kind"].as_str().unwrap(), entry["start"].as_str().unwrap()))
        .collect();
    let mut expected: Vec<(&str, String)> = vec![("payment_due", day(-3)), ("payment_due", day(3))];
    assert!(!royalties["expected"].as_array().unwrap().is_empty());
    for statement in royalties["expected"].as_array().unwrap() {
        expected.push(("statement_due", statement["dueDate"].as_str().unwrap().to_owned()));
    }
    expected.sort_by(|a, b| (&a.1, a.0).cmp(&(&b.1, b.0)));
    let expected: Vec<(&str, &str)> = expected.iter().map(|(kind, date)| (*kind, date.as_str())).collect();
    assert_eq!(kinds, expected);
    let entry = calendar.as_array().unwrap().iter().find(|e| e["id"] == format!("payment_due-{}", due["id"])).unwrap();
    assert_eq!(
        (&entry["entityType"], &entry["entityId"], &entry["title"]),
        (&json!("license"), &dune["id"], &json!("Dune – Gallimard"))
    );

    let feed: Value = ok(app.send(Method::GET, "/api/calendar/feed", &editor, &json!({})).await).await;
    let text = app.client.get(feed["url"].as_str().unwrap()).send().await.unwrap().text().await.unwrap();
    assert!(text.contains(&format!("UID:payment_due-{}@rightsdesk", due["id"])), "{text}");
    assert!(text.contains("SUMMARY:Payment due: Dune – Gallimard"), "{text}");

    let home = get(&app, &editor, "/api/dashboard").await;
    assert_eq!(home["moneyDueThisWeek"], json!([{"currency": "EUR", "total": 250.5, "count": 1}]));
    assert_eq!(home["paymentsOverdue"], 1);
}

#[tokio::test]
async fn another_teams_license_is_not_found_and_viewers_only_read() {
    let app = TestApp::spawn().await;
    let (editor, viewer, _) = team(&app).await;
    let dune = license(&app, &editor, "Dune", "Gallimard", json!({})).await;
    let payment = pay(&app, &editor, &dune, json!({"amount": 10, "dueDate": day(1)})).await;
    let statements = format!("/api/licenses/{}/statements", dune["id"]);
    let statement = ok(app
        .send(Method::POST, &statements, &editor, &json!({"periodStart": "2025-01-01", "periodEnd": "2025-06-30"}))
        .await)
    .await;
    let payments = format!("/api/licenses/{}/payments", dune["id"]);
    let one_payment = format!("{payments}/{}", payment["id"]);
    let one_statement = format!("{statements}/{}", statement["id"]);
    let other = app.sign_in_new("mallory@example.com", "Other", Role::Admin).await;
    for path in [&payments, &statements, &format!("/api/licenses/{}/royalties", dune["id"])] {
        assert_eq!(app.get(path, &other).await.status(), 404, "{path}");
        assert_eq!(app.get(path, &viewer).await.status(), 200, "{path}");
    }
    let body = json!({"amount": 10, "dueDate": day(1)});
    let period = json!({"periodStart": "2025-01-01", "periodEnd": "2025-06-30"});
    for (method, path, body) in [
        (Method::POST, &payments, &body),
        (Method::PUT, &one_payment, &body),
        (Method::DELETE, &one_payment, &body),
        (Method::POST, &statements, &period),
        (Method::PUT, &one_statement, &period),
        (Method::DELETE, &one_statement, &period),
    ] {
        assert_eq!(app.send(method.clone(), path, &other, body).await.status(), 404, "{method} {path}");
        assert_eq!(app.send(method.clone(), path, &viewer, body).await.status(), 403, "{method} {path}");
    }
    // The other team's own license does not reach this one's payments.
    let theirs = license(&app, &other, "Emma", "Penguin", json!({})).await;
    let crossed = format!("/api/licenses/{}/payments/{}", theirs["id"], payment["id"]);
    assert_eq!(app.send(Method::PUT, &crossed, &other, &body).await.status(), 404);
    assert_eq!(get(&app, &other, "/api/payments").await, json!([]));
    assert_eq!(get(&app, &other, "/api/statements?status=received").await, json!([]));
    // A license's deletion takes its payments and statements with it.
    ok(app.send(Method::DELETE, &format!("/api/licenses/{}", dune["id"]), &editor, &json!({})).await).await;
    assert_eq!(get(&app, &editor, "/api/payments").await, json!([]));
}

/// The currency lists of migration 0019, which convert the advances stored before by their
/// currency's decimals, are core's.
#[test]
fn the_migrations_decimals_are_cores() {
    for migration in [
        include_str!("../../migrations/sqlite/0019_money.sql"),
        include_str!("../../migrations/postgres/0019_money.sql"),
    ] {
        let codes_after = |marker: &str| -> Vec<String> {
            let start = migration.find(marker).unwrap() + marker.len();
            let end = start + migration[start..].find(')').unwrap();
            migration[start..end].split(',').map(|code| code.trim().trim_matches('\'').to_owned()).collect()
        };
        let (none, three) = (codes_after("WHEN currency IN ("), codes_after("THEN 1\n           WHEN currency IN ("));
        let with = |decimals: u16| -> Vec<String> {
            Currency::all().iter().filter(|c| c.decimals() == decimals).map(|c| c.code().to_owned()).collect()
        };
        assert_eq!(none, with(0));
        assert_eq!(three, with(3));
        assert!(Currency::all().iter().all(|c| [0, 2, 3].contains(&c.decimals())));
    }
}

#[tokio::test]
async fn advances_stored_before_are_migrated_exactly() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let mut ids = Vec::new();
    for (title, currency) in
        [("Dune", "EUR"), ("Emma", "EUR"), ("Kafka", "JPY"), ("Ulysses", "KWD"), ("Odyssey", "EUR"), ("Bare", "EUR")]
    {
        let body = json!({"title": title, "company": "Hanser", "contractDate": "2024-01-01", "currency": currency, "notes": "Kept"});
        ids.push(ok(app.send(Method::POST, "/api/licenses", &token, &body).await).await["id"].as_i64().unwrap());
    }
    // As the previous release stored them: a REAL advance, none of the money tables.
    let pool = &app.state.db.pool;
    let real = match app.state.db.backend {
        rightsdesk_server::db::Backend::Sqlite => "REAL",
        rightsdesk_server::db::Backend::Postgres => "DOUBLE PRECISION",
    };
    let postgres = app.state.db.backend == rightsdesk_server::db::Backend::Postgres;
    let mut undo = vec![
        "DROP TABLE payments".to_owned(),
        "DROP TABLE statements".to_owned(),
        "DROP TABLE exchange_rates".to_owned(),
        "ALTER TABLE team_counts DROP COLUMN payments".to_owned(),
        "ALTER TABLE team_counts DROP COLUMN statements".to_owned(),
        "ALTER TABLE teams DROP COLUMN home_currency".to_owned(),
        "ALTER TABLE licenses DROP COLUMN accounting_period".to_owned(),
        "ALTER TABLE licenses DROP COLUMN statement_days".to_owned(),
        "ALTER TABLE licenses DROP COLUMN advance_minor".to_owned(),
        format!("ALTER TABLE licenses ADD COLUMN advance {real} CHECK (advance >= 0)"),
        "DELETE FROM _sqlx_migrations WHERE version = 19".to_owned(),
    ];
    if !postgres {
        // SQLite drops a trigger with its table; a column a trigger names cannot be dropped first.
        undo.retain(|statement| !statement.contains("team_counts DROP"));
        undo.insert(0, "ALTER TABLE team_counts DROP COLUMN statements".to_owned());
        undo.insert(0, "ALTER TABLE team_counts DROP COLUMN payments".to_owned());
        undo.retain(|statement| !statement.starts_with("DROP TABLE"));
        for table in ["exchange_rates", "statements", "payments"] {
            undo.insert(0, format!("DROP TABLE {table}"));
        }
    }
    // First, migration 0030's trigger, which keeps the payments' titles in step with their licenses'.
    undo.insert(0, format!("DROP TRIGGER licenses_payments_moved{}", if postgres { " ON licenses" } else { "" }));
    for statement in &undo {
        sqlx::query(statement).execute(pool).await.unwrap_or_else(|err| panic!("{statement}: {err}"));
    }
    let advances: [f64; 6] = [1234.56, 0.1 + 0.2, 150_000.0, 1.234, 1500.555, -1.0];
    for (id, advance) in ids.iter().zip(advances) {
        let advance = if advance < 0.0 { None } else { Some(advance) };
        sqlx::query(&format!("UPDATE licenses SET advance = CAST($1 AS {real}) WHERE id = $2"))
            .bind(advance.map(|a| a.to_string()))
            .bind(id)
            .execute(pool)
            .await
            .unwrap();
    }

    let migrated = app.spawn_sibling().await;
    let read = async |id: i64| ok(migrated.get(&format!("/api/licenses/{id}"), &token).await).await;
    let expected = [json!(1234.56), json!(0.3), json!(150000.0), json!(1.234), json!(1500.56), Value::Null];
    for (id, advance) in ids.iter().zip(&expected) {
        let stored = read(*id).await;
        assert_eq!(&stored["advance"], advance, "{stored}");
        assert_eq!((&stored["accountingPeriod"], &stored["statementDays"]), (&json!("half_year"), &json!(90)));
    }
    // The one with more decimals than euros have keeps its old value in its notes; the others
    // are untouched.
    assert_eq!(read(ids[4]).await["notes"], "Kept\nAdvance before amounts were exact: 1500.555 EUR");
    for id in [ids[0], ids[1], ids[2], ids[3], ids[5]] {
        assert_eq!(read(id).await["notes"], "Kept");
    }
    let settings = ok(migrated.get("/api/team/settings", &token).await).await;
    assert_eq!(settings["homeCurrency"], "EUR");
    let minor: Vec<Option<i64>> = sqlx::query_scalar("SELECT advance_minor FROM licenses ORDER BY id")
        .fetch_all(&migrated.state.db.pool)
        .await
        .unwrap();
    assert_eq!(minor, [Some(123_456), Some(30), Some(150_000), Some(1234), Some(150_056), None]);
}

#[tokio::test]
async fn payments_stored_before_carry_their_licenses_title_and_company_after_the_migration() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let dune = license(&app, &token, "Dune", "Hanser", json!({})).await;
    let emma = license(&app, &token, "Emma", "Gallimard", json!({})).await;
    for (sold, amount) in [(&dune, 100), (&emma, 20), (&dune, 5)] {
        let body =
            json!({"amount": amount, "dueDate": "2026-02-01", "receivedDate": "2026-02-01", "receivedAmount": amount});
        pay(&app, &token, sold, body).await;
    }
    // As the previous release stored them: no title or company on a payment.
    let postgres = app.state.db.backend == rightsdesk_server::db::Backend::Postgres;
    let on = |table: &str| if postgres { format!(" ON {table}") } else { String::new() };
    let mut undo = vec![
        format!("DROP TRIGGER payments_license_of{}", on("payments")),
        format!("DROP TRIGGER licenses_payments_moved{}", on("licenses")),
        "DROP INDEX payments_team_company_received".to_owned(),
        "DROP INDEX payments_team_title_received".to_owned(),
        "ALTER TABLE payments DROP COLUMN title_id".to_owned(),
        "ALTER TABLE payments DROP COLUMN company_id".to_owned(),
        "CREATE INDEX licenses_team_title ON licenses (team_id, title_id)".to_owned(),
        "DELETE FROM _sqlx_migrations WHERE version = 30".to_owned(),
    ];
    if postgres {
        undo.insert(2, "DROP FUNCTION payments_license_of()".to_owned());
        undo.insert(3, "DROP FUNCTION licenses_payments_moved()".to_owned());
    }
    for statement in &undo {
        sqlx::query(statement).execute(&app.state.db.pool).await.unwrap_or_else(|err| panic!("{statement}: {err}"));
    }

    let migrated = app.spawn_sibling().await;
    let income = async |group: &str| -> Vec<(String, f64)> {
        let rows = ok(migrated.get(&format!("/api/reports/income?groupBy={group}"), &token).await).await;
        rows.as_array()
            .unwrap()
            .iter()
            .map(|row| (row["label"].as_str().unwrap().to_owned(), row["amount"].as_f64().unwrap()))
            .collect()
    };
    let mut by_company = income("company").await;
    by_company.sort_by(|a, b| a.0.cmp(&b.0));
    assert_eq!(by_company, [("Gallimard".to_owned(), 20.0), ("Hanser".to_owned(), 105.0)]);
    let mut by_title = income("title").await;
    by_title.sort_by(|a, b| a.0.cmp(&b.0));
    assert_eq!(by_title, [("Dune".to_owned(), 105.0), ("Emma".to_owned(), 20.0)]);
    let shares = migrated.get("/api/reports/author-shares?limit=1", &token).await;
    assert_eq!(shares.headers()["x-total-count"], "2");
    assert_eq!(ok(shares).await[0]["title"], "Dune");
}
