//! The `rightsdesk` binary: parse the command line, set up logging, run the command. A failure
//! prints one line saying what and how to fix, and exits non-zero.

use std::io::IsTerminal;
use std::process::ExitCode;

use rightsdesk_server::commands;
use rightsdesk_server::config::{Cli, Command, Config, LogFormat};
use tracing_subscriber::EnvFilter;

/// jemalloc rather than glibc's malloc. glibc gives each thread that allocates while another does
/// an arena of its own, and an arena keeps what is freed in it: with a thread per SQLite connection
/// besides tokio's, the memory of large answers and searches stayed held after them (66 MB after a
/// million-title load, 117 MB with 8 connections). jemalloc hands freed pages back to the system
/// within seconds (32 MB after the same load, as fast). SQLite allocates through it too.
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

#[tokio::main]
async fn main() -> ExitCode {
    let cli = Cli::read();
    init_logging(cli.config.log_format);
    let result = match cli.command.unwrap_or(Command::Serve) {
        Command::Serve => {
            raise_open_files_limit(&cli.config);
            commands::serve(&cli.config).await
        }
        Command::User(command) => commands::user(&cli.config, command).await,
        Command::Import(command) => commands::import(&cli.config, command).await,
        Command::Backup { file } => commands::backup(&cli.config, &file).await,
        Command::Restore { file } => commands::restore(&cli.config, &file).await,
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("rightsdesk: {err}");
            ExitCode::FAILURE
        }
    }
}

fn init_logging(format: LogFormat) {
    let logs = tracing_subscriber::fmt()
        .with_env_filter(EnvFilter::try_from_env("RIGHTSDESK_LOG").unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn")))
        .with_writer(std::io::stderr)
        // Colour codes are for a person at a terminal, not for a log file or a pipe.
        .with_ansi(std::io::stderr().is_terminal());
    match format {
        LogFormat::Text => logs.init(),
        LogFormat::Json => logs.json().flatten_event(true).init(),
    }
}

/// Every connection holds a file descriptor, and the usual soft limit (1024) is far below the
/// hard one: raise it, so that `--max-connections` is what limits clients, not the system.
fn raise_open_files_limit(config: &Config) {
    match rlimit::increase_nofile_limit(u64::MAX) {
        Ok(limit) if limit < u64::from(config.max_connections) + 64 => tracing::warn!(
            limit,
            max_connections = config.max_connections,
            "the open files limit is too low for --max-connections plus the database and files; raise `ulimit -n` or lower --max-connections"
        ),
        Ok(limit) => tracing::debug!(limit, "open files limit"),
        Err(err) => tracing::warn!(error = %err, "cannot raise the open files limit"),
    }
}
