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
//! The CSV text itself is read by the caller (the `csv` crate on the server, papaparse in the
//! browser), which gives each row with the line it starts on (1 being the header). No I/O.

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::company_csv::{Key, LineError};
use crate::license::{self, CheckedLicense, License};
use crate::territory::Territory;
use crate::{FieldErrors, Normalize, Title, check_license, messages, validate_title};

/// The columns of a titles file, in the order messages are sorted by; only `name` is required.
pub const TITLE_COLUMNS: [&str; 4] = ["name", "author", "publishDate", "description"];

/// One data row of a titles file: its cells by column, `""` for a column the file lacks or leaves
/// empty.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct TitleRow {
    /// The title's name.
    pub name: String,
    /// Its author.
    pub author: String,
    /// `YYYY-MM-DD`.
    pub publish_date: String,
    /// Free text.
    pub description: String,
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
}

/// A row of the file as the entity to store (its stored form, checked), or its problems, each on
/// the row's line, sorted by column (those of no column last).
pub type FileRow<T> = Result<T, Vec<LineError>>;

/// The titles of a file, read row by row in file order; remembers the names met so far.
pub struct TitleRows {
    key: Key,
    /// Each name's key, with the line it was first met on.
    first_lines: BTreeMap<String, u64>,
}

impl TitleRows {
    /// A file's reader; `key` is [`crate::search_key`] (natively) or the browser's.
    pub fn new(key: Key) -> Self {
        TitleRows { key, first_lines: BTreeMap::new() }
    }

    /// The row on `line` as the title to store, or its problems: the title's rules, the NUL
    /// character, and a name an earlier row has ("Same name as line 2").
    pub fn read(&mut self, line: u64, row: TitleRow) -> FileRow<Title> {
        let TitleRow { name, author, publish_date, description } = row;
        let mut errors = Vec::new();
        nul_in(
            line,
            &[("name", &name), ("author", &author), ("publishDate", &publish_date), ("description", &description)],
            &mut errors,
        );
        let title = Title {
            id: None,
            version: None,
            name,
            author: Some(author),
            publish_date: Some(publish_date),
            description: Some(description),
            ..Title::default()
        }
        .normalized();
        place(line, &validate_title(&title), &mut errors);
        let key = (self.key)(&title.name);
        if !key.is_empty() {
            if let Some(first) = self.first_lines.get(&key) {
                errors.push(LineError { line, field: "name".into(), message: messages::same_name_as_line(*first) });
            } else {
                self.first_lines.insert(key, line);
            }
        }
        if errors.is_empty() { Ok(title) } else { Err(sorted(errors, &TITLE_COLUMNS)) }
    }
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
            end_date: Some(end_date),
            advance,
            currency: Some(currency),
            royalties: Some(royalties),
            files_fee: Some(files_fee),
            publication_date: Some(publication_date),
            print_run: Some(print_run),
            retail_price: Some(retail_price),
            notes: Some(notes),
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
            end_date,
            advance,
            currency,
            royalties,
            files_fee,
            publication_date,
            print_run,
            retail_price,
            notes,
            // Not columns of the file: an imported license has the defaults.
            accounting_period: _,
            statement_days: _,
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
        if !errors.iter().any(|error| error.field == field) {
            errors.push(LineError { line, field: field.into(), message: message.into() });
        }
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

    #[test]
    fn a_name_twice_is_named_on_the_later_line() {
        let mut rows = TitleRows::new(search_key);
        let row = |name: &str| TitleRow { name: name.into(), ..TitleRow::default() };
        assert_eq!(rows.read(2, row(" Dune ")).unwrap().name, "Dune");
        // A blank name is its own problem, never a duplicate.
        assert_eq!(rows.read(3, row(" ")).unwrap_err(), [error(3, "name", messages::TITLE_NAME_REQUIRED)]);
        assert_eq!(rows.read(4, row("   ")).unwrap_err(), [error(4, "name", messages::TITLE_NAME_REQUIRED)]);
        assert_eq!(rows.read(7, row("DÜNE")).unwrap_err(), [error(7, "name", "Same name as line 2")]);
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
    fn rights_columns_are_read() {
        let mut rows = LicenseRows::new(search_key);
        let row = LicenseRow {
            status: "sent".into(),
            contract_type: "foreign_rights".into(),
            language: "de".into(),
            territory: "de, at".into(),
            exclusive: "FALSE".into(),
            ..license_row("Dune")
        };
        let license = rows.read(2, row, |_, _| {}).unwrap().license;
        assert_eq!((license.status.as_deref(), license.exclusive), (Some("sent"), Some(false)));
        assert_eq!(license.territory.to_string(), "AT, DE");
        let row = LicenseRow { contract_type: "audio".into(), exclusive: "sometimes".into(), ..license_row("Emma") };
        assert_eq!(
            rows.read(3, row, |_, _| {}).unwrap_err(),
            [
                error(3, "language", messages::LANGUAGE_REQUIRED),
                error(3, "exclusive", messages::EXCLUSIVE_TRUE_OR_FALSE)
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
