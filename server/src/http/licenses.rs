//! `/api/licenses`: the rights contracts, with their PDF. Bodies are JSON, or multipart with a
//! `license` part (the JSON) and an optional `file` part (the PDF).

use axum::extract::{DefaultBodyLimit, FromRequest, Request, State};
use axum::http::header;
use axum::response::Response;
use rightsdesk_core::limits::DEFAULT_STATEMENT_DAYS;
use rightsdesk_core::money::LicenseDates;
use rightsdesk_core::{
    ActivityAction, CheckedLicense, ContractType, Currency, EntityType, License, LicenseStatus, check_license,
    validate_file,
};
use serde::Deserialize;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::Deleted;
use super::extract::{CurrentUser, Id, Json, parse_json, same_id};
use super::list::{ListRequest, Listed, Narrow, id_filter, one_of};
use super::openapi::{
    BadRequest, DeleteRefused, Forbidden, Invalid, LicenseUpload, NotFound, Pdf, Stale, Unauthorized,
    UnsupportedMediaType,
};
use super::upload::{self, BODY_LIMIT, Form, Upload};
use super::versions::{RecordWrite, Tagged, begin_claimed, claim};
use crate::db::activity::{self, Entry};
use crate::db::{awaited, licenses, payments, statements};
use crate::error::{Error, ErrorBody, Result};
use crate::reference::Reference;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list, create))
        .routes(routes!(find, update, remove))
        .routes(routes!(download, remove_file))
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
}

/// A license body with its optional file, from JSON or multipart.
struct Submission {
    license: License,
    file: Option<Upload>,
}

impl FromRequest<AppState> for Submission {
    type Rejection = Error;

    async fn from_request(request: Request, state: &AppState) -> Result<Self> {
        let content_type =
            request.headers().get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or_default();
        if content_type.starts_with("multipart/form-data") {
            return read_multipart(Form::extract(request, state, PARTS).await?).await;
        }
        let Json(license) = Json::<License>::from_request(request, state).await?;
        Ok(Submission { license, file: None })
    }
}

/// The parts of a multipart body, as messages name them.
const PARTS: &str = "`license` and `file`";

async fn read_multipart(mut form: Form) -> Result<Submission> {
    let mut license = None;
    let mut file = None;
    while let Some(field) = form.next().await? {
        match field.name() {
            Some("license") => {
                let text = upload::read_text(field).await?;
                license = Some(parse_json::<License>(text.as_bytes())?);
            }
            Some("file") => {
                let upload = upload::read_file(field).await?;
                if upload.is_empty() {
                    continue; // an empty file input
                }
                let size = upload.bytes.len() as u64;
                let errors = validate_file(&upload.name, &upload.content_type, size, Some(&upload.bytes));
                errors.into_result().map_err(Error::Validation)?;
                file = Some(upload);
            }
            // As for a JSON body's unknown field (a PDF sent as `pdf` would otherwise leave the
            // license without its file).
            _ => return Err(upload::unknown_part(&field, PARTS)),
        }
    }
    let license = license.ok_or_else(|| Error::BadRequest("The multipart body needs a `license` part".into()))?;
    Ok(Submission { license, file })
}

/// Checks a license with the core's rules and the country and language lists, and returns it as
/// it will be stored (the file is never taken from the body).
fn checked(license: License, reference: &Reference) -> Result<CheckedLicense> {
    let mut checked = check_license(license, |license, errors| {
        reference.check_rights_codes(license.language.as_deref(), &license.territory, errors)
    })
    .map_err(Error::Validation)?;
    (checked.license.id, checked.license.file) = (None, None);
    Ok(checked)
}

/// The license list's own filters, as the query string carries them (documented in `list`'s
/// `params`).
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
struct LicenseFilters {
    title_id: Option<String>,
    company_id: Option<String>,
    contract_type: Option<String>,
    signed: Option<String>,
    status: Option<String>,
    language: Option<String>,
    currency: Option<String>,
    year: Option<String>,
}

impl LicenseFilters {
    /// The filters checked; a bad one is a 400 saying which.
    fn narrowing(&self) -> Result<licenses::Narrowing> {
        // The core's rule, as the licenses CSV import reads the column; named as a parameter here.
        let signed = match self.signed.as_deref() {
            None => None,
            Some(text) => match rightsdesk_core::license::parse_signed(text) {
                Some(signed) => Some(signed),
                None => return Err(Error::BadRequest("signed must be true or false".into())),
            },
        };
        let year = match self.year.as_deref() {
            None => None,
            Some(text) => match text.parse::<i32>() {
                Ok(year) if (1..=9998).contains(&year) => Some(year),
                _ => return Err(Error::BadRequest("year must be a year from 1 to 9998".into())),
            },
        };
        Ok(licenses::Narrowing {
            title_id: id_filter("titleId", self.title_id.as_deref())?,
            company_id: id_filter("companyId", self.company_id.as_deref())?,
            contract_type: one_of(
                "contractType",
                self.contract_type.as_deref(),
                &ContractType::ALL,
                ContractType::as_str,
            )?,
            signed,
            status: one_of("status", self.status.as_deref(), &LicenseStatus::ALL, LicenseStatus::as_str)?,
            language: self.language.clone(),
            currency: self
                .currency
                .as_deref()
                .map(|code| {
                    Currency::parse(code).ok_or_else(|| {
                        Error::BadRequest("currency must be the ISO 4217 code of a currency in use, e.g. EUR".into())
                    })
                })
                .transpose()?,
            year,
        })
    }
}

/// The team's licenses: all of them, newest contract first, or those matching `q` and the filters
/// in the order and page asked.
#[utoipa::path(
    get,
    path = "/",
    operation_id = "listLicenses",
    tag = "licenses",
    security(("bearer" = [])),
    params(
        ListRequest,
        ("titleId" = Option<i64>, Query, description = "Only this title's"),
        ("companyId" = Option<i64>, Query, description = "Only this company's (as the licensee, not as the agent)"),
        ("contractType" = Option<ContractType>, Query, description = "Only this contract type"),
        ("signed" = Option<bool>, Query, description = "Only signed (`true`) or unsigned (`false`) contracts"),
        ("status" = Option<LicenseStatus>, Query, description = "Only licenses in this status"),
        ("language" = Option<String>, Query, description = "Only licenses of this language (an ISO 639-1 code), or `none` for those without one"),
        ("currency" = Option<Currency>, Query, description = "Only advances in this currency"),
        ("year" = Option<i32>, Query, minimum = 1, maximum = 9998, description = "Only contracts dated in this year"),
    ),
    responses(
        (status = 200, description = "The licenses", body = [License],
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
    Narrow(filters): Narrow<LicenseFilters>,
) -> Result<Listed<License>> {
    let query = request.query(&licenses::SORTING)?;
    let narrowing = filters.narrowing()?;
    Ok(Listed(licenses::list(&state.db, user.team_id, &query, &narrowing).await?))
}

/// One license.
#[utoipa::path(
    get,
    path = "/{id}",
    operation_id = "getLicense",
    tag = "licenses",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The license's id")),
    responses(
        (status = 200, description = "The license", body = License, headers(("ETag" = String, description = "Its version"))),
        (status = 401, response = Unauthorized),
        (status = 404, response = NotFound),
    )
)]
async fn find(State(state): State<AppState>, user: CurrentUser, Id(id): Id) -> Result<Tagged<License>> {
    let mut conn = state.db.pool.acquire().await?;
    licenses::find(&mut conn, user.team_id, id).await?.map(Tagged).ok_or(Error::NotFound)
}

/// Create a license (editors and admins), as JSON or, with its PDF, as multipart.
///
/// With no `titleId`, the team's title of that exact name (case-insensitive) is used, or created;
/// the same for `company`/`companyId` and `agent`/`agentId`. Title, company, agent, license and
/// file are written together or not at all.
#[utoipa::path(
    post,
    path = "/",
    operation_id = "createLicense",
    tag = "licenses",
    security(("bearer" = [])),
    request_body(content(
        (License = "application/json"),
        (LicenseUpload = "multipart/form-data", encoding(("license" = (content_type = "application/json")))),
    )),
    responses(
        (status = 200, description = "The license as stored", body = License, headers(("ETag" = String, description = "Its version"))),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
    )
)]
async fn create(State(state): State<AppState>, user: CurrentUser, submission: Submission) -> Result<Tagged<License>> {
    user.require_writer()?;
    let license = checked(submission.license, &state.reference)?;
    let mut tx = state.db.begin_write().await?;
    licenses::take_turns(&mut tx, state.db.backend, user.team_id).await?;
    let refs = licenses::resolve(&mut tx, user.team_id, &license.license).await?;
    licenses::refuse_overlap(&mut tx, user.team_id, refs.title_id, &license.license).await?;
    let id = licenses::insert(&mut tx, user.team_id, &license, &refs).await?;
    awaited::follow_license(&mut tx, user.team_id, id).await?;
    if let Some(file) = &submission.file {
        licenses::put_file(&mut tx, user.team_id, id, &file.name, &file.bytes).await?;
    }
    let stored = licenses::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    activity::record_all(&mut tx, user.team_id, Some(user.id), refs.made).await?;
    let entry = Entry::new(ActivityAction::Create, EntityType::License, id, licenses::name_of(&stored));
    tx.commit_after(activity::last(user.team_id, Some(user.id), entry)?).await?;
    Ok(Tagged(stored))
}

/// Replace a license's fields (editors and admins).
///
/// As JSON, or multipart as for create: a file, when sent, replaces the stored one, which is kept
/// otherwise. A body id, when sent, must be the path's.
#[utoipa::path(
    put,
    path = "/{id}",
    operation_id = "updateLicense",
    tag = "licenses",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The license's id"), ("If-Match" = Option<String>, Header, description = "The version the change was made from")),
    request_body(content(
        (License = "application/json"),
        (LicenseUpload = "multipart/form-data", encoding(("license" = (content_type = "application/json")))),
    )),
    responses(
        (status = 200, description = "The license as stored", body = License, headers(("ETag" = String, description = "Its version"))),
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
    submission: Submission,
) -> Result<Tagged<License>> {
    user.require_writer()?;
    same_id(submission.license.id, id)?;
    let license = checked(submission.license, &state.reference)?;
    let mut tx = state.db.begin_write().await?;
    licenses::take_turns(&mut tx, state.db.backend, user.team_id).await?;
    claim(&mut tx, EntityType::License, user.team_id, id, &if_match, licenses::find).await?;
    let before = licenses::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    let refs = licenses::resolve(&mut tx, user.team_id, &license.license).await?;
    let this = License { id: Some(id), ..license.license.clone() };
    licenses::refuse_overlap(&mut tx, user.team_id, refs.title_id, &this).await?;
    if !licenses::update(&mut tx, user.team_id, id, &license, &refs).await? {
        return Err(Error::NotFound); // deleted meanwhile; the transaction rolls back what it made
    }
    // What its payments and statements derive from the license's dates follows them.
    payments::follow_license(&mut tx, user.team_id, id, &LicenseDates::of(&license.license)).await?;
    let days = license.license.statement_days.unwrap_or(DEFAULT_STATEMENT_DAYS);
    statements::follow_license(&mut tx, user.team_id, id, days).await?;
    awaited::follow_license(&mut tx, user.team_id, id).await?;
    if let Some(file) = &submission.file {
        licenses::put_file(&mut tx, user.team_id, id, &file.name, &file.bytes).await?;
    }
    let stored = licenses::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    activity::record_all(&mut tx, user.team_id, Some(user.id), refs.made).await?;
    let entry = Entry::new(ActivityAction::Update, EntityType::License, id, licenses::name_of(&stored));
    let last = activity::last_update(user.team_id, Some(user.id), &before, &stored, licenses::UNTRACKED, entry)?;
    tx.commit_after(last).await?;
    Ok(Tagged(stored))
}

/// Delete a license and its PDF (editors and admins).
#[utoipa::path(
    delete,
    path = "/{id}",
    operation_id = "deleteLicense",
    tag = "licenses",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The license's id"), ("If-Match" = Option<String>, Header, description = "The version the change was made from")),
    responses(
        (status = 200, description = "Deleted", body = Deleted),
        DeleteRefused,
    )
)]
async fn remove(RecordWrite { state, user, id, if_match }: RecordWrite) -> Result<Json<Deleted>> {
    user.require_writer()?;
    let mut tx = state.db.begin_write().await?;
    // As every license write does, first thing: a rewrite of the team's statements awaited, which
    // name the license, then never meets it half deleted.
    licenses::take_turns(&mut tx, state.db.backend, user.team_id).await?;
    claim(&mut tx, EntityType::License, user.team_id, id, &if_match, licenses::find).await?;
    let license = licenses::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    if !licenses::delete(&mut tx, user.team_id, id).await? {
        return Err(Error::NotFound);
    }
    let entry = Entry::new(ActivityAction::Delete, EntityType::License, id, licenses::name_of(&license));
    tx.commit_after(activity::last(user.team_id, Some(user.id), entry)?).await?;
    Ok(Json(Deleted { id }))
}

/// The license's PDF, shown inline by browsers, with its file name.
#[utoipa::path(
    get,
    path = "/{id}/file",
    operation_id = "getLicenseFile",
    tag = "licenses",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The license's id")),
    responses(
        (status = 200, description = "The PDF", body = Pdf, content_type = "application/pdf",
            headers(("Content-Disposition" = String, description = "`inline` with the file name"))),
        (status = 401, response = Unauthorized),
        (status = 404, description = "No such license, or it has no file", body = ErrorBody),
    )
)]
async fn download(State(state): State<AppState>, user: CurrentUser, Id(id): Id) -> Result<Response> {
    let (name, bytes) = licenses::file(&state.db.pool, user.team_id, id).await?.ok_or(Error::NotFound)?;
    upload::inline_pdf(&name, bytes)
}

/// Remove a license's PDF (editors and admins).
#[utoipa::path(
    delete,
    path = "/{id}/file",
    operation_id = "deleteLicenseFile",
    tag = "licenses",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The license's id"), ("If-Match" = Option<String>, Header, description = "The version the change was made from")),
    responses(
        (status = 200, description = "Removed", body = Deleted),
        DeleteRefused,
    )
)]
async fn remove_file(RecordWrite { state, user, id, if_match }: RecordWrite) -> Result<Json<Deleted>> {
    let mut tx = begin_claimed(&state, &user, EntityType::License, id, &if_match, licenses::find).await?;
    let license = licenses::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    if !licenses::delete_file(&mut tx, user.team_id, id).await? {
        return Err(Error::NotFound);
    }
    let removed = license.file.as_ref().map(|file| serde_json::json!(file.name)).unwrap_or_default();
    let changes = [("file".to_owned(), [removed, serde_json::Value::Null])].into_iter().collect();
    let entry = Entry::new(ActivityAction::RemoveFile, EntityType::License, id, licenses::name_of(&license));
    tx.commit_after(activity::last(user.team_id, Some(user.id), entry.with(changes))?).await?;
    Ok(Json(Deleted { id }))
}
