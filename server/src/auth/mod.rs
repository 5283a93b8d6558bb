//! Sign-in: password hashes, session tokens, the signing secret and failed-login throttling; and
//! the calendar feeds' secret addresses, made with the same secret.

pub mod feed;
mod hs256;
pub mod password;
pub mod secret;
pub mod throttle;
pub mod token;
