//! `/api/users`: the team's users, managed by its admins. An admin lists them, adds one (with a
//! first password, or a generated one shown once), changes one's name and role, and deactivates
//! or reactivates them. The team always keeps an active admin. Editors and viewers get 403.

use axum::extract::State;
use rightsdesk_core::{FieldErrors, Normalize, Role, User, validate_user};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::extract::{CurrentUser, Id, Json, same_id};
use super::openapi::{BadRequest, Conflict, Forbidden, Invalid, NotFound, Unauthorized, UnsupportedMediaType};
use crate::auth::password;
use crate::db::users::{self, Change};
use crate::error::{Error, Result};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list, create)).routes(routes!(update))
}

/// A checked user's role (its wire value passed core's check).
fn role_of(user: &User) -> Result<Role> {
    Role::parse(&user.role).ok_or_else(|| Error::Internal(format!("role {:?} passed the check", user.role)))
}

/// The team's users, active or not, by name (admins only).
#[utoipa::path(
    get,
    path = "/",
    operation_id = "listUsers",
    tag = "users",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The team's users; none carries a password", body = [User]),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
    )
)]
async fn list(State(state): State<AppState>, user: CurrentUser) -> Result<Json<Vec<User>>> {
    user.require_admin()?;
    Ok(Json(users::team_users(&state.db.pool, user.team_id).await?))
}

/// Add a user to the team (admins only).
///
/// With a `password` (at least 10 characters), the user signs in with it. Without one, the server
/// generates one and the answer carries it as `password`: the only time anyone sees it, to hand
/// over to the user, who changes it in Account Settings. An e-mail address any user already has,
/// in this team or another, answers 409.
#[utoipa::path(
    post,
    path = "/",
    operation_id = "createUser",
    tag = "users",
    security(("bearer" = [])),
    request_body = User,
    responses(
        (status = 200, description = "The user as stored, with `password` when it was generated", body = User),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 409, response = Conflict),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
    )
)]
async fn create(State(state): State<AppState>, user: CurrentUser, Json(body): Json<User>) -> Result<Json<User>> {
    user.require_admin()?;
    validate_user(&body).into_result().map_err(Error::Validation)?;
    let new = User { id: None, ..body.normalized() };
    let (secret, generated) = match &new.password {
        Some(chosen) => (chosen.clone(), None),
        None => {
            let secret = password::generate();
            (secret.clone(), Some(secret))
        }
    };
    let stored = users::add(&state.db.pool, user.team_id, &new, &password::hash(&secret).await?).await?;
    tracing::info!(user_id = user.id, added = ?stored.id, "user added");
    Ok(Json(User { password: generated, ..stored }))
}

/// Change a user of the team: name, role, and whether they may sign in (admins only).
///
/// The e-mail address is set once: a body may repeat it, not change it; nor may it carry a
/// password (a user changes their own in Account Settings). Deactivating a user refuses their
/// tokens at once, on every instance, and reactivating them does not bring those sessions back.
/// Demoting or deactivating the team's last active admin answers 409; an admin may demote or
/// deactivate themselves while another active admin remains.
#[utoipa::path(
    put,
    path = "/{id}",
    operation_id = "updateUser",
    tag = "users",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The user's id")),
    request_body = User,
    responses(
        (status = 200, description = "The user as stored", body = User),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 409, response = Conflict),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = Invalid),
    )
)]
async fn update(
    State(state): State<AppState>,
    user: CurrentUser,
    Id(id): Id,
    Json(body): Json<User>,
) -> Result<Json<User>> {
    user.require_admin()?;
    same_id(body.id, id)?;
    let body = body.normalized();
    if body.password.is_some() {
        return Err(Error::BadRequest(
            "An update does not set a password: the user changes their own in Account Settings".into(),
        ));
    }
    // The e-mail is not the update's: the stored one stays, whatever core would say of it now.
    let errors: FieldErrors = validate_user(&body).iter().filter(|(field, _)| *field != "email").collect();
    errors.into_result().map_err(Error::Validation)?;
    let mut conn = state.db.pool.acquire().await?;
    let stored = users::team_user(&mut conn, user.team_id, id).await?.ok_or(Error::NotFound)?;
    drop(conn);
    if !body.email.is_empty() && body.email != stored.email {
        return Err(Error::BadRequest(format!("The e-mail address of a user cannot change (it is {})", stored.email)));
    }
    let change = Change { name: &body.name, role: role_of(&body)?, active: body.active };
    let changed = users::change(&state.db, user.team_id, id, change).await?.ok_or(Error::NotFound)?;
    tracing::info!(user_id = user.id, changed = id, role = %change.role, active = change.active, "user changed");
    Ok(Json(changed))
}
