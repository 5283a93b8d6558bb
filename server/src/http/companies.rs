//! `/api/companies`: the companies a team deals with, their contacts, and completion of
//! company and contact names.

use axum::extract::{DefaultBodyLimit, State};
use rightsdesk_core::{ActivityAction, Company, CompanyType, ContactSuggestion, EntityType, Suggestion};
use serde::{Deserialize, Serialize};
use sqlx::AnyConnection;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::Deleted;
use super::extract::{CurrentUser, Id, Json, same_id};
use super::import::{self, RowErrors};
use super::list::{ListRequest, Listed, Narrow, one_of};
use super::names::{NameLookup, NameText};
use super::openapi::{
    BadRequest, Conflict, DeleteRefused, Forbidden, Invalid, NotFound, Stale, Unauthorized, UnsupportedMediaType,
};
use super::versions::{RecordWrite, Tagged, begin_claimed, claim};
use crate::db::activity::{self, Entry};
use crate::db::companies;
use crate::db::licenses::{self, Used};
use crate::error::{Error, Result};
use crate::reference::Reference;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list, create))
        .routes(routes!(complete))
        .routes(routes!(similar))
        .routes(routes!(complete_contacts))
        .routes(routes!(find, update, remove))
        .merge(OpenApiRouter::new().routes(routes!(import)).layer(DefaultBodyLimit::max(import::BODY_LIMIT)))
}

/// [`Reference::checked`] for a company to create: its contacts are all new, whatever ids the
/// client sent.
fn checked_new(company: Company, reference: &Reference) -> Result<Company> {
    let mut company = reference.checked(company)?;
    company.contacts.iter_mut().for_each(|c| c.id = None);
    Ok(company)
}

/// The stored company as answered: with the names of its country and language, and of its
/// contacts' languages.
pub(super) fn named(mut company: Company, reference: &Reference) -> Company {
    let language_name = |id: &str| reference.language(id).map(|l| l.name.clone());
    company.country = company.country_id.as_deref().and_then(|id| reference.country(id)).map(|c| c.name.clone());
    company.language = company.language_id.as_deref().and_then(language_name);
    for contact in &mut company.contacts {
        contact.languages = contact.language_ids.iter().filter_map(|id| language_name(id)).collect();
    }
    company
}

/// The company list's own filters, as the query string carries them (documented in `list`'s
/// `params`).
#[derive(Debug, Default, Deserialize)]
struct CompanyFilters {
    country: Option<String>,
    #[serde(rename = "type")]
    company_type: Option<String>,
}

impl CompanyFilters {
    /// The filters checked; a bad one is a 400 saying which.
    fn narrowing(&self, reference: &Reference) -> Result<companies::Narrowing> {
        if let Some(country) = &self.country
            && reference.country(country).is_none()
        {
            return Err(Error::BadRequest("country must be a country id of /api/countries".into()));
        }
        Ok(companies::Narrowing {
            country: self.country.clone(),
            company_type: one_of("type", self.company_type.as_deref(), &CompanyType::ALL, CompanyType::as_str)?,
        })
    }
}

/// The team's companies with their contacts: all of them by name, or those matching `q` and the
/// filters in the order and page asked.
#[utoipa::path(
    get,
    path = "/",
    operation_id = "listCompanies",
    tag = "companies",
    security(("bearer" = [])),
    params(
        ListRequest,
        ("country" = Option<String>, Query, description = "Only companies of this country (its id in `/api/countries`)"),
        ("type" = Option<CompanyType>, Query, description = "Only companies of this type"),
    ),
    responses(
        (status = 200, description = "The companies", body = [Company],
            headers(
                ("X-Total-Count" = i64, description = "How many match, before limit and offset (a page counts up to 10,000, or to its end)"),
                ("X-Total-Relation" = String, description = "`eq` when the count is exact, `gte` when counting stopped there")
            )),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
    )
)]
async fn list(
    State(state): State<AppState>,
    user: CurrentUser,
    request: ListRequest,
    Narrow(filters): Narrow<CompanyFilters>,
) -> Result<Listed<Company>> {
    let query = request.query(&companies::SORTING)?;
    let narrowing = filters.narrowing(&state.reference)?;
    let page = companies::list(&state.db, user.team_id, &query, &narrowing).await?;
    let reference = state.reference.clone();
    Ok(Listed(page.map(move |c| named(c, &reference))))
}

/// One company with its contacts.
#[utoipa::path(
    get,
    path = "/{id}",
    operation_id = "getCompany",
    tag = "companies",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The company's id")),
    responses(
        (status = 200, description = "The company", body = Company, headers(("ETag" = String, description = "Its version"))),
        (status = 401, response = Unauthorized),
        (status = 404, response = NotFound),
    )
)]
async fn find(State(state): State<AppState>, user: CurrentUser, Id(id): Id) -> Result<Tagged<Company>> {
    let mut conn = state.db.pool.acquire().await?;
    find_named(&mut conn, &state.reference, user.team_id, id).await?.map(Tagged).ok_or(Error::NotFound)
}

/// The team's company `id` as answered, its country and language named.
async fn find_named(conn: &mut AnyConnection, reference: &Reference, team_id: i64, id: i64) -> Result<Option<Company>> {
    Ok(companies::find(conn, team_id, id).await?.map(|company| named(company, reference)))
}

/// Create a company with its contacts (editors and admins); contact ids are ignored.
#[utoipa::path(
    post,
    path = "/",
    operation_id = "createCompany",
    tag = "companies",
    security(("bearer" = [])),
    request_body = Company,
    responses(
        (status = 200, description = "The company as stored", body = Company, headers(("ETag" = String, description = "Its version"))),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
    )
)]
async fn create(
    State(state): State<AppState>,
    user: CurrentUser,
    Json(company): Json<Company>,
) -> Result<Tagged<Company>> {
    user.require_writer()?;
    let company = checked_new(company, &state.reference)?;
    let mut tx = state.db.begin_write().await?;
    let stored = companies::create(&mut tx, user.team_id, &company).await?;
    let entry = Entry::new(ActivityAction::Create, EntityType::Company, stored.id, &stored.name);
    tx.commit_after(activity::last(user.team_id, Some(user.id), entry)?).await?;
    Ok(Tagged(named(stored, &state.reference)))
}

/// Import companies with their contacts (editors and admins): all of them, or none.
///
/// Each company is checked as on create. A company whose name the team already has (case and
/// accents aside), or an earlier company of the array has, is not refused: its contacts are added
/// to that company, but for those it already has (the same e-mail, case aside, or the same name,
/// case and accents aside), and its other fields are left as the team has them. One refusal writes
/// nothing, and the 422 names every refused field by its company's index in the array:
/// `{"3.name": "...", "5.contacts.0.email": "..."}`. At most 100,000 companies (413 beyond).
/// With `dryRun=true` nothing is written and the answer says what the import would do.
#[utoipa::path(
    post,
    path = "/import",
    operation_id = "importCompanies",
    tag = "companies",
    security(("bearer" = [])),
    params(("dryRun" = Option<bool>, Query, description = "`true`: check and answer what would be done, write nothing")),
    request_body = Vec<Company>,
    responses(
        (status = 200, description = "Every company was written (or, with `dryRun`, would be)", body = CompaniesImported),
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
    Narrow(options): Narrow<ImportOptions>,
    Json(rows): Json<Vec<Company>>,
) -> Result<Json<CompaniesImported>> {
    user.require_writer()?;
    import::check_size(&rows)?;
    let mut errors = RowErrors::default();
    let mut answer = CompaniesImported::default();
    let mut tx = state.db.begin_bulk_write().await?;
    for (index, company) in rows.into_iter().enumerate() {
        match checked_new(company, &state.reference) {
            Ok(company) => match companies::import(&mut tx, user.team_id, Some(user.id), &company).await? {
                companies::ImportedCompany::Created(_) => answer.imported += 1,
                companies::ImportedCompany::Merged(merged) => answer.merged.push(MergedCompany::new(index, merged)),
            },
            Err(error) => errors.add(index, error)?,
        }
    }
    errors.into_result()?;
    if options.dry_run {
        tx.rollback().await?;
        return Ok(Json(answer));
    }
    let entry = Entry::imported(EntityType::Company, answer.imported);
    tx.commit_after(activity::last(user.team_id, Some(user.id), entry)?).await?;
    state.db.analyze(&["companies", "contacts"]).await?;
    Ok(Json(answer))
}

/// The companies import's query string.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
struct ImportOptions {
    #[serde(default)]
    dry_run: bool,
}

/// The answer of a companies import.
#[derive(Debug, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompaniesImported {
    /// How many companies were created.
    pub imported: usize,
    /// The companies of the array the team already had, each once per entry of the array that
    /// named it, in the array's order.
    pub merged: Vec<MergedCompany>,
}

/// A company of the array that the team already had: the contacts it gave that company.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MergedCompany {
    /// Its index in the array sent.
    pub index: usize,
    /// The team's company.
    pub id: i64,
    /// Its name as the team has it.
    pub name: String,
    /// How many of its contacts were added.
    pub contacts_added: usize,
    /// How many of its contacts the company already had (left out).
    pub contacts_already: usize,
}

impl MergedCompany {
    fn new(index: usize, merged: companies::Merged) -> Self {
        let companies::Merged { id, name, added, already } = merged;
        MergedCompany { index, id, name, contacts_added: added, contacts_already: already }
    }
}

/// Replace a company's fields and contacts (editors and admins).
///
/// In one transaction: contacts with an id are updated, those without one created, those in
/// `removeContacts` deleted. A contact id that is not this company's refuses the whole call with
/// 404 and changes nothing. A body id, when sent, must be the path's.
#[utoipa::path(
    put,
    path = "/{id}",
    operation_id = "updateCompany",
    tag = "companies",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The company's id"), ("If-Match" = Option<String>, Header, description = "The version the change was made from")),
    request_body = Company,
    responses(
        (status = 200, description = "The company as stored", body = Company, headers(("ETag" = String, description = "Its version"))),
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
    Json(company): Json<Company>,
) -> Result<Tagged<Company>> {
    user.require_writer()?;
    same_id(company.id, id)?;
    let company = state.reference.checked(company)?;
    let mut tx = state.db.begin_write().await?;
    let find = async |conn: &mut AnyConnection, team_id, id| find_named(conn, &state.reference, team_id, id).await;
    claim(&mut tx, EntityType::Company, user.team_id, id, &if_match, find).await?;
    let before = companies::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    let stored = companies::update(&mut tx, user.team_id, id, &company).await?.ok_or(Error::NotFound)?;
    let (before, after) = (companies::tracked(&before), companies::tracked(&stored));
    let entry = Entry::new(ActivityAction::Update, EntityType::Company, id, &stored.name);
    tx.commit_after(activity::last_update(user.team_id, Some(user.id), &before, &after, &[], entry)?).await?;
    Ok(Tagged(named(stored, &state.reference)))
}

/// Delete a company and its contacts (editors and admins).
///
/// Refused with 409 while licenses use the company (as company or agent): nothing is lost. A
/// body, which the spec's client sends, is ignored.
#[utoipa::path(
    delete,
    path = "/{id}",
    operation_id = "deleteCompany",
    tag = "companies",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The company's id"), ("If-Match" = Option<String>, Header, description = "The version the change was made from")),
    responses(
        (status = 200, description = "Deleted", body = Deleted),
        DeleteRefused,
        (status = 409, response = Conflict),
    )
)]
async fn remove(RecordWrite { state, user, id, if_match }: RecordWrite) -> Result<Json<Deleted>> {
    let find = async |conn: &mut AnyConnection, team_id, id| find_named(conn, &state.reference, team_id, id).await;
    let mut tx = begin_claimed(&state, &user, EntityType::Company, id, &if_match, find).await?;
    if !licenses::delete_unused(&mut tx, user.team_id, Some(user.id), Used::Company, id).await? {
        return Err(Error::NotFound);
    }
    tx.commit().await?;
    Ok(Json(Deleted { id }))
}

/// Complete a company's name.
///
/// Up to 10 companies whose name contains the text (case and accents ignored), those starting
/// with it first; none when the trimmed text has fewer than 3 characters.
#[utoipa::path(
    get,
    path = "/complete/{text}",
    operation_id = "completeCompanies",
    tag = "companies",
    security(("bearer" = [])),
    params(NameText),
    responses(
        (status = 200, description = "The suggestions", body = [Suggestion]),
        (status = 401, response = Unauthorized),
    )
)]
async fn complete(lookup: NameLookup) -> Result<Json<Vec<Suggestion>>> {
    lookup.complete(companies::complete).await
}

/// Complete a contact's name or e-mail.
///
/// Up to 10 contacts whose name or e-mail contains the text, with their company; same rules as
/// the company completion.
#[utoipa::path(
    get,
    path = "/contacts/complete/{text}",
    operation_id = "completeContacts",
    tag = "companies",
    security(("bearer" = [])),
    params(NameText),
    responses(
        (status = 200, description = "The suggestions", body = [ContactSuggestion]),
        (status = 401, response = Unauthorized),
    )
)]
async fn complete_contacts(lookup: NameLookup) -> Result<Json<Vec<ContactSuggestion>>> {
    lookup.complete(companies::complete_contacts).await
}

/// The companies named like a new name, for "Did you mean ...?" before a company is created.
///
/// Up to 5 companies whose name is close to the text (trigram similarity from 0.3, as PostgreSQL's
/// pg_trgm; case, accents and apostrophes ignored), most alike first: "The Silent Harbour" for
/// "Silent Harbor". None when the trimmed text has fewer than 3 characters.
#[utoipa::path(
    get,
    path = "/similar/{text}",
    operation_id = "similarCompanies",
    tag = "companies",
    security(("bearer" = [])),
    params(NameText),
    responses(
        (status = 200, description = "The close names, most alike first", body = [Suggestion]),
        (status = 401, response = Unauthorized),
    )
)]
async fn similar(lookup: NameLookup) -> Result<Json<Vec<Suggestion>>> {
    lookup.similar(companies::similar).await
}
