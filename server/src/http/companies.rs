//! `/api/companies`: the companies a team deals with, their contacts, and completion of
//! company and contact names.

use axum::Router;
use axum::extract::{Path, State};
use axum::routing::get;
use rightsdesk_core::limits::MAX_SUGGESTIONS;
use rightsdesk_core::{Company, Contact, ContactSuggestion, Suggestion, messages, search_ready, validate_company};
use serde_json::{Value, json};

use super::extract::{CurrentUser, Id, Json, same_id, tidy};
use crate::db::companies;
use crate::db::licenses::{self, Used};
use crate::error::{Error, Result};
use crate::reference::Reference;
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/", get(list).post(create))
        .route("/complete/{text}", get(complete))
        .route("/contacts/complete/{text}", get(complete_contacts))
        .route("/{id}", get(find).put(update).delete(remove))
}

/// Checks a submitted company with the core's rules and the ISO lists, and returns it as it
/// will be stored (trimmed, blanks absent, names of country and language left to the lists).
fn checked(company: Company, reference: &Reference) -> Result<Company> {
    let mut errors = validate_company(&company);
    let country_id = tidy(company.country_id);
    if country_id.as_deref().is_some_and(|id| reference.country(id).is_none()) {
        errors.add("countryId", messages::UNKNOWN_COUNTRY);
    }
    let language_id = tidy(company.language_id);
    if language_id.as_deref().is_some_and(|id| reference.language(id).is_none()) {
        errors.add("languageId", messages::UNKNOWN_LANGUAGE);
    }
    errors.into_result().map_err(Error::Validation)?;
    let mut types: Vec<String> = Vec::new();
    for value in company.types {
        if !types.contains(&value) {
            types.push(value);
        }
    }
    Ok(Company {
        id: None,
        name: company.name.trim().to_string(),
        country: None,
        country_id,
        language: None,
        language_id,
        types,
        address: tidy(company.address),
        notes: tidy(company.notes),
        contacts: company
            .contacts
            .into_iter()
            .map(|c| Contact { id: c.id, name: c.name.trim().to_string(), email: tidy(c.email) })
            .collect(),
        remove_contacts: company.remove_contacts,
    })
}

/// The stored company as answered: with the names of its country and language.
fn named(mut company: Company, reference: &Reference) -> Company {
    company.country = company.country_id.as_deref().and_then(|id| reference.country(id)).map(|c| c.name.clone());
    company.language = company.language_id.as_deref().and_then(|id| reference.language(id)).map(|l| l.name.clone());
    company
}

async fn list(State(state): State<AppState>, user: CurrentUser) -> Result<Json<Vec<Company>>> {
    let all = companies::list(&state.db.pool, user.team_id).await?;
    Ok(Json(all.into_iter().map(|c| named(c, &state.reference)).collect()))
}

async fn find(State(state): State<AppState>, user: CurrentUser, Id(id): Id) -> Result<Json<Company>> {
    let mut conn = state.db.pool.acquire().await?;
    let company = companies::find(&mut conn, user.team_id, id).await?.ok_or(Error::NotFound)?;
    Ok(Json(named(company, &state.reference)))
}

async fn create(
    State(state): State<AppState>,
    user: CurrentUser,
    Json(company): Json<Company>,
) -> Result<Json<Company>> {
    user.require_writer()?;
    let mut company = checked(company, &state.reference)?;
    // A new company's contacts are all new, whatever ids the client sent.
    company.contacts.iter_mut().for_each(|c| c.id = None);
    let stored = companies::create(&state.db, user.team_id, &company).await?;
    Ok(Json(named(stored, &state.reference)))
}

async fn update(
    State(state): State<AppState>,
    user: CurrentUser,
    Id(id): Id,
    Json(company): Json<Company>,
) -> Result<Json<Company>> {
    user.require_writer()?;
    same_id(company.id, id)?;
    let company = checked(company, &state.reference)?;
    let stored = companies::update(&state.db, user.team_id, id, &company).await?.ok_or(Error::NotFound)?;
    Ok(Json(named(stored, &state.reference)))
}

/// The spec's client sends a JSON body with the delete; it is accepted and not needed.
/// Refused with 409 while licenses use the company (as company or agent): nothing is lost.
async fn remove(State(state): State<AppState>, user: CurrentUser, Id(id): Id) -> Result<Json<Value>> {
    user.require_writer()?;
    if !licenses::delete_unused(&state.db, user.team_id, Used::Company, id).await? {
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
    Ok(Json(companies::complete(&state.db.pool, user.team_id, &text, MAX_SUGGESTIONS as i64).await?))
}

async fn complete_contacts(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(text): Path<String>,
) -> Result<Json<Vec<ContactSuggestion>>> {
    if !search_ready(&text) {
        return Ok(Json(Vec::new()));
    }
    Ok(Json(companies::complete_contacts(&state.db.pool, user.team_id, &text, MAX_SUGGESTIONS as i64).await?))
}
