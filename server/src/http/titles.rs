//! `/api/titles`: the team's catalogue, and name completion for the license form.

use axum::extract::{DefaultBodyLimit, State};
use rightsdesk_core::{ActivityAction, EntityType, Normalize, Suggestion, Title, validate_title};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::Deleted;
use super::extract::{CurrentUser, Id, Json, same_id};
use super::import::{self, Imported, RowErrors};
use super::list::{ListRequest, Listed};
use super::names::{NameLookup, NameText};
use super::openapi::{
    BadRequest, Conflict, DeleteRefused, Forbidden, Invalid, NotFound, Stale, Unauthorized, UnsupportedMediaType,
};
use super::versions::{RecordWrite, Tagged, begin_claimed, claim_read};
use super::{covers, materials, upload};
use crate::db::activity::{self, Entry};
use crate::db::licenses::{self, Used};
use crate::db::titles;
use crate::error::{Error, Result};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list, create))
        .routes(routes!(complete))
        .routes(routes!(similar))
        .routes(routes!(find, update, remove))
        .merge(OpenApiRouter::new().routes(routes!(import)).layer(DefaultBodyLimit::max(import::BODY_LIMIT)))
        // A cover or a material file, up to the upload limit.
        .merge(covers::router().merge(materials::router()).layer(DefaultBodyLimit::max(upload::BODY_LIMIT)))
        .merge(super::onix::router())
}

/// Checks a submitted title with the core's rules and returns it as it will be stored.
fn checked(title: Title) -> Result<Title> {
    validate_title(&title).into_result().map_err(Error::Validation)?;
    Ok(Title { id: None, ..title.normalized() })
}

/// The team's titles: all of them by name, or those matching `q` in the order and page asked.
#[utoipa::path(
    get,
    path = "/",
    operation_id = "listTitles",
    tag = "titles",
    security(("bearer" = [])),
    params(ListRequest),
    responses(
        (status = 200, description = "The titles", body = [Title],
            headers(
                ("X-Total-Count" = i64, description = "How many match, before limit and offset (a page counts up to 10,000, or to its end)"),
                ("X-Total-Relation" = String, description = "`eq` when the count is exact, `gte` when counting stopped there")
            )),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
    )
)]
async fn list(State(state): State<AppState>, user: CurrentUser, request: ListRequest) -> Result<Listed<Title>> {
    let query = request.query(&titles::SORTING)?;
    Ok(Listed(titles::list(&state.db, user.team_id, &query).await?))
}

/// One title.
#[utoipa::path(
    get,
    path = "/{id}",
    operation_id = "getTitle",
    tag = "titles",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The title's id")),
    responses(
        (status = 200, description = "The title", body = Title, headers(("ETag" = String, description = "Its version"))),
        (status = 401, response = Unauthorized),
        (status = 404, response = NotFound),
    )
)]
async fn find(State(state): State<AppState>, user: CurrentUser, Id(id): Id) -> Result<Tagged<Title>> {
    let mut conn = state.db.pool.acquire().await?;
    titles::find(&mut conn, user.team_id, id).await?.map(Tagged).ok_or(Error::NotFound)
}

/// Create a title (editors and admins).
#[utoipa::path(
    post,
    path = "/",
    operation_id = "createTitle",
    tag = "titles",
    security(("bearer" = [])),
    request_body = Title,
    responses(
        (status = 200, description = "The title as stored", body = Title),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
    )
)]
async fn create(State(state): State<AppState>, user: CurrentUser, Json(title): Json<Title>) -> Result<Tagged<Title>> {
    user.require_writer()?;
    let title = checked(title)?;
    let mut tx = state.db.begin_write().await?;
    let stored = titles::create(&mut tx, user.team_id, &title).await?;
    let entry = Entry::new(ActivityAction::Create, EntityType::Title, stored.id, &stored.name);
    tx.commit_after(activity::last(user.team_id, Some(user.id), entry)?).await?;
    Ok(Tagged(stored))
}

/// Import titles (editors and admins): all of them, or none.
///
/// Each title is checked as on create; a name the team already has, or an earlier title of the
/// array has, is refused too, and so is an ISBN of theirs (`{"3.editions.0.isbn": "This ISBN
/// belongs to Dune"}`). One refusal writes nothing, and the 422 names every refused field
/// by its title's index in the array: `{"3.name": "A title with this name already exists"}`.
/// At most 100,000 titles (413 beyond).
#[utoipa::path(
    post,
    path = "/import",
    operation_id = "importTitles",
    tag = "titles",
    security(("bearer" = [])),
    request_body = Vec<Title>,
    responses(
        (status = 200, description = "Every title was written", body = Imported),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
    )
)]
async fn import(
    State(state): State<AppState>,
    user: CurrentUser,
    Json(rows): Json<Vec<Title>>,
) -> Result<Json<Imported>> {
    user.require_writer()?;
    import::check_size(&rows)?;
    let mut errors = RowErrors::default();
    let mut tx = state.db.begin_bulk_write().await?;
    let mut batches = titles::Batches::new(user.team_id);
    for (index, title) in rows.into_iter().enumerate() {
        match checked(title) {
            Ok(title) => batches.push(&mut tx, index, title).await?,
            Err(error) => errors.add(index, error)?,
        }
    }
    let (imported, refused) = batches.finish(&mut tx).await?;
    for refused in refused {
        errors.add_field(refused.position, &refused.field, &refused.message);
    }
    errors.into_result()?;
    tx.commit_after(activity::last(user.team_id, Some(user.id), Entry::imported(EntityType::Title, imported))?).await?;
    state.db.analyze(&["titles"]).await?;
    Ok(Json(Imported { imported }))
}

/// Replace a title's fields (editors and admins); a body id, when sent, must be the path's. With
/// `If-Match`, only over that version (412 otherwise).
#[utoipa::path(
    put,
    path = "/{id}",
    operation_id = "updateTitle",
    tag = "titles",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The title's id"), ("If-Match" = Option<String>, Header, description = "The version the change was made from")),
    request_body = Title,
    responses(
        (status = 200, description = "The title as stored", body = Title, headers(("ETag" = String, description = "Its version"))),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 412, response = Stale),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
    )
)]
async fn update(
    RecordWrite { state, user, id, if_match }: RecordWrite,
    Json(title): Json<Title>,
) -> Result<Tagged<Title>> {
    user.require_writer()?;
    same_id(title.id, id)?;
    let title = checked(title)?;
    // While other writes hold or wait for SQLite's write turn, the title is read before this
    // write takes it, and the update changes it only if it is still at that version (claiming the
    // next): two round trips under the turn instead of four. Alone, a read more would only be
    // slower. Changed since, or refused by If-Match, it is claimed and read inside the turn, as
    // every other record's update is.
    let seen = if state.db.write_turn_busy() {
        titles::find(&mut *state.db.pool.acquire().await?, user.team_id, id).await?
    } else {
        None
    };
    let mut tx = state.db.begin_write().await?;
    let updated = match seen {
        Some(seen) if if_match.allows(seen.version.unwrap_or_default())? => {
            let stored = titles::update_seen(&mut tx, user.team_id, id, &title, &seen).await?;
            // the history compares the title as seen with the claimed version, as a claim reads it
            stored.map(|stored| (Title { version: stored.version, ..seen }, stored))
        }
        _ => None,
    };
    let (before, stored) = match updated {
        Some(written) => written,
        None => {
            let before = claim_read(&mut tx, EntityType::Title, user.team_id, id, &if_match, titles::claim).await?;
            let had_editions = !before.editions.is_empty();
            let stored =
                titles::update(&mut tx, user.team_id, id, &title, had_editions).await?.ok_or(Error::NotFound)?;
            (before, stored)
        }
    };
    let entry = Entry::new(ActivityAction::Update, EntityType::Title, id, &stored.name);
    tx.commit_after(activity::last_update(user.team_id, Some(user.id), &before, &stored, &["id"], entry)?).await?;
    Ok(Tagged(stored))
}

/// Delete a title (editors and admins).
///
/// Refused with 409 while licenses use the title: nothing is lost. With `If-Match`, only at that
/// version (412 otherwise).
#[utoipa::path(
    delete,
    path = "/{id}",
    operation_id = "deleteTitle",
    tag = "titles",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The title's id"), ("If-Match" = Option<String>, Header, description = "The version the deletion was decided on")),
    responses(
        (status = 200, description = "Deleted", body = Deleted),
        DeleteRefused,
        (status = 409, response = Conflict),
    )
)]
async fn remove(RecordWrite { state, user, id, if_match }: RecordWrite) -> Result<Json<Deleted>> {
    let mut tx = begin_claimed(&state, &user, EntityType::Title, id, &if_match, titles::find).await?;
    if !licenses::delete_unused(&mut tx, user.team_id, Some(user.id), Used::Title, id).await? {
        return Err(Error::NotFound);
    }
    tx.commit().await?;
    Ok(Json(Deleted { id }))
}

/// Complete a title's name.
///
/// Up to 10 titles whose name contains the text (case and accents ignored), those starting with
/// it first; none when the trimmed text has fewer than 3 characters.
#[utoipa::path(
    get,
    path = "/complete/{text}",
    operation_id = "completeTitles",
    tag = "titles",
    security(("bearer" = [])),
    params(NameText),
    responses(
        (status = 200, description = "The suggestions", body = [Suggestion]),
        (status = 401, response = Unauthorized),
    )
)]
async fn complete(lookup: NameLookup) -> Result<Json<Vec<Suggestion>>> {
    lookup.complete(titles::complete).await
}

/// The titles named like a new name, for "Did you mean ...?" before a title is created.
///
/// Up to 5 titles whose name is close to the text (trigram similarity from 0.3, as PostgreSQL's
/// pg_trgm; case, accents and apostrophes ignored), most alike first: "The Silent Harbour" for
/// "Silent Harbor". None when the trimmed text has fewer than 3 characters.
#[utoipa::path(
    get,
    path = "/similar/{text}",
    operation_id = "similarTitles",
    tag = "titles",
    security(("bearer" = [])),
    params(NameText),
    responses(
        (status = 200, description = "The close names, most alike first", body = [Suggestion]),
        (status = 401, response = Unauthorized),
    )
)]
async fn similar(lookup: NameLookup) -> Result<Json<Vec<Suggestion>>> {
    lookup.similar(titles::similar).await
}
