//! The selling work: the moves a [`Prospection`] may make between statuses ([`MOVES`], api.md's
//! table, the one place both the server and the browser read it), and the rules of a
//! prospection and of an offer.
//!
//! The rules that compare fields or depend on the status are written here rather than as
//! `validator` schema attributes: several can fail at once (an option with neither a sent date
//! nor an expiry), and a schema function answers one error.

use crate::dates::IsoDate;
use crate::entities::{Offer, Prospection};
use crate::enums::ProspectionStatus;
// Short, for the table and the tests.
use crate::enums::ProspectionStatus as Status;
use crate::field_errors::FieldErrors;
use crate::messages;
use crate::normalize::Normalize;

/// The statuses each status may move to (api.md, "Prospections"). Staying in the same status is
/// not a move. `Status::Licensed` is in no list: only converting to a license reaches it, from
/// [`CONVERTIBLE`].
pub const MOVES: [(ProspectionStatus, &[ProspectionStatus]); 10] = [
    (Status::ToSend, &[Status::Sent, Status::Withdrawn]),
    (
        Status::Sent,
        &[Status::Reading, Status::Interested, Status::Offer, Status::Declined, Status::Expired, Status::Withdrawn],
    ),
    (Status::Reading, &[Status::Interested, Status::Offer, Status::Declined, Status::Expired, Status::Withdrawn]),
    (Status::Interested, &[Status::Offer, Status::Option, Status::Declined, Status::Expired, Status::Withdrawn]),
    (Status::Offer, &[Status::Option, Status::Declined, Status::Withdrawn]),
    (Status::Option, &[Status::Declined, Status::Expired, Status::Withdrawn]),
    (Status::Licensed, &[]),
    (Status::Declined, &[Status::Sent, Status::Interested]),
    (Status::Expired, &[Status::Sent, Status::Interested]),
    (Status::Withdrawn, &[Status::Sent, Status::Interested]),
];

/// The statuses from which a prospection may be converted to a license.
pub const CONVERTIBLE: [ProspectionStatus; 3] = [Status::Interested, Status::Offer, Status::Option];

impl ProspectionStatus {
    /// The statuses this one may move to, in [`MOVES`]' order.
    pub fn next(self) -> &'static [ProspectionStatus] {
        MOVES.iter().find(|(from, _)| *from == self).map_or(&[], |(_, to)| to)
    }

    /// Whether a prospection in this status may be saved in status `to`: the same status, or an
    /// allowed move.
    pub fn may_become(self, to: ProspectionStatus) -> bool {
        self == to || self.next().contains(&to)
    }

    /// Still being worked on: neither licensed nor closed by a no.
    pub fn is_open(self) -> bool {
        !matches!(self, Status::Licensed | Status::Declined | Status::Expired | Status::Withdrawn)
    }

    /// Whether the material has gone out in this status, so that a sent date is due.
    pub fn needs_sent_date(self) -> bool {
        !matches!(self, Status::ToSend | Status::Withdrawn)
    }
}

/// Checks the move from the stored status to the submitted one: `{status: "Cannot move from
/// Offer to Sent"}` when [`MOVES`] does not allow it, empty otherwise.
pub fn validate_move(from: ProspectionStatus, to: ProspectionStatus) -> FieldErrors {
    let mut errors = FieldErrors::new();
    if !from.may_become(to) {
        errors.add("status", messages::move_refused(from, to));
    }
    errors
}

/// Checks a prospection as submitted (create or update), in its stored form: title and company
/// required, known lists, real dates, the chase not before the sent date, and what its status
/// needs (a sent date once sent, an expiry for an option, a reason for a decline). Keys are the
/// camelCase field names. The move from the stored status is [`validate_move`]'s.
pub fn validate_prospection(prospection: &Prospection) -> FieldErrors {
    let prospection = prospection.clone().normalized();
    let mut errors = FieldErrors::of(&prospection);
    let date = |text: &Option<String>| text.as_deref().and_then(IsoDate::parse);
    let status = prospection.status.as_deref().map_or(Some(Status::ToSend), ProspectionStatus::parse);
    if let Some(status) = status {
        if status.needs_sent_date() && prospection.sent_date.is_none() {
            errors.add("sentDate", messages::SENT_DATE_REQUIRED);
        }
        if status == Status::Option && prospection.option_expiry.is_none() {
            errors.add("optionExpiry", messages::OPTION_EXPIRY_REQUIRED);
        }
        if status == Status::Declined && prospection.decline_reason.is_none() {
            errors.add("declineReason", messages::DECLINE_REASON_REQUIRED);
        }
    }
    if let (Some(sent), Some(chase)) = (date(&prospection.sent_date), date(&prospection.chase_date))
        && chase < sent
    {
        errors.add("chaseDate", messages::CHASE_BEFORE_SENT);
    }
    errors
}

/// Checks an offer as submitted: received date and advance required, the advance a number
/// >= 0, known currency and status, texts bounded.
pub fn validate_offer(offer: &Offer) -> FieldErrors {
    FieldErrors::of(&offer.clone().normalized())
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;

    fn sent() -> Prospection {
        Prospection {
            title: "Dune".into(),
            company: "Gallimard".into(),
            status: Some("sent".into()),
            sent_date: Some("2026-03-10".into()),
            ..Prospection::default()
        }
    }

    #[test]
    fn every_status_has_one_row_and_licensed_is_reached_by_converting_only() {
        for status in ProspectionStatus::ALL {
            assert_eq!(MOVES.iter().filter(|(from, _)| *from == status).count(), 1, "{status}");
            assert!(!status.next().contains(&Status::Licensed), "{status} moves to licensed");
            assert!(!status.next().contains(&status), "{status} moves to itself");
            assert!(status.may_become(status));
        }
        assert!(Status::Licensed.next().is_empty());
        assert!(CONVERTIBLE.iter().all(|status| status.is_open()));
    }

    #[test]
    fn moves_follow_the_contract_table() {
        assert_eq!(Status::ToSend.next(), [Status::Sent, Status::Withdrawn]);
        assert!(Status::Sent.may_become(Status::Reading) && !Status::Reading.next().contains(&Status::Reading));
        assert!(Status::Interested.may_become(Status::Option) && !Status::Sent.may_become(Status::Option));
        assert!(!Status::Offer.may_become(Status::Sent) && !Status::Offer.may_become(Status::Expired));
        for closed in [Status::Declined, Status::Expired, Status::Withdrawn] {
            assert_eq!(closed.next(), [Status::Sent, Status::Interested], "{closed} reopens");
            assert!(!closed.is_open());
        }
    }

    #[test]
    fn a_refused_move_names_both_statuses() {
        assert!(validate_move(Status::Sent, Status::Offer).is_empty());
        assert!(validate_move(Status::Offer, Status::Offer).is_empty());
        assert_eq!(validate_move(Status::Offer, Status::Sent).get("status"), Some("Cannot move from Offer to Sent"));
        assert_eq!(
            validate_move(Status::Option, Status::Licensed).get("status"),
            Some("Cannot move from Option to Licensed: convert it to a license instead")
        );
    }

    #[test]
    fn a_planned_pitch_needs_only_title_and_company() {
        let planned = Prospection { title: "Dune".into(), company: "Gallimard".into(), ..Prospection::default() };
        assert!(validate_prospection(&planned).is_empty());
        let pairs: Vec<_> = validate_prospection(&Prospection::default()).iter().map(|(f, _)| f.to_owned()).collect();
        assert_eq!(pairs, ["company", "title"]);
    }

    #[test]
    fn what_each_status_needs() {
        assert!(validate_prospection(&sent()).is_empty());
        let unsent = Prospection { sent_date: None, ..sent() };
        assert_eq!(validate_prospection(&unsent).get("sentDate"), Some(messages::SENT_DATE_REQUIRED));
        let withdrawn = Prospection { status: Some("withdrawn".into()), ..unsent };
        assert!(validate_prospection(&withdrawn).is_empty(), "withdrawn before it went out");
        let option = Prospection { status: Some("option".into()), sent_date: Some(" ".into()), ..sent() };
        let errors = validate_prospection(&option);
        assert_eq!(errors.get("optionExpiry"), Some(messages::OPTION_EXPIRY_REQUIRED));
        assert_eq!(errors.get("sentDate"), Some(messages::SENT_DATE_REQUIRED));
        let declined = Prospection { status: Some("declined".into()), ..sent() };
        assert_eq!(validate_prospection(&declined).get("declineReason"), Some(messages::DECLINE_REASON_REQUIRED));
        let with_reason = Prospection { decline_reason: Some("price".into()), ..declined };
        assert!(validate_prospection(&with_reason).is_empty());
    }

    #[test]
    fn the_chase_is_not_before_the_sent_date() {
        let chasing = |date: &str| Prospection { chase_date: Some(date.into()), ..sent() };
        assert_eq!(validate_prospection(&chasing("2026-03-09")).get("chaseDate"), Some(messages::CHASE_BEFORE_SENT));
        assert!(validate_prospection(&chasing("2026-03-10")).is_empty());
        assert_eq!(validate_prospection(&chasing("2026-02-30")).get("chaseDate"), Some(messages::INVALID_DATE));
    }

    #[test]
    fn lists_and_amounts_are_checked() {
        let odd = Prospection {
            status: Some("lost".into()),
            decline_reason: Some("boring".into()),
            material: vec!["pdf".into(), "film".into()],
            contract_type: Some("print".into()),
            currency: Some("XXX".into()),
            expected_advance: Some(-1.0),
            ..sent()
        };
        let errors = validate_prospection(&odd);
        assert_eq!(errors.get("status"), Some(messages::UNKNOWN_STATUS));
        assert_eq!(errors.get("declineReason"), Some(messages::UNKNOWN_DECLINE_REASON));
        assert_eq!(errors.get("material"), Some(messages::UNKNOWN_MATERIAL));
        assert_eq!(errors.get("contractType"), Some(messages::UNKNOWN_CONTRACT_TYPE));
        assert_eq!(errors.get("currency"), Some(messages::UNKNOWN_CURRENCY));
        assert_eq!(errors.get("expectedAdvance"), Some(messages::ADVANCE_NEGATIVE));
        assert_eq!(errors.len(), 6);
    }

    #[test]
    fn an_offer_needs_its_date_and_advance() {
        let errors = validate_offer(&Offer::default());
        assert_eq!(errors.get("receivedDate"), Some(messages::RECEIVED_DATE_REQUIRED));
        assert_eq!(errors.get("advance"), Some(messages::OFFER_ADVANCE_REQUIRED));
        let offer = Offer { received_date: Some("2026-04-01".into()), advance: Some(4000.0), ..Offer::default() };
        assert!(validate_offer(&offer).is_empty());
        let negative = Offer { advance: Some(-5.0), status: Some("maybe".into()), ..offer };
        let errors = validate_offer(&negative);
        assert_eq!(errors.get("advance"), Some(messages::ADVANCE_NEGATIVE));
        assert_eq!(errors.get("status"), Some(messages::UNKNOWN_OFFER_STATUS));
    }
}
