//! The royalty statements awaited, stored for the team-wide lists, the counts, the calendar and
//! the digests (migrations/*/0028_money_reads.sql): after each write they derive from they
//! are exactly what each license's royalties (worked out by core from the license on every read)
//! call for and did not receive; a team's are written again once its horizon has passed; and a
//! database of the previous release gets them at its first read.

use reqwest::Method;
use rightsdesk_core::Role;
use rightsdesk_server::clock::plus_days;
use serde_json::{Value, json};

use crate::helpers::{TestApp, temp_dir, today};

async fn ok(response: reqwest::Response) -> Value {
    let status = response.status();
    let body: Value = response.json().await.unwrap();
    assert_eq!(status, 200, "{body}");
    body
}

fn day(offset: i64) -> String {
    plus_days(&today(), offset)
}

/// A statement awaited: its license, period start and end, and due date.
type Awaited = (i64, String, String, String);

/// What the stored rows say the team awaits, by license and period.
async fn stored(app: &TestApp) -> Vec<Awaited> {
    sqlx::query_as(
        "SELECT license_id, CAST(period_start AS TEXT), CAST(period_end AS TEXT), CAST(due_date AS TEXT)
           FROM awaited_statements ORDER BY license_id, period_end",
    )
    .fetch_all(&app.state.db.pool)
    .await
    .unwrap()
}

/// What the royalties of every license that accounts for sales (not a draft, nor one out for
/// signature) say it awaits: the statements it calls for, not received, by license and period.
async fn called_for(app: &TestApp, token: &str) -> Vec<Awaited> {
    let ids: Vec<i64> = sqlx::query_scalar("SELECT id FROM licenses WHERE status NOT IN ('draft', 'sent') ORDER BY id")
        .fetch_all(&app.state.db.pool)
        .await
        .unwrap();
    let mut awaited = Vec::new();
    for id in ids {
        let royalties = ok(app.get(&format!("/api/licenses/{id}/royalties"), token).await).await;
        for expected in royalties["expected"].as_array().unwrap() {
            if expected["received"] == false {
                let text = |key: &str| expected[key].as_str().unwrap().to_owned();
                awaited.push((id, text("periodStart"), text("periodEnd"), text("dueDate")));
            }
        }
    }
    awaited
}

/// The stored rows are what the licenses call for, after `what`.
async fn agree(app: &TestApp, token: &str, what: &str) {
    let called = called_for(app, token).await;
    assert_eq!(stored(app).await, called, "after {what}");
}

async fn put_license(app: &TestApp, token: &str, id: &Value, change: Value) {
    let path = format!("/api/licenses/{id}");
    let mut license = ok(app.get(&path, token).await).await;
    for (key, value) in change.as_object().unwrap() {
        license[key] = value.clone();
    }
    ok(app.send(Method::PUT, &path, token, &license).await).await;
}

#[tokio::test]
async fn the_statements_awaited_follow_every_write_they_derive_from() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    // The team's first read stores its (no) statements awaited; from then on writes follow them.
    assert_eq!(ok(app.get("/api/statements", &token).await).await, json!([]));
    let license = async |title: &str, extra: Value| {
        let mut body = json!({"title": title, "company": "Gallimard", "contractDate": day(-900), "currency": "EUR"});
        for (key, value) in extra.as_object().unwrap() {
            body[key] = value.clone();
        }
        ok(app.send(Method::POST, "/api/licenses", &token, &body).await).await["id"].clone()
    };
    let dune = license("Dune", json!({"status": "signed", "publicationDate": day(-400)})).await;
    agree(&app, &token, "a signed license published").await;
    assert!(stored(&app).await.len() >= 2);
    let emma = license("Emma", json!({"status": "draft", "publicationDate": day(-800)})).await;
    agree(&app, &token, "a draft").await;
    put_license(&app, &token, &emma, json!({"status": "signed"})).await;
    agree(&app, &token, "its signature").await;
    put_license(&app, &token, &dune, json!({"publicationDate": day(-1000)})).await;
    agree(&app, &token, "a publication date moved").await;
    put_license(&app, &token, &dune, json!({"accountingPeriod": "year"})).await;
    agree(&app, &token, "a period changed").await;
    put_license(&app, &token, &dune, json!({"statementDays": 10})).await;
    agree(&app, &token, "statement days changed").await;
    put_license(&app, &token, &dune, json!({"publicationDate": null})).await;
    agree(&app, &token, "a publication date removed").await;
    put_license(&app, &token, &dune, json!({"publicationDate": day(-700), "accountingPeriod": "half_year"})).await;
    agree(&app, &token, "a publication date given again").await;

    let path = format!("/api/licenses/{dune}/statements");
    let first = stored(&app).await.into_iter().find(|(id, ..)| json!(id) == dune).unwrap();
    let recorded = json!({"periodStart": first.1, "periodEnd": first.2, "earned": 10});
    let statement = ok(app.send(Method::POST, &path, &token, &recorded).await).await;
    agree(&app, &token, "a statement recorded").await;
    assert!(!stored(&app).await.contains(&first));
    // A statement whose end falls in the next period covers that one instead.
    let moved =
        json!({"id": statement["id"], "periodStart": first.1, "periodEnd": plus_days(&first.2, 1), "earned": 10});
    ok(app.send(Method::PUT, &format!("{path}/{}", statement["id"]), &token, &moved).await).await;
    agree(&app, &token, "a statement's period changed").await;
    assert!(stored(&app).await.contains(&first));
    ok(app.send(Method::DELETE, &format!("{path}/{}", statement["id"]), &token, &json!({})).await).await;
    agree(&app, &token, "a statement removed").await;
    ok(app.send(Method::DELETE, &format!("/api/licenses/{emma}"), &token, &json!({})).await).await;
    agree(&app, &token, "a license deleted").await;
    assert!(stored(&app).await.iter().all(|(id, ..)| json!(id) != emma));

    // An import of licenses, published and signed.
    let file = temp_dir("awaited").join("licenses.csv");
    std::fs::write(
        &file,
        format!(
            "title,company,contractDate,status,publicationDate\nKafka,Hanser,{},signed,{}\nUlysses,Hanser,{},sent,{}\n",
            day(-900),
            day(-500),
            day(-900),
            day(-600)
        ),
    )
    .unwrap();
    rightsdesk_server::import::licenses(&app.state.db, "Acme", &file, false).await.unwrap();
    agree(&app, &token, "an import").await;

    // The lists read them: overdue and expected together are what the licenses call for.
    let mut listed: Vec<Awaited> = Vec::new();
    for status in ["overdue", "expected"] {
        for row in ok(app.get(&format!("/api/statements?status={status}"), &token).await).await.as_array().unwrap() {
            let text = |key: &str| row[key].as_str().unwrap().to_owned();
            listed.push((row["licenseId"].as_i64().unwrap(), text("periodStart"), text("periodEnd"), text("dueDate")));
        }
    }
    listed.sort();
    assert_eq!(listed, called_for(&app, &token).await);
}

#[tokio::test]
async fn a_team_s_statements_awaited_are_written_again_past_its_horizon() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let body = json!({"title": "Dune", "company": "Gallimard", "contractDate": day(-900), "status": "signed",
        "publicationDate": day(-700)});
    ok(app.send(Method::POST, "/api/licenses", &token, &body).await).await;
    let overdue = ok(app.get("/api/statements?status=overdue", &token).await).await;
    assert!(!overdue.as_array().unwrap().is_empty());
    let horizon = || async {
        sqlx::query_scalar::<_, String>("SELECT CAST(statements_awaited_through AS TEXT) FROM teams")
            .fetch_one(&app.state.db.pool)
            .await
            .unwrap()
    };
    // 1 January or 1 July, the first day of today's half-year.
    let now = today();
    let half = if &now[5..7] <= "06" { "01-01" } else { "07-01" };
    assert_eq!(horizon().await, format!("{}-{half}", &now[..4]));
    // As the rows of a half-year ago were: the count of the home page, read next, is today's.
    for statement in
        ["DELETE FROM awaited_statements", "UPDATE teams SET statements_awaited_through = date('2000-01-01')"]
    {
        sqlx::query(statement).execute(&app.state.db.pool).await.unwrap();
    }
    let home = ok(app.get("/api/dashboard", &token).await).await;
    assert_eq!(home["statementsOverdue"], json!(overdue.as_array().unwrap().len()));
    assert_eq!(horizon().await, format!("{}-{half}", &now[..4]));
    assert_eq!(ok(app.get("/api/statements?status=overdue", &token).await).await, overdue);
}

#[tokio::test]
async fn a_database_of_the_previous_release_gets_its_statements_awaited() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let other = app.sign_in_new("bob@example.com", "Other", Role::Editor).await;
    for (title, company, published, token) in [
        ("Dune", "Gallimard", day(-400), &token),
        ("Emma", "Hanser", day(-1000), &token),
        ("Kafka", "Einaudi", day(-300), &other),
    ] {
        let body = json!({"title": title, "company": company, "contractDate": day(-1200), "status": "signed",
            "publicationDate": published, "statementDays": 30, "currency": "EUR"});
        let id = ok(app.send(Method::POST, "/api/licenses", token, &body).await).await["id"].clone();
        let first = json!({"periodStart": published, "periodEnd": published, "earned": 5});
        ok(app.send(Method::POST, &format!("/api/licenses/{id}/statements"), token, &first).await).await;
    }
    let reads = ["/api/statements?status=overdue", "/api/statements?status=expected", "/api/overdue"];
    let calendar = format!("/api/calendar?from={}&to={}", day(-390), day(0));
    let mut before = Vec::new();
    for path in reads.iter().copied().chain([calendar.as_str()]) {
        before.push((ok(app.get(path, &token).await).await, ok(app.get(path, &other).await).await));
    }
    assert!(!before[0].0.as_array().unwrap().is_empty());

    // As the previous release left the database: none of migration 0028 (on one connection, which
    // sees each change of the schema made before).
    let mut conn = app.state.db.pool.acquire().await.unwrap();
    for statement in [
        "DROP TABLE awaited_statements",
        "ALTER TABLE teams DROP COLUMN statements_awaited_through",
        "DROP INDEX payments_team_license_received",
        "DROP INDEX payments_team_owed",
        "CREATE INDEX payments_team_owed ON payments (team_id, due_date, currency, amount_minor, received_minor)",
        "DELETE FROM _sqlx_migrations WHERE version = 28",
    ] {
        sqlx::query(statement).execute(&mut *conn).await.unwrap_or_else(|err| panic!("{statement}: {err}"));
    }
    drop(conn);
    let migrated = app.spawn_sibling().await;
    let mut after = Vec::new();
    for path in reads.iter().copied().chain([calendar.as_str()]) {
        after.push((ok(migrated.get(path, &token).await).await, ok(migrated.get(path, &other).await).await));
    }
    assert_eq!(after, before);
}
