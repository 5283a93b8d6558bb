//! Calendar feed addresses (`/feeds/{token}.ics`) and rights guides' share links
//! (`/shared/guides/{token}`): a token is the HMAC-SHA256, under the server's signing key, of the
//! user (or the guide) and a random nonce stored for them; the database keeps the nonce and the
//! SHA-256 of the token. The server can therefore show an address again, while the database alone
//! (a backup, a leak) neither holds a token nor can make one. A reset stores a new nonce; a new
//! signing key changes every token (the next `GET /api/calendar/feed`, or `POST
//! /api/guides/{id}/share`, stores the new hash).

use hmac::{Hmac, Mac};
use rand::RngCore;
use sha2::{Digest, Sha256};

/// The key that makes feed tokens.
#[derive(Clone)]
pub struct FeedKey(Hmac<Sha256>);

impl FeedKey {
    pub fn new(secret: &[u8]) -> Self {
        // An HMAC takes a key of any length, so this cannot fail.
        FeedKey(Hmac::new_from_slice(secret).expect("HMAC accepts any key length"))
    }

    /// The token of `user_id`'s feed made from `nonce`: 64 hexadecimal characters.
    pub fn token(&self, user_id: i64, nonce: &str) -> String {
        self.sign(&format!("calendar-feed:{user_id}:{nonce}"))
    }

    /// The token of guide `guide_id`'s share link made from `nonce`: 64 hexadecimal characters,
    /// never a feed's (the signed text says which it is).
    pub fn guide_token(&self, guide_id: i64, nonce: &str) -> String {
        self.sign(&format!("guide-share:{guide_id}:{nonce}"))
    }

    fn sign(&self, subject: &str) -> String {
        let mut mac = self.0.clone();
        mac.update(subject.as_bytes());
        hex(&mac.finalize().into_bytes())
    }
}

/// A new random nonce: 32 hexadecimal characters.
pub fn nonce() -> String {
    let mut bytes = [0u8; 16];
    rand::rng().fill_bytes(&mut bytes);
    hex(&bytes)
}

/// What the database keeps of a token: its SHA-256, in hexadecimal.
pub fn hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_depends_on_the_key_the_user_and_the_nonce() {
        let key = FeedKey::new(&[7u8; 32]);
        let token = key.token(4, "abc");
        assert_eq!(token.len(), 64);
        assert_eq!(token, key.token(4, "abc"));
        assert_ne!(token, key.token(5, "abc"));
        assert_ne!(token, key.token(4, "abd"));
        assert_ne!(token, FeedKey::new(&[8u8; 32]).token(4, "abc"));
        assert_ne!(hash(&token), token);
        assert_eq!(hash(&token).len(), 64);
        assert_ne!(nonce(), nonce());
        assert_ne!(key.guide_token(4, "abc"), token, "a guide's link is not a feed's");
        assert_ne!(key.guide_token(4, "abc"), key.guide_token(4, "abd"));
    }
}
