//! The rows of a titles or licenses CSV file made into titles and licenses: the one mapping behind
//! `rightsdesk import titles|licenses`, with the messages of the web's titles import (a name twice
//! in one file is "Same name as line 2", as `web/src/features/imports/parse-titles.ts` says it).
//! The companies' twin is [`crate::company_csv`].
//!
//! Each row is read from its cells as text, so that a cell the entity cannot take gets a message
//! of the core's rather than a parser's: `signed` is `true` or `false` (case aside; empty is
//! false), read by [`license::parse_signed`] as the licenses list's filter reads it; `advance` is
//! a number. Every row is then checked with the entity's rules, and against the rows before it:
//! a title named as an earlier one (case and accents aside), a license with the terms of an
//! earlier one.
//!
//! A titles file has one row per edition (REPEATED ROWS, as a spreadsheet user writes them and
//! the web's export writes them): a row with the name of the title on the row before it adds its
//! edition (`isbn`, `format`, `editionDate`, `pages`, `price`, `currency`) to that title, whose
//! other cells come from its first row; the later rows leave them empty or repeat them. A title's
//! rows follow each other, so that a million-row file is read as a stream: a name met again
//! after another title's rows is "Same name as line 2". `subjects` holds Thema codes separated by
//! `;`, `contributors` `Name (role)` separated by `;`, `quotes` one quote per line of the cell (as
//! a spreadsheet's line break in a cell writes them), each `words — source` (the source after the
//! last spaced em dash, if any). An edition's `salesRights` is where it sells, as an ONIX import
//! found it, kept as it is.
//!
//! The CSV text itself is read by the caller (the `csv` crate on the server, papaparse in the
//! browser), which gives each row with the line it starts on (1 being the header). No I/O.

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::company_csv::{Key, LineError};
use crate::license::{self, CheckedLicense, License};
use crate::territory::Territory;
use crate::{Contributor, Edition, FieldErrors, Normalize, Quote, Title, check_license, messages, validate_title};

/// The columns of a titles file, in the order messages are sorted by; only `name` is required.
/// The title's columns come first, then its edition's (`editionDate` is the edition's
/// `publishDate`).
pub const TITLE_COLUMNS: [&str; 18] = [
    "name",
    "author",
    "publishDate",
    "description",
    "subtitle",
    "originalLanguage",
    "subjects",
    "pitch",
    "authorBio",
    "contributors",
    "quotes",
    "isbn",
    "format",
    "editionDate",
    "pages",
    "price",
    "currency",
    "salesRights",
];

/// One data row of a titles file: its cells by column, `""` for a column the file lacks or leaves
/// empty.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct TitleRow {
    /// The title's name; the rows of one title follow each other.
    pub name: String,
    /// Its author.
    pub author: String,
    /// `YYYY-MM-DD`.
    pub publish_date: String,
    /// Free text.
    pub description: String,
    /// The subtitle.
    pub subtitle: String,
    /// An ISO 639-1 code.
    pub original_language: String,
    /// Thema codes separated by `;`.
    pub subjects: String,
    /// Plain text.
    pub pitch: String,
    /// The author's biography.
    pub author_bio: String,
    /// `Name (role)` separated by `;`, each role a [`crate::ContributorRole`] wire value.
    pub contributors: String,
    /// One quote per line, each `words — source`.
    pub quotes: String,
    /// The row's edition's ISBN-13 or ISBN-10.
    pub isbn: String,
    /// Its [`crate::EditionFormat`] wire value.
    pub format: String,
    /// When it came out, `YYYY-MM-DD`.
    pub edition_date: String,
    /// Its number of pages.
    pub pages: String,
    /// Its retail price, a number.
    pub price: String,
    /// The price's currency code.
    pub currency: String,
    /// Where the edition sells ("World"), as an ONIX import found it.
    pub sales_rights: String,
}

impl TitleRow {
    /// Whether the row has an edition: any of its edition cells holds more than spaces.
    fn has_edition(&self) -> bool {
        [&self.isbn, &self.format, &self.edition_date, &self.pages, &self.price, &self.currency, &self.sales_rights]
            .iter()
            .any(|cell| !cell.trim().is_empty())
    }
}

/// One data row of a licenses file ([`license::CSV_COLUMNS`]): its cells by column, `""` for a
/// column the file lacks or leaves empty.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(default, rename_all = "camelCase")]
#[allow(missing_docs)]
pub struct LicenseRow {
    pub title: String,
    pub company: String,
    pub agent: String,
    pub commission: String,
    pub contract_date: String,
    /// `true` or `false`, case aside; empty is false. `status`, when given, says it instead.
    pub signed: String,
    pub status: String,
    pub contract_type: String,
    pub language: String,
    /// The territory's text form ("World", "DE, AT", "World except CH").
    pub territory: String,
    /// `true` or `false`, case aside; empty is true.
    pub exclusive: String,
    pub reversion_date: String,
    pub end_date: String,
    /// A number.
    pub advance: String,
    pub currency: String,
    pub royalties: String,
    pub files_fee: String,
    pub publication_date: String,
    pub print_run: String,
    pub retail_price: String,
    pub notes: String,
    /// `true` or `false`, case aside; empty is false.
    pub announce: String,
    /// `half_year` or `year`; empty is `half_year`.
    pub accounting_period: String,
    /// Days from a period's end to its statement's due date, a whole number from 0 to 365; empty
    /// is 90.
    pub statement_days: String,
}

/// A row of the file as the entity to store (its stored form, checked), or its problems, each on
/// the row's line, sorted by column (those of no column last).
pub type FileRow<T> = Result<T, Vec<LineError>>;

/// What a row of a titles file adds: a title (with the row's edition, if it has one), or one
/// more edition of the title whose first row is on `title_line`, the rows just before.
#[derive(Debug, Clone, PartialEq)]
pub enum TitleLine {
    /// The first row of a title, in its stored form.
    Title(Title),
    /// A later row of the title that starts on `title_line`: its edition, in its stored form.
    Edition {
        /// The line of the title's first row.
        title_line: u64,
        /// The row's edition.
        edition: Edition,
    },
}

/// The titles of a file, read row by row in file order; remembers the names met so far, and the
/// title being read, whose next rows may add its editions.
pub struct TitleRows {
    key: Key,
    /// Each name's key, with the line it was first met on.
    first_lines: BTreeMap<String, u64>,
    /// The last title's name key, first line, fields (its stored form, without editions) and
    /// ISBNs so far.
    current: Option<(String, u64, Title, Vec<String>)>,
}

impl TitleRows {
    /// A file's reader; `key` is [`crate::search_key`] (natively) or the browser's.
    pub fn new(key: Key) -> Self {
        TitleRows { key, first_lines: BTreeMap::new(), current: None }
    }

    /// The row on `line` as what it adds, or its problems: the title's rules (the edition's
    /// in its columns), the NUL character, a cell that is not a number, a name an earlier title
    /// has ("Same name as line 2"). A row with the name of the title just before is another
    /// edition of it: its title cells are left empty or repeat the first row's (any other is
    /// "Same name as line 2 but other title details"), and its ISBN is not one of the title's
    /// already.
    pub fn read(&mut self, line: u64, row: TitleRow) -> FileRow<TitleLine> {
        let mut errors = Vec::new();
        let has_edition = row.has_edition();
        let TitleRow {
            name,
            author,
            publish_date,
            description,
            subtitle,
            original_language,
            subjects,
            pitch,
            author_bio,
            contributors,
            quotes,
            isbn,
            format,
            edition_date,
            pages,
            price,
            currency,
            sales_rights,
        } = row;
        nul_in(
            line,
            &[
                ("name", &name),
                ("author", &author),
                ("publishDate", &publish_date),
                ("description", &description),
                ("subtitle", &subtitle),
                ("originalLanguage", &original_language),
                ("subjects", &subjects),
                ("pitch", &pitch),
                ("authorBio", &author_bio),
                ("contributors", &contributors),
                ("quotes", &quotes),
                ("isbn", &isbn),
                ("format", &format),
                ("editionDate", &edition_date),
                ("pages", &pages),
                ("price", &price),
                ("currency", &currency),
                ("salesRights", &sales_rights),
            ],
            &mut errors,
        );
        let edition = has_edition.then(|| Edition {
            isbn,
            format: Some(format),
            publish_date: Some(edition_date),
            pages: number(line, "pages", &pages, messages::PAGES_RANGE, &mut errors),
            price: number(line, "price", &price, messages::PRICE_NOT_NUMBER, &mut errors),
            currency: Some(currency),
            sales_rights: Some(sales_rights),
        });
        let title = Title {
            name,
            author: Some(author),
            publish_date: Some(publish_date),
            description: Some(description),
            subtitle: Some(subtitle),
            original_language: Some(original_language),
            contributors: contributors_of(&contributors),
            subjects: subjects.split(';').map(str::to_owned).collect(),
            pitch: Some(pitch),
            author_bio: Some(author_bio),
            quotes: quotes_of(&quotes),
            ..Title::default()
        }
        .normalized();
        let key = (self.key)(&title.name);
        if let Some((_, title_line, first, isbns)) =
            self.current.as_mut().filter(|(current, ..)| !key.is_empty() && *current == key)
        {
            let title_line = *title_line;
            if other_details(first, &title) {
                errors.push(LineError {
                    line,
                    field: "name".into(),
                    message: messages::other_title_details_than_line(title_line),
                });
            }
            let Some(edition) = edition else {
                // A row that adds nothing to the title is the same title twice.
                if errors.is_empty() {
                    errors.push(LineError {
                        line,
                        field: "name".into(),
                        message: messages::same_name_as_line(title_line),
                    });
                }
                return Err(sorted(errors, &TITLE_COLUMNS));
            };
            let alone = Title { name: first.name.clone(), editions: vec![edition], ..Title::default() };
            place(line, &validate_title(&alone), &mut errors);
            let edition = alone.normalized().editions.remove(0);
            if !edition.isbn.is_empty() && isbns.contains(&edition.isbn) {
                errors.push(LineError { line, field: "isbn".into(), message: messages::ISBN_TWICE.into() });
            }
            isbns.push(edition.isbn.clone());
            return if errors.is_empty() {
                Ok(TitleLine::Edition { title_line, edition })
            } else {
                Err(sorted(errors, &TITLE_COLUMNS))
            };
        }
        let title = Title { editions: edition.into_iter().collect(), ..title };
        place(line, &validate_title(&title), &mut errors);
        let title = title.normalized();
        if !key.is_empty() {
            if let Some(first) = self.first_lines.get(&key) {
                errors.push(LineError { line, field: "name".into(), message: messages::same_name_as_line(*first) });
            } else {
                self.first_lines.insert(key.clone(), line);
            }
        }
        let isbns = title.editions.iter().map(|edition| edition.isbn.clone()).collect();
        self.current = Some((key, line, Title { editions: Vec::new(), ..title.clone() }, isbns));
        if errors.is_empty() { Ok(TitleLine::Title(title)) } else { Err(sorted(errors, &TITLE_COLUMNS)) }
    }
}

/// A number cell: `None` when blank, or when it is not a number (then `message` in its column).
fn number<T: std::str::FromStr>(
    line: u64,
    column: &str,
    cell: &str,
    message: &str,
    errors: &mut Vec<LineError>,
) -> Option<T> {
    let text = cell.trim();
    if text.is_empty() {
        return None;
    }
    let parsed = text.parse().ok();
    if parsed.is_none() {
        errors.push(LineError { line, field: column.into(), message: message.into() });
    }
    parsed
}

/// The contributors of a cell, `Name (role); Name (role)`; a name without a role in brackets has
/// an empty role, which the title's rules name.
fn contributors_of(cell: &str) -> Vec<Contributor> {
    cell.split(';')
        .map(str::trim)
        .filter(|text| !text.is_empty())
        .map(|text| match text.strip_suffix(')').and_then(|text| text.rsplit_once('(')) {
            Some((name, role)) => Contributor { name: name.trim().into(), role: role.trim().to_lowercase() },
            None => Contributor { name: text.into(), role: String::new() },
        })
        .collect()
}

/// The quotes of a cell: one per line, `words — source`; a line without a spaced em dash is
/// words alone.
fn quotes_of(cell: &str) -> Vec<Quote> {
    cell.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .map(|line| match line.rsplit_once(" — ") {
            Some((text, source)) => Quote { text: text.trim().into(), source: Some(source.trim().into()) },
            None => Quote { text: line.into(), source: None },
        })
        .collect()
}

/// Whether a later row of a title (`row`, its stored form) says other than its first row
/// (`first`) in a title cell it fills.
fn other_details(first: &Title, row: &Title) -> bool {
    let Title {
        id: _,
        version: _,
        name: _,
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
        // Not columns of the file.
        cover_link: _,
        editions: _,
        cover: _,
    } = row;
    let differs = |cell: &Option<String>, first: &Option<String>| cell.is_some() && cell != first;
    differs(author, &first.author)
        || differs(publish_date, &first.publish_date)
        || differs(description, &first.description)
        || differs(subtitle, &first.subtitle)
        || differs(original_language, &first.original_language)
        || differs(pitch, &first.pitch)
        || differs(author_bio, &first.author_bio)
        || (!contributors.is_empty() && *contributors != first.contributors)
        || (!subjects.is_empty() && *subjects != first.subjects)
        || (!quotes.is_empty() && *quotes != first.quotes)
}

/// The licenses of a file, read row by row in file order; remembers the terms met so far.
pub struct LicenseRows {
    key: Key,
    /// Each license's terms (names by their keys), with the line they were first met on.
    first_lines: BTreeMap<String, u64>,
}

impl LicenseRows {
    /// A file's reader; `key` is [`crate::search_key`] (natively) or the browser's.
    pub fn new(key: Key) -> Self {
        LicenseRows { key, first_lines: BTreeMap::new() }
    }

    /// The row on `line` as the license to store, checked, or its problems: a `signed` or
    /// `exclusive` other than true or false, an advance that is not a number, the license's rules
    /// and what only the caller knows (`also`, as [`check_license`] takes it: the country and
    /// language lists), the NUL character, and the terms of an earlier row ("Same license as
    /// line 2").
    pub fn read(
        &mut self,
        line: u64,
        row: LicenseRow,
        also: impl FnOnce(&License, &mut FieldErrors),
    ) -> FileRow<CheckedLicense> {
        let mut errors = Vec::new();
        let LicenseRow {
            title,
            company,
            agent,
            commission,
            contract_date,
            signed,
            status,
            contract_type,
            language,
            territory,
            exclusive,
            reversion_date,
            end_date,
            advance,
            currency,
            royalties,
            files_fee,
            publication_date,
            print_run,
            retail_price,
            notes,
            announce,
            accounting_period,
            statement_days,
        } = row;
        nul_in(
            line,
            &[
                ("title", &title),
                ("company", &company),
                ("agent", &agent),
                ("commission", &commission),
                ("contractDate", &contract_date),
                ("signed", &signed),
                ("status", &status),
                ("contractType", &contract_type),
                ("language", &language),
                ("territory", &territory),
                ("exclusive", &exclusive),
                ("reversionDate", &reversion_date),
                ("endDate", &end_date),
                ("advance", &advance),
                ("currency", &currency),
                ("royalties", &royalties),
                ("filesFee", &files_fee),
                ("publicationDate", &publication_date),
                ("printRun", &print_run),
                ("retailPrice", &retail_price),
                ("notes", &notes),
                ("announce", &announce),
                ("accountingPeriod", &accounting_period),
                ("statementDays", &statement_days),
            ],
            &mut errors,
        );
        let mut flag = |field: &str, text: &str, empty: bool, message: &str| match text.trim() {
            "" => empty,
            text => license::parse_signed(text).unwrap_or_else(|| {
                errors.push(LineError { line, field: field.into(), message: message.into() });
                empty
            }),
        };
        let signed = flag("signed", &signed, false, messages::SIGNED_TRUE_OR_FALSE);
        let exclusive = flag("exclusive", &exclusive, true, messages::EXCLUSIVE_TRUE_OR_FALSE);
        let announce = flag("announce", &announce, false, messages::ANNOUNCE_TRUE_OR_FALSE);
        let advance = match advance.trim() {
            "" => None,
            text => match text.parse::<f64>() {
                Ok(number) => Some(number),
                Err(_) => {
                    errors.push(LineError {
                        line,
                        field: "advance".into(),
                        message: messages::ADVANCE_NOT_NUMBER.into(),
                    });
                    None
                }
            },
        };
        // Not a whole number reads as out of the range, which says what is wanted.
        let statement_days = match statement_days.trim() {
            "" => None,
            text => match text.parse::<i64>() {
                Ok(days) => Some(days),
                Err(_) => {
                    errors.push(LineError {
                        line,
                        field: "statementDays".into(),
                        message: messages::STATEMENT_DAYS_RANGE.into(),
                    });
                    None
                }
            },
        };
        let license = License {
            title,
            company,
            agent: Some(agent),
            commission: Some(commission),
            contract_date: Some(contract_date),
            signed,
            status: Some(status),
            reversion_date: Some(reversion_date),
            contract_type: Some(contract_type),
            language: Some(language),
            territory: Territory::parse(&territory),
            exclusive: Some(exclusive),
            announce,
            end_date: Some(end_date),
            advance,
            currency: Some(currency),
            royalties: Some(royalties),
            files_fee: Some(files_fee),
            publication_date: Some(publication_date),
            print_run: Some(print_run),
            retail_price: Some(retail_price),
            notes: Some(notes),
            accounting_period: Some(accounting_period),
            statement_days,
            ..License::default()
        };
        let checked = check_license(license.clone(), also);
        if let Err(found) = &checked {
            place(line, found, &mut errors);
        }
        let terms = self.terms(&license.normalized());
        if let Some(first) = self.first_lines.get(&terms) {
            errors.push(LineError { line, field: String::new(), message: messages::same_license_as_line(*first) });
        } else {
            self.first_lines.insert(terms, line);
        }
        match checked {
            Ok(checked) if errors.is_empty() => Ok(checked),
            // A license its rules refuse has their messages in `errors`.
            _ => Err(sorted(errors, &license::CSV_COLUMNS)),
        }
    }

    /// A license's terms as one text: its fields in the stored form, the title, company and agent
    /// by their keys (so "dune" and "Dune" are one title, as when they are stored).
    fn terms(&self, license: &License) -> String {
        let License {
            id: _,
            version: _,
            title,
            title_id: _,
            company,
            company_id: _,
            agent,
            agent_id: _,
            commission,
            contract_date,
            signed,
            status,
            reversion_date,
            contract_type,
            language,
            territory,
            exclusive,
            announce,
            end_date,
            advance,
            currency,
            royalties,
            files_fee,
            publication_date,
            print_run,
            retail_price,
            notes,
            // How its statements are expected, not its terms: two rows that differ only there are
            // one license twice.
            accounting_period: _,
            statement_days: _,
            // Not a column of the file.
            file: _,
        } = license;
        let key = |name: &str| (self.key)(name);
        let text = |value: &Option<String>| value.clone().unwrap_or_default();
        [
            key(title),
            key(company),
            key(agent.as_deref().unwrap_or_default()),
            text(commission),
            text(contract_date),
            signed.to_string(),
            text(status),
            text(reversion_date),
            text(contract_type),
            text(language),
            territory.to_string(),
            exclusive.unwrap_or(true).to_string(),
            text(end_date),
            advance.map(|advance| advance.to_string()).unwrap_or_default(),
            text(currency),
            text(royalties),
            text(files_fee),
            text(publication_date),
            text(print_run),
            text(retail_price),
            text(notes),
            announce.to_string(),
        ]
        .join("\u{1f}")
    }
}

/// The NUL character in any cell: named in its column.
fn nul_in(line: u64, cells: &[(&str, &String)], errors: &mut Vec<LineError>) {
    for (column, cell) in cells {
        if cell.contains('\0') {
            errors.push(LineError { line, field: (*column).into(), message: messages::NUL_CHARACTER.into() });
        }
    }
}

/// The rules' messages on the row's line, each in its column (the fields are the columns), unless
/// the column has one already (an advance that is not a number is not also "missing").
fn place(line: u64, found: &FieldErrors, errors: &mut Vec<LineError>) {
    for (field, message) in found.iter() {
        let field = column_of(field);
        if !errors.iter().any(|error| error.field == field) {
            errors.push(LineError { line, field: field.into(), message: message.into() });
        }
    }
}

/// The column of a title's field: a contributor's is `contributors`, a quote's `quotes`, the
/// edition's are its columns (`editions.0.publishDate` is `editionDate`); any other field is its
/// column.
fn column_of(field: &str) -> &str {
    if field.starts_with("contributors.") {
        return "contributors";
    }
    if field.starts_with("quotes.") {
        return "quotes";
    }
    match field.strip_prefix("editions.").and_then(|rest| rest.split_once('.')) {
        Some((_, "publishDate")) => "editionDate",
        Some((_, column)) => column,
        None => field,
    }
}

/// A row's problems sorted by column, those of no column last.
fn sorted(mut errors: Vec<LineError>, columns: &[&str]) -> Vec<LineError> {
    errors.sort_by_key(|error| columns.iter().position(|column| *column == error.field).unwrap_or(columns.len()));
    errors
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;
    use crate::search_key;

    fn error(line: u64, field: &str, message: &str) -> LineError {
        LineError { line, field: field.into(), message: message.into() }
    }

    fn title(read: FileRow<TitleLine>) -> Title {
        match read {
            Ok(TitleLine::Title(title)) => title,
            other => panic!("not a title: {other:?}"),
        }
    }

    #[test]
    fn a_name_twice_is_named_on_the_later_line() {
        let mut rows = TitleRows::new(search_key);
        let row = |name: &str| TitleRow { name: name.into(), ..TitleRow::default() };
        assert_eq!(title(rows.read(2, row(" Dune "))).name, "Dune");
        // A row that repeats the title and adds no edition is the title twice.
        assert_eq!(rows.read(3, row("dune")).unwrap_err(), [error(3, "name", "Same name as line 2")]);
        // A blank name is its own problem, never a duplicate.
        assert_eq!(rows.read(4, row(" ")).unwrap_err(), [error(4, "name", messages::TITLE_NAME_REQUIRED)]);
        assert_eq!(rows.read(5, row("   ")).unwrap_err(), [error(5, "name", messages::TITLE_NAME_REQUIRED)]);
        assert_eq!(rows.read(7, row("DÜNE")).unwrap_err(), [error(7, "name", "Same name as line 2")]);
    }

    fn edition_row(name: &str, isbn: &str) -> TitleRow {
        TitleRow { name: name.into(), isbn: isbn.into(), ..TitleRow::default() }
    }

    #[test]
    fn the_rows_after_a_title_of_its_name_add_its_editions() {
        let mut rows = TitleRows::new(search_key);
        let first = TitleRow {
            author: "Frank Herbert".into(),
            subjects: "fls; 1KBB".into(),
            contributors: "John Schoenherr (Illustrator); Ann Smith (translator)".into(),
            format: "hardback".into(),
            edition_date: "1965-08-01".into(),
            pages: " 412 ".into(),
            price: "5.95".into(),
            currency: "USD".into(),
            ..edition_row("Dune", "978-0-306-40615-7")
        };
        let dune = title(rows.read(2, first));
        assert_eq!(dune.subjects, ["FLS", "1KBB"]);
        assert_eq!(
            dune.contributors,
            [
                Contributor { name: "John Schoenherr".into(), role: "illustrator".into() },
                Contributor { name: "Ann Smith".into(), role: "translator".into() }
            ]
        );
        let edition = &dune.editions[0];
        assert_eq!((edition.isbn.as_str(), edition.pages, edition.price), ("9780306406157", Some(412), Some(5.95)));
        assert_eq!(
            (edition.format.as_deref(), edition.publish_date.as_deref()),
            (Some("hardback"), Some("1965-08-01"))
        );

        // Title cells left empty or repeated.
        let ebook = TitleRow { format: "ebook".into(), ..edition_row("DUNE", "0-8044-2957-X") };
        let expected = Edition { isbn: "9780804429573".into(), format: Some("ebook".into()), ..Edition::default() };
        assert_eq!(rows.read(3, ebook).unwrap(), TitleLine::Edition { title_line: 2, edition: expected });
        let repeated = TitleRow { author: "Frank Herbert".into(), ..edition_row("Dune", "9780000000019") };
        assert!(matches!(rows.read(4, repeated).unwrap(), TitleLine::Edition { title_line: 2, .. }));

        // Another author, an ISBN the title has, an edition's own rules in their columns.
        let other = TitleRow { author: "Brian Herbert".into(), ..edition_row("Dune", "9780000000026") };
        assert_eq!(rows.read(5, other).unwrap_err(), [error(5, "name", "Same name as line 2 but other title details")]);
        assert_eq!(
            rows.read(6, edition_row("Dune", "0306406152")).unwrap_err(),
            [error(6, "isbn", messages::ISBN_TWICE)]
        );
        let bad = TitleRow {
            edition_date: "1965-13-01".into(),
            pages: "many".into(),
            price: "9".into(),
            ..edition_row("Dune", "9780306406158")
        };
        assert_eq!(
            rows.read(7, bad).unwrap_err(),
            [
                error(7, "isbn", messages::INVALID_ISBN),
                error(7, "editionDate", messages::INVALID_DATE),
                error(7, "pages", messages::PAGES_RANGE),
                error(7, "currency", messages::PRICE_CURRENCY_REQUIRED)
            ]
        );

        // Once another title's rows came between, the name is taken.
        assert!(matches!(rows.read(8, edition_row("Emma", "")).unwrap(), TitleLine::Title(_)));
        assert_eq!(
            rows.read(9, edition_row("Dune", "9780000000033")).unwrap_err(),
            [error(9, "name", "Same name as line 2")]
        );
    }

    #[test]
    fn catalogue_cells_have_the_titles_rules() {
        let mut rows = TitleRows::new(search_key);
        let row = TitleRow {
            subjects: "FBA;FB A".into(),
            contributors: "Ann (ghost); Bob".into(),
            pitch: "p".repeat(1001),
            price: "12 EUR".into(),
            ..edition_row("Dune", "9780306406157")
        };
        assert_eq!(
            rows.read(2, row).unwrap_err(),
            [
                error(2, "subjects", messages::INVALID_THEMA),
                error(2, "pitch", messages::PITCH_TOO_LONG),
                error(2, "contributors", messages::UNKNOWN_CONTRIBUTOR_ROLE),
                error(2, "price", messages::PRICE_NOT_NUMBER)
            ]
        );
    }

    #[test]
    fn quotes_are_a_line_each_and_sales_rights_are_kept() {
        let mut rows = TitleRows::new(search_key);
        let row = TitleRow {
            quotes: "A storm of a book — The Guardian\r\n\n  Unputdownable  \nWar — and peace — Le Monde".into(),
            sales_rights: " World ".into(),
            ..edition_row("Dune", "9780306406157")
        };
        let dune = title(rows.read(2, row));
        let quote = |text: &str, source: Option<&str>| Quote { text: text.into(), source: source.map(Into::into) };
        assert_eq!(
            dune.quotes,
            [
                quote("A storm of a book", Some("The Guardian")),
                quote("Unputdownable", None),
                quote("War — and peace", Some("Le Monde"))
            ]
        );
        assert_eq!(dune.editions[0].sales_rights.as_deref(), Some("World"));
        // A row of sales rights alone is an edition, which needs its ISBN; other quotes on a
        // later row of the title are other details.
        let bare = TitleRow { sales_rights: "World".into(), ..edition_row("Dune", "") };
        assert_eq!(rows.read(3, bare).unwrap_err(), [error(3, "isbn", messages::ISBN_REQUIRED)]);
        let other = TitleRow { quotes: "Dull".into(), ..edition_row("Dune", "9780000000019") };
        assert_eq!(rows.read(4, other).unwrap_err(), [error(4, "name", "Same name as line 2 but other title details")]);
        let long = TitleRow { quotes: "q".repeat(1001), ..edition_row("Emma", "") };
        assert_eq!(rows.read(5, long).unwrap_err(), [error(5, "quotes", messages::PITCH_TOO_LONG)]);
    }

    #[test]
    fn a_title_row_has_every_problem_in_column_order() {
        let mut rows = TitleRows::new(search_key);
        let row = TitleRow { name: "A\0".into(), publish_date: "1999-02-30".into(), ..TitleRow::default() };
        assert_eq!(
            rows.read(5, row).unwrap_err(),
            [error(5, "name", messages::NUL_CHARACTER), error(5, "publishDate", messages::INVALID_DATE)]
        );
    }

    fn license_row(title: &str) -> LicenseRow {
        LicenseRow {
            title: title.into(),
            company: "Penguin".into(),
            contract_date: "2024-01-10".into(),
            ..LicenseRow::default()
        }
    }

    #[test]
    fn signed_is_true_or_false_as_the_list_filter_reads_it() {
        let mut rows = LicenseRows::new(search_key);
        for (line, (text, signed)) in
            [("TRUE", true), (" false ", false), ("", false), ("True", true)].into_iter().enumerate()
        {
            let row = LicenseRow { signed: text.into(), notes: line.to_string(), ..license_row("Dune") };
            assert_eq!(rows.read(line as u64 + 2, row, |_, _| {}).unwrap().license.signed, signed, "{text:?}");
        }
        for text in ["yes", "maybe", "1"] {
            let row = LicenseRow { signed: text.into(), ..license_row(text) };
            assert_eq!(
                rows.read(9, row, |_, _| {}).unwrap_err(),
                [error(9, "signed", messages::SIGNED_TRUE_OR_FALSE)],
                "{text:?}"
            );
        }
    }

    #[test]
    fn the_statements_columns_are_read_and_default_when_empty() {
        let mut rows = LicenseRows::new(search_key);
        let row =
            LicenseRow { accounting_period: " year ".into(), statement_days: " 60".into(), ..license_row("Dune") };
        let license = rows.read(2, row, |_, _| {}).unwrap().license;
        assert_eq!((license.accounting_period.as_deref(), license.statement_days), (Some("year"), Some(60)));
        let license = rows.read(3, license_row("Emma"), |_, _| {}).unwrap().license;
        assert_eq!((license.accounting_period.as_deref(), license.statement_days), (Some("half_year"), Some(90)));
        for (line, (period, days)) in
            [("quarter", "30"), ("year", "12.5"), ("year", "366"), ("", "soon")].into_iter().enumerate()
        {
            let row = LicenseRow {
                accounting_period: period.into(),
                statement_days: days.into(),
                ..license_row(&format!("Title {line}"))
            };
            let line = line as u64 + 4;
            let mut expected = Vec::new();
            if period == "quarter" {
                expected.push(error(line, "accountingPeriod", messages::UNKNOWN_ACCOUNTING_PERIOD));
            } else {
                expected.push(error(line, "statementDays", messages::STATEMENT_DAYS_RANGE));
            }
            assert_eq!(rows.read(line, row, |_, _| {}).unwrap_err(), expected, "{period:?} {days:?}");
        }
    }

    #[test]
    fn rights_columns_are_read() {
        let mut rows = LicenseRows::new(search_key);
        let row = LicenseRow {
            status: "sent".into(),
            contract_type: "foreign_rights".into(),
            language: "de".into(),
            territory: "de, at".into(),
            exclusive: "FALSE".into(),
            announce: " True".into(),
            ..license_row("Dune")
        };
        let license = rows.read(2, row, |_, _| {}).unwrap().license;
        assert_eq!((license.status.as_deref(), license.exclusive, license.announce), (Some("sent"), Some(false), true));
        assert!(!rows.read(5, license_row("Emma"), |_, _| {}).unwrap().license.announce, "empty is false");
        assert_eq!(license.territory.to_string(), "AT, DE");
        let row = LicenseRow {
            contract_type: "audio".into(),
            exclusive: "sometimes".into(),
            announce: "soon".into(),
            ..license_row("Emma")
        };
        assert_eq!(
            rows.read(3, row, |_, _| {}).unwrap_err(),
            [
                error(3, "language", messages::LANGUAGE_REQUIRED),
                error(3, "exclusive", messages::EXCLUSIVE_TRUE_OR_FALSE),
                error(3, "announce", messages::ANNOUNCE_TRUE_OR_FALSE)
            ]
        );
        let no_such = |_: &License, errors: &mut FieldErrors| errors.add("territory", "Unknown country code: QQ");
        let row = LicenseRow { territory: "QQ".into(), ..license_row("Ulysses") };
        assert_eq!(rows.read(4, row, no_such).unwrap_err(), [error(4, "territory", "Unknown country code: QQ")]);
    }

    #[test]
    fn an_advance_is_a_number() {
        let mut rows = LicenseRows::new(search_key);
        let row = LicenseRow { advance: "4,000 EUR".into(), currency: "EUR".into(), ..license_row("Dune") };
        assert_eq!(rows.read(3, row, |_, _| {}).unwrap_err(), [error(3, "advance", messages::ADVANCE_NOT_NUMBER)]);
        let row = LicenseRow { advance: " 1500.5 ".into(), currency: "EUR".into(), ..license_row("Emma") };
        assert_eq!(rows.read(4, row, |_, _| {}).unwrap().license.advance, Some(1500.5));
    }

    #[test]
    fn a_license_with_the_terms_of_an_earlier_row_is_named() {
        let mut rows = LicenseRows::new(search_key);
        assert!(rows.read(2, license_row("Dune"), |_, _| {}).is_ok());
        assert!(
            rows.read(3, LicenseRow { contract_date: "2024-01-11".into(), ..license_row("Dune") }, |_, _| {}).is_ok()
        );
        let again = LicenseRow { company: " PENGUIN ".into(), ..license_row("dune") };
        assert_eq!(rows.read(4, again, |_, _| {}).unwrap_err(), [error(4, "", "Same license as line 2")]);
        // Another title's license with the same other terms is another license.
        assert!(rows.read(5, license_row("Emma"), |_, _| {}).is_ok());
    }
}
