//! The `rightsdesk` binary: parse the command line, set up logging, run the command. A failure
//! prints one line saying what and how to fix, and exits non-zero.

use std::process::ExitCode;

use clap::Parser;
use rightsdesk_server::commands;
use rightsdesk_server::config::{Cli, Command};
use tracing_subscriber::EnvFilter;

#[tokio::main]
async fn main() -> ExitCode {
    let cli = Cli::parse();
    tracing_subscriber::fmt()
        .with_env_filter(
            EnvFilter::try_from_env("RIGHTSDESK_LOG").unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn")),
        )
        .with_writer(std::io::stderr)
        .init();
    let result = match cli.command.unwrap_or(Command::Serve) {
        Command::Serve => commands::serve(&cli.config).await,
        Command::User(command) => commands::user(&cli.config, command).await,
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("rightsdesk: {err}");
            ExitCode::FAILURE
        }
    }
}
