//! A team [`Event`] and a calendar entry ([`CalendarEntry`]): the wire shapes, the stored form,
//! and the rules of an event: a title and a start are required, texts are bounded (the
//! attributes of [`Event`]), and here what depends on `allDay`: an all-day event's start and end
//! are dates, a timed one's dates and times, and the end is not before the start.

use serde::{Deserialize, Serialize};
use validator::Validate;

use crate::dates::{IsoDate, LocalDateTime};
use crate::field_errors::FieldErrors;
use crate::limits::{MAX_LONG_TEXT_CHARS, MAX_NAME_CHARS, MAX_SHORT_TEXT_CHARS};
use crate::messages;
use crate::normalize::{Normalize, tidy, trimmed};
use crate::{nullable, rules};

/// A team event of the calendar: a meeting, a fair, a reminder (docs/http.md, "Calendar and feed"). All-day
/// events start and end on dates (`YYYY-MM-DD`, the end inclusive: a fair from the 14th to the
/// 18th ends on the 18th); timed ones at the team's local time (`YYYY-MM-DDTHH:MM`). The shapes
/// and the order of start and end are [`crate::validate_event`]'s.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Event {
    /// Server-assigned id; absent on create.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub id: Option<i64>,
    /// The record's version, read-only (set by the server): 1 when made, one more with every
    /// write to it or to what belongs to it; also its `ETag` (docs/http.md, "Versions").
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub version: Option<i64>,
    /// What it is ("Frankfurt Book Fair", "Lunch with Gallimard"); required.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(custom(function = rules::searchable, code = "event_title_required"), length(max = MAX_NAME_CHARS, code = "name_too_long"))]
    #[cfg_attr(feature = "openapi", schema(required, pattern = "\\S", max_length = 200))]
    pub title: String,
    /// `YYYY-MM-DD` when all day, else `YYYY-MM-DDTHH:MM`; required.
    #[validate(required(code = "event_start_required"))]
    #[cfg_attr(feature = "openapi", schema(required, nullable = false, examples("2026-10-14", "2026-10-14T09:30")))]
    pub start: Option<String>,
    /// As `start`, not before it; absent for a single day or an open-ended time.
    #[cfg_attr(feature = "openapi", schema(examples("2026-10-18", "2026-10-14T10:30")))]
    pub end: Option<String>,
    /// Whether it takes whole days (dates) rather than a time (dates and times).
    pub all_day: bool,
    /// Where: a fair's hall and stand, a restaurant, a video call's address.
    #[validate(length(max = MAX_SHORT_TEXT_CHARS, code = "short_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub location: Option<String>,
    /// The company it is with, one of the team's.
    pub company_id: Option<i64>,
    /// The company's name, read-only (set by the server).
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub company: Option<String>,
    /// The contact it is with, one of the company's.
    pub contact_id: Option<i64>,
    /// The contact's name, read-only (set by the server).
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub contact: Option<String>,
    /// Free text.
    #[validate(length(max = MAX_LONG_TEXT_CHARS, code = "long_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 10000))]
    pub notes: Option<String>,
}

/// One entry of the calendar (docs/http.md, "Calendar and feed"): a date of a record (computed from it when asked,
/// never stored twice) or a team event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct CalendarEntry {
    /// Stable across calls and edits of the date: the kind and the record's id (`chase-42`,
    /// `event-7`), so a feed's reader replaces an entry whose date moved.
    pub id: String,
    /// What is due.
    pub kind: crate::CalendarKind,
    /// `YYYY-MM-DD` when all day, else `YYYY-MM-DDTHH:MM`.
    pub start: String,
    /// As `start`: the last day of an all-day entry (inclusive), the end of a timed one.
    pub end: String,
    /// Whether it takes whole days.
    pub all_day: bool,
    /// The record's name ("Dune → Gallimard", "Dune – Gallimard", "Dune") or the event's title.
    pub title: String,
    /// The kind of record it opens.
    pub entity_type: crate::EntityType,
    /// The record's id.
    pub entity_id: i64,
    /// Whether the date may be moved from the calendar: a chase date and an event; the other
    /// dates are terms of a contract or a title, changed on their record.
    pub movable: bool,
    /// An event's place, when it has one (the feed's LOCATION).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub location: Option<String>,
    /// An event's notes, when it has some (the feed's DESCRIPTION).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub notes: Option<String>,
}

impl Normalize for Event {
    fn normalized(self) -> Self {
        let Event {
            id,
            version,
            title,
            start,
            end,
            all_day,
            location,
            company_id,
            company,
            contact_id,
            contact,
            notes,
        } = self;
        Event {
            id,
            version,
            title: trimmed(&title),
            start: tidy(start),
            end: tidy(end),
            all_day,
            location: tidy(location),
            company_id,
            company,
            contact_id,
            contact,
            notes: tidy(notes),
        }
    }
}

/// Checks an event as submitted (create or update), in its stored form. Keys: `title`, `start`,
/// `end`, `location`, `notes`. Empty when the event is valid.
pub fn validate_event(event: &Event) -> FieldErrors {
    let event = event.clone().normalized();
    let mut errors = FieldErrors::of(&event);
    let (start, end) = if event.all_day {
        let date = |field: &str, text: &Option<String>, errors: &mut FieldErrors| {
            let text = text.as_deref()?;
            let date = IsoDate::parse(text);
            if date.is_none() {
                errors.add(field, messages::INVALID_DATE);
            }
            date.map(Moment::Day)
        };
        (date("start", &event.start, &mut errors), date("end", &event.end, &mut errors))
    } else {
        let time = |field: &str, text: &Option<String>, errors: &mut FieldErrors| {
            let text = text.as_deref()?;
            let time = LocalDateTime::parse(text);
            if time.is_none() {
                errors.add(field, messages::INVALID_DATE_TIME);
            }
            time.map(Moment::Time)
        };
        (time("start", &event.start, &mut errors), time("end", &event.end, &mut errors))
    };
    if let (Some(start), Some(end)) = (start, end)
        && end < start
    {
        errors.add("end", messages::EVENT_END_BEFORE_START);
    }
    errors
}

/// A start or an end, of the one shape `allDay` asks for: the two sides always compare alike.
#[derive(PartialEq, Eq, PartialOrd, Ord)]
enum Moment {
    Day(IsoDate),
    Time(LocalDateTime),
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;
    use crate::limits::{MAX_LONG_TEXT_CHARS, MAX_NAME_CHARS, MAX_SHORT_TEXT_CHARS};

    fn fair() -> Event {
        Event {
            title: "Frankfurt Book Fair".into(),
            start: Some("2026-10-14".into()),
            end: Some("2026-10-18".into()),
            all_day: true,
            ..Event::default()
        }
    }

    fn meeting(start: &str, end: Option<&str>) -> Event {
        Event {
            title: "Lunch with Gallimard".into(),
            start: Some(start.into()),
            end: end.map(Into::into),
            all_day: false,
            ..Event::default()
        }
    }

    #[test]
    fn a_fair_and_a_meeting_are_valid() {
        assert!(validate_event(&fair()).is_empty());
        assert!(validate_event(&Event { end: None, ..fair() }).is_empty());
        assert!(validate_event(&Event { end: Some("2026-10-14".into()), ..fair() }).is_empty());
        assert!(validate_event(&meeting("2026-10-15T12:30", Some("2026-10-15T14:00"))).is_empty());
        assert!(validate_event(&meeting("2026-10-15T12:30", None)).is_empty());
        assert!(validate_event(&meeting("2026-10-15T23:00", Some("2026-10-16T01:00"))).is_empty());
    }

    #[test]
    fn title_and_start_are_required() {
        let errors = validate_event(&Event { title: "  ".into(), start: Some(" ".into()), ..Event::default() });
        assert_eq!(errors.get("title"), Some(messages::EVENT_TITLE_REQUIRED));
        assert_eq!(errors.get("start"), Some(messages::EVENT_START_REQUIRED));
        assert_eq!(errors.len(), 2);
    }

    #[test]
    fn the_end_is_not_before_the_start() {
        let early = Event { end: Some("2026-10-13".into()), ..fair() };
        assert_eq!(validate_event(&early).get("end"), Some(messages::EVENT_END_BEFORE_START));
        let early = meeting("2026-10-15T12:30", Some("2026-10-15T12:29"));
        assert_eq!(validate_event(&early).get("end"), Some(messages::EVENT_END_BEFORE_START));
        assert_eq!(validate_event(&early).len(), 1);
    }

    #[test]
    fn the_shape_follows_all_day() {
        let timed_fair = Event { start: Some("2026-10-14T09:00".into()), ..fair() };
        assert_eq!(validate_event(&timed_fair).get("start"), Some(messages::INVALID_DATE));
        let dated_meeting = meeting("2026-10-15", Some("2026-10-15T14:00"));
        let errors = validate_event(&dated_meeting);
        assert_eq!(errors.get("start"), Some(messages::INVALID_DATE_TIME));
        assert_eq!(errors.len(), 1, "a start that does not read is not compared: {errors:?}");
        let errors = validate_event(&meeting("2026-02-30T10:00", Some("tomorrow")));
        assert_eq!(errors.get("start"), Some(messages::INVALID_DATE_TIME));
        assert_eq!(errors.get("end"), Some(messages::INVALID_DATE_TIME));
    }

    #[test]
    fn texts_are_bounded() {
        let long = Event {
            title: "a".repeat(MAX_NAME_CHARS as usize + 1),
            location: Some("b".repeat(MAX_SHORT_TEXT_CHARS as usize + 1)),
            notes: Some("c".repeat(MAX_LONG_TEXT_CHARS as usize + 1)),
            ..fair()
        };
        let errors = validate_event(&long);
        assert_eq!(errors.get("title"), Some(messages::NAME_TOO_LONG));
        assert_eq!(errors.get("location"), Some(messages::SHORT_TEXT_TOO_LONG));
        assert_eq!(errors.get("notes"), Some(messages::LONG_TEXT_TOO_LONG));
    }
}
