//! Command line and environment configuration. Every flag can also be set by a `RIGHTSDESK_*`
//! variable; secrets are never printed back: not in `--help` (`hide_env_values`), nor in a `Debug`
//! of the configuration (`SecretString` prints as `[REDACTED]`).

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::time::Duration;

use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use secrecy::{ExposeSecret, SecretString};

/// The heading of the flags only the server reads (`rightsdesk` and `rightsdesk serve`); the
/// other commands' help leaves them out ([`Cli::read`]).
pub const SERVER_OPTIONS: &str = "Server options";

/// `rightsdesk [OPTIONS] [COMMAND]`; with no command it serves.
#[derive(Debug, Parser)]
#[command(name = "rightsdesk", version, about = "Rightsdesk: the back-office for publishing rights teams")]
pub struct Cli {
    #[command(flatten)]
    pub config: Config,
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Clone, Args)]
pub struct Config {
    /// Folder for the embedded SQLite database and the generated signing secret.
    #[arg(long, env = "RIGHTSDESK_DATA_DIR", default_value = "data", global = true)]
    pub data_dir: PathBuf,

    /// `postgres://user@host/db` for PostgreSQL; when absent, SQLite in the data folder.
    #[arg(long, env = "RIGHTSDESK_DATABASE_URL", hide_env_values = true, value_parser = secret, global = true)]
    pub database_url: Option<SecretString>,

    /// Address and port to listen on.
    #[arg(long, env = "RIGHTSDESK_BIND", help_heading = SERVER_OPTIONS, default_value = "127.0.0.1:8080", global = true)]
    pub bind: SocketAddr,

    /// Secret that signs session tokens; when absent, one is generated and kept in the data folder.
    #[arg(long, env = "RIGHTSDESK_JWT_SECRET", help_heading = SERVER_OPTIONS, hide_env_values = true, value_parser = secret, global = true)]
    pub jwt_secret: Option<SecretString>,

    /// Folder holding the built web app (`index.html` and its assets).
    #[arg(long, env = "RIGHTSDESK_WEB_DIR", help_heading = SERVER_OPTIONS, default_value = "web/dist", global = true)]
    pub web_dir: PathBuf,

    /// How long a session token stays valid.
    #[arg(long, env = "RIGHTSDESK_TOKEN_TTL_MINUTES", help_heading = SERVER_OPTIONS, default_value_t = 720, global = true)]
    pub token_ttl_minutes: u32,

    /// The address people reach Rightsdesk by (`https://rights.example.com`), for the calendar
    /// feed addresses; by default the host each request names.
    #[arg(long, env = "RIGHTSDESK_PUBLIC_URL", help_heading = SERVER_OPTIONS, global = true)]
    pub public_url: Option<String>,

    /// Addresses of reverse proxies (comma-separated) whose `X-Forwarded-For` names the client;
    /// from any other peer the header is ignored, so it cannot be forged to dodge throttling.
    #[arg(long, env = "RIGHTSDESK_TRUSTED_PROXY", help_heading = SERVER_OPTIONS, value_delimiter = ',', global = true)]
    pub trusted_proxy: Vec<IpAddr>,

    /// Seconds a client has to send a request's head, counted from the connection's opening or
    /// from the end of the previous response: it also closes idle keep-alive connections.
    #[arg(long, env = "RIGHTSDESK_HEADER_TIMEOUT_SECS", help_heading = SERVER_OPTIONS, default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..), global = true)]
    pub header_timeout_secs: u64,

    /// Seconds a request body may go without sending any data before the request fails with 408.
    #[arg(long, env = "RIGHTSDESK_BODY_TIMEOUT_SECS", help_heading = SERVER_OPTIONS, default_value_t = 30, value_parser = clap::value_parser!(u64).range(1..), global = true)]
    pub body_timeout_secs: u64,

    /// Connections served at once; further ones wait in the listen queue until one closes.
    #[arg(long, env = "RIGHTSDESK_MAX_CONNECTIONS", help_heading = SERVER_OPTIONS, default_value_t = 512, value_parser = clap::value_parser!(u32).range(1..), global = true)]
    pub max_connections: u32,

    /// Milliseconds a request waits for a database connection before it answers 503 "The database
    /// is unavailable" (with `Retry-After`): an unreachable database fails requests fast instead of
    /// holding them.
    #[arg(long, env = "RIGHTSDESK_DB_TIMEOUT_MS", help_heading = SERVER_OPTIONS, default_value_t = 2000, value_parser = clap::value_parser!(u64).range(100..), global = true)]
    pub db_timeout_ms: u64,

    /// Seconds between two ticks of this instance's scheduler, which runs each team's jobs
    /// (options that expire, licenses that end, the e-mail digest) once their day or hour has come;
    /// 0 turns the scheduler off on this instance (another instance on the database runs them).
    #[arg(long, env = "RIGHTSDESK_JOBS_EVERY_SECS", help_heading = SERVER_OPTIONS, default_value_t = 60, global = true)]
    pub jobs_every_secs: u64,

    /// The SMTP server that sends Rightsdesk's e-mail, as a URL: `smtp://user:pass@host:587` (STARTTLS),
    /// `smtps://user:pass@host:465` (TLS), `smtp://127.0.0.1:25?tls=none` (a relay on this machine,
    /// unencrypted); when absent, no e-mail is sent. Needs --mail-from.
    #[arg(long, env = "RIGHTSDESK_SMTP_URL", help_heading = SERVER_OPTIONS, hide_env_values = true, value_parser = secret, global = true)]
    pub smtp_url: Option<SecretString>,

    /// The sender of Rightsdesk's e-mail: `Rightsdesk <rights@example.com>`; required with --smtp-url.
    #[arg(long, env = "RIGHTSDESK_MAIL_FROM", help_heading = SERVER_OPTIONS, global = true)]
    pub mail_from: Option<String>,

    /// Seconds before a message the SMTP server refused or could not take is tried again; the wait
    /// doubles at each failure, up to an hour, and a message is given up after 8 tries.
    #[arg(long, env = "RIGHTSDESK_MAIL_RETRY_SECS", help_heading = SERVER_OPTIONS, default_value_t = 30, value_parser = clap::value_parser!(u64).range(1..=3600), global = true)]
    pub mail_retry_secs: u64,

    /// Log line format: `text` for people, `json` (one object per line) for log collectors.
    #[arg(long, env = "RIGHTSDESK_LOG_FORMAT", value_enum, default_value_t = LogFormat::Text, global = true)]
    pub log_format: LogFormat,
}

impl Cli {
    /// The command line of this process, as [`Parser::parse`] reads it, with every flag where it
    /// was (the server's flags are global: `rightsdesk serve --bind ...` and `rightsdesk --bind
    /// ... serve` alike), but the help of each command other than `serve` without the server's
    /// flags, which it does not read.
    pub fn read() -> Cli {
        Self::read_from(std::env::args_os())
    }

    /// [`Cli::read`] of the given arguments.
    pub fn read_from(args: impl IntoIterator<Item = impl Into<std::ffi::OsString> + Clone>) -> Cli {
        let mut command = Cli::command();
        // Each other command gets the server's flags as hidden ones of its own, which clap then
        // does not copy in from the top (it copies a global flag only into a command that lacks
        // it). They are still global, so a value given there reaches the top as before.
        let hidden: Vec<clap::Arg> = command
            .get_arguments()
            .filter(|arg| arg.get_help_heading() == Some(SERVER_OPTIONS))
            .map(|arg| arg.clone().hide(true))
            .collect();
        let names: Vec<String> = command.get_subcommands().map(|sub| sub.get_name().to_owned()).collect();
        for name in names.iter().filter(|name| *name != "serve") {
            command = command.mut_subcommand(name, |sub| sub.args(hidden.iter().cloned()));
        }
        let matches = command.get_matches_from(args);
        Cli::from_arg_matches(&matches).unwrap_or_else(|err| err.exit())
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum LogFormat {
    Text,
    Json,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the web app and the API (the default).
    Serve,
    /// Manage users.
    #[command(subcommand)]
    User(UserCommand),
    /// Import a CSV file into a team: every row checked, all or nothing.
    #[command(subcommand)]
    Import(ImportCommand),
    /// Copy the SQLite database into FILE, consistently, while the server runs (on PostgreSQL use
    /// pg_dump).
    Backup {
        /// The copy to make; it must not exist yet.
        file: PathBuf,
    },
    /// Put the backup FILE in place of the data folder's SQLite database, with no server running.
    /// The database it replaces is kept beside it (rightsdesk.db.replaced-TIME).
    Restore {
        /// A file made by `rightsdesk backup`.
        file: PathBuf,
    },
}

#[derive(Debug, Subcommand)]
pub enum ImportCommand {
    /// Titles, from a CSV file with a header row of name, author, publishDate, description
    /// (name required; dates as YYYY-MM-DD).
    Titles {
        /// The team that receives them (it must exist).
        #[arg(long)]
        team: String,
        /// The CSV file (UTF-8; cells separated by commas, semicolons or tabs).
        file: PathBuf,
    },
    /// Companies with their contacts, from a CSV file with one row per contact and a header row
    /// of name, types, country, language, address, notes, contactName, contactEmail (name
    /// required). The rows of one company name make one company, with the fields of its first
    /// row; types are separated by ";"; country and language are ISO codes or English names.
    Companies {
        /// The team that receives them (it must exist).
        #[arg(long)]
        team: String,
        /// The CSV file (UTF-8; cells separated by commas, semicolons or tabs).
        file: PathBuf,
    },
    /// Licenses, from a CSV file whose header row names the license fields of the API (title,
    /// company, contractDate required; agent, commission, signed, contractType, endDate,
    /// advance, currency, royalties, filesFee, publicationDate, printRun, retailPrice, notes).
    /// Titles, companies and agents are named, and created when the team has none of that name;
    /// a name created that is like one the team has is told ("Did you mean ...?").
    Licenses {
        /// The team that receives them (it must exist).
        #[arg(long)]
        team: String,
        /// Check the whole file and list every title, company and agent it would create, with the
        /// team's names like each; write nothing.
        #[arg(long)]
        dry_run: bool,
        /// The CSV file (UTF-8; cells separated by commas, semicolons or tabs).
        file: PathBuf,
    },
    /// Titles and their editions, from an ONIX for Books 3.0 or 3.1 file (reference or short
    /// tags): new titles created, the team's titles (found by ISBN, else by name and author)
    /// updated with the file's values; titles in conflict and products without an ISBN are
    /// skipped and printed. All or nothing.
    Onix {
        /// The team that receives them (it must exist).
        #[arg(long)]
        team: String,
        /// The ONIX file (XML).
        file: PathBuf,
    },
}

#[derive(Debug, Subcommand)]
pub enum UserCommand {
    /// Add a user to the team named by --team, creating the team if missing.
    Add {
        /// Their e-mail address, with which they sign in (case aside).
        #[arg(long)]
        email: String,
        /// Their name, as the app shows it.
        #[arg(long)]
        name: String,
        /// Their password, at least 8 characters; they can change it in Account Settings.
        #[arg(long)]
        password: String,
        /// The team they join, created when no team has that name (case aside).
        #[arg(long)]
        team: String,
        /// What they may do: viewers read, editors also write, admins also manage the team's users.
        #[arg(long, default_value = "editor", value_parser = ["admin", "editor", "viewer"])]
        role: String,
    },
    /// Set a user's password.
    Passwd {
        /// The user's e-mail address.
        #[arg(long)]
        email: String,
        /// The new password, at least 8 characters.
        #[arg(long)]
        password: String,
    },
    /// Deactivate a user: they can no longer sign in, and their sessions end at once. The last
    /// active admin of a team cannot be deactivated. An admin reactivates them in the web app.
    Deactivate {
        /// The user's e-mail address.
        #[arg(long)]
        email: String,
    },
    /// List every user with their team, role and status.
    List,
}

/// What keeps slow, idle or too many clients from holding the server (see `crate::serve`).
#[derive(Debug, Clone, Copy)]
pub struct ConnectionLimits {
    pub header_timeout: Duration,
    pub body_timeout: Duration,
    pub max_connections: usize,
}

impl Config {
    pub fn connection_limits(&self) -> ConnectionLimits {
        ConnectionLimits {
            header_timeout: Duration::from_secs(self.header_timeout_secs),
            body_timeout: Duration::from_secs(self.body_timeout_secs),
            max_connections: self.max_connections as usize,
        }
    }

    /// The database to open: the given URL, or the SQLite file in the data folder.
    /// Exposes a configured URL's password: only for connecting.
    pub fn database_url(&self) -> String {
        match &self.database_url {
            Some(url) => url.expose_secret().to_string(),
            None => format!("sqlite://{}?mode=rwc", self.data_dir.join("rightsdesk.db").display()),
        }
    }
}

/// Reads a secret flag or variable into a `SecretString`, which never prints its value.
fn secret(value: &str) -> Result<SecretString, std::convert::Infallible> {
    Ok(value.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_never_show_in_debug_output() {
        let cli = Cli::parse_from([
            "rightsdesk",
            "--jwt-secret",
            "a-signing-secret-nobody-may-read",
            "--database-url",
            "postgres://rights:hunter2-password@db.example/rights",
            "--smtp-url",
            "smtp://rights:mail-password-42@smtp.example.com:587",
        ]);
        let printed = format!("{cli:?}");
        assert!(!printed.contains("a-signing-secret"), "{printed}");
        assert!(!printed.contains("hunter2"), "{printed}");
        assert!(!printed.contains("mail-password-42"), "{printed}");
        assert_eq!(cli.config.database_url(), "postgres://rights:hunter2-password@db.example/rights");
    }
}
