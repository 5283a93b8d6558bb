//! Validation of a license file upload: a PDF (by name, declared type and first bytes) of at
//! most [`MAX_UPLOAD_BYTES`]. The browser checks what it knows before uploading; the server
//! checks the bytes it actually received.

use serde::Serialize;
use validator::{Validate, ValidationError};

use crate::field_errors::FieldErrors;
use crate::limits::{MAX_UPLOAD_BYTES, PDF_SIGNATURE};

/// The media type a PDF must declare, when a type is declared at all.
pub const PDF_CONTENT_TYPE: &str = "application/pdf";

/// What the rules know of an upload.
struct UploadedFile<'a> {
    name: &'a str,
    content_type: &'a str,
    size: u64,
    head: Option<&'a [u8]>,
}

/// validator records a failing value in its error (as JSON) and nothing here reads it: an upload
/// records nothing rather than a copy of its bytes, which also keeps that copying code out of
/// the browser's wasm.
impl Serialize for UploadedFile<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_unit()
    }
}

/// An upload is checked under the key `file`, the name of the form's field.
#[derive(Validate)]
struct Upload<'a> {
    #[validate(
        custom(function = is_pdf, code = "only_pdf"),
        custom(function = within_upload_limit, code = "file_too_large")
    )]
    file: UploadedFile<'a>,
}

/// Checks an upload, answering under the key `file`:
///
/// - "Only PDF files are allowed" unless `name` ends in `.pdf` (any case), `content_type` is
///   empty or `application/pdf` (parameters such as `; charset=...` ignored), and `head`, when
///   given, starts with `%PDF-`. Pass the first bytes of the content (five are enough) or the
///   whole content; pass `None` only when the bytes are not at hand yet.
/// - otherwise "File size must not be more than 5MB" when `size` is over 5,242,880 bytes.
pub fn validate_file(name: &str, content_type: &str, size: u64, head: Option<&[u8]>) -> FieldErrors {
    FieldErrors::of(&Upload { file: UploadedFile { name, content_type, size, head } })
}

fn is_pdf(file: &UploadedFile<'_>) -> Result<(), ValidationError> {
    if has_pdf_name(file.name) && declares_pdf(file.content_type) && file.head.is_none_or(starts_like_pdf) {
        Ok(())
    } else {
        Err(ValidationError::new("invalid"))
    }
}

fn within_upload_limit(file: &UploadedFile<'_>) -> Result<(), ValidationError> {
    if file.size <= MAX_UPLOAD_BYTES { Ok(()) } else { Err(ValidationError::new("invalid")) }
}

/// Whether `content` starts with the PDF signature `%PDF-`.
pub fn starts_like_pdf(content: &[u8]) -> bool {
    content.starts_with(PDF_SIGNATURE)
}

fn has_pdf_name(name: &str) -> bool {
    let name = name.trim_end();
    name.len() > 4 && name.get(name.len() - 4..).is_some_and(|extension| extension.eq_ignore_ascii_case(".pdf"))
}

fn declares_pdf(content_type: &str) -> bool {
    let essence = content_type.split(';').next().unwrap_or_default().trim();
    essence.is_empty() || essence.eq_ignore_ascii_case(PDF_CONTENT_TYPE)
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;
    use crate::messages;

    const PDF: &[u8] = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n";
    const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";

    fn message(name: &str, content_type: &str, size: u64, head: Option<&[u8]>) -> Option<String> {
        let errors = validate_file(name, content_type, size, head);
        assert!(errors.iter().all(|(field, _)| field == "file"));
        errors.get("file").map(str::to_owned)
    }

    #[test]
    fn a_small_pdf_is_fine() {
        assert_eq!(message("contract.pdf", "application/pdf", 1234, Some(PDF)), None);
        assert_eq!(message("CONTRACT.PDF", "Application/PDF; name=x", 1, Some(b"%PDF-")), None);
        assert_eq!(message("contract.pdf", "", 1, None), None, "no declared type, bytes not at hand");
    }

    #[test]
    fn size_limit_is_inclusive() {
        assert_eq!(message("a.pdf", "application/pdf", 5_242_880, Some(PDF)), None);
        assert_eq!(
            message("a.pdf", "application/pdf", 5_242_881, Some(PDF)).as_deref(),
            Some("File size must not be more than 5MB")
        );
        assert_eq!(message("a.pdf", "application/pdf", u64::MAX, None).as_deref(), Some(messages::FILE_TOO_LARGE));
    }

    #[test]
    fn only_pdfs_by_name_type_and_content() {
        let only_pdf = Some(messages::ONLY_PDF.to_owned());
        assert_eq!(message("contract.pdf", "application/pdf", 10, Some(PNG)), only_pdf, "PDF name, PNG bytes");
        assert_eq!(message("contract.pdf", "image/png", 10, Some(PDF)), only_pdf);
        assert_eq!(message("contract.png", "application/pdf", 10, Some(PDF)), only_pdf);
        assert_eq!(message("contract.pdf.exe", "", 10, None), only_pdf);
        assert_eq!(message("pdf", "", 10, None), only_pdf);
        assert_eq!(message(".pdf", "", 10, None), only_pdf, "no name before the extension");
        assert_eq!(message("", "", 10, None), only_pdf);
        assert_eq!(message("contract.pdf", "application/pdf", 10, Some(b"%PDF")), only_pdf, "too short");
        assert_eq!(message("contract.pdf", "application/pdf", 10, Some(b"")), only_pdf, "empty file");
        assert_eq!(message("contrat.pdé", "", 10, None), only_pdf, "non-ASCII name");
    }

    #[test]
    fn the_pdf_message_comes_first() {
        assert_eq!(message("photo.png", "image/png", 9_000_000, Some(PNG)).as_deref(), Some(messages::ONLY_PDF));
    }

    #[test]
    fn signature_check() {
        assert!(starts_like_pdf(PDF));
        assert!(!starts_like_pdf(PNG));
        assert!(!starts_like_pdf(b" %PDF-"));
    }
}
