//! A title's material ([`TitleMaterial`]): the PDFs a team sends to publishers who ask (a reading
//! sample, the full text, a synopsis), each with its [`MaterialKind`]. The file's own rules are
//! [`crate::validate_file`]'s, as for a license's PDF.

use serde::{Deserialize, Serialize};

use crate::field_errors::FieldErrors;
use crate::{MaterialKind, messages};

/// A material file as listed (the bytes are fetched separately). The server makes it from an
/// upload; nothing of it is written by clients as JSON.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TitleMaterial {
    /// Server-assigned id.
    pub id: i64,
    /// The title it is about.
    pub title_id: i64,
    /// What it is.
    pub kind: MaterialKind,
    /// The file name as uploaded.
    pub name: String,
    /// Size in bytes.
    pub size: u64,
    /// When it was uploaded, RFC 3339 in UTC.
    pub created_at: String,
}

/// The kind of an upload's `kind` field, or "Unknown material kind" under the key `kind`.
pub fn material_kind(text: &str) -> Result<MaterialKind, FieldErrors> {
    MaterialKind::parse(text.trim()).ok_or_else(|| {
        let mut errors = FieldErrors::new();
        errors.add("kind", messages::UNKNOWN_MATERIAL_KIND);
        errors
    })
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;

    #[test]
    fn kinds_by_their_wire_value() {
        assert_eq!(material_kind("sample"), Ok(MaterialKind::Sample));
        assert_eq!(material_kind(" full_text "), Ok(MaterialKind::FullText));
        let errors = material_kind("Reading sample").unwrap_err();
        assert_eq!(errors.get("kind"), Some("Unknown material kind"));
        assert!(material_kind("").is_err());
    }
}
