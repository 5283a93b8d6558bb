//! A payment of a license ([`Payment`], docs/http.md "Money after signing"): the wire shape, its
//! normalising step and its rules. `amount` is required and more than 0, every amount has at most
//! its currency's decimals, a payment on a date has that date, an amount received has the day it
//! came. Its due date and status are derived by [`crate::money`].

use serde::{Deserialize, Serialize};
use validator::{Validate, ValidationError};

use crate::currency::Currency;
use crate::dates::IsoDate;
use crate::enums::{PaymentKind, PaymentStatus, PaymentTrigger};
use crate::field_errors::FieldErrors;
use crate::limits::{MAX_LONG_TEXT_CHARS, MAX_SHORT_TEXT_CHARS};
use crate::money::{amount_problem, minor_of};
use crate::normalize::{Normalize, tidy};
use crate::{messages, rules};

/// Money a licensee owes under a license: an advance (or a part of it), royalties, a fee.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[validate(schema(function = dated_when_agreed, code = "due_date_required", skip_on_field_errors = false))]
#[validate(schema(function = received_on_a_day, code = "received_date_required", skip_on_field_errors = false))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Payment {
    /// Server-assigned id; absent on create.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub id: Option<i64>,
    /// The license's id, read-only (the path names it).
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub license_id: Option<i64>,
    /// A [`crate::PaymentKind`] wire value; `advance` when absent.
    #[validate(custom(function = rules::payment_kind, code = "unknown_payment_kind"))]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<PaymentKind>))]
    pub kind: Option<String>,
    /// A [`crate::PaymentTrigger`] wire value; `date` when absent.
    #[validate(custom(function = rules::payment_trigger, code = "unknown_trigger"))]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<PaymentTrigger>))]
    pub trigger: Option<String>,
    /// When it is due, `YYYY-MM-DD`: required on a `date`; on `signature` and `publication`
    /// derived from the license when not given (30 days after).
    #[validate(custom(function = rules::iso_date, code = "invalid_date"))]
    #[cfg_attr(feature = "openapi", schema(format = Date))]
    pub due_date: Option<String>,
    /// What is owed, more than 0, with at most the currency's decimals.
    #[cfg_attr(feature = "openapi", schema(required, nullable = false, exclusive_minimum = 0))]
    pub amount: Option<f64>,
    /// A [`crate::Currency`] code; the license's when absent.
    #[validate(custom(function = rules::currency, code = "unknown_currency"))]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<Currency>))]
    pub currency: Option<String>,
    /// The team's invoice number.
    #[validate(length(max = MAX_SHORT_TEXT_CHARS, code = "short_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub invoice_number: Option<String>,
    /// When it was invoiced, `YYYY-MM-DD`.
    #[validate(custom(function = rules::iso_date, code = "invalid_date"))]
    #[cfg_attr(feature = "openapi", schema(format = Date))]
    pub invoiced_date: Option<String>,
    /// When the money came, `YYYY-MM-DD`; required with `receivedAmount`.
    #[validate(custom(function = rules::iso_date, code = "invalid_date"))]
    #[cfg_attr(feature = "openapi", schema(format = Date))]
    pub received_date: Option<String>,
    /// What the licensee paid (before the deductions below), in the payment's currency.
    #[cfg_attr(feature = "openapi", schema(minimum = 0))]
    pub received_amount: Option<f64>,
    /// Tax withheld at source from what was paid.
    #[cfg_attr(feature = "openapi", schema(minimum = 0))]
    pub withholding_tax: Option<f64>,
    /// The banks' charges taken from it.
    #[cfg_attr(feature = "openapi", schema(minimum = 0))]
    pub bank_charges: Option<f64>,
    /// The agent's commission taken from it.
    #[cfg_attr(feature = "openapi", schema(minimum = 0))]
    pub commission: Option<f64>,
    /// Read-only: the net received (received less withholding, charges and commission) in the
    /// team's home currency at the rate valid on `receivedDate`; absent when no rate is known.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub home_amount: Option<f64>,
    /// Free text.
    #[validate(length(max = MAX_LONG_TEXT_CHARS, code = "long_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 10000))]
    pub notes: Option<String>,
    /// Read-only: where it stands today.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub status: Option<PaymentStatus>,
}

impl Normalize for Payment {
    fn normalized(self) -> Self {
        let Payment {
            id,
            license_id,
            kind,
            trigger,
            due_date,
            amount,
            currency,
            invoice_number,
            invoiced_date,
            received_date,
            received_amount,
            withholding_tax,
            bank_charges,
            commission,
            home_amount,
            notes,
            status,
        } = self;
        Payment {
            id,
            license_id,
            kind: tidy(kind).or_else(|| Some(PaymentKind::Advance.to_string())),
            trigger: tidy(trigger).or_else(|| Some(PaymentTrigger::Date.to_string())),
            due_date: tidy(due_date),
            amount,
            currency: tidy(currency),
            invoice_number: tidy(invoice_number),
            invoiced_date: tidy(invoiced_date),
            received_date: tidy(received_date),
            received_amount,
            withholding_tax,
            bank_charges,
            commission,
            home_amount,
            notes: tidy(notes),
            status,
        }
    }
}

/// A payment agreed for a date names it.
fn dated_when_agreed(payment: &Payment) -> Result<(), ValidationError> {
    let on_a_date = payment.trigger.as_deref() == Some(PaymentTrigger::Date.as_str());
    if on_a_date && payment.due_date.is_none() { Err(rules::on_field("dueDate")) } else { Ok(()) }
}

/// Money received came on a day.
fn received_on_a_day(payment: &Payment) -> Result<(), ValidationError> {
    if payment.received_amount.is_some() && payment.received_date.is_none() {
        Err(rules::on_field("receivedDate"))
    } else {
        Ok(())
    }
}

/// The payment with the license's currency when it names none (docs/http.md: "`currency`
/// defaults to the license's").
pub fn in_license_currency(payment: Payment, license_currency: Option<&str>) -> Payment {
    let currency = tidy(payment.currency).or_else(|| license_currency.map(str::to_owned));
    Payment { currency, ..payment }
}

/// Checks a payment as submitted (after [`in_license_currency`]), in its stored form. Keys are
/// the camelCase field names. Empty when valid.
pub fn validate_payment(payment: &Payment) -> FieldErrors {
    let payment = payment.clone().normalized();
    let mut errors = FieldErrors::of(&payment);
    let currency = payment.currency.as_deref().and_then(Currency::parse);
    match payment.amount {
        None => errors.add("amount", messages::AMOUNT_REQUIRED),
        Some(amount) => {
            if let Some(problem) = amount_problem(amount, currency, true) {
                errors.add("amount", problem);
            }
        }
    }
    let deductions = [
        ("receivedAmount", payment.received_amount),
        ("withholdingTax", payment.withholding_tax),
        ("bankCharges", payment.bank_charges),
        ("commission", payment.commission),
    ];
    for (field, amount) in deductions {
        if let Some(problem) = amount.and_then(|amount| amount_problem(amount, currency, false)) {
            errors.add(field, problem);
        }
    }
    if payment.currency.is_none() {
        errors.add("currency", messages::AMOUNT_CURRENCY_REQUIRED);
    }
    errors
}

/// A payment that passed its rules: its stored form, and its values typed, amounts in minor
/// units of its currency.
#[derive(Debug, Clone, PartialEq)]
pub struct CheckedPayment {
    /// The payment, normalised.
    pub payment: Payment,
    /// Its kind (`advance` when none was sent).
    pub kind: PaymentKind,
    /// What makes it due (`date` when none was sent).
    pub trigger: PaymentTrigger,
    /// Its currency (the license's when none was sent).
    pub currency: Currency,
    /// What is owed, in minor units.
    pub amount: i64,
    /// The due date sent, before [`crate::money::given_due_date`] decides whether it stays given.
    pub due_date: Option<IsoDate>,
    /// When the money came.
    pub received_date: Option<IsoDate>,
    /// What was received (0 when nothing), minor units.
    pub received: i64,
    /// Tax withheld (0 when none), minor units.
    pub withholding: i64,
    /// Bank charges (0 when none), minor units.
    pub charges: i64,
    /// The agent's commission (0 when none), minor units.
    pub commission: i64,
}

/// Checks a payment of a license whose currency is `license_currency`, every broken rule at
/// once; once valid, its stored form with its values typed.
pub fn check_payment(payment: Payment, license_currency: Option<&str>) -> Result<CheckedPayment, FieldErrors> {
    let payment = in_license_currency(payment, license_currency);
    validate_payment(&payment).into_result()?;
    let payment = payment.normalized();
    // The rules refuse what does not parse: each value here does.
    let currency = payment.currency.as_deref().and_then(Currency::parse).unwrap_or(Currency::EUR);
    let minor = |amount: Option<f64>| minor_of(amount, Some(currency)).unwrap_or_default();
    let date = |text: &Option<String>| text.as_deref().and_then(IsoDate::parse);
    Ok(CheckedPayment {
        kind: payment.kind.as_deref().and_then(PaymentKind::parse).unwrap_or(PaymentKind::Advance),
        trigger: payment.trigger.as_deref().and_then(PaymentTrigger::parse).unwrap_or(PaymentTrigger::Date),
        currency,
        amount: minor(payment.amount),
        due_date: date(&payment.due_date),
        received_date: date(&payment.received_date),
        received: minor(payment.received_amount),
        withholding: minor(payment.withholding_tax),
        charges: minor(payment.bank_charges),
        commission: minor(payment.commission),
        payment,
    })
}

#[cfg(test)]
#[allow(clippy::inconsistent_digit_grouping, reason = "minor units written as units_cents: 1000_00 is 1,000.00")]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;

    fn due(amount: f64) -> Payment {
        Payment { amount: Some(amount), due_date: Some("2026-03-01".into()), ..Payment::default() }
    }

    fn errors(payment: Payment, currency: Option<&str>) -> Vec<(String, String)> {
        validate_payment(&in_license_currency(payment, currency))
            .iter()
            .map(|(field, message)| (field.to_owned(), message.to_owned()))
            .collect()
    }

    fn one(field: &str, message: &str) -> Vec<(String, String)> {
        vec![(field.to_owned(), message.to_owned())]
    }

    #[test]
    fn an_amount_is_required_more_than_zero_and_in_its_currencys_decimals() {
        assert!(errors(due(1234.56), Some("EUR")).is_empty());
        assert_eq!(errors(Payment { amount: None, ..due(1.0) }, Some("EUR")), one("amount", "Amount is required"));
        assert_eq!(errors(due(0.0), Some("EUR")), one("amount", "Amount must be more than 0"));
        assert_eq!(errors(due(-5.0), Some("EUR")), one("amount", "Amount must be more than 0"));
        assert_eq!(errors(due(10.005), Some("EUR")), one("amount", "Use at most 2 decimals"));
        assert_eq!(errors(due(1500.5), Some("JPY")), one("amount", "JPY has no decimals"));
        let yen = Payment { currency: Some("JPY".into()), ..due(1500.0) };
        assert!(errors(yen, Some("EUR")).is_empty(), "its own currency over the license's");
        assert_eq!(errors(due(10.0), None), one("currency", messages::AMOUNT_CURRENCY_REQUIRED));
        let unknown = Payment { currency: Some("XXX".into()), ..due(10.0) };
        assert_eq!(errors(unknown, None), one("currency", messages::UNKNOWN_CURRENCY));
    }

    #[test]
    fn a_payment_on_a_date_has_it_and_money_received_has_its_day() {
        let undated = Payment { due_date: None, ..due(10.0) };
        assert_eq!(errors(undated.clone(), Some("EUR")), one("dueDate", "Due date is required for this payment"));
        for trigger in ["signature", "publication", "delivery"] {
            let derived = Payment { trigger: Some(trigger.into()), ..undated.clone() };
            assert!(errors(derived, Some("EUR")).is_empty(), "{trigger}");
        }
        let received = Payment { received_amount: Some(10.0), ..due(10.0) };
        assert_eq!(errors(received.clone(), Some("EUR")), one("receivedDate", "Received date is required"));
        let dated = Payment { received_date: Some("2026-03-02".into()), ..received };
        assert!(errors(dated, Some("EUR")).is_empty());
    }

    #[test]
    fn deductions_are_amounts_of_the_same_currency() {
        let received = Payment {
            received_date: Some("2026-03-02".into()),
            received_amount: Some(1000.0),
            withholding_tax: Some(-1.0),
            bank_charges: Some(15.001),
            commission: Some(f64::NAN),
            ..due(1000.0)
        };
        let found = errors(received, Some("EUR"));
        assert_eq!(
            found,
            [
                ("bankCharges".to_owned(), "Use at most 2 decimals".to_owned()),
                ("commission".to_owned(), messages::AMOUNT_NOT_NUMBER.to_owned()),
                ("withholdingTax".to_owned(), messages::AMOUNT_NEGATIVE.to_owned()),
            ]
        );
        let codes = Payment { kind: Some("bonus".into()), trigger: Some("whenever".into()), ..due(1.0) };
        let found = errors(codes, Some("EUR"));
        assert_eq!(found.len(), 2);
        assert!(found.contains(&("kind".to_owned(), messages::UNKNOWN_PAYMENT_KIND.to_owned())));
        assert!(found.contains(&("trigger".to_owned(), messages::UNKNOWN_TRIGGER.to_owned())));
    }

    #[test]
    fn a_checked_payment_holds_minor_units_and_its_defaults() {
        let payment = Payment {
            received_date: Some("2026-03-02".into()),
            received_amount: Some(1000.1),
            withholding_tax: Some(100.01),
            invoice_number: Some("  ".into()),
            ..due(1000.1)
        };
        let checked = check_payment(payment, Some("EUR")).unwrap();
        assert_eq!(
            (checked.kind, checked.trigger, checked.currency),
            (PaymentKind::Advance, PaymentTrigger::Date, Currency::EUR)
        );
        assert_eq!(
            (checked.amount, checked.received, checked.withholding, checked.charges),
            (100_010, 100_010, 10_001, 0)
        );
        assert_eq!(checked.payment.invoice_number, None);
        assert!(check_payment(due(0.0), Some("EUR")).is_err());
    }
}
