//! The query string and the answer of every list call: `q`, `sort`, `limit`, `offset` in, a JSON
//! array out with the number of matching rows in `X-Total-Count`.

use axum::body::{Body, Bytes};
use axum::extract::{FromRequestParts, Query};
use axum::http::request::Parts;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use futures_util::stream::{self, BoxStream, Stream, StreamExt};
use rightsdesk_core::search_key;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use utoipa::IntoParams;

use super::extract::Json;
use crate::db::list::{ListQuery, Order, Page, Rows, Sorting};
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

/// The most rows one page may ask for.
const MAX_LIMIT: i64 = 500;

impl ListRequest {
    /// `q`, `limit` and `offset` alone, for a list whose order is its own (no `sort`).
    pub fn unsorted(q: Option<String>, limit: Option<String>, offset: Option<String>) -> ListRequest {
        ListRequest { q, sort: None, limit, offset }
    }

    /// The checked query for a resource's sorting; a bad parameter is a 400 saying which.
    pub fn query(&self, sorting: &Sorting) -> Result<ListQuery> {
        let words = self.q.as_deref().unwrap_or_default().split_whitespace().map(search_key).filter(|w| !w.is_empty());
        let wanted = self.sort.as_deref().map(str::trim).filter(|s| !s.is_empty()).unwrap_or(sorting.default);
        let (descending, name) = match wanted.strip_prefix('-') {
            Some(name) => (true, name),
            None => (false, wanted),
        };
        let Some(field) = sorting.fields.iter().find(|field| field.name == name) else {
            let names: Vec<&str> = sorting.fields.iter().map(|field| field.name).collect();
            return Err(Error::BadRequest(format!(
                "Unknown sort field {name:?}: sort by one of {}, with a leading - for descending",
                names.join(", ")
            )));
        };
        let limit = match self.limit.as_deref() {
            None => None,
            Some(text) => match text.trim().parse::<i64>() {
                Ok(limit) if (1..=MAX_LIMIT).contains(&limit) => Some(limit),
                _ => return Err(Error::BadRequest(format!("limit must be a whole number from 1 to {MAX_LIMIT}"))),
            },
        };
        let offset = match self.offset.as_deref() {
            None => 0,
            Some(text) => match text.trim().parse::<i64>() {
                Ok(offset) if offset >= 0 => offset,
                _ => return Err(Error::BadRequest("offset must be a whole number, 0 or more".into())),
            },
        };
        Ok(ListQuery { words: words.collect(), order: Order { field, descending }, limit, offset })
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

/// The id of filter `name` (`titleId`), if given; another text is a 400 naming the filter.
pub fn id_filter(name: &str, value: Option<&str>) -> Result<Option<i64>> {
    value
        .map(|text| text.trim().parse::<i64>().map_err(|_| Error::BadRequest(format!("{name} must be an id"))))
        .transpose()
}

/// A page of rows as the answer: the rows as a JSON array, their total in `X-Total-Count`, and
/// `X-Total-Relation: gte` when that total is where counting stopped.
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
        let headers = response.headers_mut();
        headers.insert(TOTAL_COUNT, HeaderValue::from(total.count));
        headers.insert(TOTAL_RELATION, HeaderValue::from_static(if total.at_least { "gte" } else { "eq" }));
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

/// Whether `X-Total-Count` is exact (`eq`) or a floor (`gte`, Elasticsearch's word for it).
pub const TOTAL_RELATION: &str = "x-total-relation";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::list::SortField;

    const SORTING: Sorting = Sorting {
        fields: &[
            SortField { name: "name", sql: "name_key", nullable: false, unique: false },
            SortField { name: "publishDate", sql: "publish_date", nullable: true, unique: false },
        ],
        default: "name",
    };

    fn parse(q: Option<&str>, sort: Option<&str>, limit: Option<&str>, offset: Option<&str>) -> Result<ListQuery> {
        let text = |value: Option<&str>| value.map(str::to_owned);
        ListRequest { q: text(q), sort: text(sort), limit: text(limit), offset: text(offset) }.query(&SORTING)
    }

    fn message(result: Result<ListQuery>) -> String {
        match result {
            Err(Error::BadRequest(message)) => message,
            Err(other) => panic!("expected a bad request, got {other:?}"),
            Ok(_) => panic!("expected a bad request, got a query"),
        }
    }

    #[test]
    fn words_are_search_keys_and_the_sort_names_a_field() {
        let query = parse(Some("  Misé  HUGO "), Some("-publishDate"), Some("50"), Some("100")).unwrap();
        assert_eq!(query.words, ["mise", "hugo"]);
        assert_eq!((query.order.field.name, query.order.descending), ("publishDate", true));
        assert_eq!((query.limit, query.offset), (Some(50), 100));
        let default = parse(None, None, None, None).unwrap();
        assert_eq!((default.order.field.name, default.order.descending, default.limit), ("name", false, None));
    }

    #[test]
    fn bad_parameters_say_what_is_wrong() {
        assert_eq!(
            message(parse(None, Some("price"), None, None)),
            "Unknown sort field \"price\": sort by one of name, publishDate, with a leading - for descending"
        );
        for limit in ["0", "501", "ten", "-1", "1.5"] {
            assert_eq!(message(parse(None, None, Some(limit), None)), "limit must be a whole number from 1 to 500");
        }
        for offset in ["-1", "x", ""] {
            assert_eq!(message(parse(None, None, None, Some(offset))), "offset must be a whole number, 0 or more");
        }
    }
}
