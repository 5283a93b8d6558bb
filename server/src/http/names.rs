//! The lookups of a name as the user types it in a form: completion (of a title, a company, a
//! contact), and the close names offered before a new title or company is created ("Did you mean
//! ...?"). Each answers alike; its handler (titles.rs, companies.rs) names only its own query.

use axum::extract::{FromRequestParts, Path};
use axum::http::request::Parts;
use rightsdesk_core::limits::{MAX_SIMILAR_NAMES, MAX_SUGGESTIONS};
use rightsdesk_core::{Suggestion, search_ready};
use serde::{Deserialize, Serialize};
use utoipa::IntoParams;

use super::extract::{CurrentUser, Json};
use crate::db::Db;
use crate::error::{Error, Result};
use crate::state::AppState;

/// The path of a name lookup: `/complete/{text}`, `/similar/{text}`.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
pub struct NameText {
    /// What the user typed.
    text: String,
}

/// A name lookup: the signed-in user's team and the typed text (a bad token is a 401 before
/// anything else).
pub struct NameLookup {
    state: AppState,
    team_id: i64,
    text: String,
}

impl FromRequestParts<AppState> for NameLookup {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self> {
        let user = CurrentUser::from_request_parts(parts, state).await?;
        let Path(NameText { text }) = Path::<NameText>::from_request_parts(parts, state)
            .await
            .map_err(|rejection| Error::BadRequest(rejection.body_text()))?;
        Ok(NameLookup { state: state.clone(), team_id: user.team_id, text })
    }
}

impl NameLookup {
    /// Up to 10 suggestions that contain the text, as `find` (a `db::<entity>::complete`) reads
    /// them; none for a text too short to search.
    pub async fn complete<T: Serialize>(
        self,
        find: impl AsyncFnOnce(&Db, i64, &str, i64) -> Result<Vec<T>>,
    ) -> Result<Json<Vec<T>>> {
        if !search_ready(&self.text) {
            return Ok(Json(Vec::new()));
        }
        Ok(Json(find(&self.state.db, self.team_id, &self.text, MAX_SUGGESTIONS as i64).await?))
    }

    /// Up to 5 names like the text, most alike first, as `find` (the entity's
    /// `db::<entity>::similar`) reads them; none for a text too short to search.
    pub async fn similar(
        self,
        find: impl AsyncFnOnce(&Db, i64, &str, usize) -> Result<Vec<Suggestion>>,
    ) -> Result<Json<Vec<Suggestion>>> {
        if !search_ready(&self.text) {
            return Ok(Json(Vec::new()));
        }
        Ok(Json(find(&self.state.db, self.team_id, &self.text, MAX_SIMILAR_NAMES).await?))
    }
}
