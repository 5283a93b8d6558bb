//! The `rightsdesk` binary: first start, user commands, one-line errors, graceful shutdown.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use serde_json::json;

use crate::helpers::{PostgresDatabase, temp_dir};

/// A command line on a fresh data folder and, under `RIGHTSDESK_TEST_DATABASE=postgres`, a
/// fresh PostgreSQL database.
struct Cli {
    dir: std::path::PathBuf,
    postgres: Option<PostgresDatabase>,
}

impl Cli {
    async fn new() -> Cli {
        let postgres = match std::env::var("RIGHTSDESK_TEST_DATABASE").as_deref() {
            Ok("postgres") => Some(PostgresDatabase::create().await),
            _ => None,
        };
        Cli { dir: temp_dir("cli"), postgres }
    }

    fn command(&self, args: &[&str]) -> Command {
        let mut command = Command::new(env!("CARGO_BIN_EXE_rightsdesk"));
        command
            .args(args)
            .env_clear()
            .env("RIGHTSDESK_DATA_DIR", self.dir.join("data"))
            .env("RIGHTSDESK_WEB_DIR", self.dir.join("web"))
            .env("RIGHTSDESK_LOG", "warn");
        if let Some(postgres) = &self.postgres {
            command.env("RIGHTSDESK_DATABASE_URL", &postgres.url);
        }
        command
    }

    fn run(&self, args: &[&str]) -> Output {
        self.command(args).output().expect("run rightsdesk")
    }
}

impl Drop for Cli {
    fn drop(&mut self) {
        if let Some(postgres) = self.postgres.take() {
            postgres.drop_now();
        }
    }
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

fn terminate(child: &mut Child) -> std::process::ExitStatus {
    Command::new("kill").args(["-TERM", &child.id().to_string()]).status().unwrap();
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        assert!(Instant::now() < deadline, "the server did not stop on SIGTERM");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// A failure is one line on stderr saying what is wrong, a non-zero exit and no panic.
fn assert_one_line_failure(output: &Output, expected: &str) {
    let err = stderr(output);
    assert!(!output.status.success(), "should fail: {err}");
    assert!(err.contains(expected), "expected {expected:?} in {err:?}");
    assert!(!err.contains("panicked"), "no panic: {err}");
    assert_eq!(err.trim().lines().filter(|l| l.starts_with("rightsdesk:")).count(), 1, "{err}");
}

#[tokio::test]
async fn user_commands_add_list_and_change_passwords() {
    let cli = Cli::new().await;
    let add = cli.run(&[
        "user",
        "add",
        "--email",
        "Bob@Example.com",
        "--name",
        "Bob Stone",
        "--password",
        "first-password",
        "--team",
        "Acme Rights",
        "--role",
        "viewer",
    ]);
    assert!(add.status.success(), "{}", stderr(&add));
    assert_eq!(stdout(&add).trim(), "Added bob@example.com (viewer) to team Acme Rights");

    let second = cli.run(&[
        "user",
        "add",
        "--email",
        "carol@example.com",
        "--name",
        "Carol",
        "--password",
        "second-password",
        "--team",
        "acme rights",
    ]);
    assert!(second.status.success(), "{}", stderr(&second));
    assert!(stdout(&second).contains("(editor) to team Acme Rights"), "joins the existing team, editor by default");

    let list = stdout(&cli.run(&["user", "list"]));
    assert!(
        list.lines().any(|l| l.starts_with("bob@example.com")
            && l.contains("Bob Stone")
            && l.contains("viewer")
            && l.ends_with("Acme Rights")),
        "{list}"
    );
    assert!(list.lines().any(|l| l.starts_with("carol@example.com") && l.contains("editor")), "{list}");

    let duplicate = cli.run(&[
        "user",
        "add",
        "--email",
        "bob@example.com",
        "--name",
        "B",
        "--password",
        "another-password",
        "--team",
        "X",
    ]);
    assert_one_line_failure(&duplicate, "already exists");
    let short =
        cli.run(&["user", "add", "--email", "d@example.com", "--name", "D", "--password", "short", "--team", "X"]);
    assert_one_line_failure(&short, "at least 8 characters");
    let bad_email =
        cli.run(&["user", "add", "--email", "not-an-email", "--name", "D", "--password", "long-enough", "--team", "X"]);
    assert_one_line_failure(&bad_email, "is not an e-mail address");

    let passwd = cli.run(&["user", "passwd", "--email", "BOB@example.com", "--password", "changed-password"]);
    assert!(passwd.status.success(), "{}", stderr(&passwd));
    let unknown = cli.run(&["user", "passwd", "--email", "nobody@example.com", "--password", "changed-password"]);
    assert_one_line_failure(&unknown, "no user has the e-mail");
}

#[tokio::test]
async fn user_deactivate_locks_a_user_out_but_never_the_last_admin() {
    let cli = Cli::new().await;
    let add = |email: &str, role: &str| {
        let args = ["user", "add", "--email", email, "--name", "Someone", "--password", "first-password"];
        let add = cli.run(&[&args[..], &["--team", "Acme", "--role", role]].concat());
        assert!(add.status.success(), "{}", stderr(&add));
    };
    add("ada@example.com", "admin");
    add("bob@example.com", "editor");

    let deactivate = cli.run(&["user", "deactivate", "--email", "BOB@example.com"]);
    assert!(deactivate.status.success(), "{}", stderr(&deactivate));
    assert_eq!(stdout(&deactivate).trim(), "Deactivated bob@example.com: they cannot sign in any more");
    let list = stdout(&cli.run(&["user", "list"]));
    assert!(list.lines().next().unwrap().contains("STATUS"), "{list}");
    assert!(list.lines().any(|l| l.starts_with("bob@example.com") && l.contains(" deactivated ")), "{list}");
    assert!(list.lines().any(|l| l.starts_with("ada@example.com") && l.contains(" active ")), "{list}");

    let last_admin = cli.run(&["user", "deactivate", "--email", "ada@example.com"]);
    assert_one_line_failure(&last_admin, "The team's last active admin cannot be demoted or deactivated");
    let unknown = cli.run(&["user", "deactivate", "--email", "nobody@example.com"]);
    assert_one_line_failure(&unknown, "no user has the e-mail");
    // The operator's tool keeps its own minimum of 8 characters, below the API's 10.
    let eight = cli.run(&["user", "passwd", "--email", "ada@example.com", "--password", "12345678"]);
    assert!(eight.status.success(), "{}", stderr(&eight));
}

#[tokio::test]
async fn the_first_start_prints_credentials_that_sign_in_and_sigterm_stops_cleanly() {
    let cli = Cli::new().await;
    let port = free_port();
    // The server's warnings (a failed checkpoint, say) go to a file the failure message shows.
    let log = cli.dir.join("serve.log");
    let mut server = cli
        .command(&["serve", "--bind", &format!("127.0.0.1:{port}")])
        .stdout(Stdio::piped())
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(server.stdout.take().unwrap()).lines();
    let (mut email, mut password) = (None, None);
    while password.is_none() {
        let line = lines.next().expect("the server printed its credentials").unwrap();
        if let Some(value) = line.trim().strip_prefix("e-mail:") {
            email = Some(value.trim().to_string());
        }
        if let Some(value) = line.trim().strip_prefix("password:") {
            password = Some(value.trim().to_string());
        }
    }
    let client = reqwest::Client::new();
    let login = format!("http://127.0.0.1:{port}/auth/login");
    let mut response = None;
    for _ in 0..100 {
        match client.post(&login).json(&json!({ "email": email, "password": password })).send().await {
            Ok(r) => {
                response = Some(r);
                break;
            }
            Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
        }
    }
    let response = response.expect("the server answers");
    assert_eq!(response.status(), 200);
    assert!(terminate(&mut server).success(), "graceful shutdown exits 0");
    if cli.postgres.is_none() {
        // The sign-in wrote to the WAL; a clean stop folds it into the database file.
        let data = cli.dir.join("data");
        assert!(data.join("rightsdesk.db").is_file());
        for leftover in ["rightsdesk.db-wal", "rightsdesk.db-shm"] {
            let logged = std::fs::read_to_string(&log).unwrap_or_default();
            assert!(!data.join(leftover).exists(), "a stopped server leaves no {leftover}; it logged: {logged}");
        }
    }

    // A second start finds the admin and prints no new password.
    let port = free_port();
    let mut again = cli
        .command(&["serve", "--bind", &format!("127.0.0.1:{port}")])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    for _ in 0..100 {
        if client.get(format!("http://127.0.0.1:{port}/healthz")).send().await.is_ok() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(terminate(&mut again).success());
    let mut printed = String::new();
    std::io::Read::read_to_string(&mut again.stdout.take().unwrap(), &mut printed).unwrap();
    assert!(!printed.contains("password:"), "printed again: {printed}");
}

#[tokio::test]
async fn bad_configuration_is_one_clear_line() {
    let cli = Cli::new().await;

    let mut unreachable = cli.command(&["serve"]);
    unreachable.env("RIGHTSDESK_DATABASE_URL", "postgres://nobody@127.0.0.1:1/none");
    assert_one_line_failure(
        &unreachable.output().unwrap(),
        "cannot open the database postgres://nobody@127.0.0.1:1/none",
    );

    let blocker = cli.dir.join("a-file");
    std::fs::write(&blocker, "not a folder").unwrap();
    let mut unwritable = cli.command(&["serve"]);
    unwritable.env("RIGHTSDESK_DATA_DIR", blocker.join("data")).env_remove("RIGHTSDESK_DATABASE_URL");
    assert_one_line_failure(&unwritable.output().unwrap(), "cannot write to the data folder");

    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = taken.local_addr().unwrap().to_string();
    let busy = cli.run(&["serve", "--bind", &address]);
    assert_one_line_failure(&busy, &format!("cannot listen on {address}: it is already in use"));
}

/// Serves with stderr to a pipe and `RIGHTSDESK_LOG` as given (absent: the default level), sends
/// three requests, stops: what was logged.
async fn logs_of_a_short_run(cli: &Cli, flags: &[&str], filter: Option<&str>) -> String {
    let bind = format!("127.0.0.1:{}", free_port());
    let mut args = vec!["serve", "--bind", &bind];
    args.extend_from_slice(flags);
    let mut command = cli.command(&args);
    command.env_remove("RIGHTSDESK_LOG").stdout(Stdio::null()).stderr(Stdio::piped());
    if let Some(filter) = filter {
        command.env("RIGHTSDESK_LOG", filter);
    }
    let mut server = command.spawn().unwrap();
    let client = reqwest::Client::new();
    let healthz = format!("http://{bind}/healthz");
    for attempt in 0.. {
        if client.get(&healthz).send().await.is_ok() {
            break;
        }
        assert!(attempt < 100, "the server did not start");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    client.get(format!("http://{bind}/api/nothing-here")).send().await.unwrap();
    client.get(&healthz).send().await.unwrap();
    assert!(terminate(&mut server).success());
    let mut logged = String::new();
    std::io::Read::read_to_string(&mut server.stderr.take().unwrap(), &mut logged).unwrap();
    logged
}

#[tokio::test]
async fn logs_have_no_colour_codes_in_a_pipe_no_request_lines_by_default_and_can_be_json() {
    let cli = Cli::new().await;

    let text = logs_of_a_short_run(&cli, &[], None).await;
    assert!(text.contains("Rightsdesk is serving"), "{text}");
    assert!(!text.contains('\u{1b}'), "no ANSI escape codes into a pipe: {text:?}");
    assert!(!text.contains("finished processing request") && !text.contains("/healthz"), "request lines: {text}");

    let json = logs_of_a_short_run(&cli, &["--log-format", "json"], None).await;
    let lines: Vec<serde_json::Value> =
        json.lines().map(|line| serde_json::from_str(line).unwrap_or_else(|_| panic!("not JSON: {line}"))).collect();
    assert!(lines.iter().all(|line| line["level"].is_string() && line["timestamp"].is_string()), "{json}");
    assert!(
        lines.iter().any(|line| line["message"].as_str().is_some_and(|m| m.starts_with("Rightsdesk is serving"))),
        "{json}"
    );

    let debug = logs_of_a_short_run(&cli, &[], Some("info,tower_http=debug")).await;
    let requests: Vec<&str> = debug.lines().filter(|line| line.contains("finished processing request")).collect();
    assert_eq!(requests.len(), 3, "one line per request when asked for: {debug}");
    assert!(requests[0].contains("uri=/healthz") && requests[0].contains("status=200"), "{debug}");
}

impl Cli {
    /// The titles of a team, read from the database the commands use.
    async fn db(&self) -> rightsdesk_server::db::Db {
        let url = match &self.postgres {
            Some(postgres) => postgres.url.clone(),
            None => format!("sqlite://{}", self.dir.join("data").join("rightsdesk.db").display()),
        };
        rightsdesk_server::db::Db::connect(&url, rightsdesk_server::db::Workload::Requests, Duration::from_secs(2))
            .await
            .unwrap()
    }

    async fn titles(&self, team: &str) -> Vec<(String, Option<String>, Option<String>)> {
        let db = self.db().await;
        let titles = sqlx::query_as(
            "SELECT t.name, t.author, CAST(t.publish_date AS TEXT) FROM titles t JOIN teams m ON m.id = t.team_id
             WHERE m.name = $1 ORDER BY t.id",
        )
        .bind(team)
        .fetch_all(&db.pool)
        .await
        .unwrap();
        db.close().await;
        titles
    }

    /// The team's companies in the order written: name, country id, types, and the names of the
    /// contacts in order.
    async fn companies(&self, team: &str) -> Vec<(String, Option<String>, String, Vec<String>)> {
        let db = self.db().await;
        let companies: Vec<(i64, String, Option<String>, String)> = sqlx::query_as(
            "SELECT c.id, c.name, c.country_id, c.types FROM companies c JOIN teams m ON m.id = c.team_id
             WHERE m.name = $1 ORDER BY c.id",
        )
        .bind(team)
        .fetch_all(&db.pool)
        .await
        .unwrap();
        let mut found = Vec::new();
        for (id, name, country, types) in companies {
            let contacts: Vec<(String,)> =
                sqlx::query_as("SELECT name FROM contacts WHERE company_id = $1 ORDER BY position")
                    .bind(id)
                    .fetch_all(&db.pool)
                    .await
                    .unwrap();
            found.push((name, country, types, contacts.into_iter().map(|(name,)| name).collect()));
        }
        db.close().await;
        found
    }

    /// The team's licenses in the order written: title, company, agent, advance (in minor units),
    /// currency, signed.
    /// The team's licenses: title, company, agent, advance (minor units), currency, and `signed`
    /// and `announce` as 0 or 1.
    async fn licenses(
        &self,
        team: &str,
    ) -> Vec<(String, String, Option<String>, Option<i64>, Option<String>, i64, i64)> {
        let db = self.db().await;
        let licenses = sqlx::query_as(
            "SELECT t.name, c.name, a.name, l.advance_minor, l.currency, CAST(CASE WHEN l.signed THEN 1 ELSE 0 END AS BIGINT),
                    CAST(CASE WHEN l.announce THEN 1 ELSE 0 END AS BIGINT)
             FROM licenses l JOIN teams m ON m.id = l.team_id JOIN titles t ON t.id = l.title_id
             JOIN companies c ON c.id = l.company_id LEFT JOIN companies a ON a.id = l.agent_id
             WHERE m.name = $1 ORDER BY l.id",
        )
        .bind(team)
        .fetch_all(&db.pool)
        .await
        .unwrap();
        db.close().await;
        licenses
    }

    fn write(&self, name: &str, text: &str) -> String {
        let path = self.dir.join(name);
        std::fs::write(&path, text).unwrap();
        path.display().to_string()
    }
}

#[tokio::test]
async fn a_csv_of_titles_imports_whole_or_not_at_all() {
    let cli = Cli::new().await;
    let add = ["user", "add", "--email", "a@example.com", "--name", "Ann", "--password", "a-long-password"];
    assert!(cli.run(&[&add[..], &["--team", "Acme"]].concat()).status.success());

    // Bad rows: each reported with its line and the core's message; nothing is written.
    let bad = cli.write(
        "bad.csv",
        "name,author,publishDate,description\n\
         Dune,Frank Herbert,1965-08-01,\n\
         \"  \",Nobody,,\n\
         Emile,Rousseau,1762-02-30,\n\
         Dune,Someone else,,\n\
         \"Les Misérables\",\"Victor Hugo\",1862-04-03,\"A long, long story\"\n\
         Too,many,fields,here,really\n",
    );
    let refused = cli.run(&["import", "titles", "--team", "acme", &bad]);
    assert!(!refused.status.success());
    let err = stderr(&refused);
    for expected in [
        format!("{bad}:3: name: Title name is required"),
        format!("{bad}:4: publishDate: Enter a valid date (YYYY-MM-DD)"),
        format!("{bad}:5: name: Same name as line 2"),
        format!(
            "{bad}:7: More cells than the 4 columns of the header (a comma inside a cell needs quotes around the cell)"
        ),
        format!("rightsdesk: nothing imported: 4 rows of {bad} cannot be imported (listed above)"),
    ] {
        assert!(err.contains(&expected), "missing {expected:?} in:\n{err}");
    }
    assert!(cli.titles("Acme").await.is_empty(), "nothing imported");

    // A good file: every row, trimmed, blank fields absent.
    let good = cli.write(
        "good.csv",
        "name,author,publishDate,description\n\
         Dune,Frank Herbert,1965-08-01,\n\
         \" Les Misérables \",\"Victor Hugo\",1862-04-03,\"A long, long story\"\n\
         Émile,,,\n",
    );
    let imported = cli.run(&["import", "titles", "--team", "Acme", &good]);
    assert!(imported.status.success(), "{}", stderr(&imported));
    assert!(stdout(&imported).starts_with("Imported 3 titles into team Acme in "), "{}", stdout(&imported));
    assert_eq!(
        cli.titles("Acme").await,
        [
            ("Dune".to_string(), Some("Frank Herbert".to_string()), Some("1965-08-01".to_string())),
            ("Les Misérables".into(), Some("Victor Hugo".into()), Some("1862-04-03".into())),
            ("Émile".into(), None, None),
        ]
    );

    // The import is in the team's activity log once, by no user (the command line); the refused
    // ones are not.
    let db = cli.db().await;
    let logged: Vec<(String, String, Option<i64>, String)> =
        sqlx::query_as("SELECT action, entity_type, actor_id, entity_name FROM activity ORDER BY id")
            .fetch_all(&db.pool)
            .await
            .unwrap();
    db.close().await;
    assert_eq!(logged, [("import".to_string(), "title".to_string(), None, "3 titles".to_string())]);

    // Names the team already has are bad rows of the next file.
    let again = cli.write("again.csv", "name\nemile\nNew one\n");
    let refused = cli.run(&["import", "titles", "--team", "Acme", &again]);
    assert!(stderr(&refused).contains(&format!("{again}:2: name: A title with this name already exists")));
    assert_eq!(cli.titles("Acme").await.len(), 3);

    // A file the command cannot use at all: one line saying why.
    let misspelt = cli.write("misspelt.csv", "name,publish_date\nDune,1965-08-01\n");
    assert_one_line_failure(
        &cli.run(&["import", "titles", "--team", "Acme", &misspelt]),
        "unknown column \"publish_date\" in the header row; the columns are name, author, publishDate, description, \
         subtitle, originalLanguage, subjects, pitch, authorBio, contributors, quotes, isbn, format, editionDate, pages, price, \
         currency, salesRights",
    );
    assert_one_line_failure(&cli.run(&["import", "titles", "--team", "Nobody", &good]), "no team is named \"Nobody\"");
    assert_one_line_failure(
        &cli.run(&["import", "titles", "--team", "Acme", "/no/such.csv"]),
        "cannot read /no/such.csv",
    );
}

#[tokio::test]
async fn a_titles_csv_has_a_row_per_edition() {
    let cli = Cli::new().await;
    let add = ["user", "add", "--email", "a@example.com", "--name", "Ann", "--password", "a-long-password"];
    assert!(cli.run(&[&add[..], &["--team", "Acme"]].concat()).status.success());
    let header = "name,author,subtitle,originalLanguage,subjects,pitch,authorBio,contributors,isbn,format,editionDate,pages,price,currency\n";
    let taken = cli.write("taken.csv", &format!("{header}Solaris,,,,,,,,9780000000033,,,,,\n"));
    assert!(cli.run(&["import", "titles", "--team", "Acme", &taken]).status.success());

    let bad = cli.write(
        "bad.csv",
        &format!(
            "{header}\
             Dune,Frank Herbert,A novel,en,FLS;1KBB,Spice.,Born in Tacoma.,John Schoenherr (illustrator),978-0-306-40615-7,hardback,1965-08-01,412,5.95,USD\n\
             Dune,,,,,,,,0306406152,ebook,,,,\n\
             Dune,Brian Herbert,,,,,,,9780000000019,,,,,\n\
             Emma,,,,fb a,,,Ann (ghost),9780000000026,scroll,,many,9,\n\
             Ulysses,,,,,,,,9780000000033,,,,,\n\
             Dune,,,,,,,,9780000000026,,,,,\n"
        ),
    );
    let refused = cli.run(&["import", "titles", "--team", "Acme", &bad]);
    assert!(!refused.status.success());
    let err = stderr(&refused);
    for expected in [
        format!("{bad}:3: isbn: This ISBN is listed twice"),
        format!("{bad}:4: name: Same name as line 2 but other title details"),
        format!("{bad}:5: subjects: Enter Thema codes such as FBA or 1DDF"),
        format!("{bad}:5: contributors: Unknown contributor role"),
        format!("{bad}:5: format: Unknown format"),
        format!("{bad}:5: pages: Pages must be a whole number from 1 to 100000"),
        format!("{bad}:5: currency: Currency is required with a price"),
        format!("{bad}:6: isbn: This ISBN belongs to Solaris"),
        format!("{bad}:7: name: Same name as line 2"),
    ] {
        assert!(err.contains(&expected), "missing {expected:?} in:\n{err}");
    }
    assert_eq!(cli.titles("Acme").await.len(), 1, "nothing imported");

    let good = cli.write(
        "good.csv",
        &format!(
            "{header}\
             Dune,Frank Herbert,A novel,en,FLS;1KBB,Spice.,Born in Tacoma.,John Schoenherr (illustrator),978-0-306-40615-7,hardback,1965-08-01,412,5.95,USD\n\
             DUNE,Frank Herbert,,,,,,,080442957X,ebook,,,,\n\
             Emma,Jane Austen,,,,,,,,,,,,\n\
             Ubik,,,,,,,,9780000000019,,,,,\n"
        ),
    );
    let imported = cli.run(&["import", "titles", "--team", "Acme", &good]);
    assert!(imported.status.success(), "{}", stderr(&imported));
    assert!(stdout(&imported).starts_with("Imported 3 titles into team Acme in "), "{}", stdout(&imported));
    let db = cli.db().await;
    // subtitle, original_language, and the subjects, contributors and editions as stored (JSON)
    type Catalogue = (Option<String>, Option<String>, Option<String>, Option<String>, Option<String>);
    let dune: Catalogue = sqlx::query_as(
        "SELECT subtitle, original_language, subjects, contributors, editions FROM titles WHERE name = 'Dune'",
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    let isbns: Vec<(String, String)> =
        sqlx::query_as("SELECT i.isbn, t.name FROM title_isbns i JOIN titles t ON t.id = i.title_id ORDER BY i.isbn")
            .fetch_all(&db.pool)
            .await
            .unwrap();
    db.close().await;
    assert_eq!(
        (dune.0.as_deref(), dune.1.as_deref(), dune.2.as_deref()),
        (Some("A novel"), Some("en"), Some(r#"["FLS","1KBB"]"#))
    );
    assert_eq!(dune.3.as_deref(), Some(r#"[{"name":"John Schoenherr","role":"illustrator"}]"#));
    let editions: serde_json::Value = serde_json::from_str(dune.4.as_deref().unwrap()).unwrap();
    assert_eq!(editions[0]["isbn"], "9780306406157");
    assert_eq!(
        (&editions[0]["pages"], &editions[0]["price"], &editions[0]["currency"]),
        (&json!(412), &json!(5.95), &json!("USD"))
    );
    assert_eq!((&editions[1]["isbn"], &editions[1]["format"]), (&json!("9780804429573"), &json!("ebook")));
    assert_eq!(
        isbns,
        [
            ("9780000000019".to_string(), "Ubik".to_string()),
            ("9780000000033".into(), "Solaris".into()),
            ("9780306406157".into(), "Dune".into()),
            ("9780804429573".into(), "Dune".into()),
        ]
    );

    // Quotes a line each in their cell, an edition's sales rights as they are.
    let quoted =
        cli.write("quoted.csv", "name,quotes,isbn,salesRights\nUlysses,\"Vast — TLS\r\nA joy\",9780000000057,World\n");
    let imported = cli.run(&["import", "titles", "--team", "Acme", &quoted]);
    assert!(imported.status.success(), "{}", stderr(&imported));
    let db = cli.db().await;
    let (quotes, editions): (String, String) =
        sqlx::query_as("SELECT quotes, editions FROM titles WHERE name = 'Ulysses'").fetch_one(&db.pool).await.unwrap();
    db.close().await;
    let quotes: serde_json::Value = serde_json::from_str(&quotes).unwrap();
    assert_eq!(quotes, json!([{"text": "Vast", "source": "TLS"}, {"text": "A joy", "source": null}]));
    let editions: serde_json::Value = serde_json::from_str(&editions).unwrap();
    assert_eq!(editions[0]["salesRights"], "World");
}

#[tokio::test]
async fn a_csv_of_companies_with_a_row_per_contact_imports_whole_or_not_at_all() {
    let cli = Cli::new().await;
    let add = ["user", "add", "--email", "a@example.com", "--name", "Ann", "--password", "a-long-password"];
    assert!(cli.run(&[&add[..], &["--team", "Acme"]].concat()).status.success());
    let header = "name,types,country,language,address,notes,contactName,contactEmail\n";

    let bad = cli.write(
        "bad.csv",
        &format!(
            "{header}\
             Penguin,Publisher;literary_agency,GB,English,,,Ann,ann@penguin.example\n\
             Suhrkamp,,Atlantis,de,,,,\n\
             penguin,,,,,,Bea,not an address\n\
             Hachette,printer,France,,,,,\n"
        ),
    );
    let refused = cli.run(&["import", "companies", "--team", "Acme", &bad]);
    assert!(!refused.status.success());
    let err = stderr(&refused);
    for expected in [
        format!("{bad}:3: country: Unknown country"),
        format!("{bad}:4: contactEmail: "),
        format!("{bad}:5: types: Unknown company type"),
        format!("rightsdesk: nothing imported: 3 rows of {bad} cannot be imported (listed above)"),
    ] {
        assert!(err.contains(&expected), "missing {expected:?} in:\n{err}");
    }
    assert!(cli.companies("Acme").await.is_empty(), "nothing imported");

    let good = cli.write(
        "good.csv",
        &format!(
            "{header}\
             Penguin,Publisher;literary_agency,gb,English,,,Ann,ann@penguin.example\n\
             Suhrkamp,,Germany,de,,,,\n\
             PENGUIN,,,,,,Bea,\n"
        ),
    );
    let imported = cli.run(&["import", "companies", "--team", "Acme", &good]);
    assert!(imported.status.success(), "{}", stderr(&imported));
    assert!(stdout(&imported).starts_with("Imported 2 companies into team Acme in "), "{}", stdout(&imported));
    assert_eq!(
        cli.companies("Acme").await,
        [
            (
                "Penguin".to_string(),
                Some("GB".to_string()),
                "publisher,literary_agency".to_string(),
                vec!["Ann".to_string(), "Bea".into()]
            ),
            ("Suhrkamp".into(), Some("DE".into()), String::new(), vec![]),
        ]
    );

    // A company the team already has gets the file's contacts it lacks, its own fields kept; the
    // output says so, as the web's preview does.
    let again = cli.write(
        "again.csv",
        "name,country,contactName,contactEmail,contactRole,contactPhone,contactLanguages,contactNotes\n\
         Suhrkamp,FR,Carl,carl@suhrkamp.example,Rights director,+49 30 740 744 0,de;English,Mornings\n\
         PENGUIN,,ANN,,,,,\n\
         Penguin,,Bea Other,ann@PENGUIN.example,,,,\n\
         Faber,GB,Dan,,,,,\n",
    );
    let merged = cli.run(&["import", "companies", "--team", "Acme", &again]);
    assert!(merged.status.success(), "{}", stderr(&merged));
    let out = stdout(&merged);
    assert!(out.contains(&format!("{again}: line 2: adds 1 contact to Suhrkamp\n")), "{out}");
    assert!(
        out.contains(&format!("{again}: line 3: adds 0 contacts to Penguin (2 contacts already there)\n")),
        "{out}"
    );
    assert!(out.contains("Imported 1 companies into team Acme in "), "{out}");
    let companies = cli.companies("Acme").await;
    assert_eq!(companies[1], ("Suhrkamp".into(), Some("DE".into()), String::new(), vec!["Carl".into()]));
    assert_eq!(companies[0].3, ["Ann", "Bea"]);
    assert_eq!(companies[2].0, "Faber");
    let db = cli.db().await;
    let carl: (Option<String>, Option<String>, String, Option<String>) =
        sqlx::query_as("SELECT role, phone, language_ids, notes FROM contacts WHERE name = 'Carl'")
            .fetch_one(&db.pool)
            .await
            .unwrap();
    db.close().await;
    assert_eq!(
        carl,
        (Some("Rights director".into()), Some("+49 30 740 744 0".into()), "de,en".into(), Some("Mornings".into()))
    );
}

/// A file as a spreadsheet saves it (Windows line breaks, `;` between cells, a header typed by
/// hand, a blank line, a cell on two lines) reads as the web's import reads it: the same lines,
/// the same lookups and the same messages (the core's `company_csv`, whose shared cases the web
/// runs too).
#[tokio::test]
async fn a_companies_csv_from_a_spreadsheet_reads_as_the_web_import_does() {
    let cli = Cli::new().await;
    let add = ["user", "add", "--email", "a@example.com", "--name", "Ann", "--password", "a-long-password"];
    assert!(cli.run(&[&add[..], &["--team", "Acme"]].concat()).status.success());
    let header = " Name ;TYPES;Country;language;contactName;contactEmail\r\n";
    let bad = cli.write(
        "bad.csv",
        &format!(
            "{header}\
             Acme;\"publisher; printer\";Atlantis;Klingon;;\r\n\
             \r\n\
             \"Initech\r\nLtd\";Other;cote d'ivoire;fr;Ann;not-an-address\r\n\
             Acme;;;;  ;  \r\n\
             Too;many;cells;in;this;row;here\r\n"
        ),
    );
    let refused = cli.run(&["import", "companies", "--team", "Acme", &bad]);
    assert!(!refused.status.success());
    let err = stderr(&refused);
    // The rows' lines (a log line such as SQLite's WAL warning may stand among them).
    let listed: Vec<&str> = err.lines().filter(|line| line.starts_with(&format!("{bad}:"))).collect();
    assert_eq!(
        listed,
        [
            format!(
                "{bad}:2: types: Unknown company type \"printer\": use Publisher, Literary Agency, Producer, Audio \
                 Publisher, Other, separated by \";\""
            ),
            format!("{bad}:2: country: Unknown country \"Atlantis\": use its ISO code or English name (FR or France)"),
            format!("{bad}:2: language: Unknown language \"Klingon\": use its ISO code or English name (fr or French)"),
            format!("{bad}:4: contactEmail: Enter a valid e-mail address"),
            format!(
                "{bad}:7: More cells than the 6 columns of the header (a comma inside a cell needs quotes around the cell)"
            ),
        ],
        "{err}"
    );
    assert!(err.contains(&format!("rightsdesk: nothing imported: 3 rows of {bad} cannot be imported")), "{err}");

    let good = cli.write(
        "good.csv",
        &format!(
            "{header}\
             Acme;LITERARY-AGENCY;  gb ;English;Bea;bea@acme.example\r\n\
             \r\n\
             Initech;audio publisher;COTE D'IVOIRE;FR;;\r\n\
             ACME;;;;Carl;\r\n\
             Acme;;;;  ;  "
        ),
    );
    let imported = cli.run(&["import", "companies", "--team", "Acme", &good]);
    assert!(imported.status.success(), "{}", stderr(&imported));
    assert!(stdout(&imported).starts_with("Imported 2 companies into team Acme in "), "{}", stdout(&imported));
    assert_eq!(
        cli.companies("Acme").await,
        [
            (
                "Acme".to_string(),
                Some("GB".to_string()),
                "literary_agency".to_string(),
                vec!["Bea".into(), "Carl".into()]
            ),
            ("Initech".into(), Some("CI".into()), "audio_publisher".into(), vec![]),
        ]
    );

    let twice = cli.write("twice.csv", "name, NAME\nAcme,Acme\n");
    assert_one_line_failure(
        &cli.run(&["import", "companies", "--team", "Acme", &twice]),
        "the column name is in the header row more than once",
    );
}

#[tokio::test]
async fn a_csv_of_licenses_names_its_titles_and_companies_and_imports_whole_or_not_at_all() {
    let cli = Cli::new().await;
    let add = ["user", "add", "--email", "a@example.com", "--name", "Ann", "--password", "a-long-password"];
    assert!(cli.run(&[&add[..], &["--team", "Acme"]].concat()).status.success());
    let titles = cli.write("titles.csv", "name\nDune\n");
    assert!(cli.run(&["import", "titles", "--team", "Acme", &titles]).status.success());
    let header = "title,company,agent,contractDate,signed,contractType,language,endDate,advance,currency,announce\n";

    let bad = cli.write(
        "bad.csv",
        &format!(
            "{header}\
             Dune,Suhrkamp,,2024-01-10,true,foreign_rights,de,,4000,EUR,true\n\
             ,Penguin,,2024-02-01,,,,,,,\n\
             Emma,Penguin,,,,comic,,,-5,XYZ,\n\
             Emma,Penguin,,2024-03-01,,,,2023-01-01,,,\n\
             Emma,Penguin,,2024-03-01,maybe,,,,,,later\n"
        ),
    );
    let refused = cli.run(&["import", "licenses", "--team", "Acme", &bad]);
    assert!(!refused.status.success());
    let err = stderr(&refused);
    for expected in [
        format!("{bad}:3: title: Title is required"),
        format!("{bad}:4: contractDate: Contract date is required"),
        format!("{bad}:4: advance: Advance must not be negative"),
        "contractType: Unknown contract type".to_string(),
        "advance: Advance must not be negative".to_string(),
        "currency: Unknown currency".to_string(),
        format!("{bad}:5: endDate: End date must not be before the contract date"),
        format!("{bad}:6: signed: Signed must be true or false"),
        format!("{bad}:6: announce: Announce must be true or false"),
        format!("rightsdesk: nothing imported: 4 rows of {bad} cannot be imported (listed above)"),
    ] {
        assert!(err.contains(&expected), "missing {expected:?} in:\n{err}");
    }
    assert!(cli.licenses("Acme").await.is_empty(), "nothing imported");
    assert_eq!(cli.companies("Acme").await.len(), 0, "no company made for a refused file");

    // The title Dune exists; Emma, Suhrkamp, Penguin and the agent are made, once each.
    let good = cli.write(
        "good.csv",
        &format!(
            "{header}\
             dune,Suhrkamp,Agence Litt,2024-01-10,true,foreign_rights,de,2031-01-10,4000,EUR,TRUE\n\
             Emma,Penguin,,2024-02-01,false,audio,en,,,,false\n\
             Emma,SUHRKAMP,agence litt,2024-03-01,,,,,1500.5,CHF,\n"
        ),
    );
    let imported = cli.run(&["import", "licenses", "--team", "Acme", &good]);
    assert!(imported.status.success(), "{}", stderr(&imported));
    assert!(stdout(&imported).starts_with("Imported 3 licenses into team Acme in "), "{}", stdout(&imported));
    assert_eq!(
        cli.licenses("Acme").await,
        [
            (
                "Dune".to_string(),
                "Suhrkamp".to_string(),
                Some("Agence Litt".to_string()),
                Some(400_000),
                Some("EUR".to_string()),
                1,
                1
            ),
            ("Emma".into(), "Penguin".into(), None, None, None, 0, 0),
            ("Emma".into(), "Suhrkamp".into(), Some("Agence Litt".into()), Some(150_050), Some("CHF".into()), 0, 0),
        ]
    );
    assert_eq!(cli.titles("Acme").await.len(), 2);
    assert_eq!(cli.companies("Acme").await.len(), 3);

    let no_date = cli.write("no-date.csv", "title,company\nDune,Penguin\n");
    assert_one_line_failure(
        &cli.run(&["import", "licenses", "--team", "Acme", &no_date]),
        "the header row has no contractDate column",
    );
}

/// A licenses file carries what the statements expect of each license, `accountingPeriod` and
/// `statementDays` (the columns of the Licenses page's export): empty or left out, the defaults;
/// a bad one gets core's message on its line.
#[tokio::test]
async fn a_licenses_csv_carries_the_accounting_period_and_statement_days() {
    let cli = Cli::new().await;
    let add = ["user", "add", "--email", "a@example.com", "--name", "Ann", "--password", "a-long-password"];
    assert!(cli.run(&[&add[..], &["--team", "Acme"]].concat()).status.success());
    let bad = cli.write(
        "bad.csv",
        "title,company,contractDate,accountingPeriod,statementDays\n\
         Dune,Suhrkamp,2024-01-10,quarter,60\n\
         Emma,Penguin,2024-02-01,year,sixty\n\
         Emma,Suhrkamp,2024-02-01,,366\n",
    );
    let refused = cli.run(&["import", "licenses", "--team", "Acme", &bad]);
    assert!(!refused.status.success());
    let err = stderr(&refused);
    for expected in [
        format!("{bad}:2: accountingPeriod: Unknown accounting period"),
        format!("{bad}:3: statementDays: Statement days must be between 0 and 365"),
        format!("{bad}:4: statementDays: Statement days must be between 0 and 365"),
        format!("rightsdesk: nothing imported: 3 rows of {bad} cannot be imported (listed above)"),
    ] {
        assert!(err.contains(&expected), "missing {expected:?} in:\n{err}");
    }

    let with = cli.write(
        "with.csv",
        "title,company,contractDate,accountingPeriod,statementDays\n\
         Dune,Suhrkamp,2024-01-10,year,60\n\
         Emma,Penguin,2024-02-01,, \n",
    );
    let imported = cli.run(&["import", "licenses", "--team", "Acme", &with]);
    assert!(imported.status.success(), "{}", stderr(&imported));
    let without = cli.write("without.csv", "title,company,contractDate\nEmma,Suhrkamp,2024-03-01\n");
    let imported = cli.run(&["import", "licenses", "--team", "Acme", &without]);
    assert!(imported.status.success(), "{}", stderr(&imported));
    let db = cli.db().await;
    let stored: Vec<(String, String, i64)> = sqlx::query_as(
        "SELECT c.name, l.accounting_period, l.statement_days FROM licenses l JOIN companies c ON c.id = l.company_id
         ORDER BY l.id",
    )
    .fetch_all(&db.pool)
    .await
    .unwrap();
    db.close().await;
    assert_eq!(
        stored,
        [
            ("Suhrkamp".to_string(), "year".to_string(), 60),
            ("Penguin".into(), "half_year".into(), 90),
            ("Suhrkamp".into(), "half_year".into(), 90),
        ]
    );
}

/// A name the licenses file creates that is like one the team has is told with the team's names
/// like it, as the license form's "Did you mean"; `--dry-run` lists every name it would create
/// and writes nothing. A name found as it is (an apostrophe's shape aside) creates nothing.
#[tokio::test]
async fn a_licenses_csv_tells_the_names_it_creates_that_are_like_the_teams() {
    let cli = Cli::new().await;
    let add = ["user", "add", "--email", "a@example.com", "--name", "Ann", "--password", "a-long-password"];
    assert!(cli.run(&[&add[..], &["--team", "Acme"]].concat()).status.success());
    let titles = cli.write("titles.csv", "name\nThe Silent Harbour\nL’Étranger\n");
    assert!(cli.run(&["import", "titles", "--team", "Acme", &titles]).status.success());
    let companies = cli.write("companies.csv", "name\nSuhrkamp Verlag\nAgence Dupont\n");
    assert!(cli.run(&["import", "companies", "--team", "Acme", &companies]).status.success());
    let file = cli.write(
        "licenses.csv",
        "title,company,agent,contractDate\n\
         Silent Harbor,Suhrkamp Verlag,,2024-01-10\n\
         L'Etranger,Suhrkamp,,2024-02-01\n\
         silent harbor,Penguin,Agence Dupond,2024-03-01\n",
    );

    let checked = cli.run(&["import", "licenses", "--team", "Acme", "--dry-run", &file]);
    assert!(checked.status.success(), "{}", stderr(&checked));
    assert_eq!(
        stdout(&checked),
        "Checked 3 licenses for team Acme: they can be imported; nothing was written (--dry-run)\n"
    );
    let told: Vec<String> = stderr(&checked).lines().map(String::from).collect();
    assert_eq!(
        told,
        [
            format!(
                "{file}:2: title: No title is named “Silent Harbor”: the import would create it. \
                 Did you mean “The Silent Harbour”?"
            ),
            format!(
                "{file}:3: company: No company is named “Suhrkamp”: the import would create it. \
                 Did you mean “Suhrkamp Verlag”?"
            ),
            format!("{file}:4: company: No company is named “Penguin”: the import would create it."),
            format!(
                "{file}:4: agent: No company is named “Agence Dupond”: the import would create it. \
                 Did you mean “Agence Dupont”?"
            ),
        ],
        "{}",
        stderr(&checked)
    );
    assert!(cli.licenses("Acme").await.is_empty(), "a dry run writes nothing");
    assert_eq!(cli.titles("Acme").await.len(), 2);
    assert_eq!(cli.companies("Acme").await.len(), 2);

    // The import itself tells only the names like the team's, and makes them all.
    let imported = cli.run(&["import", "licenses", "--team", "Acme", &file]);
    assert!(imported.status.success(), "{}", stderr(&imported));
    assert!(stdout(&imported).starts_with("Imported 3 licenses into team Acme in "), "{}", stdout(&imported));
    let told: Vec<String> = stderr(&imported).lines().map(String::from).collect();
    assert_eq!(
        told,
        [
            format!(
                "{file}:2: title: No title is named “Silent Harbor”: the import created it. \
                 Did you mean “The Silent Harbour”?"
            ),
            format!(
                "{file}:3: company: No company is named “Suhrkamp”: the import created it. \
                 Did you mean “Suhrkamp Verlag”?"
            ),
            format!(
                "{file}:4: agent: No company is named “Agence Dupond”: the import created it. \
                 Did you mean “Agence Dupont”?"
            ),
        ],
        "{}",
        stderr(&imported)
    );
    let licenses = cli.licenses("Acme").await;
    let names: Vec<(&str, &str)> =
        licenses.iter().map(|(title, company, ..)| (title.as_str(), company.as_str())).collect();
    assert_eq!(names, [("Silent Harbor", "Suhrkamp Verlag"), ("L’Étranger", "Suhrkamp"), ("Silent Harbor", "Penguin")]);
    assert_eq!(cli.titles("Acme").await.len(), 3);
    assert_eq!(cli.companies("Acme").await.len(), 5);
}

/// A titles file as a spreadsheet saves it (Windows line breaks, a line of spaces, a row of empty
/// cells, a cell on two lines, a quote never closed) is numbered as a spreadsheet shows it (the
/// header is line 1), read as the web's import reads it, and its bad rows counted once each.
#[tokio::test]
async fn a_titles_csv_numbers_lines_as_a_spreadsheet_and_counts_rows_as_the_web_does() {
    let cli = Cli::new().await;
    let add = ["user", "add", "--email", "a@example.com", "--name", "Ann", "--password", "a-long-password"];
    assert!(cli.run(&[&add[..], &["--team", "Acme"]].concat()).status.success());
    let bad = cli.write(
        "bad.csv",
        "name,author,publishDate,description\r\n\
         Dune,Frank Herbert,1965-02-30,\r\n\
         \u{20}  \r\n\
         ,,,\r\n\
         \"Emma\r\nJane\",Austen,1815-13-01,\"A long\r\nstory\"\r\n\
         DUNE,Someone,,\r\n\
         Too,many,cells,here,really\r\n\
         Short,row\r\n\
         \"Open,quote,,\r\nnever closed\r\n",
    );
    let refused = cli.run(&["import", "titles", "--team", "Acme", &bad]);
    assert!(!refused.status.success());
    let err = stderr(&refused);
    let listed: Vec<&str> = err.lines().filter(|line| line.starts_with(&format!("{bad}:"))).collect();
    assert_eq!(
        listed,
        [
            format!("{bad}:2: publishDate: Enter a valid date (YYYY-MM-DD)"),
            format!("{bad}:5: publishDate: Enter a valid date (YYYY-MM-DD)"),
            format!("{bad}:8: name: Same name as line 2"),
            // The cells the header names are read as the web reads them: "cells" is no date.
            format!("{bad}:9: publishDate: Enter a valid date (YYYY-MM-DD)"),
            format!(
                "{bad}:9: More cells than the 4 columns of the header (a comma inside a cell needs quotes around the cell)"
            ),
            format!("{bad}:11: A quoted cell is not closed: the rest of the file was read into it"),
        ],
        "{err}"
    );
    assert!(err.contains(&format!("rightsdesk: nothing imported: 5 rows of {bad} cannot be imported")), "{err}");
    assert!(cli.titles("Acme").await.is_empty(), "nothing imported");
}

/// A licenses file's cells get the core's messages, never a parser's: `signed` as the licenses
/// list's filter reads it, an advance that is not a number; a row with the terms of an earlier
/// one is named, as a title named twice is.
#[tokio::test]
async fn a_licenses_csv_gets_the_cores_messages_and_its_repeated_rows_named() {
    let cli = Cli::new().await;
    let add = ["user", "add", "--email", "a@example.com", "--name", "Ann", "--password", "a-long-password"];
    assert!(cli.run(&[&add[..], &["--team", "Acme"]].concat()).status.success());
    let header = "title,company,contractDate,signed,advance,currency\r\n";
    let bad = cli.write(
        "bad.csv",
        &format!(
            "{header}\
             Dune,Suhrkamp,2024-01-10,TRUE,4000,EUR\r\n\
             Dune,Suhrkamp,2024-01-10,maybe,,\r\n\
             Emma,Penguin,2024-02-01,false,abc,EUR\r\n\
             dune,SUHRKAMP,2024-01-10,true,4000.0,EUR\r\n\
             Dune,Suhrkamp,2024-01-11,true,4000,EUR\r\n"
        ),
    );
    let refused = cli.run(&["import", "licenses", "--team", "Acme", &bad]);
    assert!(!refused.status.success());
    let err = stderr(&refused);
    let listed: Vec<&str> = err.lines().filter(|line| line.starts_with(&format!("{bad}:"))).collect();
    assert_eq!(
        listed,
        [
            format!("{bad}:3: signed: Signed must be true or false"),
            format!("{bad}:4: advance: Advance must be a number"),
            format!("{bad}:5: Same license as line 2"),
        ],
        "{err}"
    );
    assert!(err.contains(&format!("rightsdesk: nothing imported: 3 rows of {bad} cannot be imported")), "{err}");
    assert!(cli.licenses("Acme").await.is_empty(), "nothing imported");
}

/// An import beside a running server on the same database waits its turn for the server's writes
/// and ends at once: no "database is locked", no seconds spent trying to take the WAL from the
/// server (6 s before).
#[tokio::test]
async fn an_import_beside_a_running_server_waits_its_turn_quietly_and_ends_at_once() {
    let cli = Cli::new().await;
    let add = ["user", "add", "--email", "a@example.com", "--name", "Ann", "--password", "a-long-password"];
    assert!(cli.run(&[&add[..], &["--team", "Acme"]].concat()).status.success());
    let bind = format!("127.0.0.1:{}", free_port());
    let mut server =
        cli.command(&["serve", "--bind", &bind]).stdout(Stdio::null()).stderr(Stdio::null()).spawn().unwrap();
    let client = reqwest::Client::new();
    for attempt in 0.. {
        if client.get(format!("http://{bind}/healthz")).send().await.is_ok() {
            break;
        }
        assert!(attempt < 100, "the server did not start");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // The server writes while the imports run: sign-ins and its heartbeat.
    let login = json!({ "email": "a@example.com", "password": "a-long-password" });
    let url = format!("http://{bind}/auth/login");
    let writes = tokio::spawn(async move {
        for _ in 0..20 {
            let _ = client.post(&url).json(&login).send().await;
        }
    });
    let mut rows = String::from("name,author\n");
    for n in 0..2000 {
        rows.push_str(&format!("Title {n},Author {n}\n"));
    }
    let file = cli.write("titles.csv", &rows);
    let small = cli.write("small.csv", "name\nOne more\n");
    for (path, count) in [(&file, 2000), (&small, 1)] {
        let started = Instant::now();
        let mut import = cli.command(&["import", "titles", "--team", "Acme", path]);
        import.env("RIGHTSDESK_LOG", "info");
        let output = import.output().unwrap();
        let took = started.elapsed();
        let err = stderr(&output);
        assert!(output.status.success(), "{err}");
        assert!(stdout(&output).starts_with(&format!("Imported {count} titles")), "{}", stdout(&output));
        assert!(!err.contains("locked") && !err.contains("WARN"), "quiet beside the server: {err}");
        // The wait this guards against was 6 s; a loaded 2-core machine takes up to 3 s for the
        // 2,000 rows of a debug build.
        assert!(took < Duration::from_secs(4), "took {took:?}: {err}");
    }
    writes.await.unwrap();
    assert!(terminate(&mut server).success());
    assert_eq!(cli.titles("Acme").await.len(), 2001);
}

/// Each command's help says what each of its flags is for, and only the server's help shows the
/// server's flags.
#[tokio::test]
async fn help_describes_each_flag_and_shows_the_servers_only_where_they_apply() {
    let cli = Cli::new().await;
    let help = |args: &[&str]| {
        let output = cli.run(args);
        assert!(output.status.success(), "{}", stderr(&output));
        stdout(&output)
    };
    let server_flags = ["--bind", "--jwt-secret", "--web-dir", "--public-url", "--max-connections", "--db-timeout-ms"];
    for args in [&["--help"][..], &["serve", "--help"]] {
        let text = help(args);
        for flag in server_flags {
            assert!(text.contains(flag), "{args:?} shows {flag}: {text}");
        }
    }
    for args in [
        &["import", "--help"][..],
        &["import", "titles", "--help"],
        &["import", "licenses", "--help"],
        &["user", "add", "--help"],
        &["backup", "--help"],
    ] {
        let text = help(args);
        for flag in server_flags {
            assert!(!text.contains(flag), "{args:?} hides {flag}: {text}");
        }
        assert!(text.contains("--data-dir") && text.contains("--database-url"), "{text}");
    }
    // Every option and argument has its sentence: after its name, or on the line after it.
    for args in [
        &["--help"][..],
        &["import", "titles", "--help"],
        &["import", "licenses", "--help"],
        &["import", "companies", "--help"],
        &["user", "add", "--help"],
        &["user", "passwd", "--help"],
        &["user", "deactivate", "--help"],
        &["backup", "--help"],
        &["restore", "--help"],
    ] {
        let text = help(args);
        let lines: Vec<&str> = text.lines().collect();
        for (at, line) in lines.iter().enumerate() {
            let named = ["--", "-h", "-V", "<"].iter().any(|start| line.trim_start().starts_with(start));
            if named && line.starts_with("  ") {
                let beside = line.trim().split_once("  ").map(|(_, rest)| rest.trim());
                let said = beside.unwrap_or_else(|| lines.get(at + 1).map_or("", |next| next.trim()));
                assert!(!said.is_empty() && !said.starts_with('['), "{args:?}: {line:?} has no description: {text}");
            }
        }
    }
}
