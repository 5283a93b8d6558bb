//! What the command line does: serve, manage users, import, back up and restore.

use std::path::Path;

use rightsdesk_core::Role;

use crate::auth::password;
use crate::config::{Config, ImportCommand, UserCommand};
use crate::db::{Db, Workload, users};
use crate::error::{Error, Result};
use crate::import::{self, Outcome};

/// `rightsdesk serve`: prepares, greets a newcomer on the very first start, serves until
/// SIGINT or SIGTERM.
pub async fn serve(config: &Config) -> Result<()> {
    let state = crate::prepare(config).await?;
    create_first_admin(&state.db, config).await?;
    if !state.web_dir.join("index.html").is_file() {
        tracing::warn!(web_dir = %state.web_dir.display(), "no built web app there; run `npm start` or set RIGHTSDESK_WEB_DIR");
    }
    let listener = crate::bind(config).await?;
    tracing::info!(address = %config.bind, database = ?state.db.backend, "Rightsdesk is serving on http://{}", config.bind);
    let served = crate::serve(listener, state.clone(), shutdown_signal()).await;
    // Also after a failure: on SQLite the last connection to close folds the WAL back into the
    // database file and removes it.
    state.db.close().await;
    served?;
    tracing::info!("stopped");
    Ok(())
}

/// With no user at all, creates a team and an admin and prints the e-mail and a random
/// password once (to the terminal, never to the logs).
async fn create_first_admin(db: &Db, config: &Config) -> Result<()> {
    if users::count(&db.pool).await? > 0 {
        return Ok(());
    }
    let email = "admin@rightsdesk.local";
    let secret = password::generate();
    let hash = password::hash(&secret).await?;
    users::create(
        &db.pool,
        users::NewUser {
            email,
            name: "Administrator",
            password_hash: &hash,
            team: "My rights team",
            role: Role::Admin,
        },
    )
    .await?;
    println!(
        "\nRightsdesk: first start, an administrator account was created.\n  e-mail:   {email}\n  password: {secret}\n\
         Sign in at http://{} (this password is shown only once; change it with `rightsdesk user passwd`).\n",
        config.bind
    );
    Ok(())
}

pub async fn user(config: &Config, command: UserCommand) -> Result<()> {
    let db = crate::open_database(config, Workload::Requests).await?;
    let done = user_command(&db, command).await;
    db.close_command().await;
    done
}

async fn user_command(db: &Db, command: UserCommand) -> Result<()> {
    match command {
        UserCommand::Add { email, name, password: secret, team, role } => {
            check_email(&email)?;
            if name.trim().is_empty() || team.trim().is_empty() {
                return Err(Error::Config("--name and --team must not be empty".into()));
            }
            password::check_strength(&secret)?;
            let role = Role::parse(&role).ok_or_else(|| Error::Config(format!("unknown role {role}")))?;
            let hash = password::hash(&secret).await?;
            let user = users::create(
                &db.pool,
                users::NewUser { email: &email, name: &name, password_hash: &hash, team: &team, role },
            )
            .await?;
            println!("Added {} ({}) to team {}", user.email, role.as_str(), user.team_name);
        }
        UserCommand::Passwd { email, password: secret } => {
            password::check_strength(&secret)?;
            if !users::set_password(&db.pool, &email, &password::hash(&secret).await?).await? {
                return Err(Error::Config(format!("no user has the e-mail {email}; see `rightsdesk user list`")));
            }
            println!("Password changed for {}", email.trim().to_lowercase());
        }
        UserCommand::Deactivate { email } => {
            if users::deactivate(db, &email).await?.is_none() {
                return Err(Error::Config(format!("no user has the e-mail {email}; see `rightsdesk user list`")));
            }
            println!("Deactivated {}: they cannot sign in any more", email.trim().to_lowercase());
        }
        UserCommand::List => {
            let all = users::list(&db.pool).await?;
            println!("{:<32} {:<24} {:<8} {:<11} TEAM", "E-MAIL", "NAME", "ROLE", "STATUS");
            for user in all {
                let role = user.roles.first().map_or("", |r| r.as_str());
                let status = if user.active { "active" } else { "deactivated" };
                println!("{:<32} {:<24} {:<8} {:<11} {}", user.email, user.name, role, status, user.team_name);
            }
        }
    }
    Ok(())
}

/// `rightsdesk import`: prints what was imported (or, for a dry run, would be), or each bad row
/// on standard error and fails. Notices (a new name like one the team has) go to standard error
/// as bad rows do, `FILE:LINE: column: message`, so that a script reading the summary line is
/// not disturbed; after an import at most [`NOTICES_SHOWN`] of them.
pub async fn import(config: &Config, command: ImportCommand) -> Result<()> {
    let db = crate::open_database(config, Workload::Import).await?;
    let (what, team, file, outcome) = match &command {
        ImportCommand::Titles { team, file } => ("titles", team, file, import::titles(&db, team, file).await),
        ImportCommand::Companies { team, file } => ("companies", team, file, import::companies(&db, team, file).await),
        ImportCommand::Licenses { team, file, dry_run } => {
            ("licenses", team, file, import::licenses(&db, team, file, *dry_run).await)
        }
        ImportCommand::Onix { team, file } => return import_onix(db, team, file).await,
    };
    db.close_command().await;
    let notice = |notice: &import::Notice| {
        eprintln!("{}:{}: {}: {}", file.display(), notice.line, notice.column, notice.message);
    };
    match outcome? {
        Outcome::Imported { rows, seconds, report, notices, uncompared } => {
            for line in &report {
                println!("{}: {line}", file.display());
            }
            notices.iter().take(NOTICES_SHOWN).for_each(notice);
            if notices.len() > NOTICES_SHOWN {
                eprintln!(
                    "{}: {} more names made are like the team's; `rightsdesk import {what} --dry-run` lists them all",
                    file.display(),
                    notices.len() - NOTICES_SHOWN
                );
            }
            if uncompared > 0 {
                eprintln!(
                    "{}: {uncompared} more names made were not compared with the team's (past the first {}); `rightsdesk import {what} --dry-run` compares them all",
                    file.display(),
                    import::COMPARED_NAMES
                );
            }
            println!("Imported {rows} {what} into team {team} in {seconds:.1} s");
            Ok(())
        }
        Outcome::Checked { rows, notices } => {
            notices.iter().for_each(notice);
            println!("Checked {rows} {what} for team {team}: they can be imported; nothing was written (--dry-run)");
            Ok(())
        }
        Outcome::Refused(bad) => {
            for row in &bad {
                eprintln!("{}:{}: {}", file.display(), row.line, row.message);
            }
            // Rows, not messages: a row may have several, and each row starts on a line of its own.
            let rows = bad.iter().map(|row| row.line).collect::<std::collections::BTreeSet<_>>().len();
            Err(Error::Config(format!(
                "nothing imported: {rows} row{} of {} cannot be imported (listed above)",
                if rows == 1 { "" } else { "s" },
                file.display()
            )))
        }
    }
}

/// `rightsdesk import onix`: prints the products and titles skipped on standard error, then the
/// counts; a file the title rules refuse writes nothing and fails, each refusal on a line.
async fn import_onix(db: Db, team: &str, file: &Path) -> Result<()> {
    let done = import::onix(&db, team, file).await;
    db.close_command().await;
    let (applied, notes, seconds) = match done {
        Err(Error::Validation(errors)) => {
            for (field, message) in errors.iter() {
                eprintln!("{}: {field}: {message}", file.display());
            }
            return Err(Error::Config(format!(
                "nothing imported: {} cannot be imported (listed above)",
                file.display()
            )));
        }
        done => done?,
    };
    for note in &notes {
        eprintln!("{}: {note}", file.display());
    }
    println!(
        "Imported {} into team {team} in {seconds:.1} s: {} titles created, {} updated, {} skipped",
        file.display(),
        applied.created,
        applied.updated,
        applied.skipped
    );
    Ok(())
}

/// The notices an import prints at most (a dry run prints them all).
const NOTICES_SHOWN: usize = 20;

fn check_email(email: &str) -> Result<()> {
    let email = email.trim();
    match email.split_once('@') {
        Some((local, domain)) if !local.is_empty() && domain.contains('.') && !email.contains(' ') => Ok(()),
        _ => Err(Error::Config(format!("{email:?} is not an e-mail address"))),
    }
}

/// Completes on SIGINT or SIGTERM. The handlers are installed here, when it is called, not when
/// the future is first polled: the serve loop may answer its first clients before it polls the
/// future, and a SIGTERM then would kill the process instead of stopping it gracefully (seen
/// under heavy load in the command-line tests).
fn shutdown_signal() -> impl Future<Output = ()> {
    #[cfg(unix)]
    let signals = {
        use tokio::signal::unix::{SignalKind, signal};
        (signal(SignalKind::interrupt()).ok(), signal(SignalKind::terminate()).ok())
    };
    async move {
        #[cfg(unix)]
        {
            let (mut interrupt, mut terminate) = signals;
            let interrupt = async {
                match interrupt.as_mut() {
                    Some(signal) => drop(signal.recv().await),
                    None => std::future::pending::<()>().await,
                }
            };
            let terminate = async {
                match terminate.as_mut() {
                    Some(signal) => drop(signal.recv().await),
                    None => std::future::pending::<()>().await,
                }
            };
            tokio::select! {
                () = interrupt => {},
                () = terminate => {},
            }
        }
        #[cfg(not(unix))]
        {
            let _ = tokio::signal::ctrl_c().await;
        }
        tracing::info!("shutting down");
    }
}

/// `rightsdesk backup FILE`: a consistent copy of the running database (src/backup.rs).
pub async fn backup(config: &Config, file: &Path) -> Result<()> {
    let bytes = crate::backup::backup(config, file).await?;
    println!("Backed up the database to {} ({bytes} bytes).", file.display());
    Ok(())
}

/// `rightsdesk restore FILE`: the backup in place of the stopped data folder's database.
pub async fn restore(config: &Config, file: &Path) -> Result<()> {
    let restored = crate::backup::restore(config, file).await?;
    println!("Restored {} (schema {}) into {}.", file.display(), restored.schema, config.data_dir.display());
    if let Some(replaced) = restored.replaced {
        println!("The database it replaced is kept as {}.", replaced.display());
    }
    Ok(())
}
