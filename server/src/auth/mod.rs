//! Sign-in: password hashes, session tokens, the signing secret and failed-login throttling.

pub mod password;
pub mod secret;
pub mod throttle;
pub mod token;
