//! A book [`Title`]: its wire shape, its rules (the name is required and not blank, texts are
//! bounded, the publish date is a real date, the original language and subjects have their codes'
//! shapes: the attributes of [`Title`]), its catalogue entries ([`Contributor`], [`Quote`],
//! [`Edition`] with its ISBN), and its stored form.

use serde::{Deserialize, Serialize};
use validator::{Validate, ValidationError};

use crate::currency::Currency;
use crate::field_errors::FieldErrors;
use crate::isbn::isbn13;
use crate::limits::{MAX_LONG_TEXT_CHARS, MAX_NAME_CHARS, MAX_PAGES, MAX_PITCH_CHARS, MAX_SHORT_TEXT_CHARS};
use crate::money::amount_problem;
use crate::normalize::{Normalize, tidy, trimmed};
use crate::thema::is_thema_code;
use crate::{messages, nullable, rules};

/// A book title.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Title {
    /// Server-assigned id; absent on create.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub id: Option<i64>,
    /// The record's version, read-only (set by the server): 1 when made, one more with every
    /// write to it or to what belongs to it; also its `ETag` (docs/http.md, "Versions").
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub version: Option<i64>,
    /// The title's name; required.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(
        custom(function = rules::searchable, code = "title_name_required"),
        length(max = MAX_NAME_CHARS, code = "name_too_long")
    )]
    #[cfg_attr(feature = "openapi", schema(required, pattern = "\\S", max_length = 200))]
    pub name: String,
    /// Author name.
    #[validate(length(max = MAX_NAME_CHARS, code = "name_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub author: Option<String>,
    /// Publication date, `YYYY-MM-DD`.
    #[validate(custom(function = rules::iso_date, code = "invalid_date"))]
    #[cfg_attr(feature = "openapi", schema(format = Date))]
    pub publish_date: Option<String>,
    /// Free text.
    #[validate(length(max = MAX_LONG_TEXT_CHARS, code = "long_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 10000))]
    pub description: Option<String>,
    /// The subtitle.
    #[validate(length(max = MAX_NAME_CHARS, code = "name_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub subtitle: Option<String>,
    /// The language the book was written in, an ISO 639-1 code (`de`).
    #[validate(custom(function = rules::language_code, code = "unknown_language"))]
    #[cfg_attr(feature = "openapi", schema(pattern = "^[a-z]{2}$"))]
    pub original_language: Option<String>,
    /// Who else made the book: co-authors, the translator, the illustrator...
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(nested)]
    pub contributors: Vec<Contributor>,
    /// Thema subject codes (`FBA`, `1DDF`), the main one first.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(custom(function = thema_codes, code = "invalid_thema"))]
    pub subjects: Vec<String>,
    /// The book in a few sentences, plain text, for a pitch or a rights guide.
    #[validate(length(max = MAX_PITCH_CHARS, code = "pitch_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 1000))]
    pub pitch: Option<String>,
    /// The author's biography.
    #[validate(length(max = MAX_LONG_TEXT_CHARS, code = "long_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 10000))]
    pub author_bio: Option<String>,
    /// What the press and other writers said of it.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(nested)]
    pub quotes: Vec<Quote>,
    /// The editions the publisher sells, each with its ISBN (unique within the team).
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(nested)]
    pub editions: Vec<Edition>,
    /// The cover's id, read-only: set by uploading a cover (`PUT /api/titles/{id}/cover`), new
    /// with each upload, absent without a cover. Clients put it in the image's address
    /// (`?v=`) so that a new cover is never read from a cache.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub cover: Option<i64>,
    /// Where the publisher's cover image is, read-only: the link an ONIX import found
    /// (`<SupportingResource>` of a front cover), kept as the publisher gave it and never fetched.
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub cover_link: Option<String>,
}

/// Someone beyond the title's author who made the book.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Contributor {
    /// Their name; required.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(
        custom(function = rules::filled, code = "contributor_name_required"),
        length(max = MAX_NAME_CHARS, code = "name_too_long")
    )]
    #[cfg_attr(feature = "openapi", schema(required, max_length = 200))]
    pub name: String,
    /// A [`crate::ContributorRole`] wire value; required.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(custom(function = rules::contributor_role, code = "unknown_contributor_role"))]
    #[cfg_attr(feature = "openapi", schema(required, value_type = crate::ContributorRole))]
    pub role: String,
}

/// A quotation about the title, with who said it.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Quote {
    /// The words quoted; required.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(
        custom(function = rules::filled, code = "quote_text_required"),
        length(max = MAX_PITCH_CHARS, code = "pitch_too_long")
    )]
    #[cfg_attr(feature = "openapi", schema(required, max_length = 1000))]
    pub text: String,
    /// Who said it, where ("The Guardian").
    #[validate(length(max = MAX_SHORT_TEXT_CHARS, code = "short_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub source: Option<String>,
}

/// An edition of a title: a format with its own ISBN.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Edition {
    /// The ISBN-13, or an ISBN-10, hyphens allowed; stored as the thirteen digits of its ISBN-13.
    #[serde(deserialize_with = "nullable::or_default")]
    #[validate(custom(function = rules::filled, code = "isbn_required"), custom(function = isbn, code = "invalid_isbn"))]
    #[cfg_attr(feature = "openapi", schema(required, example = "9780306406157"))]
    pub isbn: String,
    /// An [`crate::EditionFormat`] wire value.
    #[validate(custom(function = rules::edition_format, code = "unknown_format"))]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::EditionFormat>))]
    pub format: Option<String>,
    /// When this edition came out, `YYYY-MM-DD`.
    #[validate(custom(function = rules::iso_date, code = "invalid_date"))]
    #[cfg_attr(feature = "openapi", schema(format = Date))]
    pub publish_date: Option<String>,
    /// Its number of pages, 1 to 100,000.
    #[validate(range(min = 1, max = MAX_PAGES, code = "pages_range"))]
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 100000))]
    pub pages: Option<i64>,
    /// Its retail price, with at most its currency's decimals.
    #[cfg_attr(feature = "openapi", schema(minimum = 0))]
    pub price: Option<f64>,
    /// The price's [`crate::Currency`] code; required with a price.
    #[validate(custom(function = rules::currency, code = "unknown_currency"))]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<Currency>))]
    pub currency: Option<String>,
    /// Where the edition sells, as an ONIX import found it ("World", "Exclusive in: GB IE"): shown
    /// as it is, never mixed with the rights the team holds.
    #[validate(length(max = MAX_SHORT_TEXT_CHARS, code = "short_text_too_long"))]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub sales_rights: Option<String>,
}

impl Normalize for Title {
    fn normalized(self) -> Self {
        let Title {
            id,
            version,
            name,
            author,
            publish_date,
            description,
            subtitle,
            original_language,
            contributors,
            subjects,
            pitch,
            author_bio,
            quotes,
            editions,
            cover,
            cover_link,
        } = self;
        Title {
            id,
            version,
            name: trimmed(&name),
            author: tidy(author),
            publish_date: tidy(publish_date),
            description: tidy(description),
            subtitle: tidy(subtitle),
            original_language: tidy(original_language),
            contributors: contributors
                .into_iter()
                .map(|Contributor { name, role }| Contributor { name: trimmed(&name), role: trimmed(&role) })
                .collect(),
            subjects: subjects
                .iter()
                .map(|code| code.trim().to_ascii_uppercase())
                .filter(|code| !code.is_empty())
                .collect(),
            pitch: tidy(pitch),
            author_bio: tidy(author_bio),
            quotes: quotes
                .into_iter()
                .map(|Quote { text, source }| Quote { text: trimmed(&text), source: tidy(source) })
                .collect(),
            editions: editions.into_iter().map(Normalize::normalized).collect(),
            cover,
            cover_link: tidy(cover_link),
        }
    }
}

impl Normalize for Edition {
    /// The ISBN becomes its ISBN-13's digits when it is valid (kept as typed otherwise, for its
    /// message).
    fn normalized(self) -> Self {
        let Edition { isbn, format, publish_date, pages, price, currency, sales_rights } = self;
        Edition {
            isbn: isbn13(&isbn).unwrap_or_else(|| trimmed(&isbn)),
            format: tidy(format),
            publish_date: tidy(publish_date),
            pages,
            price,
            currency: tidy(currency),
            sales_rights: tidy(sales_rights),
        }
    }
}

fn thema_codes(codes: &[String]) -> Result<(), ValidationError> {
    if codes.iter().all(|code| is_thema_code(code)) { Ok(()) } else { Err(ValidationError::new("invalid")) }
}

fn isbn(text: &str) -> Result<(), ValidationError> {
    if text.trim().is_empty() || isbn13(text).is_some() { Ok(()) } else { Err(ValidationError::new("invalid")) }
}

/// Checks a title as submitted (create or update), in its stored form. Keys: `name`, `author`,
/// `publishDate`, `description`, `subtitle`, `originalLanguage`, `subjects`, `pitch`, `authorBio`,
/// and per item `contributors.N.name|role`, `quotes.N.text|source`,
/// `editions.N.isbn|format|publishDate|pages|price|currency`: an ISBN listed twice, a price
/// without its currency or with more decimals than it has. Empty when the title is valid.
pub fn validate_title(title: &Title) -> FieldErrors {
    let title = title.clone().normalized();
    let mut errors = FieldErrors::of(&title);
    for (index, edition) in title.editions.iter().enumerate() {
        if title.editions[..index].iter().any(|earlier| earlier.isbn == edition.isbn && !edition.isbn.is_empty()) {
            errors.add(format!("editions.{index}.isbn"), messages::ISBN_TWICE);
        }
        if let Some(price) = edition.price {
            let currency = edition.currency.as_deref().and_then(Currency::parse);
            if let Some(problem) = amount_problem(price, currency, false) {
                errors.add(format!("editions.{index}.price"), problem);
            }
            if edition.currency.is_none() {
                errors.add(format!("editions.{index}.currency"), messages::PRICE_CURRENCY_REQUIRED);
            }
        }
    }
    errors
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;
    use crate::limits::{MAX_LONG_TEXT_CHARS, MAX_NAME_CHARS};
    use crate::messages;

    fn named(name: &str) -> Title {
        Title { name: name.into(), ..Title::default() }
    }

    #[test]
    fn a_named_title_is_valid() {
        assert!(validate_title(&named("Dune")).is_empty());
        let full = Title {
            id: Some(1),
            version: Some(2),
            name: "Dune".into(),
            author: Some("Frank Herbert".into()),
            publish_date: Some("1965-08-01".into()),
            description: Some("Spice.".into()),
            subtitle: Some("A novel".into()),
            original_language: Some("en".into()),
            contributors: vec![Contributor { name: "John Schoenherr".into(), role: "illustrator".into() }],
            subjects: vec!["FLS".into(), "1KBB".into()],
            pitch: Some("Spice.".into()),
            author_bio: Some("Born in Tacoma.".into()),
            quotes: vec![Quote { text: "A triumph.".into(), source: Some("Arthur C. Clarke".into()) }],
            editions: vec![Edition {
                isbn: "978-0-306-40615-7".into(),
                format: Some("hardback".into()),
                publish_date: Some("1965-08-01".into()),
                pages: Some(412),
                price: Some(5.95),
                currency: Some("USD".into()),
                sales_rights: Some("World".into()),
            }],
            cover: Some(3),
            cover_link: Some("https://example.com/dune.jpg".into()),
        };
        assert!(validate_title(&full).is_empty());
    }

    #[test]
    fn name_is_required_and_not_blank() {
        for name in ["", " ", "  \t\n "] {
            let errors = validate_title(&named(name));
            assert_eq!(errors.get("name"), Some("Title name is required"), "{name:?}");
            assert_eq!(errors.len(), 1);
        }
    }

    #[test]
    fn a_blank_name_is_missing_before_it_is_long() {
        let errors = validate_title(&named(&" ".repeat(MAX_NAME_CHARS as usize + 5)));
        assert_eq!(errors.get("name"), Some(messages::TITLE_NAME_REQUIRED));
        let accents_only = "\u{301}".repeat(MAX_NAME_CHARS as usize + 5);
        assert_eq!(validate_title(&named(&accents_only)).get("name"), Some(messages::TITLE_NAME_REQUIRED));
    }

    #[test]
    fn texts_are_bounded() {
        assert!(validate_title(&named(&"a".repeat(MAX_NAME_CHARS as usize))).is_empty());
        let errors = validate_title(&Title {
            name: "a".repeat(MAX_NAME_CHARS as usize + 1),
            author: Some("b".repeat(MAX_NAME_CHARS as usize + 1)),
            description: Some("c".repeat(MAX_LONG_TEXT_CHARS as usize + 1)),
            ..Title::default()
        });
        assert_eq!(errors.get("name"), Some(messages::NAME_TOO_LONG));
        assert_eq!(errors.get("author"), Some(messages::NAME_TOO_LONG));
        assert_eq!(errors.get("description"), Some(messages::LONG_TEXT_TOO_LONG));
        let long_description = Title { description: Some("c".repeat(MAX_LONG_TEXT_CHARS as usize)), ..named("Dune") };
        assert!(validate_title(&long_description).is_empty());
    }

    #[test]
    fn publish_date_must_be_real_when_given() {
        let dated = |date: &str| Title { publish_date: Some(date.into()), ..named("Dune") };
        assert!(validate_title(&dated("")).is_empty());
        assert!(validate_title(&dated("2024-02-29")).is_empty());
        for date in ["2023-02-29", "01/02/2024", "2024-02-30", "tomorrow"] {
            assert_eq!(validate_title(&dated(date)).get("publishDate"), Some(messages::INVALID_DATE), "{date}");
        }
    }
}

#[cfg(test)]
mod catalogue_tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;

    fn with_editions(editions: Vec<Edition>) -> Title {
        Title { name: "Dune".into(), editions, ..Title::default() }
    }

    fn edition(isbn: &str) -> Edition {
        Edition { isbn: isbn.into(), ..Edition::default() }
    }

    #[test]
    fn isbns_are_checked_and_stored_as_isbn_13() {
        let title = with_editions(vec![edition("0-306-40615-2"), edition("978-0-8044-2957-3")]);
        assert!(validate_title(&title).is_empty());
        let stored: Vec<String> = title.normalized().editions.into_iter().map(|e| e.isbn).collect();
        assert_eq!(stored, ["9780306406157", "9780804429573"]);

        let errors = validate_title(&with_editions(vec![edition("9780306406158"), edition(" ")]));
        assert_eq!(errors.get("editions.0.isbn"), Some(messages::INVALID_ISBN));
        assert_eq!(errors.get("editions.1.isbn"), Some(messages::ISBN_REQUIRED));
    }

    #[test]
    fn an_isbn_listed_twice_is_named_on_the_second() {
        let errors = validate_title(&with_editions(vec![edition("9780306406157"), edition("0306406152")]));
        assert_eq!(errors.iter().collect::<Vec<_>>(), [("editions.1.isbn", messages::ISBN_TWICE)]);
    }

    #[test]
    fn edition_fields_have_their_rules() {
        let errors = validate_title(&with_editions(vec![Edition {
            isbn: "9780306406157".into(),
            format: Some("scroll".into()),
            publish_date: Some("2024-13-01".into()),
            pages: Some(0),
            price: Some(12.345),
            currency: Some("EUR".into()),
            sales_rights: None,
        }]));
        assert_eq!(errors.get("editions.0.format"), Some(messages::UNKNOWN_FORMAT));
        assert_eq!(errors.get("editions.0.publishDate"), Some(messages::INVALID_DATE));
        assert_eq!(errors.get("editions.0.pages"), Some(messages::PAGES_RANGE));
        assert_eq!(errors.get("editions.0.price"), Some("Use at most 2 decimals"));
        let priced = with_editions(vec![Edition { price: Some(20.0), ..edition("9780306406157") }]);
        assert_eq!(validate_title(&priced).get("editions.0.currency"), Some(messages::PRICE_CURRENCY_REQUIRED));
        let yen = with_editions(vec![Edition {
            price: Some(1800.0),
            currency: Some("JPY".into()),
            ..edition("9780306406157")
        }]);
        assert!(validate_title(&yen).is_empty());
    }

    #[test]
    fn contributors_quotes_languages_and_subjects() {
        let title = Title {
            name: "Dune".into(),
            original_language: Some("eng".into()),
            contributors: vec![
                Contributor { name: " ".into(), role: "translator".into() },
                Contributor { name: "Ann".into(), role: "ghost".into() },
            ],
            subjects: vec!["fba".into(), "FB A".into()],
            quotes: vec![Quote { text: "".into(), source: None }],
            pitch: Some("p".repeat(MAX_PITCH_CHARS as usize + 1)),
            ..Title::default()
        };
        let errors = validate_title(&title);
        assert_eq!(errors.get("originalLanguage"), Some(messages::UNKNOWN_LANGUAGE));
        assert_eq!(errors.get("contributors.0.name"), Some(messages::CONTRIBUTOR_NAME_REQUIRED));
        assert_eq!(errors.get("contributors.1.role"), Some(messages::UNKNOWN_CONTRIBUTOR_ROLE));
        assert_eq!(errors.get("subjects"), Some(messages::INVALID_THEMA));
        assert_eq!(errors.get("quotes.0.text"), Some(messages::QUOTE_TEXT_REQUIRED));
        assert_eq!(errors.get("pitch"), Some(messages::PITCH_TOO_LONG));
        // subjects are stored in capitals, blanks dropped
        let subjects = Title { subjects: vec![" fba ".into(), "".into(), "1ddf".into()], ..Title::default() };
        assert_eq!(subjects.normalized().subjects, ["FBA", "1DDF"]);
    }
}

#[cfg(test)]
mod stored_and_wire_form_tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use serde_json::json;

    use super::*;
    use crate::company::ContactSuggestion;
    use crate::reference::{Country, Language};
    use crate::search::Suggestion;

    #[test]
    fn titles_are_trimmed_and_blanks_absent() {
        let title = Title {
            id: Some(4),
            version: None,
            name: "  Dune \n".into(),
            author: Some(" Frank Herbert ".into()),
            publish_date: Some("   ".into()),
            description: Some(String::new()),
            ..Title::default()
        };
        assert_eq!(
            title.normalized(),
            Title { id: Some(4), name: "Dune".into(), author: Some("Frank Herbert".into()), ..Title::default() }
        );
    }

    #[test]
    fn title_and_suggestions_use_camel_case() {
        let title = Title {
            id: Some(1),
            version: Some(2),
            name: "Dune".into(),
            author: Some("Frank Herbert".into()),
            publish_date: Some("1965-08-01".into()),
            description: None,
            ..Title::default()
        };
        let value = serde_json::to_value(&title).unwrap();
        assert_eq!(value["publishDate"], json!("1965-08-01"));
        assert_eq!(serde_json::from_value::<Title>(value).unwrap(), title);
        assert_eq!(serde_json::from_value::<Title>(json!({})).unwrap(), Title::default());

        let suggestion = ContactSuggestion {
            id: 1,
            name: "Anne".into(),
            email: None,
            role: Some("Rights director".into()),
            company_id: 2,
            company: "G".into(),
        };
        let value = serde_json::to_value(&suggestion).unwrap();
        assert_eq!(
            value,
            json!({"id": 1, "name": "Anne", "email": null, "role": "Rights director", "companyId": 2, "company": "G"})
        );
        assert_eq!(
            serde_json::to_value(Suggestion { id: 3, name: "Dune".into() }).unwrap(),
            json!({"id": 3, "name": "Dune"})
        );
        let country =
            Country { id: "FR".into(), code: "FR".into(), name: "France".into(), aliases: vec!["FRA".into()] };
        assert_eq!(
            serde_json::to_value(&country).unwrap(),
            json!({"id": "FR", "code": "FR", "name": "France", "aliases": ["FRA"]})
        );
        // a list cached before the aliases reads without them
        let cached: Country = serde_json::from_value(json!({"id": "FR", "code": "FR", "name": "France"})).unwrap();
        assert!(cached.aliases.is_empty());
        let language: Language = serde_json::from_value(json!({"id": "fr", "code": "fr", "name": "French"})).unwrap();
        assert_eq!(language.name, "French");
    }
}
