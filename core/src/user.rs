//! Validation of a team's [`User`] as its admins add and change them, and of a new password set
//! through the API or the web app (at least [`crate::limits::MIN_PASSWORD_CHARS`] characters).
//! Whether a current password is right, an e-mail address free or an admin the team's last are
//! the server's to say: they need the database.

use crate::entities::User;
use crate::field_errors::FieldErrors;
use crate::limits::MIN_PASSWORD_CHARS;
use crate::messages;
use crate::normalize::Normalize;

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
