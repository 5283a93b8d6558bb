//! Failed sign-in throttling, per e-mail and per client address, over a sliding window.
//! Kept in memory: each server instance counts its own attempts, which bounds guessing per
//! instance; revocation, which must hold everywhere, lives in the database instead.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::error::{Error, Result};

const WINDOW: Duration = Duration::from_secs(15 * 60);
const MAX_FAILURES_PER_EMAIL: u32 = 5;
const MAX_FAILURES_PER_ADDRESS: u32 = 20;
/// Past this many tracked keys, expired windows are swept on the next failure.
const SWEEP_ABOVE: usize = 10_000;

#[derive(Debug, Default)]
pub struct LoginThrottle {
    windows: Mutex<HashMap<String, Window>>,
}

#[derive(Debug)]
struct Window {
    failures: u32,
    started: Instant,
}

fn email_key(email: &str) -> String {
    format!("email:{}", email.trim().to_lowercase())
}

fn address_key(address: IpAddr) -> String {
    format!("address:{address}")
}

impl LoginThrottle {
    /// Refuses when either the e-mail or the address has used up its failures.
    pub fn check(&self, email: &str, address: IpAddr) -> Result<()> {
        let windows = self.windows.lock().expect("throttle lock");
        let now = Instant::now();
        for (key, max) in [(email_key(email), MAX_FAILURES_PER_EMAIL), (address_key(address), MAX_FAILURES_PER_ADDRESS)] {
            if let Some(window) = windows.get(&key) {
                let age = now.duration_since(window.started);
                if age < WINDOW && window.failures >= max {
                    let retry_after_secs = (WINDOW - age).as_secs().max(1);
                    return Err(Error::TooManyAttempts { retry_after_secs, minutes: retry_after_secs.div_ceil(60) });
                }
            }
        }
        Ok(())
    }

    pub fn record_failure(&self, email: &str, address: IpAddr) {
        let mut windows = self.windows.lock().expect("throttle lock");
        let now = Instant::now();
        if windows.len() > SWEEP_ABOVE {
            windows.retain(|_, window| now.duration_since(window.started) < WINDOW);
        }
        for key in [email_key(email), address_key(address)] {
            let window = windows.entry(key).or_insert(Window { failures: 0, started: now });
            if now.duration_since(window.started) >= WINDOW {
                *window = Window { failures: 0, started: now };
            }
            window.failures += 1;
        }
    }

    /// A successful sign-in clears the e-mail's failures (not the address's).
    pub fn record_success(&self, email: &str) {
        self.windows.lock().expect("throttle lock").remove(&email_key(email));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOME: IpAddr = IpAddr::V4(std::net::Ipv4Addr::LOCALHOST);

    #[test]
    fn the_sixth_attempt_for_one_email_is_refused() {
        let throttle = LoginThrottle::default();
        for _ in 0..MAX_FAILURES_PER_EMAIL {
            throttle.check("A@x.org", HOME).unwrap();
            throttle.record_failure("a@x.org", HOME);
        }
        assert!(matches!(throttle.check("a@X.org", HOME), Err(Error::TooManyAttempts { .. })));
        assert!(throttle.check("b@x.org", HOME).is_ok(), "other e-mails are not affected");
        throttle.record_success("a@x.org");
        assert!(throttle.check("a@x.org", HOME).is_ok());
    }

    #[test]
    fn one_address_is_limited_across_emails() {
        let throttle = LoginThrottle::default();
        for n in 0..MAX_FAILURES_PER_ADDRESS {
            throttle.record_failure(&format!("user{n}@x.org"), HOME);
        }
        assert!(throttle.check("fresh@x.org", HOME).is_err());
        let elsewhere = IpAddr::V4(std::net::Ipv4Addr::new(127, 0, 0, 2));
        assert!(throttle.check("fresh@x.org", elsewhere).is_ok());
    }
}
