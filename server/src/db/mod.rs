//! The database: one connection pool and one code path for SQLite and PostgreSQL (`sqlx::Any`,
//! `$1` placeholders, which SQLite accepts too). Queries live in the submodules, next to the
//! table they touch; every query on business data takes the team id.
//!
//! A query that reads a few rows by their ids or their parent's ids and also checks the team
//! writes the check `+team_id = $1`: SQLite's planner, which keeps no statistics here, otherwise
//! reads the whole team through an index that starts with `team_id` (every title of 100,000 to
//! find a fair's 400 meetings' titles: 1.2 s) instead of the ids' own index. The unary plus makes
//! the column an expression that no index serves (SQLite's documented way to steer it); on
//! PostgreSQL, which plans from statistics, it changes nothing that matters. It is the device of
//! [`search::past_team_index`] (the lists' searches), written out where a query has no backend
//! at hand: `+column` keeps the team's index out on both engines alike.

pub mod activity;
pub mod availability;
pub mod awaited;
pub mod calendar;
mod checkpoints;
pub mod columns;
pub mod companies;
mod counts;
pub mod covers;
pub mod dashboard;
pub mod digest;
pub mod events;
pub mod fairs;
pub mod guides;
pub mod instances;
pub mod jobs;
pub mod licenses;
pub mod list;
pub mod mail;
pub mod materials;
pub mod payments;
pub mod prospections;
pub mod rates;
pub mod reports;
pub mod rights;
pub mod search;
pub mod sessions;
pub mod statements;
pub mod teams;
pub mod titles;
pub mod users;
pub mod versions;
mod write;

use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use rightsdesk_core::{EntityType, FieldErrors, messages, search_key};
use serde::Serialize;
use sha2::{Digest, Sha256};
use sqlx::any::{AnyPoolOptions, install_default_drivers};
use sqlx::migrate::{MigrateError, Migrator};
use sqlx::{AnyConnection, AnyPool, Connection, Executor};
use url::Url;
use utoipa::ToSchema;

use self::activity::Entry;
use self::checkpoints::WAL_LIMIT_BYTES;
pub use self::write::{Last, Write};
use crate::error::{Error, Result};

/// Which engine the pool talks to; only migrations and a few statements differ.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
#[schema(description = "A database engine: `sqlite` (one file, beside the server) or `postgres`.")]
pub enum Backend {
    /// SQLite: one file in the data folder, served by one instance.
    Sqlite,
    /// PostgreSQL: a database server, which several instances may share.
    Postgres,
}

impl Backend {
    /// The wire value: `sqlite` or `postgres`.
    pub fn as_str(self) -> &'static str {
        match self {
            Backend::Sqlite => "sqlite",
            Backend::Postgres => "postgres",
        }
    }
}

/// What a pool's connections are for, which sets how much memory each may take on SQLite.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Workload {
    /// The server's requests, and the commands that make a few statements.
    Requests,
    /// `rightsdesk import`: one transaction writing up to millions of rows, in a short-lived
    /// process.
    Import,
}

#[derive(Debug, Clone)]
pub struct Db {
    pub pool: AnyPool,
    pub backend: Backend,
    /// SQLite only, to open one last connection on close (a file path holds no secret).
    sqlite_url: Option<Arc<str>>,
    /// SQLite only: the one write turn, which write transactions take in arrival order
    /// ([`Db::begin_write`]).
    turn: write::Turn,
}

impl Db {
    /// Opens the pool and brings the schema up to date. A request waits at most `acquire_timeout`
    /// for a connection: past it, the database is unavailable (503, error.rs).
    pub async fn connect(url: &str, workload: Workload, acquire_timeout: Duration) -> Result<Db> {
        install_default_drivers();
        let backend = if url.starts_with("sqlite:") {
            Backend::Sqlite
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Backend::Postgres
        } else {
            return Err(Error::Config(format!(
                "unsupported database URL {}: use postgres://... or leave RIGHTSDESK_DATABASE_URL unset for SQLite",
                redact(url)
            )));
        };
        let options = AnyPoolOptions::new()
            .max_connections(match backend {
                Backend::Sqlite => sqlite_connections(),
                Backend::Postgres => 16,
            })
            .acquire_timeout(acquire_timeout)
            // A ping before every use costs SQLite a round trip to the connection's thread for
            // nothing (a file does not drop a connection); a PostgreSQL connection can die
            // with its server, so it is still tested.
            .test_before_acquire(backend == Backend::Postgres)
            .after_connect(move |conn, _meta| {
                Box::pin(async move {
                    if backend == Backend::Sqlite {
                        // WAL lets readers run beside the one writer; foreign keys are off by
                        // default in SQLite and the schema relies on them.
                        conn.execute("PRAGMA journal_mode = WAL").await?;
                        conn.execute("PRAGMA synchronous = NORMAL").await?;
                        // The server's own task copies the WAL into the file (checkpoints.rs),
                        // rather than the commit that fills it.
                        conn.execute("PRAGMA wal_autocheckpoint = 0").await?;
                        conn.execute("PRAGMA foreign_keys = ON").await?;
                        conn.execute(format!("PRAGMA busy_timeout = {}", BUSY_TIMEOUT.as_millis()).as_str()).await?;
                        // After a checkpoint resets the WAL, its file shrinks back to this size.
                        conn.execute(format!("PRAGMA journal_size_limit = {WAL_LIMIT_BYTES}").as_str()).await?;
                        // Pages read through a memory map instead of a copy per page (pread): a
                        // search reading a few thousand rows spent a sixth of its time copying
                        // pages that the operating system already had in its cache.
                        conn.execute(format!("PRAGMA mmap_size = {MMAP_BYTES}").as_str()).await?;
                        if workload == Workload::Import {
                            // With SQLite's 2 MB of pages, an import writes the pages it changes
                            // to the WAL before its commit, again each time it changes them once
                            // more (100,000 titles took 8.0 s instead of 5.5): 256 MB.
                            conn.execute("PRAGMA cache_size = -262144").await?;
                            // Each batch's statement journal (the pages it changed, to undo it
                            // alone) in memory rather than in a temporary file: 1.6 million
                            // writes to that file for 200,000 titles, a third of the time.
                            // Set before the transaction begins, which fixes where it goes.
                            conn.execute("PRAGMA temp_store = MEMORY").await?;
                        }
                    }
                    Ok(())
                })
            });
        let pool = options.connect(url).await.map_err(|err| {
            Error::Config(format!(
                "cannot open the database {}: {err}; check RIGHTSDESK_DATABASE_URL (or --database-url) and that the server is running",
                redact(url)
            ))
        })?;
        let sqlite_url = (backend == Backend::Sqlite).then(|| Arc::from(url));
        let db = Db { pool, backend, sqlite_url, turn: write::Turn::default() };
        db.migrate().await?;
        db.fill_search_texts().await?;
        db.spawn_checkpoints();
        Ok(db)
    }

    /// Begins a transaction that will write. On SQLite it takes the write lock at once
    /// (`BEGIN IMMEDIATE`): a plain `BEGIN` that reads first and then writes cannot wait for a
    /// busy lock (SQLite answers "database is locked" at once to avoid a deadlock), while an
    /// immediate one waits its turn. PostgreSQL's row locks need nothing.
    ///
    /// SQLite has one writer at a time, and the server's writers wait for it in arrival order
    /// (the write turn, [`write`]), rather than in SQLite's busy handler, which sleeps 1 to 100 ms
    /// between its tries whoever frees the lock: with 32 clients creating titles, a tenth of the
    /// creates took 10 to 17 ms and the server made 766 a second. While writers wait, the writes
    /// share transactions (group commit, [`write`]). The busy timeout still covers another
    /// process's writes (`rightsdesk import` beside a running server).
    pub async fn begin_write(&self) -> Result<Write> {
        Write::begin(self.pool.clone(), self.backend, &self.turn, false).await
    }

    /// Whether, on SQLite, another write holds the write turn or waits for it: a write can then
    /// read what it needs before it takes its turn ([`Write`]'s group commit). Never on PostgreSQL,
    /// whose writers run side by side.
    pub fn write_turn_busy(&self) -> bool {
        self.backend == Backend::Sqlite && self.turn.busy()
    }

    /// Begins a write of many rows (an import, a job), which shares its transaction with no
    /// other write: a create's answer does not wait for it to end.
    pub async fn begin_bulk_write(&self) -> Result<Write> {
        Write::begin(self.pool.clone(), self.backend, &self.turn, true).await
    }

    /// After a bulk load, PostgreSQL: refreshes the planner's statistics of `tables`, which
    /// autovacuum would only do a minute or so later. Until then the planner believes the
    /// tables nearly empty and picks plans that read every row (a search took 900 ms instead of
    /// 2 ms after importing 100,000 titles). SQLite's plans do not rest on statistics: nothing.
    pub async fn analyze(&self, tables: &[&str]) -> Result<()> {
        if self.backend == Backend::Postgres {
            sqlx::query(&format!("ANALYZE {}", tables.join(", "))).execute(&self.pool).await?;
        }
        Ok(())
    }

    /// Closes every connection. On SQLite it then folds the WAL into the database file and
    /// removes the `-wal` and `-shm` files, so a stopped server leaves one self-contained file.
    ///
    /// SQLite removes them by itself only when the last connection closes and sees itself
    /// alone, which two pool connections closing at once (one handed back by a finished request
    /// while the pool closes the idle ones) both fail to see. So once the pool is closed, one
    /// lone connection leaves WAL mode, which waits for the others' locks, checkpoints and
    /// deletes the files; the next start turns WAL on again (`after_connect`).
    pub async fn close(&self) {
        self.close_pool().await;
        if let Some(url) = &self.sqlite_url {
            match leave_wal_mode(url, LEAVE_WAL_TRIES).await {
                Ok(mode) if mode == "delete" => {}
                // Nothing is lost either way: SQLite replays the WAL on the next start.
                Ok(mode) => tracing::warn!(%mode, "the WAL stays beside the database: another connection holds it"),
                Err(err) => tracing::warn!(error = %err, "cannot fold the WAL back into the database"),
            }
        }
    }

    /// Closes every connection of a command (`rightsdesk import`, `user`, `backup`...), which may
    /// run beside a server on the same SQLite database. Alone, it leaves one file, as
    /// [`Db::close`] does; beside a server, whose connections hold the WAL for as long as it
    /// runs, it leaves the WAL to it at once and quietly. (Trying as the server does, for its own
    /// connections' sake, cost every command 6 s and a "database is locked" warning.)
    pub async fn close_command(&self) {
        self.close_pool().await;
        if let Some(url) = &self.sqlite_url {
            match leave_wal_mode(url, 1).await {
                Ok(mode) if mode == "delete" => {}
                Ok(mode) => tracing::debug!(%mode, "the WAL stays with the server that holds it"),
                Err(err) => tracing::debug!(error = %err, "the WAL stays with the server that holds it"),
            }
        }
    }

    async fn close_pool(&self) {
        self.pool.close().await;
        // A connection handed back while closing (a request whose client went away, rolled
        // back) is closed in the background: give those a moment before the process exits.
        for _ in 0..200 {
            if self.pool.size() == 0 {
                break;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    /// Writes the `search_text` of rows stored before the column existed (it is the core's search
    /// key, which SQL cannot compute), a batch per transaction. Nothing to do on later starts.
    async fn fill_search_texts(&self) -> Result<()> {
        loop {
            let rows: Vec<(i64, String, Option<String>)> =
                sqlx::query_as("SELECT id, name, author FROM titles WHERE search_text IS NULL LIMIT 1000")
                    .fetch_all(&self.pool)
                    .await?;
            if rows.is_empty() {
                break;
            }
            let mut tx = self.begin_write().await?;
            for (id, name, author) in rows {
                sqlx::query("UPDATE titles SET search_text = $1 WHERE id = $2")
                    .bind(titles::search_text(&name, author.as_deref(), []))
                    .bind(id)
                    .execute(&mut *tx)
                    .await?;
            }
            tx.commit().await?;
        }
        loop {
            let ids: Vec<(i64,)> = sqlx::query_as("SELECT id FROM companies WHERE search_text IS NULL LIMIT 1000")
                .fetch_all(&self.pool)
                .await?;
            if ids.is_empty() {
                break;
            }
            let mut tx = self.begin_write().await?;
            for (id,) in ids {
                companies::refresh_search_text(&mut tx, id).await?;
            }
            tx.commit().await?;
        }
        Ok(())
    }

    async fn migrate(&self) -> Result<()> {
        migrator(self.backend).run(&self.pool).await.map_err(|err| match err {
            // A database that a newer Rightsdesk has migrated: this one does not know its schema.
            MigrateError::VersionMissing(version) => Error::Config(format!(
                "the database's schema (version {version}) is newer than this Rightsdesk knows (up to {}): \
                 run the newer version, or restore a backup this one made",
                latest_schema(self.backend)
            )),
            err => Error::Config(format!("cannot migrate the database schema: {err}")),
        })
    }
}

/// The schema migrations of `backend`, embedded in the binary.
fn migrator(backend: Backend) -> Migrator {
    match backend {
        Backend::Sqlite => sqlx::migrate!("./migrations/sqlite"),
        Backend::Postgres => sqlx::migrate!("./migrations/postgres"),
    }
}

/// The newest schema version this server knows: its last migration's.
pub fn latest_schema(backend: Backend) -> i64 {
    migrator(backend).iter().map(|migration| migration.version).max().unwrap_or(0)
}

/// Switches a SQLite database out of WAL mode on a connection of its own, in at most `tries`
/// tries; answers the journal mode now in force (`delete` when it worked). A request cancelled
/// by its client can leave its statement running on a connection's thread for as long as the
/// busy timeout, holding a lock, and the switch does not wait for locks: the server tries again
/// for a few seconds, each time on a new connection (a failed try can leave its own statement
/// holding a read lock).
async fn leave_wal_mode(url: &str, tries: u32) -> std::result::Result<String, sqlx::Error> {
    let mut tried = 0;
    loop {
        tried += 1;
        let mut last = AnyConnection::connect(url).await?;
        let switched = sqlx::query_as::<_, (String,)>("PRAGMA journal_mode = DELETE").fetch_one(&mut last).await;
        last.close().await?;
        match switched {
            Ok((mode,)) if mode == "delete" || tried >= tries => return Ok(mode),
            Err(err) if tried >= tries => return Err(err),
            _ => tokio::time::sleep(Duration::from_millis(200)).await,
        }
    }
}

/// How many times [`Db::close`] tries to leave WAL mode, 200 ms apart.
const LEAVE_WAL_TRIES: u32 = 30;

/// The SQLite pool's size: two connections per core, at least 4 (a long answer streaming the
/// whole list, a write and two reads at once) and at most 16. SQLite writes one transaction at a
/// time and reads in parallel only as far as there are cores, while each connection has a thread,
/// a page cache and (with glibc) an allocator arena of its own: 8 on 2 cores held 117 MB under
/// load with a million titles, 4 held 67 MB, as fast.
fn sqlite_connections() -> u32 {
    let cores = std::thread::available_parallelism().map_or(2, |cores| cores.get() as u32);
    (2 * cores).clamp(4, 16)
}

/// How long a SQLite write waits for the database's one writer (its busy timeout, and the write
/// turn of [`Db::begin_write`]) before it is answered 503.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// How much of a SQLite database its connections read through a memory map: the file's pages are
/// the operating system's cache, shared by every connection, not memory of the server's own.
const MMAP_BYTES: i64 = 4 * 1024 * 1024 * 1024;

/// A title or company a license or a prospection points at.
pub struct Referenced {
    pub id: i64,
    /// Made by this write, from the name alone: the caller logs its creation.
    pub made: bool,
}

/// The team's row of `table` (titles or companies) that a license or a prospection points at: by
/// `id` when given, `None` when that id is not the team's; else by name (case and accents aside),
/// created when missing.
pub async fn reference(
    conn: &mut AnyConnection,
    table: &'static str,
    team_id: i64,
    id: Option<i64>,
    name: &str,
) -> Result<Option<Referenced>> {
    let existing = |id| Referenced { id, made: false };
    if let Some(id) = id {
        let found: Option<(i64,)> = sqlx::query_as(&format!("SELECT id FROM {table} WHERE team_id = $1 AND id = $2"))
            .bind(team_id)
            .bind(id)
            .fetch_optional(&mut *conn)
            .await?;
        return Ok(found.map(|(id,)| existing(id)));
    }
    let key = search_key(name.trim());
    let find = format!("SELECT id FROM {table} WHERE team_id = $1 AND name_key = $2 ORDER BY id LIMIT 1");
    let found: Option<(i64,)> = sqlx::query_as(&find).bind(team_id).bind(&key).fetch_optional(&mut *conn).await?;
    if let Some((id,)) = found {
        return Ok(Some(existing(id)));
    }
    // Names are unique per team: if another request created it meanwhile, use theirs. A row made
    // from a name alone is searched by that name (its search_text is the name's key).
    let created: Option<(i64,)> = sqlx::query_as(&format!(
        "INSERT INTO {table} (team_id, name, name_key, search_text, created_at, updated_at) VALUES ($1, $2, $3, $3, $4, $4)
         ON CONFLICT (team_id, name_key) DO NOTHING RETURNING id"
    ))
    .bind(team_id)
    .bind(name.trim())
    .bind(&key)
    .bind(now())
    .fetch_optional(&mut *conn)
    .await?;
    match created {
        Some((id,)) => Ok(Some(Referenced { id, made: true })),
        None => Ok(sqlx::query_as(&find)
            .bind(team_id)
            .bind(&key)
            .fetch_optional(&mut *conn)
            .await?
            .map(|(id,): (i64,)| existing(id))),
    }
}

/// The title and the company a license or a prospection names, each an id (when picked) and a
/// name, found or made by [`reference`]: their ids, or `None` with the unknown one's message on
/// its field (`title`, `company`) in `errors`. What was made from a name alone goes to `made`, for
/// the activity log.
pub async fn title_and_company(
    conn: &mut AnyConnection,
    team_id: i64,
    (title_id, title): (Option<i64>, &str),
    (company_id, company): (Option<i64>, &str),
    made: &mut Vec<Entry>,
    errors: &mut FieldErrors,
) -> Result<Option<(i64, i64)>> {
    let found_title = reference(conn, "titles", team_id, title_id, title).await?;
    let found_company = reference(conn, "companies", team_id, company_id, company).await?;
    activity::note_made(made, EntityType::Title, found_title.as_ref(), title);
    activity::note_made(made, EntityType::Company, found_company.as_ref(), company);
    if found_title.is_none() {
        errors.add("title", messages::UNKNOWN_TITLE);
    }
    if found_company.is_none() {
        errors.add("company", messages::UNKNOWN_COMPANY);
    }
    Ok(found_title.zip(found_company).map(|(title, company)| (title.id, company.id)))
}

/// Makes the team's writes of one kind (`what`: `licenses`, `fairs`) take turns on PostgreSQL,
/// from the start of their transaction (SQLite's write transactions already do), so that a rule
/// over several records (an exclusive license's overlap, a member's double booking) sees the write
/// made just before it. Take it first thing in the transaction (`licenses::take_turns` says why).
pub async fn take_turns(conn: &mut AnyConnection, backend: Backend, what: &str, team_id: i64) -> Result<()> {
    if backend == Backend::Postgres {
        sqlx::query("SELECT pg_advisory_xact_lock(hashtextextended('rightsdesk ' || $1 || ' of team ' || $2, 0))")
            .bind(what)
            .bind(team_id.to_string())
            .execute(conn)
            .await?;
    }
    Ok(())
}

/// Seconds since the Unix epoch: the one timestamp format stored, the same on both engines.
pub fn now() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs() as i64).unwrap_or_default()
}

/// A stored file's SHA-256, in lower-case hex: what an integrity check compares it with.
pub fn sha256_hex(content: &[u8]) -> String {
    Sha256::digest(content).iter().map(|b| format!("{b:02x}")).collect()
}

/// Seconds since the epoch as RFC 3339 in UTC, as the wire carries timestamps.
pub fn timestamp(seconds: i64) -> String {
    time::OffsetDateTime::from_unix_timestamp(seconds)
        .ok()
        .and_then(|at| at.format(&time::format_description::well_known::Rfc3339).ok())
        .unwrap_or_else(|| "1970-01-01T00:00:00Z".into())
}

/// Whether a failed statement broke a unique constraint.
pub fn is_unique_violation(err: &sqlx::Error) -> bool {
    err.as_database_error().is_some_and(|db| db.is_unique_violation())
}

/// `text` with LIKE's wildcards escaped (by `\`), to match literally.
pub fn like_pattern(text: &str) -> String {
    text.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_")
}

/// What messages show of a database address that [`redact`] cannot take apart.
const UNREADABLE_ADDRESS: &str = "(an address that is not a URL)";

/// The database address without its passwords, for messages: the one of the user part
/// (`postgres://u:***@h/db`) and those of the query (libpq's `?password=`, `?sslpassword=`). An
/// address with none is shown as given. One that is not a URL, or whose `@` is not a user
/// part's (`u:secret@h/db` reads as the scheme `u` and a path), is not shown at all, as where a
/// password would sit in it cannot be told.
pub(crate) fn redact(address: &str) -> String {
    let mut url = match Url::parse(address) {
        Ok(url) if !(url.cannot_be_a_base() && address.contains('@')) => url,
        _ => return UNREADABLE_ADDRESS.into(),
    };
    let secret = |key: &str| key.to_ascii_lowercase().ends_with("password");
    let in_query = url.query_pairs().any(|(key, _)| secret(&key));
    if url.password().is_none() && !in_query {
        return address.to_string();
    }
    if url.password().is_some() {
        // Only a URL that cannot have a user part refuses one, and this one has it.
        let _ = url.set_password(Some("***"));
    }
    if in_query {
        let pairs: Vec<(String, String)> = url
            .query_pairs()
            .map(|(key, value)| {
                let value = if secret(&key) { "***".to_string() } else { value.into_owned() };
                (key.into_owned(), value)
            })
            .collect();
        url.query_pairs_mut().clear().extend_pairs(pairs);
    }
    url.to_string()
}

#[cfg(test)]
mod tests {
    use super::{UNREADABLE_ADDRESS, like_pattern, redact};

    #[test]
    fn like_wildcards_match_literally() {
        assert_eq!(like_pattern(r"50%_off\"), r"50\%\_off\\");
    }

    #[test]
    fn redact_hides_the_password_only() {
        assert_eq!(redact("postgres://bob:secret@db/x"), "postgres://bob:***@db/x");
        assert_eq!(redact("postgres://u:secret@h/db"), "postgres://u:***@h/db");
        assert_eq!(redact("postgres://h/db?password=secret"), "postgres://h/db?password=***");
        assert_eq!(
            redact("postgres://u@h/db?sslmode=require&PASSWORD=secret&sslpassword=key"),
            "postgres://u@h/db?sslmode=require&PASSWORD=***&sslpassword=***"
        );
        assert_eq!(redact("postgres://bob@db/x"), "postgres://bob@db/x");
        assert_eq!(redact("sqlite://data/r.db?mode=rwc"), "sqlite://data/r.db?mode=rwc");
        assert_eq!(redact("sqlite:///srv/My Data/r.db?mode=rwc"), "sqlite:///srv/My Data/r.db?mode=rwc");
        for unreadable in ["u:secret@h/db", "postgres://u:secret@h:port/db"] {
            assert_eq!(redact(unreadable), UNREADABLE_ADDRESS, "{unreadable}");
        }
    }
}
