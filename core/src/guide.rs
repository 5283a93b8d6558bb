//! A rights guide ([`Guide`], docs/http.md "Rights guides"): the titles of a season in sections,
//! printed or shared for the buyers at a fair, and what each title's block shows ([`GuideShow`]).
//! Here are its wire shape, its normalising step and its rules (a name; at most
//! [`MAX_GUIDE_SECTIONS`] sections and [`MAX_GUIDE_TITLES`] titles, each title once; a known
//! right for the availability line), the shape of what it prints ([`GuideDocument`]), and the
//! two decisions its availability line makes ([`availability_line`], [`free_to_offer`]).
//! Whether the titles, the fair and the contact are the team's is the server's check.

use serde::{Deserialize, Serialize};
use validator::{Validate, ValidationError};

use crate::dates::IsoDate;
use crate::enums::{AvailabilityState, ContractType, MaterialKind};
use crate::field_errors::FieldErrors;
use crate::license::License;
use crate::limits::{MAX_GUIDE_SECTIONS, MAX_GUIDE_TITLES, MAX_LONG_TEXT_CHARS, MAX_NAME_CHARS};
#[cfg(test)]
use crate::messages;
use crate::normalize::{Normalize, tidy, trimmed};
use crate::prospection::Prospection;
use crate::rights::{self, Ask, RightHeld};
use crate::thema;
use crate::title::{Quote, Title};
use crate::{nullable, rules};

/// A rights guide of the team.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[validate(schema(function = each_title_once, code = "title_once_in_guide", skip_on_field_errors = false))]
#[validate(schema(function = at_most_the_titles, code = "guide_too_many_titles", skip_on_field_errors = false))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Guide {
    /// Server-assigned id; absent on create.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub id: Option<i64>,
    /// The record's version, read-only (set by the server): 1 when made, one more with every
    /// write to it or to what belongs to it; also its `ETag` (docs/http.md, "Versions").
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub version: Option<i64>,
    /// What it is ("Frankfurt 2026: Fiction"); required.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(
        custom(function = rules::searchable, code = "guide_name_required"),
        length(max = MAX_NAME_CHARS, code = "name_too_long")
    )]
    #[cfg_attr(feature = "openapi", schema(required, pattern = "\\S", max_length = 200))]
    pub name: String,
    /// The fair it is made for, one of the team's.
    pub fair_id: Option<i64>,
    /// The fair's name, read-only (set by the server).
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub fair: Option<String>,
    /// A text printed before the titles.
    #[validate(length(max = MAX_LONG_TEXT_CHARS, code = "long_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 10000))]
    pub intro: Option<String>,
    /// The sections in order, each with its titles in order; at most 50.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(nested, length(max = MAX_GUIDE_SECTIONS, code = "guide_too_many_sections"))]
    #[cfg_attr(feature = "openapi", schema(max_items = 50))]
    pub sections: Vec<GuideSection>,
    /// What each title's block shows; the defaults when absent.
    #[serde(deserialize_with = "nullable::or_default")]
    pub show: GuideShow,
    /// The right the availability line is about, a [`crate::ContractType`] wire value;
    /// `foreign_rights` when absent.
    #[validate(custom(function = rules::contract_type, code = "unknown_contract_type"))]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<ContractType>))]
    pub availability_right: Option<String>,
    /// The member of the team printed as the rights contact.
    pub contact_user_id: Option<i64>,
    /// Whether a share link is live, read-only (`POST`/`DELETE /api/guides/{id}/share`).
    #[serde(deserialize_with = "nullable::or_default")]
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub shared: bool,
    /// When it was last changed, RFC 3339 in UTC, read-only.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub updated_at: Option<String>,
}

/// A section of a guide: a heading and its titles, in order.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct GuideSection {
    /// "Fiction", "Non-fiction"; a section may have none.
    #[validate(length(max = MAX_NAME_CHARS, code = "name_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub heading: Option<String>,
    /// The ids of the team's titles, in the order printed.
    #[serde(deserialize_with = "nullable::or_default")]
    #[cfg_attr(feature = "openapi", schema(max_items = 500))]
    pub title_ids: Vec<i64>,
}

/// What each title's block of a guide shows. Absent options take their default: all on but the
/// description, the author's biography and the quotes, which make a long guide.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[allow(missing_docs, reason = "each option is the block's field of its name")]
pub struct GuideShow {
    pub cover: bool,
    pub subtitle: bool,
    pub author: bool,
    pub publish_date: bool,
    pub pages: bool,
    pub subjects: bool,
    pub pitch: bool,
    pub description: bool,
    pub author_bio: bool,
    pub quotes: bool,
    pub material: bool,
    pub rights_sold: bool,
    pub availability: bool,
    pub contact: bool,
}

impl Default for GuideShow {
    fn default() -> Self {
        GuideShow {
            cover: true,
            subtitle: true,
            author: true,
            publish_date: true,
            pages: true,
            subjects: true,
            pitch: true,
            description: false,
            author_bio: false,
            quotes: false,
            material: true,
            rights_sold: true,
            availability: true,
            contact: true,
        }
    }
}

impl Normalize for Guide {
    fn normalized(self) -> Self {
        let Guide {
            id,
            version,
            name,
            fair_id,
            fair,
            intro,
            sections,
            show,
            availability_right,
            contact_user_id,
            shared,
            updated_at,
        } = self;
        Guide {
            id,
            version,
            name: trimmed(&name),
            fair_id,
            fair,
            intro: tidy(intro),
            sections: sections
                .into_iter()
                .map(|GuideSection { heading, title_ids }| GuideSection { heading: tidy(heading), title_ids })
                .collect(),
            show,
            availability_right: tidy(availability_right).or_else(|| Some(ContractType::ForeignRights.to_string())),
            contact_user_id,
            shared,
            updated_at,
        }
    }
}

impl Guide {
    /// Every title id of the guide, section after section, in order.
    pub fn title_ids(&self) -> impl Iterator<Item = i64> + '_ {
        self.sections.iter().flat_map(|section| section.title_ids.iter().copied())
    }

    /// The right its availability line is about (`foreign_rights` when it names none, or one
    /// that does not parse, which its rules refuse).
    pub fn right(&self) -> ContractType {
        self.availability_right.as_deref().and_then(ContractType::parse).unwrap_or(ContractType::ForeignRights)
    }
}

/// A title is in a guide once: a second block of it would read as another title.
fn each_title_once(guide: &Guide) -> Result<(), ValidationError> {
    let mut ids: Vec<i64> = guide.title_ids().collect();
    ids.sort_unstable();
    let repeated = ids.windows(2).any(|pair| pair[0] == pair[1]);
    if repeated { Err(rules::on_field("sections")) } else { Ok(()) }
}

/// A guide is printed and shared whole: its titles are bounded.
fn at_most_the_titles(guide: &Guide) -> Result<(), ValidationError> {
    if guide.title_ids().count() > MAX_GUIDE_TITLES { Err(rules::on_field("sections")) } else { Ok(()) }
}

/// Checks a guide as submitted (create or update), in its stored form. Keys: `name`, `intro`,
/// `availabilityRight`, `sections` (the guide's titles: each once, at most 500; at most 50
/// sections) and `sections.{index}.heading`. Empty when valid.
pub fn validate_guide(guide: &Guide) -> FieldErrors {
    FieldErrors::of(&guide.clone().normalized())
}

/// What a guide prints (`GET /api/guides/{id}/document`, and its share link): its texts, the
/// options, the rights contact and the title blocks by section.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct GuideDocument {
    /// The guide's name, the printed pages' running header.
    pub name: String,
    /// The fair's name, when it is made for one.
    pub fair: Option<String>,
    /// The text before the titles.
    pub intro: Option<String>,
    /// What the blocks show: a block holds the fields these turn on, and no other.
    pub show: GuideShow,
    /// The rights contact, when `show.contact` and the guide names one.
    pub contact: Option<GuideContact>,
    /// The sections in order.
    pub sections: Vec<DocumentSection>,
}

/// The rights contact a guide prints.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct GuideContact {
    /// The member's name.
    pub name: String,
    /// The member's e-mail address.
    pub email: String,
}

/// A section of a guide as printed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct DocumentSection {
    /// Its heading, if it has one.
    pub heading: Option<String>,
    /// Its titles' blocks, in order.
    pub titles: Vec<TitleBlock>,
}

/// A title's block in a guide: its id and name, and only the fields the guide's options show
/// (a field the title lacks is absent too).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[allow(missing_docs, reason = "the title's fields of these names")]
pub struct TitleBlock {
    pub id: i64,
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub subtitle: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub author: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    #[cfg_attr(feature = "openapi", schema(format = Date))]
    pub publish_date: Option<String>,
    /// The most pages of its editions'.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub pages: Option<i64>,
    /// Its Thema codes, each with its section's name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub subjects: Option<Vec<Subject>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub pitch: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub author_bio: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub quotes: Option<Vec<Quote>>,
    /// The kinds of its material files, each once.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub material: Option<Vec<MaterialKind>>,
    /// The address of its cover's thumbnail, when it has a cover.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub cover: Option<String>,
    /// Its signed licenses marked to announce.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub rights_sold: Option<Vec<SoldRight>>,
    /// What the guide's right is for it today.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub availability: Option<AvailabilityLine>,
}

/// A Thema code with its section's name ("FBA", "Fiction and Related items").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Subject {
    /// The code.
    pub code: String,
    /// Its section's name ([`crate::thema::section_name`]).
    pub name: Option<String>,
}

/// A deal a guide announces: "German (Hanser Verlag)".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SoldRight {
    /// The right licensed, when the license names it.
    pub contract_type: Option<ContractType>,
    /// The language licensed, an ISO 639-1 code; none is every language.
    pub language: Option<String>,
    /// The licensee.
    pub company: String,
}

/// A title's availability line in a guide: its grid's row of the guide's right (docs/http.md,
/// "Availability").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct AvailabilityLine {
    /// The right.
    pub contract_type: ContractType,
    /// A state per language that the title's records name.
    pub languages: Vec<LanguageState>,
    /// The state of every language none of the title's records names.
    pub other_languages: AvailabilityState,
}

/// What a right is today in one language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct LanguageState {
    /// The ISO 639-1 code; none (every language) only when nothing of the title names one.
    pub language: Option<String>,
    /// The first state that applies.
    pub state: AvailabilityState,
}

/// The availability line of a title with these rights held, licenses and open pitches, for
/// `right`, `today`: the row of [`rights::grid`] for that right (no language when nothing names
/// that right), and the state of a language none of the records names.
pub fn availability_line(
    held: &[RightHeld],
    licenses: &[License],
    prospections: &[Prospection],
    right: ContractType,
    today: IsoDate,
) -> AvailabilityLine {
    let grid = rights::grid(held, licenses, prospections, today);
    let languages = grid
        .rights
        .into_iter()
        .find(|row| row.contract_type == right)
        .map(|row| {
            row.languages.into_iter().map(|cell| LanguageState { language: cell.language, state: cell.state }).collect()
        })
        .unwrap_or_default();
    // No record names the empty code (a language is two letters): asked about it, a record
    // meets it only when it is of every language, as it meets any language nobody names.
    let unnamed = Ask { right, language: Some(""), territory: None };
    let other_languages = rights::availability(held, licenses, prospections, &unnamed, today).state;
    AvailabilityLine { contract_type: right, languages, other_languages }
}

/// Whether a guide offers a right in this state: nobody holds it, by contract or by option
/// (`available`, `pitched`, `offer`). The CSV's "available in" lists these languages, its "not
/// available in" the others.
pub fn free_to_offer(state: AvailabilityState) -> bool {
    matches!(state, AvailabilityState::Available | AvailabilityState::Pitched | AvailabilityState::Offer)
}

/// What a title's block takes besides the title: read by the server only when shown.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BlockExtras {
    /// The address of its cover's thumbnail, when it has a cover.
    pub cover: Option<String>,
    /// The kinds of its material files.
    pub material: Vec<MaterialKind>,
    /// Its signed licenses marked to announce.
    pub rights_sold: Vec<SoldRight>,
    /// Its availability line.
    pub availability: Option<AvailabilityLine>,
}

/// A title's block in a guide: its id and name, and the fields `show` turns on (docs/http.md,
/// "Rights guides"); `pages` is the most of its editions', each subject is named by its Thema
/// section, each material kind is listed once.
pub fn title_block(title: &Title, show: &GuideShow, extras: BlockExtras) -> TitleBlock {
    let shown = |on: bool, value: &Option<String>| if on { value.clone() } else { None };
    let mut material = extras.material;
    material.sort_by_key(|kind| MaterialKind::ALL.iter().position(|known| known == kind));
    material.dedup();
    TitleBlock {
        id: title.id.unwrap_or_default(),
        name: title.name.clone(),
        subtitle: shown(show.subtitle, &title.subtitle),
        author: shown(show.author, &title.author),
        publish_date: shown(show.publish_date, &title.publish_date),
        pages: if show.pages { most_pages(title) } else { None },
        subjects: show.subjects.then(|| {
            let named =
                |code: &String| Subject { code: code.clone(), name: thema::section_name(code).map(str::to_owned) };
            title.subjects.iter().map(named).collect()
        }),
        pitch: shown(show.pitch, &title.pitch),
        description: shown(show.description, &title.description),
        author_bio: shown(show.author_bio, &title.author_bio),
        quotes: show.quotes.then(|| title.quotes.clone()),
        material: show.material.then_some(material),
        cover: if show.cover { extras.cover } else { None },
        rights_sold: show.rights_sold.then_some(extras.rights_sold),
        availability: if show.availability { extras.availability } else { None },
    }
}

/// The most pages of a title's editions, if any says.
pub fn most_pages(title: &Title) -> Option<i64> {
    title.editions.iter().filter_map(|edition| edition.pages).max()
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use serde_json::json;

    use super::*;
    use crate::territory::Territory;
    use crate::title::Edition;

    fn guide(sections: Vec<Vec<i64>>) -> Guide {
        Guide {
            name: "Frankfurt 2026".into(),
            sections: sections
                .into_iter()
                .map(|title_ids| GuideSection { heading: Some("Fiction".into()), title_ids })
                .collect(),
            ..Guide::default()
        }
    }

    fn only_error(guide: &Guide) -> (String, String) {
        let errors = validate_guide(guide);
        assert_eq!(errors.len(), 1, "{errors:?}");
        let (field, message) = errors.iter().next().unwrap();
        (field.to_owned(), message.to_owned())
    }

    #[test]
    fn a_guide_has_a_name() {
        assert!(validate_guide(&guide(vec![vec![1, 2]])).is_empty());
        for blank in ["", "  \t"] {
            let nameless = Guide { name: blank.into(), ..guide(vec![]) };
            assert_eq!(only_error(&nameless), ("name".into(), messages::GUIDE_NAME_REQUIRED.into()));
        }
    }

    #[test]
    fn a_title_appears_once() {
        let twice = guide(vec![vec![1, 2], vec![3, 1]]);
        assert_eq!(only_error(&twice), ("sections".into(), messages::TITLE_ONCE_IN_GUIDE.into()));
        assert_eq!(only_error(&guide(vec![vec![4, 4]])), ("sections".into(), messages::TITLE_ONCE_IN_GUIDE.into()));
    }

    #[test]
    fn a_guide_is_bounded() {
        let most: Vec<i64> = (1..=MAX_GUIDE_TITLES as i64).collect();
        assert!(validate_guide(&guide(vec![most[..250].to_vec(), most[250..].to_vec()])).is_empty());
        let over: Vec<i64> = (1..=MAX_GUIDE_TITLES as i64 + 1).collect();
        assert_eq!(only_error(&guide(vec![over])), ("sections".into(), messages::GUIDE_TOO_MANY_TITLES.into()));
        let sections = guide(vec![vec![]; MAX_GUIDE_SECTIONS as usize + 1]);
        assert_eq!(only_error(&sections), ("sections".into(), messages::GUIDE_TOO_MANY_SECTIONS.into()));
        let long = Guide {
            sections: vec![GuideSection { heading: Some("h".repeat(201)), title_ids: vec![] }],
            ..guide(vec![])
        };
        assert_eq!(only_error(&long), ("sections.0.heading".into(), messages::NAME_TOO_LONG.into()));
    }

    #[test]
    fn the_availability_right_is_a_right() {
        let odd = Guide { availability_right: Some("translation".into()), ..guide(vec![]) };
        assert_eq!(only_error(&odd), ("availabilityRight".into(), messages::UNKNOWN_CONTRACT_TYPE.into()));
        let stored = guide(vec![]).normalized();
        assert_eq!(
            (stored.availability_right.as_deref(), stored.right()),
            (Some("foreign_rights"), ContractType::ForeignRights)
        );
    }

    #[test]
    fn absent_options_take_their_defaults() {
        let read: Guide =
            serde_json::from_value(json!({"name": "G", "show": {"cover": false, "quotes": true}})).unwrap();
        assert_eq!(read.show, GuideShow { cover: false, quotes: true, ..GuideShow::default() });
        let read: Guide = serde_json::from_value(json!({"name": "G", "show": null, "sections": null})).unwrap();
        assert_eq!((read.show, read.sections.len()), (GuideShow::default(), 0));
        let shown = serde_json::to_value(GuideShow::default()).unwrap();
        let off: Vec<&str> =
            shown.as_object().unwrap().iter().filter(|(_, on)| **on == json!(false)).map(|(k, _)| k.as_str()).collect();
        assert_eq!(off, ["authorBio", "description", "quotes"]);
    }

    #[test]
    fn a_block_holds_what_its_options_show() {
        let title = Title {
            id: Some(3),
            name: "Dune".into(),
            subtitle: Some("A novel".into()),
            description: Some("Spice.".into()),
            subjects: vec!["FLS".into()],
            editions: vec![
                Edition { isbn: "9780306406157".into(), pages: Some(412), ..Edition::default() },
                Edition { isbn: "9780306406164".into(), pages: Some(640), ..Edition::default() },
            ],
            ..Title::default()
        };
        let extras = BlockExtras {
            cover: Some("/c/3".into()),
            material: vec![MaterialKind::Synopsis, MaterialKind::Sample, MaterialKind::Synopsis],
            ..BlockExtras::default()
        };
        let block = serde_json::to_value(title_block(&title, &GuideShow::default(), extras.clone())).unwrap();
        assert_eq!(
            block,
            json!({
                "id": 3, "name": "Dune", "subtitle": "A novel", "pages": 640, "cover": "/c/3",
                "subjects": [{"code": "FLS", "name": "Fiction and Related items"}],
                "material": ["sample", "synopsis"], "rightsSold": []
            })
        );
        let bare = GuideShow {
            subtitle: false,
            cover: false,
            material: false,
            rights_sold: false,
            description: true,
            ..GuideShow::default()
        };
        let block = serde_json::to_value(title_block(&title, &bare, extras)).unwrap();
        assert_eq!(block["description"], json!("Spice."));
        for hidden in ["subtitle", "cover", "material", "rightsSold"] {
            assert!(block.get(hidden).is_none(), "{hidden}");
        }
    }

    #[test]
    fn a_block_holds_only_what_it_has() {
        let block = TitleBlock { id: 3, name: "Dune".into(), pages: Some(412), ..TitleBlock::default() };
        assert_eq!(serde_json::to_value(block).unwrap(), json!({"id": 3, "name": "Dune", "pages": 412}));
    }

    fn license(language: &str, status: &str) -> License {
        License {
            id: Some(1),
            company: "Hanser".into(),
            contract_type: Some("foreign_rights".into()),
            language: Some(language.into()),
            status: Some(status.into()),
            contract_date: Some("2026-01-01".into()),
            ..License::default()
        }
    }

    #[test]
    fn the_line_is_the_grid_row_and_the_other_languages() {
        let today = IsoDate::parse("2026-06-01").unwrap();
        let right = ContractType::ForeignRights;
        let line = availability_line(&[], &[license("de", "signed"), license("fr", "sent")], &[], right, today);
        let states: Vec<_> = line.languages.iter().map(|cell| (cell.language.as_deref(), cell.state)).collect();
        assert_eq!(states, [(Some("de"), AvailabilityState::Sold), (Some("fr"), AvailabilityState::Pending)]);
        assert_eq!(line.other_languages, AvailabilityState::Available);
        // Rights held in German only: every other language is not held.
        let held = RightHeld {
            contract_type: Some("foreign_rights".into()),
            languages: vec!["de".into()],
            territory: Territory::default(),
            ..RightHeld::default()
        };
        let line = availability_line(&[held], &[], &[], right, today);
        assert_eq!(
            line.languages,
            [LanguageState { language: Some("de".into()), state: AvailabilityState::Available }]
        );
        assert_eq!(line.other_languages, AvailabilityState::NotHeld);
        // Nothing of the right: no language, every one available.
        let line = availability_line(&[], &[license("de", "signed")], &[], ContractType::Audio, today);
        assert_eq!((line.languages.len(), line.other_languages), (0, AvailabilityState::Available));
    }

    #[test]
    fn a_guide_offers_what_nobody_holds() {
        let offered: Vec<_> = AvailabilityState::ALL.into_iter().filter(|state| free_to_offer(*state)).collect();
        assert_eq!(offered, [AvailabilityState::Offer, AvailabilityState::Pitched, AvailabilityState::Available]);
    }
}
