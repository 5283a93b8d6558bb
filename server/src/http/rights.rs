//! `/api/titles/{id}/rights` and `/api/titles/{id}/availability` (docs/http.md, "Rights held",
//! "Availability"): what the team holds of a title, and what of it is still free to sell. Each
//! change of a right held is an entry of the title's history and a new version of the title.

use axum::extract::{FromRequestParts, Path, State};
use axum::http::request::Parts;
use rightsdesk_core::rights::{self, Ask};
use rightsdesk_core::{
    ActivityAction, Availability, ContractType, EntityType, Grid, HeldStatus, Normalize, RightHeld, Territory,
    validate_right_held,
};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use sqlx::AnyConnection;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::Deleted;
use super::extract::{CurrentUser, Id, Json};
use super::list::{Narrow, one_of};
use super::openapi::{BadRequest, Forbidden, Invalid, NotFound, Unauthorized, UnsupportedMediaType};
use crate::clock;
use crate::db::activity::{self, Entry};
use crate::db::{rights as held, titles, versions};
use crate::error::{Error, Result};
use crate::reference::Reference;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list, create))
        .routes(routes!(hold_all))
        .routes(routes!(update, remove))
        .routes(routes!(availability))
}

/// The `{id}` and `{rightId}` of a right held's path; ids that are not numbers name nothing (404).
struct RightPath {
    title_id: i64,
    right_id: i64,
}

impl<S: Send + Sync> FromRequestParts<S> for RightPath {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self> {
        let Path((title_id, right_id)) =
            Path::<(i64, i64)>::from_request_parts(parts, state).await.map_err(|_| Error::NotFound)?;
        Ok(RightPath { title_id, right_id })
    }
}

/// A right held checked with core's rules and the country and language lists, as it is stored.
fn checked(right: RightHeld, reference: &Reference) -> Result<RightHeld> {
    let mut errors = validate_right_held(&right);
    let right = RightHeld { id: None, ..right.normalized() };
    for code in &right.languages {
        reference.check_rights_codes(Some(code), &Territory::default(), &mut errors);
    }
    // The language list's message is under `language`: a right held's field is `languages`.
    if let Some(message) = errors.get("language").map(str::to_owned) {
        errors = errors.iter().filter(|(field, _)| *field != "language").collect();
        errors.add("languages", message);
    }
    if let Some(problem) = right.territory.problem(|code| reference.country(code).is_some()) {
        errors.add("territory", problem);
    }
    errors.into_result().map_err(Error::Validation)?;
    Ok(right)
}

/// How the title's history shows a right held: "Translation · de, fr · World except US · until
/// 2040-12-31 · Provisional".
fn summary(right: &RightHeld) -> Value {
    let label = right.contract_type.as_deref().and_then(ContractType::parse).map_or("", ContractType::label);
    let languages = if right.languages.is_empty() { "all languages".to_owned() } else { right.languages.join(", ") };
    let mut parts = vec![label.to_owned(), languages, right.territory.to_string()];
    if let Some(until) = &right.held_until {
        parts.push(format!("until {until}"));
    }
    if right.status.as_deref() == Some(HeldStatus::Provisional.as_str()) {
        parts.push(HeldStatus::Provisional.label().to_owned());
    }
    json!(parts.join(" · "))
}

/// Takes the team's title for a change of its rights held (its version goes up; 404 when there
/// is no such title) and answers its name, for the history.
async fn claim_title(conn: &mut AnyConnection, team_id: i64, title_id: i64) -> Result<String> {
    versions::claim(conn, EntityType::Title, team_id, title_id).await?.ok_or(Error::NotFound)?;
    Ok(titles::find(conn, team_id, title_id).await?.ok_or(Error::NotFound)?.name)
}

/// Records a change of the title's rights held in its history: `rightsHeld` from `before` to
/// `after` (null for none).
async fn record(
    conn: &mut AnyConnection,
    user: &CurrentUser,
    title_id: i64,
    title: String,
    before: Value,
    after: Value,
) -> Result<()> {
    let changes = [("rightsHeld".to_owned(), [before, after])].into_iter().collect();
    let entry = Entry::new(ActivityAction::Update, EntityType::Title, title_id, title).with(changes);
    activity::record(conn, user.team_id, Some(user.id), entry).await
}

/// The title's rights held, by right.
#[utoipa::path(
    get,
    path = "/{id}/rights",
    operation_id = "listRightsHeld",
    tag = "titles",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The title's id")),
    responses(
        (status = 200, description = "The rights held", body = [RightHeld]),
        (status = 401, response = Unauthorized),
        (status = 404, response = NotFound),
    )
)]
async fn list(State(state): State<AppState>, user: CurrentUser, Id(title_id): Id) -> Result<Json<Vec<RightHeld>>> {
    let mut conn = state.db.pool.acquire().await?;
    titles::find(&mut conn, user.team_id, title_id).await?.ok_or(Error::NotFound)?;
    Ok(Json(held::of_title(&mut conn, user.team_id, title_id).await?))
}

/// Record a right held (editors and admins).
#[utoipa::path(
    post,
    path = "/{id}/rights",
    operation_id = "createRightHeld",
    tag = "titles",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The title's id")),
    request_body = RightHeld,
    responses(
        (status = 200, description = "The right as stored", body = RightHeld),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
    )
)]
async fn create(
    State(state): State<AppState>,
    user: CurrentUser,
    Id(title_id): Id,
    Json(right): Json<RightHeld>,
) -> Result<Json<RightHeld>> {
    user.require_writer()?;
    let right = checked(right, &state.reference)?;
    let mut tx = state.db.begin_write().await?;
    let title = claim_title(&mut tx, user.team_id, title_id).await?;
    let id = held::insert(&mut tx, user.team_id, title_id, &right).await?;
    let stored = held::find(&mut tx, user.team_id, title_id, id).await?.ok_or(Error::NotFound)?;
    record(&mut tx, &user, title_id, title, Value::Null, summary(&stored)).await?;
    tx.commit().await?;
    Ok(Json(stored))
}

/// "We hold all rights, world, all languages" in one step (editors and admins): every right the
/// title has no row of yet is recorded as held, confirmed, the world over, in every language, with
/// one entry in the title's history. Answers the title's rights held.
#[utoipa::path(
    post,
    path = "/{id}/rights/all",
    operation_id = "holdAllRights",
    tag = "titles",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The title's id")),
    responses(
        (status = 200, description = "The title's rights held", body = [RightHeld]),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
    )
)]
async fn hold_all(State(state): State<AppState>, user: CurrentUser, Id(title_id): Id) -> Result<Json<Vec<RightHeld>>> {
    user.require_writer()?;
    let mut tx = state.db.begin_write().await?;
    let title = claim_title(&mut tx, user.team_id, title_id).await?;
    let before = held::of_title(&mut tx, user.team_id, title_id).await?;
    let missing: Vec<ContractType> = ContractType::ALL
        .into_iter()
        .filter(|right| !before.iter().any(|row| row.contract_type.as_deref() == Some(right.as_str())))
        .collect();
    for right in &missing {
        let row = RightHeld { contract_type: Some(right.as_str().to_owned()), ..RightHeld::default() };
        held::insert(&mut tx, user.team_id, title_id, &row.normalized()).await?;
    }
    if !missing.is_empty() {
        let labels: Vec<&str> = missing.iter().map(|right| right.label()).collect();
        let after = json!(format!("{} · all languages · World", labels.join(", ")));
        record(&mut tx, &user, title_id, title, Value::Null, after).await?;
    }
    let stored = held::of_title(&mut tx, user.team_id, title_id).await?;
    tx.commit().await?;
    Ok(Json(stored))
}

/// Replace a right held (editors and admins).
#[utoipa::path(
    put,
    path = "/{id}/rights/{rightId}",
    operation_id = "updateRightHeld",
    tag = "titles",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The title's id"), ("rightId" = i64, Path, description = "The right's id")),
    request_body = RightHeld,
    responses(
        (status = 200, description = "The right as stored", body = RightHeld),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
    )
)]
async fn update(
    State(state): State<AppState>,
    user: CurrentUser,
    RightPath { title_id, right_id }: RightPath,
    Json(right): Json<RightHeld>,
) -> Result<Json<RightHeld>> {
    user.require_writer()?;
    super::extract::same_id(right.id, right_id)?;
    let right = checked(right, &state.reference)?;
    let mut tx = state.db.begin_write().await?;
    let title = claim_title(&mut tx, user.team_id, title_id).await?;
    let before = held::find(&mut tx, user.team_id, title_id, right_id).await?.ok_or(Error::NotFound)?;
    held::update(&mut tx, user.team_id, title_id, right_id, &right).await?;
    let stored = held::find(&mut tx, user.team_id, title_id, right_id).await?.ok_or(Error::NotFound)?;
    if stored != before {
        record(&mut tx, &user, title_id, title, summary(&before), summary(&stored)).await?;
    }
    tx.commit().await?;
    Ok(Json(stored))
}

/// Remove a right held (editors and admins).
#[utoipa::path(
    delete,
    path = "/{id}/rights/{rightId}",
    operation_id = "deleteRightHeld",
    tag = "titles",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The title's id"), ("rightId" = i64, Path, description = "The right's id")),
    responses(
        (status = 200, description = "Removed", body = Deleted),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
    )
)]
async fn remove(
    State(state): State<AppState>,
    user: CurrentUser,
    RightPath { title_id, right_id }: RightPath,
) -> Result<Json<Deleted>> {
    user.require_writer()?;
    let mut tx = state.db.begin_write().await?;
    let title = claim_title(&mut tx, user.team_id, title_id).await?;
    let before = held::find(&mut tx, user.team_id, title_id, right_id).await?.ok_or(Error::NotFound)?;
    held::delete(&mut tx, user.team_id, title_id, right_id).await?;
    record(&mut tx, &user, title_id, title, summary(&before), Value::Null).await?;
    tx.commit().await?;
    Ok(Json(Deleted { id: right_id }))
}

/// What availability is asked about, as the query string carries it.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
struct AvailabilityQuery {
    contract_type: Option<String>,
    language: Option<String>,
    territory: Option<String>,
}

/// The `language` (an ISO 639-1 code of the list; blank is none) and `territory` (ISO 3166-1
/// codes, comma-separated) of an availability query, checked; a bad one is a 400 naming it.
pub(super) fn asked_where<'a>(
    reference: &Reference,
    language: Option<&'a str>,
    territory: Option<&str>,
) -> Result<(Option<&'a str>, Option<Territory>)> {
    let language = language.map(str::trim).filter(|code| !code.is_empty());
    if language.is_some_and(|code| reference.language(code).is_none()) {
        return Err(Error::BadRequest("language must be an ISO 639-1 code of GET /api/languages".into()));
    }
    let territory = territory.map(|codes| Territory::countries(&codes.split(',').collect::<Vec<_>>()));
    if let Some(problem) = territory.as_ref().and_then(|t| t.problem(|code| reference.country(code).is_some())) {
        return Err(Error::BadRequest(format!("territory: {problem}")));
    }
    Ok((language, territory))
}

/// The availability of one right, or the title's whole grid.
#[derive(Debug, Serialize, ToSchema)]
#[serde(untagged)]
enum AvailabilityAnswer {
    /// With `contractType`: that right's state and why.
    One(Availability),
    /// Without: every right and language of the title.
    Grid(Grid),
}

/// What of the title is still free to sell today: with `contractType` (and optionally `language`
/// and `territory`, comma-separated ISO 3166-1 codes), that right's state and why; without, the
/// title's whole grid (docs/http.md, "Availability").
#[utoipa::path(
    get,
    path = "/{id}/availability",
    operation_id = "getAvailability",
    tag = "titles",
    security(("bearer" = [])),
    params(
        ("id" = i64, Path, description = "The title's id"),
        ("contractType" = Option<ContractType>, Query, description = "The right asked about; without it, the whole grid"),
        ("language" = Option<String>, Query, description = "An ISO 639-1 code; without it, every language"),
        ("territory" = Option<String>, Query, description = "ISO 3166-1 codes, comma-separated (`DE,AT`); without it, anywhere"),
    ),
    responses(
        (status = 200, description = "The state and its reasons, or the grid", body = AvailabilityAnswer),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 404, response = NotFound),
    )
)]
async fn availability(
    State(state): State<AppState>,
    user: CurrentUser,
    Id(title_id): Id,
    Narrow(query): Narrow<AvailabilityQuery>,
) -> Result<Json<AvailabilityAnswer>> {
    let right = one_of("contractType", query.contract_type.as_deref(), &ContractType::ALL, ContractType::as_str)?;
    let (language, territory) = asked_where(&state.reference, query.language.as_deref(), query.territory.as_deref())?;
    let mut conn = state.db.pool.acquire().await?;
    titles::find(&mut conn, user.team_id, title_id).await?.ok_or(Error::NotFound)?;
    let today = clock::today(&mut conn, user.team_id).await?;
    let holdings = held::holdings(&mut conn, user.team_id, title_id).await?;
    let (held_rights, licenses, prospections) = (&holdings.held, &holdings.licenses, &holdings.prospections);
    Ok(Json(match right {
        Some(right) => {
            let ask = Ask { right, language, territory: territory.as_ref() };
            AvailabilityAnswer::One(rights::availability(held_rights, licenses, prospections, &ask, today))
        }
        None => AvailabilityAnswer::Grid(rights::grid(held_rights, licenses, prospections, today)),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_right_held_reads_in_the_history_as_one_line() {
        let right = RightHeld {
            contract_type: Some("foreign_rights".into()),
            languages: vec!["de".into(), "fr".into()],
            territory: Territory::parse("World except US"),
            held_until: Some("2040-12-31".into()),
            status: Some("provisional".into()),
            ..RightHeld::default()
        };
        assert_eq!(summary(&right), json!("Translation · de, fr · World except US · until 2040-12-31 · Provisional"));
        let plain = RightHeld { contract_type: Some("audio".into()), ..RightHeld::default() }.normalized();
        assert_eq!(summary(&plain), json!("Audio · all languages · World"));
    }

    #[test]
    fn language_messages_are_under_languages() {
        let reference = Reference::load();
        let right =
            RightHeld { contract_type: Some("audio".into()), languages: vec!["qq".into()], ..RightHeld::default() };
        let Err(Error::Validation(errors)) = checked(right, &reference) else { panic!("refused") };
        let fields: Vec<&str> = errors.iter().map(|(field, _)| field).collect();
        assert_eq!(fields, ["languages"]);
    }
}
