//! What is ours to sell (docs/http.md, "Rights held", "Licenses gain", "Availability"): rights
//! held and their history, the license's rights fields and the overlap rule (also when two
//! writes race), availability and the grid, the convert that declines the other pitches, and the
//! migration of the licenses and pitches stored before.

use reqwest::Method;
use rightsdesk_core::Role;
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

fn in_a_year() -> String {
    plus_days(&today(), 365)
}

/// A signed exclusive German translation license of `title` to `company`.
fn german(title: &str, company: &str) -> Value {
    json!({
        "title": title, "company": company, "contractDate": "2026-01-01", "endDate": "2031-12-31",
        "contractType": "foreign_rights", "language": "de", "status": "signed",
        "territory": {"world": false, "include": ["DE", "AT", "CH"]}
    })
}

#[tokio::test]
async fn rights_held_are_recorded_checked_and_told_in_the_titles_history() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let title = ok(app.send(Method::POST, "/api/titles", &token, &json!({"name": "Dune"})).await).await;
    let id = title["id"].as_i64().unwrap();
    let rights = format!("/api/titles/{id}/rights");
    assert_eq!(ok(app.get(&rights, &token).await).await, json!([]));

    let translation = json!({
        "contractType": "foreign_rights", "languages": ["fr", "de", "de"],
        "territory": {"world": true, "exclude": ["us"]}, "status": "provisional", "heldUntil": "2040-12-31",
        "authorSharePct": 50, "authorApprovalRequired": true, "source": "Head contract of 2024-02-01"
    });
    let stored = ok(app.send(Method::POST, &rights, &token, &translation).await).await;
    assert_eq!(stored["languages"], json!(["de", "fr"]));
    assert_eq!(stored["territory"], json!({"world": true, "include": [], "exclude": ["US"]}));
    assert_eq!((&stored["status"], &stored["authorSharePct"]), (&json!("provisional"), &json!(50.0)));
    let audio = ok(app.send(Method::POST, &rights, &token, &json!({"contractType": "audio"})).await).await;
    assert_eq!((&audio["status"], &audio["languages"]), (&json!("confirmed"), &json!([])));
    let listed = ok(app.get(&rights, &token).await).await;
    assert_eq!(listed, json!([stored, audio]));

    // Each change is an entry of the title's history and a new version of the title.
    let right_path = format!("{rights}/{}", stored["id"]);
    let mut confirmed = stored.clone();
    confirmed["status"] = json!("confirmed");
    ok(app.send(Method::PUT, &right_path, &token, &confirmed).await).await;
    ok(app.send(Method::DELETE, &format!("{rights}/{}", audio["id"]), &token, &json!({})).await).await;
    let history = ok(app.get(&format!("/api/activity?entityType=title&entityId={id}"), &token).await).await;
    // The newest first, down to the title's making.
    let changes: Vec<&Value> = history.as_array().unwrap().iter().map(|e| &e["changes"]["rightsHeld"]).collect();
    assert_eq!(
        changes,
        [
            &json!(["Audio · all languages · World", null]),
            &json!([
                "Translation · de, fr · World except US · until 2040-12-31 · Provisional",
                "Translation · de, fr · World except US · until 2040-12-31"
            ]),
            &json!([null, "Audio · all languages · World"]),
            &json!([null, "Translation · de, fr · World except US · until 2040-12-31 · Provisional"]),
            &Value::Null,
        ]
    );
    let now = ok(app.get(&format!("/api/titles/{id}"), &token).await).await;
    assert_eq!(now["version"], json!(5), "made, then four changes of its rights");

    // The rules, with core's messages and the lists' codes.
    let wrong = json!({"authorSharePct": 101, "languages": ["xx"], "territory": "DE, QQ"});
    assert_eq!(
        errors_of(app.send(Method::POST, &rights, &token, &wrong).await).await,
        json!({
            "contractType": "Right is required",
            "authorSharePct": "Author share must be between 0 and 100",
            "languages": "Unknown language",
            "territory": "Unknown country code: QQ"
        })
    );

    // Viewers read; another team sees nothing.
    let viewer = app.sign_in_new("victor@example.com", "Acme", Role::Viewer).await;
    assert_eq!(ok(app.get(&rights, &viewer).await).await.as_array().unwrap().len(), 1);
    assert_eq!(app.send(Method::POST, &rights, &viewer, &json!({"contractType": "audio"})).await.status(), 403);
    let mallory = app.sign_in_new("mallory@example.com", "Other", Role::Editor).await;
    assert_eq!(app.get(&rights, &mallory).await.status(), 404);
    assert_eq!(app.send(Method::POST, &rights, &mallory, &json!({"contractType": "audio"})).await.status(), 404);
    assert_eq!(app.send(Method::PUT, &right_path, &mallory, &confirmed).await.status(), 404);
    assert_eq!(app.send(Method::DELETE, &right_path, &mallory, &json!({})).await.status(), 404);
    assert_eq!(app.get(&format!("/api/titles/{id}/availability"), &mallory).await.status(), 404);
}

#[tokio::test]
async fn all_rights_are_held_in_one_step_adding_only_the_missing_ones() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let title = ok(app.send(Method::POST, "/api/titles", &token, &json!({"name": "Dune"})).await).await;
    let id = title["id"].as_i64().unwrap();
    let rights = format!("/api/titles/{id}/rights");
    let audio = json!({"contractType": "audio", "languages": ["en"], "status": "provisional"});
    ok(app.send(Method::POST, &rights, &token, &audio).await).await;

    let all = ok(app.send(Method::POST, &format!("{rights}/all"), &token, &json!({})).await).await;
    let all = all.as_array().unwrap();
    assert_eq!(all.len(), 15, "every right once: {all:?}");
    // The audio row recorded before stays as it was; the others are the world, every language.
    let held_audio = all.iter().find(|row| row["contractType"] == "audio").unwrap();
    assert_eq!((&held_audio["languages"], &held_audio["status"]), (&json!(["en"]), &json!("provisional")));
    let stage = all.iter().find(|row| row["contractType"] == "stage").unwrap();
    assert_eq!(
        (&stage["languages"], &stage["territory"], &stage["status"]),
        (&json!([]), &json!({"world": true, "include": [], "exclude": []}), &json!("confirmed"))
    );
    let history = ok(app.get(&format!("/api/activity?entityType=title&entityId={id}&limit=1"), &token).await).await;
    let line = history[0]["changes"]["rightsHeld"][1].as_str().unwrap();
    assert!(line.starts_with("Translation, ") && line.ends_with(" · all languages · World"), "{line}");
    assert!(!line.contains("Audio"), "audio was held already: {line}");

    // Again: nothing to add, nothing written.
    assert_eq!(
        ok(app.send(Method::POST, &format!("{rights}/all"), &token, &json!({})).await).await.as_array().unwrap().len(),
        15
    );
    let entries = ok(app.get(&format!("/api/activity?entityType=title&entityId={id}"), &token).await).await;
    assert_eq!(entries.as_array().unwrap().len(), 3, "made, audio, all");

    let viewer = app.sign_in_new("victor@example.com", "Acme", Role::Viewer).await;
    assert_eq!(app.send(Method::POST, &format!("{rights}/all"), &viewer, &json!({})).await.status(), 403);
    let mallory = app.sign_in_new("mallory@example.com", "Other", Role::Editor).await;
    assert_eq!(app.send(Method::POST, &format!("{rights}/all"), &mallory, &json!({})).await.status(), 404);
}

#[tokio::test]
async fn an_exclusive_license_may_not_overlap_another() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let hanser = ok(app.send(Method::POST, "/api/licenses", &token, &german("Dune", "Hanser Verlag")).await).await;
    assert_eq!(
        (&hanser["status"], &hanser["signed"], &hanser["exclusive"]),
        (&json!("signed"), &json!(true), &json!(true))
    );
    assert_eq!(hanser["territory"], json!({"world": false, "include": ["AT", "CH", "DE"], "exclude": []}));

    let overlapping = json!({"territory": "Overlaps the exclusive license to Hanser Verlag (de, until 2031-12-31)"});
    let mut rival = german("Dune", "Rowohlt");
    rival["status"] = json!("sent");
    rival["territory"] = json!("DE");
    assert_eq!(errors_of(app.send(Method::POST, "/api/licenses", &token, &rival).await).await, overlapping);
    // Not exclusive, a draft, another language, another country, after its end: no overlap.
    for (field, value) in [
        ("exclusive", json!(false)),
        ("status", json!("draft")),
        ("language", json!("fr")),
        ("territory", json!("FR")),
        ("contractDate", json!("2032-01-01")),
    ] {
        let mut other = rival.clone();
        other[field] = value;
        if field == "contractDate" {
            other["endDate"] = Value::Null;
        }
        ok(app.send(Method::POST, "/api/licenses", &token, &other).await).await;
    }
    // A draft that becomes signed is held to the rule; a license does not overlap itself.
    let mut draft = german("Dune", "Diogenes");
    draft["status"] = json!("draft");
    let draft = ok(app.send(Method::POST, "/api/licenses", &token, &draft).await).await;
    let mut signing = draft.clone();
    signing["status"] = json!("signed");
    let path = format!("/api/licenses/{}", draft["id"]);
    assert_eq!(errors_of(app.send(Method::PUT, &path, &token, &signing).await).await, overlapping);
    let again = ok(app.send(Method::PUT, &format!("/api/licenses/{}", hanser["id"]), &token, &hanser).await).await;
    assert_eq!(again["status"], "signed");

    // An older client's license: `signed` alone says the status; the world, exclusive.
    let old = json!({"title": "Emma", "company": "Penguin", "contractDate": "2024-01-01", "signed": true});
    let stored = ok(app.send(Method::POST, "/api/licenses", &token, &old).await).await;
    assert_eq!((&stored["status"], &stored["exclusive"]), (&json!("signed"), &json!(true)));
    assert_eq!(stored["territory"], json!({"world": true, "include": [], "exclude": []}));
    // A translation names its language; a reverted license its date.
    let no_language = json!({"title": "Emma", "company": "Penguin", "contractDate": "2024-01-01",
        "contractType": "audio", "status": "reverted"});
    assert_eq!(
        errors_of(app.send(Method::POST, "/api/licenses", &token, &no_language).await).await,
        json!({"language": "Language is required for this right", "reversionDate": "Reversion date is required"})
    );
    let unknown = json!({"title": "Emma", "company": "Penguin", "contractDate": "2024-01-01", "language": "qq",
        "territory": {"world": true, "exclude": ["XK"]}});
    assert_eq!(
        errors_of(app.send(Method::POST, "/api/licenses", &token, &unknown).await).await,
        json!({"language": "Unknown language", "territory": "Unknown country code: XK"})
    );
}

#[tokio::test]
async fn of_two_exclusive_licenses_written_at_once_one_wins() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    for round in 0..4 {
        let title = format!("Dune {round}");
        ok(app.send(Method::POST, "/api/titles", &token, &json!({"name": title})).await).await;
        let (hanser, rowohlt) = (german(&title, "Hanser Verlag"), german(&title, "Rowohlt"));
        let (first, second) = tokio::join!(
            app.send(Method::POST, "/api/licenses", &token, &hanser),
            app.send(Method::POST, "/api/licenses", &token, &rowohlt),
        );
        let mut statuses = [first.status().as_u16(), second.status().as_u16()];
        statuses.sort();
        assert_eq!(statuses, [200, 422], "round {round}");
    }
}

#[tokio::test]
async fn availability_answers_each_state_and_the_grid() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let title = ok(app.send(Method::POST, "/api/titles", &token, &json!({"name": "Dune"})).await).await;
    let id = title["id"].as_i64().unwrap();
    let ask = |query: &str| format!("/api/titles/{id}/availability?{query}");
    let state = async |query: &str| ok(app.get(&ask(query), &token).await).await["state"].as_str().unwrap().to_owned();

    // No rights recorded: nothing is refused, everything is available.
    assert_eq!(state("contractType=foreign_rights&language=de").await, "available");
    let grid = ok(app.get(&format!("/api/titles/{id}/availability"), &token).await).await;
    assert_eq!(grid, json!({"rightsRecorded": false, "rights": []}));

    // Rights held: translation into German and Italian, the world.
    let held = json!({"contractType": "foreign_rights", "languages": ["de", "it"]});
    ok(app.send(Method::POST, &format!("/api/titles/{id}/rights"), &token, &held).await).await;
    assert_eq!(state("contractType=foreign_rights&language=fr").await, "not_held");
    assert_eq!(state("contractType=audio&language=de").await, "not_held");
    assert_eq!(state("contractType=foreign_rights&language=de").await, "available");

    let hanser = ok(app.send(Method::POST, "/api/licenses", &token, &german("Dune", "Hanser Verlag")).await).await;
    let sold = ok(app.get(&ask("contractType=foreign_rights&language=de&territory=DE,AT"), &token).await).await;
    assert_eq!(
        sold,
        json!({"state": "sold", "reasons": [{"kind": "license", "id": hanser["id"], "company": "Hanser Verlag",
            "status": "signed", "exclusive": true, "until": "2031-12-31"}]})
    );
    assert_eq!(state("contractType=foreign_rights&language=de&territory=LU").await, "available");

    let pitch = |company: &str, status: &str| {
        json!({"title": "Dune", "company": company, "language": "it", "status": status, "sentDate": "2026-03-10",
            "optionExpiry": in_a_year()})
    };
    let mondadori = ok(app.send(Method::POST, "/api/prospections", &token, &pitch("Mondadori", "sent")).await).await;
    assert_eq!(state("contractType=foreign_rights&language=it").await, "pitched");
    let mut optioned = mondadori.clone();
    optioned["status"] = json!("interested");
    let interested =
        ok(app.send(Method::PUT, &format!("/api/prospections/{}", mondadori["id"]), &token, &optioned).await).await;
    let mut option = interested.clone();
    option["status"] = json!("option");
    ok(app.send(Method::PUT, &format!("/api/prospections/{}", mondadori["id"]), &token, &option).await).await;
    let answer = ok(app.get(&ask("contractType=foreign_rights&language=it"), &token).await).await;
    assert_eq!((&answer["state"], &answer["reasons"][0]["until"]), (&json!("optioned"), &json!(in_a_year())));

    let grid = ok(app.get(&format!("/api/titles/{id}/availability"), &token).await).await;
    let states: Vec<(&str, &str)> = grid["rights"][0]["languages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|cell| (cell["language"].as_str().unwrap(), cell["state"].as_str().unwrap()))
        .collect();
    assert_eq!(grid["rightsRecorded"], true);
    assert_eq!(grid["rights"][0]["contractType"], "foreign_rights");
    assert_eq!(states, [("de", "sold"), ("it", "optioned")]);

    for (query, message) in [
        ("contractType=comics", "contractType must be one of"),
        ("contractType=audio&language=xx", "language must be an ISO 639-1 code"),
        ("contractType=audio&territory=DE,QQ", "territory: Unknown country code: QQ"),
    ] {
        let response = app.get(&ask(query), &token).await;
        assert_eq!(response.status(), 400, "{query}");
        let body: Value = response.json().await.unwrap();
        assert!(body["message"].as_str().unwrap().starts_with(message), "{query}: {body}");
    }
}

#[tokio::test]
async fn converting_declines_the_other_pitches_of_that_right_and_language() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let pitch = |company: &str, language: Option<&str>, status: &str| {
        json!({"title": "Dune", "company": company, "language": language, "status": status, "sentDate": "2026-03-10",
            "optionExpiry": in_a_year(), "territory": "IT"})
    };
    let mut ids = Vec::new();
    for (company, language, status) in [
        ("Mondadori", Some("it"), "option"),
        ("Einaudi", Some("it"), "reading"),
        ("Adelphi", None, "sent"),
        ("Gallimard", Some("fr"), "sent"),
    ] {
        let mut body = pitch(company, language, status);
        if status == "option" {
            body["status"] = json!("interested");
            let made = ok(app.send(Method::POST, "/api/prospections", &token, &body).await).await;
            body = made.clone();
            body["status"] = json!("option");
            ok(app.send(Method::PUT, &format!("/api/prospections/{}", made["id"]), &token, &body).await).await;
            ids.push(made["id"].as_i64().unwrap());
        } else {
            ids.push(
                ok(app.send(Method::POST, "/api/prospections", &token, &body).await).await["id"].as_i64().unwrap(),
            );
        }
    }
    let convert = format!("/api/prospections/{}/convert", ids[0]);
    let converted = ok(app.send(Method::POST, &convert, &token, &json!({"declineOthers": true})).await).await;
    assert_eq!(converted["declined"], json!([ids[1], ids[2]]), "Italian, and the one in every language");
    assert_eq!(converted["license"]["language"], "it");
    assert_eq!(converted["license"]["territory"], json!({"world": false, "include": ["IT"], "exclude": []}));
    for (id, status, reason) in [
        (ids[1], "declined", json!("sold_elsewhere")),
        (ids[2], "declined", json!("sold_elsewhere")),
        (ids[3], "sent", Value::Null),
    ] {
        let stored = ok(app.get(&format!("/api/prospections/{id}"), &token).await).await;
        assert_eq!((&stored["status"], &stored["declineReason"]), (&json!(status), &reason), "{id}");
    }
    let moves = ok(app.get("/api/activity?action=move&entityType=prospection", &token).await).await;
    let declined: Vec<&Value> = moves
        .as_array()
        .unwrap()
        .iter()
        .filter(|entry| entry["changes"]["declineReason"][1] == "sold_elsewhere")
        .map(|entry| &entry["entityId"])
        .collect();
    assert_eq!(declined.len(), 2, "each decline is in the log");

    // Once the license is signed, a convert that would overlap it is refused with 409.
    let mut license = converted["license"].clone();
    license["status"] = json!("signed");
    ok(app.send(Method::PUT, &format!("/api/licenses/{}", license["id"]), &token, &license).await).await;
    let mut reopened = ok(app.get(&format!("/api/prospections/{}", ids[1]), &token).await).await;
    reopened["status"] = json!("interested");
    ok(app.send(Method::PUT, &format!("/api/prospections/{}", ids[1]), &token, &reopened).await).await;
    let refused = app.send(Method::POST, &format!("/api/prospections/{}/convert", ids[1]), &token, &json!({})).await;
    assert_eq!(refused.status(), 409);
    let body: Value = refused.json().await.unwrap();
    assert!(
        body["message"].as_str().unwrap().starts_with("Overlaps the exclusive license to Mondadori (it, "),
        "{body}"
    );
}

#[tokio::test]
async fn licenses_and_pitches_stored_before_are_migrated_without_loss() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let signed = json!({"title": "Dune", "company": "Hanser", "contractDate": "2024-01-01", "signed": true});
    let unsigned = json!({"title": "Emma", "company": "Penguin", "contractDate": "2024-01-01", "notes": "Kept"});
    let signed = ok(app.send(Method::POST, "/api/licenses", &token, &signed).await).await;
    let unsigned = ok(app.send(Method::POST, "/api/licenses", &token, &unsigned).await).await;
    let plain = json!({"title": "Dune", "company": "Gallimard", "notes": "Keen"});
    let uk = ok(app.send(Method::POST, "/api/prospections", &token, &plain).await).await;
    let world =
        ok(app.send(Method::POST, "/api/prospections", &token, &json!({"title": "Dune", "company": "X"})).await).await;
    // As the previous release stored them: no rights columns, a pitch's territory in free text.
    let pool = &app.state.db.pool;
    for statement in [
        "DROP INDEX licenses_team_right",
        "DROP INDEX prospections_team_right",
        "DELETE FROM _sqlx_migrations WHERE version = 18",
        "DROP INDEX licenses_title_right",
        "ALTER TABLE licenses DROP COLUMN status",
        "ALTER TABLE licenses DROP COLUMN language",
        "ALTER TABLE licenses DROP COLUMN territory",
        "ALTER TABLE licenses DROP COLUMN exclusive",
        "ALTER TABLE licenses DROP COLUMN reversion_date",
        "DROP TABLE rights_held",
        "DELETE FROM _sqlx_migrations WHERE version = 17",
    ] {
        sqlx::query(statement).execute(pool).await.unwrap();
    }
    for (id, text) in [(&uk["id"], "UK & Commonwealth"), (&world["id"], " world ")] {
        sqlx::query("UPDATE prospections SET territory = $1 WHERE id = $2")
            .bind(text)
            .bind(id.as_i64().unwrap())
            .execute(pool)
            .await
            .unwrap();
    }

    let migrated = app.spawn_sibling().await;
    let read = async |path: String| ok(migrated.get(&path, &token).await).await;
    let world_json = json!({"world": true, "include": [], "exclude": []});
    for (license, status) in [(&signed, "signed"), (&unsigned, "draft")] {
        let stored = read(format!("/api/licenses/{}", license["id"])).await;
        assert_eq!((&stored["status"], &stored["exclusive"]), (&json!(status), &json!(true)));
        assert_eq!((&stored["territory"], &stored["language"]), (&world_json, &Value::Null));
        assert_eq!((&stored["notes"], &stored["advance"]), (&license["notes"], &license["advance"]));
    }
    let stored = read(format!("/api/prospections/{}", uk["id"])).await;
    assert_eq!(stored["territory"], Value::Null);
    assert_eq!(
        stored["notes"],
        "Keen
Territory before countries were picked: UK & Commonwealth"
    );
    let stored = read(format!("/api/prospections/{}", world["id"])).await;
    assert_eq!((&stored["territory"], &stored["notes"]), (&Value::Null, &Value::Null));
    // The licenses without a language are listed to be fixed.
    let missing = read("/api/licenses?language=none".into()).await;
    assert_eq!(missing.as_array().unwrap().len(), 2);
}

#[tokio::test]
async fn the_indexes_availability_reads_by_are_made_by_the_migration() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    ok(app.send(Method::POST, "/api/licenses", &token, &german("Dune", "Hanser")).await).await;
    let pitch =
        json!({"title": "Emma", "company": "Suhrkamp", "language": "de", "status": "sent", "sentDate": today()});
    ok(app.send(Method::POST, "/api/prospections", &token, &pitch).await).await;
    let list = "/api/availability?contractType=foreign_rights&language=de&state=sold";
    let before = ok(app.get(list, &token).await).await;
    let counts = "/api/availability/counts?contractType=foreign_rights&language=de";
    let counted = ok(app.get(counts, &token).await).await;
    // As the previous release left the schema: without them.
    let pool = &app.state.db.pool;
    for statement in [
        "DROP INDEX licenses_team_right",
        "DROP INDEX prospections_team_right",
        "DELETE FROM _sqlx_migrations WHERE version = 18",
    ] {
        sqlx::query(statement).execute(pool).await.unwrap();
    }

    let migrated = app.spawn_sibling().await;
    let indexes = match migrated.state.db.backend {
        rightsdesk_server::db::Backend::Sqlite => {
            "SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE '%_team_right' ORDER BY name"
        }
        rightsdesk_server::db::Backend::Postgres => {
            // this test's schema's (the tests share a database, a schema each)
            "SELECT CAST(indexname AS TEXT) FROM pg_indexes WHERE schemaname = current_schema()
               AND indexname LIKE '%_team_right' ORDER BY indexname"
        }
    };
    let names: Vec<String> = sqlx::query_scalar(indexes).fetch_all(&migrated.state.db.pool).await.unwrap();
    assert_eq!(names, ["licenses_team_right", "prospections_team_right"]);
    assert_eq!(ok(migrated.get(list, &token).await).await, before);
    assert_eq!(before.as_array().unwrap().len(), 1, "{before}");
    assert_eq!(ok(migrated.get(counts, &token).await).await, counted);
    assert_eq!((&counted["sold"], &counted["pitched"]), (&json!(1), &json!(1)));
}
