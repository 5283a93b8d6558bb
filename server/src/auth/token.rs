//! Session tokens: JWT, HS256 only (a token naming another algorithm, `none` included, is
//! refused), with the claims of `rightsdesk_core::Claims`.

use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation, decode, encode};
use rightsdesk_core::{Claims, Role};

use super::feed::FeedKey;
use crate::db::now;
use crate::error::{Error, Result};

/// Who a new token is for.
pub struct Subject<'a> {
    pub user_id: i64,
    pub team_id: i64,
    pub name: &'a str,
    pub role: Role,
    /// The account's credentials version (`users.token_version`).
    pub token_version: i64,
}

pub struct TokenKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
    validation: Validation,
    ttl_secs: i64,
    /// The calendar feeds' token maker, under the same secret.
    pub feed: FeedKey,
}

impl TokenKeys {
    pub fn new(secret: &[u8], ttl_minutes: u32) -> Self {
        super::hs256::install();
        let mut validation = Validation::new(Algorithm::HS256);
        validation.leeway = 0;
        validation.set_required_spec_claims(&["exp", "sub", "iat"]);
        TokenKeys {
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
            validation,
            ttl_secs: i64::from(ttl_minutes) * 60,
            feed: FeedKey::new(secret),
        }
    }

    pub fn issue(&self, subject: Subject<'_>) -> Result<String> {
        let iat = now();
        let claims = Claims {
            sub: subject.user_id.to_string(),
            roles: vec![subject.role],
            name: subject.name.to_string(),
            team_id: subject.team_id,
            // One team works for one publishing house: the team is the user's company.
            company_id: subject.team_id,
            iat,
            exp: iat + self.ttl_secs,
            jti: uuid::Uuid::new_v4().to_string(),
            ver: subject.token_version,
        };
        encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
            .map_err(|err| Error::Internal(format!("cannot sign token: {err}")))
    }

    /// The claims of a well-formed, correctly signed, unexpired token.
    pub fn verify(&self, token: &str) -> Result<Claims> {
        decode::<Claims>(token, &self.decoding, &self.validation)
            .map(|data| data.claims)
            .map_err(|_| Error::Unauthorized)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys() -> TokenKeys {
        TokenKeys::new(&[7u8; 32], 60)
    }

    fn subject() -> Subject<'static> {
        Subject { user_id: 4, team_id: 9, name: "Alice Martin", role: Role::Editor, token_version: 3 }
    }

    #[test]
    fn an_issued_token_carries_the_session_claims() {
        let keys = keys();
        let claims = keys.verify(&keys.issue(subject()).unwrap()).unwrap();
        assert_eq!(claims.sub, "4");
        assert_eq!(claims.roles, vec![Role::Editor]);
        assert_eq!(claims.name, "Alice Martin");
        assert_eq!((claims.team_id, claims.company_id), (9, 9));
        assert_eq!(claims.exp - claims.iat, 3600);
        assert!(!claims.jti.is_empty());
        assert_eq!(claims.ver, 3);
    }

    #[test]
    fn another_secret_is_refused() {
        let token = keys().issue(subject()).unwrap();
        assert!(TokenKeys::new(&[8u8; 32], 60).verify(&token).is_err());
    }

    #[test]
    fn a_token_of_another_algorithm_is_refused() {
        let keys = keys();
        let token = keys.issue(subject()).unwrap();
        let (_, rest) = token.split_once('.').unwrap();
        // {"typ":"JWT","alg":"HS512"} with the same claims and signature.
        let hs512 = format!("eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzUxMiJ9.{rest}");
        assert!(keys.verify(&hs512).is_err());
    }
}
