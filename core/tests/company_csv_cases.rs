//! Runs the shared cases of `fixtures/company-csv-cases.json` against `company_csv::read_companies`
//! with the core's search key. `wasm/tests/bindings.rs` runs the same file through the JS binding
//! with the browser's key, so the command line and the web import read a file the same way.

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;

use rightsdesk_core::company_csv::{CompanyRow, Lookups, read_companies};
use rightsdesk_core::{Country, Language, search_key};
use serde::Deserialize;
use serde_json::Value;

#[derive(Deserialize)]
struct Fixture {
    countries: Vec<Country>,
    languages: Vec<Language>,
    cases: Vec<Case>,
}

#[derive(Deserialize)]
struct Case {
    case: String,
    rows: Vec<Row>,
    expect: Value,
}

#[derive(Deserialize)]
struct Row {
    line: u64,
    cells: CompanyRow,
}

/// `value` without its `null`s: the fixture writes an absent field as the browser sends it, left out.
fn without_nulls(value: Value) -> Value {
    match value {
        Value::Object(fields) => Value::Object(
            fields.into_iter().filter(|(_, v)| !v.is_null()).map(|(k, v)| (k, without_nulls(v))).collect(),
        ),
        Value::Array(items) => Value::Array(items.into_iter().map(without_nulls).collect()),
        other => other,
    }
}

#[test]
fn every_company_csv_case_holds() {
    let fixture: Fixture = serde_json::from_str(include_str!("../fixtures/company-csv-cases.json")).unwrap();
    assert!(fixture.cases.len() >= 7, "the fixture lost cases");
    let lookups = Lookups::new(&fixture.countries, &fixture.languages, search_key);
    let failures: Vec<String> = fixture
        .cases
        .into_iter()
        .filter_map(|case| {
            let read = read_companies(case.rows.into_iter().map(|row| (row.line, row.cells)), &lookups);
            let got = without_nulls(serde_json::to_value(read).unwrap());
            (got != case.expect).then(|| format!("{}:\nexpected {}\n     got {}", case.case, case.expect, got))
        })
        .collect();
    assert!(failures.is_empty(), "{} case(s) failed:\n{}", failures.len(), failures.join("\n"));
}
