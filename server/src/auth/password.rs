//! Argon2id password hashes in PHC format. Hashing is deliberately slow (tens of milliseconds
//! and about 19 MiB each), so it runs on tokio's blocking threads, a few at a time: a burst of
//! sign-ins neither stalls the requests being served nor grows the memory without bound.

use std::sync::LazyLock;

use argon2::password_hash::SaltString;
use argon2::{Argon2, PasswordHash, PasswordHasher, PasswordVerifier};
use rand::distr::Alphanumeric;
use rand::{Rng, RngCore};
use tokio::sync::Semaphore;

use crate::error::{Error, Result};

/// Shortest password the CLI accepts: the operator's tool keeps its own minimum, below the
/// API's (`rightsdesk_core::limits::MIN_PASSWORD_CHARS`).
pub const MIN_PASSWORD_CHARS: usize = 8;

/// Characters of a generated password: 20 letters and digits, about 119 bits of chance.
const GENERATED_CHARS: usize = 20;

/// One hash at a time per core: more would only queue inside the CPU and hold more memory.
static HASHING: LazyLock<Semaphore> =
    LazyLock::new(|| Semaphore::new(std::thread::available_parallelism().map_or(2, |cores| cores.get())));

/// Runs `work` on a blocking thread once a hashing slot is free.
async fn off_executor<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> Result<T> {
    let _slot = HASHING.acquire().await.map_err(|err| Error::Internal(format!("password hashing closed: {err}")))?;
    tokio::task::spawn_blocking(work).await.map_err(|err| Error::Internal(format!("password hashing failed: {err}")))
}

pub async fn hash(password: &str) -> Result<String> {
    let password = password.to_owned();
    off_executor(move || hash_now(&password)).await?
}

pub async fn verify(password: &str, hash: &str) -> Result<bool> {
    let (password, hash) = (password.to_owned(), hash.to_owned());
    off_executor(move || verify_now(&password, &hash)).await
}

/// Checked when the e-mail is unknown, so that an unknown e-mail takes as long as a wrong
/// password and timing does not tell which e-mails have accounts.
pub async fn verify_dummy(password: &str) -> Result<()> {
    static DUMMY: LazyLock<String> = LazyLock::new(|| hash_now("not a real password").unwrap_or_default());
    let password = password.to_owned();
    off_executor(move || {
        let _ = verify_now(&password, &DUMMY);
    })
    .await
}

fn hash_now(password: &str) -> Result<String> {
    let mut salt = [0u8; 16];
    rand::rng().fill_bytes(&mut salt);
    let salt = SaltString::encode_b64(&salt).map_err(|err| Error::Internal(err.to_string()))?;
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|hash| hash.to_string())
        .map_err(|err| Error::Internal(format!("cannot hash password: {err}")))
}

fn verify_now(password: &str, hash: &str) -> bool {
    PasswordHash::new(hash).is_ok_and(|parsed| Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok())
}

/// A random password of letters and digits, for a first admin or a user an admin adds without
/// one: shown once, to be changed in Account Settings.
pub fn generate() -> String {
    rand::rng().sample_iter(&Alphanumeric).take(GENERATED_CHARS).map(char::from).collect()
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

    #[tokio::test]
    async fn a_hash_verifies_only_its_password() {
        let hashed = hash("correct horse").await.unwrap();
        assert!(hashed.starts_with("$argon2id$"));
        assert!(verify("correct horse", &hashed).await.unwrap());
        assert!(!verify("correct horsf", &hashed).await.unwrap());
        assert!(!verify("correct horse", "not a hash").await.unwrap());
    }

    #[test]
    fn generated_passwords_are_long_random_letters_and_digits() {
        let (first, second) = (generate(), generate());
        assert_eq!(first.chars().count(), GENERATED_CHARS);
        assert!(first.chars().all(|c| c.is_ascii_alphanumeric()));
        assert_ne!(first, second);
    }

    #[test]
    fn short_passwords_are_refused() {
        assert!(check_strength("1234567").is_err());
        assert!(check_strength("12345678").is_ok());
    }
}
