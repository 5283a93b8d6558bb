//! `GET /api/countries` (a plain list) and `GET /api/languages` (`{data: [...]}`), as the spec's
//! client reads them, and `GET /api/reference/thema` (a plain list). Each is serialised once at
//! start-up.

use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;

use rightsdesk_core::Country;

use super::extract::CurrentUser;
use super::openapi::Unauthorized;
use crate::reference::{LanguageList, ThemaSection};
use crate::state::AppState;

/// The countries.
///
/// Every ISO 3166-1 country, sorted by name, as a plain list. Ids are stable across restarts and
/// databases.
#[utoipa::path(
    get,
    path = "/countries",
    operation_id = "countries",
    tag = "reference",
    security(("bearer" = [])),
    responses((status = 200, description = "The countries", body = [Country]), (status = 401, response = Unauthorized))
)]
pub async fn countries(State(state): State<AppState>, _user: CurrentUser) -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "application/json")], state.reference.countries_json.clone())
}

/// The languages.
///
/// Every language with an ISO 639-1 code, sorted by name, under `data`. Ids are stable across
/// restarts and databases.
#[utoipa::path(
    get,
    path = "/languages",
    operation_id = "languages",
    tag = "reference",
    security(("bearer" = [])),
    responses((status = 200, description = "The languages", body = LanguageList), (status = 401, response = Unauthorized))
)]
pub async fn languages(State(state): State<AppState>, _user: CurrentUser) -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "application/json")], state.reference.languages_json.clone())
}

/// The Thema sections.
///
/// The sections of Thema, the book trade's subject scheme that a title's `subjects` are written
/// in: the first character of their codes (`F` for `FBA`, a digit for the qualifiers) and their
/// English names, in the scheme's order. A client names a subject by its section.
#[utoipa::path(
    get,
    path = "/reference/thema",
    operation_id = "themaSections",
    tag = "reference",
    security(("bearer" = [])),
    responses((status = 200, description = "The Thema sections", body = [ThemaSection]), (status = 401, response = Unauthorized))
)]
pub async fn thema(State(state): State<AppState>, _user: CurrentUser) -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "application/json")], state.reference.thema_json.clone())
}
