//! Command line and environment configuration. Every flag can also be set by a `RIGHTSDESK_*`
//! variable; secrets are never printed back (`hide_env_values`).

use std::net::SocketAddr;
use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

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
    #[arg(long, env = "RIGHTSDESK_DATABASE_URL", hide_env_values = true, global = true)]
    pub database_url: Option<String>,

    /// Address and port to listen on.
    #[arg(long, env = "RIGHTSDESK_BIND", default_value = "127.0.0.1:8080", global = true)]
    pub bind: SocketAddr,

    /// Secret that signs session tokens; when absent, one is generated and kept in the data folder.
    #[arg(long, env = "RIGHTSDESK_JWT_SECRET", hide_env_values = true, global = true)]
    pub jwt_secret: Option<String>,

    /// Folder holding the built web app (`index.html` and its assets).
    #[arg(long, env = "RIGHTSDESK_WEB_DIR", default_value = "web/dist", global = true)]
    pub web_dir: PathBuf,

    /// How long a session token stays valid.
    #[arg(long, env = "RIGHTSDESK_TOKEN_TTL_MINUTES", default_value_t = 720, global = true)]
    pub token_ttl_minutes: u32,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the web app and the API (the default).
    Serve,
    /// Manage users.
    #[command(subcommand)]
    User(UserCommand),
}

#[derive(Debug, Subcommand)]
pub enum UserCommand {
    /// Add a user to the team named by --team, creating the team if missing.
    Add {
        #[arg(long)]
        email: String,
        #[arg(long)]
        name: String,
        #[arg(long)]
        password: String,
        #[arg(long)]
        team: String,
        #[arg(long, default_value = "editor", value_parser = ["admin", "editor", "viewer"])]
        role: String,
    },
    /// Set a user's password.
    Passwd {
        #[arg(long)]
        email: String,
        #[arg(long)]
        password: String,
    },
    /// List every user with their team and role.
    List,
}

impl Config {
    /// The database to open: the given URL, or the SQLite file in the data folder.
    pub fn database_url(&self) -> String {
        match &self.database_url {
            Some(url) => url.clone(),
            None => format!("sqlite://{}?mode=rwc", self.data_dir.join("rightsdesk.db").display()),
        }
    }
}
