//! A companies CSV file's rows made into companies: the one mapping behind `rightsdesk import
//! companies` (natively) and the web's companies import (through wasm), so both take the same
//! files and answer the same messages on the same lines.
//!
//! ONE ROW PER CONTACT: the rows whose company names have the same [`search_key`](crate::search_key)
//! (case and accents aside) are one company, wherever they are in the file; its fields come from
//! its first row and every row with a contact cell filled (`contactName`, `contactEmail`,
//! `contactRole`, `contactPhone`, `contactLanguages`, `contactNotes`) adds a contact. A row without
//! a name is a company of its own, so its "Company name is required" stays on its line. The web's
//! export writes these columns in this order (docs/product.md, "CSV"), so that an exported file
//! imports again as it is.
//!
//! `types` holds company types separated by `;`, each a wire value or a label, case, accents,
//! `_`, `-` and spaces aside ("Literary Agency", "literary_agency", "LITERARY-AGENCY");
//! `country` and `language` an ISO code or an English name from the reference lists, case and
//! accents aside, a code winning over a name that spells it; `contactLanguages` languages written
//! so, separated by `;`.
//!
//! The CSV text itself is read by the callers (the `csv` crate on the server, papaparse in the
//! browser): this module starts from rows of cells. It does no I/O: the ISO lists come in as
//! data, and so does the search key, which the browser computes with its own Unicode tables (the
//! core's are too large for the wasm).

use serde::{Deserialize, Serialize};

use crate::enums::CompanyType;
use crate::{Company, Contact, Country, Language, Normalize, messages, validate_company};

/// The columns of a companies file, in the order messages are sorted by; only `name` is required.
pub const COLUMNS: [&str; 12] = [
    "name",
    "types",
    "country",
    "language",
    "address",
    "notes",
    "contactName",
    "contactEmail",
    "contactRole",
    "contactPhone",
    "contactLanguages",
    "contactNotes",
];

/// One data row: its cells by column, `""` for a column the file lacks or leaves empty.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct CompanyRow {
    /// The company's name; rows of the same name are one company.
    pub name: String,
    /// Company types separated by `;`.
    pub types: String,
    /// An ISO 3166-1 code or English name.
    pub country: String,
    /// An ISO 639-1 code or English name.
    pub language: String,
    /// Postal address.
    pub address: String,
    /// Free text.
    pub notes: String,
    /// The row's contact's name.
    pub contact_name: String,
    /// The row's contact's e-mail address.
    pub contact_email: String,
    /// The row's contact's role at the company.
    pub contact_role: String,
    /// The row's contact's phone number.
    pub contact_phone: String,
    /// The languages the row's contact handles, separated by `;`.
    pub contact_languages: String,
    /// Free text about the row's contact.
    pub contact_notes: String,
}

impl CompanyRow {
    /// The row's cells with their columns, in [`COLUMNS`] order.
    fn cells(&self) -> [(&'static str, &str); 12] {
        let CompanyRow {
            name,
            types,
            country,
            language,
            address,
            notes,
            contact_name,
            contact_email,
            contact_role,
            contact_phone,
            contact_languages,
            contact_notes,
        } = self;
        [
            ("name", name),
            ("types", types),
            ("country", country),
            ("language", language),
            ("address", address),
            ("notes", notes),
            ("contactName", contact_name),
            ("contactEmail", contact_email),
            ("contactRole", contact_role),
            ("contactPhone", contact_phone),
            ("contactLanguages", contact_languages),
            ("contactNotes", contact_notes),
        ]
    }

    /// Whether the row has a contact: any of its contact cells holds more than spaces.
    fn has_contact(&self) -> bool {
        self.cells()[6..].iter().any(|(_, cell)| !cell.trim().is_empty())
    }
}

/// A problem of the file, on a line (the file's, 1 being the header) and in a column.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LineError {
    /// The line of the row.
    pub line: u64,
    /// The CSV column.
    pub field: String,
    /// What is wrong, for a person.
    pub message: String,
}

/// A company of the file, as it will be stored, with where it came from and what is wrong with
/// it; written only when `errors` is empty.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FileCompany {
    /// The line of its first row.
    pub line: u64,
    /// The line of each contact's row, in the order of `company.contacts`.
    pub contact_lines: Vec<u64>,
    /// The company in its stored form (normalised; no id; country and language by id).
    pub company: Company,
    /// Its problems, sorted by line and then by column.
    pub errors: Vec<LineError>,
}

/// The search key a caller gives: [`crate::search_key`] natively, the browser's own in wasm.
pub type Key = fn(&str) -> String;

/// Keys and ids, sorted by key, for a binary search. Kept sorted by inserting each in its place:
/// a map, or a sort, would each add kilobytes to the browser's wasm for a few hundred entries.
struct Index(Vec<(String, String)>);

impl Index {
    fn new(pairs: Vec<(String, String)>) -> Self {
        let mut sorted: Vec<(String, String)> = Vec::with_capacity(pairs.len());
        for pair in pairs {
            let at = sorted.partition_point(|(key, _)| *key <= pair.0);
            sorted.insert(at, pair);
        }
        Index(sorted)
    }

    /// Adds `key`, kept in order.
    fn insert(&mut self, key: String, id: String) {
        let at = self.0.partition_point(|(known, _)| *known <= key);
        self.0.insert(at, (key, id));
    }

    fn get(&self, key: &str) -> Option<&str> {
        let found = self.0.binary_search_by(|(known, _)| known.as_str().cmp(key)).ok()?;
        Some(&self.0[found].1)
    }
}

/// The company types, countries and languages a file's cells are looked up in, keyed once per file.
pub struct Lookups {
    key: Key,
    types: Index,
    country_codes: Index,
    country_names: Index,
    language_codes: Index,
    language_names: Index,
}

impl Lookups {
    /// Lookups in the reference lists (`GET /api/countries`, `GET /api/languages`), keyed by `key`.
    pub fn new(countries: &[Country], languages: &[Language], key: Key) -> Self {
        let mut types = Vec::new();
        for company_type in CompanyType::ALL {
            for text in [company_type.as_str(), company_type.label()] {
                types.push((type_key(key, text), company_type.as_str().to_owned()));
            }
        }
        let (country_codes, mut country_names) = indexes(countries.iter().map(|c| (&c.id, &c.code, &c.name)), key);
        // "USA", "UK", "Holland", "South Korea": the other names a file may use, after the official ones.
        for country in countries {
            for alias in &country.aliases {
                let alias_key = key(alias);
                if country_names.get(&alias_key).is_none() && country_codes.get(&alias_key).is_none() {
                    country_names.insert(alias_key, country.id.clone());
                }
            }
        }
        let (language_codes, language_names) = indexes(languages.iter().map(|l| (&l.id, &l.code, &l.name)), key);
        Lookups { key, types: Index::new(types), country_codes, country_names, language_codes, language_names }
    }

    fn company_type(&self, text: &str) -> Option<&str> {
        self.types.get(&type_key(self.key, text))
    }

    fn country(&self, text: &str) -> Option<&str> {
        let key = (self.key)(text);
        self.country_codes.get(&key).or_else(|| self.country_names.get(&key))
    }

    fn language(&self, text: &str) -> Option<&str> {
        let key = (self.key)(text);
        self.language_codes.get(&key).or_else(|| self.language_names.get(&key))
    }
}

/// The indexes of a reference list's `(id, code, name)`s: by id and code, and by name.
fn indexes<'a>(items: impl Iterator<Item = (&'a String, &'a String, &'a String)>, key: Key) -> (Index, Index) {
    let (mut codes, mut names) = (Vec::new(), Vec::new());
    for (id, code, name) in items {
        codes.push((key(id), id.clone()));
        codes.push((key(code), id.clone()));
        names.push((key(name), id.clone()));
    }
    (Index::new(codes), Index::new(names))
}

/// A type's key: `_`, `-` and runs of white space are one space, so a label and a wire value
/// meet. Written by hand, as `Index::new`: `replace` and `join` would weigh on the wasm.
fn type_key(key: Key, text: &str) -> String {
    let mut spaced = String::with_capacity(text.len());
    for c in text.chars() {
        let c = if c == '_' || c == '-' || c.is_whitespace() { ' ' } else { c };
        if c != ' ' || !spaced.ends_with(' ') {
            spaced.push(c);
        }
    }
    key(&spaced)
}

/// A company being gathered from its rows.
struct Gathering {
    line: u64,
    contact_lines: Vec<u64>,
    company: Company,
    errors: Vec<LineError>,
}

/// The companies of a file's rows (each with the line it starts on, in file order), in the order
/// of their first rows, each checked with the core's rules and every problem on its line.
pub fn read_companies(rows: impl IntoIterator<Item = (u64, CompanyRow)>, lookups: &Lookups) -> Vec<FileCompany> {
    let mut gathered: Vec<Gathering> = Vec::new();
    // (name key, index in `gathered`), sorted by key.
    let mut by_key: Vec<(String, usize)> = Vec::new();
    for (line, row) in rows {
        let key = (lookups.key)(&row.name);
        let earlier = match by_key.binary_search_by(|(known, _)| known.cmp(&key)) {
            _ if key.is_empty() => None,
            Ok(at) => Some(by_key[at].1),
            Err(at) => {
                by_key.insert(at, (key, gathered.len()));
                None
            }
        };
        let index = earlier.unwrap_or_else(|| {
            let mut errors = Vec::new();
            let company = company_fields(line, &row, lookups, &mut errors);
            gathered.push(Gathering { line, contact_lines: Vec::new(), company, errors });
            gathered.len() - 1
        });
        let gathering = &mut gathered[index];
        for (column, cell) in row.cells() {
            if cell.contains('\0') {
                gathering.errors.push(LineError::new(line, column, messages::NUL_CHARACTER));
            }
        }
        // A contact's e-mail (or any other cell) without its name is left to the core: "Contact
        // name is required".
        if row.has_contact() {
            let contact = contact_fields(line, &row, lookups, &mut gathering.errors);
            gathering.company.contacts.push(contact);
            gathering.contact_lines.push(line);
        }
    }
    gathered.into_iter().map(checked).collect()
}

/// The company fields of a company's first row; an unknown type, country or language is an
/// error on that row and left out, so that the core does not name it a second time.
fn company_fields(line: u64, row: &CompanyRow, lookups: &Lookups, errors: &mut Vec<LineError>) -> Company {
    let mut types = Vec::new();
    for text in row.types.split(';').map(str::trim).filter(|text| !text.is_empty()) {
        match lookups.company_type(text) {
            Some(value) => types.push(value.to_owned()),
            None => errors.push(LineError::new(line, "types", messages::unknown_company_type_named(text))),
        }
    }
    let mut reference = |column: &'static str, text: &str, found: Option<&str>, unknown: fn(&str) -> String| {
        let text = text.trim();
        if !text.is_empty() && found.is_none() {
            errors.push(LineError::new(line, column, unknown(text)));
        }
        found.map(str::to_owned)
    };
    let country_id = reference("country", &row.country, lookups.country(&row.country), messages::unknown_country_named);
    let language_id =
        reference("language", &row.language, lookups.language(&row.language), messages::unknown_language_named);
    Company {
        id: None,
        version: None,
        name: row.name.clone(),
        country: None,
        country_id,
        types,
        language: None,
        language_id,
        address: Some(row.address.clone()),
        notes: Some(row.notes.clone()),
        contacts: Vec::new(),
        remove_contacts: Vec::new(),
    }
}

/// The contact of a row; an unknown language is an error on that row and left out.
fn contact_fields(line: u64, row: &CompanyRow, lookups: &Lookups, errors: &mut Vec<LineError>) -> Contact {
    let mut language_ids = Vec::new();
    for text in row.contact_languages.split(';').map(str::trim).filter(|text| !text.is_empty()) {
        match lookups.language(text) {
            Some(id) => language_ids.push(id.to_owned()),
            None => errors.push(LineError::new(line, "contactLanguages", messages::unknown_language_named(text))),
        }
    }
    let filled = |cell: &String| Some(cell.clone()).filter(|cell| !cell.trim().is_empty());
    Contact {
        id: None,
        name: row.contact_name.clone(),
        email: filled(&row.contact_email),
        role: filled(&row.contact_role),
        phone: filled(&row.contact_phone),
        languages: Vec::new(),
        language_ids,
        notes: filled(&row.contact_notes),
    }
}

/// The CSV column of a contact's field of the core's messages (`email` is `contactEmail`).
fn contact_column(field: &str) -> &'static str {
    match field {
        "email" => "contactEmail",
        "role" => "contactRole",
        "phone" => "contactPhone",
        "languageIds" => "contactLanguages",
        "notes" => "contactNotes",
        _ => "contactName",
    }
}

/// A gathered company checked with the core's rules, its messages placed on their rows and in
/// their columns, in its stored form.
fn checked(Gathering { line, contact_lines, company, mut errors }: Gathering) -> FileCompany {
    let found = validate_company(&company);
    for (field, message) in found.iter() {
        let (line, column) = match field.strip_prefix("contacts.").and_then(|rest| rest.split_once('.')) {
            Some((index, contact_field)) => (
                index.parse::<usize>().ok().and_then(|index| contact_lines.get(index).copied()).unwrap_or(line),
                contact_column(contact_field),
            ),
            None => (
                line,
                match field {
                    "countryId" => "country",
                    "languageId" => "language",
                    other => other,
                },
            ),
        };
        errors.push(LineError::new(line, column, message));
    }
    // By line, then in the order of the columns; in place, as `Index::new`, for the wasm's size.
    let rank = |error: &LineError| (error.line, COLUMNS.iter().position(|column| *column == error.field));
    let mut sorted: Vec<LineError> = Vec::with_capacity(errors.len());
    for error in errors {
        let at = sorted.partition_point(|earlier| rank(earlier) <= rank(&error));
        sorted.insert(at, error);
    }
    FileCompany { line, contact_lines, company: company.normalized(), errors: sorted }
}

impl LineError {
    fn new(line: u64, field: &str, message: impl Into<String>) -> Self {
        LineError { line, field: field.to_owned(), message: message.into() }
    }
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;
    use crate::search_key;

    fn lookups() -> Lookups {
        let country =
            |id: &str, name: &str| Country { id: id.into(), code: id.into(), name: name.into(), aliases: vec![] };
        let known_as = |id: &str, name: &str, aliases: &[&str]| Country {
            aliases: aliases.iter().map(|alias| alias.to_string()).collect(),
            ..country(id, name)
        };
        let language = |id: &str, name: &str| Language { id: id.into(), code: id.into(), name: name.into() };
        // "Dominica" is DM; a country named "DM" would lose to the code.
        Lookups::new(
            &[
                country("FR", "France"),
                country("CI", "Côte d'Ivoire"),
                country("DM", "Dominica"),
                country("XX", "DM"),
                known_as(
                    "GB",
                    "United Kingdom of Great Britain and Northern Ireland",
                    &["GBR", "UK", "United Kingdom"],
                ),
                country("UA", "Ukraine"),
                known_as("NL", "Netherlands (Kingdom of the)", &["NLD", "Netherlands", "Holland"]),
                // an alias that is another country's code is not taken: "DM" stays Dominica
                known_as("YY", "Elsewhere", &["DM", "France"]),
            ],
            &[language("fr", "French")],
            search_key,
        )
    }

    #[test]
    fn types_match_labels_and_wire_values_alike() {
        let lookups = lookups();
        for text in ["Literary Agency", "literary_agency", "LITERARY-AGENCY", " literary  agency ", "Literary_Agency"] {
            assert_eq!(lookups.company_type(text), Some("literary_agency"), "{text:?}");
        }
        assert_eq!(lookups.company_type("Foreign Publisher"), None);
    }

    #[test]
    fn countries_by_their_common_names_and_alpha_3_codes() {
        let lookups = lookups();
        for (text, id) in [
            ("UK", "GB"),
            ("uk", "GB"),
            ("United Kingdom", "GB"),
            ("GBR", "GB"),
            ("Holland", "NL"),
            ("netherlands", "NL"),
        ] {
            assert_eq!(lookups.country(text), Some(id), "{text:?}");
        }
        assert_eq!(lookups.country("Ukraine"), Some("UA"));
        // an official name or a code is never taken over by another country's alias
        assert_eq!((lookups.country("DM"), lookups.country("France")), (Some("DM"), Some("FR")));
    }

    #[test]
    fn codes_win_over_names() {
        let lookups = lookups();
        assert_eq!(lookups.country("dm"), Some("DM"));
        assert_eq!(lookups.country("cote d'ivoire"), Some("CI"));
        assert_eq!(lookups.country("Atlantis"), None);
        assert_eq!(lookups.language("FRENCH"), Some("fr"));
    }

    #[test]
    fn a_nul_is_named_in_its_column() {
        let row = CompanyRow { name: "A".into(), notes: "a\0b".into(), ..CompanyRow::default() };
        let read = read_companies([(2, row)], &lookups());
        assert_eq!(read[0].errors, [LineError::new(2, "notes", messages::NUL_CHARACTER)]);
    }
}
