//! `GET /api/countries` (a plain list) and `GET /api/languages` (`{data: [...]}`), as the spec's
//! client reads them. Both are serialised once at start-up.

use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;

use rightsdesk_core::Country;

use super::extract::CurrentUser;
use super::openapi::Unauthorized;
use crate::reference::LanguageList;
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
