//! `GET /api/mail` and `POST /api/mail/test`: the team's messages in the outbox and whether they
//! went, and an admin's test message (docs/http.md, "Reminders: scheduled jobs and e-mail"). Admins
//! only: the addresses and the mail server's answers are theirs to read.

use axum::extract::State;
use axum::http::StatusCode;
use rightsdesk_core::messages;
use serde::Serialize;
use utoipa::ToSchema;

use super::extract::{CurrentUser, Json};
use super::openapi::{Conflict, Forbidden, Unauthorized};
use crate::db::mail::{self as outbox, Listed, NewMessage};
use crate::db::{now, timestamp, users};
use crate::error::{Error, Result};
use crate::state::AppState;

/// How many messages `GET /api/mail` lists.
const LATEST_MESSAGES: i64 = 50;

/// What a message is.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum MailKind {
    /// A member's digest of what is due.
    Digest,
    /// An admin's test message.
    Test,
}

/// Where a message stands.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum MailStatus {
    /// Waiting for its next try (or being sent now).
    Queued,
    /// The mail server took it.
    Sent,
    /// Given up: refused for good (5xx), or after 8 tries.
    Failed,
}

/// A message of the outbox.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MailMessage {
    pub id: i64,
    pub kind: MailKind,
    /// The recipient's address.
    pub to: String,
    pub subject: String,
    pub status: MailStatus,
    /// Tries made so far.
    pub attempts: i64,
    /// When it is tried next, RFC 3339 in UTC; absent once sent or failed.
    pub next_attempt_at: Option<String>,
    /// When the mail server took it; absent until then.
    pub sent_at: Option<String>,
    /// The mail server's answer to the last failed try (or why it could not be reached).
    pub last_error: Option<String>,
    pub created_at: String,
}

impl TryFrom<Listed> for MailMessage {
    type Error = Error;

    fn try_from(row: Listed) -> Result<MailMessage> {
        let unknown = |what: &str, value: &str| Error::Internal(format!("unknown {what} {value:?} in the outbox"));
        let kind = match row.kind.as_str() {
            outbox::DIGEST => MailKind::Digest,
            outbox::TEST => MailKind::Test,
            other => return Err(unknown("kind", other)),
        };
        // A message being sent is still queued to the reader: it may yet be tried again.
        let status = match row.status.as_str() {
            "queued" | "sending" => MailStatus::Queued,
            "sent" => MailStatus::Sent,
            "failed" => MailStatus::Failed,
            other => return Err(unknown("status", other)),
        };
        Ok(MailMessage {
            next_attempt_at: matches!(status, MailStatus::Queued).then(|| timestamp(row.next_attempt_at)),
            id: row.id,
            kind,
            to: row.to_address,
            subject: row.subject,
            status,
            attempts: row.attempts,
            sent_at: row.sent_at.map(timestamp),
            last_error: row.last_error,
            created_at: timestamp(row.created_at),
        })
    }
}

/// The answer of `GET /api/mail`.
#[derive(Debug, Serialize, ToSchema)]
pub struct Mail {
    /// Whether this server can send e-mail: it has `RIGHTSDESK_SMTP_URL` and `RIGHTSDESK_MAIL_FROM`.
    pub enabled: bool,
    /// The sender, `Rightsdesk <rights@example.com>`; absent without e-mail.
    pub from: Option<String>,
    /// The team's 50 latest messages, newest first.
    pub messages: Vec<MailMessage>,
}

/// Whether the server sends e-mail, its sender, and the team's 50 latest messages (admins).
#[utoipa::path(
    get,
    path = "/mail",
    operation_id = "listMail",
    tag = "mail",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The outbox", body = Mail),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
    )
)]
pub async fn list(State(state): State<AppState>, user: CurrentUser) -> Result<Json<Mail>> {
    user.require_admin()?;
    let messages = outbox::latest(&state.db.pool, user.team_id, LATEST_MESSAGES)
        .await?
        .into_iter()
        .map(MailMessage::try_from)
        .collect::<Result<Vec<_>>>()?;
    Ok(Json(Mail { enabled: state.mail.is_some(), from: state.mail.as_ref().map(|mail| mail.sender()), messages }))
}

/// Queue a test message to the signed-in admin's own address (admins); it goes out at once, on
/// the mailer's own task, and `GET /api/mail` tells whether the mail server took it.
///
/// 409 "E-mail is not set up on this server: set RIGHTSDESK_SMTP_URL and RIGHTSDESK_MAIL_FROM"
/// without SMTP settings.
#[utoipa::path(
    post,
    path = "/mail/test",
    operation_id = "sendTestMail",
    tag = "mail",
    security(("bearer" = [])),
    responses(
        (status = 202, description = "The message, queued", body = MailMessage),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 409, response = Conflict),
    )
)]
pub async fn test(State(state): State<AppState>, user: CurrentUser) -> Result<(StatusCode, Json<MailMessage>)> {
    user.require_admin()?;
    let mailer = state.mail.as_ref().ok_or_else(|| Error::Conflict(messages::MAIL_NOT_SET_UP.into()))?;
    let mut tx = state.db.begin_write().await?;
    let admin = users::find(&mut tx, user.id).await?.ok_or(Error::Unauthorized)?;
    let text = format!(
        "Hello {},\n\nThis test message from Rightsdesk reached you: the server can send e-mail, \
         such as the digests of what is due.\n\nRightsdesk, {}\n",
        admin.name, mailer.links
    );
    let message = NewMessage {
        team_id: user.team_id,
        user_id: user.id,
        kind: outbox::TEST,
        to_address: &admin.email,
        to_name: &admin.name,
        subject: "Rightsdesk: test message",
        text: &text,
        html: None,
    };
    let id = outbox::queue(&mut tx, &message, now()).await?;
    let queued = outbox::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    tx.commit().await?;
    mailer.wake();
    Ok((StatusCode::ACCEPTED, Json(queued.try_into()?)))
}
