//! `GET /api/countries` (a plain list) and `GET /api/languages` (`{data: [...]}`), as the spec's
//! client reads them.

use axum::extract::State;
use rightsdesk_core::{Country, Language};
use serde::Serialize;

use super::extract::{CurrentUser, Json};
use crate::state::AppState;

pub async fn countries(State(state): State<AppState>, _user: CurrentUser) -> Json<Vec<Country>> {
    Json(state.reference.countries.clone())
}

#[derive(Serialize)]
pub struct Languages {
    data: Vec<Language>,
}

pub async fn languages(State(state): State<AppState>, _user: CurrentUser) -> Json<Languages> {
    Json(Languages { data: state.reference.languages.clone() })
}
