//! The query string and the answer of every list call: `q`, `sort`, `limit`, `offset` in, a JSON
//! array out with the number of matching rows in `X-Total-Count`.

use axum::body::{Body, Bytes};
use axum::extract::{FromRequestParts, Query};
use axum::http::request::Parts;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use futures_util::stream::{self, BoxStream, Stream, StreamExt};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use utoipa::IntoParams;

use super::extract::Json;
use crate::db::list::{ListParams, ListQuery, Page, Rows, Sorting};
use crate::error::{Error, Result};

/// The list parameters of the query string (read as text, so that a bad number gets our
/// message). Any other parameter is left to the resource's own filters.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ListRequest {
    /// Words that must all occur in a row's searchable text, case and accents ignored.
    q: Option<String>,
    /// A field to sort by (`name`, `publishDate`...), `-` first for descending; ties by id.
    sort: Option<String>,
    /// Rows in the page, 1 to 500 (all matching rows when absent).
    #[param(value_type = Option<i64>, minimum = 1, maximum = 500)]
    limit: Option<String>,
    /// Matching rows to skip, 0 or more.
    #[param(value_type = Option<i64>, minimum = 0)]
    offset: Option<String>,
}

impl ListRequest {
    /// The checked query for a resource's sorting; a bad parameter is a 400 saying which.
    pub fn query(&self, sorting: &Sorting) -> Result<ListQuery> {
        let params = ListParams {
            q: self.q.as_deref(),
            sort: self.sort.as_deref(),
            limit: self.limit.as_deref(),
            offset: self.offset.as_deref(),
        };
        ListQuery::parse(&params, sorting)
    }
}

impl<S: Send + Sync> FromRequestParts<S> for ListRequest {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self> {
        let Narrow(request) = Narrow::from_request_parts(parts, state).await?;
        Ok(request)
    }
}

/// A resource's own list filters, read from the query string beside [`ListRequest`]'s; a
/// malformed query string is our 400.
pub struct Narrow<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequestParts<S> for Narrow<T> {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self> {
        let Query(filters) = Query::from_request_parts(parts, state)
            .await
            .map_err(|rejection| Error::BadRequest(rejection.body_text()))?;
        Ok(Narrow(filters))
    }
}

/// The value of filter `name` among `all` (by `code`), if given; another is a 400 listing them.
pub fn one_of<T: Copy>(name: &str, value: Option<&str>, all: &[T], code: fn(T) -> &'static str) -> Result<Option<T>> {
    let Some(value) = value else { return Ok(None) };
    all.iter().copied().find(|item| code(*item) == value).map(Some).ok_or_else(|| {
        let codes: Vec<&str> = all.iter().map(|item| code(*item)).collect();
        Error::BadRequest(format!("{name} must be one of {}", codes.join(", ")))
    })
}

/// A page of rows as the answer: the rows as a JSON array, their total in `X-Total-Count`.
pub struct Listed<T>(pub Page<T>);

impl<T: Serialize + Send + 'static> IntoResponse for Listed<T> {
    fn into_response(self) -> Response {
        let Listed(Page { rows, total }) = self;
        let mut response = match rows {
            Rows::Page(rows) => Json(rows).into_response(),
            Rows::All(rows) => {
                let body = Body::from_stream(json_array(rows));
                ([(header::CONTENT_TYPE, HeaderValue::from_static("application/json"))], body).into_response()
            }
        };
        response.headers_mut().insert(TOTAL_COUNT, HeaderValue::from(total));
        response
    }
}

/// Rows as the text of one JSON array, written as they come: each piece holds the rows the
/// database has ready (up to 256), so a piece is a few kilobytes, not one row. A database error
/// midway ends the stream with an error, which cuts the connection: the client sees a broken
/// answer, never a short list that looks whole.
fn json_array<T: Serialize + Send + 'static>(
    rows: BoxStream<'static, Result<T>>,
) -> impl Stream<Item = Result<Bytes>> + Send + 'static {
    let mut first = true;
    let items = rows.ready_chunks(256).map(move |chunk| {
        let mut text = Vec::with_capacity(chunk.len() * 256);
        for row in chunk {
            let row = row.inspect_err(|err| tracing::error!(error = %err, "a list stopped midway"))?;
            if !first {
                text.push(b',');
            }
            first = false;
            serde_json::to_writer(&mut text, &row).map_err(|err| Error::Internal(err.to_string()))?;
        }
        Ok(Bytes::from(text))
    });
    let start = stream::once(async { Ok(Bytes::from_static(b"[")) });
    let end = stream::once(async { Ok(Bytes::from_static(b"]")) });
    start.chain(items).chain(end)
}

/// The header that carries how many rows match, before paging (json-server's and react-admin's).
pub const TOTAL_COUNT: &str = "x-total-count";
