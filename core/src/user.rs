//! A team's [`User`] and a sign-in token's [`Claims`]: the wire shapes, the stored form, and the
//! rules of a user as its admins add and change them, and of a new password set
//! through the API or the web app (at least [`crate::limits::MIN_PASSWORD_CHARS`] characters).
//! Whether a current password is right, an e-mail address free or an admin the team's last are
//! the server's to say: they need the database.

use serde::{Deserialize, Serialize};
use validator::Validate;

use crate::enums::Role;
use crate::field_errors::FieldErrors;
use crate::limits::{MAX_EMAIL_CHARS, MAX_NAME_CHARS, MIN_PASSWORD_CHARS};
use crate::messages;
use crate::normalize::{Normalize, lower_case, trimmed};
use crate::{nullable, rules};

/// A user of a team as its admins manage them (docs/http.md, "The team and the account"): listed by
/// `GET /api/users`, created by `POST /api/users`, changed by `PUT /api/users/{id}`.
///
/// `password` is only ever sent by a client (the first password of a new user, optional) or
/// answered once by the create that generated it; no list carries it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct User {
    /// Server-assigned id; absent on create.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub id: Option<i64>,
    /// The address the user signs in with, stored in lower case; required, and set once: an
    /// update keeps it.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(
        custom(function = rules::filled, code = "email_required"),
        length(max = MAX_EMAIL_CHARS, code = "email_too_long"),
        custom(function = rules::email, code = "invalid_email")
    )]
    #[cfg_attr(feature = "openapi", schema(required, format = Email, max_length = 254))]
    pub email: String,
    /// The name the team sees; required.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(
        custom(function = rules::searchable, code = "name_required"),
        length(max = MAX_NAME_CHARS, code = "name_too_long")
    )]
    #[cfg_attr(feature = "openapi", schema(required, pattern = "\\S", max_length = 200))]
    pub name: String,
    /// A [`Role`] wire value; a string so an unknown one gets a message.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(custom(function = rules::role, code = "unknown_role"))]
    #[cfg_attr(feature = "openapi", schema(required, value_type = Role))]
    pub role: String,
    /// Whether the user may sign in; `true` when absent. A deactivated user's tokens are
    /// refused at once.
    pub active: bool,
    /// Write-only, on create: the first password, at least
    /// [`crate::limits::MIN_PASSWORD_CHARS`] characters; absent (or empty) to have the server
    /// generate one, which the create's answer then carries, the only time it is shown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[validate(length(min = MIN_PASSWORD_CHARS, code = "password_too_short"))]
    #[cfg_attr(feature = "openapi", schema(min_length = 10, format = Password))]
    pub password: Option<String>,
}

impl Default for User {
    /// An active user with nothing else filled in (a form's starting point).
    fn default() -> Self {
        User { id: None, email: String::new(), name: String::new(), role: String::new(), active: true, password: None }
    }
}

/// The claims of a sign-in token (HS256 JWT). The names are the JWT's own snake_case claim
/// names, not camelCase.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Claims {
    /// The user id.
    pub sub: String,
    /// The user's roles.
    pub roles: Vec<Role>,
    /// The username.
    pub name: String,
    /// The user's team; every query is scoped to it.
    pub team_id: i64,
    /// The user's company.
    pub company_id: i64,
    /// Issued at, seconds since the Unix epoch.
    pub iat: i64,
    /// Expires at, seconds since the Unix epoch.
    pub exp: i64,
    /// Token id, used to revoke the token on logout.
    pub jti: String,
    /// The version of the user's credentials when the token was issued; a token whose version
    /// is no longer the account's (the password changed since) is refused.
    #[serde(default)]
    pub ver: i64,
}

impl Claims {
    /// Whether the token carries `role`.
    pub fn has_role(&self, role: Role) -> bool {
        self.roles.contains(&role)
    }

    /// Whether any of the roles may change business data.
    pub fn can_write(&self) -> bool {
        self.roles.iter().any(|role| role.can_write())
    }

    /// Whether any of the roles may manage the team's users.
    pub fn can_manage_users(&self) -> bool {
        self.roles.iter().any(|role| role.can_manage_users())
    }
}

impl Normalize for User {
    /// The e-mail address in lower case, as sign-in matches it; the password as typed (spaces
    /// are part of it), an empty one absent.
    fn normalized(self) -> Self {
        let User { id, email, name, role, active, password } = self;
        User {
            id,
            email: lower_case(&trimmed(&email)),
            name: trimmed(&name),
            role: trimmed(&role),
            active,
            password: password.filter(|password| !password.is_empty()),
        }
    }
}

/// Checks a user as submitted (create or update), in its stored form. Keys: `email`, `name`,
/// `role`, `password`. Empty when valid.
pub fn validate_user(user: &User) -> FieldErrors {
    FieldErrors::of(&user.clone().normalized())
}

/// Checks the new password of a password change: `{newPassword: "Password must be at least 10
/// characters"}` when it is too short, `{}` otherwise. Characters are counted as typed, spaces
/// included (a password is never trimmed).
pub fn validate_new_password(password: &str) -> FieldErrors {
    let mut errors = FieldErrors::new();
    // Characters as the `length` rule of `User::password` counts them: Unicode scalar values.
    if (password.chars().count() as u64) < MIN_PASSWORD_CHARS {
        errors.add("newPassword", messages::PASSWORD_TOO_SHORT);
    }
    errors
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;
    use crate::limits::{MAX_EMAIL_CHARS, MAX_NAME_CHARS};

    fn editor() -> User {
        User { email: "ada@example.com".into(), name: "Ada".into(), role: "editor".into(), ..User::default() }
    }

    #[test]
    fn a_user_with_email_name_and_role_is_valid() {
        assert!(validate_user(&editor()).is_empty());
        let full = User { id: Some(3), active: false, password: Some("ten chars!".into()), ..editor() };
        assert!(validate_user(&full).is_empty());
    }

    #[test]
    fn email_name_and_role_are_required() {
        let errors = validate_user(&User::default());
        assert_eq!(errors.get("email"), Some(messages::EMAIL_REQUIRED));
        assert_eq!(errors.get("name"), Some(messages::NAME_REQUIRED));
        assert_eq!(errors.get("role"), Some(messages::UNKNOWN_ROLE));
        assert_eq!(errors.len(), 3);
        let blank = User { email: "  ".into(), name: " \t".into(), ..editor() };
        assert_eq!(validate_user(&blank).get("email"), Some(messages::EMAIL_REQUIRED));
        assert_eq!(validate_user(&blank).get("name"), Some(messages::NAME_REQUIRED));
    }

    #[test]
    fn email_role_and_lengths_are_checked() {
        let errors = validate_user(&User { email: "ada".into(), role: "owner".into(), ..editor() });
        assert_eq!(errors.get("email"), Some(messages::INVALID_EMAIL));
        assert_eq!(errors.get("role"), Some(messages::UNKNOWN_ROLE));
        let long = User {
            email: format!("{}@example.com", "a".repeat(MAX_EMAIL_CHARS as usize)),
            name: "n".repeat(MAX_NAME_CHARS as usize + 1),
            ..editor()
        };
        let errors = validate_user(&long);
        assert_eq!(errors.get("email"), Some(messages::EMAIL_TOO_LONG));
        assert_eq!(errors.get("name"), Some(messages::NAME_TOO_LONG));
        assert!(
            validate_user(&User { email: " ADA@Example.com ".into(), role: "admin".into(), ..editor() }).is_empty()
        );
    }

    #[test]
    fn a_first_password_is_at_least_ten_characters_or_absent() {
        let with = |password: &str| User { password: Some(password.into()), ..editor() };
        assert_eq!(validate_user(&with("nine char")).get("password"), Some(messages::PASSWORD_TOO_SHORT));
        assert!(validate_user(&with("ten chars!")).is_empty());
        assert!(validate_user(&with("")).is_empty(), "an empty password is absent: the server generates one");
    }

    #[test]
    fn a_new_password_has_at_least_ten_characters_as_typed() {
        for short in ["", "123456789", "         ", "éééééééé\u{301}"] {
            let errors = validate_new_password(short);
            assert_eq!(errors.get("newPassword"), Some("Password must be at least 10 characters"), "{short:?}");
            assert_eq!(errors.len(), 1);
        }
        for long_enough in ["1234567890", "          ", "ééééééééé\u{301}", "correct horse battery staple"] {
            assert!(validate_new_password(long_enough).is_empty(), "{long_enough:?}");
        }
    }
}

#[cfg(test)]
mod stored_and_wire_form_tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use serde_json::json;

    use super::*;
    use crate::enums::Role;

    #[test]
    fn users_have_lower_case_addresses_and_untouched_passwords() {
        let user = User {
            email: " Ada@Example.COM ".into(),
            name: " Ada ".into(),
            role: "admin ".into(),
            password: Some(" secret words ".into()),
            ..User::default()
        };
        let stored = user.normalized();
        assert_eq!(
            (stored.email.as_str(), stored.name.as_str(), stored.role.as_str()),
            ("ada@example.com", "Ada", "admin")
        );
        assert_eq!(stored.password.as_deref(), Some(" secret words "));
        assert!(stored.active);
        assert_eq!(User { password: Some(String::new()), ..User::default() }.normalized().password, None);
    }

    /// Beyond ASCII too, and the same natively and in the browser's wasm (which lowers through
    /// the browser's `toLowerCase`, normalize.rs's `lower_case`): these cases run under both.
    #[test]
    fn addresses_are_lowered_by_unicode_rules() {
        for (typed, stored) in [("ÉLODIE@Café.FR", "élodie@café.fr"), ("ΟΔΥΣΣΕΑΣ@Example.gr", "οδυσσεας@example.gr")]
        {
            let user = User { email: typed.into(), ..User::default() };
            assert_eq!(user.normalized().email, stored);
        }
    }

    #[test]
    fn claims_keep_jwt_names_and_grant_by_role() {
        let claims: Claims = serde_json::from_value(json!({
            "sub": "42", "roles": ["editor", "viewer"], "name": "Ada Lovelace",
            "team_id": 1, "company_id": 2, "iat": 1_700_000_000, "exp": 1_700_003_600, "jti": "abc"
        }))
        .unwrap();
        assert_eq!(claims.roles, [Role::Editor, Role::Viewer]);
        assert!(claims.has_role(Role::Editor) && !claims.has_role(Role::Admin));
        assert!(claims.can_write() && !claims.can_manage_users());
        let value = serde_json::to_value(&claims).unwrap();
        assert_eq!(value["team_id"], json!(1));
        assert_eq!(value["company_id"], json!(2));
        assert!(serde_json::from_value::<Claims>(json!({"roles": ["root"]})).is_err());
        assert!(!Claims::default().can_write());
    }
}
