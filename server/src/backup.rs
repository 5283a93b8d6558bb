//! `rightsdesk backup FILE` and `rightsdesk restore FILE` for the embedded SQLite database. A
//! backup is a consistent copy made while the server runs (SQLite's `VACUUM INTO`, which reads one
//! snapshot of the database however many writes go on beside it); a restore puts such a copy in
//! place of the data folder's database while no server uses it, after checking that it is a
//! Rightsdesk database of a schema this version knows, and keeps the replaced one beside it. On
//! PostgreSQL the database's own tools do both (README, "Backups").

use std::path::{Path, PathBuf};

use sqlx::sqlite::{SqliteConnectOptions, SqliteConnection};
use sqlx::{ConnectOptions, Connection};

use crate::config::Config;
use crate::db::{self, Db, Workload};
use crate::error::{Error, Result};
use crate::instance::STOPPED_AFTER_SECS;

/// Copies the database into `file`, which must not exist yet; answers its size in bytes.
pub async fn backup(config: &Config, file: &Path) -> Result<u64> {
    let db = sqlite_only(config, "back up", "pg_dump --format=custom --file=FILE DATABASE_URL").await?;
    if file.exists() {
        return Err(Error::Config(format!("{} exists already: back up to a new file", file.display())));
    }
    let target = file.to_str().ok_or_else(|| Error::Config(format!("{} is not a UTF-8 path", file.display())))?;
    let copied = sqlx::query("VACUUM INTO $1").bind(target).execute(&db.pool).await;
    db.close_command().await;
    copied.map_err(|err| Error::Config(format!("cannot write the backup to {}: {err}", file.display())))?;
    Ok(std::fs::metadata(file).map_err(io(file))?.len())
}

/// A file operation on `path` that failed, said with the path.
fn io(path: &Path) -> impl Fn(std::io::Error) -> Error + '_ {
    move |err| Error::Config(format!("{}: {err}", path.display()))
}

/// What a restore did: the schema version of the copy, and where the replaced database went.
pub struct Restored {
    pub schema: i64,
    pub replaced: Option<PathBuf>,
}

/// Puts the backup `file` in place of the data folder's database, refusing while a server uses that
/// database, and refusing a file that is not a Rightsdesk database or comes from a newer version
/// (whose schema this one does not know). The database it replaces is renamed, not deleted. The
/// next start brings the copy's schema up to date.
pub async fn restore(config: &Config, file: &Path) -> Result<Restored> {
    if config.database_url.is_some() {
        return Err(Error::Config(
            "restore is for the embedded SQLite database: on PostgreSQL use pg_restore (README, Backups)".into(),
        ));
    }
    let schema = check_backup(file).await?;
    let target = config.data_dir.join("rightsdesk.db");
    let replaced = if target.exists() {
        ensure_stopped(config).await?;
        let aside = config.data_dir.join(format!("rightsdesk.db.replaced-{}", db::now()));
        std::fs::rename(&target, &aside).map_err(io(&target))?;
        for suffix in ["-wal", "-shm"] {
            let side = config.data_dir.join(format!("rightsdesk.db{suffix}"));
            if side.exists() {
                std::fs::rename(&side, format!("{}{suffix}", aside.display())).map_err(io(&side))?;
            }
        }
        Some(aside)
    } else {
        std::fs::create_dir_all(&config.data_dir).map_err(io(&config.data_dir))?;
        None
    };
    std::fs::copy(file, &target).map_err(io(&target))?;
    // Opening it migrates it to this version's schema, now rather than at the next start.
    crate::open_database(config, Workload::Requests).await?.close_command().await;
    Ok(Restored { schema, replaced })
}

/// The database of `config` when it is SQLite; else what to use instead on PostgreSQL.
async fn sqlite_only(config: &Config, doing: &str, instead: &str) -> Result<Db> {
    let db = crate::open_database(config, Workload::Requests).await?;
    if db.backend != db::Backend::Sqlite {
        db.close_command().await;
        return Err(Error::Config(format!(
            "to {doing} a PostgreSQL database use its own tools: {instead} (README, Backups)"
        )));
    }
    Ok(db)
}

/// The schema version of the backup `file`, once it is known to be a sound Rightsdesk database that
/// this version can open.
async fn check_backup(file: &Path) -> Result<i64> {
    let not_ours = |why: &str| Error::Config(format!("{} is not a Rightsdesk backup: {why}", file.display()));
    if !file.is_file() {
        return Err(not_ours("there is no such file"));
    }
    let options = SqliteConnectOptions::new().filename(file).read_only(true);
    let mut conn: SqliteConnection = options.connect().await.map_err(|err| not_ours(&err.to_string()))?;
    let integrity: Result<(String,), _> = sqlx::query_as("PRAGMA integrity_check").fetch_one(&mut conn).await;
    match integrity {
        Ok((verdict,)) if verdict == "ok" => {}
        Ok((verdict,)) => return Err(not_ours(&format!("the file is damaged ({verdict})"))),
        Err(_) => return Err(not_ours("it is not a SQLite database")),
    }
    let schema: Result<(Option<i64>,), _> =
        sqlx::query_as("SELECT MAX(version) FROM _sqlx_migrations WHERE success").fetch_one(&mut conn).await;
    let tables: Result<(i64,), _> = sqlx::query_as(
        "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name IN ('teams', 'users', 'titles', 'licenses')",
    )
    .fetch_one(&mut conn)
    .await;
    conn.close().await.ok();
    let (Ok((Some(schema),)), Ok((4,))) = (schema, tables) else {
        return Err(not_ours("it has no Rightsdesk tables"));
    };
    let known = db::latest_schema(db::Backend::Sqlite);
    if schema > known {
        return Err(Error::Config(format!(
            "{} comes from a newer Rightsdesk (schema {schema}; this one knows up to {known}): restore it with that version or a later one",
            file.display()
        )));
    }
    Ok(schema)
}

/// Refuses while a server instance uses the data folder's database: one that has beaten within
/// the last minute and has not stopped (db/instances.rs).
async fn ensure_stopped(config: &Config) -> Result<()> {
    let db = crate::open_database(config, Workload::Requests).await?;
    let running: Result<(i64,), _> =
        sqlx::query_as("SELECT COUNT(*) FROM instances WHERE stopped_at IS NULL AND last_seen_at > $1")
            .bind(db::now() - STOPPED_AFTER_SECS)
            .fetch_one(&db.pool)
            .await;
    db.close_command().await;
    if running?.0 > 0 {
        return Err(Error::Config(
            "a Rightsdesk server is using this database: stop it first, then restore (its data is kept beside the restored one)"
                .into(),
        ));
    }
    Ok(())
}
