//! The router: the web app's files, `/auth` and `/api`, on one port.

mod auth;
mod companies;
pub mod extract;
mod licenses;
mod me;
mod reference;
mod titles;

use axum::http::{HeaderValue, header};
use axum::routing::get;
use axum::Router;
use tower_http::services::{ServeDir, ServeFile};
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::trace::{DefaultMakeSpan, DefaultOnResponse, TraceLayer};
use tracing::Level;

use crate::error::Error;
use crate::state::AppState;

pub fn router(state: AppState) -> Router {
    let api = Router::new()
        .route("/me", get(me::me))
        .route("/countries", get(reference::countries))
        .route("/languages", get(reference::languages))
        .nest("/titles", titles::router())
        .nest("/companies", companies::router())
        .nest("/licenses", licenses::router())
        .fallback(not_found);
    let index = state.web_dir.join("index.html");
    // Every path that is not a file is a client route: answer it with index.html, which must
    // never be cached (it names the current hashed assets).
    let web = ServeDir::new(&state.web_dir).fallback(ServeFile::new(index));
    Router::new()
        .nest("/api", api)
        .nest("/auth", auth::router().fallback(not_found))
        .route("/healthz", get(|| async { "ok" }))
        .fallback_service(web)
        .layer(SetResponseHeaderLayer::if_not_present(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-cache"),
        ))
        // One structured line per request (method, path, status, latency) at the default level.
        .layer(
            TraceLayer::new_for_http()
                .make_span_with(DefaultMakeSpan::new().level(Level::INFO))
                .on_response(DefaultOnResponse::new().level(Level::INFO)),
        )
        .with_state(state)
}

async fn not_found() -> Error {
    Error::NotFound
}
