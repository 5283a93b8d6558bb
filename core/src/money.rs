//! Money after signing (docs/http.md, "Money after signing"): exact amounts, a payment's due date
//! and status, its net received in the home currency, and a license's expected royalty
//! statements and earn-out. The server answers lists, reports, the calendar and the feed with
//! these functions, so a payment is `overdue` in the same way everywhere.
//!
//! Amounts are whole numbers of their currency's minor unit (cents; yen for JPY), summed with
//! checked `i64` arithmetic and stored as integer columns: never binary floating point. They
//! travel as JSON numbers, which a browser holds as an `f64`; [`minor_units`] takes such a number
//! back to its exact decimal, or refuses it when it has more decimals than the currency. Why not
//! a decimal crate (`rust_decimal`): the rules only need "at most N decimals" and sums, which
//! integers do exactly, and the browser's wasm has no room for a decimal type's code.

use crate::currency::Currency;
use crate::dates::IsoDate;
use crate::enums::{AccountingPeriod, PaymentStatus, PaymentTrigger};
use crate::limits::{MAX_AMOUNT, MAX_RATE, PAYMENT_DUE_DAYS, RATE_DECIMALS};
use crate::messages;

/// The largest count of minor units an `f64` holds exactly (2^53): beyond it, a number is no
/// longer one decimal.
const EXACT_LIMIT: f64 = 9_007_199_254_740_992.0;

/// `number` as a count of minor units with `decimals` decimals, when it has no more decimals
/// than that: 1234.56 with 2 is 123456; 0.1 + 0.2 (0.30000000000000004) with 2 is none.
///
/// Exact without printing the number: a decimal `m / 10^d` typed in a form reads as the `f64`
/// nearest to it, and dividing the whole `m` by `10^d` (both exact in an `f64`) rounds to that
/// same `f64`. So the number has at most `d` decimals exactly when `round(number * 10^d) / 10^d`
/// gives the number back.
pub fn minor_units(number: f64, decimals: u16) -> Option<i64> {
    let scale = 10f64.powi(i32::from(decimals));
    let minor = (number * scale).round();
    // NaN and infinities fail the first test.
    (minor.abs() < EXACT_LIMIT && minor / scale == number).then_some(minor as i64)
}

/// A count of minor units with `decimals` decimals as the JSON number that reads back as it
/// (123456 with 2 is 1234.56, written `1234.56`): the division of two exact values rounds to
/// the `f64` nearest the decimal, whose shortest text is the decimal itself.
pub fn to_number(minor: i64, decimals: u16) -> f64 {
    minor as f64 / 10f64.powi(i32::from(decimals))
}

/// The decimals of an amount in `currency`; 2 when it has none (an amount stored before its
/// currency was required).
pub fn decimals_of(currency: Option<Currency>) -> u16 {
    currency.map_or(2, Currency::decimals)
}

/// What is wrong with `number` as an amount in `currency` (none when it is fine): not a number,
/// negative (or not more than 0 when `positive`), over [`MAX_AMOUNT`], or more decimals than the
/// currency has ("Use at most 2 decimals", "JPY has no decimals").
pub fn amount_problem(number: f64, currency: Option<Currency>, positive: bool) -> Option<String> {
    if !number.is_finite() {
        return Some(messages::AMOUNT_NOT_NUMBER.into());
    }
    if positive && number <= 0.0 {
        return Some(messages::AMOUNT_NOT_POSITIVE.into());
    }
    if number < 0.0 {
        return Some(messages::AMOUNT_NEGATIVE.into());
    }
    if number > MAX_AMOUNT {
        return Some(messages::AMOUNT_TOO_LARGE.into());
    }
    let decimals = decimals_of(currency);
    if minor_units(number, decimals).is_none() {
        return Some(messages::too_many_decimals(currency.map_or("", Currency::code), decimals));
    }
    None
}

/// An amount known to be fine ([`amount_problem`]) as minor units; none for none.
pub fn minor_of(number: Option<f64>, currency: Option<Currency>) -> Option<i64> {
    number.and_then(|number| minor_units(number, decimals_of(currency)))
}

/// The sum of `amounts`, none when it would overflow (never with amounts under [`MAX_AMOUNT`]
/// short of 90,000 of the largest).
pub fn total(amounts: impl IntoIterator<Item = i64>) -> Option<i64> {
    amounts.into_iter().try_fold(0i64, i64::checked_add)
}

/// What is wrong with `number` as an exchange rate (none when it is fine): more than 0, at most
/// [`MAX_RATE`], at most [`RATE_DECIMALS`] decimals.
pub fn rate_problem(number: f64) -> Option<String> {
    if !number.is_finite() || number <= 0.0 {
        return Some(messages::RATE_NOT_POSITIVE.into());
    }
    if number > MAX_RATE {
        return Some(messages::RATE_TOO_LARGE.into());
    }
    if minor_units(number, RATE_DECIMALS).is_none() {
        return Some(messages::too_many_decimals("", RATE_DECIMALS));
    }
    None
}

/// A rate known to be fine ([`rate_problem`]) as units of 10^-[`RATE_DECIMALS`].
pub fn rate_units(number: f64) -> Option<i64> {
    minor_units(number, RATE_DECIMALS)
}

/// `minor` units of `from` in `to`, at `rate` (units of 10^-[`RATE_DECIMALS`] of `to` per unit
/// of `from`), rounded half away from zero to `to`'s minor unit; the amount itself when the two
/// currencies are one. None on overflow.
pub fn convert(minor: i64, from: Currency, to: Currency, rate: i64) -> Option<i64> {
    if from == to {
        return Some(minor);
    }
    let power = |exponent: u16| 10i128.checked_pow(u32::from(exponent));
    let numerator = i128::from(minor).checked_mul(i128::from(rate))?.checked_mul(power(to.decimals())?)?;
    let denominator = power(from.decimals())?.checked_mul(power(RATE_DECIMALS)?)?;
    let (quotient, remainder) = (numerator / denominator, numerator % denominator);
    let rounded = if 2 * remainder.abs() >= denominator { quotient + numerator.signum() } else { quotient };
    i64::try_from(rounded).ok()
}

/// A stored exchange rate: `units` (of 10^-[`RATE_DECIMALS`]) of the home currency one unit of
/// `currency` is worth from `valid_from` on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rate {
    /// The currency rated.
    pub currency: Currency,
    /// The first day it applies.
    pub valid_from: IsoDate,
    /// The rate, in units of 10^-[`RATE_DECIMALS`].
    pub units: i64,
}

/// The rate of `currency` valid on `day`: the latest of `rates` from that day or before.
pub fn rate_on(rates: &[Rate], currency: Currency, day: IsoDate) -> Option<i64> {
    rates
        .iter()
        .filter(|rate| rate.currency == currency && rate.valid_from <= day)
        .max_by_key(|rate| rate.valid_from)
        .map(|rate| rate.units)
}

/// `minor` units of `currency`, received on `day`, in the `home` currency at the rate valid that
/// day: themselves in the home currency; none without a rate (or on overflow).
pub fn in_home(minor: i64, currency: Currency, home: Currency, day: IsoDate, rates: &[Rate]) -> Option<i64> {
    if currency == home {
        return Some(minor);
    }
    convert(minor, currency, home, rate_on(rates, currency, day)?)
}

/// What received money is left with (minor units): the amount received less withholding tax,
/// bank charges and commission; none on overflow.
pub fn net_received(received: i64, withholding: i64, charges: i64, commission: i64) -> Option<i64> {
    received.checked_sub(withholding)?.checked_sub(charges)?.checked_sub(commission)
}

/// The share of `pct` percent (read to the hundredth of a percent) of `minor` units, rounded
/// half away from zero to the minor unit; none on overflow.
pub fn share(minor: i64, pct: f64) -> Option<i64> {
    let basis_points = i128::from(minor_units(pct, 2).unwrap_or((pct * 100.0).round() as i64));
    let numerator = i128::from(minor).checked_mul(basis_points)?;
    let (quotient, remainder) = (numerator / 10_000, numerator % 10_000);
    let rounded = if 2 * remainder.abs() >= 10_000 { quotient + numerator.signum() } else { quotient };
    i64::try_from(rounded).ok()
}

/// The dates of a license a payment's due date is derived from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LicenseDates {
    /// Whether the license is signed: a payment on signature is due only then.
    pub signed: bool,
    /// Its contract date.
    pub contract_date: Option<IsoDate>,
    /// Its publication date.
    pub publication_date: Option<IsoDate>,
}

impl LicenseDates {
    /// The dates of `license` a due date is derived from.
    pub fn of(license: &crate::License) -> Self {
        let date = |text: &Option<String>| text.as_deref().and_then(IsoDate::parse);
        LicenseDates {
            signed: license.signed,
            contract_date: date(&license.contract_date),
            publication_date: date(&license.publication_date),
        }
    }
}

/// A payment's due date: the one given, else (on signature or publication) [`PAYMENT_DUE_DAYS`]
/// after the license's contract date once signed, or after its publication date; none until then.
pub fn due_date(trigger: PaymentTrigger, given: Option<IsoDate>, license: &LicenseDates) -> Option<IsoDate> {
    given.or_else(|| {
        let from = match trigger {
            PaymentTrigger::Signature => license.contract_date.filter(|_| license.signed),
            PaymentTrigger::Publication => license.publication_date,
            PaymentTrigger::Delivery | PaymentTrigger::Date => None,
        };
        from.map(|date| date.plus_days(PAYMENT_DUE_DAYS))
    })
}

/// The due date a write keeps as given: a date sent equal to the one the license gives stays
/// derived, so a client that sends back what it read does not pin it (a later change of the
/// license's dates then moves it).
pub fn given_due_date(trigger: PaymentTrigger, sent: Option<IsoDate>, license: &LicenseDates) -> Option<IsoDate> {
    sent.filter(|sent| Some(*sent) != due_date(trigger, None, license))
}

/// Where a payment of `amount` stands `today` with `received` of it in (minor units) and its
/// due date: `paid` once the amount is in, else `overdue` past the due date, `part_paid` with
/// some in, `due` with a due date, `scheduled` without one. The server's SQL filter by status is
/// this rule written in SQL (server/src/db/payments.rs), tested against it.
pub fn payment_status(amount: i64, received: i64, due: Option<IsoDate>, today: IsoDate) -> PaymentStatus {
    if received >= amount {
        PaymentStatus::Paid
    } else if due.is_some_and(|due| due < today) {
        PaymentStatus::Overdue
    } else if received > 0 {
        PaymentStatus::PartPaid
    } else if due.is_some() {
        PaymentStatus::Due
    } else {
        PaymentStatus::Scheduled
    }
}

/// One accounting period of a license and when its statement is due.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Period {
    /// Its first day.
    pub start: IsoDate,
    /// Its last day.
    pub end: IsoDate,
    /// When its statement is due.
    pub due: IsoDate,
}

/// A statement is due `days` after its period ends.
pub fn statement_due(period_end: IsoDate, days: i64) -> IsoDate {
    period_end.plus_days(days)
}

/// The accounting periods of a license published on `publication` that ended before `today`,
/// oldest first: the first from publication to the end of its half-year (or year), then whole
/// halves (or years).
pub fn periods(publication: IsoDate, period: AccountingPeriod, days: i64, today: IsoDate) -> Vec<Period> {
    let end_of = |date: IsoDate| match period {
        AccountingPeriod::HalfYear => date.end_of_half_year(),
        AccountingPeriod::Year => date.end_of_year(),
    };
    let mut found = Vec::new();
    let mut start = publication;
    while end_of(start) < today {
        let end = end_of(start);
        found.push(Period { start, end, due: statement_due(end, days) });
        if end.year() == 9999 && end.month() == 12 {
            break;
        }
        start = end.plus_days(1);
    }
    found
}

/// The day the periods ended before `today` are counted up to: the first of its half-year. Periods
/// end on 30 June or 31 December, so those that ended before `today` are exactly those that
/// ended before this day: [`periods`] gives the same for both, and its answer changes twice a
/// year only, on 1 January and 1 July. What the server stores the statements awaited up to.
pub fn periods_horizon(today: IsoDate) -> IsoDate {
    today.start_of_half_year()
}

/// A license's earn-out, in minor units of its advance's currency.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EarnOut {
    /// The advance less what statements earned, not below 0.
    pub unearned: i64,
    /// Whether statements earned the whole advance.
    pub earned_out: bool,
    /// What was earned beyond the advance less the royalty payments received, not below 0.
    pub payable: i64,
}

/// The earn-out of an `advance` against what statements `earned` and the royalty payments
/// `received` (minor units, all of one currency).
pub fn earn_out(advance: i64, earned: i64, received: i64) -> EarnOut {
    EarnOut {
        unearned: advance.saturating_sub(earned).max(0),
        earned_out: earned >= advance,
        payable: earned.saturating_sub(advance).saturating_sub(received).max(0),
    }
}

#[cfg(test)]
#[allow(clippy::inconsistent_digit_grouping, reason = "minor units written as units_cents: 1000_00 is 1,000.00")]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;
    use crate::enums::PaymentStatus as S;

    fn day(text: &str) -> IsoDate {
        IsoDate::parse(text).unwrap()
    }

    fn currency(code: &str) -> Currency {
        Currency::parse(code).unwrap()
    }

    #[test]
    fn numbers_read_back_as_their_exact_decimals() {
        assert_eq!(minor_units(1234.56, 2), Some(123_456));
        assert_eq!(minor_units(0.3, 2), Some(30));
        assert_eq!(minor_units(0.1 + 0.2, 2), None, "0.30000000000000004 has 17 decimals");
        assert_eq!(minor_units(1e11, 2), Some(10_000_000_000_000));
        assert_eq!(minor_units(2.675, 2), None);
        assert_eq!(minor_units(2.675, 3), Some(2675));
        assert_eq!(minor_units(1500.0, 0), Some(1500));
        assert_eq!(minor_units(1500.5, 0), None);
        assert_eq!(minor_units(-0.0, 2), Some(0));
        for nonsense in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY, 1e300] {
            assert_eq!(minor_units(nonsense, 2), None);
        }
        // Every cent up to a million euros reads back exactly, and writes back as it came.
        for minor in (0..100_000_000i64).step_by(9_973) {
            let number = to_number(minor, 2);
            assert_eq!(minor_units(number, 2), Some(minor));
            let (whole, cents) = (minor / 100, minor % 100);
            let decimal = match cents {
                0 => whole.to_string(),
                tens if tens % 10 == 0 => format!("{whole}.{}", tens / 10),
                cents => format!("{whole}.{cents:02}"),
            };
            assert_eq!(number.to_string(), decimal);
        }
        assert_eq!(to_number(123_456, 2).to_string(), "1234.56");
        assert_eq!(to_number(30, 2).to_string(), "0.3");
    }

    #[test]
    fn amounts_have_at_most_their_currencys_decimals() {
        let (eur, jpy, kwd) = (Some(currency("EUR")), Some(currency("JPY")), Some(currency("KWD")));
        assert_eq!(amount_problem(1234.56, eur, true), None);
        assert_eq!(amount_problem(1234.567, eur, true).as_deref(), Some("Use at most 2 decimals"));
        assert_eq!(amount_problem(0.1 + 0.2, eur, true).as_deref(), Some("Use at most 2 decimals"));
        assert_eq!(amount_problem(1500.5, jpy, true).as_deref(), Some("JPY has no decimals"));
        assert_eq!(amount_problem(1500.0, jpy, true), None);
        assert_eq!(amount_problem(1.234, kwd, true), None);
        assert_eq!(amount_problem(1.2345, kwd, true).as_deref(), Some("Use at most 3 decimals"));
        assert_eq!(amount_problem(0.0, eur, true).as_deref(), Some("Amount must be more than 0"));
        assert_eq!(amount_problem(-1.0, eur, true).as_deref(), Some("Amount must be more than 0"));
        assert_eq!(amount_problem(0.0, eur, false), None);
        assert_eq!(amount_problem(-0.01, eur, false).as_deref(), Some(messages::AMOUNT_NEGATIVE));
        assert_eq!(amount_problem(f64::NAN, eur, false).as_deref(), Some(messages::AMOUNT_NOT_NUMBER));
        assert_eq!(amount_problem(MAX_AMOUNT, eur, true), None);
        assert_eq!(amount_problem(MAX_AMOUNT + 1.0, eur, true).as_deref(), Some(messages::AMOUNT_TOO_LARGE));
        assert_eq!(amount_problem(12.345, None, true).as_deref(), Some("Use at most 2 decimals"));
    }

    #[test]
    fn many_small_amounts_add_up_exactly() {
        let cent = minor_units(0.01, 2).unwrap();
        let sum = total(std::iter::repeat_n(cent, 10_000)).unwrap();
        assert_eq!(to_number(sum, 2), 100.0);
        // The floating-point sum of the same does not.
        let float: f64 = std::iter::repeat_n(0.01, 10_000).sum();
        assert_ne!(float, 100.0);
        assert_eq!(total([i64::MAX, 1]), None);
        // Amounts of every size, summed as numbers of cents, give the decimal sum.
        let amounts: Vec<i64> = (1..=5000).map(|i| i * 7919 % 100_003).collect();
        let expected: i64 = amounts.iter().sum();
        assert_eq!(total(amounts.iter().copied()), Some(expected));
    }

    #[test]
    fn rates_are_positive_with_at_most_ten_decimals() {
        assert_eq!(rate_problem(1.0873), None);
        assert_eq!(rate_units(1.0873), Some(10_873_000_000));
        assert_eq!(rate_units(0.0062), Some(62_000_000));
        for bad in [0.0, -1.0, f64::NAN] {
            assert_eq!(rate_problem(bad).as_deref(), Some(messages::RATE_NOT_POSITIVE));
        }
        assert_eq!(rate_problem(0.000_000_000_01).as_deref(), Some("Use at most 10 decimals"));
        assert_eq!(rate_problem(MAX_RATE * 2.0).as_deref(), Some(messages::RATE_TOO_LARGE));
    }

    #[test]
    fn conversions_round_half_away_from_zero_to_the_home_minor_unit() {
        let (eur, usd, jpy) = (currency("EUR"), currency("USD"), currency("JPY"));
        let rate = rate_units(0.9).unwrap();
        assert_eq!(convert(100_00, usd, eur, rate), Some(90_00));
        assert_eq!(convert(123_45, eur, eur, rate), Some(123_45), "the home currency converts to itself");
        // 1,000,000 yen at 0.0062 euro is 6,200 euros.
        assert_eq!(convert(1_000_000, jpy, eur, rate_units(0.0062).unwrap()), Some(6_200_00));
        // 0.05 USD at 0.9 is 0.045 EUR: half a cent, away from zero.
        assert_eq!(convert(5, usd, eur, rate), Some(5));
        assert_eq!(convert(-5, usd, eur, rate), Some(-5));
        assert_eq!(convert(1_00, eur, jpy, rate_units(161.5).unwrap()), Some(162));
        assert_eq!(convert(i64::MAX, usd, eur, rate_units(90_000.0).unwrap()), None);
        assert_eq!(net_received(1000_00, 100_00, 15_00, 85_00), Some(800_00));
        assert_eq!(share(800_00, 10.0), Some(80_00));
        assert_eq!(share(333, 12.5), Some(42), "41.625 rounds to 42");
        assert_eq!(share(1_00, 0.0), Some(0));
    }

    #[test]
    fn the_rate_of_a_day_is_the_latest_from_that_day_or_before() {
        let (eur, usd, gbp) = (currency("EUR"), currency("USD"), currency("GBP"));
        let rate = |currency, from: &str, number: f64| Rate {
            currency,
            valid_from: day(from),
            units: rate_units(number).unwrap(),
        };
        let rates = [rate(usd, "2026-01-01", 0.9), rate(usd, "2026-03-01", 0.8), rate(gbp, "2026-01-01", 1.2)];
        assert_eq!(rate_on(&rates, usd, day("2025-12-31")), None);
        assert_eq!(rate_on(&rates, usd, day("2026-02-28")), rate_units(0.9));
        assert_eq!(rate_on(&rates, usd, day("2026-03-01")), rate_units(0.8));
        assert_eq!(in_home(100_00, usd, eur, day("2026-03-02"), &rates), Some(80_00));
        assert_eq!(in_home(100_00, usd, eur, day("2025-03-02"), &rates), None, "no rate yet");
        assert_eq!(in_home(100_00, eur, eur, day("2025-03-02"), &[]), Some(100_00));
    }

    #[test]
    fn due_dates_follow_the_license() {
        let signed = LicenseDates {
            signed: true,
            contract_date: Some(day("2026-01-10")),
            publication_date: Some(day("2026-09-01")),
        };
        let unsigned = LicenseDates { signed: false, ..signed };
        assert_eq!(due_date(PaymentTrigger::Signature, None, &signed), Some(day("2026-02-09")));
        assert_eq!(due_date(PaymentTrigger::Signature, None, &unsigned), None, "not before it is signed");
        assert_eq!(due_date(PaymentTrigger::Publication, None, &unsigned), Some(day("2026-10-01")));
        assert_eq!(due_date(PaymentTrigger::Publication, None, &LicenseDates::default()), None);
        assert_eq!(due_date(PaymentTrigger::Delivery, None, &signed), None);
        let given = Some(day("2026-05-05"));
        for trigger in PaymentTrigger::ALL {
            assert_eq!(due_date(trigger, given, &unsigned), given, "{trigger}");
        }
        // What a client reads and sends back stays derived; another date is kept.
        assert_eq!(given_due_date(PaymentTrigger::Signature, Some(day("2026-02-09")), &signed), None);
        assert_eq!(given_due_date(PaymentTrigger::Signature, given, &signed), given);
        assert_eq!(given_due_date(PaymentTrigger::Date, given, &signed), given);
    }

    #[test]
    fn a_payment_is_paid_overdue_part_paid_due_or_scheduled() {
        let today = day("2026-06-15");
        let (past, now, later) = (Some(day("2026-06-14")), Some(today), Some(day("2026-07-01")));
        assert_eq!(payment_status(100, 100, past, today), S::Paid);
        assert_eq!(payment_status(100, 150, None, today), S::Paid);
        assert_eq!(payment_status(100, 0, past, today), S::Overdue);
        assert_eq!(payment_status(100, 40, past, today), S::Overdue, "part paid and late is overdue");
        assert_eq!(payment_status(100, 40, later, today), S::PartPaid);
        assert_eq!(payment_status(100, 40, None, today), S::PartPaid);
        assert_eq!(payment_status(100, 0, now, today), S::Due, "due today is not yet overdue");
        assert_eq!(payment_status(100, 0, later, today), S::Due);
        assert_eq!(payment_status(100, 0, None, today), S::Scheduled);
    }

    #[test]
    fn statements_are_expected_for_each_ended_period() {
        let half = periods(day("2025-03-15"), AccountingPeriod::HalfYear, 90, day("2026-07-01"));
        let ends: Vec<(String, String, String)> =
            half.iter().map(|p| (p.start.to_string(), p.end.to_string(), p.due.to_string())).collect();
        assert_eq!(
            ends,
            [
                ("2025-03-15".into(), "2025-06-30".into(), "2025-09-28".into()),
                ("2025-07-01".into(), "2025-12-31".into(), "2026-03-31".into()),
                ("2026-01-01".into(), "2026-06-30".into(), "2026-09-28".into()),
            ]
        );
        let yearly = periods(day("2025-03-15"), AccountingPeriod::Year, 60, day("2026-07-01"));
        assert_eq!(yearly.len(), 1);
        assert_eq!((yearly[0].end, yearly[0].due), (day("2025-12-31"), day("2026-03-01")));
        assert!(periods(day("2026-03-15"), AccountingPeriod::HalfYear, 90, day("2026-06-30")).is_empty());
    }

    #[test]
    fn the_periods_ended_by_a_day_are_those_ended_by_its_half_years_start() {
        assert_eq!(periods_horizon(day("2026-06-30")), day("2026-01-01"));
        assert_eq!(periods_horizon(day("2026-07-01")), day("2026-07-01"));
        assert_eq!(periods_horizon(day("2026-12-31")), day("2026-07-01"));
        for publication in ["2024-01-01", "2024-06-30", "2024-07-01", "2024-12-31", "2025-03-15"] {
            for period in AccountingPeriod::ALL {
                // Every day of two years, the ends of halves and years among them.
                let mut today = day("2024-06-25");
                while today < day("2026-07-05") {
                    let (by_today, by_horizon) = (
                        periods(day(publication), period, 90, today),
                        periods(day(publication), period, 90, periods_horizon(today)),
                    );
                    assert_eq!(by_today, by_horizon, "{publication} {period:?} {today}");
                    today = today.plus_days(1);
                }
            }
        }
    }

    #[test]
    fn an_advance_earns_out() {
        assert_eq!(earn_out(1000, 400, 0), EarnOut { unearned: 600, earned_out: false, payable: 0 });
        assert_eq!(earn_out(1000, 1000, 0), EarnOut { unearned: 0, earned_out: true, payable: 0 });
        assert_eq!(earn_out(1000, 1500, 200), EarnOut { unearned: 0, earned_out: true, payable: 300 });
        assert_eq!(earn_out(1000, 1500, 900), EarnOut { unearned: 0, earned_out: true, payable: 0 });
        assert_eq!(earn_out(0, 0, 0), EarnOut { unearned: 0, earned_out: true, payable: 0 });
    }
}
