//! E-mail: off until `RIGHTSDESK_SMTP_URL` and `RIGHTSDESK_MAIL_FROM` are set. Messages go through
//! the outbox (`db::mail`): a write queues its message in its own transaction, and each serving
//! instance's mailer ([`start`]) sends what is due on its own task, never inside a request. A row
//! is claimed before it is sent, so two instances never send one message twice; a refused or
//! unreachable server is tried again after a wait that doubles ([`wait_before_retry`]), and a
//! message is given up after [`MAX_ATTEMPTS`] tries, or at once on a permanent refusal (5xx), with
//! the server's answer kept.
//!
//! Sent by lettre over SMTP with rustls (STARTTLS or TLS); the URL's password is never printed.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use lettre::message::{Mailbox, MultiPart, SinglePart};
use lettre::transport::smtp::Error as SmtpError;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use secrecy::ExposeSecret;
use tokio::sync::Notify;
use url::Url;

use crate::background::Periodic;
use crate::config::Config;
use crate::db::mail::{self as outbox, Outcome, Outgoing};
use crate::db::{self, now};
use crate::error::{Error, Result};
use crate::state::AppState;

/// Tries a message gets before it is `failed`.
pub const MAX_ATTEMPTS: i64 = 8;

/// The longest wait between two tries.
pub const MAX_WAIT: Duration = Duration::from_secs(60 * 60);

/// How often a mailer looks for messages due (those another instance queued, and those to try
/// again); a message queued on this instance wakes its mailer at once.
const LOOK_EVERY: Duration = Duration::from_secs(10);

/// How long a claim holds: a row still `sending` after this was left by an instance that stopped
/// mid-send, and is claimed again. Far longer than a send may take ([`SEND_TIMEOUT`]).
const CLAIM_HOLDS_SECS: i64 = 15 * 60;

/// How long one SMTP command may take before the try fails (and is tried again).
const SEND_TIMEOUT: Duration = Duration::from_secs(30);

/// How many due messages a mailer reads at a time.
const BATCH: i64 = 20;

/// The server's way out: its SMTP transport, sender and first wait before a retry, and the address
/// its links start with.
pub struct Mailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
    first_wait: Duration,
    /// `RIGHTSDESK_PUBLIC_URL` without its trailing `/`, else `http://` and the bind address: what
    /// every link in a message starts with.
    pub links: String,
    /// Notified when this instance queues a message, so that its mailer sends it at once.
    wake: Arc<Notify>,
}

impl Mailer {
    /// The mailer the configuration asks for: `None` without an SMTP URL; a configuration error
    /// (the server does not start) for an SMTP URL without a sender, an unreadable sender or URL.
    pub fn from_config(config: &Config) -> Result<Option<Mailer>> {
        let Some(url) = &config.smtp_url else {
            if config.mail_from.is_some() {
                tracing::warn!("RIGHTSDESK_MAIL_FROM is set without RIGHTSDESK_SMTP_URL: no e-mail is sent");
            }
            return Ok(None);
        };
        let from = config.mail_from.as_deref().map(str::trim).filter(|from| !from.is_empty()).ok_or_else(|| {
            Error::Config(
                "RIGHTSDESK_SMTP_URL is set without RIGHTSDESK_MAIL_FROM: set the sender too, such as \
                 \"Rightsdesk <rights@example.com>\" (or --mail-from)"
                    .into(),
            )
        })?;
        let from: Mailbox = from.parse().map_err(|err| {
            Error::Config(format!(
                "RIGHTSDESK_MAIL_FROM {from:?} is not an e-mail address ({err}): write it as \
                 \"Rightsdesk <rights@example.com>\" or rights@example.com"
            ))
        })?;
        let address = lettre_address(url.expose_secret())?;
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(&address)
            .map_err(|err| {
                Error::Config(format!(
                    "cannot use the SMTP server {}: {err}; check RIGHTSDESK_SMTP_URL (or --smtp-url)",
                    db::redact(url.expose_secret())
                ))
            })?
            .timeout(Some(SEND_TIMEOUT))
            .build();
        let links = match &config.public_url {
            Some(url) => url.trim().trim_end_matches('/').to_owned(),
            None => format!("http://{}", config.bind),
        };
        Ok(Some(Mailer {
            transport,
            from,
            first_wait: Duration::from_secs(config.mail_retry_secs),
            links,
            wake: Arc::new(Notify::new()),
        }))
    }

    /// The sender, as messages name it: `Rightsdesk <rights@example.com>`.
    pub fn sender(&self) -> String {
        self.from.to_string()
    }

    /// Tells this instance's mailer that a message was queued (after the queuing transaction
    /// committed), so that it goes out now rather than at the mailer's next look.
    pub fn wake(&self) {
        self.wake.notify_one();
    }

    /// Sends one message; the SMTP server's refusal or the connection's failure as lettre says it.
    async fn send(&self, message: &Outgoing) -> std::result::Result<(), Failure> {
        let to = message.to_address.parse().map_err(|err| Failure::permanent(format!("bad recipient: {err}")))?;
        let builder = Message::builder()
            .from(self.from.clone())
            .to(Mailbox::new(message.to_name.clone(), to))
            .subject(message.subject.clone());
        let built = match &message.html_body {
            Some(html) => builder.multipart(MultiPart::alternative_plain_html(message.text_body.clone(), html.clone())),
            None => builder.singlepart(SinglePart::plain(message.text_body.clone())),
        };
        let email = built.map_err(|err| Failure::permanent(format!("cannot build the message: {err}")))?;
        self.transport.send(email).await.map(|_| ()).map_err(Failure::from)
    }
}

/// The address lettre reads, from the one Rightsdesk documents. Plain `smtp://` means STARTTLS
/// (lettre's own reading of it is unencrypted): a password never crosses the network in the clear
/// unless the URL says `?tls=none`, which only a relay on this machine (a loopback address) may.
/// `smtps://` is TLS from the start; `?tls=required` and `?tls=opportunistic` pass as they are.
fn lettre_address(address: &str) -> Result<String> {
    let unreadable = |why: &str| {
        Error::Config(format!(
            "RIGHTSDESK_SMTP_URL {} {why}: write it as smtp://user:pass@host:587 (STARTTLS), \
             smtps://user:pass@host:465 (TLS) or smtp://127.0.0.1:25?tls=none (a relay on this machine)",
            db::redact(address)
        ))
    };
    let mut url = Url::parse(address).map_err(|_| unreadable("is not a URL"))?;
    let host = url.host_str().filter(|host| !host.is_empty()).ok_or_else(|| unreadable("names no host"))?.to_owned();
    let tls = url.query_pairs().find(|(key, _)| key == "tls").map(|(_, value)| value.into_owned());
    let others: Vec<(String, String)> = url
        .query_pairs()
        .filter(|(key, _)| key != "tls")
        .map(|(key, value)| (key.into_owned(), value.into_owned()))
        .collect();
    let tls = match (url.scheme(), tls.as_deref()) {
        ("smtps", None) => None,
        ("smtp", None) => Some("required"),
        ("smtp", Some(mode @ ("required" | "opportunistic"))) => Some(mode),
        ("smtp", Some("none")) if is_loopback(&host) => None,
        ("smtp", Some("none")) => {
            return Err(unreadable(
                "asks for no encryption (tls=none) of a server on another machine: only a relay on this one may go unencrypted",
            ));
        }
        ("smtp" | "smtps", Some(_)) => return Err(unreadable("has an unknown tls= (none, required or opportunistic)")),
        _ => return Err(unreadable("is neither smtp:// nor smtps://")),
    };
    url.query_pairs_mut().clear().extend_pairs(others).extend_pairs(tls.map(|mode| ("tls", mode)));
    if url.query() == Some("") {
        url.set_query(None);
    }
    Ok(url.to_string())
}

/// Whether `host` is this machine: a loopback address, or `localhost`.
fn is_loopback(host: &str) -> bool {
    host.eq_ignore_ascii_case("localhost")
        || host.trim_start_matches('[').trim_end_matches(']').parse::<IpAddr>().is_ok_and(|ip| ip.is_loopback())
}

/// Why a try failed, and whether trying again may help.
struct Failure {
    message: String,
    permanent: bool,
}

impl Failure {
    fn permanent(message: String) -> Failure {
        Failure { message, permanent: true }
    }
}

impl From<SmtpError> for Failure {
    fn from(err: SmtpError) -> Failure {
        // lettre's message, then each cause's (a refused connection says why only there).
        let mut message = err.to_string();
        let mut source = std::error::Error::source(&err);
        while let Some(cause) = source {
            let cause = cause.to_string();
            if !message.contains(&cause) {
                message = format!("{message}: {cause}");
            }
            source = source.and_then(std::error::Error::source);
        }
        Failure { message, permanent: err.is_permanent() }
    }
}

/// The wait after the `attempts`-th failed try: `first`, doubled at each further failure, at most
/// [`MAX_WAIT`].
pub fn wait_before_retry(first: Duration, attempts: i64) -> Duration {
    let doublings = u32::try_from(attempts.saturating_sub(1)).unwrap_or(u32::MAX).min(31);
    first.saturating_mul(1 << doublings).min(MAX_WAIT)
}

/// Sends every message due at `now` (seconds since the epoch) that this instance can claim, one
/// at a time; answers how many it tried. What the mailer does at each turn; tests call it with the
/// moment they choose.
pub async fn send_due(state: &AppState, now: i64) -> Result<usize> {
    let Some(mailer) = &state.mail else { return Ok(0) };
    let (pool, me) = (&state.db.pool, state.instance.id.as_str());
    let stale = now - CLAIM_HOLDS_SECS;
    let mut tried = 0;
    loop {
        let due = outbox::due(pool, now, stale, BATCH).await?;
        if due.is_empty() {
            return Ok(tried);
        }
        let mut claimed_any = false;
        for id in due {
            // Another instance's claim, made since the read, wins: it sends this one.
            if !outbox::claim(pool, id, me, now, stale).await? {
                continue;
            }
            claimed_any = true;
            let Some(message) = outbox::claimed(pool, id, me).await? else { continue };
            tried += 1;
            let outcome = match mailer.send(&message).await {
                Ok(()) => {
                    tracing::info!(message = id, "e-mail sent");
                    outbox::settle(pool, id, me, Outcome::Sent { at: now }).await?;
                    continue;
                }
                Err(failure) => failure,
            };
            let error = outcome.message.as_str();
            if outcome.permanent || message.attempts >= MAX_ATTEMPTS {
                tracing::warn!(message = id, attempts = message.attempts, %error, "e-mail failed: given up");
                outbox::settle(pool, id, me, Outcome::Failed { error }).await?;
            } else {
                let wait = wait_before_retry(mailer.first_wait, message.attempts);
                let next = now + i64::try_from(wait.as_secs()).unwrap_or(i64::MAX);
                tracing::warn!(message = id, attempts = message.attempts, retry_in_secs = wait.as_secs(), %error, "e-mail not sent: will try again");
                outbox::settle(pool, id, me, Outcome::Retry { next, error }).await?;
            }
        }
        // Every due message was claimed elsewhere meanwhile: the others send them.
        if !claimed_any {
            return Ok(tried);
        }
    }
}

/// Starts this instance's mailer when e-mail is set up: it sends what is due every
/// [`LOOK_EVERY`], and at once when this instance queues a message. A failed turn is logged; the
/// next one tries again.
pub fn start(state: &AppState) -> Option<Periodic> {
    let mailer = state.mail.as_ref()?;
    let state = state.clone();
    Some(Periodic::spawn(LOOK_EVERY, true, Some(mailer.wake.clone()), move || {
        let state = state.clone();
        async move {
            if let Err(err) = send_due(&state, now()).await {
                tracing::warn!(error = %err, "the mailer could not send what is due");
            }
        }
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_smtp_means_starttls_and_no_encryption_is_for_this_machine_only() {
        assert_eq!(
            lettre_address("smtp://user:pass@smtp.example.com:587").unwrap(),
            "smtp://user:pass@smtp.example.com:587?tls=required"
        );
        assert_eq!(
            lettre_address("smtps://user:pass@smtp.example.com:465").unwrap(),
            "smtps://user:pass@smtp.example.com:465"
        );
        assert_eq!(lettre_address("smtp://127.0.0.1:2525?tls=none").unwrap(), "smtp://127.0.0.1:2525");
        assert_eq!(lettre_address("smtp://localhost:25?tls=none").unwrap(), "smtp://localhost:25");
        assert_eq!(lettre_address("smtp://[::1]:25?tls=none").unwrap(), "smtp://[::1]:25");
        assert_eq!(
            lettre_address("smtp://relay.example.com:25?tls=opportunistic").unwrap(),
            "smtp://relay.example.com:25?tls=opportunistic"
        );
        for refused in [
            "smtp://user:secret-pass@relay.example.com:25?tls=none",
            "smtp://user:secret-pass@relay.example.com:25?tls=maybe",
            "http://user:secret-pass@relay.example.com",
            "user:secret-pass@relay",
        ] {
            let message = lettre_address(refused).unwrap_err().to_string();
            assert!(!message.contains("secret-pass"), "the password is never printed: {message}");
            assert!(message.contains("RIGHTSDESK_SMTP_URL"), "{message}");
        }
    }

    #[test]
    fn the_wait_doubles_from_the_first_up_to_an_hour() {
        let first = Duration::from_secs(30);
        let waits: Vec<u64> = (1..=9).map(|attempts| wait_before_retry(first, attempts).as_secs()).collect();
        assert_eq!(waits, [30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
        assert_eq!(wait_before_retry(Duration::from_secs(1), 3), Duration::from_secs(4));
        assert_eq!(wait_before_retry(first, i64::MAX), MAX_WAIT);
    }
}
