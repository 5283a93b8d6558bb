//! The signing behind `jsonwebtoken`, HS256 alone. The crate's bundled `rust_crypto` backend
//! brings RSA, ECDSA and EdDSA with it (rsa, p256, p384, ed25519-dalek and their big-number and
//! curve crates), minutes of a fresh machine's first build for algorithms a session token never
//! uses; the crate lets an application install its own provider instead, and this one is the
//! HMAC-SHA-256 of `hmac` and `sha2`, crates the server already takes. Any other algorithm is
//! refused as an invalid key, which `token.rs` answers with 401.

use hmac::{Hmac, Mac};
use jsonwebtoken::crypto::{CryptoProvider, JwkUtils, JwtSigner, JwtVerifier};
use jsonwebtoken::errors::{ErrorKind, Result};
use jsonwebtoken::signature::{self, Signer, Verifier};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey};
use sha2::Sha256;

type HmacSha256 = Hmac<Sha256>;

/// Installs the provider for the process; later calls keep the first (the same one).
pub fn install() {
    static PROVIDER: CryptoProvider = CryptoProvider {
        signer_factory: signer,
        verifier_factory: verifier,
        // JWKs (published public keys) are for asymmetric algorithms: none here.
        jwk_utils: JwkUtils::new_unimplemented(),
    };
    let _ = PROVIDER.install_default();
}

struct Hs256(HmacSha256);

impl Hs256 {
    fn new(algorithm: Algorithm, secret: Result<&[u8]>) -> Result<Self> {
        if algorithm != Algorithm::HS256 {
            return Err(ErrorKind::InvalidAlgorithm.into());
        }
        HmacSha256::new_from_slice(secret?).map(Hs256).map_err(|_| ErrorKind::InvalidKeyFormat.into())
    }
}

fn signer(algorithm: &Algorithm, key: &EncodingKey) -> Result<Box<dyn JwtSigner>> {
    Ok(Box::new(Hs256::new(*algorithm, key.try_get_hmac_secret())?))
}

fn verifier(algorithm: &Algorithm, key: &DecodingKey) -> Result<Box<dyn JwtVerifier>> {
    Ok(Box::new(Hs256::new(*algorithm, key.try_get_hmac_secret())?))
}

impl Signer<Vec<u8>> for Hs256 {
    fn try_sign(&self, message: &[u8]) -> std::result::Result<Vec<u8>, signature::Error> {
        let mut mac = self.0.clone();
        mac.update(message);
        Ok(mac.finalize().into_bytes().to_vec())
    }
}

impl Verifier<Vec<u8>> for Hs256 {
    fn verify(&self, message: &[u8], signature: &Vec<u8>) -> std::result::Result<(), signature::Error> {
        let mut mac = self.0.clone();
        mac.update(message);
        // Compared in constant time by `hmac`.
        mac.verify_slice(signature).map_err(signature::Error::from_source)
    }
}

impl JwtSigner for Hs256 {
    fn algorithm(&self) -> Algorithm {
        Algorithm::HS256
    }
}

impl JwtVerifier for Hs256 {
    fn algorithm(&self) -> Algorithm {
        Algorithm::HS256
    }
}
