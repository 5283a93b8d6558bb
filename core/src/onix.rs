//! An ONIX for Books import's wire shapes ([`OnixPreview`] with its [`OnixTitle`]s and their
//! [`OnixChange`]s, the [`OnixDecisions`] sent back, the [`OnixApplied`] counts) and the one
//! decision it makes on a title the team has: what an update writes ([`merged`]) and what that
//! changes ([`changes`]). Reading the XML is the server's (server/src/onix/): core has no I/O.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::title::{Edition, Title};

/// The fields an import compares and writes, by their wire names, in the order a preview lists
/// their changes. A decision to keep a field names it so.
pub const FIELDS: [&str; 12] = [
    "name",
    "subtitle",
    "author",
    "publishDate",
    "description",
    "originalLanguage",
    "contributors",
    "subjects",
    "pitch",
    "authorBio",
    "editions",
    "coverLink",
];

/// Which of ONIX's two tag sets the file is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum OnixTags {
    /// `<Product>`, `<ProductIdentifier>`...
    Reference,
    /// `<product>`, `<productidentifier>`, `<b221>`...
    Short,
}

/// What applying the file does to one of its titles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum OnixAction {
    /// The team has no such title: it is created.
    New,
    /// The team has it (by an ISBN, else by its name and author): its changed fields are replaced.
    Update,
    /// It cannot be told which title the team has it as: it is not written.
    Conflict,
}

/// A product of the file that is not imported, with why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct OnixSkipped {
    /// The line of its `<Product>`.
    pub line: u64,
    /// Why it is skipped.
    pub reason: String,
}

/// A field an update would change: its value now and the value it would get.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct OnixChange {
    /// The field's wire name, one of [`FIELDS`].
    pub field: String,
    /// Its value now (null when it has none).
    #[cfg_attr(feature = "ts", ts(type = "unknown"))]
    #[cfg_attr(feature = "openapi", schema(value_type = Value))]
    pub current: serde_json::Value,
    /// The value the import writes (for `editions`, the team's and the file's merged by ISBN).
    #[cfg_attr(feature = "ts", ts(type = "unknown"))]
    #[cfg_attr(feature = "openapi", schema(value_type = Value))]
    pub incoming: serde_json::Value,
}

/// One title of the file: its editions (products) gathered, and what applying does with it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct OnixTitle {
    /// The title's id within the file, stable from preview to apply: the ISBN of its first product.
    pub key: String,
    /// What applying does with it.
    pub action: OnixAction,
    /// The team's title it updates (absent for a new title, and for a conflict).
    pub title_id: Option<i64>,
    /// Its name, as the file has it.
    pub name: String,
    /// The title as read from the file.
    pub incoming: Title,
    /// For an update, the fields it changes (none when the team's title already says it all).
    pub changes: Vec<OnixChange>,
    /// For a conflict, why.
    pub conflict: Option<String>,
}

/// What `POST /api/titles/onix/preview` answers: the file as read, and what applying it does.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct OnixPreview {
    /// The ONIX release of the file, `3.0` or `3.1`.
    pub release: String,
    /// Its tag set.
    pub tags: OnixTags,
    /// How many products it holds, skipped ones included.
    pub products: u64,
    /// The products not imported (no ISBN-13, no title).
    pub skipped: Vec<OnixSkipped>,
    /// Its titles, in the order of their first product.
    pub titles: Vec<OnixTitle>,
}

/// What the client decided after the preview: per title (by its key), the fields to keep as the
/// team has them. A title or field not named is replaced by the file's value.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct OnixDecisions {
    /// `{"9780306406157": ["description", "pitch"]}`.
    pub keep: BTreeMap<String, Vec<String>>,
}

/// What `POST /api/titles/onix/apply` answers.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct OnixApplied {
    /// Titles created.
    pub created: u64,
    /// Titles the team had whose fields changed.
    pub updated: u64,
    /// Titles in conflict, and products without an ISBN-13 or a title: not written.
    pub skipped: u64,
}

/// The title an update writes: `current` with the file's values, but for the fields in `keep`.
/// A value the file does not have never erases one the team has; editions merge by ISBN (an
/// edition of the file replaces the values of the team's edition of the same ISBN that it has,
/// a new ISBN is added).
pub fn merged(current: &Title, incoming: &Title, keep: &[String]) -> Title {
    let replace = |field: &str| !keep.iter().any(|kept| kept == field);
    let text = |field: &str, now: &Option<String>, new: &Option<String>| {
        if replace(field) && new.is_some() { new.clone() } else { now.clone() }
    };
    let mut title = current.clone();
    if replace("name") && !incoming.name.is_empty() {
        title.name.clone_from(&incoming.name);
    }
    title.subtitle = text("subtitle", &current.subtitle, &incoming.subtitle);
    title.author = text("author", &current.author, &incoming.author);
    title.publish_date = text("publishDate", &current.publish_date, &incoming.publish_date);
    title.description = text("description", &current.description, &incoming.description);
    title.original_language = text("originalLanguage", &current.original_language, &incoming.original_language);
    if replace("contributors") && !incoming.contributors.is_empty() {
        title.contributors.clone_from(&incoming.contributors);
    }
    if replace("subjects") && !incoming.subjects.is_empty() {
        title.subjects.clone_from(&incoming.subjects);
    }
    title.pitch = text("pitch", &current.pitch, &incoming.pitch);
    title.author_bio = text("authorBio", &current.author_bio, &incoming.author_bio);
    title.cover_link = text("coverLink", &current.cover_link, &incoming.cover_link);
    if replace("editions") {
        title.editions = merged_editions(&current.editions, &incoming.editions);
    }
    title
}

fn merged_editions(current: &[Edition], incoming: &[Edition]) -> Vec<Edition> {
    let mut editions = current.to_vec();
    for new in incoming {
        match editions.iter_mut().find(|edition| edition.isbn == new.isbn) {
            Some(edition) => {
                let now = edition.clone();
                *edition = Edition {
                    isbn: now.isbn,
                    format: new.format.clone().or(now.format),
                    publish_date: new.publish_date.clone().or(now.publish_date),
                    pages: new.pages.or(now.pages),
                    // a price goes with its currency: both from the file, or both kept
                    price: if new.price.is_some() { new.price } else { now.price },
                    currency: if new.price.is_some() { new.currency.clone() } else { now.currency },
                    sales_rights: new.sales_rights.clone().or(now.sales_rights),
                }
            }
            None => editions.push(new.clone()),
        }
    }
    editions
}

/// The fields of [`FIELDS`] whose value differs between `current` and `next`, in that order.
pub fn changes(current: &Title, next: &Title) -> Vec<OnixChange> {
    let (Ok(serde_json::Value::Object(mut now)), Ok(serde_json::Value::Object(mut then))) =
        (serde_json::to_value(current), serde_json::to_value(next))
    else {
        return Vec::new();
    };
    FIELDS
        .iter()
        .filter_map(|field| {
            let (current, incoming) = (now.remove(*field)?, then.remove(*field)?);
            (current != incoming).then(|| OnixChange { field: (*field).into(), current, incoming })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use serde_json::json;

    use super::*;

    fn edition(isbn: &str, pages: Option<i64>, format: Option<&str>) -> Edition {
        Edition { isbn: isbn.into(), pages, format: format.map(Into::into), ..Edition::default() }
    }

    fn team_title() -> Title {
        Title {
            id: Some(7),
            name: "Dune".into(),
            author: Some("Frank Herbert".into()),
            description: Some("Ours".into()),
            pitch: Some("Our pitch".into()),
            editions: vec![edition("9780306406157", Some(412), Some("hardback"))],
            ..Title::default()
        }
    }

    fn file_title() -> Title {
        Title {
            name: "Dune".into(),
            author: Some("Frank Herbert".into()),
            description: Some("Theirs".into()),
            subtitle: Some("A novel".into()),
            editions: vec![
                edition("9780306406157", None, Some("paperback")),
                edition("9780804429573", Some(300), None),
            ],
            ..Title::default()
        }
    }

    #[test]
    fn an_update_replaces_what_the_file_has_and_never_erases() {
        let next = merged(&team_title(), &file_title(), &[]);
        assert_eq!(next.description.as_deref(), Some("Theirs"));
        assert_eq!(next.subtitle.as_deref(), Some("A novel"));
        // absent from the file: kept
        assert_eq!(next.pitch.as_deref(), Some("Our pitch"));
        assert_eq!(next.id, Some(7));
        // the same ISBN merged field by field, a new one added
        assert_eq!(
            next.editions,
            [edition("9780306406157", Some(412), Some("paperback")), edition("9780804429573", Some(300), None)]
        );
    }

    #[test]
    fn kept_fields_stay_as_they_are() {
        let keep = ["description".to_string(), "editions".to_string()];
        let next = merged(&team_title(), &file_title(), &keep);
        assert_eq!(next.description.as_deref(), Some("Ours"));
        assert_eq!(next.editions, team_title().editions);
        assert_eq!(next.subtitle.as_deref(), Some("A novel"));
    }

    #[test]
    fn changes_list_the_fields_that_differ_in_order() {
        let current = team_title();
        let next = merged(&current, &file_title(), &[]);
        let found = changes(&current, &next);
        let fields: Vec<&str> = found.iter().map(|change| change.field.as_str()).collect();
        assert_eq!(fields, ["subtitle", "description", "editions"]);
        let description = &found[1];
        assert_eq!((&description.current, &description.incoming), (&json!("Ours"), &json!("Theirs")));
        assert!(changes(&current, &current).is_empty());
    }

    #[test]
    fn wire_shapes_are_camel_case() {
        let decisions: OnixDecisions = serde_json::from_value(json!({"keep": {"9780306406157": ["pitch"]}})).unwrap();
        assert_eq!(decisions.keep["9780306406157"], ["pitch"]);
        assert_eq!(serde_json::to_value(OnixAction::Conflict).unwrap(), json!("conflict"));
        assert_eq!(serde_json::to_value(OnixTags::Short).unwrap(), json!("short"));
        let applied = OnixApplied { created: 1, updated: 2, skipped: 3 };
        assert_eq!(serde_json::to_value(applied).unwrap(), json!({"created": 1, "updated": 2, "skipped": 3}));
    }
}
