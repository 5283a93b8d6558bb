//! The router: the web app's files, `/auth`, `/api`, the calendar feeds and the guides' share
//! links, on one port.

mod activity;
mod auth;
mod availability;
mod calendar;
mod companies;
mod covers;
mod dashboard;
mod export;
pub mod extract;
mod fairs;
mod feed;
mod guide_document;
mod guides;
mod import;
mod jobs;
mod licenses;
mod list;
mod mail;
mod materials;
mod me;
mod names;
mod onix;
pub mod openapi;
mod payments;
mod prospections;
mod rates;
mod reference;
mod reports;
mod rights;
mod security;
mod servers;
mod shared;
mod statements;
mod team;
mod titles;
mod upload;
mod users;
pub mod versions;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use axum::Router;
use axum::body::{Body, HttpBody};
use axum::extract::{Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use http_body_util::BodyExt;
use serde::Serialize;
use tower_http::services::{ServeDir, ServeFile};
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::timeout::{TimeoutBody, TimeoutError};
use tower_http::trace::{DefaultMakeSpan, DefaultOnResponse, TraceLayer};
use tracing::Level;
use utoipa::{OpenApi, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::error::Error;
use crate::state::AppState;

/// Longest path and query we answer; longer ones get a JSON 414. Below hyper's own limit
/// (64 KiB), over which hyper answers 414 itself, with an empty body.
pub const MAX_URI_BYTES: usize = 8 * 1024;

/// Every route of `/auth`, `/api` and `/healthz`, with the OpenAPI document of them. A route is
/// registered with `routes!(handler)`, which takes its path and method from the handler's
/// `#[utoipa::path]` and adds its operation to the document: a route added otherwise would be
/// served but undocumented, which the tests refuse (tests/server/openapi.rs).
pub fn documented() -> OpenApiRouter<AppState> {
    let api = OpenApiRouter::new()
        .routes(routes!(me::me, me::rename))
        .routes(routes!(me::change_password))
        .routes(routes!(me::digest, me::change_digest))
        .routes(routes!(me::team_members))
        .routes(routes!(team::settings, team::change))
        .routes(routes!(team::invoice_details, team::change_invoice_details))
        .routes(routes!(export::export))
        .routes(routes!(servers::list))
        .routes(routes!(jobs::list))
        .routes(routes!(jobs::run))
        .routes(routes!(mail::list))
        .routes(routes!(mail::test))
        .routes(routes!(activity::list))
        .routes(routes!(dashboard::figures))
        .routes(routes!(dashboard::overdue))
        .routes(routes!(reference::countries))
        .routes(routes!(reference::languages))
        .routes(routes!(reference::thema))
        .routes(routes!(openapi::json))
        .routes(routes!(openapi::page))
        .routes(routes!(openapi::script))
        .nest("/titles", titles::router().merge(rights::router()))
        .nest("/availability", availability::router())
        .nest("/companies", companies::router())
        .nest("/licenses", licenses::router().merge(payments::license_router()).merge(statements::license_router()))
        .nest("/payments", payments::router())
        .nest("/statements", statements::router())
        .nest("/exchange-rates", rates::router())
        .nest("/reports", reports::router())
        .nest("/prospections", prospections::router())
        .nest("/fairs", fairs::router())
        .nest("/calendar", calendar::router())
        .nest("/events", calendar::events_router())
        .nest("/guides", guides::router())
        .nest("/users", users::router())
        .fallback(not_found);
    OpenApiRouter::with_openapi(openapi::ApiDoc::openapi())
        .nest("/api", api)
        .nest("/auth", auth::router().fallback(not_found))
        .nest("/shared", shared::router().fallback(not_found))
        .routes(routes!(feed::ics))
        .routes(routes!(healthz))
        .routes(routes!(readyz))
}

pub fn router(state: AppState) -> Router {
    let (documented, _) = documented().split_for_parts();
    let https = state.public_url.as_deref().is_some_and(|url| url.starts_with("https://"));
    let index = state.web_dir.join("index.html");
    // Every path that is not a file is a client route: answer it with index.html, which must
    // never be cached (it names the current hashed assets).
    // The build writes each asset also brotli- and gzip-compressed (web/vite.config.ts): the file
    // the browser accepts is sent, with its `Content-Encoding`. ServeDir does not say that the
    // answer depends on `Accept-Encoding`; `Vary` tells caches between here and the browser.
    let vary = SetResponseHeaderLayer::appending(header::VARY, HeaderValue::from_static("accept-encoding"));
    let web = Router::new()
        .fallback_service(
            ServeDir::new(&state.web_dir)
                .precompressed_br()
                .precompressed_gzip()
                .fallback(ServeFile::new(index).precompressed_br().precompressed_gzip()),
        )
        .layer(vary.clone());
    // Vite names each built asset by a hash of its content, so a name never changes meaning:
    // browsers may keep them for good. A missing asset is a 404, not the index page.
    let assets = Router::new()
        .fallback_service(ServeDir::new(state.web_dir.join("assets")).precompressed_br().precompressed_gzip())
        .layer(vary)
        .layer(middleware::map_response(cache_for_good));
    let router = documented
        .nest("/assets", assets)
        .fallback_service(web)
        .layer(middleware::from_fn_with_state(state.limits.body_timeout, body_timeout))
        .layer(middleware::from_fn(json_error_bodies))
        // Outside the error bodies, so that those are not cached either.
        .layer(SetResponseHeaderLayer::if_not_present(header::CACHE_CONTROL, HeaderValue::from_static("no-cache")));
    security::headers(router, https)
        // One line per request (method, path, status, latency) at DEBUG: at the default level it
        // cost a line per request in the logs and a quarter of `/healthz` throughput. Failures
        // (5xx) are still logged at ERROR.
        .layer(
            TraceLayer::new_for_http()
                .make_span_with(DefaultMakeSpan::new().level(Level::DEBUG))
                .on_response(DefaultOnResponse::new().level(Level::DEBUG)),
        )
        .with_state(state)
}

/// Answers our 408 when the request body stops arriving for `timeout`, whatever the handler
/// made of the failed read (a JSON or a multipart body alike). The timeout runs between two
/// pieces of the body, not over the whole: a large upload at a steady pace passes.
async fn body_timeout(State(timeout): State<Duration>, request: Request, next: Next) -> Response {
    let stalled = Arc::new(AtomicBool::new(false));
    let noticed = stalled.clone();
    let request = request.map(|body| {
        Body::new(TimeoutBody::new(timeout, body).inspect_err(move |err| {
            if err.is::<TimeoutError>() {
                noticed.store(true, Ordering::Relaxed);
            }
        }))
    });
    let response = next.run(request).await;
    if stalled.load(Ordering::Relaxed) { Error::RequestTimeout.into_response() } else { response }
}

/// Every error body is our JSON. Refuses over-long addresses before any handler runs, and gives
/// our body to the errors that axum's routing and the static files answer with an empty one:
/// 405 (keeping its `Allow`), 404 (no `index.html`) and 500 (a file that cannot be read, or a
/// path segment too long for a file name).
async fn json_error_bodies(request: Request, next: Next) -> Response {
    // Only the path and query: that is what an HTTP/1.1 client sends in the request line.
    if request.uri().path_and_query().is_some_and(|target| target.as_str().len() > MAX_URI_BYTES) {
        return Error::UriTooLong.into_response();
    }
    let response = next.run(request).await;
    let status = response.status();
    if !(status.is_client_error() || status.is_server_error()) || response.body().size_hint().exact() != Some(0) {
        return response;
    }
    let error = match status {
        StatusCode::METHOD_NOT_ALLOWED => Error::MethodNotAllowed,
        StatusCode::NOT_FOUND => Error::NotFound,
        _ if status.is_server_error() => Error::Internal(format!("the static files answered {status}")),
        _ => return response,
    };
    let mut ours = error.into_response();
    if let Some(allow) = response.headers().get(header::ALLOW) {
        ours.headers_mut().insert(header::ALLOW, allow.clone());
    }
    ours
}

async fn cache_for_good(mut response: Response) -> Response {
    if response.status().is_success() {
        response
            .headers_mut()
            .insert(header::CACHE_CONTROL, HeaderValue::from_static("public, max-age=31536000, immutable"));
    }
    response
}

async fn not_found() -> Error {
    Error::NotFound
}

/// The answer of a delete: the id of what is gone.
#[derive(Debug, Serialize, ToSchema)]
pub struct Deleted {
    /// The deleted record's id.
    pub id: i64,
}

/// Liveness: answers while the process serves, whatever the database does.
#[utoipa::path(
    get,
    path = "/healthz",
    operation_id = "health",
    tag = "meta",
    security(()),
    responses((status = 200, description = "`ok`", body = String, content_type = "text/plain"))
)]
async fn healthz() -> &'static str {
    "ok"
}

/// Readiness, for load balancers: `ready` while the database answers; 503 while it cannot be
/// reached (within `RIGHTSDESK_DB_TIMEOUT_MS`), so that requests go to an instance that can serve
/// them. The process may still be alive: `/healthz` says that.
#[utoipa::path(
    get,
    path = "/readyz",
    operation_id = "ready",
    tag = "meta",
    security(()),
    responses(
        (status = 200, description = "`ready`", body = String, content_type = "text/plain"),
        (status = 503, response = openapi::Unavailable),
    )
)]
async fn readyz(State(state): State<AppState>) -> crate::error::Result<&'static str> {
    sqlx::query("SELECT 1").execute(&state.db.pool).await?;
    Ok("ready")
}
