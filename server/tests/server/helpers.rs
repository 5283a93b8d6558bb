//! `TestApp`: a real server on 127.0.0.1:0 with a fresh database, called over real HTTP.
//! The engine comes from `RIGHTSDESK_TEST_DATABASE` (`sqlite`, the default, or `postgres`, which
//! needs `RIGHTSDESK_TEST_POSTGRES_URL`); `npm test` runs this whole binary once per engine.

use std::io::Write;
use std::path::{Path, PathBuf};

use reqwest::multipart::{Form, Part};
use rightsdesk_core::Role;
use rightsdesk_server::auth::password;
use rightsdesk_server::config::{Config, LogFormat};
use rightsdesk_server::db::users;
use rightsdesk_server::state::AppState;
use serde_json::{Value, json};
use sqlx::{AnyConnection, Connection, Executor};
use tokio::sync::oneshot;
use url::Url;

pub const SECRET: &str = "test-signing-secret-that-is-long-enough";
pub const PASSWORD: &str = "correct horse battery";

pub struct TestApp {
    pub address: String,
    pub client: reqwest::Client,
    pub state: AppState,
    pub config: Config,
    pub dir: PathBuf,
    stop: Option<oneshot::Sender<()>>,
    postgres: Option<PostgresDatabase>,
}

impl TestApp {
    pub async fn spawn() -> TestApp {
        TestApp::spawn_configured(|_| {}).await
    }

    /// A server on a fresh database whose test configuration `change` alters first (e-mail
    /// settings, the scheduler's tick).
    pub async fn spawn_configured(change: impl FnOnce(&mut Config)) -> TestApp {
        // Server logs go to the test's captured output, shown when the test fails.
        let _ = tracing_subscriber::fmt().with_env_filter("warn,rightsdesk_server=info").with_test_writer().try_init();
        let dir = temp_dir("app");
        let postgres = match std::env::var("RIGHTSDESK_TEST_DATABASE").as_deref() {
            Ok("postgres") => Some(PostgresDatabase::create().await),
            Ok("sqlite") | Err(_) => None,
            Ok(other) => panic!("RIGHTSDESK_TEST_DATABASE must be sqlite or postgres, not {other}"),
        };
        let mut config = test_config(&dir, postgres.as_ref().map(|p| p.url.clone()));
        change(&mut config);
        TestApp::spawn_with(config, postgres, dir).await
    }

    /// A second server instance on the same database and secret (another process of a team),
    /// listed by `GET /api/servers` once this returns.
    pub async fn spawn_sibling(&self) -> TestApp {
        TestApp::spawn_with(self.config.clone(), None, self.dir.clone()).await
    }

    /// A second server instance on the same database, configured otherwise.
    pub async fn spawn_sibling_with(&self, config: Config) -> TestApp {
        TestApp::spawn_with(config, None, self.dir.clone()).await
    }

    async fn spawn_with(config: Config, postgres: Option<PostgresDatabase>, dir: PathBuf) -> TestApp {
        let state = rightsdesk_server::prepare(&config).await.expect("prepare server");
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = format!("http://{}", listener.local_addr().unwrap());
        let (stop, stopped) = oneshot::channel::<()>();
        let served = state.clone();
        tokio::spawn(async move {
            rightsdesk_server::serve(listener, served, async {
                let _ = stopped.await;
            })
            .await
            .expect("serve");
        });
        let app = TestApp { address, client: reqwest::Client::new(), state, config, dir, stop: Some(stop), postgres };
        // Answered once the server serves, which it does only after recording its instance in
        // the database: another instance's `GET /api/servers` lists it from now on.
        let health = app.client.get(app.url("/healthz")).send().await.expect("the server answers");
        assert_eq!(health.status(), 200);
        app
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.address)
    }

    /// Adds a user straight into the database; the password is always `PASSWORD`.
    pub async fn add_user(&self, email: &str, name: &str, team: &str, role: Role) -> users::UserSummary {
        let hash = password::hash(PASSWORD).await.unwrap();
        users::create(&self.state.db.pool, users::NewUser { email, name, password_hash: &hash, team, role })
            .await
            .expect("create user")
    }

    pub async fn login(&self, email: &str, password: &str) -> reqwest::Response {
        self.client
            .post(self.url("/auth/login"))
            .json(&json!({ "email": email, "password": password }))
            .send()
            .await
            .unwrap()
    }

    /// Signs in and returns the token.
    pub async fn token(&self, email: &str) -> String {
        let response = self.login(email, PASSWORD).await;
        assert_eq!(response.status(), 200, "sign-in of {email}");
        let body: Value = response.json().await.unwrap();
        body["token"].as_str().unwrap().to_string()
    }

    /// A request with a JSON body (POST, PUT, DELETE...).
    pub async fn send(&self, method: reqwest::Method, path: &str, token: &str, body: &Value) -> reqwest::Response {
        self.client.request(method, self.url(path)).bearer_auth(token).json(body).send().await.unwrap()
    }

    /// A user of their own team, signed in: returns the token.
    pub async fn sign_in_new(&self, email: &str, team: &str, role: Role) -> String {
        self.add_user(email, email, team, role).await;
        self.token(email).await
    }

    /// A multipart request: the license JSON and a file declared as a PDF named `name`.
    pub async fn upload(
        &self,
        method: reqwest::Method,
        path: &str,
        token: &str,
        license: &Value,
        (name, bytes): (&str, Vec<u8>),
    ) -> reqwest::Response {
        let form = Form::new()
            .text("license", license.to_string())
            .part("file", Part::bytes(bytes).file_name(name.to_string()).mime_str("application/pdf").unwrap());
        self.client.request(method, self.url(path)).bearer_auth(token).multipart(form).send().await.unwrap()
    }

    pub async fn get(&self, path: &str, token: &str) -> reqwest::Response {
        self.client.get(self.url(path)).bearer_auth(token).send().await.unwrap()
    }
}

impl Drop for TestApp {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(postgres) = self.postgres.take() {
            postgres.drop_now();
        }
    }
}

pub fn test_config(dir: &Path, database_url: Option<String>) -> Config {
    Config {
        data_dir: dir.join("data"),
        database_url: database_url.map(Into::into),
        bind: "127.0.0.1:0".parse().unwrap(),
        jwt_secret: Some(SECRET.into()),
        web_dir: web_dir(dir),
        token_ttl_minutes: 60,
        public_url: None,
        trusted_proxy: Vec::new(),
        header_timeout_secs: 10,
        body_timeout_secs: 30,
        max_connections: 512,
        db_timeout_ms: 2000,
        // Off: a test runs the jobs itself, at the moment it chooses (`jobs::run_due`), rather than
        // have a scheduler change its records at the real time.
        jobs_every_secs: 0,
        smtp_url: None,
        mail_from: None,
        mail_retry_secs: 30,
        log_format: LogFormat::Text,
    }
}

/// A tiny built web app: an index page and one hashed asset, each also compressed as the build
/// writes them (`.gz` a real gzip of it; `.br` marked, as the server only picks the file).
fn web_dir(dir: &Path) -> PathBuf {
    let web = dir.join("web");
    std::fs::create_dir_all(web.join("assets")).unwrap();
    for (path, text) in [
        ("index.html", "<!doctype html><title>Rightsdesk</title><div id=root></div>"),
        ("assets/index-abc123.js", "console.log('rightsdesk')"),
    ] {
        std::fs::write(web.join(path), text).unwrap();
        let mut gzip = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
        gzip.write_all(text.as_bytes()).unwrap();
        std::fs::write(web.join(format!("{path}.gz")), gzip.finish().unwrap()).unwrap();
        std::fs::write(web.join(format!("{path}.br")), format!("brotli of {path}")).unwrap();
    }
    web
}

pub fn temp_dir(label: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rightsdesk-test-{label}-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A PostgreSQL schema made for one test and dropped after it, even when the test fails, in the
/// one database all tests share ([`TESTS_DATABASE`]). A database per test cost 3.5 s of each
/// test's time on a 2-core machine, most of it in `DROP DATABASE`, which forces a checkpoint
/// (2 s); a schema is made, migrated and dropped in under a second. The server reaches it as it
/// reaches a database of its own: the connection's `search_path` names the schema first (then
/// `public`, which holds the shared database's `pg_trgm`), so every table the migrations make,
/// and sqlx's record of them, is the test's alone.
pub struct PostgresDatabase {
    admin_url: String,
    schema: String,
    pub url: String,
}

/// The database the tests' schemas are made in: made by the first test that needs it, with the
/// `pg_trgm` extension in its `public` schema (an extension belongs to one schema: made in a
/// test's, it would be dropped with it, and the trigram indexes of every other test with it),
/// and kept between runs. Tests do not need their commits on disk before they go on.
const TESTS_DATABASE: &str = "rightsdesk_tests";

/// Made once per test process; later tests find it.
static TESTS_DATABASE_READY: tokio::sync::OnceCell<()> = tokio::sync::OnceCell::const_new();

impl PostgresDatabase {
    pub async fn create() -> PostgresDatabase {
        let admin_url = std::env::var("RIGHTSDESK_TEST_POSTGRES_URL").expect(
            "RIGHTSDESK_TEST_DATABASE=postgres needs RIGHTSDESK_TEST_POSTGRES_URL (postgres://user@host:port/db)",
        );
        sqlx::any::install_default_drivers();
        let shared = with_database(&admin_url, TESTS_DATABASE);
        TESTS_DATABASE_READY.get_or_init(|| make_tests_database(&admin_url, &shared)).await;
        let schema = format!("test_{}", uuid::Uuid::new_v4().simple());
        let mut conn = AnyConnection::connect(&shared).await.expect("connect to the tests' database");
        conn.execute(format!("CREATE SCHEMA {schema}").as_str()).await.unwrap();
        conn.close().await.unwrap();
        let mut url = Url::parse(&shared).unwrap();
        url.query_pairs_mut()
            .append_pair("options[search_path]", &format!("{schema},public"))
            // Names the test's connections, for the drop to end those its server left open.
            .append_pair("application_name", &schema);
        PostgresDatabase { url: url.to_string(), admin_url, schema }
    }

    pub fn drop_now(self) {
        // Drop runs outside any async context we may block: use a thread with its own runtime.
        std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
            runtime.block_on(async {
                let shared = with_database(&self.admin_url, TESTS_DATABASE);
                if let Ok(mut conn) = AnyConnection::connect(&shared).await {
                    // What `DROP DATABASE ... WITH (FORCE)` did: the stopped server's pool may
                    // still hold connections, one of them in a transaction the drop would wait for.
                    let end = "SELECT CAST(COUNT(pg_terminate_backend(pid)) AS BIGINT) FROM pg_stat_activity \
                               WHERE application_name = $1 AND pid <> pg_backend_pid()";
                    let _ = sqlx::query(end).bind(&self.schema).execute(&mut conn).await;
                    let _ = conn.execute(format!("DROP SCHEMA IF EXISTS {} CASCADE", self.schema).as_str()).await;
                }
            });
        })
        .join()
        .unwrap();
    }
}

/// Makes the tests' database unless it is there, with `pg_trgm` in its `public` schema and its
/// commits not waited for on disk. Another test process may be making it at the same moment:
/// what it made is as good.
async fn make_tests_database(admin_url: &str, shared: &str) {
    let mut admin = AnyConnection::connect(admin_url).await.expect("connect to RIGHTSDESK_TEST_POSTGRES_URL");
    let exists = "SELECT CAST(COUNT(*) AS BIGINT) FROM pg_database WHERE datname = $1";
    let (count,): (i64,) = sqlx::query_as(exists).bind(TESTS_DATABASE).fetch_one(&mut admin).await.unwrap();
    if count == 0 {
        let _ = admin.execute(format!("CREATE DATABASE {TESTS_DATABASE}").as_str()).await;
        let _ = admin.execute(format!("ALTER DATABASE {TESTS_DATABASE} SET synchronous_commit = off").as_str()).await;
    }
    admin.close().await.unwrap();
    let mut conn = AnyConnection::connect(shared).await.expect("connect to the tests' database");
    let _ = conn.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public").await;
    let (trgm,): (i64,) = sqlx::query_as("SELECT CAST(COUNT(*) AS BIGINT) FROM pg_extension WHERE extname = 'pg_trgm'")
        .fetch_one(&mut conn)
        .await
        .unwrap();
    assert_eq!(trgm, 1, "pg_trgm in the tests' database");
    conn.close().await.unwrap();
}

/// The same server address with another database name: the URL's path, its query kept.
fn with_database(address: &str, name: &str) -> String {
    let mut url = Url::parse(address).expect("RIGHTSDESK_TEST_POSTGRES_URL is a URL");
    url.set_path(name);
    url.to_string()
}

/// Today for a team that has not chosen a time zone: in the server's own zone, as the server
/// reads it (`YYYY-MM-DD`).
pub fn today() -> String {
    use rightsdesk_server::clock;
    clock::today_in(&clock::server_zone()).to_string()
}
