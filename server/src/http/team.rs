//! `GET`/`PUT /api/team/settings`: the settings an admin chooses for the whole team: its name,
//! the time zone its "today" is read in ([`crate::clock`]) and the home currency of its reports
//! (a change of which writes again the payments' home amounts), the days from a fair's
//! follow-up to its chase, and whether options expire by themselves; any member may read them.
//! `GET`/`PUT /api/team/invoice-details`: what the team's invoices print of it as their issuer.
//! Each change of either is an entry of the activity log about the team (`entityType` `team`).

use axum::extract::State;
use rightsdesk_core::{
    ActivityAction, Currency, EntityType, FieldErrors, InvoiceDetails, Normalize, TeamSettings, messages,
    validate_invoice_details, validate_team_settings,
};
use sqlx::AnyConnection;

use super::extract::{CurrentUser, Json};
use super::openapi::{BadRequest, Forbidden, Invalid, Unauthorized, UnsupportedMediaType};
use crate::clock;
use crate::db::activity::{self, Entry};
use crate::db::teams;
use crate::error::{Error, Result};
use crate::state::AppState;

/// Team `team_id`'s settings as stored: its name, its time zone (the server's own until an admin
/// chooses one).
pub async fn stored(conn: &mut AnyConnection, team_id: i64) -> Result<TeamSettings> {
    Ok(TeamSettings {
        name: Some(teams::name(conn, team_id).await?),
        time_zone: clock::team_zone(conn, team_id).await?,
        home_currency: Some(teams::home_currency(conn, team_id).await?.code().to_owned()),
        chase_after_days: Some(teams::chase_after_days(conn, team_id).await?),
        expire_options: Some(teams::expire_options(conn, team_id).await?),
    })
}

/// The team's settings: its name, and its time zone, the server's own until an admin chooses one.
#[utoipa::path(
    get,
    path = "/team/settings",
    operation_id = "teamSettings",
    tag = "account",
    security(("bearer" = [])),
    responses((status = 200, description = "The settings", body = TeamSettings), (status = 401, response = Unauthorized))
)]
pub async fn settings(State(state): State<AppState>, user: CurrentUser) -> Result<Json<TeamSettings>> {
    let mut conn = state.db.pool.acquire().await?;
    Ok(Json(stored(&mut conn, user.team_id).await?))
}

/// Change the team's settings (admins): `name`, when sent, not blank and no other team's (case
/// aside), else 422 on `name` (`Team name is required`, `Another team has this name`); `timeZone`
/// an IANA name (`Europe/Paris`), else 422 on `timeZone`; `homeCurrency` an ISO 4217 code in use,
/// else 422 on `homeCurrency`; `chaseAfterDays` 1 to 365, else 422 on `chaseAfterDays`;
/// `expireOptions` whether options expire by themselves the day after their expiry. A name, home
/// currency, `chaseAfterDays` or `expireOptions` left out is kept.
#[utoipa::path(
    put,
    path = "/team/settings",
    operation_id = "changeTeamSettings",
    tag = "account",
    security(("bearer" = [])),
    request_body = TeamSettings,
    responses(
        (status = 200, description = "The settings as stored", body = TeamSettings),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
    )
)]
pub async fn change(
    State(state): State<AppState>,
    user: CurrentUser,
    Json(settings): Json<TeamSettings>,
) -> Result<Json<TeamSettings>> {
    user.require_admin()?;
    validate_team_settings(&settings, clock::is_known_zone).into_result().map_err(Error::Validation)?;
    let settings = settings.normalized();
    let mut tx = state.db.begin_write().await?;
    let before = stored(&mut tx, user.team_id).await?;
    if let Some(name) = &settings.name
        && !teams::rename(&mut tx, user.team_id, name).await?
    {
        let mut errors = FieldErrors::new();
        errors.add("name", messages::TEAM_NAME_TAKEN);
        return Err(Error::Validation(errors));
    }
    teams::set_time_zone(&mut tx, user.team_id, &settings.time_zone).await?;
    if let Some(home) = settings.home_currency.as_deref().and_then(Currency::parse)
        && home != teams::home_currency(&mut tx, user.team_id).await?
    {
        teams::set_home_currency(&mut tx, user.team_id, home).await?;
        super::rates::rehome(&mut tx, user.team_id).await?;
    }
    if let Some(days) = settings.chase_after_days {
        teams::set_chase_after_days(&mut tx, user.team_id, days).await?;
    }
    if let Some(expire) = settings.expire_options {
        teams::set_expire_options(&mut tx, user.team_id, expire).await?;
    }
    let stored = stored(&mut tx, user.team_id).await?;
    record_change(&mut tx, &user, &before, &stored).await?;
    tx.commit().await?;
    Ok(Json(stored))
}

/// Records in the activity log what a change of the team's settings or invoice details changed,
/// field by field, if anything: an entry about the team, named by its name.
async fn record_change<T: serde::Serialize>(
    conn: &mut AnyConnection,
    user: &CurrentUser,
    before: &T,
    after: &T,
) -> Result<()> {
    let Some(changes) = activity::changes(before, after, &[]) else {
        return Ok(());
    };
    record_team_change(conn, user, changes).await
}

/// Records `changes` of the team's settings (its rates among them) in the activity log.
pub async fn record_team_change(
    conn: &mut AnyConnection,
    user: &CurrentUser,
    changes: rightsdesk_core::Changes,
) -> Result<()> {
    let name = teams::name(conn, user.team_id).await?;
    let entry = Entry::new(ActivityAction::Update, EntityType::Team, user.team_id, name).with(changes);
    activity::record(conn, user.team_id, Some(user.id), entry).await
}

/// The team's invoice details: what its invoices print as their issuer (each absent until an
/// admin sets it). Any member reads them, as any member prints an invoice.
#[utoipa::path(
    get,
    path = "/team/invoice-details",
    operation_id = "invoiceDetails",
    tag = "money",
    security(("bearer" = [])),
    responses((status = 200, description = "The details", body = InvoiceDetails), (status = 401, response = Unauthorized))
)]
pub async fn invoice_details(State(state): State<AppState>, user: CurrentUser) -> Result<Json<InvoiceDetails>> {
    let mut conn = state.db.pool.acquire().await?;
    Ok(Json(teams::invoice_details(&mut conn, user.team_id).await?))
}

/// Replace the team's invoice details (admins): a field left out or blank is cleared. 422 with
/// core's messages: lengths, an IBAN's shape or check digits, a BIC's shape.
#[utoipa::path(
    put,
    path = "/team/invoice-details",
    operation_id = "changeInvoiceDetails",
    tag = "money",
    security(("bearer" = [])),
    request_body = InvoiceDetails,
    responses(
        (status = 200, description = "The details as stored", body = InvoiceDetails),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
    )
)]
pub async fn change_invoice_details(
    State(state): State<AppState>,
    user: CurrentUser,
    Json(details): Json<InvoiceDetails>,
) -> Result<Json<InvoiceDetails>> {
    user.require_admin()?;
    validate_invoice_details(&details).into_result().map_err(Error::Validation)?;
    let details = details.normalized();
    let mut tx = state.db.begin_write().await?;
    let before = teams::invoice_details(&mut tx, user.team_id).await?;
    teams::set_invoice_details(&mut tx, user.team_id, &details).await?;
    record_change(&mut tx, &user, &before, &details).await?;
    tx.commit().await?;
    Ok(Json(details))
}
