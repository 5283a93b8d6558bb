//! Sign-in throttling, counted in the database so that every server instance shares the counts.
//!
//! Each attempt is counted *before* its password is checked, by one atomic upsert per key, so a
//! burst of concurrent guesses cannot all pass a check made before any of them was counted.
//! Three keys, over a sliding window of 15 minutes:
//! - an e-mail from one address: 5 attempts, then refused (429);
//! - an address, whatever the e-mail: 20 attempts, then refused (a successful sign-in gives its
//!   attempt back, so an office behind one address is not locked out by its own sign-ins);
//! - an e-mail from anywhere: past 5 attempts each further one is slowed down (1, 2, 4, then 8
//!   seconds) but never refused, so a stranger guessing from elsewhere cannot lock the owner of
//!   a known e-mail out; they only slow everyone's guessing on it.
//!
//! Behind a reverse proxy every request comes from the proxy's address: [`client_address`]
//! takes the client's from `X-Forwarded-For`, but only when the peer is a trusted proxy.

use std::net::IpAddr;
use std::time::Duration;

use axum::http::HeaderMap;
use sqlx::AnyConnection;

use crate::db::{Backend, Db, now};
use crate::error::{Error, Result};

const WINDOW_SECS: i64 = 15 * 60;
const MAX_PER_EMAIL_AND_ADDRESS: i64 = 5;
const MAX_PER_ADDRESS: i64 = 20;
/// Attempts on one e-mail, from anywhere, before each further one is slowed down.
const FREE_PER_EMAIL: i64 = 5;
const MAX_DELAY_SECS: u64 = 8;

fn email_key(email: &str) -> String {
    format!("email:{}", email.trim().to_lowercase())
}

fn pair_key(email: &str, address: IpAddr) -> String {
    format!("pair:{}|{address}", email.trim().to_lowercase())
}

fn address_key(address: IpAddr) -> String {
    format!("address:{address}")
}

/// Counts one sign-in attempt for `email` from `address`. Refuses it when the e-mail from this
/// address, or the address, has used up its attempts; otherwise answers how long to wait before
/// checking the password (zero unless the e-mail is under attack).
pub async fn attempt(db: &Db, email: &str, address: IpAddr) -> Result<Duration> {
    let at = now();
    if db.backend == Backend::Postgres {
        // On its own: in the counting transaction, its row locks could meet another attempt's in
        // a cycle.
        forget_expired(&mut *db.pool.acquire().await?, db.backend, at).await?;
    }
    let mut tx = db.begin_write().await?;
    if db.backend == Backend::Sqlite {
        // In the write turn, as every write of a request: a statement outside it waits in
        // SQLite's busy handler, which a writer taking turn after turn (a scheduled job's parts)
        // kept out for seconds, until the sign-in failed with a 503.
        forget_expired(&mut tx, db.backend, at).await?;
    }
    // The keys are always counted in this order, so two attempts never wait on each other in a
    // cycle (PostgreSQL locks each counted row until the commit).
    let mut counts = Vec::with_capacity(3);
    for key in [pair_key(email, address), address_key(address), email_key(email)] {
        let (attempts, window_start): (i64, i64) = sqlx::query_as(
            "INSERT INTO login_attempts (key, attempts, window_start) VALUES ($1, 1, $2)
             ON CONFLICT (key) DO UPDATE SET
               attempts = CASE WHEN login_attempts.window_start <= $3 THEN 1 ELSE login_attempts.attempts + 1 END,
               window_start = CASE WHEN login_attempts.window_start <= $3 THEN $2 ELSE login_attempts.window_start END
             RETURNING attempts, window_start",
        )
        .bind(&key)
        .bind(at)
        .bind(at - WINDOW_SECS)
        .fetch_one(&mut *tx)
        .await?;
        counts.push((attempts, window_start));
    }
    tx.commit().await?;
    let [(pair, pair_start), (by_address, address_start), (by_email, _)] = counts[..] else {
        unreachable!("three keys were counted")
    };
    for (attempts, max, start) in
        [(pair, MAX_PER_EMAIL_AND_ADDRESS, pair_start), (by_address, MAX_PER_ADDRESS, address_start)]
    {
        if attempts > max {
            let retry_after_secs = (start + WINDOW_SECS - at).max(1) as u64;
            return Err(Error::TooManyAttempts { retry_after_secs, minutes: retry_after_secs.div_ceil(60) });
        }
    }
    Ok(delay(by_email))
}

/// Deletes the counts whose window has passed (an attempt on a key restarts its window anyway;
/// this only keeps the table small). On PostgreSQL it skips rows that an attempt has locked,
/// so it never waits on one, nor makes one wait in a deadlock.
async fn forget_expired(conn: &mut AnyConnection, backend: Backend, at: i64) -> Result<()> {
    let sql = match backend {
        Backend::Sqlite => "DELETE FROM login_attempts WHERE window_start <= $1",
        Backend::Postgres => {
            "DELETE FROM login_attempts WHERE key IN
               (SELECT key FROM login_attempts WHERE window_start <= $1 FOR UPDATE SKIP LOCKED)"
        }
    };
    sqlx::query(sql).bind(at - WINDOW_SECS).execute(conn).await?;
    Ok(())
}

/// The wait before checking the password of the `attempts`-th attempt on one e-mail.
fn delay(attempts: i64) -> Duration {
    match u32::try_from(attempts - FREE_PER_EMAIL - 1) {
        Ok(doublings) => Duration::from_secs(2u64.saturating_pow(doublings).min(MAX_DELAY_SECS)),
        Err(_) => Duration::ZERO,
    }
}

/// A successful sign-in clears the e-mail's counts and gives the address its attempt back.
pub async fn succeeded(db: &Db, email: &str, address: IpAddr) -> Result<()> {
    let mut tx = db.begin_write().await?;
    sqlx::query("DELETE FROM login_attempts WHERE key = $1 OR key = $2")
        .bind(pair_key(email, address))
        .bind(email_key(email))
        .execute(&mut *tx)
        .await?;
    sqlx::query("UPDATE login_attempts SET attempts = attempts - 1 WHERE key = $1 AND attempts > 0")
        .bind(address_key(address))
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(())
}

/// The client's address: the peer's, or when the peer is one of the `trusted` proxies, the
/// nearest address in `X-Forwarded-For` that is not a trusted proxy itself. Each proxy appends
/// the address it received from, so the entries to the left of the last trusted one are the
/// client's own word and could be forged.
pub fn client_address(peer: IpAddr, headers: &HeaderMap, trusted: &[IpAddr]) -> IpAddr {
    if !trusted.contains(&peer) {
        return peer;
    }
    let forwarded = headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .map(|entry| entry.trim().parse::<IpAddr>());
    let mut nearest = peer;
    for entry in forwarded.collect::<Vec<_>>().into_iter().rev() {
        match entry {
            Ok(address) if trusted.contains(&address) => nearest = address,
            Ok(address) => return address,
            Err(_) => return nearest, // a malformed entry: trust nothing beyond it
        }
    }
    nearest
}

#[cfg(test)]
mod tests {
    use std::net::Ipv4Addr;

    use axum::http::HeaderValue;

    use super::*;

    fn ip(last: u8) -> IpAddr {
        IpAddr::V4(Ipv4Addr::new(10, 0, 0, last))
    }

    fn forwarded(value: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert("x-forwarded-for", HeaderValue::from_str(value).unwrap());
        headers
    }

    #[test]
    fn the_header_counts_only_from_a_trusted_proxy() {
        let proxy = ip(1);
        assert_eq!(
            client_address(ip(9), &forwarded("10.0.0.7"), &[proxy]),
            ip(9),
            "an untrusted peer cannot claim an address"
        );
        assert_eq!(client_address(proxy, &forwarded("10.0.0.7"), &[proxy]), ip(7));
        assert_eq!(client_address(proxy, &HeaderMap::new(), &[proxy]), proxy);
    }

    #[test]
    fn forged_entries_left_of_the_proxies_are_ignored() {
        let (outer, inner) = (ip(1), ip(2));
        // The client sent "10.0.0.66" itself; the outer proxy appended the real client 10.0.0.7.
        let headers = forwarded("10.0.0.66, 10.0.0.7, 10.0.0.1");
        assert_eq!(client_address(inner, &headers, &[outer, inner]), ip(7));
        assert_eq!(client_address(inner, &forwarded("junk, 10.0.0.1"), &[outer, inner]), outer);
    }

    #[test]
    fn an_email_under_attack_is_slowed_not_locked() {
        assert_eq!(delay(1), Duration::ZERO);
        assert_eq!(delay(FREE_PER_EMAIL), Duration::ZERO);
        assert_eq!(delay(FREE_PER_EMAIL + 1), Duration::from_secs(1));
        assert_eq!(delay(FREE_PER_EMAIL + 3), Duration::from_secs(4));
        assert_eq!(delay(1000), Duration::from_secs(MAX_DELAY_SECS));
    }
}
