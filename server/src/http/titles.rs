//! `/api/titles`: the team's catalogue, and name completion for the license form.

use axum::Router;
use axum::extract::{Path, State};
use axum::routing::get;
use rightsdesk_core::limits::MAX_SUGGESTIONS;
use rightsdesk_core::{Suggestion, Title, search_ready, validate_title};
use serde_json::{Value, json};

use super::extract::{CurrentUser, Id, Json, same_id, tidy};
use crate::db::licenses::{self, Used};
use crate::db::titles;
use crate::error::{Error, Result};
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/", get(list).post(create))
        .route("/complete/{text}", get(complete))
        .route("/{id}", get(find).put(update).delete(remove))
}

/// Checks a submitted title with the core's rules and returns it as it will be stored.
fn checked(title: Title) -> Result<Title> {
    validate_title(&title).into_result().map_err(Error::Validation)?;
    Ok(Title {
        id: None,
        name: title.name.trim().to_string(),
        author: tidy(title.author),
        publish_date: tidy(title.publish_date),
        description: tidy(title.description),
    })
}

async fn list(State(state): State<AppState>, user: CurrentUser) -> Result<Json<Vec<Title>>> {
    Ok(Json(titles::list(&state.db.pool, user.team_id).await?))
}

async fn find(State(state): State<AppState>, user: CurrentUser, Id(id): Id) -> Result<Json<Title>> {
    titles::find(&state.db.pool, user.team_id, id).await?.map(Json).ok_or(Error::NotFound)
}

async fn create(State(state): State<AppState>, user: CurrentUser, Json(title): Json<Title>) -> Result<Json<Title>> {
    user.require_writer()?;
    let title = checked(title)?;
    Ok(Json(titles::create(&state.db.pool, user.team_id, &title).await?))
}

async fn update(
    State(state): State<AppState>,
    user: CurrentUser,
    Id(id): Id,
    Json(title): Json<Title>,
) -> Result<Json<Title>> {
    user.require_writer()?;
    same_id(title.id, id)?;
    let title = checked(title)?;
    titles::update(&state.db.pool, user.team_id, id, &title).await?.map(Json).ok_or(Error::NotFound)
}

/// Refused with 409 while licenses use the title: nothing is lost.
async fn remove(State(state): State<AppState>, user: CurrentUser, Id(id): Id) -> Result<Json<Value>> {
    user.require_writer()?;
    if !licenses::delete_unused(&state.db, user.team_id, Used::Title, id).await? {
        return Err(Error::NotFound);
    }
    Ok(Json(json!({ "id": id })))
}

async fn complete(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(text): Path<String>,
) -> Result<Json<Vec<Suggestion>>> {
    if !search_ready(&text) {
        return Ok(Json(Vec::new()));
    }
    Ok(Json(titles::complete(&state.db.pool, user.team_id, &text, MAX_SUGGESTIONS as i64).await?))
}
