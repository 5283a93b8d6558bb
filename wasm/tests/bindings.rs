//! The rule cases through the JS bindings: JS values in (built with `JSON.parse`, as a form
//! would hand them over), plain JS objects out. The shared cases come from
//! `core/fixtures/validation-cases.json`, the same file core's own tests run, so the browser
//! and the server provably agree. Run with `cargo test -p rightsdesk-wasm --target wasm32-unknown-unknown --tests`.
#![cfg(target_arch = "wasm32")]

use js_sys::{JSON, Reflect, Uint8Array};
use rightsdesk_core::{
    Company, Contact, Contributor, Edition, Event, Fair, FileInfo, License, Meeting, MeetingTitle, Named, Offer,
    Prospection, Quote, Territory, Title, User,
};
use rightsdesk_wasm::*;
use serde::Deserialize;
use serde_json::{Value, json};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

#[derive(Deserialize)]
struct Fixture {
    cases: Vec<Case>,
}

#[derive(Deserialize)]
struct Case {
    rule: String,
    case: String,
    input: Value,
    expect: Value,
}

/// A JS value from JSON text, the way a browser would have it.
fn js(value: &Value) -> JsValue {
    JSON::parse(&value.to_string()).expect("valid JSON")
}

/// What the binding returned, read back through `JSON.stringify`: a JS `Map` would come back as
/// `{}`, so this also proves the answers are plain objects.
fn json_of(value: &JsValue) -> Value {
    let text: String = JSON::stringify(value).expect("stringifies").into();
    serde_json::from_str(&text).expect("JSON")
}

fn answer(case: &Case) -> Value {
    let input = &case.input;
    match case.rule.as_str() {
        "title" => json_of(&validate_title(js(input))),
        "license" => json_of(&validate_license(js(input))),
        "company" => json_of(&validate_company(js(input))),
        "file" => {
            let head: Option<Vec<u8>> = input.get("head").map(|head| serde_json::from_value(head.clone()).unwrap());
            json_of(&validate_file(
                input["name"].as_str().unwrap(),
                input["contentType"].as_str().unwrap(),
                input["size"].as_f64().unwrap(),
                head,
            ))
        }
        "image" => {
            let head: Option<Vec<u8>> = input.get("head").map(|head| serde_json::from_value(head.clone()).unwrap());
            json_of(&validate_image(
                input["name"].as_str().unwrap(),
                input["contentType"].as_str().unwrap(),
                input["size"].as_f64().unwrap(),
                head,
            ))
        }
        "prospection" => json_of(&validate_prospection(js(input))),
        "newProspection" => json_of(&validate_new_prospection(js(input))),
        "prospectionChange" => {
            json_of(&validate_prospection_change(input["from"].as_str().unwrap(), js(&input["prospection"])))
        }
        "markSent" => {
            let marked = json_of(&mark_sent(
                input["from"].as_str().unwrap(),
                js(&input["prospection"]),
                input["today"].as_str().unwrap(),
            ));
            json!({"sentDate": marked["sentDate"], "chaseDate": marked["chaseDate"]})
        }
        "offer" => json_of(&validate_offer(js(input))),
        "event" => json_of(&validate_event(js(input))),
        "user" => json_of(&validate_user(js(input))),
        "teamSettings" => json_of(&validate_team_settings(js(input))),
        "fair" => json_of(&validate_fair(js(input))),
        "meeting" => json_of(&validate_meeting(js(&input["meeting"]), js(&input["fair"]))),
        "newPassword" => json_of(&validate_new_password(input.as_str().unwrap())),
        "nextStatuses" => json_of(&next_statuses(input.as_str().unwrap())),
        "move" => json_of(&validate_move(input["from"].as_str().unwrap(), input["to"].as_str().unwrap())),
        "searchReady" => json!(search_ready(input.as_str().unwrap())),
        "rightHeld" => json_of(&validate_right_held(js(input))),
        "overlap" => json!(license_overlap(js(&input["license"]), js(&input["others"]))),
        other => panic!("unknown rule {other:?} in case {:?}", case.case),
    }
}

#[wasm_bindgen_test]
fn every_shared_case_holds_through_the_bindings() {
    let fixture: Fixture = serde_json::from_str(include_str!("../../core/fixtures/validation-cases.json")).unwrap();
    assert!(fixture.cases.len() >= 50, "the fixture lost cases");
    // The search key is not in the bindings: the browser keys with its own Unicode tables, and
    // web/src/lib/core.test.ts holds it to these same cases. Nor is availability: the browser
    // asks the server (`GET /api/titles/{id}/availability`), which answers with core's function
    // (its cases run in wasm through core's own tests too).
    let failures: Vec<String> = fixture
        .cases
        .iter()
        .filter(|case| case.rule != "searchKey" && case.rule != "availability")
        .filter_map(|case| {
            let got = answer(case);
            (got != case.expect)
                .then(|| format!("{} / {}: expected {}, got {}", case.rule, case.case, case.expect, got))
        })
        .collect();
    assert!(failures.is_empty(), "{} case(s) failed:\n{}", failures.len(), failures.join("\n"));
}

#[wasm_bindgen_test]
fn answers_are_plain_objects() {
    let errors = validate_title(js(&json!({})));
    assert!(errors.is_object());
    assert!(!errors.is_instance_of::<js_sys::Map>());
    let message = Reflect::get(&errors, &"name".into()).unwrap();
    assert_eq!(message.as_string().as_deref(), Some("Title name is required"));
    let valid = validate_title(js(&json!({"name": "Dune"})));
    assert!(valid.is_object() && !valid.is_instance_of::<js_sys::Map>());
    assert_eq!(js_sys::Object::keys(valid.unchecked_ref::<js_sys::Object>()).length(), 0);
}

#[wasm_bindgen_test]
fn undefined_properties_read_as_absent() {
    let form = js(&json!({"title": "Dune", "company": "Gallimard", "contractDate": "2024-01-05"}));
    for field in ["agent", "advance", "currency", "endDate", "signed", "file"] {
        Reflect::set(&form, &field.into(), &JsValue::UNDEFINED).unwrap();
    }
    assert_eq!(json_of(&validate_license(form)), json!({}));
    let title = js(&json!({}));
    Reflect::set(&title, &"name".into(), &JsValue::UNDEFINED).unwrap();
    assert_eq!(json_of(&validate_title(title)), json!({"name": "Title name is required"}));
}

#[wasm_bindgen_test]
fn nan_and_infinite_advances_are_not_numbers() {
    for advance in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY] {
        let form = js(&json!({"title": "Dune", "company": "Gallimard", "contractDate": "2024-01-05"}));
        Reflect::set(&form, &"advance".into(), &JsValue::from_f64(advance)).unwrap();
        assert_eq!(json_of(&validate_license(form)), json!({"advance": "Advance must be a number"}), "{advance}");
    }
}

#[wasm_bindgen_test]
fn unreadable_input_answers_under_underscore() {
    let wrong_type = validate_license(js(&json!({"title": "Dune", "advance": "12"})));
    assert_eq!(json_of(&wrong_type), json!({"_": "advance: expected a number, found the string \"12\""}));
    for nothing in [JsValue::NULL, JsValue::UNDEFINED, JsValue::from_f64(3.0), JsValue::from_str("Dune")] {
        let answer = json_of(&validate_title(nothing));
        assert_eq!(answer.as_object().unwrap().keys().collect::<Vec<_>>(), ["_"]);
    }
    let bad_contacts = json_of(&validate_company(js(&json!({"name": "G", "contacts": "Anne"}))));
    assert_eq!(bad_contacts, json!({"_": "contacts: expected an array, found the string \"Anne\""}));
    let bad_contact = json_of(&validate_company(js(&json!({"name": "G", "contacts": [{"name": "A"}, {"id": "7"}]}))));
    assert_eq!(bad_contact, json!({"_": "contacts.1: id: expected an integer, found the string \"7\""}));
    let fraction = json_of(&validate_title(js(&json!({"id": 1.5, "name": "Dune"}))));
    assert_eq!(fraction, json!({"_": "id: expected an integer, found a number"}));
}

/// Each entity with every field set, in its stored form, goes through the bindings unchanged:
/// a field the hand-written reader missed or misnamed would come back absent.
#[wasm_bindgen_test]
fn every_field_is_read_under_its_wire_name() {
    let text = |value: &str| Some(value.to_owned());
    let title = Title {
        id: Some(4),
        version: Some(3),
        name: "Dune".into(),
        author: text("Frank Herbert"),
        publish_date: text("1965-08-01"),
        description: text("Sand"),
        subtitle: text("A novel"),
        original_language: text("en"),
        contributors: vec![Contributor { name: "John Schoenherr".into(), role: "illustrator".into() }],
        subjects: vec!["FLS".into(), "1KBB".into()],
        pitch: text("Spice."),
        author_bio: text("Born in Tacoma."),
        quotes: vec![Quote { text: "A triumph.".into(), source: text("Arthur C. Clarke") }],
        editions: vec![Edition {
            isbn: "9780306406157".into(),
            format: text("hardback"),
            publish_date: text("1965-08-01"),
            pages: Some(412),
            price: Some(5.95),
            currency: text("USD"),
            sales_rights: text("World"),
        }],
        cover: Some(8),
        cover_link: text("https://example.com/dune.jpg"),
    };
    let company = Company {
        id: Some(2),
        version: Some(3),
        name: "Gallimard".into(),
        country: text("France"),
        country_id: text("FR"),
        types: vec!["publisher".into(), "other".into()],
        language: text("French"),
        language_id: text("fr"),
        address: text("5 rue Gaston-Gallimard"),
        notes: text("Since 1911"),
        contacts: vec![Contact {
            id: Some(3),
            name: "Anne".into(),
            email: text("anne@gallimard.fr"),
            role: text("Rights director"),
            phone: text("+33 1 49 54 42 00"),
            languages: vec!["French".into(), "English".into()],
            language_ids: vec!["fr".into(), "en".into()],
            notes: text("Mornings"),
        }],
        remove_contacts: vec![9, 10],
    };
    let license = License {
        id: Some(5),
        version: Some(3),
        title: "Dune".into(),
        title_id: Some(4),
        company: "Gallimard".into(),
        company_id: Some(2),
        agent: text("Agence"),
        agent_id: Some(6),
        commission: text("10%"),
        contract_date: text("2024-01-05"),
        signed: false,
        status: text("reverted"),
        reversion_date: text("2030-06-01"),
        contract_type: text("foreign_rights"),
        language: text("de"),
        territory: Territory::parse("World except CH"),
        exclusive: Some(false),
        announce: true,
        end_date: text("2031-01-05"),
        advance: Some(4000.5),
        currency: text("EUR"),
        royalties: text("8%"),
        files_fee: text("500"),
        publication_date: text("2025-03-01"),
        print_run: text("3000"),
        retail_price: text("22 EUR"),
        notes: text("Option on the sequel"),
        accounting_period: text("year"),
        statement_days: Some(60),
        file: Some(FileInfo { name: "dune.pdf".into(), size: 1234 }),
    };
    let offer = Offer {
        id: Some(8),
        received_date: text("2026-04-01"),
        advance: Some(4000.5),
        currency: text("EUR"),
        royalties: text("7%"),
        notes: text("Firm"),
        status: text("pending"),
    };
    let prospection = Prospection {
        id: Some(7),
        version: Some(3),
        title: "Dune".into(),
        title_id: Some(4),
        company: "Gallimard".into(),
        company_id: Some(2),
        contact_id: Some(3),
        contact: text("Anne"),
        contract_type: text("audio"),
        language: text("fr"),
        territory: Some(Territory::parse("DE, AT")),
        status: text("offer"),
        sent_date: text("2026-03-10"),
        chase_date: text("2026-04-09"),
        last_chased_date: text("2026-03-30"),
        option_expiry: text("2026-06-30"),
        decline_reason: text("price"),
        material: vec!["pdf".into(), "readers_report".into()],
        material_files: vec![11, 12],
        source: text("Frankfurt 2026"),
        expected_advance: Some(5000.5),
        currency: text("EUR"),
        owner_id: Some(1),
        owner: text("Ada"),
        notes: text("Keen"),
        license_id: Some(5),
        fair_meeting_id: Some(12),
        offers: vec![offer.clone()],
        created_at: text("2026-03-01T10:00:00Z"),
        updated_at: text("2026-04-01T10:00:00Z"),
    };
    let event = Event {
        id: Some(9),
        version: Some(3),
        title: "Frankfurt Book Fair".into(),
        start: text("2026-10-14"),
        end: text("2026-10-18"),
        all_day: true,
        location: text("Hall 5.0"),
        company_id: Some(2),
        company: text("Gallimard"),
        contact_id: Some(3),
        contact: text("Anne"),
        notes: text("Stand B12"),
    };
    let user = User {
        id: Some(9),
        email: "ada@example.com".into(),
        name: "Ada".into(),
        role: "admin".into(),
        active: false,
        password: text("correct horse"),
    };
    let named = |id: i64, name: &str| Named { id, name: name.into() };
    let fair = Fair {
        id: Some(3),
        version: Some(2),
        name: "Frankfurt Book Fair".into(),
        start_date: text("2026-10-14"),
        end_date: text("2026-10-18"),
        time_zone: text("Europe/Berlin"),
        place: text("Frankfurt am Main"),
        stand: text("Hall 5.0 B 12"),
        day_start: text("08:30"),
        day_end: text("19:00"),
        slot_minutes: Some(20),
        attendee_ids: vec![1, 2],
        attendees: vec![named(1, "Ada"), named(2, "Ana")],
        meeting_count: Some(4),
        requested_count: Some(1),
    };
    let meeting = Meeting {
        id: Some(12),
        version: Some(2),
        fair_id: Some(3),
        start: text("2026-10-14T10:30"),
        minutes: Some(45),
        member_ids: vec![1, 2],
        members: vec![named(1, "Ada"), named(2, "Ana")],
        company_id: Some(2),
        company: text("Gallimard"),
        contact_ids: vec![4, 3],
        contacts: vec![named(4, "Bea"), named(3, "Anne")],
        table: text("B 12, table 4"),
        status: text("held"),
        titles: vec![MeetingTitle {
            title_id: Some(4),
            title: text("Dune"),
            note: text("The sequel too"),
            outcome: text("send_material"),
        }],
        notes: text("Keen"),
        follow_ups: vec![7],
        warnings: vec!["Gallimard is also met on 2026-10-15 at 14:00".into()],
    };
    let through = |value: Value, normalize: fn(JsValue) -> JsValue| json_of(&normalize(js(&value)));
    for (value, normalize) in [
        (serde_json::to_value(&title).unwrap(), normalize_title as fn(JsValue) -> JsValue),
        (serde_json::to_value(&company).unwrap(), normalize_company),
        (serde_json::to_value(&license).unwrap(), normalize_license),
        (serde_json::to_value(&offer).unwrap(), normalize_offer),
        (serde_json::to_value(&prospection).unwrap(), normalize_prospection),
        (serde_json::to_value(&event).unwrap(), normalize_event),
        (serde_json::to_value(&user).unwrap(), normalize_user),
        (serde_json::to_value(&fair).unwrap(), normalize_fair),
        (serde_json::to_value(&meeting).unwrap(), normalize_meeting),
    ] {
        assert_eq!(through(value.clone(), normalize), value);
    }
}

#[wasm_bindgen_test]
fn lengths_are_bounded_through_the_bindings() {
    let long_name = "a".repeat(201);
    assert_eq!(
        json_of(&validate_title(js(&json!({"name": long_name})))),
        json!({"name": "Must be at most 200 characters"})
    );
    assert_eq!(json_of(&validate_title(js(&json!({"name": "a".repeat(200)})))), json!({}));
    let long_notes = "n".repeat(10_001);
    let license = json!({"title": "Dune", "company": "G", "contractDate": "2024-01-05", "notes": long_notes});
    assert_eq!(json_of(&validate_license(js(&license))), json!({"notes": "Must be at most 10,000 characters"}));
}

#[wasm_bindgen_test]
fn file_sizes_from_js_numbers() {
    let pdf = || Some(b"%PDF-1.7".to_vec());
    assert_eq!(json_of(&validate_file("a.pdf", "application/pdf", 5_242_880.0, pdf())), json!({}));
    let too_big = json!({"file": "File size must not be more than 5MB"});
    assert_eq!(json_of(&validate_file("a.pdf", "application/pdf", 5_242_881.0, pdf())), too_big);
    assert_eq!(json_of(&validate_file("a.pdf", "application/pdf", 5_242_880.5, pdf())), too_big);
    assert_eq!(json_of(&validate_file("a.pdf", "application/pdf", f64::INFINITY, pdf())), too_big);
    assert_eq!(
        json_of(&validate_file("a.pdf", "", 0.0, Some(Vec::new()))),
        json!({"file": "Only PDF files are allowed"})
    );
    // A Uint8Array as the web passes it.
    let png = Uint8Array::from(&[0x89, b'P', b'N', b'G'][..]);
    assert_eq!(
        json_of(&validate_file("a.pdf", "", 4.0, Some(png.to_vec()))),
        json!({"file": "Only PDF files are allowed"})
    );
}

#[wasm_bindgen_test]
fn cover_images_by_their_first_bytes() {
    let png = || Some(b"\x89PNG\r\n\x1a\n\0\0\0\r".to_vec());
    assert_eq!(json_of(&validate_image("cover.png", "image/png", 5_242_880.0, png())), json!({}));
    assert_eq!(
        json_of(&validate_image("cover.png", "image/png", 5_242_880.5, png())),
        json!({"file": "File size must not be more than 5MB"})
    );
    assert_eq!(
        json_of(&validate_image("cover.png", "image/png", 8.0, Some(b"%PDF-1.7".to_vec()))),
        json!({"file": "Only JPEG, PNG or WebP images are allowed"})
    );
}

#[wasm_bindgen_test]
fn lists_and_labels() {
    assert_eq!(
        json_of(&contract_types()),
        json!([
            {"value": "foreign_rights", "label": "Translation"},
            {"value": "audio_visual", "label": "TV / film"},
            {"value": "audio", "label": "Audio"},
            {"value": "ebook", "label": "Ebook"},
            {"value": "english_language", "label": "Same-language reprint"},
            {"value": "large_print", "label": "Large print"},
            {"value": "book_club", "label": "Book club"},
            {"value": "first_serial", "label": "First serial"},
            {"value": "second_serial", "label": "Second serial"},
            {"value": "extract_anthology", "label": "Extract / anthology"},
            {"value": "stage", "label": "Stage"},
            {"value": "radio_reading", "label": "Radio reading"},
            {"value": "merchandising", "label": "Merchandising"},
            {"value": "graphic_adaptation", "label": "Graphic adaptation"},
            {"value": "other", "label": "Other"},
        ])
    );
    assert_eq!(json_of(&license_statuses())[1], json!({"value": "sent", "label": "Out for signature"}));
    assert_eq!(json_of(&held_statuses())[1], json!({"value": "provisional", "label": "Provisional"}));
    let groups = json_of(&country_groups());
    assert_eq!(groups[3], json!({"name": "North America", "codes": ["CA", "US"]}));
    assert_eq!(territory_text(js(&json!({"world": true, "exclude": ["li", "CH"]}))), "World except CH, LI");
    assert_eq!(territory_text(js(&json!("de at"))), "AT, DE");
    // every currency in use, the specification's eight first, with their decimals (names: the browser's)
    let offered = json_of(&currencies());
    let offered = offered.as_array().unwrap();
    assert_eq!(
        offered[..8],
        json!([
            {"code": "CHF", "decimals": 2},
            {"code": "CAD", "decimals": 2},
            {"code": "USD", "decimals": 2},
            {"code": "EUR", "decimals": 2},
            {"code": "GBP", "decimals": 2},
            {"code": "JPY", "decimals": 0},
            {"code": "CNY", "decimals": 2},
            {"code": "AUD", "decimals": 2},
        ])
        .as_array()
        .unwrap()[..]
    );
    assert!(offered.contains(&json!({"code": "SEK", "decimals": 2})));
    assert!(offered.len() > 140, "{} currencies", offered.len());
    assert_eq!(
        json_of(&company_types()),
        json!([
            {"value": "publisher", "label": "Publisher"},
            {"value": "literary_agency", "label": "Literary Agency"},
            {"value": "producer", "label": "Producer"},
            {"value": "audio_publisher", "label": "Audio Publisher"},
            {"value": "other", "label": "Other"},
        ])
    );
    assert!(js_sys::Array::is_array(&currencies()));
    let statuses = json_of(&prospection_statuses());
    assert_eq!(statuses[0], json!({"value": "to_send", "label": "To send"}));
    assert_eq!(statuses.as_array().unwrap().len(), 10);
    assert_eq!(json_of(&decline_reasons())[6], json!({"value": "other", "label": "Other"}));
    assert_eq!(json_of(&materials())[6], json!({"value": "readers_report", "label": "Reader's report"}));
    assert_eq!(json_of(&offer_statuses())[0], json!({"value": "pending", "label": "Pending"}));
    assert_eq!(json_of(&calendar_kinds())[1], json!({"value": "option_expiry", "label": "Option ends"}));
    assert!(is_open_status("option") && !is_open_status("declined") && !is_open_status("lost"));
    assert!(is_convertible("offer") && !is_convertible("sent") && !is_convertible("licensed"));
}

#[wasm_bindgen_test]
fn limits_as_numbers() {
    let limits = limits();
    assert!(!limits.is_instance_of::<js_sys::Map>());
    assert_eq!(
        json_of(&limits),
        json!({
            "maxUploadBytes": 5_242_880, "minSearchChars": 3, "maxSuggestions": 10, "minAdvance": 0,
            "maxNameChars": 200, "maxShortTextChars": 200, "maxLongTextChars": 10_000, "maxEmailChars": 254,
            "minPasswordChars": 10, "chaseAfterDays": 30,
        })
    );
    assert_eq!(Reflect::get(&limits, &"maxUploadBytes".into()).unwrap().as_f64(), Some(5_242_880.0));
}

#[wasm_bindgen_test]
fn normalising_gives_the_stored_form() {
    // Absent fields come back `undefined`, which JSON (and so the request body) leaves out.
    let title = normalize_title(js(&json!({"name": "  Dune ", "author": " ", "publishDate": "1965-08-01 "})));
    // The catalogue's lists are always there, empty or not: a title is sent with them whole.
    assert_eq!(
        json_of(&title),
        json!({
            "name": "Dune", "publishDate": "1965-08-01", "contributors": [], "subjects": [], "quotes": [], "editions": []
        })
    );
    let company = normalize_company(js(&json!({
        "name": "G ", "types": ["publisher", "publisher"], "contacts": [{"name": " Anne", "email": ""}]
    })));
    assert_eq!(
        json_of(&company),
        json!({"name": "G", "types": ["publisher"], "contacts": [{"name": "Anne", "languages": [], "languageIds": []}]})
    );
    let license = json_of(&normalize_license(js(&json!({"title": " Dune", "currency": "", "advance": 12}))));
    // An older form's license: a draft, the world, exclusive, accounting every half year with its
    // statements 90 days after.
    assert_eq!(
        license,
        json!({
            "title": "Dune", "company": "", "signed": false, "status": "draft", "advance": 12, "exclusive": true,
            "announce": false, "territory": {"world": true, "include": [], "exclude": []},
            "accountingPeriod": "half_year", "statementDays": 90
        })
    );
}

#[derive(Deserialize)]
struct CompanyCsvFixture {
    countries: Value,
    languages: Value,
    cases: Vec<CompanyCsvCase>,
}

#[derive(Deserialize)]
struct CompanyCsvCase {
    case: String,
    rows: Value,
    expect: Value,
}

/// `core/fixtures/company-csv-cases.json`, which core's tests run with the core's search key,
/// through `readCompanies` with the browser's: the web import and `rightsdesk import companies`
/// read a file the same way.
#[wasm_bindgen_test]
fn every_company_csv_case_holds_through_the_binding() {
    let fixture: CompanyCsvFixture =
        serde_json::from_str(include_str!("../../core/fixtures/company-csv-cases.json")).unwrap();
    assert!(fixture.cases.len() >= 7, "the fixture lost cases");
    let failures: Vec<String> = fixture
        .cases
        .iter()
        .filter_map(|case| {
            let file = json!({"rows": case.rows, "countries": fixture.countries, "languages": fixture.languages});
            let got = json_of(&read_companies(js(&file)));
            (got != case.expect).then(|| format!("{}:\nexpected {}\n     got {}", case.case, case.expect, got))
        })
        .collect();
    assert!(failures.is_empty(), "{} case(s) failed:\n{}", failures.len(), failures.join("\n"));
}
