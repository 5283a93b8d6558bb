//! The key that signs session tokens: from configuration, or generated on first start and kept
//! in the data folder so that a restart does not sign everyone out.

use std::fs;
use std::io::Write;
use std::path::Path;

use rand::RngCore;

use crate::error::{Error, Result};

const FILE_NAME: &str = "jwt-secret";
const MIN_SECRET_BYTES: usize = 32;

pub fn load_or_create(configured: Option<&str>, data_dir: &Path) -> Result<Vec<u8>> {
    if let Some(secret) = configured {
        if secret.len() < MIN_SECRET_BYTES {
            return Err(Error::Config(format!(
                "RIGHTSDESK_JWT_SECRET is too short: use at least {MIN_SECRET_BYTES} characters (or unset it to generate one)"
            )));
        }
        return Ok(secret.as_bytes().to_vec());
    }
    let path = data_dir.join(FILE_NAME);
    match fs::read_to_string(&path) {
        Ok(existing) if existing.trim().len() >= MIN_SECRET_BYTES => return Ok(existing.trim().as_bytes().to_vec()),
        Ok(_) => return Err(Error::Config(format!("{} is damaged: delete it to generate a new one", path.display()))),
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => {}
        Err(err) => return Err(Error::Config(format!("cannot read {}: {err}", path.display()))),
    }
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    let secret: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    write_private(&path, &secret).map_err(|err| {
        Error::Config(format!(
            "cannot write {}: {err}; make the data folder writable or choose another with --data-dir (RIGHTSDESK_DATA_DIR)",
            path.display()
        ))
    })?;
    Ok(secret.into_bytes())
}

/// Writes a file only its owner can read.
fn write_private(path: &Path, contents: &str) -> std::io::Result<()> {
    let mut options = fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(path)?.write_all(contents.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_generated_secret_is_kept_across_restarts() {
        let dir = std::env::temp_dir().join(format!("rd-secret-{}", uuid::Uuid::new_v4()));
        fs::create_dir_all(&dir).unwrap();
        let first = load_or_create(None, &dir).unwrap();
        let second = load_or_create(None, &dir).unwrap();
        assert_eq!(first, second);
        assert_eq!(first.len(), 64);
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_configured_secret_must_be_long_enough() {
        let dir = Path::new("/nonexistent");
        assert!(load_or_create(Some("short"), dir).is_err());
        let long = "x".repeat(32);
        assert_eq!(load_or_create(Some(&long), dir).unwrap(), long.as_bytes());
    }
}
