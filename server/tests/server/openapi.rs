//! The OpenAPI document (`GET /api/openapi.json`) and the API reference page (`GET /api/docs`):
//! a valid OpenAPI 3.1 document of every route the router serves, with the core's limits and
//! lists, whose security is what the server enforces; a page whose script the server serves.

use std::collections::{BTreeMap, BTreeSet};

use reqwest::Method;
use rightsdesk_core::limits::{
    MAX_EMAIL_CHARS, MAX_LONG_TEXT_CHARS, MAX_NAME_CHARS, MAX_PHONE_CHARS, MAX_PITCH_CHARS, MAX_SHORT_TEXT_CHARS,
    MIN_ADVANCE, MIN_PASSWORD_CHARS,
};
use rightsdesk_core::{
    CalendarKind, CompanyType, ContractType, Currency, DeclineReason, EntityType, Material, OfferStatus,
    ProspectionStatus, Role,
};
use serde_json::{Value, json};

use crate::helpers::TestApp;

/// The OpenAPI Initiative's JSON Schema of OpenAPI 3.1 documents (its `$id` names the version).
const OPENAPI_3_1_SCHEMA: &str = include_str!("openapi-3.1-schema.json");

/// The operations anyone may call; every other one needs a bearer token.
const PUBLIC: [(&str, &str); 9] = [
    ("post", "/auth/login"),
    ("get", "/api/openapi.json"),
    ("get", "/api/docs"),
    ("get", "/api/docs/scalar.js"),
    ("get", "/healthz"),
    ("get", "/readyz"),
    // The calendar feed: its secret address is the credential (calendar apps send no token).
    ("get", "/feeds/{file}"),
    // A rights guide's share link, whose secret address is the credential too (buyers do not sign in).
    ("get", "/shared/guides/{token}"),
    ("get", "/shared/guides/{token}/covers/{titleId}"),
];

async fn document(app: &TestApp) -> Value {
    let response = app.client.get(app.url("/api/openapi.json")).send().await.unwrap();
    assert_eq!(response.status(), 200, "the document needs no token");
    assert_eq!(response.headers()["content-type"], "application/json");
    response.json().await.unwrap()
}

/// Every operation of the document as (method, path, operation).
fn operations(document: &Value) -> Vec<(String, String, Value)> {
    let mut all = Vec::new();
    for (path, item) in document["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            all.push((method.clone(), path.clone(), operation.clone()));
        }
    }
    all
}

/// Every `$ref` in a JSON value.
fn references(value: &Value, found: &mut Vec<String>) {
    match value {
        Value::Object(fields) => fields.iter().for_each(|(key, item)| match item {
            Value::String(target) if key == "$ref" => found.push(target.clone()),
            _ => references(item, found),
        }),
        Value::Array(items) => items.iter().for_each(|item| references(item, found)),
        _ => {}
    }
}

#[tokio::test]
async fn the_document_is_valid_openapi_3_1() {
    let app = TestApp::spawn().await;
    let document = document(&app).await;
    assert_eq!(document["openapi"], "3.1.0");

    let schema: Value = serde_json::from_str(OPENAPI_3_1_SCHEMA).unwrap();
    let validator = jsonschema::draft202012::new(&schema).expect("the OpenAPI 3.1 schema compiles");
    let errors: Vec<String> =
        validator.iter_errors(&document).map(|error| format!("{} at {}", error, error.instance_path())).collect();
    assert!(errors.is_empty(), "not a valid OpenAPI 3.1 document: {errors:#?}");

    // What the schema of the format leaves unchecked: references that lead somewhere, and
    // operation ids unique across the document (clients name their functions by them).
    let mut found = Vec::new();
    references(&document, &mut found);
    assert!(!found.is_empty());
    for target in found {
        let pointer = target.strip_prefix('#').unwrap_or_else(|| panic!("{target} is not in the document"));
        assert!(document.pointer(pointer).is_some(), "{target} leads nowhere");
    }
    let ids: Vec<String> =
        operations(&document).iter().map(|(_, _, operation)| operation["operationId"].to_string()).collect();
    let unique: BTreeSet<&String> = ids.iter().collect();
    assert_eq!(unique.len(), ids.len(), "operation ids repeat: {ids:?}");
}

#[tokio::test]
async fn every_route_the_router_serves_is_in_the_document() {
    let app = TestApp::spawn().await;
    let document = document(&app).await;
    let documented: BTreeSet<(String, String)> =
        operations(&document).into_iter().map(|(method, path, _)| (method, path)).collect();

    // axum shows a router's routes only in its Debug output, under `path_router` (`fallback_router`
    // holds the fallbacks: the web app and the JSON 404s): each route id with its path,
    // `RouteId(3): "/api/titles/{id}"`, and with its methods,
    // `RouteId(3): MethodRouter(MethodRouter { ..., allow_header: Bytes(b"GET,HEAD,PUT,DELETE") })`.
    let debug = format!("{:?}", rightsdesk_server::app(app.state.clone()));
    let routes = debug.split("fallback_router").next().unwrap();
    let mut paths = BTreeMap::new();
    let mut methods = BTreeMap::new();
    for entry in routes.split("RouteId(").skip(1) {
        let (id, rest) = entry.split_once("): ").unwrap();
        if let Some(path) = rest.strip_prefix('"') {
            paths.insert(id, path.split('"').next().unwrap());
        } else if let Some((_, allowed)) = rest.split_once("allow_header: Bytes(b\"") {
            methods.insert(id, allowed.split('"').next().unwrap());
        }
    }
    let served: BTreeSet<(String, String)> = paths
        .iter()
        // The web app's hashed files are not API.
        .filter(|(_, path)| !path.starts_with("/assets"))
        .flat_map(|(id, path)| {
            let allowed = methods.get(id).unwrap_or_else(|| panic!("no methods for {path} in {debug}"));
            allowed
                .split(',')
                .filter(|method| *method != "HEAD")
                .map(|method| (method.to_lowercase(), path.to_string()))
        })
        .collect();
    assert!(served.contains(&("put".into(), "/api/titles/{id}".into())), "no routes found in {debug}");
    let undocumented: Vec<_> = served.difference(&documented).collect();
    let unserved: Vec<_> = documented.difference(&served).collect();
    assert!(
        undocumented.is_empty() && unserved.is_empty(),
        "served but not documented (register with `routes!`): {undocumented:?}; documented but not served: {unserved:?}"
    );
}

#[tokio::test]
async fn the_documented_security_is_what_the_server_enforces() {
    let app = TestApp::spawn().await;
    let document = document(&app).await;
    for (method, path, operation) in operations(&document) {
        assert!(operation["tags"].as_array().is_some_and(|tags| !tags.is_empty()), "{method} {path} has no tag");
        // Every success is a 200 (or a 204 with no body) but those the contract answers otherwise:
        // a meeting's follow-ups and a job run by hand (201), and a test message queued (202).
        let responses = &operation["responses"];
        let documented = if path.ends_with("/follow-ups") || path == "/api/jobs/{job}/run" {
            responses["201"].is_object()
        } else if path == "/api/mail/test" {
            responses["202"].is_object()
        } else {
            responses["200"].is_object() || responses["204"].is_object()
        };
        assert!(documented, "{method} {path} documents no success");
        let url = path.replace("{id}", "1").replace("{text}", "abc");
        let request = app.client.request(Method::from_bytes(method.to_uppercase().as_bytes()).unwrap(), app.url(&url));
        let status = request.send().await.unwrap().status();
        if PUBLIC.contains(&(method.as_str(), path.as_str())) {
            assert_eq!(operation["security"], json!([{}]), "{method} {path} is public");
            assert_ne!(status, 401, "{method} {path} is documented as public");
        } else {
            assert_eq!(operation["security"], json!([{ "bearer": [] }]), "{method} {path} needs a token");
            assert_eq!(operation["responses"]["401"]["$ref"], "#/components/responses/Unauthorized", "{method} {path}");
            assert_eq!(status, 401, "{method} {path} without a token");
        }
    }
    assert_eq!(
        document["components"]["securitySchemes"]["bearer"],
        json!({ "type": "http", "scheme": "bearer", "bearerFormat": "JWT" })
    );
}

#[tokio::test]
async fn every_json_body_documents_how_it_is_refused() {
    let app = TestApp::spawn().await;
    let document = document(&app).await;
    let mut bodies = 0;
    for (method, path, operation) in operations(&document) {
        let body = &operation["requestBody"];
        if !body["content"]["application/json"].is_object() {
            continue;
        }
        bodies += 1;
        // Malformed JSON or a field the type does not have.
        assert!(operation["responses"]["400"].is_object(), "{method} {path} takes JSON but documents no 400");
        // The NUL character anywhere in the body, a key included (extract.rs, `parse_json`).
        assert!(operation["responses"]["422"].is_object(), "{method} {path} takes JSON but documents no 422");
        // A required body sent without its content type; an optional one is read whatever it says.
        if body["required"] == json!(true) {
            assert!(operation["responses"]["415"].is_object(), "{method} {path} takes JSON but documents no 415");
        }
    }
    assert!(bodies > 20, "only {bodies} JSON bodies found");
}

#[tokio::test]
async fn the_limits_and_lists_of_core_are_in_the_document() {
    let app = TestApp::spawn().await;
    let document = document(&app).await;
    let schemas = &document["components"]["schemas"];

    // utoipa takes only literals for lengths: each is checked here against its constant, and a
    // length this table does not know fails too.
    let name = [
        ("Title", "name"),
        ("Title", "author"),
        ("Contact", "name"),
        ("Company", "name"),
        ("Company", "countryId"),
        ("Company", "languageId"),
        ("License", "title"),
        ("License", "company"),
        ("License", "agent"),
        ("Prospection", "title"),
        ("Prospection", "company"),
        ("Event", "title"),
        ("User", "name"),
        ("Profile", "name"),
        ("TeamSettings", "name"),
        ("InvoiceDetails", "legalName"),
        ("Title", "subtitle"),
        ("Contributor", "name"),
        ("Fair", "name"),
        ("Guide", "name"),
        ("GuideSection", "heading"),
    ];
    let short = [
        ("License", "commission"),
        ("License", "royalties"),
        ("License", "filesFee"),
        ("License", "printRun"),
        ("License", "retailPrice"),
        ("RightHeld", "source"),
        ("Prospection", "source"),
        ("Offer", "royalties"),
        ("Event", "location"),
        ("Contact", "role"),
        ("Payment", "invoiceNumber"),
        ("Quote", "source"),
        ("Edition", "salesRights"),
        ("Fair", "place"),
        ("Fair", "stand"),
        ("Meeting", "table"),
        ("InvoiceDetails", "vatNumber"),
    ];
    let long = [
        ("Title", "description"),
        ("Title", "authorBio"),
        ("Company", "address"),
        ("Company", "notes"),
        ("License", "notes"),
        ("Prospection", "notes"),
        ("Offer", "notes"),
        ("Event", "notes"),
        ("Contact", "notes"),
        ("RightHeld", "notes"),
        ("Payment", "notes"),
        ("Statement", "notes"),
        ("Meeting", "notes"),
        ("MeetingTitle", "note"),
        ("Guide", "intro"),
        ("InvoiceDetails", "address"),
        ("InvoiceDetails", "bankDetails"),
        ("InvoiceDetails", "footer"),
    ];
    let mut expected = BTreeSet::new();
    expected.extend(name.map(|(schema, field)| (schema, field, MAX_NAME_CHARS)));
    expected.extend(short.map(|(schema, field)| (schema, field, MAX_SHORT_TEXT_CHARS)));
    expected.extend(long.map(|(schema, field)| (schema, field, MAX_LONG_TEXT_CHARS)));
    expected.insert(("Contact", "email", MAX_EMAIL_CHARS));
    expected.insert(("User", "email", MAX_EMAIL_CHARS));
    expected.insert(("Profile", "email", MAX_EMAIL_CHARS));
    expected.insert(("Contact", "phone", MAX_PHONE_CHARS));
    expected.insert(("Title", "pitch", MAX_PITCH_CHARS));
    expected.insert(("Quote", "text", MAX_PITCH_CHARS));
    let mut found = BTreeSet::new();
    for (schema, definition) in schemas.as_object().unwrap() {
        for (field, property) in definition["properties"].as_object().into_iter().flatten() {
            if let Some(max) = property["maxLength"].as_u64() {
                found.insert((schema.as_str(), field.as_str(), max));
            }
        }
    }
    assert_eq!(found, expected);
    assert_eq!(schemas["License"]["properties"]["advance"]["minimum"].as_f64(), Some(MIN_ADVANCE));
    let mut shortest = BTreeSet::new();
    for (schema, definition) in schemas.as_object().unwrap() {
        for (field, property) in definition["properties"].as_object().into_iter().flatten() {
            if let Some(min) = property["minLength"].as_u64() {
                shortest.insert((schema.as_str(), field.as_str(), min));
            }
        }
    }
    assert_eq!(
        shortest,
        BTreeSet::from([
            ("PasswordChange", "newPassword", MIN_PASSWORD_CHARS),
            ("User", "password", MIN_PASSWORD_CHARS)
        ])
    );

    // The closed lists: their values, and the fields that take them.
    let values = |name: &str| schemas[name]["enum"].clone();
    assert_eq!(values("ContractType"), json!(ContractType::ALL.map(ContractType::as_str)));
    assert_eq!(values("Currency"), json!(Currency::all().iter().map(|currency| currency.code()).collect::<Vec<_>>()));
    assert_eq!(values("CompanyType"), json!(CompanyType::ALL.map(CompanyType::as_str)));
    assert_eq!(values("Role"), json!(Role::ALL.map(Role::as_str)));
    assert_eq!(values("ProspectionStatus"), json!(ProspectionStatus::ALL.map(ProspectionStatus::as_str)));
    assert_eq!(values("DeclineReason"), json!(DeclineReason::ALL.map(DeclineReason::as_str)));
    assert_eq!(values("Material"), json!(Material::ALL.map(Material::as_str)));
    assert_eq!(values("OfferStatus"), json!(OfferStatus::ALL.map(OfferStatus::as_str)));
    assert_eq!(values("CalendarKind"), json!(CalendarKind::ALL.map(CalendarKind::as_str)));
    assert_eq!(values("EntityType"), json!(EntityType::ALL.map(EntityType::as_str)));
    let prospection = &schemas["Prospection"]["properties"];
    assert_eq!(prospection["status"]["oneOf"][0]["$ref"], "#/components/schemas/ProspectionStatus");
    assert_eq!(prospection["material"]["items"]["$ref"], "#/components/schemas/Material");
    let license = &schemas["License"]["properties"];
    assert_eq!(license["contractType"]["oneOf"][0]["$ref"], "#/components/schemas/ContractType");
    assert_eq!(license["currency"]["oneOf"][0]["$ref"], "#/components/schemas/Currency");
    assert_eq!(schemas["Company"]["properties"]["types"]["items"]["$ref"], "#/components/schemas/CompanyType");

    // The ISO lists' ids, which the server checks too.
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Viewer).await;
    let countries: Value = app.get("/api/countries", &token).await.json().await.unwrap();
    let languages: Value = app.get("/api/languages", &token).await.json().await.unwrap();
    for (field, list) in [("countryId", &countries), ("languageId", &languages["data"])] {
        let mut ids: Vec<Value> = list.as_array().unwrap().iter().map(|item| item["id"].clone()).collect();
        ids.push(Value::Null);
        assert_eq!(schemas["Company"]["properties"][field]["enum"], json!(ids), "{field}");
    }
    assert_eq!(
        schemas["Prospection"]["properties"]["language"]["enum"],
        schemas["Company"]["properties"]["languageId"]["enum"]
    );
}

#[tokio::test]
async fn the_reference_page_loads_its_script_from_the_server() {
    let app = TestApp::spawn().await;
    let page = app.client.get(app.url("/api/docs")).send().await.unwrap();
    assert_eq!(page.status(), 200);
    assert!(page.headers()["content-type"].to_str().unwrap().starts_with("text/html"));
    let html = page.text().await.unwrap();
    // Nothing from elsewhere: no absolute address at all (Scalar's fonts, telemetry and AI
    // agent are off).
    assert!(!html.contains("http:") && !html.contains("https:") && !html.contains("src=\"//"), "{html}");
    assert!(html.contains(r#""url":"openapi.json""#), "the page reads the document next to it: {html}");

    let sources: Vec<&str> = html.split("<script src=\"").skip(1).map(|rest| rest.split('"').next().unwrap()).collect();
    assert_eq!(sources, ["docs/scalar.js"], "{html}");
    // Relative to /api/docs.
    let script = app.client.get(app.url("/api/docs/scalar.js")).send().await.unwrap();
    assert_eq!(script.status(), 200);
    assert_eq!(script.headers()["content-type"], "text/javascript; charset=utf-8");
    let code = script.text().await.unwrap();
    assert!(code.len() > 1_000_000 && code.contains("createApiReference"), "Scalar's bundle, {} bytes", code.len());
}
