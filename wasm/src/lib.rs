//! Rightsdesk's core rules for the browser: a thin `wasm-bindgen` layer over
//! [`rightsdesk_core`], one exported function per core entry point, values in and plain JS
//! objects out through `serde-wasm-bindgen`. It has no rules of its own, so the forms show
//! exactly the messages the server would answer with.
//!
//! Build: `wasm-pack build --target web --release --mode no-install --out-dir pkg --out-name
//! rightsdesk_wasm wasm`; the web app imports `wasm/pkg/rightsdesk_wasm.js`.

#![warn(missing_docs)]

use rightsdesk_core::{Company, CompanyType, ContractType, Currency, FieldErrors, License, Normalize, Title, limits};
use serde::Serialize;
use serde::de::DeserializeOwned;
use wasm_bindgen::prelude::*;

#[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
/** Validation messages by field (camelCase wire names, e.g. `contractDate`, `contacts.0.email`);
 * `{}` when valid. The key `_` holds a message about input that could not be read at all. */
export type FieldErrors = Record<string, string>;
/** One option of a select whose wire value and label differ. */
export interface ValueLabel { value: string; label: string; }
/** One offered currency. */
export interface CurrencyOption { code: string; name: string; }
/** Business limits from the core crate. */
export interface Limits {
  maxUploadBytes: number;
  minSearchChars: number;
  maxSuggestions: number;
  minAdvance: number;
  maxNameChars: number;
  maxShortTextChars: number;
  maxLongTextChars: number;
  maxEmailChars: number;
}
"#;

/// Serialises to plain JS objects (a map becomes an object, not a `Map`, so `JSON.stringify`
/// and property access work).
fn to_js<T: Serialize + ?Sized>(value: &T) -> JsValue {
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_maps_as_objects(true);
    value.serialize(&serializer).expect_throw("core values always serialise")
}

/// The one error mapping: input that does not deserialize becomes `{"_": "<serde message>"}`.
fn read_then<T: DeserializeOwned>(value: JsValue, validate: impl FnOnce(&T) -> FieldErrors) -> JsValue {
    let errors = match serde_wasm_bindgen::from_value::<T>(value) {
        Ok(entity) => validate(&entity),
        Err(error) => [(FieldErrors::FORM, message_of(error))].into_iter().collect(),
    };
    to_js(&errors)
}

/// The message of a deserialisation error, without the "Error: "/"TypeError: " prefix that the
/// string form of the wrapped JS error carries.
fn message_of(error: serde_wasm_bindgen::Error) -> String {
    let value = JsValue::from(error);
    match value.dyn_ref::<js_sys::Error>() {
        Some(js_error) => js_error.message().into(),
        None => format!("{value:?}"),
    }
}

/// Checks a title `{name, author?, publishDate?, description?}`.
#[wasm_bindgen(js_name = validateTitle, unchecked_return_type = "FieldErrors")]
pub fn validate_title(value: JsValue) -> JsValue {
    read_then(value, rightsdesk_core::validate_title)
}

/// Checks a license (camelCase fields as in the API; `advance` a number).
#[wasm_bindgen(js_name = validateLicense, unchecked_return_type = "FieldErrors")]
pub fn validate_license(value: JsValue) -> JsValue {
    read_then(value, rightsdesk_core::validate_license)
}

/// Checks a company with its contacts.
#[wasm_bindgen(js_name = validateCompany, unchecked_return_type = "FieldErrors")]
pub fn validate_company(value: JsValue) -> JsValue {
    read_then(value, rightsdesk_core::validate_company)
}

/// The stored form of a value: read as `T`, normalised, written back as a plain object. Throws
/// the deserialisation message for input that is not a `T` at all.
fn normalized<T: DeserializeOwned + Normalize + Serialize>(value: JsValue) -> Result<JsValue, JsError> {
    let entity: T = serde_wasm_bindgen::from_value(value).map_err(|error| JsError::new(&message_of(error)))?;
    Ok(to_js(&entity.normalized()))
}

/// A title as the server stores it: texts trimmed, blank optional texts absent (`undefined`).
#[wasm_bindgen(js_name = normalizeTitle)]
pub fn normalize_title(value: JsValue) -> Result<JsValue, JsError> {
    normalized::<Title>(value)
}

/// A license as the server stores it: texts trimmed, blank optional texts absent.
#[wasm_bindgen(js_name = normalizeLicense)]
pub fn normalize_license(value: JsValue) -> Result<JsValue, JsError> {
    normalized::<License>(value)
}

/// A company and its contacts as the server stores them (types without repeats). Send this.
#[wasm_bindgen(js_name = normalizeCompany)]
pub fn normalize_company(value: JsValue) -> Result<JsValue, JsError> {
    normalized::<Company>(value)
}

/// Checks a file before upload: `{file: message}` or `{}`. `size` in bytes (`File.size`),
/// `contentType` as `File.type` (may be empty), `head` the first bytes of the content when read
/// (`new Uint8Array(await file.slice(0, 5).arrayBuffer())`).
#[wasm_bindgen(js_name = validateFile, unchecked_return_type = "{ file?: string }")]
pub fn validate_file(
    name: &str,
    #[wasm_bindgen(js_name = contentType)] content_type: &str,
    size: f64,
    head: Option<Vec<u8>>,
) -> JsValue {
    // A JS number is an f64; `as` saturates (negative and NaN give 0, +Infinity gives u64::MAX).
    let size = size.ceil() as u64;
    to_js(&rightsdesk_core::validate_file(name, content_type, size, head.as_deref()))
}

/// Whether a lookup text is long enough to ask the server for suggestions.
#[wasm_bindgen(js_name = searchReady)]
pub fn search_ready(text: &str) -> bool {
    rightsdesk_core::search_ready(text)
}

#[derive(Serialize)]
struct ValueLabel {
    value: &'static str,
    label: &'static str,
}

#[derive(Serialize)]
struct CurrencyOption {
    code: &'static str,
    name: &'static str,
}

/// The contract types in display order: `[{value: "foreign_rights", label: "Foreign Rights"}, ...]`.
#[wasm_bindgen(js_name = contractTypes, unchecked_return_type = "ValueLabel[]")]
pub fn contract_types() -> JsValue {
    let options: Vec<_> =
        ContractType::ALL.iter().map(|item| ValueLabel { value: item.as_str(), label: item.label() }).collect();
    to_js(&options)
}

/// The offered currencies: `[{code: "CHF", name: "Swiss Franc"}, ...]`.
#[wasm_bindgen(unchecked_return_type = "CurrencyOption[]")]
pub fn currencies() -> JsValue {
    let options: Vec<_> =
        Currency::ALL.iter().map(|item| CurrencyOption { code: item.code(), name: item.name() }).collect();
    to_js(&options)
}

/// The suggested company types: `[{value: "publisher", label: "Publisher"}, ...]`.
#[wasm_bindgen(js_name = companyTypes, unchecked_return_type = "ValueLabel[]")]
pub fn company_types() -> JsValue {
    let options: Vec<_> =
        CompanyType::ALL.iter().map(|item| ValueLabel { value: item.as_str(), label: item.label() }).collect();
    to_js(&options)
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Limits {
    max_upload_bytes: u64,
    min_search_chars: usize,
    max_suggestions: usize,
    min_advance: f64,
    max_name_chars: u64,
    max_short_text_chars: u64,
    max_long_text_chars: u64,
    max_email_chars: u64,
}

/// The business limits: `{maxUploadBytes: 5242880, minSearchChars: 3, maxSuggestions: 10,
/// minAdvance: 0, maxNameChars, maxShortTextChars, maxLongTextChars, maxEmailChars}`.
#[wasm_bindgen(unchecked_return_type = "Limits")]
pub fn limits() -> JsValue {
    to_js(&Limits {
        max_upload_bytes: limits::MAX_UPLOAD_BYTES,
        min_search_chars: limits::MIN_SEARCH_CHARS,
        max_suggestions: limits::MAX_SUGGESTIONS,
        min_advance: limits::MIN_ADVANCE,
        max_name_chars: limits::MAX_NAME_CHARS,
        max_short_text_chars: limits::MAX_SHORT_TEXT_CHARS,
        max_long_text_chars: limits::MAX_LONG_TEXT_CHARS,
        max_email_chars: limits::MAX_EMAIL_CHARS,
    })
}
