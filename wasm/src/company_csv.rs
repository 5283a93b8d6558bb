//! The companies CSV import's binding: a file's rows (read by papaparse) and the reference lists
//! in, the core's companies with their lines and messages out (`rightsdesk_core::company_csv`,
//! the mapping `rightsdesk import companies` runs natively).

use js_sys::{Array, JsString, RegExp};
use rightsdesk_core::company_csv::{self, FileCompany, Lookups};
use wasm_bindgen::prelude::*;

use crate::read::CompanyCsv;
use crate::write::object;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
/** A companies file as `readCompanies` takes it: its data rows (each the line it starts on and its
 * cells by column) and the lists of `GET /api/countries` and `GET /api/languages`. */
export interface CompanyCsv {
  rows: readonly { line: number; cells: Record<string, string> }[];
  countries: readonly { id: string; code: string; name: string }[];
  languages: readonly { id: string; code: string; name: string }[];
}
/** A company of the file: its stored form, the line of its first row and of each contact's row,
 * and its problems by line and CSV column (none when it can be imported). */
export interface CompanyOfCsv {
  line: number;
  contactLines: number[];
  company: object;
  errors: { line: number; field: string; message: string }[];
}
"#;

/// The companies of a file, in the order of their first rows. Throws an `Error` naming the field
/// of input that is not a `CompanyCsv` at all.
#[wasm_bindgen(js_name = readCompanies, unchecked_return_type = "CompanyOfCsv[]")]
pub fn read_companies(#[wasm_bindgen(unchecked_param_type = "CompanyCsv")] file: JsValue) -> JsValue {
    let CompanyCsv { rows, countries, languages } = crate::read_or_throw(file);
    let lookups = Lookups::new(&countries, &languages, browser_key);
    company_csv::read_companies(rows, &lookups).into_iter().map(file_company).collect::<Array>().into()
}

/// A company of the file as a plain object, written field by field: serde's writer, generic over
/// every field's type, came to a tenth of this binding's weight in the wasm.
fn file_company(FileCompany { line, contact_lines, company, errors }: FileCompany) -> JsValue {
    let number = |line: u64| JsValue::from_f64(line as f64);
    let errors = errors.into_iter().map(|error| {
        let message = [("line", number(error.line)), ("field", error.field.into()), ("message", error.message.into())];
        object(&message)
    });
    object(&[
        ("line", number(line)),
        ("contactLines", contact_lines.into_iter().map(number).collect::<Array>().into()),
        ("company", crate::to_js(&company)),
        ("errors", errors.collect::<Array>().into()),
    ])
}

/// The core's `search_key` with the browser's Unicode tables (the core's tables would more than
/// double the wasm): trimmed, NFD, marks, control and zero-width characters dropped, apostrophes
/// and curly double quotes folded, lower-cased. The shared searchKey cases hold it to the core's
/// answers (web/src/lib/core.test.ts, through `searchKey`).
pub(crate) fn browser_key(text: &str) -> String {
    let dropped = RegExp::new("[\\p{M}\\p{Cc}\\u200B-\\u200D\\u2060\\uFEFF]", "gu");
    let apostrophes = RegExp::new("[\\u2019\\u2018`\\u02BC\\u2032]", "g");
    let quotes = RegExp::new("[\\u201C-\\u201E]", "g");
    JsString::from(text)
        .trim()
        .normalize("NFD")
        .replace_by_pattern(&dropped, "")
        .replace_by_pattern(&apostrophes, "'")
        .replace_by_pattern(&quotes, "\"")
        .to_lower_case()
        .into()
}
