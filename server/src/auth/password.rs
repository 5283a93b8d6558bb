//! Argon2id password hashes in PHC format.

use std::sync::LazyLock;

use argon2::password_hash::SaltString;
use argon2::{Argon2, PasswordHash, PasswordHasher, PasswordVerifier};
use rand::RngCore;

use crate::error::{Error, Result};

/// Shortest password the CLI accepts.
pub const MIN_PASSWORD_CHARS: usize = 8;

pub fn hash(password: &str) -> Result<String> {
    let mut salt = [0u8; 16];
    rand::rng().fill_bytes(&mut salt);
    let salt = SaltString::encode_b64(&salt).map_err(|err| Error::Internal(err.to_string()))?;
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|hash| hash.to_string())
        .map_err(|err| Error::Internal(format!("cannot hash password: {err}")))
}

pub fn verify(password: &str, hash: &str) -> bool {
    PasswordHash::new(hash)
        .is_ok_and(|parsed| Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok())
}

/// Checked when the e-mail is unknown, so that an unknown e-mail takes as long as a wrong
/// password and timing does not tell which e-mails have accounts.
pub fn verify_dummy(password: &str) {
    static DUMMY: LazyLock<String> = LazyLock::new(|| hash("not a real password").unwrap_or_default());
    let _ = verify(password, &DUMMY);
}

pub fn check_strength(password: &str) -> Result<()> {
    if password.chars().count() < MIN_PASSWORD_CHARS {
        return Err(Error::Config(format!("the password must have at least {MIN_PASSWORD_CHARS} characters")));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hash_verifies_only_its_password() {
        let hashed = hash("correct horse").unwrap();
        assert!(hashed.starts_with("$argon2id$"));
        assert!(verify("correct horse", &hashed));
        assert!(!verify("correct horsf", &hashed));
        assert!(!verify("correct horse", "not a hash"));
    }

    #[test]
    fn short_passwords_are_refused() {
        assert!(check_strength("1234567").is_err());
        assert!(check_strength("12345678").is_ok());
    }
}
