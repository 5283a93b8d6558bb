//! `GET /api/countries` (a plain list) and `GET /api/languages` (`{data: [...]}`), as the spec's
//! client reads them. Both are serialised once at start-up.

use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;

use super::extract::CurrentUser;
use crate::state::AppState;

pub async fn countries(State(state): State<AppState>, _user: CurrentUser) -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "application/json")], state.reference.countries_json.clone())
}

pub async fn languages(State(state): State<AppState>, _user: CurrentUser) -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "application/json")], state.reference.languages_json.clone())
}
