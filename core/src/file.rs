//! Validation of uploads: a license's or a title's material PDF (by name, declared type and
//! first bytes), a title's cover image (JPEG, PNG or WebP, by declared type and first bytes), each
//! of at most [`MAX_UPLOAD_BYTES`]. The browser checks what it knows before uploading; the server
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

/// A cover upload, under the same key.
#[derive(Validate)]
struct ImageUpload<'a> {
    #[validate(
        custom(function = is_image, code = "only_images"),
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

/// Checks a cover upload, answering under the key `file`:
///
/// - "Only JPEG, PNG or WebP images are allowed" unless `content_type` is empty or one of
///   `image/jpeg`, `image/png`, `image/webp` (parameters ignored) and `head`, when given, starts
///   like one of them ([`image_type`]). Pass the first 12 bytes of the content or the whole
///   content; `None` only when the bytes are not at hand yet. The name is not checked: the bytes
///   say what a file is, and a pasted image has no name.
/// - otherwise "File size must not be more than 5MB" when `size` is over 5,242,880 bytes.
pub fn validate_image(name: &str, content_type: &str, size: u64, head: Option<&[u8]>) -> FieldErrors {
    FieldErrors::of(&ImageUpload { file: UploadedFile { name, content_type, size, head } })
}

/// The media type of an image a cover may be, from its first bytes: `image/jpeg`, `image/png`
/// or `image/webp` (a RIFF container of WebP); `None` for anything else, or fewer bytes than
/// its signature. The server stores a cover under this type, whatever the client declared.
pub fn image_type(head: &[u8]) -> Option<&'static str> {
    if head.starts_with(b"\xff\xd8\xff") {
        Some("image/jpeg")
    } else if head.starts_with(b"\x89PNG\r\n\x1a\n") {
        Some("image/png")
    } else if head.len() >= 12 && head.starts_with(b"RIFF") && &head[8..12] == b"WEBP" {
        Some("image/webp")
    } else {
        None
    }
}

/// The types a cover may declare.
const IMAGE_TYPES: [&str; 3] = ["image/jpeg", "image/png", "image/webp"];

fn is_image(file: &UploadedFile<'_>) -> Result<(), ValidationError> {
    let essence = file.content_type.split(';').next().unwrap_or_default().trim();
    let declares_image =
        essence.is_empty() || IMAGE_TYPES.iter().any(|content_type| essence.eq_ignore_ascii_case(content_type));
    if declares_image && file.head.is_none_or(|head| image_type(head).is_some()) {
        Ok(())
    } else {
        Err(ValidationError::new("invalid"))
    }
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

    const JPEG: &[u8] = b"\xff\xd8\xff\xe0\0\x10JFIF\0";
    const WEBP: &[u8] = b"RIFF\x24\0\0\0WEBPVP8L";

    fn image_message(content_type: &str, size: u64, head: Option<&[u8]>) -> Option<String> {
        let errors = validate_image("cover", content_type, size, head);
        assert!(errors.iter().all(|(field, _)| field == "file"));
        errors.get("file").map(str::to_owned)
    }

    #[test]
    fn covers_are_jpeg_png_or_webp_by_their_bytes() {
        assert_eq!(image_message("image/jpeg", 10, Some(JPEG)), None);
        assert_eq!(image_message("image/png", 10, Some(PNG)), None);
        assert_eq!(image_message("IMAGE/WEBP; q=1", 10, Some(WEBP)), None);
        assert_eq!(image_message("", 10, Some(PNG)), None, "no declared type");
        assert_eq!(image_message("image/png", 10, Some(JPEG)), None, "the bytes decide the type");
        assert_eq!(image_message("image/png", 10, None), None, "bytes not at hand");
        let only_images = Some(messages::ONLY_IMAGES.to_owned());
        assert_eq!(image_message("image/png", 10, Some(PDF)), only_images, "a PDF named as a PNG");
        assert_eq!(image_message("image/png", 10, Some(b"not an image")), only_images);
        assert_eq!(image_message("image/gif", 10, Some(b"GIF89a")), only_images);
        assert_eq!(image_message("application/pdf", 10, None), only_images);
        assert_eq!(image_message("image/webp", 10, Some(b"RIFF\0\0\0\0WAVEfmt ")), only_images, "a WAV");
        assert_eq!(image_message("image/png", 10, Some(b"")), only_images, "empty file");
    }

    #[test]
    fn cover_size_limit() {
        assert_eq!(image_message("image/png", 5_242_880, Some(PNG)), None);
        assert_eq!(image_message("image/png", 5_242_881, Some(PNG)).as_deref(), Some(messages::FILE_TOO_LARGE));
        assert_eq!(image_message("", 9_000_000, Some(PDF)).as_deref(), Some(messages::ONLY_IMAGES));
    }

    #[test]
    fn image_types() {
        assert_eq!(image_type(JPEG), Some("image/jpeg"));
        assert_eq!(image_type(PNG), Some("image/png"));
        assert_eq!(image_type(WEBP), Some("image/webp"));
        assert_eq!(image_type(b"RIFF\x24\0\0\0WEB"), None, "too short");
        assert_eq!(image_type(PDF), None);
    }

    #[test]
    fn signature_check() {
        assert!(starts_like_pdf(PDF));
        assert!(!starts_like_pdf(PNG));
        assert!(!starts_like_pdf(b" %PDF-"));
    }
}
