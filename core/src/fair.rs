//! A book fair ([`Fair`]) and its meetings ([`Meeting`], docs/http.md "Book fairs"): the wire
//! shapes, their normalising steps and their rules; the fair's days and hours a meeting must keep
//! to ([`FairHours`]), the double-booking test ([`Slot::overlaps`]), the same-company warning and
//! the follow-ups a held meeting makes ([`follow_ups`]).
//!
//! What needs the team's data (members, companies, contacts and titles of the team, the other
//! meetings of a member) is the server's to check; the rest is here, so the browser runs it too.
//! Core holds no time zone database: the caller says which zone names it knows, as for the team's
//! settings.

use serde::{Deserialize, Serialize};
use validator::Validate;

use crate::dates::{IsoDate, LocalDateTime, minutes_of_day};
use crate::enums::{Material, MeetingOutcome, MeetingStatus, ProspectionStatus};
use crate::field_errors::FieldErrors;
use crate::limits::{
    DEFAULT_DAY_END, DEFAULT_DAY_START, DEFAULT_SLOT_MINUTES, MAX_FAIR_DAYS, MAX_LONG_TEXT_CHARS, MAX_NAME_CHARS,
    MAX_SHORT_TEXT_CHARS, MAX_SLOT_MINUTES, MIN_SLOT_MINUTES,
};
use crate::normalize::{Normalize, sorted_ids, tidy, trimmed};
use crate::prospection::Prospection;
use crate::{messages, nullable, rules};

/// A record's id and name, as a fair lists its attendees and a meeting its members and contacts.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Named {
    /// The record's id.
    pub id: i64,
    /// Its name.
    pub name: String,
}

/// A book fair the team goes to: its days, its time zone and hours, the team's stand and who of
/// the team attends (docs/http.md, "Book fairs").
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Fair {
    /// Server-assigned id; absent on create.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub id: Option<i64>,
    /// The record's version, read-only (set by the server): 1 when made, one more with every
    /// write to it; also its `ETag` (docs/http.md, "Versions").
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub version: Option<i64>,
    /// "Frankfurt Book Fair 2026"; required.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(custom(function = rules::searchable, code = "fair_name_required"), length(max = MAX_NAME_CHARS, code = "name_too_long"))]
    #[cfg_attr(feature = "openapi", schema(required, pattern = "\\S", max_length = 200))]
    pub name: String,
    /// The first day, `YYYY-MM-DD`; required.
    #[cfg_attr(feature = "openapi", schema(required, nullable = false, format = Date))]
    pub start_date: Option<String>,
    /// The last day (included), `YYYY-MM-DD`, at most 31 days from the first; required.
    #[cfg_attr(feature = "openapi", schema(required, nullable = false, format = Date))]
    pub end_date: Option<String>,
    /// The IANA time zone the fair's hours and meetings are read in; the team's when absent.
    #[cfg_attr(feature = "openapi", schema(examples("Europe/Berlin")))]
    pub time_zone: Option<String>,
    /// Where: the city, the fair ground.
    #[validate(length(max = MAX_SHORT_TEXT_CHARS, code = "short_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub place: Option<String>,
    /// The team's stand or table ("Hall 5.0 B 12").
    #[validate(length(max = MAX_SHORT_TEXT_CHARS, code = "short_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub stand: Option<String>,
    /// When a day's meetings may start, local `HH:MM`; `09:00` when absent.
    #[cfg_attr(feature = "openapi", schema(examples("09:00")))]
    pub day_start: Option<String>,
    /// When a day's meetings must end by, local `HH:MM`, after `dayStart`; `18:00` when absent.
    #[cfg_attr(feature = "openapi", schema(examples("18:00")))]
    pub day_end: Option<String>,
    /// A meeting's length unless it says, 5 to 240 minutes; 30 when absent.
    #[cfg_attr(feature = "openapi", schema(minimum = 5, maximum = 240))]
    pub slot_minutes: Option<i64>,
    /// The team members who attend, by id; each must be a member of the team, which only the
    /// server can check.
    #[serde(deserialize_with = "nullable::or_default")]
    pub attendee_ids: Vec<i64>,
    /// The attendees' names, read-only.
    #[serde(deserialize_with = "nullable::or_default")]
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub attendees: Vec<Named>,
    /// Read-only: its meetings not cancelled.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub meeting_count: Option<i64>,
    /// Read-only: its meetings still `requested`, to chase.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub requested_count: Option<i64>,
}

impl Normalize for Fair {
    /// Also: the default hours and slot length, the attendees sorted without repeats.
    fn normalized(self) -> Self {
        let Fair {
            id,
            version,
            name,
            start_date,
            end_date,
            time_zone,
            place,
            stand,
            day_start,
            day_end,
            slot_minutes,
            attendee_ids,
            attendees,
            meeting_count,
            requested_count,
        } = self;
        Fair {
            id,
            version,
            name: trimmed(&name),
            start_date: tidy(start_date),
            end_date: tidy(end_date),
            time_zone: tidy(time_zone),
            place: tidy(place),
            stand: tidy(stand),
            day_start: tidy(day_start).or_else(|| Some(DEFAULT_DAY_START.to_owned())),
            day_end: tidy(day_end).or_else(|| Some(DEFAULT_DAY_END.to_owned())),
            slot_minutes: slot_minutes.or(Some(DEFAULT_SLOT_MINUTES)),
            attendee_ids: sorted_ids(attendee_ids),
            attendees,
            meeting_count,
            requested_count,
        }
    }
}

/// The fair in the team's time zone `team_zone` when it names none (docs/http.md: "the team's by
/// default").
pub fn in_team_zone(fair: Fair, team_zone: &str) -> Fair {
    let time_zone = tidy(fair.time_zone).or_else(|| Some(team_zone.to_owned()));
    Fair { time_zone, ..fair }
}

/// Whether a meeting's or a slot's length is one a fair takes.
fn slot_in_range(minutes: i64) -> bool {
    (MIN_SLOT_MINUTES..=MAX_SLOT_MINUTES).contains(&minutes)
}

/// Checks a fair as submitted, in its stored form: a name, real start and end dates at most
/// [`MAX_FAIR_DAYS`] days apart and in order, a zone `is_known_zone` knows (when given), day hours
/// that read `HH:MM` and end after they start, a slot length of 5 to 240 minutes. Keys are the
/// camelCase field names. Empty when valid.
pub fn validate_fair(fair: &Fair, is_known_zone: impl Fn(&str) -> bool) -> FieldErrors {
    let fair = fair.clone().normalized();
    let mut errors = FieldErrors::of(&fair);
    let date = |field: &str, text: &Option<String>, required: &str, errors: &mut FieldErrors| match text {
        None => {
            errors.add(field, required);
            None
        }
        Some(text) => {
            let date = IsoDate::parse(text);
            if date.is_none() {
                errors.add(field, messages::INVALID_DATE);
            }
            date
        }
    };
    let start = date("startDate", &fair.start_date, messages::START_DATE_REQUIRED, &mut errors);
    let end = date("endDate", &fair.end_date, messages::END_DATE_REQUIRED, &mut errors);
    if let (Some(start), Some(end)) = (start, end) {
        if end < start {
            errors.add("endDate", messages::END_DATE_BEFORE_START);
        } else if end.days_since(start) >= MAX_FAIR_DAYS {
            errors.add("endDate", messages::FAIR_TOO_LONG);
        }
    }
    if fair.time_zone.as_deref().is_some_and(|zone| !is_known_zone(zone)) {
        errors.add("timeZone", messages::UNKNOWN_TIME_ZONE);
    }
    let time = |field: &str, text: &Option<String>, errors: &mut FieldErrors| {
        let minutes = text.as_deref().and_then(minutes_of_day);
        if minutes.is_none() {
            errors.add(field, messages::INVALID_TIME);
        }
        minutes
    };
    let day_start = time("dayStart", &fair.day_start, &mut errors);
    let day_end = time("dayEnd", &fair.day_end, &mut errors);
    if let (Some(day_start), Some(day_end)) = (day_start, day_end)
        && day_end <= day_start
    {
        errors.add("dayEnd", messages::DAY_END_BEFORE_START);
    }
    if fair.slot_minutes.is_some_and(|minutes| !slot_in_range(minutes)) {
        errors.add("slotMinutes", messages::SLOT_MINUTES_RANGE);
    }
    errors
}

/// The days and hours of a fair that its meetings keep to: from `first_day` to `last_day`, each
/// from `day_start` to `day_end` (minutes since midnight, local).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FairHours {
    /// The fair's first day.
    pub first_day: IsoDate,
    /// Its last day, included.
    pub last_day: IsoDate,
    /// When a day's meetings may start, in minutes since midnight.
    pub day_start: u32,
    /// When they must end by, in minutes since midnight.
    pub day_end: u32,
}

impl FairHours {
    /// The hours of `fair` (normalised, so with its default hours), `None` when its dates or
    /// hours do not read.
    pub fn of(fair: &Fair) -> Option<FairHours> {
        let date = |text: &Option<String>| text.as_deref().and_then(IsoDate::parse);
        let time = |text: &Option<String>| text.as_deref().and_then(minutes_of_day);
        Some(FairHours {
            first_day: date(&fair.start_date)?,
            last_day: date(&fair.end_date)?,
            day_start: time(&fair.day_start)?,
            day_end: time(&fair.day_end)?,
        })
    }

    /// Whether a meeting from `start` lasting `minutes` is within the fair's days and its day
    /// hours: on one of its days, from the day's start, ending by the day's end.
    pub fn holds(&self, start: LocalDateTime, minutes: i64) -> bool {
        let begins = i64::from(start.hour()) * 60 + i64::from(start.minute());
        (self.first_day..=self.last_day).contains(&start.date())
            && begins >= i64::from(self.day_start)
            && begins + minutes <= i64::from(self.day_end)
    }
}

/// A stretch of time on one clock: its first minute (minutes since some epoch, the same for
/// every slot compared) and its length. Two meetings' slots are compared in UTC, so that meetings
/// of fairs in two time zones compare too.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Slot {
    /// The first minute.
    pub start: i64,
    /// How many minutes it lasts.
    pub minutes: i64,
}

impl Slot {
    /// The minute it ends at (not in it).
    pub fn end(self) -> i64 {
        self.start + self.minutes
    }

    /// Whether the two share a minute: one ending at 11:00 and one starting at 11:00 do not.
    pub fn overlaps(self, other: Slot) -> bool {
        self.start < other.end() && other.start < self.end()
    }
}

/// A title presented in a meeting, with what came of it.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct MeetingTitle {
    /// The title's id, one of the team's titles; required.
    #[cfg_attr(feature = "openapi", schema(required, nullable = false))]
    pub title_id: Option<i64>,
    /// The title's name, read-only.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub title: Option<String>,
    /// What to say of it, or what was said.
    #[validate(length(max = MAX_LONG_TEXT_CHARS, code = "long_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 10000))]
    pub note: Option<String>,
    /// A [`crate::MeetingOutcome`] wire value; none until the meeting says.
    #[validate(custom(function = rules::meeting_outcome, code = "unknown_outcome"))]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<MeetingOutcome>))]
    pub outcome: Option<String>,
}

/// A meeting at a fair: a slot, who of the team meets whom, the titles to present and how it
/// went (docs/http.md, "Book fairs").
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Meeting {
    /// Server-assigned id; absent on create.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub id: Option<i64>,
    /// The record's version, read-only (set by the server); also its `ETag`.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub version: Option<i64>,
    /// The fair's id, read-only (the path names it).
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub fair_id: Option<i64>,
    /// When it starts, `YYYY-MM-DDTHH:MM` in the fair's time zone, within its days and hours;
    /// required.
    #[cfg_attr(feature = "openapi", schema(required, nullable = false, examples("2026-10-14T10:30")))]
    pub start: Option<String>,
    /// How long it lasts, 5 to 240 minutes; the fair's slot length when absent.
    #[cfg_attr(feature = "openapi", schema(minimum = 5, maximum = 240))]
    pub minutes: Option<i64>,
    /// The team members in it, by id: at least one, each a member of the team.
    #[serde(deserialize_with = "nullable::or_default")]
    #[cfg_attr(feature = "openapi", schema(min_items = 1))]
    pub member_ids: Vec<i64>,
    /// The members' names, read-only.
    #[serde(deserialize_with = "nullable::or_default")]
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub members: Vec<Named>,
    /// The company met, one of the team's; required.
    #[cfg_attr(feature = "openapi", schema(required, nullable = false))]
    pub company_id: Option<i64>,
    /// The company's name, read-only.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub company: Option<String>,
    /// The company's contacts met, by id, the first the one follow-ups go to.
    #[serde(deserialize_with = "nullable::or_default")]
    pub contact_ids: Vec<i64>,
    /// The contacts' names, read-only.
    #[serde(deserialize_with = "nullable::or_default")]
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub contacts: Vec<Named>,
    /// The table it is held at ("B 12, table 4"), free text.
    #[validate(length(max = MAX_SHORT_TEXT_CHARS, code = "short_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub table: Option<String>,
    /// A [`crate::MeetingStatus`] wire value; `requested` when absent.
    #[validate(custom(function = rules::meeting_status, code = "unknown_status"))]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<MeetingStatus>))]
    pub status: Option<String>,
    /// The titles to present, each once, in the order to present them.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(nested)]
    pub titles: Vec<MeetingTitle>,
    /// Free text.
    #[validate(length(max = MAX_LONG_TEXT_CHARS, code = "long_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 10000))]
    pub notes: Option<String>,
    /// Read-only: the ids of the prospections made from it (`.../follow-ups`).
    #[serde(deserialize_with = "nullable::or_default")]
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub follow_ups: Vec<i64>,
    /// Read-only: what to look at but is allowed, such as the same company met twice at the fair.
    #[serde(deserialize_with = "nullable::or_default")]
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub warnings: Vec<String>,
}

impl Normalize for MeetingTitle {
    fn normalized(self) -> Self {
        let MeetingTitle { title_id, title, note, outcome } = self;
        MeetingTitle { title_id, title, note: tidy(note), outcome: tidy(outcome) }
    }
}

impl Normalize for Meeting {
    /// Also: `requested` when no status is given, the members sorted without repeats, the
    /// contacts without repeats in their order (the first is the one follow-ups go to).
    fn normalized(self) -> Self {
        let Meeting {
            id,
            version,
            fair_id,
            start,
            minutes,
            member_ids,
            members,
            company_id,
            company,
            contact_ids,
            contacts,
            table,
            status,
            titles,
            notes,
            follow_ups,
            warnings,
        } = self;
        let mut distinct_contacts = Vec::with_capacity(contact_ids.len());
        for id in contact_ids {
            if !distinct_contacts.contains(&id) {
                distinct_contacts.push(id);
            }
        }
        Meeting {
            id,
            version,
            fair_id,
            start: tidy(start),
            minutes,
            member_ids: sorted_ids(member_ids),
            members,
            company_id,
            company,
            contact_ids: distinct_contacts,
            contacts,
            table: tidy(table),
            status: tidy(status).or_else(|| Some(MeetingStatus::Requested.to_string())),
            titles: titles.into_iter().map(Normalize::normalized).collect(),
            notes: tidy(notes),
            follow_ups,
            warnings,
        }
    }
}

/// The meeting with the fair's slot length when it gives none (docs/http.md: "the fair's
/// `slotMinutes` by default").
pub fn in_fair(meeting: Meeting, fair: &Fair) -> Meeting {
    let minutes = meeting.minutes.or(fair.slot_minutes).or(Some(DEFAULT_SLOT_MINUTES));
    Meeting { minutes, ..meeting }
}

/// Checks a meeting of `fair` as submitted (after [`in_fair`]), in its stored form: a start that
/// reads, a length of 5 to 240 minutes, within the fair's days and hours, at least one member, a
/// company, each title named once. Keys are the camelCase field names (`titles.1.titleId` for a
/// title). Empty when valid.
pub fn validate_meeting(meeting: &Meeting, fair: &Fair) -> FieldErrors {
    let meeting = meeting.clone().normalized();
    let fair = fair.clone().normalized();
    let mut errors = FieldErrors::of(&meeting);
    let start = match meeting.start.as_deref() {
        None => {
            errors.add("start", messages::EVENT_START_REQUIRED);
            None
        }
        Some(text) => {
            let start = LocalDateTime::parse(text);
            if start.is_none() {
                errors.add("start", messages::INVALID_DATE_TIME);
            }
            start
        }
    };
    let minutes = meeting.minutes.filter(|&minutes| slot_in_range(minutes));
    if minutes.is_none() {
        errors.add("minutes", messages::SLOT_MINUTES_RANGE);
    }
    if let (Some(start), Some(minutes), Some(hours)) = (start, minutes, FairHours::of(&fair))
        && !hours.holds(start, minutes)
    {
        errors.add("start", messages::OUTSIDE_FAIR_HOURS);
    }
    if meeting.member_ids.is_empty() {
        errors.add("memberIds", messages::MEMBER_REQUIRED);
    }
    if meeting.company_id.is_none() {
        errors.add("companyId", messages::COMPANY_REQUIRED);
    }
    let mut seen = Vec::with_capacity(meeting.titles.len());
    for (index, title) in meeting.titles.iter().enumerate() {
        match title.title_id {
            None => errors.add(format!("titles.{index}.titleId"), messages::TITLE_REQUIRED),
            Some(id) if seen.contains(&id) => errors.add(format!("titles.{index}.titleId"), messages::TITLE_TWICE),
            Some(id) => seen.push(id),
        }
    }
    errors
}

/// The other meetings of the same fair with the same company, to warn of (docs/http.md: "Hanser
/// Verlag is also met on 2026-10-15 at 14:00"): for each of `others` (their starts) not this
/// meeting, by start. A cancelled meeting, or one compared with a cancelled one, warns of nothing:
/// the caller passes only meetings not cancelled.
pub fn same_company_warnings(company: &str, others: &[LocalDateTime]) -> Vec<String> {
    let mut starts = others.to_vec();
    starts.sort_unstable();
    starts.iter().map(|start| messages::also_met(company, *start)).collect()
}

/// What a held meeting's follow-ups are made from: the meeting as stored (with its company's and
/// titles' names), the company's language, the fair's name, the team's today and its
/// `chaseAfterDays`, and the titles that already have a follow-up from it.
#[derive(Debug, Clone, Copy)]
pub struct FollowUpSource<'a> {
    /// The meeting, as stored.
    pub meeting: &'a Meeting,
    /// The company's language (ISO 639-1), when it has one: the language each title is offered in.
    pub language: Option<&'a str>,
    /// The fair's name: each prospection's source.
    pub fair_name: &'a str,
    /// The team's today: the sent date.
    pub today: IsoDate,
    /// The team's days from a follow-up to its chase.
    pub chase_after_days: i64,
    /// Titles of the meeting that already have a prospection from it.
    pub done: &'a [i64],
}

/// The prospections a held meeting makes (docs/http.md, "Follow-ups"), with the index of the
/// meeting title each comes from: one per title marked `interested` or `send_material` that has
/// none from this meeting yet, to the meeting's company and first contact, in the company's
/// language, `interested` or `sent`, from the fair, sent today with the title's note, `["pdf"]` for send material, chased
/// `chase_after_days` later. Refused with the message to answer when the meeting is not held
/// (a 409) or no title is left to follow up (a 422, on `titles`).
pub fn follow_ups(source: &FollowUpSource) -> Result<Vec<(usize, Prospection)>, FollowUpRefusal> {
    let meeting = source.meeting;
    if meeting.status.as_deref() != Some(MeetingStatus::Held.as_str()) {
        return Err(FollowUpRefusal::NotHeld);
    }
    let sent = source.today.to_string();
    let chase = source.today.plus_days(source.chase_after_days).to_string();
    let made: Vec<(usize, Prospection)> = meeting
        .titles
        .iter()
        .enumerate()
        .filter_map(|(index, title)| {
            let outcome = title.outcome.as_deref().and_then(MeetingOutcome::parse)?;
            let title_id = title.title_id.filter(|id| !source.done.contains(id))?;
            let (status, material) = match outcome {
                MeetingOutcome::Interested => (ProspectionStatus::Interested, Vec::new()),
                MeetingOutcome::SendMaterial => (ProspectionStatus::Sent, vec![Material::Pdf.to_string()]),
                MeetingOutcome::NotForThem => return None,
            };
            let prospection = Prospection {
                title: title.title.clone().unwrap_or_default(),
                title_id: Some(title_id),
                company: meeting.company.clone().unwrap_or_default(),
                company_id: meeting.company_id,
                contact_id: meeting.contact_ids.first().copied(),
                language: source.language.map(str::to_owned),
                status: Some(status.to_string()),
                source: Some(source.fair_name.to_owned()),
                sent_date: Some(sent.clone()),
                chase_date: Some(chase.clone()),
                material,
                notes: title.note.clone(),
                fair_meeting_id: meeting.id,
                ..Prospection::default()
            };
            Some((index, prospection))
        })
        .collect();
    if made.is_empty() { Err(FollowUpRefusal::NothingToFollow) } else { Ok(made) }
}

/// Why a meeting makes no follow-ups.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FollowUpRefusal {
    /// It is not `held`: "Only a held meeting has follow-ups" (409).
    NotHeld,
    /// No title is marked interested or send material, or each has its follow-up already (422).
    NothingToFollow,
}

impl FollowUpRefusal {
    /// The message to answer.
    pub fn message(self) -> &'static str {
        match self {
            FollowUpRefusal::NotHeld => messages::ONLY_HELD_FOLLOW_UPS,
            FollowUpRefusal::NothingToFollow => messages::NOTHING_TO_FOLLOW_UP,
        }
    }
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;

    fn frankfurt() -> Fair {
        Fair {
            name: "Frankfurt Book Fair".into(),
            start_date: Some("2026-10-14".into()),
            end_date: Some("2026-10-18".into()),
            time_zone: Some("Europe/Berlin".into()),
            ..Fair::default()
        }
    }

    fn known(zone: &str) -> bool {
        zone == "Europe/Berlin"
    }

    fn meeting(start: &str) -> Meeting {
        Meeting { start: Some(start.into()), member_ids: vec![1], company_id: Some(7), ..Meeting::default() }
    }

    fn checked(meeting: Meeting) -> FieldErrors {
        let fair = frankfurt().normalized();
        validate_meeting(&in_fair(meeting, &fair), &fair)
    }

    #[test]
    fn a_fair_takes_its_defaults() {
        assert!(validate_fair(&frankfurt(), known).is_empty());
        let fair = frankfurt().normalized();
        assert_eq!(
            (fair.day_start.as_deref(), fair.day_end.as_deref(), fair.slot_minutes),
            (Some("09:00"), Some("18:00"), Some(30))
        );
        let zoned = in_team_zone(Fair { time_zone: Some(" ".into()), ..frankfurt() }, "Europe/Paris");
        assert_eq!(zoned.time_zone.as_deref(), Some("Europe/Paris"));
        assert_eq!(in_team_zone(frankfurt(), "Europe/Paris").time_zone.as_deref(), Some("Europe/Berlin"));
    }

    #[test]
    fn a_fair_has_a_name_and_days_in_order_at_most_31() {
        let errors = validate_fair(&Fair::default(), known);
        assert_eq!(errors.get("name"), Some("Fair name is required"));
        assert_eq!(errors.get("startDate"), Some("Start date is required"));
        assert_eq!(errors.get("endDate"), Some("End date is required"));
        let early = Fair { end_date: Some("2026-10-13".into()), ..frankfurt() };
        assert_eq!(validate_fair(&early, known).get("endDate"), Some("End date cannot be before the start date"));
        let month = Fair { end_date: Some("2026-11-13".into()), ..frankfurt() };
        assert!(validate_fair(&month, known).is_empty(), "31 days");
        let long = Fair { end_date: Some("2026-11-14".into()), ..frankfurt() };
        assert_eq!(validate_fair(&long, known).get("endDate"), Some("A fair lasts at most 31 days"));
        let bad = Fair { start_date: Some("2026-02-30".into()), ..frankfurt() };
        assert_eq!(validate_fair(&bad, known).get("startDate"), Some(messages::INVALID_DATE));
    }

    #[test]
    fn a_fair_has_a_known_zone_hours_in_order_and_a_slot_of_5_to_240_minutes() {
        let mars = Fair { time_zone: Some("Mars/Olympus".into()), ..frankfurt() };
        assert_eq!(validate_fair(&mars, known).get("timeZone"), Some("Unknown time zone: choose one from the list"));
        let hours = Fair { day_start: Some("18:00".into()), day_end: Some("09:00".into()), ..frankfurt() };
        assert_eq!(validate_fair(&hours, known).get("dayEnd"), Some("Day end must be after day start"));
        let same = Fair { day_start: Some("10:00".into()), day_end: Some("10:00".into()), ..frankfurt() };
        assert_eq!(validate_fair(&same, known).get("dayEnd"), Some("Day end must be after day start"));
        let noon = Fair { day_start: Some("25:00".into()), ..frankfurt() };
        assert_eq!(validate_fair(&noon, known).get("dayStart"), Some(messages::INVALID_TIME));
        for minutes in [4, 241, 0, -30] {
            let slot = Fair { slot_minutes: Some(minutes), ..frankfurt() };
            assert_eq!(
                validate_fair(&slot, known).get("slotMinutes"),
                Some("Slot length must be between 5 and 240 minutes"),
                "{minutes}"
            );
        }
        for minutes in [5, 240] {
            assert!(validate_fair(&Fair { slot_minutes: Some(minutes), ..frankfurt() }, known).is_empty());
        }
    }

    #[test]
    fn a_meeting_is_within_the_fairs_days_and_hours() {
        assert!(checked(meeting("2026-10-14T09:00")).is_empty());
        assert!(checked(meeting("2026-10-18T17:30")).is_empty(), "ends at 18:00");
        assert_eq!(checked(meeting("2026-10-14T10:30")).len(), 0);
        for outside in ["2026-10-13T10:00", "2026-10-19T10:00", "2026-10-14T08:59", "2026-10-14T17:31"] {
            assert_eq!(
                checked(meeting(outside)).get("start"),
                Some("The meeting must be within the fair's days and hours"),
                "{outside}"
            );
        }
        let long = Meeting { minutes: Some(60), ..meeting("2026-10-14T17:30") };
        assert_eq!(checked(long).get("start"), Some("The meeting must be within the fair's days and hours"));
        assert_eq!(checked(meeting("2026-10-14")).get("start"), Some(messages::INVALID_DATE_TIME));
        assert_eq!(checked(Meeting { start: None, ..meeting("") }).get("start"), Some("Start is required"));
        let short = Meeting { minutes: Some(4), ..meeting("2026-10-14T10:00") };
        assert_eq!(checked(short).get("minutes"), Some("Slot length must be between 5 and 240 minutes"));
    }

    #[test]
    fn a_meeting_has_members_a_company_and_each_title_once() {
        let errors = checked(Meeting { member_ids: vec![], company_id: None, ..meeting("2026-10-14T10:00") });
        assert_eq!(errors.get("memberIds"), Some("Choose at least one team member"));
        assert_eq!(errors.get("companyId"), Some("Company is required"));
        let title = |id: Option<i64>, outcome: Option<&str>| MeetingTitle {
            title_id: id,
            outcome: outcome.map(Into::into),
            ..MeetingTitle::default()
        };
        let titles = vec![title(Some(1), None), title(Some(2), Some("interested")), title(Some(1), None)];
        let errors = checked(Meeting { titles, ..meeting("2026-10-14T10:00") });
        assert_eq!(errors.get("titles.2.titleId"), Some("A title is presented once per meeting"));
        assert_eq!(errors.len(), 1);
        let titles = vec![title(None, Some("maybe"))];
        let errors = checked(Meeting { titles, ..meeting("2026-10-14T10:00") });
        assert_eq!(errors.get("titles.0.titleId"), Some(messages::TITLE_REQUIRED));
        assert_eq!(errors.get("titles.0.outcome"), Some("Unknown outcome"));
        let status = Meeting { status: Some("postponed".into()), ..meeting("2026-10-14T10:00") };
        assert_eq!(checked(status).get("status"), Some(messages::UNKNOWN_STATUS));
        assert_eq!(meeting("x").normalized().status.as_deref(), Some("requested"));
    }

    #[test]
    fn slots_overlap_when_they_share_a_minute() {
        let slot = |start, minutes| Slot { start, minutes };
        assert!(slot(600, 30).overlaps(slot(600, 30)));
        assert!(slot(600, 30).overlaps(slot(629, 30)));
        assert!(slot(600, 60).overlaps(slot(615, 15)), "one within the other");
        assert!(!slot(600, 30).overlaps(slot(630, 30)), "one ends as the other starts");
        assert!(!slot(630, 30).overlaps(slot(600, 30)));
        assert!(!slot(600, 30).overlaps(slot(700, 30)));
    }

    #[test]
    fn the_same_company_twice_is_a_warning_naming_the_other_meetings() {
        let at = |text: &str| LocalDateTime::parse(text).unwrap();
        assert_eq!(
            same_company_warnings("Hanser Verlag", &[at("2026-10-16T09:00"), at("2026-10-15T14:00")]),
            ["Hanser Verlag is also met on 2026-10-15 at 14:00", "Hanser Verlag is also met on 2026-10-16 at 09:00"]
        );
        assert!(same_company_warnings("Hanser Verlag", &[]).is_empty());
    }

    #[test]
    fn a_held_meeting_follows_up_its_interested_and_send_material_titles() {
        let title = |id: i64, name: &str, outcome: Option<&str>| MeetingTitle {
            title_id: Some(id),
            title: Some(name.into()),
            note: Some(format!("About {name}")),
            outcome: outcome.map(Into::into),
        };
        let held = Meeting {
            id: Some(9),
            status: Some("held".into()),
            company: Some("Hanser Verlag".into()),
            contact_ids: vec![5, 4],
            titles: vec![
                title(1, "Dune", Some("interested")),
                title(2, "Emma", Some("send_material")),
                title(3, "Ulysses", Some("not_for_them")),
                title(4, "Kim", None),
            ],
            ..meeting("2026-10-14T10:00")
        };
        let today = IsoDate::parse("2026-10-20").unwrap();
        let source = FollowUpSource {
            meeting: &held,
            language: Some("de"),
            fair_name: "Frankfurt",
            today,
            chase_after_days: 42,
            done: &[],
        };
        let made = follow_ups(&source).unwrap();
        assert_eq!(made.iter().map(|(index, _)| *index).collect::<Vec<_>>(), [0, 1]);
        let (_, dune) = &made[0];
        assert_eq!(
            (dune.title.as_str(), dune.status.as_deref(), dune.material.len(), dune.contact_id),
            ("Dune", Some("interested"), 0, Some(5))
        );
        let (_, emma) = &made[1];
        assert_eq!((emma.status.as_deref(), emma.material.clone()), (Some("sent"), vec!["pdf".to_owned()]));
        assert_eq!(
            (emma.source.as_deref(), emma.sent_date.as_deref(), emma.chase_date.as_deref()),
            (Some("Frankfurt"), Some("2026-10-20"), Some("2026-12-01"))
        );
        assert_eq!(
            (emma.notes.as_deref(), emma.fair_meeting_id, emma.company_id, emma.language.as_deref()),
            (Some("About Emma"), Some(9), Some(7), Some("de"))
        );
        let again = FollowUpSource { done: &[1, 2], ..source };
        assert_eq!(follow_ups(&again).unwrap_err(), FollowUpRefusal::NothingToFollow);
        let confirmed = Meeting { status: Some("confirmed".into()), ..held.clone() };
        let refused = follow_ups(&FollowUpSource { meeting: &confirmed, ..source }).unwrap_err();
        assert_eq!(refused.message(), "Only a held meeting has follow-ups");
        assert_eq!(
            FollowUpRefusal::NothingToFollow.message(),
            "No title of this meeting is marked interested or send material"
        );
    }
}
