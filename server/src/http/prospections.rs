//! `/api/prospections`: the selling work. A prospection moves between statuses as core's move
//! table allows ([`rightsdesk_core::prospection::MOVES`]), is chased, collects offers, and may
//! be converted to a license in one transaction.

use axum::body::Bytes;
use axum::extract::State;
use rightsdesk_core::prospection::{self as rules, Conversion};
use rightsdesk_core::{
    ActivityAction, CheckedProspection, EntityType, FieldErrors, IsoDate, License, LicenseStatus, Normalize, Offer,
    Prospection, ProspectionStatus, check_license, check_prospection, validate_new_prospection, validate_offer,
    validate_prospection_change,
};
use serde::{Deserialize, Serialize};
use sqlx::AnyConnection;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::Deleted;
use super::extract::{CurrentUser, Id, Json, optional_json, same_id};
use super::list::{ListRequest, Listed, Narrow, id_filter};
use super::openapi::{
    BadRequest, Conflict, DeleteRefused, Forbidden, Invalid, NotFound, Stale, Unauthorized, UnsupportedMediaType,
};
use super::versions::{RecordWrite, Tagged, begin_claimed, claim};
use crate::clock::{self, plus_days};
use crate::db::activity::{self, Entry};
use crate::db::prospections::{self, Due, Narrowing, UNTRACKED};
use crate::db::{Db, awaited, licenses, versions};
use crate::error::{Error, Result};
use crate::reference::Reference;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list, create))
        .routes(routes!(create_many))
        .routes(routes!(find, update, remove))
        .routes(routes!(chase))
        .routes(routes!(add_offer))
        .routes(routes!(convert))
}

/// Checks a prospection with core's rules (`validate`: those of a new one, or of a change from
/// the stored status) and the language list, every broken rule at once, and returns it as it will
/// be stored (read-only fields dropped).
fn checked(
    prospection: Prospection,
    validate: impl FnOnce(&Prospection) -> FieldErrors,
    reference: &Reference,
) -> std::result::Result<CheckedProspection, FieldErrors> {
    let known_language = |prospection: &Prospection, errors: &mut FieldErrors| {
        let territory = prospection.territory.clone().unwrap_or_default();
        reference.check_rights_codes(prospection.language.as_deref(), &territory, errors)
    };
    let CheckedProspection { prospection, status, contract_type } =
        check_prospection(prospection, validate, known_language)?;
    let prospection = Prospection {
        id: None,
        contact: None,
        owner: None,
        license_id: None,
        fair_meeting_id: None,
        offers: Vec::new(),
        created_at: None,
        updated_at: None,
        ..prospection
    };
    Ok(CheckedProspection { prospection, status, contract_type })
}

/// The prospection list's own filters, as the query string carries them.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
struct ProspectionFilters {
    status: Option<String>,
    title_id: Option<String>,
    company_id: Option<String>,
    owner_id: Option<String>,
    due: Option<String>,
    option_ends_within: Option<String>,
}

impl ProspectionFilters {
    /// Whether a filter counts from today: only then is the team's time zone looked up, so that
    /// an ordinary page of the list costs no extra statement.
    fn need_today(&self) -> bool {
        self.due.is_some() || self.option_ends_within.is_some()
    }

    /// The filters checked, the due ones from `today` (given whenever [`Self::need_today`]); a bad
    /// one is a 400 saying which.
    fn narrowing(&self, today: Option<IsoDate>) -> Result<Narrowing> {
        let today = today.map(|date| date.to_string()).unwrap_or_default();
        let mut statuses = Vec::new();
        for text in self.status.as_deref().unwrap_or_default().split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let status = ProspectionStatus::parse(text).ok_or_else(|| {
                let codes: Vec<&str> = ProspectionStatus::ALL.iter().map(|s| s.as_str()).collect();
                Error::BadRequest(format!("status must be one or more of {}, separated by commas", codes.join(", ")))
            })?;
            statuses.push(status);
        }
        let due = match self.due.as_deref() {
            None => None,
            Some("overdue") => Some((Due::Overdue, today.clone())),
            Some("week") => Some((Due::Week, today.clone())),
            Some(_) => return Err(Error::BadRequest("due must be overdue or week".into())),
        };
        let option_ends = match self.option_ends_within.as_deref() {
            None => None,
            Some(text) => match text.trim().parse::<i64>() {
                Ok(days) if (0..=366).contains(&days) => Some((today.clone(), plus_days(&today, days))),
                _ => return Err(Error::BadRequest("optionEndsWithin must be a number of days from 0 to 366".into())),
            },
        };
        Ok(Narrowing {
            statuses,
            title_id: id_filter("titleId", self.title_id.as_deref())?,
            company_id: id_filter("companyId", self.company_id.as_deref())?,
            owner_id: id_filter("ownerId", self.owner_id.as_deref())?,
            due,
            option_ends,
        })
    }
}

/// The team's prospections: all of them, what is due first, or those matching `q` and the filters
/// in the order and page asked; each with its offers.
#[utoipa::path(
    get,
    path = "/",
    operation_id = "listProspections",
    tag = "prospections",
    security(("bearer" = [])),
    params(
        ListRequest,
        ("status" = Option<String>, Query, description = "Only these statuses, separated by commas (`sent,reading`)"),
        ("titleId" = Option<i64>, Query, description = "Only this title's"),
        ("companyId" = Option<i64>, Query, description = "Only this company's"),
        ("ownerId" = Option<i64>, Query, description = "Only this user's"),
        ("due" = Option<String>, Query, description = "`overdue`: open, chase date before today; `week`: a chase \
            date or option expiry from today to 7 days ahead"),
        ("optionEndsWithin" = Option<i64>, Query, minimum = 0, maximum = 366,
            description = "Only options ending from today to this many days ahead"),
    ),
    responses(
        (status = 200, description = "The prospections", body = [Prospection],
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
    Narrow(filters): Narrow<ProspectionFilters>,
) -> Result<Listed<Prospection>> {
    let query = request.query(&prospections::SORTING)?;
    let today = if filters.need_today() {
        Some(clock::today(&mut *state.db.pool.acquire().await?, user.team_id).await?)
    } else {
        None
    };
    let narrowing = filters.narrowing(today)?;
    Ok(Listed(prospections::list(&state.db, user.team_id, &query, &narrowing).await?))
}

/// One prospection, with its offers.
#[utoipa::path(
    get,
    path = "/{id}",
    operation_id = "getProspection",
    tag = "prospections",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The prospection's id")),
    responses(
        (status = 200, description = "The prospection", body = Prospection, headers(("ETag" = String, description = "Its version"))),
        (status = 401, response = Unauthorized),
        (status = 404, response = NotFound),
    )
)]
async fn find(State(state): State<AppState>, user: CurrentUser, Id(id): Id) -> Result<Tagged<Prospection>> {
    let mut conn = state.db.pool.acquire().await?;
    prospections::find(&mut conn, user.team_id, id).await?.map(Tagged).ok_or(Error::NotFound)
}

/// Checks a new prospection: as [`checked`], with core's rules of a new one.
pub(super) fn checked_new(
    prospection: Prospection,
    reference: &Reference,
) -> std::result::Result<Prospection, FieldErrors> {
    Ok(checked(prospection, validate_new_prospection, reference)?.prospection)
}

/// Writes one new prospection in `conn`'s transaction, with its entries in the activity log (and
/// those of a title or company made from its name), and answers it as stored. Its owner is the
/// signed-in user unless the body names one.
pub(super) async fn insert(
    conn: &mut AnyConnection,
    user: &CurrentUser,
    prospection: &Prospection,
) -> Result<Prospection> {
    let owner = prospection.owner_id.or(Some(user.id));
    let refs = prospections::resolve(conn, user.team_id, prospection, owner, None).await?;
    let id = prospections::insert(conn, user.team_id, prospection, &refs).await?;
    let stored = prospections::find(conn, user.team_id, id).await?.ok_or(Error::NotFound)?;
    activity::record_all(conn, user.team_id, Some(user.id), refs.made).await?;
    let entry = Entry::new(ActivityAction::Create, EntityType::Prospection, id, prospections::name_of(&stored));
    activity::record(conn, user.team_id, Some(user.id), entry).await?;
    Ok(stored)
}

/// Create a prospection (editors and admins).
///
/// With no `titleId`, the team's title of that exact name (case and accents aside) is used, or
/// created; the same for `company`/`companyId`. `contactId` must be a contact of that company,
/// `ownerId` a user of the team (the signed-in user when absent). `offers`, `licenseId` and the
/// names are read-only.
#[utoipa::path(
    post,
    path = "/",
    operation_id = "createProspection",
    tag = "prospections",
    security(("bearer" = [])),
    request_body = Prospection,
    responses(
        (status = 200, description = "The prospection as stored", body = Prospection, headers(("ETag" = String, description = "Its version"))),
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
    Json(prospection): Json<Prospection>,
) -> Result<Tagged<Prospection>> {
    user.require_writer()?;
    let prospection = checked_new(prospection, &state.reference).map_err(Error::Validation)?;
    let mut tx = state.db.begin_write().await?;
    let stored = insert(&mut tx, &user, &prospection).await?;
    tx.commit().await?;
    Ok(Tagged(stored))
}

/// Create several prospections at once, all or none (editors and admins): a fair meeting where
/// several titles were pitched to one company.
///
/// Each item is read as for `POST /api/prospections`. Refusals name the item: `1.title`.
#[utoipa::path(
    post,
    path = "/batch",
    operation_id = "createProspections",
    tag = "prospections",
    security(("bearer" = [])),
    request_body = [Prospection],
    responses(
        (status = 200, description = "The prospections as stored, in the body's order", body = [Prospection]),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
    )
)]
async fn create_many(
    State(state): State<AppState>,
    user: CurrentUser,
    Json(items): Json<Vec<Prospection>>,
) -> Result<Json<Vec<Prospection>>> {
    user.require_writer()?;
    if items.is_empty() || items.len() > 100 {
        return Err(Error::BadRequest("Send from 1 to 100 prospections".into()));
    }
    let mut errors = FieldErrors::new();
    let mut checked_items = Vec::with_capacity(items.len());
    for (index, item) in items.into_iter().enumerate() {
        match checked_new(item, &state.reference) {
            Ok(item) => checked_items.push(item),
            Err(found) => found.iter().for_each(|(field, message)| errors.add(format!("{index}.{field}"), message)),
        }
    }
    if !errors.is_empty() {
        return Err(Error::Validation(errors));
    }
    let mut tx = state.db.begin_write().await?;
    let mut stored = Vec::with_capacity(checked_items.len());
    for (index, item) in checked_items.iter().enumerate() {
        match insert(&mut tx, &user, item).await {
            Ok(prospection) => stored.push(prospection),
            Err(Error::Validation(found)) => {
                found.iter().for_each(|(field, message)| errors.add(format!("{index}.{field}"), message))
            }
            Err(err) => return Err(err),
        }
    }
    errors.into_result().map_err(Error::Validation)?;
    tx.commit().await?;
    Ok(Json(stored))
}

/// Replace a prospection's fields (editors and admins).
///
/// The status may move only as the move table allows from the stored one (422 on `status`
/// naming both, beside any other field's message); `licensed` is reached by converting. A move
/// to `sent` without a sent date is "Mark sent": sent today, first chase 30 days on unless
/// given. Offers and the license stay as they are; an absent `ownerId` keeps the owner.
#[utoipa::path(
    put,
    path = "/{id}",
    operation_id = "updateProspection",
    tag = "prospections",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The prospection's id"), ("If-Match" = Option<String>, Header, description = "The version the change was made from")),
    request_body = Prospection,
    responses(
        (status = 200, description = "The prospection as stored", body = Prospection, headers(("ETag" = String, description = "Its version"))),
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
    Json(prospection): Json<Prospection>,
) -> Result<Tagged<Prospection>> {
    user.require_writer()?;
    same_id(prospection.id, id)?;
    let mut tx = state.db.begin_write().await?;
    claim(&mut tx, EntityType::Prospection, user.team_id, id, &if_match, prospections::find).await?;
    let (stored_status, stored_owner) =
        prospections::lock(&mut tx, &state.db, user.team_id, id).await?.ok_or(Error::NotFound)?;
    let prospection = rules::mark_sent(stored_status, prospection, clock::today(&mut tx, user.team_id).await?);
    let validate = |prospection: &Prospection| validate_prospection_change(stored_status, prospection);
    let CheckedProspection { prospection, status, .. } =
        checked(prospection, validate, &state.reference).map_err(Error::Validation)?;
    let owner = prospection.owner_id.or(stored_owner);
    let before = prospections::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    let refs = prospections::resolve(&mut tx, user.team_id, &prospection, owner, stored_owner).await?;
    prospections::update(&mut tx, user.team_id, id, &prospection, &refs).await?;
    let stored = prospections::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    activity::record_all(&mut tx, user.team_id, Some(user.id), refs.made).await?;
    let action = if status == stored_status { ActivityAction::Update } else { ActivityAction::Move };
    let entry = Entry::new(action, EntityType::Prospection, id, prospections::name_of(&stored));
    tx.commit_after(activity::last_update(user.team_id, Some(user.id), &before, &stored, UNTRACKED, entry)?).await?;
    Ok(Tagged(stored))
}

/// Delete a prospection and its offers (editors and admins). A license it became stays.
#[utoipa::path(
    delete,
    path = "/{id}",
    operation_id = "deleteProspection",
    tag = "prospections",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The prospection's id"), ("If-Match" = Option<String>, Header, description = "The version the change was made from")),
    responses(
        (status = 200, description = "Deleted", body = Deleted),
        DeleteRefused,
    )
)]
async fn remove(RecordWrite { state, user, id, if_match }: RecordWrite) -> Result<Json<Deleted>> {
    let mut tx = begin_claimed(&state, &user, EntityType::Prospection, id, &if_match, prospections::find).await?;
    let prospection = prospections::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    if !prospections::delete(&mut tx, user.team_id, id).await? {
        return Err(Error::NotFound);
    }
    let entry = Entry::new(ActivityAction::Delete, EntityType::Prospection, id, prospections::name_of(&prospection));
    tx.commit_after(activity::last(user.team_id, Some(user.id), entry)?).await?;
    Ok(Json(Deleted { id }))
}

/// The body of a chase.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
struct ChaseBody {
    /// When to chase next, `YYYY-MM-DD`, not before the sent date; today + 30 days when absent.
    #[schema(format = Date)]
    next_chase_date: Option<String>,
}

/// Locks the team's open prospection `id` for a write: 404 when there is none, 409 when it is
/// closed (`doing` says what was refused).
async fn open_for(
    conn: &mut AnyConnection,
    db: &Db,
    user: &CurrentUser,
    id: i64,
    doing: &str,
) -> Result<ProspectionStatus> {
    let (status, _) = prospections::lock(conn, db, user.team_id, id).await?.ok_or(Error::NotFound)?;
    if status.is_open() {
        Ok(status)
    } else {
        Err(Error::Conflict(format!("This prospection is {}: reopen it before {doing}", status.label())))
    }
}

/// Record a chase (editors and admins): chased today, next chase on the given date or in 30 days.
///
/// Only an open prospection is chased (else 409); the next chase may not be before the sent date.
#[utoipa::path(
    post,
    path = "/{id}/chase",
    operation_id = "chaseProspection",
    tag = "prospections",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The prospection's id")),
    request_body(content = Option<ChaseBody>, description = "Optional: `{}` or no body chases again in 30 days"),
    responses(
        (status = 200, description = "The prospection as stored", body = Prospection),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 409, response = Conflict),
        (status = 422, response = Invalid),
    )
)]
async fn chase(
    State(state): State<AppState>,
    user: CurrentUser,
    Id(id): Id,
    body: Bytes,
) -> Result<Tagged<Prospection>> {
    user.require_writer()?;
    // The body is optional: a one-click "Chased today" sends none.
    let body: ChaseBody = optional_json(&body)?;
    let mut tx = state.db.begin_write().await?;
    versions::claim(&mut tx, EntityType::Prospection, user.team_id, id).await?.ok_or(Error::NotFound)?;
    open_for(&mut tx, &state.db, &user, id, "chasing it").await?;
    let current = prospections::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    let today = clock::today(&mut tx, user.team_id).await?;
    let next = rules::chase_date(&current, body.next_chase_date.as_deref(), today).map_err(Error::Validation)?;
    prospections::chase(&mut tx, user.team_id, id, &today.to_string(), &next.to_string()).await?;
    let stored = prospections::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    let mut entry = Entry::new(ActivityAction::Chase, EntityType::Prospection, id, prospections::name_of(&stored));
    if let Some(changes) = activity::changes(&current, &stored, UNTRACKED) {
        entry = entry.with(changes);
    }
    tx.commit_after(activity::last(user.team_id, Some(user.id), entry)?).await?;
    Ok(Tagged(stored))
}

/// Log an offer (editors and admins): a prospection that was sent, being read or interested
/// moves to `offer`.
///
/// Only an open prospection takes an offer (else 409).
#[utoipa::path(
    post,
    path = "/{id}/offers",
    operation_id = "addProspectionOffer",
    tag = "prospections",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The prospection's id")),
    request_body = Offer,
    responses(
        (status = 200, description = "The prospection as stored, with the offer", body = Prospection),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 409, response = Conflict),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
    )
)]
async fn add_offer(
    State(state): State<AppState>,
    user: CurrentUser,
    Id(id): Id,
    Json(offer): Json<Offer>,
) -> Result<Tagged<Prospection>> {
    user.require_writer()?;
    validate_offer(&offer).into_result().map_err(Error::Validation)?;
    let offer = Offer { id: None, ..offer.normalized() };
    let mut tx = state.db.begin_write().await?;
    versions::claim(&mut tx, EntityType::Prospection, user.team_id, id).await?.ok_or(Error::NotFound)?;
    let status = open_for(&mut tx, &state.db, &user, id, "logging an offer").await?;
    let before = prospections::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    prospections::add_offer(&mut tx, user.team_id, id, &offer).await?;
    if status.after_offer() != status {
        prospections::set_status(&mut tx, user.team_id, id, status.after_offer()).await?;
    }
    let stored = prospections::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    // The offer itself, and the status when it moved.
    let mut changes = activity::changes(&before, &stored, UNTRACKED).unwrap_or_default();
    let logged = serde_json::to_value(&offer).map_err(|err| Error::Internal(err.to_string()))?;
    changes.insert("offer".into(), [serde_json::Value::Null, logged]);
    let entry = Entry::new(ActivityAction::Offer, EntityType::Prospection, id, prospections::name_of(&stored));
    tx.commit_after(activity::last(user.team_id, Some(user.id), entry.with(changes))?).await?;
    Ok(Tagged(stored))
}

/// What a conversion may do besides.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
struct ConvertOptions {
    /// Decline every other open prospection of the title for the same right and a language in
    /// common, as "Sold elsewhere".
    decline_others: bool,
}

/// The answer of a conversion.
#[derive(Debug, Serialize, ToSchema)]
struct Converted {
    /// The prospection, now `licensed` and linked to the license.
    prospection: Prospection,
    /// The new, unsigned license.
    license: License,
    /// The other prospections declined as "Sold elsewhere" (`declineOthers`).
    declined: Vec<i64>,
}

/// Convert to a license (editors and admins), in one transaction: an unsigned license of the same
/// title, company and contract type, dated today, with the advance, currency and royalties of the
/// latest offer (else the expected advance); the prospection becomes `licensed`.
///
/// Only from `interested`, `offer` or `option` (else 409), and not when the license, once signed,
/// would overlap an exclusive one (409 with the overlap's message). With `{"declineOthers": true}`
/// the other open prospections of the title for that right and a language in common are declined
/// as "Sold elsewhere" in the same transaction.
#[utoipa::path(
    post,
    path = "/{id}/convert",
    operation_id = "convertProspection",
    tag = "prospections",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The prospection's id")),
    request_body(content = Option<ConvertOptions>, content_type = "application/json"),
    responses(
        (status = 200, description = "The prospection and its new license", body = Converted),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 409, response = Conflict),
        (status = 422, response = Invalid),
    )
)]
async fn convert(State(state): State<AppState>, user: CurrentUser, Id(id): Id, body: Bytes) -> Result<Json<Converted>> {
    user.require_writer()?;
    // The body is optional: an empty one converts and declines nothing.
    let options: ConvertOptions = optional_json(&body)?;
    let mut tx = state.db.begin_write().await?;
    licenses::take_turns(&mut tx, state.db.backend, user.team_id).await?;
    versions::claim(&mut tx, EntityType::Prospection, user.team_id, id).await?.ok_or(Error::NotFound)?;
    prospections::lock(&mut tx, &state.db, user.team_id, id).await?.ok_or(Error::NotFound)?;
    let prospection = prospections::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    let today = clock::today(&mut tx, user.team_id).await?;
    let Conversion { license, accepted_offer } = rules::convert(&prospection, today).map_err(Error::Conflict)?;
    let license = check_license(license, |_, _| {}).map_err(Error::Validation)?;
    let refs = licenses::resolve(&mut tx, user.team_id, &license.license).await?;
    // The new license is a draft, which binds nothing yet; it is refused when, once signed, it
    // would overlap an exclusive license (docs/http.md, "Availability").
    let once_signed = License { status: Some(LicenseStatus::Signed.to_string()), ..license.license.clone() };
    if let Some(message) = licenses::overlap(&mut tx, user.team_id, refs.title_id, &once_signed).await? {
        return Err(Error::Conflict(message));
    }
    let license_id = licenses::insert(&mut tx, user.team_id, &license, &refs).await?;
    awaited::follow_license(&mut tx, user.team_id, license_id).await?;
    prospections::licensed(&mut tx, user.team_id, id, license_id, accepted_offer).await?;
    let license = licenses::find(&mut tx, user.team_id, license_id).await?.ok_or(Error::NotFound)?;
    let converted = prospections::find(&mut tx, user.team_id, id).await?.ok_or(Error::NotFound)?;
    let made = Entry::new(ActivityAction::Create, EntityType::License, license_id, licenses::name_of(&license));
    activity::record(&mut tx, user.team_id, Some(user.id), made).await?;
    let mut entry = Entry::new(ActivityAction::Convert, EntityType::Prospection, id, prospections::name_of(&converted));
    if let Some(changes) = activity::changes(&prospection, &converted, UNTRACKED) {
        entry = entry.with(changes);
    }
    activity::record(&mut tx, user.team_id, Some(user.id), entry).await?;
    let mut declined = Vec::new();
    if options.decline_others {
        for other in prospections::open_rivals(&mut tx, user.team_id, &prospection).await? {
            versions::claim(&mut tx, EntityType::Prospection, user.team_id, other).await?;
            let before = prospections::find(&mut tx, user.team_id, other).await?.ok_or(Error::NotFound)?;
            prospections::decline_sold_elsewhere(&mut tx, user.team_id, other).await?;
            let after = prospections::find(&mut tx, user.team_id, other).await?.ok_or(Error::NotFound)?;
            let mut entry =
                Entry::new(ActivityAction::Move, EntityType::Prospection, other, prospections::name_of(&after));
            if let Some(changes) = activity::changes(&before, &after, UNTRACKED) {
                entry = entry.with(changes);
            }
            activity::record(&mut tx, user.team_id, Some(user.id), entry).await?;
            declined.push(other);
        }
    }
    let prospection = converted;
    tx.commit().await?;
    Ok(Json(Converted { prospection, license, declined }))
}
