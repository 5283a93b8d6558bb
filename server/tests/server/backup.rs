//! `rightsdesk backup` while the server writes, `rightsdesk restore` into a fresh data folder, and
//! a server on the restored copy reading every record back (PDFs included); the refusals of a file
//! that is not a backup, of a newer schema, and of a database in use. On PostgreSQL the command
//! points at pg_dump.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::{Command, Output};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use reqwest::Method;
use rightsdesk_core::Role;
use serde_json::{Value, json};
use sqlx::Connection;
use sqlx::sqlite::SqliteConnection;

use crate::helpers::{TestApp, temp_dir, test_config};

fn rightsdesk(data_dir: &Path, database_url: Option<&str>, args: &[&str]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_rightsdesk"));
    command.args(args).env_clear().env("RIGHTSDESK_DATA_DIR", data_dir).env("RIGHTSDESK_LOG", "warn");
    if let Some(url) = database_url {
        command.env("RIGHTSDESK_DATABASE_URL", url);
    }
    command.output().expect("run rightsdesk")
}

fn said(output: &Output) -> String {
    format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr))
}

/// Every record of the team as the API lists it, in a stable order.
async fn everything(app: &TestApp, token: &str) -> Value {
    let mut all = json!({});
    for list in ["titles", "companies", "licenses", "prospections", "events"] {
        all[list] = app.get(&format!("/api/{list}"), token).await.json().await.unwrap();
    }
    all
}

#[tokio::test]
async fn a_backup_made_during_writes_restores_into_a_server_that_reads_every_record() {
    let app = TestApp::spawn().await;
    let database_url = app.config.database_url.as_ref().map(|url| secrecy::ExposeSecret::expose_secret(url).to_owned());
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    if let Some(url) = database_url {
        let file = temp_dir("backup").join("rightsdesk.dump");
        let output = rightsdesk(&app.config.data_dir, Some(&url), &["backup", file.to_str().unwrap()]);
        assert!(!output.status.success());
        assert!(said(&output).contains("pg_dump"), "{}", said(&output));
        return;
    }

    // The records, a license with its PDF among them.
    let license =
        json!({"title": "Dune", "company": "Gallimard", "contractDate": "2024-01-05", "notes": "World French"});
    let license: Value = app.send(Method::POST, "/api/licenses", &token, &license).await.json().await.unwrap();
    let pdf = b"%PDF-1.7\nthe contract".to_vec();
    let path = format!("/api/licenses/{}", license["id"]);
    let uploaded = app.upload(Method::PUT, &path, &token, &license, ("contract.pdf", pdf.clone())).await;
    assert_eq!(uploaded.status(), 200);
    let pitch = json!({"title": "Dune", "company": "Hanser", "status": "sent", "sentDate": "2026-03-10"});
    assert_eq!(app.send(Method::POST, "/api/prospections", &token, &pitch).await.status(), 200);
    let event = json!({"title": "Frankfurt", "start": "2026-10-14", "allDay": true});
    assert_eq!(app.send(Method::POST, "/api/events", &token, &event).await.status(), 200);
    let before = everything(&app, &token).await;

    // Titles keep being written while the backup is made.
    let writing = Arc::new(AtomicBool::new(true));
    let writer = {
        let (client, url, token, writing) =
            (app.client.clone(), app.url("/api/titles"), token.clone(), writing.clone());
        tokio::spawn(async move {
            let mut written = 0;
            while writing.load(Ordering::Relaxed) {
                let title = json!({"name": format!("Written during the backup {written}")});
                assert_eq!(client.post(&url).bearer_auth(&token).json(&title).send().await.unwrap().status(), 200);
                written += 1;
            }
            written
        })
    };
    let file = temp_dir("backup").join("rightsdesk-backup.db");
    let data_dir = app.config.data_dir.clone();
    let backed_up = {
        let file = file.clone();
        tokio::task::spawn_blocking(move || rightsdesk(&data_dir, None, &["backup", file.to_str().unwrap()]))
            .await
            .unwrap()
    };
    writing.store(false, Ordering::Relaxed);
    let written = writer.await.unwrap();
    assert!(backed_up.status.success(), "{}", said(&backed_up));
    assert!(said(&backed_up).starts_with(&format!("Backed up the database to {}", file.display())));
    assert!(written > 0, "the writes went on beside the backup");
    let again = rightsdesk(&app.config.data_dir, None, &["backup", file.to_str().unwrap()]);
    assert!(!again.status.success() && said(&again).contains("exists already"), "{}", said(&again));

    // Restored into a fresh data folder, a server there reads it all back.
    let fresh = temp_dir("restored");
    let restored = rightsdesk(&fresh.join("data"), None, &["restore", file.to_str().unwrap()]);
    assert!(restored.status.success(), "{}", said(&restored));
    let mut config = test_config(&fresh, None);
    config.jwt_secret = app.config.jwt_secret.clone();
    let copy = app.spawn_sibling_with(config).await;
    let copy_token = copy.token("alice@example.com").await;
    let after = everything(&copy, &copy_token).await;
    for list in ["companies", "licenses", "prospections", "events"] {
        assert_eq!(after[list], before[list], "{list} restored as they were");
    }
    // The titles of before, and those written during the backup up to the moment of the copy:
    // the first n of them, none missing in between.
    let names = |titles: &Value| -> BTreeSet<String> {
        titles.as_array().unwrap().iter().map(|title| title["name"].as_str().unwrap().to_owned()).collect()
    };
    let (had, has) = (names(&before["titles"]), names(&after["titles"]));
    let during = has.len() - had.len();
    assert!(during <= written, "{during} of {written}");
    let expected: BTreeSet<String> =
        had.iter().cloned().chain((0..during).map(|n| format!("Written during the backup {n}"))).collect();
    assert_eq!(has, expected);
    let file_bytes = copy.client.get(copy.url(&format!("{path}/file"))).bearer_auth(&copy_token).send().await.unwrap();
    assert_eq!(file_bytes.bytes().await.unwrap().as_ref(), pdf.as_slice(), "the PDF restored");

    // While that server runs, its database is not replaced.
    let busy = rightsdesk(&fresh.join("data"), None, &["restore", file.to_str().unwrap()]);
    assert!(!busy.status.success() && said(&busy).contains("stop it first"), "{}", said(&busy));
}

#[tokio::test]
async fn a_restore_refuses_what_is_not_a_backup_of_a_schema_it_knows() {
    if std::env::var("RIGHTSDESK_TEST_DATABASE").as_deref() == Ok("postgres") {
        // A restore into PostgreSQL is pg_restore's: the command says so.
        let dir = temp_dir("restore");
        let output = rightsdesk(&dir.join("data"), Some("postgres://127.0.0.1/none"), &["restore", "x.db"]);
        assert!(!output.status.success() && said(&output).contains("pg_restore"), "{}", said(&output));
        return;
    }
    let dir = temp_dir("restore");
    let text = dir.join("notes.txt");
    std::fs::write(&text, "not a database").unwrap();
    let output = rightsdesk(&dir.join("data"), None, &["restore", text.to_str().unwrap()]);
    assert!(!output.status.success() && said(&output).contains("is not a Rightsdesk backup"), "{}", said(&output));

    // A database of a newer Rightsdesk: a migration this version does not have.
    let source = temp_dir("newer");
    let made = rightsdesk(&source.join("data"), None, &["user", "list"]);
    assert!(made.status.success(), "{}", said(&made));
    let newer = source.join("data").join("rightsdesk.db");
    let mut conn = SqliteConnection::connect(&format!("sqlite://{}", newer.display())).await.unwrap();
    sqlx::query(
        "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time)
         VALUES (9999, 'from the future', TRUE, x'00', 0)",
    )
    .execute(&mut conn)
    .await
    .unwrap();
    conn.close().await.unwrap();
    let output = rightsdesk(&dir.join("data"), None, &["restore", newer.to_str().unwrap()]);
    assert!(
        !output.status.success() && said(&output).contains("comes from a newer Rightsdesk (schema 9999"),
        "{}",
        said(&output)
    );
    assert!(!dir.join("data").join("rightsdesk.db").exists(), "nothing restored");
    // Nor does a server start on such a database.
    let started = rightsdesk(&source.join("data"), None, &["user", "list"]);
    assert!(
        !started.status.success() && said(&started).contains("newer than this Rightsdesk knows"),
        "{}",
        said(&started)
    );
}
