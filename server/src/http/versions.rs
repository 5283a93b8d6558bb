//! Optimistic concurrency the HTTP way (RFC 9110, docs/http.md "Versions"): a record's answer
//! carries its version as a strong `ETag` (`"3"`) and in its body (`version`, for clients that
//! cannot read headers); a `PUT` or `DELETE` with `If-Match` writes only over the version it names,
//! and is otherwise refused with 412, the record as it is now and who changed it. Without
//! `If-Match` a write goes through as before.

use axum::extract::FromRequestParts;
use axum::http::header;
use axum::http::request::Parts;
use axum::response::{IntoResponse, Response};
use axum_extra::headers::{self, ETag, HeaderMapExt};
use rightsdesk_core::{Company, EntityType, Event, Fair, Guide, License, Meeting, Prospection, Title, messages};
use serde::Serialize;
use sqlx::AnyConnection;

use super::extract::{CurrentUser, Id};
use crate::clock;
use crate::db::{Write, versions};
use crate::error::{Error, Result};
use crate::state::AppState;

/// The `If-Match` header of a write, when it has one; 400 when it is not `*` or a list of quoted
/// entity tags.
pub struct IfMatch(Option<headers::IfMatch>);

impl<S: Send + Sync> FromRequestParts<S> for IfMatch {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self> {
        parts
            .headers
            .typed_try_get::<headers::IfMatch>()
            .map(IfMatch)
            .map_err(|_| Error::BadRequest("If-Match must be * or entity tags in quotes, such as \"3\"".into()))
    }
}

/// The parts of a request that writes one versioned record at `/{id}` (its update, its delete):
/// the server's state, who asks, the record's id and the `If-Match` version, taken in that order
/// (a bad token is a 401 before a bad id).
pub struct RecordWrite {
    pub state: AppState,
    pub user: CurrentUser,
    pub id: i64,
    pub if_match: IfMatch,
}

impl FromRequestParts<AppState> for RecordWrite {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self> {
        let user = CurrentUser::from_request_parts(parts, state).await?;
        let Id(id) = Id::from_request_parts(parts, state).await?;
        let if_match = IfMatch::from_request_parts(parts, state).await?;
        Ok(RecordWrite { state: state.clone(), user, id, if_match })
    }
}

/// A record that carries its version.
pub trait Versioned {
    fn version(&self) -> Option<i64>;
}

macro_rules! versioned {
    ($($entity:ty),*) => {
        $(impl Versioned for $entity {
            fn version(&self) -> Option<i64> {
                self.version
            }
        })*
    };
}
versioned!(Title, Company, License, Prospection, Event, Fair, Meeting, Guide);

/// The strong entity tag of a version: `"3"`.
pub fn etag(version: i64) -> String {
    format!("\"{version}\"")
}

/// A record's answer: its JSON with its version as `ETag`.
pub struct Tagged<T>(pub T);

impl<T: Serialize + Versioned> IntoResponse for Tagged<T> {
    fn into_response(self) -> Response {
        let version = self.0.version();
        let mut response = axum::Json(self.0).into_response();
        if let Some(tag) = version.and_then(|version| etag(version).parse().ok()) {
            response.headers_mut().insert(header::ETAG, tag);
        }
        response
    }
}

/// Takes the team's record `id` for a write, in `conn`'s transaction, before anything else of the
/// write: 404 when the team has no such record; when `If-Match` names another version than the
/// stored one, 412 with the record as `find` (the entity's `db::<entity>::find`) reads it now and
/// who changed it last. The version is bumped (db/versions.rs), and rolls back with the write if
/// it fails.
pub async fn claim<T: Serialize>(
    conn: &mut AnyConnection,
    entity: EntityType,
    team_id: i64,
    id: i64,
    if_match: &IfMatch,
    find: impl AsyncFnOnce(&mut AnyConnection, i64, i64) -> Result<Option<T>>,
) -> Result<()> {
    let stored = versions::claim(conn, entity, team_id, id).await?.ok_or(Error::NotFound)?;
    if if_match.allows(stored)? {
        return Ok(());
    }
    let record = find(conn, team_id, id).await?.ok_or(Error::NotFound)?;
    Err(refused(conn, entity, team_id, id, stored, record).await?)
}

/// [`claim`] for a write that reads the record before changing it: `claim_reading` (the entity's
/// `db::<entity>::claim`) bumps its version and reads it in one statement, and the record as it
/// was is answered (its version the bumped one, as a read after [`claim`] would give).
pub async fn claim_read<T: Serialize + Versioned>(
    conn: &mut AnyConnection,
    entity: EntityType,
    team_id: i64,
    id: i64,
    if_match: &IfMatch,
    claim_reading: impl AsyncFnOnce(&mut AnyConnection, i64, i64) -> Result<Option<T>>,
) -> Result<T> {
    let record = claim_reading(conn, team_id, id).await?.ok_or(Error::NotFound)?;
    let stored = record
        .version()
        .ok_or_else(|| Error::Internal(format!("{} {id} read without its version", entity.as_str())))?
        - 1;
    if if_match.allows(stored)? {
        return Ok(record);
    }
    Err(refused(conn, entity, team_id, id, stored, record).await?)
}

/// The 412 of a claim refused: the record as stored now, at version `stored`, and its last change.
async fn refused<T: Serialize>(
    conn: &mut AnyConnection,
    entity: EntityType,
    team_id: i64,
    id: i64,
    stored: i64,
    record: T,
) -> Result<Error> {
    let change = versions::last_change(conn, entity, team_id, id).await?;
    stale(conn, team_id, &entity.label().to_lowercase(), stored, record, change).await
}

impl IfMatch {
    /// Whether a write may go over the stored `version`: no `If-Match`, or one naming it (or `*`).
    pub fn allows(&self, version: i64) -> Result<bool> {
        let IfMatch(Some(tags)) = self else { return Ok(true) };
        let tag: ETag =
            etag(version).parse().map_err(|_| Error::Internal(format!("bad entity tag of version {version}")))?;
        Ok(tags.precondition_passes(&tag))
    }
}

/// The 412 of a write over a record (`what`: "license", "meeting") now at version `stored`:
/// `record` as stored now, who changed it last and when (`change`: the name, none for the command
/// line, and seconds since the epoch), read in the team's time zone.
pub async fn stale<T: Serialize>(
    conn: &mut AnyConnection,
    team_id: i64,
    what: &str,
    stored: i64,
    record: T,
    change: Option<(Option<String>, i64)>,
) -> Result<Error> {
    let mut current = serde_json::to_value(record).map_err(|err| Error::Internal(err.to_string()))?;
    // The record as stored: this write's bump is about to roll back.
    current["version"] = stored.into();
    let change = match change {
        Some((by, at)) => Some((by, clock::local_minute(at, &clock::team_zone(conn, team_id).await?))),
        None => None,
    };
    let (by, at) = change.map_or((None, None), |(by, at)| (by, Some(at)));
    let message = messages::changed_since(what, by.as_deref(), at.as_deref());
    Ok(Error::Stale { message, version: stored, current })
}

/// A write to the team's record `id` that starts by taking it, as a delete does: refused unless
/// `user` may write, then a write transaction with the record claimed ([`claim`]).
pub async fn begin_claimed<T: Serialize>(
    state: &AppState,
    user: &CurrentUser,
    entity: EntityType,
    id: i64,
    if_match: &IfMatch,
    find: impl AsyncFnOnce(&mut AnyConnection, i64, i64) -> Result<Option<T>>,
) -> Result<Write> {
    user.require_writer()?;
    let mut tx = state.db.begin_write().await?;
    claim(&mut tx, entity, user.team_id, id, if_match, find).await?;
    Ok(tx)
}
