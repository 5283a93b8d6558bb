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
    let add = cli.run(&["user", "add", "--email", "Bob@Example.com", "--name", "Bob Stone", "--password", "first-password", "--team", "Acme Rights", "--role", "viewer"]);
    assert!(add.status.success(), "{}", stderr(&add));
    assert_eq!(stdout(&add).trim(), "Added bob@example.com (viewer) to team Acme Rights");

    let second = cli.run(&["user", "add", "--email", "carol@example.com", "--name", "Carol", "--password", "second-password", "--team", "acme rights"]);
    assert!(second.status.success(), "{}", stderr(&second));
    assert!(stdout(&second).contains("(editor) to team Acme Rights"), "joins the existing team, editor by default");

    let list = stdout(&cli.run(&["user", "list"]));
    assert!(list.lines().any(|l| l.starts_with("bob@example.com") && l.contains("Bob Stone") && l.contains("viewer") && l.ends_with("Acme Rights")), "{list}");
    assert!(list.lines().any(|l| l.starts_with("carol@example.com") && l.contains("editor")), "{list}");

    let duplicate = cli.run(&["user", "add", "--email", "bob@example.com", "--name", "B", "--password", "another-password", "--team", "X"]);
    assert_one_line_failure(&duplicate, "already exists");
    let short = cli.run(&["user", "add", "--email", "d@example.com", "--name", "D", "--password", "short", "--team", "X"]);
    assert_one_line_failure(&short, "at least 8 characters");
    let bad_email = cli.run(&["user", "add", "--email", "not-an-email", "--name", "D", "--password", "long-enough", "--team", "X"]);
    assert_one_line_failure(&bad_email, "is not an e-mail address");

    let passwd = cli.run(&["user", "passwd", "--email", "BOB@example.com", "--password", "changed-password"]);
    assert!(passwd.status.success(), "{}", stderr(&passwd));
    let unknown = cli.run(&["user", "passwd", "--email", "nobody@example.com", "--password", "changed-password"]);
    assert_one_line_failure(&unknown, "no user has the e-mail");
}

#[tokio::test]
async fn the_first_start_prints_credentials_that_sign_in_and_sigterm_stops_cleanly() {
    let cli = Cli::new().await;
    let port = free_port();
    let mut server = cli
        .command(&["serve", "--bind", &format!("127.0.0.1:{port}")])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
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

    // A second start finds the admin and prints no new password.
    let port = free_port();
    let mut again = cli.command(&["serve", "--bind", &format!("127.0.0.1:{port}")]).stdout(Stdio::piped()).stderr(Stdio::null()).spawn().unwrap();
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
    assert_one_line_failure(&unreachable.output().unwrap(), "cannot open the database postgres://nobody@127.0.0.1:1/none");

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
