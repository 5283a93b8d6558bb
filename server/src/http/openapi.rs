//! The OpenAPI document of the server (`GET /api/openapi.json`) and a page to read it
//! (`GET /api/docs`).
//!
//! The document is generated, not written: each handler carries its `#[utoipa::path]` (method,
//! path, parameters, bodies, answers), the entities their schemas from core (feature `openapi`),
//! and each router registers its handlers with `routes!`, which adds a route to the router and
//! its operation to the document at once. What every operation shares (the bearer scheme, the
//! error answers, the tags) is declared here, on [`ApiDoc`].
//!
//! The page is Scalar's API reference, whose script the `scalar_api_reference` crate embeds in the
//! binary: we serve it ourselves, so the page works without a CDN.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use axum::body::Bytes;
use axum::http::{HeaderValue, header};
use axum::response::{Html, IntoResponse, Response};
use rightsdesk_core::{License, OnixDecisions};
use serde_json::{Value, json};
use utoipa::openapi::response::Response as Answer;
use utoipa::openapi::schema::{AdditionalProperties, Schema};
use utoipa::openapi::security::{Http, HttpAuthScheme, SecurityScheme};
use utoipa::openapi::{OpenApi as Document, Ref, RefOr};
use utoipa::{IntoResponses, Modify, OpenApi, ToResponse, ToSchema};

use crate::error::{Error, ErrorBody, StaleBody, ValidationErrorBody};
use crate::reference::Reference;

/// What every operation shares. An operation names the answers below as
/// `(status = 401, response = Unauthorized)`.
#[derive(OpenApi)]
#[openapi(
    info(
        title = "Rightsdesk",
        description = "The HTTP API of Rightsdesk: sign-in under `/auth`, the team's data under `/api`.\n\n\
            Every `/api` call but this document and its page needs `Authorization: Bearer <token>`, the \
            token being the one `POST /auth/login` answers. Bodies are JSON with camelCase names; dates are \
            `YYYY-MM-DD`. Every error answer is JSON with at least `message`; besides those listed on each \
            operation, any call may answer 405 (a method the path does not take, with `Allow`), 408 (a body \
            that stopped arriving), 414 (a path and query over 8 KiB) or 500."
    ),
    modifiers(&BearerScheme),
    components(
        schemas(ErrorBody, StaleBody, ValidationErrorBody),
        responses(BadRequest, Unauthorized, Forbidden, NotFound, Conflict, Stale, TooLarge, UnsupportedMediaType, Invalid, Unavailable)
    ),
    tags(
        (name = "auth", description = "Sign in and out"),
        (name = "account", description = "The signed-in user: name, password, team"),
        (name = "users", description = "The team's users, managed by its admins"),
        (name = "servers", description = "The server instances that serve this database"),
        (name = "jobs", description = "The jobs the server runs by itself on their date, and their runs"),
        (name = "mail", description = "The e-mail the server sends: the outbox, and a test message"),
        (name = "reference", description = "The ISO lists of countries and languages, and the Thema sections"),
        (name = "titles", description = "The team's catalogue"),
        (name = "availability", description = "What of the catalogue is still free to sell: the titles by the state of one right"),
        (name = "companies", description = "The companies the team deals with, and their contacts"),
        (name = "licenses", description = "The rights contracts, with their PDF"),
        (name = "prospections", description = "The selling work: pitches, chases, offers and options that become licenses"),
        (name = "money", description = "The money after signing: payments, royalty statements, exchange rates"),
        (name = "reports", description = "Income, amounts outstanding and authors' shares, in the home currency"),
        (name = "fairs", description = "Book fairs: the team's meetings there, their follow-ups and a fair's report"),
        (name = "calendar", description = "What is due when, the team's events, and the calendar feed"),
        (name = "guides", description = "Rights guides: the titles buyers read, printed, exported or shared by a secret link"),
        (name = "activity", description = "Who changed what: the team's activity log"),
        (name = "meta", description = "Health, this document and its page")
    )
)]
pub struct ApiDoc;

/// The `bearer` security scheme the operations name: the JWT of `POST /auth/login`.
struct BearerScheme;

impl Modify for BearerScheme {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let mut scheme = Http::new(HttpAuthScheme::Bearer);
        scheme.bearer_format = Some("JWT".into());
        openapi.components.get_or_insert_default().add_security_scheme("bearer", SecurityScheme::Http(scheme));
    }
}

/// Malformed JSON, a value of the wrong type, a field the body does not have, or a body id that
/// is not the path's; the message names the field when it can.
#[derive(ToResponse)]
pub struct BadRequest(pub ErrorBody);

/// The bearer token is missing, malformed, badly signed, expired or revoked.
#[derive(ToResponse)]
#[response(headers(("WWW-Authenticate" = String, description = "`Bearer`")))]
pub struct Unauthorized(pub ErrorBody);

/// The token is valid but its role may not do this (viewers only read).
#[derive(ToResponse)]
pub struct Forbidden(pub ErrorBody);

/// No such id in the caller's team: another team's ids answer the same.
#[derive(ToResponse)]
pub struct NotFound(pub ErrorBody);

/// The write conflicts with what is stored: a delete would orphan data, an e-mail address is
/// taken, or the team would be left without an active admin. The message says which.
#[derive(ToResponse)]
pub struct Conflict(pub ErrorBody);

/// The record changed since the version `If-Match` names (docs/http.md, "Versions"): nothing is
/// written; `current` is the record now, and `ETag` its version.
#[derive(ToResponse)]
pub struct Stale(pub StaleBody);

/// The refusals every delete of a record shares: no token, not a writer, no such record (or
/// another team's), and a version other than `If-Match`'s. Named beside the operation's own answers:
/// `responses((status = 200, ...), DeleteRefused)`.
pub struct DeleteRefused;

impl IntoResponses for DeleteRefused {
    fn responses() -> BTreeMap<String, RefOr<Answer>> {
        [("401", "Unauthorized"), ("403", "Forbidden"), ("404", "NotFound"), ("412", "Stale")]
            .into_iter()
            .map(|(status, name)| (status.to_owned(), RefOr::Ref(Ref::from_response_name(name))))
            .collect()
    }
}

/// The database cannot be reached now (or took longer than `RIGHTSDESK_DB_TIMEOUT_MS` to give a
/// connection): nothing was written; try again after `Retry-After` seconds.
#[derive(ToResponse)]
#[response(headers(("Retry-After" = u64, description = "Seconds to wait before trying again")))]
pub struct Unavailable(pub ErrorBody);

/// The body (or the uploaded file) is over its limit; nothing is stored.
#[derive(ToResponse)]
pub struct TooLarge(pub ErrorBody);

/// The body is not of a content type the operation reads.
#[derive(ToResponse)]
pub struct UnsupportedMediaType(pub ErrorBody);

/// The body parses but breaks a rule of the core crate: `errors` has the message for each field.
#[derive(ToResponse)]
pub struct Invalid(pub ValidationErrorBody);

/// A license with its contract, as `multipart/form-data` (read by hand in `licenses.rs`).
#[derive(ToSchema)]
pub struct LicenseUpload {
    /// The license, as JSON.
    pub license: License,
    /// The contract: a PDF, i.e. a file name ending in `.pdf`, sent as `application/pdf` (or without
    /// a type), whose content starts with `%PDF-`; at most 5,242,880 bytes. A sent file replaces the
    /// stored one; without it the stored one is kept.
    // OpenAPI 3.1 names a file's type with `contentMediaType` (`format: binary` is 3.0's way), and
    // schemathesis 4.32 fails on `format: binary` in a multipart body of closed objects.
    #[schema(value_type = String, required = false, content_media_type = "application/pdf")]
    pub file: Option<Vec<u8>>,
}

/// A title's cover, as `multipart/form-data` (read by hand in `covers.rs`).
#[derive(ToSchema)]
pub struct CoverUpload {
    /// The image: a JPEG, PNG or WebP (told by its first bytes), at most 5,242,880 bytes.
    // A file's type as `contentMediaType` (see LicenseUpload); `image/*` as its bytes decide.
    #[schema(value_type = String, content_media_type = "image/*")]
    pub file: Vec<u8>,
}

/// A title's material file, as `multipart/form-data` (read by hand in `materials.rs`).
#[derive(ToSchema)]
pub struct MaterialUpload {
    /// What the file is.
    pub kind: rightsdesk_core::MaterialKind,
    /// The file: a PDF, as a license's (a name ending in `.pdf`, sent as `application/pdf` or without
    /// a type, content starting with `%PDF-`), at most 5,242,880 bytes.
    #[schema(value_type = String, content_media_type = "application/pdf")]
    pub file: Vec<u8>,
}

/// A cover image as uploaded: JPEG, PNG or WebP.
#[derive(ToSchema)]
#[schema(value_type = String, format = Binary)]
pub struct Image(pub Vec<u8>);

/// A JPEG image.
#[derive(ToSchema)]
#[schema(value_type = String, format = Binary, content_media_type = "image/jpeg")]
pub struct Jpeg(pub Vec<u8>);

/// An ONIX file to preview, as `multipart/form-data` (read by hand in `onix.rs`).
#[derive(ToSchema)]
pub struct OnixFile {
    /// The ONIX 3.0 or 3.1 message (XML, reference or short tags), at most 100 MB.
    #[schema(value_type = String, content_media_type = "application/xml")]
    pub file: Vec<u8>,
}

/// An ONIX file to apply with the decisions made on its preview, as `multipart/form-data` (read by
/// hand in `onix.rs`).
#[derive(ToSchema)]
pub struct OnixUpload {
    /// The ONIX file previewed, at most 100 MB.
    #[schema(value_type = String, content_media_type = "application/xml")]
    pub file: Vec<u8>,
    /// The fields to keep per title, as JSON; without it every changed field is replaced.
    #[schema(required = false)]
    pub decisions: Option<OnixDecisions>,
}

/// A PDF file.
#[derive(ToSchema)]
#[schema(value_type = String, format = Binary, content_media_type = "application/pdf")]
pub struct Pdf(pub Vec<u8>);

/// A zip archive.
#[derive(ToSchema)]
#[schema(value_type = String, format = Binary, content_media_type = "application/zip")]
pub struct ZipArchive(pub Vec<u8>);

/// The whole document: [`ApiDoc`] with the operations of every documented route.
pub fn document() -> Document {
    let mut document = super::documented().into_openapi();
    // A body may not carry a field its type does not have (`extract::parse_json` answers 400,
    // and a multipart body a part other than `license` and `file`), and the server answers
    // exactly its types' fields: every object is closed.
    for schema in document.components.iter_mut().flat_map(|components| components.schemas.values_mut()) {
        if let RefOr::T(Schema::Object(object)) = schema
            && !object.properties.is_empty()
        {
            object.additional_properties = Some(Box::new(AdditionalProperties::FreeForm(false)));
        }
    }
    list_reference_ids(&mut document);
    answer_too_large_to_bodies(&mut document);
    document
}

/// Every body is read under a limit (`DefaultBodyLimit`: 2 MB for JSON, more for imports and
/// uploads), so every operation that takes one may answer 413. Said once here rather than on each
/// operation, so that a new operation cannot forget it.
fn answer_too_large_to_bodies(document: &mut Document) {
    for item in document.paths.paths.values_mut() {
        let operations = [&mut item.post, &mut item.put, &mut item.patch, &mut item.delete];
        for operation in operations.into_iter().flatten().filter(|operation| operation.request_body.is_some()) {
            operation
                .responses
                .responses
                .entry("413".into())
                .or_insert_with(|| RefOr::Ref(Ref::from_response_name("TooLarge")));
        }
    }
}

/// A company's `countryId` and `languageId`, and a prospection's `language`, are ids of the ISO
/// lists (`GET /api/countries` and `GET /api/languages`): the document lists them, as it lists
/// core's closed lists.
fn list_reference_ids(document: &mut Document) {
    let reference = Reference::load();
    let countries: Vec<&str> = reference.countries.iter().map(|country| country.id.as_str()).collect();
    let languages: Vec<&str> = reference.languages.iter().map(|language| language.id.as_str()).collect();
    let fields = [
        ("Company", "countryId", &countries),
        ("Company", "languageId", &languages),
        ("Prospection", "language", &languages),
    ];
    let Some(components) = document.components.as_mut() else { return };
    for (schema, field, ids) in fields {
        let Some(RefOr::T(Schema::Object(schema))) = components.schemas.get_mut(schema) else { continue };
        if let Some(RefOr::T(Schema::Object(property))) = schema.properties.get_mut(field) {
            // Absent is allowed too.
            property.enum_values = Some(ids.iter().map(|id| Value::from(*id)).chain([Value::Null]).collect());
        }
    }
}

/// The document, serialised once.
static DOCUMENT: LazyLock<String> = LazyLock::new(|| document().to_json().expect("the OpenAPI document serialises"));

/// The page, with Scalar's configuration. The addresses are relative to `/api/docs`, so that the
/// page also works behind a proxy that serves the API under another prefix. Scalar's own fonts,
/// telemetry and AI agent would each call its servers, and its developer tools offer its hosted
/// services: off.
static PAGE: LazyLock<String> = LazyLock::new(|| {
    let config = json!({
        "url": "openapi.json",
        "withDefaultFonts": false,
        "telemetry": false,
        "agent": { "disabled": true },
        "showDeveloperTools": "never",
    });
    scalar_api_reference::scalar_html(&config, Some("docs/scalar.js"))
});

/// Scalar's script, read once (from the binary in release builds; rust-embed reads the crate's
/// folder in debug builds).
static SCRIPT: LazyLock<Option<Bytes>> =
    LazyLock::new(|| scalar_api_reference::get_asset("scalar.js").map(Bytes::from));

/// This OpenAPI 3.1 document.
#[utoipa::path(
    get,
    path = "/openapi.json",
    operation_id = "openapiDocument",
    tag = "meta",
    security(()),
    responses((status = 200, description = "The OpenAPI document", body = Object, content_type = "application/json"))
)]
pub async fn json() -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "application/json")], DOCUMENT.as_str())
}

/// The API reference: this document, to read and to try.
#[utoipa::path(
    get,
    path = "/docs",
    operation_id = "apiReference",
    tag = "meta",
    security(()),
    responses((status = 200, description = "An HTML page", body = String, content_type = "text/html"))
)]
pub async fn page() -> impl IntoResponse {
    ([(header::CONTENT_SECURITY_POLICY, PAGE_POLICY.as_str())], Html(PAGE.as_str()))
}

/// The reference page's policy: the app's (http/security.rs), but for the one inline script of
/// Scalar's page, which starts the viewer with its configuration and is allowed by its hash, and
/// `'unsafe-eval'`, which Scalar's viewer needs (it compiles code at run time: refused, the page
/// reports it). This page shows only our own document, with Scalar's script served from the binary.
static PAGE_POLICY: LazyLock<String> = LazyLock::new(|| {
    use base64::Engine as _;
    use sha2::{Digest as _, Sha256};
    let inline = PAGE
        .rsplit_once("<script>")
        .and_then(|(_, rest)| rest.split_once("</script>"))
        .map_or("", |(script, _)| script);
    let hash = base64::engine::general_purpose::STANDARD.encode(Sha256::digest(inline.as_bytes()));
    super::security::POLICY.replacen(
        "script-src 'self'",
        &format!("script-src 'self' 'sha256-{hash}' 'unsafe-eval'"),
        1,
    )
});

/// The script of the API reference page (Scalar's, served from the binary).
#[utoipa::path(
    get,
    path = "/docs/scalar.js",
    operation_id = "apiReferenceScript",
    tag = "meta",
    security(()),
    responses((status = 200, description = "JavaScript", body = String, content_type = "text/javascript"))
)]
pub async fn script() -> Result<Response, Error> {
    let script = SCRIPT.clone().ok_or_else(|| Error::Internal("Scalar's script is missing from the build".into()))?;
    let mut response = ([(header::CONTENT_TYPE, "text/javascript; charset=utf-8")], script).into_response();
    // 4.7 MB that changes only with the crate: kept a day, so a new version shows the next day.
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("public, max-age=86400"));
    Ok(response)
}
