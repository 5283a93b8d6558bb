//! The database: one connection pool and one code path for SQLite and PostgreSQL (`sqlx::Any`,
//! `$1` placeholders, which SQLite accepts too). Queries live in the submodules, next to the
//! table they touch; every query on business data takes the team id.

pub mod companies;
pub mod licenses;
pub mod sessions;
pub mod teams;
pub mod titles;
pub mod users;

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use rightsdesk_core::{Suggestion, search_key};
use sqlx::any::{AnyPoolOptions, install_default_drivers};
use sqlx::{AnyPool, Executor};

use crate::error::{Error, Result};

/// Which engine the pool talks to; only migrations and a few statements differ.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

#[derive(Debug, Clone)]
pub struct Db {
    pub pool: AnyPool,
    pub backend: Backend,
}

impl Db {
    /// Opens the pool and brings the schema up to date.
    pub async fn connect(url: &str) -> Result<Db> {
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
            .max_connections(if backend == Backend::Sqlite { 8 } else { 16 })
            .acquire_timeout(Duration::from_secs(10))
            .after_connect(move |conn, _meta| {
                Box::pin(async move {
                    if backend == Backend::Sqlite {
                        // WAL lets readers run beside the one writer; foreign keys are off by
                        // default in SQLite and the schema relies on them.
                        conn.execute("PRAGMA journal_mode = WAL").await?;
                        conn.execute("PRAGMA synchronous = NORMAL").await?;
                        conn.execute("PRAGMA foreign_keys = ON").await?;
                        conn.execute("PRAGMA busy_timeout = 5000").await?;
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
        let db = Db { pool, backend };
        db.migrate().await?;
        Ok(db)
    }

    async fn migrate(&self) -> Result<()> {
        let migrator = match self.backend {
            Backend::Sqlite => sqlx::migrate!("./migrations/sqlite"),
            Backend::Postgres => sqlx::migrate!("./migrations/postgres"),
        };
        migrator
            .run(&self.pool)
            .await
            .map_err(|err| Error::Config(format!("cannot migrate the database schema: {err}")))
    }
}

/// Seconds since the Unix epoch: the one timestamp format stored, the same on both engines.
pub fn now() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs() as i64).unwrap_or_default()
}

/// Whether a failed statement broke a unique constraint.
pub fn is_unique_violation(err: &sqlx::Error) -> bool {
    err.as_database_error().is_some_and(|db| db.is_unique_violation())
}

/// Up to `limit` rows of `table` (titles or companies) whose name contains `text`, case and
/// accents ignored, those starting with it first.
pub async fn complete_names(pool: &AnyPool, table: &'static str, team_id: i64, text: &str, limit: i64) -> Result<Vec<Suggestion>> {
    let key = like_pattern(&search_key(text.trim()));
    let rows: Vec<(i64, String)> = sqlx::query_as(&format!(
        "SELECT id, name FROM {table}
         WHERE team_id = $1 AND name_key LIKE $2 ESCAPE '\\'
         ORDER BY CASE WHEN name_key LIKE $3 ESCAPE '\\' THEN 0 ELSE 1 END, name_key, id
         LIMIT $4"
    ))
    .bind(team_id)
    .bind(format!("%{key}%"))
    .bind(format!("{key}%"))
    .bind(limit)
    .fetch_all(pool)
    .await?;
    Ok(rows.into_iter().map(|(id, name)| Suggestion { id, name }).collect())
}

/// `text` with LIKE's wildcards escaped (by `\`), to match literally.
pub fn like_pattern(text: &str) -> String {
    text.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_")
}

/// The URL without its password, for messages.
fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let credentials = &url[scheme + 3..at];
            match credentials.split_once(':') {
                Some((user, _)) => format!("{}{user}:***{}", &url[..scheme + 3], &url[at..]),
                None => url.to_string(),
            }
        }
        _ => url.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::{like_pattern, redact};

    #[test]
    fn like_wildcards_match_literally() {
        assert_eq!(like_pattern(r"50%_off\"), r"50\%\_off\\");
    }

    #[test]
    fn redact_hides_the_password_only() {
        assert_eq!(redact("postgres://bob:secret@db/x"), "postgres://bob:***@db/x");
        assert_eq!(redact("postgres://bob@db/x"), "postgres://bob@db/x");
        assert_eq!(redact("sqlite://data/r.db?mode=rwc"), "sqlite://data/r.db?mode=rwc");
    }
}
