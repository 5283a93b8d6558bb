//! A royalty statement of a license ([`Statement`], docs/http.md "Money after signing"): the wire
//! shape, its normalising step and its rules (a period with its start and end, the end not before
//! the start; earnings an amount of their currency), and a license's earn-out and expected
//! statements ([`royalties`]).

use serde::{Deserialize, Serialize};
use validator::{Validate, ValidationError};

use crate::currency::Currency;
use crate::dates::IsoDate;
use crate::enums::AccountingPeriod;
use crate::field_errors::FieldErrors;
use crate::limits::MAX_LONG_TEXT_CHARS;
use crate::money::{self, amount_problem, to_number};
use crate::normalize::{Normalize, tidy};
use crate::{messages, rules};

/// What a licensee reports for one accounting period: copies sold and royalties earned.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[validate(schema(function = end_not_before_start, code = "period_end_before_start", skip_on_field_errors = false))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Statement {
    /// Server-assigned id; absent on create.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub id: Option<i64>,
    /// The license's id, read-only (the path names it).
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub license_id: Option<i64>,
    /// The period's first day, `YYYY-MM-DD`; required.
    #[validate(required(code = "period_start_required"), custom(function = rules::iso_date, code = "invalid_date"))]
    #[cfg_attr(feature = "openapi", schema(required, nullable = false, format = Date))]
    pub period_start: Option<String>,
    /// The period's last day, `YYYY-MM-DD`, not before its start; required.
    #[validate(required(code = "period_end_required"), custom(function = rules::iso_date, code = "invalid_date"))]
    #[cfg_attr(feature = "openapi", schema(required, nullable = false, format = Date))]
    pub period_end: Option<String>,
    /// Read-only: when it was due, the license's `statementDays` after the period's end.
    #[cfg_attr(feature = "openapi", schema(read_only, format = Date))]
    pub due_date: Option<String>,
    /// When it came, `YYYY-MM-DD`.
    #[validate(custom(function = rules::iso_date, code = "invalid_date"))]
    #[cfg_attr(feature = "openapi", schema(format = Date))]
    pub received_date: Option<String>,
    /// Copies sold in the period, 0 or more.
    #[validate(range(min = 0, code = "copies_negative"))]
    #[cfg_attr(feature = "openapi", schema(minimum = 0))]
    pub copies_sold: Option<i64>,
    /// Royalties earned in the period, 0 or more, with at most the currency's decimals.
    #[cfg_attr(feature = "openapi", schema(minimum = 0))]
    pub earned: Option<f64>,
    /// A [`crate::Currency`] code; the license's when absent.
    #[validate(custom(function = rules::currency, code = "unknown_currency"))]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<Currency>))]
    pub currency: Option<String>,
    /// Free text.
    #[validate(length(max = MAX_LONG_TEXT_CHARS, code = "long_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 10000))]
    pub notes: Option<String>,
}

impl Normalize for Statement {
    fn normalized(self) -> Self {
        let Statement {
            id,
            license_id,
            period_start,
            period_end,
            due_date,
            received_date,
            copies_sold,
            earned,
            currency,
            notes,
        } = self;
        Statement {
            id,
            license_id,
            period_start: tidy(period_start),
            period_end: tidy(period_end),
            due_date: tidy(due_date),
            received_date: tidy(received_date),
            copies_sold,
            earned,
            currency: tidy(currency),
            notes: tidy(notes),
        }
    }
}

fn end_not_before_start(statement: &Statement) -> Result<(), ValidationError> {
    let date = |text: &Option<String>| text.as_deref().and_then(IsoDate::parse);
    match (date(&statement.period_start), date(&statement.period_end)) {
        (Some(start), Some(end)) if end < start => Err(rules::on_field("periodEnd")),
        _ => Ok(()),
    }
}

/// Checks a statement of a license whose currency is `license_currency` (the statement's when it
/// names none), in its stored form. Keys are the camelCase field names. Empty when valid.
pub fn validate_statement(statement: &Statement, license_currency: Option<&str>) -> FieldErrors {
    let statement = in_license_currency(statement.clone(), license_currency);
    let mut errors = FieldErrors::of(&statement);
    let currency = statement.currency.as_deref().and_then(Currency::parse);
    if let Some(problem) = statement.earned.and_then(|earned| amount_problem(earned, currency, false)) {
        errors.add("earned", problem);
    }
    if statement.earned.is_some() && statement.currency.is_none() {
        errors.add("currency", messages::AMOUNT_CURRENCY_REQUIRED);
    }
    errors
}

/// The statement normalised, in the license's currency when it names none.
pub fn in_license_currency(statement: Statement, license_currency: Option<&str>) -> Statement {
    let statement = statement.normalized();
    let currency = statement.currency.clone().or_else(|| license_currency.map(str::to_owned));
    Statement { currency, ..statement }
}

/// One statement a license's accounting periods call for (docs/http.md, `GET
/// /api/licenses/{id}/royalties`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ExpectedStatement {
    /// `YYYY-MM-DD`.
    #[cfg_attr(feature = "openapi", schema(format = Date))]
    pub period_start: String,
    /// `YYYY-MM-DD`.
    #[cfg_attr(feature = "openapi", schema(format = Date))]
    pub period_end: String,
    /// `YYYY-MM-DD`: the period's end plus the license's `statementDays`.
    #[cfg_attr(feature = "openapi", schema(format = Date))]
    pub due_date: String,
    /// Whether a statement recorded ends within the period.
    pub received: bool,
    /// Not received and its due date passed.
    pub overdue: bool,
}

/// A license's earn-out and expected statements, amounts in its advance's currency.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Royalties {
    /// The currency of every amount here: the license's; statements in another are not counted.
    #[cfg_attr(feature = "openapi", schema(value_type = Option<Currency>))]
    pub currency: Option<String>,
    /// The license's advance (0 without one).
    pub advance: f64,
    /// What the statements earned, together.
    pub earned_to_date: f64,
    /// The advance less what was earned, not below 0.
    pub unearned: f64,
    /// Whether the statements earned the whole advance.
    pub earned_out: bool,
    /// What was earned beyond the advance less the royalty payments received, not below 0.
    pub payable: f64,
    /// Each accounting period ended since publication, oldest first.
    pub expected: Vec<ExpectedStatement>,
}

/// How a license accounts: from its publication, by period, a statement due so many days after.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Accounting {
    /// The license's publication date: no statement is expected before it.
    pub publication: Option<IsoDate>,
    /// Its accounting period.
    pub period: AccountingPeriod,
    /// Days after a period's end that its statement is due.
    pub statement_days: i64,
}

/// A statement an accounting period calls for, typed ([`ExpectedStatement`] on the wire).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Called {
    /// The period and when its statement is due.
    pub period: money::Period,
    /// Whether a statement recorded ends within the period.
    pub received: bool,
    /// Not received and its due date passed.
    pub overdue: bool,
}

impl From<Called> for ExpectedStatement {
    fn from(called: Called) -> ExpectedStatement {
        ExpectedStatement {
            period_start: called.period.start.to_string(),
            period_end: called.period.end.to_string(),
            due_date: called.period.due.to_string(),
            received: called.received,
            overdue: called.overdue,
        }
    }
}

impl Accounting {
    /// The statements these periods call for `today`, each received when one of `ends` (the
    /// period ends of the statements recorded) falls within it.
    pub fn called(&self, ends: &[IsoDate], today: IsoDate) -> Vec<Called> {
        let Some(publication) = self.publication else { return Vec::new() };
        money::periods(publication, self.period, self.statement_days, today)
            .into_iter()
            .map(|period| {
                let received = ends.iter().any(|end| period.start <= *end && *end <= period.end);
                Called { period, received, overdue: !received && period.due < today }
            })
            .collect()
    }

    /// [`Accounting::called`] as the wire has it.
    pub fn expected(&self, ends: &[IsoDate], today: IsoDate) -> Vec<ExpectedStatement> {
        self.called(ends, today).into_iter().map(ExpectedStatement::from).collect()
    }
}

/// A license's royalties `today`: its `advance` (minor units of `currency`) against the statements
/// recorded (`(period end, earned)` in the same currency) and the royalty payments `received`.
pub fn royalties(
    advance: i64,
    currency: Option<Currency>,
    statements: &[(IsoDate, i64)],
    received: i64,
    accounting: &Accounting,
    today: IsoDate,
) -> Option<Royalties> {
    let earned = money::total(statements.iter().map(|(_, earned)| *earned))?;
    let earn_out = money::earn_out(advance, earned, received);
    let ends: Vec<IsoDate> = statements.iter().map(|(end, _)| *end).collect();
    let number = |minor: i64| to_number(minor, money::decimals_of(currency));
    Some(Royalties {
        currency: currency.map(|currency| currency.code().to_owned()),
        advance: number(advance),
        earned_to_date: number(earned),
        unearned: number(earn_out.unearned),
        earned_out: earn_out.earned_out,
        payable: number(earn_out.payable),
        expected: accounting.expected(&ends, today),
    })
}

#[cfg(test)]
#[allow(clippy::inconsistent_digit_grouping, reason = "minor units written as units_cents: 1000_00 is 1,000.00")]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;

    fn day(text: &str) -> IsoDate {
        IsoDate::parse(text).unwrap()
    }

    fn period(start: &str, end: &str) -> Statement {
        Statement { period_start: Some(start.into()), period_end: Some(end.into()), ..Statement::default() }
    }

    #[test]
    fn a_statement_has_a_period_that_ends_after_it_starts() {
        assert!(validate_statement(&period("2025-01-01", "2025-06-30"), Some("EUR")).is_empty());
        assert!(validate_statement(&period("2025-01-01", "2025-01-01"), Some("EUR")).is_empty());
        let backwards = validate_statement(&period("2025-07-01", "2025-06-30"), Some("EUR"));
        assert_eq!(backwards.get("periodEnd"), Some("Period end cannot be before its start"));
        let missing = validate_statement(&Statement::default(), None);
        assert_eq!(missing.get("periodStart"), Some(messages::PERIOD_START_REQUIRED));
        assert_eq!(missing.get("periodEnd"), Some(messages::PERIOD_END_REQUIRED));
        let bad = Statement { copies_sold: Some(-1), earned: Some(1.005), ..period("2025-01-01", "2025-06-30") };
        let errors = validate_statement(&bad, Some("EUR"));
        assert_eq!(errors.get("copiesSold"), Some(messages::COPIES_NEGATIVE));
        assert_eq!(errors.get("earned"), Some("Use at most 2 decimals"));
        let yen = Statement { earned: Some(100.5), ..period("2025-01-01", "2025-06-30") };
        assert_eq!(validate_statement(&yen, Some("JPY")).get("earned"), Some("JPY has no decimals"));
        assert_eq!(validate_statement(&yen, None).get("currency"), Some(messages::AMOUNT_CURRENCY_REQUIRED));
    }

    #[test]
    fn royalties_earn_out_the_advance_and_expect_a_statement_per_period() {
        let accounting =
            Accounting { publication: Some(day("2025-03-15")), period: AccountingPeriod::HalfYear, statement_days: 90 };
        let today = day("2026-04-15");
        let eur = Some(Currency::EUR);
        let first = royalties(1000_00, eur, &[(day("2025-06-30"), 400_00)], 0, &accounting, today).unwrap();
        assert_eq!((first.advance, first.earned_to_date, first.unearned), (1000.0, 400.0, 600.0));
        assert_eq!((first.earned_out, first.payable), (false, 0.0));
        let flags: Vec<(&str, bool, bool)> =
            first.expected.iter().map(|e| (e.period_end.as_str(), e.received, e.overdue)).collect();
        assert_eq!(flags, [("2025-06-30", true, false), ("2025-12-31", false, true)]);
        let both = [(day("2025-06-30"), 400_00), (day("2025-12-31"), 750_50)];
        let second = royalties(1000_00, eur, &both, 100_00, &accounting, today).unwrap();
        assert_eq!((second.earned_to_date, second.unearned, second.earned_out), (1150.5, 0.0, true));
        assert_eq!(second.payable, 50.5);
        assert!(second.expected.iter().all(|e| e.received && !e.overdue));
        let unpublished = Accounting { publication: None, ..accounting };
        assert!(royalties(0, eur, &[], 0, &unpublished, today).unwrap().expected.is_empty());
    }
}
