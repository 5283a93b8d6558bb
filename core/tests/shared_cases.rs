//! Runs the shared rule cases of `fixtures/validation-cases.json` against the core functions.
//! `wasm/tests/bindings.rs` runs the same file through the JS bindings, so the server (core,
//! natively) and the browser (core, through wasm) answer each case the same way.

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;

use rightsdesk_core::fair::in_fair;
use rightsdesk_core::rights::{self, Ask};
use rightsdesk_core::{
    Company, ContractType, Event, Fair, FieldErrors, IsoDate, License, Meeting, Normalize, Offer, Prospection,
    ProspectionStatus, RightHeld, TeamSettings, Territory, Title, User, mark_sent, search_key, search_ready,
    validate_company, validate_event, validate_fair, validate_file, validate_image, validate_license, validate_meeting,
    validate_move, validate_new_password, validate_new_prospection, validate_offer, validate_prospection,
    validate_prospection_change, validate_right_held, validate_team_settings, validate_title, validate_user,
};
use serde::Deserialize;
use serde_json::{Value, json};

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

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct FileInput {
    name: String,
    content_type: String,
    size: u64,
    head: Option<Vec<u8>>,
}

fn errors_of<T: serde::de::DeserializeOwned>(input: &Value, validate: fn(&T) -> FieldErrors) -> Value {
    let entity: T = serde_json::from_value(input.clone()).expect("fixture input deserializes");
    serde_json::to_value(validate(&entity)).unwrap()
}

fn answer(case: &Case) -> Value {
    match case.rule.as_str() {
        "title" => errors_of::<Title>(&case.input, validate_title),
        "license" => errors_of::<License>(&case.input, validate_license),
        "company" => errors_of::<Company>(&case.input, validate_company),
        "file" => {
            let file: FileInput = serde_json::from_value(case.input.clone()).unwrap();
            serde_json::to_value(validate_file(&file.name, &file.content_type, file.size, file.head.as_deref()))
                .unwrap()
        }
        "image" => {
            let file: FileInput = serde_json::from_value(case.input.clone()).unwrap();
            serde_json::to_value(validate_image(&file.name, &file.content_type, file.size, file.head.as_deref()))
                .unwrap()
        }
        "prospection" => errors_of::<Prospection>(&case.input, validate_prospection),
        "newProspection" => errors_of::<Prospection>(&case.input, validate_new_prospection),
        "prospectionChange" => {
            let from = ProspectionStatus::parse(case.input["from"].as_str().unwrap()).unwrap();
            let prospection: Prospection = serde_json::from_value(case.input["prospection"].clone()).unwrap();
            serde_json::to_value(validate_prospection_change(from, &prospection)).unwrap()
        }
        "markSent" => {
            let from = ProspectionStatus::parse(case.input["from"].as_str().unwrap()).unwrap();
            let prospection: Prospection = serde_json::from_value(case.input["prospection"].clone()).unwrap();
            let today = IsoDate::parse(case.input["today"].as_str().unwrap()).unwrap();
            let marked = mark_sent(from, prospection, today);
            json!({"sentDate": marked.sent_date, "chaseDate": marked.chase_date})
        }
        "offer" => errors_of::<Offer>(&case.input, validate_offer),
        "event" => errors_of::<Event>(&case.input, validate_event),
        "user" => errors_of::<User>(&case.input, validate_user),
        "fair" => errors_of::<Fair>(&case.input, |fair| validate_fair(fair, |_| true)),
        "meeting" => {
            let fair: Fair = serde_json::from_value(case.input["fair"].clone()).unwrap();
            let meeting: Meeting = serde_json::from_value(case.input["meeting"].clone()).unwrap();
            let fair = fair.normalized();
            serde_json::to_value(validate_meeting(&in_fair(meeting, &fair), &fair)).unwrap()
        }
        "teamSettings" => errors_of::<TeamSettings>(&case.input, |settings| validate_team_settings(settings, |_| true)),
        "newPassword" => serde_json::to_value(validate_new_password(case.input.as_str().unwrap())).unwrap(),
        "nextStatuses" => {
            let next = ProspectionStatus::parse(case.input.as_str().unwrap()).map_or(&[][..], ProspectionStatus::next);
            json!(next.iter().map(|status| status.as_str()).collect::<Vec<_>>())
        }
        "move" => {
            let status = |key: &str| ProspectionStatus::parse(case.input[key].as_str().unwrap()).unwrap();
            serde_json::to_value(validate_move(status("from"), status("to"))).unwrap()
        }
        "rightHeld" => errors_of::<RightHeld>(&case.input, validate_right_held),
        "overlap" => {
            let license: License = serde_json::from_value(case.input["license"].clone()).unwrap();
            let others: Vec<License> = serde_json::from_value(case.input["others"].clone()).unwrap();
            let others: Vec<License> = others.into_iter().map(Normalize::normalized).collect();
            json!(rights::overlap_message(&license.normalized(), &others))
        }
        "availability" => {
            let list = |key: &str| case.input.get(key).cloned().unwrap_or(json!([]));
            let held: Vec<RightHeld> = serde_json::from_value(list("held")).unwrap();
            let licenses: Vec<License> = serde_json::from_value(list("licenses")).unwrap();
            let prospections: Vec<Prospection> = serde_json::from_value(list("prospections")).unwrap();
            let held: Vec<RightHeld> = held.into_iter().map(Normalize::normalized).collect();
            let licenses: Vec<License> = licenses.into_iter().map(Normalize::normalized).collect();
            let ask = &case.input["ask"];
            let territory: Option<Territory> = ask.get("territory").map(|t| serde_json::from_value(t.clone()).unwrap());
            let ask = Ask {
                right: ContractType::parse(ask["right"].as_str().unwrap()).unwrap(),
                language: ask.get("language").and_then(Value::as_str),
                territory: territory.as_ref(),
            };
            let today = IsoDate::parse(case.input["today"].as_str().unwrap()).unwrap();
            serde_json::to_value(rights::availability(&held, &licenses, &prospections, &ask, today)).unwrap()
        }
        "searchReady" => json!(search_ready(case.input.as_str().unwrap())),
        "searchKey" => json!(search_key(case.input.as_str().unwrap())),
        other => panic!("unknown rule {other:?} in case {:?}", case.case),
    }
}

#[test]
fn every_shared_case_holds() {
    let fixture: Fixture = serde_json::from_str(include_str!("../fixtures/validation-cases.json")).unwrap();
    assert!(fixture.cases.len() >= 50, "the fixture lost cases");
    let failures: Vec<String> = fixture
        .cases
        .iter()
        .filter_map(|case| {
            let got = answer(case);
            (got != case.expect)
                .then(|| format!("{} / {}: expected {}, got {}", case.rule, case.case, case.expect, got))
        })
        .collect();
    assert!(failures.is_empty(), "{} case(s) failed:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn every_rule_has_cases() {
    let fixture: Fixture = serde_json::from_str(include_str!("../fixtures/validation-cases.json")).unwrap();
    for rule in [
        "title",
        "license",
        "company",
        "file",
        "image",
        "prospection",
        "newProspection",
        "prospectionChange",
        "markSent",
        "offer",
        "event",
        "user",
        "teamSettings",
        "fair",
        "meeting",
        "newPassword",
        "nextStatuses",
        "move",
        "searchReady",
        "searchKey",
        "rightHeld",
        "overlap",
        "availability",
    ] {
        assert!(fixture.cases.iter().any(|case| case.rule == rule), "no case for {rule}");
    }
}
