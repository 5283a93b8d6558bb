//! Book fairs (docs/http.md, "Book fairs"): a fair and its rules, roles and isolation, meetings
//! and their rules, the double-booking refusal (across fairs and time zones, and of two bookings
//! made at once), the same-company warning, a held meeting's follow-ups (all or none), the report,
//! the calendar and its feed, and the team's `chaseAfterDays`.

use std::io::BufReader;

use reqwest::Method;
use rightsdesk_core::Role;
use rightsdesk_server::clock::plus_days;
use serde_json::{Value, json};

use crate::helpers::{TestApp, today};

async fn ok(response: reqwest::Response) -> Value {
    let status = response.status();
    let body: Value = response.json().await.unwrap();
    assert_eq!(status, 200, "{body}");
    body
}

/// The `errors` of a 422 answer.
async fn errors_of(response: reqwest::Response) -> Value {
    let status = response.status();
    let body: Value = response.json().await.unwrap();
    assert_eq!(status, 422, "{body}");
    body["errors"].clone()
}

/// A team "Acme" with two editors (Ana Lima and Bruno Costa), a viewer and an admin.
struct Team {
    ana: String,
    ana_id: i64,
    bruno: String,
    bruno_id: i64,
    viewer: String,
    admin: String,
}

async fn team(app: &TestApp) -> Team {
    let ana = app.add_user("ana@example.com", "Ana Lima", "Acme", Role::Editor).await;
    let bruno = app.add_user("bruno@example.com", "Bruno Costa", "Acme", Role::Editor).await;
    app.add_user("victor@example.com", "Victor", "Acme", Role::Viewer).await;
    app.add_user("ada@example.com", "Ada", "Acme", Role::Admin).await;
    Team {
        ana: app.token("ana@example.com").await,
        ana_id: ana.id,
        bruno: app.token("bruno@example.com").await,
        bruno_id: bruno.id,
        viewer: app.token("victor@example.com").await,
        admin: app.token("ada@example.com").await,
    }
}

/// A company with contacts of these names; answered as stored.
async fn company(app: &TestApp, token: &str, name: &str, contacts: &[&str]) -> Value {
    let contacts: Vec<Value> = contacts.iter().map(|name| json!({"name": name})).collect();
    ok(app.send(Method::POST, "/api/companies", token, &json!({"name": name, "contacts": contacts})).await).await
}

async fn title(app: &TestApp, token: &str, name: &str) -> i64 {
    ok(app.send(Method::POST, "/api/titles", token, &json!({"name": name})).await).await["id"].as_i64().unwrap()
}

/// Frankfurt, 14 to 18 October 2026, in Berlin's time.
fn frankfurt_body() -> Value {
    json!({"name": "Frankfurt Book Fair", "startDate": "2026-10-14", "endDate": "2026-10-18",
        "timeZone": "Europe/Berlin", "place": "Frankfurt am Main", "stand": "Hall 5.0 B 12"})
}

async fn fair(app: &TestApp, token: &str, body: &Value) -> Value {
    ok(app.send(Method::POST, "/api/fairs", token, body).await).await
}

fn meetings_path(fair: &Value) -> String {
    format!("/api/fairs/{}/meetings", fair["id"])
}

async fn book(app: &TestApp, token: &str, fair: &Value, body: &Value) -> reqwest::Response {
    app.send(Method::POST, &meetings_path(fair), token, body).await
}

/// A meeting of `member` with `company` at `start`.
fn meeting(member: i64, company: &Value, start: &str) -> Value {
    json!({"start": start, "memberIds": [member], "companyId": company["id"]})
}

#[tokio::test]
async fn a_fair_is_stored_with_its_defaults_and_checked_with_cores_messages() {
    let app = TestApp::spawn().await;
    let t = team(&app).await;
    let zone = ok(app.get("/api/team/settings", &t.ana).await).await["timeZone"].clone();
    let body = json!({"name": " London Book Fair ", "startDate": "2027-03-10", "endDate": "2027-03-12",
        "attendeeIds": [t.bruno_id, t.ana_id, t.ana_id]});
    let response = app.send(Method::POST, "/api/fairs", &t.ana, &body).await;
    assert_eq!(response.headers()["etag"], "\"1\"");
    let london = ok(response).await;
    assert_eq!(
        (&london["name"], &london["timeZone"], &london["dayStart"], &london["dayEnd"], &london["slotMinutes"]),
        (&json!("London Book Fair"), &zone, &json!("09:00"), &json!("18:00"), &json!(30))
    );
    let mut ids = [t.ana_id, t.bruno_id];
    ids.sort_unstable();
    assert_eq!(london["attendeeIds"], json!(ids));
    assert_eq!(
        london["attendees"],
        json!([{"id": t.ana_id, "name": "Ana Lima"}, {"id": t.bruno_id, "name": "Bruno Costa"}])
    );
    assert_eq!(
        (&london["meetingCount"], &london["requestedCount"], &london["version"]),
        (&json!(0), &json!(0), &json!(1))
    );

    let refused = async |body: Value| errors_of(app.send(Method::POST, "/api/fairs", &t.ana, &body).await).await;
    assert_eq!(
        refused(json!({})).await,
        json!({"name": "Fair name is required", "startDate": "Start date is required", "endDate": "End date is required"})
    );
    let dated = |extra: Value| {
        let mut body = json!({"name": "Bologna", "startDate": "2027-04-01", "endDate": "2027-04-04"});
        body.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        body
    };
    assert_eq!(
        refused(dated(json!({"endDate": "2027-03-31"}))).await,
        json!({"endDate": "End date cannot be before the start date"})
    );
    assert_eq!(
        refused(dated(json!({"endDate": "2027-05-02"}))).await,
        json!({"endDate": "A fair lasts at most 31 days"})
    );
    assert_eq!(
        refused(dated(json!({"timeZone": "Mars/Olympus", "dayStart": "18:00", "dayEnd": "09:00", "slotMinutes": 241})))
            .await,
        json!({"timeZone": "Unknown time zone: choose one from the list", "dayEnd": "Day end must be after day start",
            "slotMinutes": "Slot length must be between 5 and 240 minutes"})
    );
    let stranger = app.add_user("mallory@example.com", "Mallory", "Other", Role::Editor).await;
    assert_eq!(
        refused(dated(json!({"attendeeIds": [t.ana_id, stranger.id]}))).await,
        json!({"attendeeIds": "Choose attendees of your team"})
    );

    let frankfurt = fair(&app, &t.ana, &frankfurt_body()).await;
    let listed = ok(app.get("/api/fairs", &t.viewer).await).await;
    let names: Vec<&str> = listed.as_array().unwrap().iter().map(|fair| fair["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["London Book Fair", "Frankfurt Book Fair"], "the latest start first");
    let found = ok(app.get("/api/fairs?q=main", &t.viewer).await).await;
    assert_eq!(found.as_array().unwrap().len(), 1, "q reads the place too");
    assert_eq!(found[0]["name"], "Frankfurt Book Fair");
    assert_eq!(ok(app.get("/api/fairs?q=bologna", &t.viewer).await).await, json!([]));

    let path = format!("/api/fairs/{}", frankfurt["id"]);
    let mut change = frankfurt.clone();
    change["stand"] = json!("Hall 6.0 A 1");
    let put = |tag: &'static str, body: Value| {
        let request = app.client.put(app.url(&path)).bearer_auth(&t.bruno).header("If-Match", tag).json(&body);
        async move { request.send().await.unwrap() }
    };
    let changed = ok(put("\"1\"", change.clone()).await).await;
    assert_eq!((&changed["stand"], &changed["version"]), (&json!("Hall 6.0 A 1"), &json!(2)));
    let stale = put("\"1\"", change).await;
    assert_eq!(stale.status(), 412);
    let stale: Value = stale.json().await.unwrap();
    assert!(stale["message"].as_str().unwrap().starts_with("This fair was changed by Bruno Costa at "), "{stale}");
    let history =
        ok(app.get(&format!("/api/activity?entityType=fair&entityId={}", frankfurt["id"]), &t.viewer).await).await;
    let actions: Vec<&str> =
        history.as_array().unwrap().iter().map(|entry| entry["action"].as_str().unwrap()).collect();
    assert_eq!(actions, ["update", "create"]);
    assert_eq!(history[0]["changes"]["stand"], json!(["Hall 5.0 B 12", "Hall 6.0 A 1"]));

    ok(app.send(Method::DELETE, &path, &t.ana, &json!({})).await).await;
    assert_eq!(app.get(&path, &t.ana).await.status(), 404);
}

#[tokio::test]
async fn viewers_read_and_another_teams_fair_and_meetings_are_not_found() {
    let app = TestApp::spawn().await;
    let t = team(&app).await;
    let hanser = company(&app, &t.ana, "Hanser Verlag", &[]).await;
    let frankfurt = fair(&app, &t.ana, &frankfurt_body()).await;
    let booked = ok(book(&app, &t.ana, &frankfurt, &meeting(t.ana_id, &hanser, "2026-10-14T10:30")).await).await;
    let fair_path = format!("/api/fairs/{}", frankfurt["id"]);
    let meeting_path = format!("{}/{}", meetings_path(&frankfurt), booked["id"]);
    let follow_ups = format!("{meeting_path}/follow-ups");

    assert_eq!(app.send(Method::POST, "/api/fairs", &t.viewer, &frankfurt_body()).await.status(), 403);
    assert_eq!(app.send(Method::PUT, &fair_path, &t.viewer, &frankfurt).await.status(), 403);
    assert_eq!(app.send(Method::DELETE, &fair_path, &t.viewer, &json!({})).await.status(), 403);
    let another = meeting(t.ana_id, &hanser, "2026-10-15T10:30");
    assert_eq!(book(&app, &t.viewer, &frankfurt, &another).await.status(), 403);
    assert_eq!(app.send(Method::PUT, &meeting_path, &t.viewer, &booked).await.status(), 403);
    assert_eq!(app.send(Method::DELETE, &meeting_path, &t.viewer, &json!({})).await.status(), 403);
    assert_eq!(app.send(Method::POST, &follow_ups, &t.viewer, &json!({})).await.status(), 403);
    assert_eq!(ok(app.get(&meeting_path, &t.viewer).await).await["id"], booked["id"]);

    let other = app.sign_in_new("mallory@example.com", "Other", Role::Admin).await;
    assert_eq!(ok(app.get("/api/fairs", &other).await).await, json!([]));
    for path in [&fair_path, &meeting_path, &meetings_path(&frankfurt), &format!("{fair_path}/report")] {
        assert_eq!(app.get(path, &other).await.status(), 404, "{path}");
    }
    assert_eq!(app.send(Method::PUT, &fair_path, &other, &frankfurt).await.status(), 404);
    assert_eq!(app.send(Method::DELETE, &fair_path, &other, &json!({})).await.status(), 404);
    assert_eq!(book(&app, &other, &frankfurt, &another).await.status(), 404);
    assert_eq!(app.send(Method::PUT, &meeting_path, &other, &booked).await.status(), 404);
    assert_eq!(app.send(Method::DELETE, &meeting_path, &other, &json!({})).await.status(), 404);
    assert_eq!(app.send(Method::POST, &follow_ups, &other, &json!({})).await.status(), 404);
    assert_eq!(ok(app.get(&meeting_path, &t.viewer).await).await["version"], 1, "nothing written");
}

#[tokio::test]
async fn a_meeting_keeps_to_its_fairs_hours_and_the_teams_records() {
    let app = TestApp::spawn().await;
    let t = team(&app).await;
    let hanser = company(&app, &t.ana, "Hanser Verlag", &["Jo Lendle", "Anna Bauer"]).await;
    let gallimard = company(&app, &t.ana, "Gallimard", &["Anne"]).await;
    let (dune, emma) = (title(&app, &t.ana, "Dune").await, title(&app, &t.ana, "Emma").await);
    let frankfurt = fair(&app, &t.ana, &frankfurt_body()).await;
    let (jo, anna) = (&hanser["contacts"][0]["id"], &hanser["contacts"][1]["id"]);
    let body = json!({"start": "2026-10-14T10:30", "memberIds": [t.ana_id], "companyId": hanser["id"],
        "contactIds": [anna, jo], "table": "B 12, table 4",
        "titles": [{"titleId": emma, "note": "The new translation"}, {"titleId": dune}]});
    let response = book(&app, &t.ana, &frankfurt, &body).await;
    assert_eq!(response.headers()["etag"], "\"1\"");
    let stored = ok(response).await;
    assert_eq!(
        (&stored["minutes"], &stored["status"], &stored["company"], &stored["fairId"]),
        (&json!(30), &json!("requested"), &json!("Hanser Verlag"), &frankfurt["id"])
    );
    assert_eq!(stored["members"], json!([{"id": t.ana_id, "name": "Ana Lima"}]));
    assert_eq!(stored["contacts"], json!([{"id": anna, "name": "Anna Bauer"}, {"id": jo, "name": "Jo Lendle"}]));
    assert_eq!(
        stored["titles"],
        json!([{"titleId": emma, "title": "Emma", "note": "The new translation", "outcome": null},
            {"titleId": dune, "title": "Dune", "note": null, "outcome": null}])
    );
    assert_eq!((&stored["followUps"], &stored["warnings"]), (&json!([]), &json!([])));

    let refused = async |body: Value| errors_of(book(&app, &t.ana, &frankfurt, &body).await).await;
    let at = |start: &str| meeting(t.bruno_id, &gallimard, start);
    for outside in ["2026-10-13T10:00", "2026-10-14T08:30", "2026-10-18T17:45"] {
        assert_eq!(
            refused(at(outside)).await,
            json!({"start": "The meeting must be within the fair's days and hours"}),
            "{outside}"
        );
    }
    assert_eq!(
        refused(json!({"start": "2026-10-14T11:00", "minutes": 300})).await,
        json!({"minutes": "Slot length must be between 5 and 240 minutes", "memberIds": "Choose at least one team member",
            "companyId": "Company is required"})
    );
    let stranger = app.add_user("mallory@example.com", "Mallory", "Other", Role::Editor).await;
    let theirs = app.token("mallory@example.com").await;
    let their_company = company(&app, &theirs, "Penguin", &[]).await;
    let their_title = title(&app, &theirs, "Ulysses").await;
    let mut strange = at("2026-10-14T11:00");
    strange["memberIds"] = json!([t.bruno_id, stranger.id]);
    strange["titles"] = json!([{"titleId": dune}, {"titleId": their_title}, {"titleId": dune}]);
    assert_eq!(
        refused(strange).await,
        json!({"memberIds": "Choose members of your team", "titles.1.titleId": "Choose titles of your team",
            "titles.2.titleId": "A title is presented once per meeting"})
    );
    assert_eq!(
        refused(meeting(t.bruno_id, &their_company, "2026-10-14T11:00")).await,
        json!({"companyId": "Choose a company of your team"})
    );
    let mut other_contact = at("2026-10-14T11:00");
    other_contact["contactIds"] = json!([jo]);
    assert_eq!(refused(other_contact).await, json!({"contactIds": "Choose contacts of this company"}));
    let wrong = app.send(Method::POST, &meetings_path(&frankfurt), &t.ana, &json!({"minutes": "long"})).await;
    assert_eq!(wrong.status(), 400);

    let mut confirmed = at("2026-10-15T09:00");
    confirmed["status"] = json!("confirmed");
    confirmed["minutes"] = json!(60);
    ok(book(&app, &t.bruno, &frankfurt, &confirmed).await).await;
    let fair_now = ok(app.get(&format!("/api/fairs/{}", frankfurt["id"]), &t.viewer).await).await;
    assert_eq!((&fair_now["meetingCount"], &fair_now["requestedCount"]), (&json!(2), &json!(1)));
    let listed = |query: String| {
        let path = format!("{}{query}", meetings_path(&frankfurt));
        let app = &app;
        let token = t.viewer.clone();
        async move {
            let found = ok(app.get(&path, &token).await).await;
            found.as_array().unwrap().iter().map(|m| m["start"].as_str().unwrap().to_owned()).collect::<Vec<_>>()
        }
    };
    assert_eq!(listed(String::new()).await, ["2026-10-14T10:30", "2026-10-15T09:00"], "by start");
    assert_eq!(listed(format!("?memberId={}", t.bruno_id)).await, ["2026-10-15T09:00"]);
    assert_eq!(listed("?status=requested,held".into()).await, ["2026-10-14T10:30"]);
    assert_eq!(listed(format!("?companyId={}", gallimard["id"])).await, ["2026-10-15T09:00"]);
    assert_eq!(app.get(&format!("{}?status=late", meetings_path(&frankfurt)), &t.viewer).await.status(), 400);

    let path = format!("{}/{}", meetings_path(&frankfurt), stored["id"]);
    let mut moved = stored.clone();
    moved["start"] = json!("2026-10-16T14:00");
    let stale = app.client.put(app.url(&path)).bearer_auth(&t.bruno).header("If-Match", "\"1\"").json(&moved);
    let moved = ok(stale.send().await.unwrap()).await;
    assert_eq!((&moved["start"], &moved["version"]), (&json!("2026-10-16T14:00"), &json!(2)));
    let again = app.client.put(app.url(&path)).bearer_auth(&t.ana).header("If-Match", "\"1\"").json(&moved);
    let again = again.send().await.unwrap();
    assert_eq!(again.status(), 412);
    let again: Value = again.json().await.unwrap();
    assert!(again["message"].as_str().unwrap().starts_with("This meeting was changed by Bruno Costa at "), "{again}");
    assert_eq!(again["current"]["start"], "2026-10-16T14:00");
    let history =
        ok(app.get(&format!("/api/activity?entityType=fair&entityId={}", frankfurt["id"]), &t.viewer).await).await;
    assert_eq!(
        history[0]["changes"]["meetings"],
        json!(["2026-10-14T10:30 · Hanser Verlag · Requested", "2026-10-16T14:00 · Hanser Verlag · Requested"])
    );
    ok(app.send(Method::DELETE, &path, &t.ana, &json!({})).await).await;
    assert_eq!(app.get(&path, &t.ana).await.status(), 404);
}

#[tokio::test]
async fn a_member_is_never_in_two_meetings_at_once() {
    let app = TestApp::spawn().await;
    let t = team(&app).await;
    let hanser = company(&app, &t.ana, "Hanser Verlag", &[]).await;
    let gallimard = company(&app, &t.ana, "Gallimard", &[]).await;
    let frankfurt = fair(&app, &t.ana, &frankfurt_body()).await;
    let first = ok(book(&app, &t.ana, &frankfurt, &meeting(t.ana_id, &hanser, "2026-10-14T10:30")).await).await;
    let clash = json!({"memberIds": "Ana Lima is already in the meeting with Hanser Verlag on 2026-10-14 at 10:30"});
    let mut both = meeting(t.bruno_id, &gallimard, "2026-10-14T10:45");
    both["memberIds"] = json!([t.bruno_id, t.ana_id]);
    assert_eq!(errors_of(book(&app, &t.ana, &frankfurt, &both).await).await, clash);
    ok(book(&app, &t.ana, &frankfurt, &meeting(t.bruno_id, &gallimard, "2026-10-14T10:45")).await).await;
    let next = ok(book(&app, &t.ana, &frankfurt, &meeting(t.ana_id, &gallimard, "2026-10-14T11:00")).await).await;
    assert_eq!(next["start"], "2026-10-14T11:00", "one ending at 11:00 and one starting at 11:00 do not overlap");
    let mut before = meeting(t.ana_id, &gallimard, "2026-10-14T09:45");
    before["minutes"] = json!(50);
    assert_eq!(errors_of(book(&app, &t.ana, &frankfurt, &before).await).await, clash, "ends at 10:35");

    // Another fair, in London's time: 09:30 there is 10:30 in Berlin.
    let mut london = frankfurt_body();
    london["name"] = json!("A London evening");
    london["timeZone"] = json!("Europe/London");
    let london = fair(&app, &t.ana, &london).await;
    assert_eq!(
        errors_of(book(&app, &t.ana, &london, &meeting(t.ana_id, &gallimard, "2026-10-14T09:30")).await).await,
        clash
    );
    ok(book(&app, &t.ana, &london, &meeting(t.ana_id, &gallimard, "2026-10-14T10:30")).await).await;

    // A cancelled meeting blocks nobody, and takes nobody's time while cancelled.
    let path = format!("{}/{}", meetings_path(&frankfurt), first["id"]);
    let mut cancelled = first.clone();
    cancelled["status"] = json!("cancelled");
    ok(app.send(Method::PUT, &path, &t.ana, &cancelled).await).await;
    let instead = ok(book(&app, &t.ana, &frankfurt, &meeting(t.ana_id, &gallimard, "2026-10-14T10:15")).await).await;
    assert_eq!(instead["start"], "2026-10-14T10:15");
    let mut revived = cancelled.clone();
    revived["status"] = json!("confirmed");
    assert_eq!(
        errors_of(app.send(Method::PUT, &path, &t.ana, &revived).await).await,
        json!({"memberIds": "Ana Lima is already in the meeting with Gallimard on 2026-10-14 at 10:15"})
    );
}

#[tokio::test]
async fn of_two_bookings_of_one_member_at_once_one_is_made() {
    let app = TestApp::spawn().await;
    let t = team(&app).await;
    let hanser = company(&app, &t.ana, "Hanser Verlag", &[]).await;
    let gallimard = company(&app, &t.ana, "Gallimard", &[]).await;
    let frankfurt = fair(&app, &t.ana, &frankfurt_body()).await;
    for hour in 9..14 {
        let start = format!("2026-10-15T{hour:02}:00");
        let (with_hanser, with_gallimard) = (meeting(t.ana_id, &hanser, &start), meeting(t.ana_id, &gallimard, &start));
        let (a, b) = tokio::join!(
            book(&app, &t.ana, &frankfurt, &with_hanser),
            book(&app, &t.bruno, &frankfurt, &with_gallimard)
        );
        let mut statuses = [a.status().as_u16(), b.status().as_u16()];
        statuses.sort_unstable();
        assert_eq!(statuses, [200, 422], "{start}");
    }
    let booked = ok(app.get(&format!("{}?memberId={}", meetings_path(&frankfurt), t.ana_id), &t.ana).await).await;
    assert_eq!(booked.as_array().unwrap().len(), 5);
}

#[tokio::test]
async fn the_same_company_twice_at_a_fair_is_a_warning() {
    let app = TestApp::spawn().await;
    let t = team(&app).await;
    let hanser = company(&app, &t.ana, "Hanser Verlag", &[]).await;
    let frankfurt = fair(&app, &t.ana, &frankfurt_body()).await;
    let first = ok(book(&app, &t.ana, &frankfurt, &meeting(t.ana_id, &hanser, "2026-10-14T10:30")).await).await;
    assert_eq!(first["warnings"], json!([]));
    let second = ok(book(&app, &t.bruno, &frankfurt, &meeting(t.bruno_id, &hanser, "2026-10-15T14:00")).await).await;
    assert_eq!(second["warnings"], json!(["Hanser Verlag is also met on 2026-10-14 at 10:30"]));
    let first_path = format!("{}/{}", meetings_path(&frankfurt), first["id"]);
    assert_eq!(
        ok(app.get(&first_path, &t.ana).await).await["warnings"],
        json!(["Hanser Verlag is also met on 2026-10-15 at 14:00"])
    );
    let mut cancelled = second.clone();
    cancelled["status"] = json!("cancelled");
    let path = format!("{}/{}", meetings_path(&frankfurt), second["id"]);
    assert_eq!(ok(app.send(Method::PUT, &path, &t.ana, &cancelled).await).await["warnings"], json!([]));
    assert_eq!(ok(app.get(&first_path, &t.ana).await).await["warnings"], json!([]));
}

#[tokio::test]
async fn a_held_meeting_makes_its_follow_ups_all_or_none() {
    let app = TestApp::spawn().await;
    let t = team(&app).await;
    let after =
        json!({"timeZone": ok(app.get("/api/team/settings", &t.admin).await).await["timeZone"], "chaseAfterDays": 10});
    ok(app.send(Method::PUT, "/api/team/settings", &t.admin, &after).await).await;
    // A German publisher: its follow-ups offer the titles in German.
    let hanser = json!({"name": "Hanser Verlag", "languageId": "de", "contacts": [{"name": "Jo Lendle"}, {"name": "Anna Bauer"}]});
    let hanser = ok(app.send(Method::POST, "/api/companies", &t.ana, &hanser).await).await;
    let (dune, emma, kim) =
        (title(&app, &t.ana, "Dune").await, title(&app, &t.ana, "Emma").await, title(&app, &t.ana, "Kim").await);
    let frankfurt = fair(&app, &t.ana, &frankfurt_body()).await;
    let mut body = meeting(t.ana_id, &hanser, "2026-10-14T10:30");
    body["contactIds"] = json!([hanser["contacts"][1]["id"], hanser["contacts"][0]["id"]]);
    body["status"] = json!("confirmed");
    body["titles"] = json!([
        {"titleId": dune, "note": "Loved the sequel", "outcome": "interested"},
        {"titleId": emma, "outcome": "send_material"},
        {"titleId": kim, "outcome": "not_for_them"},
    ]);
    let booked = ok(book(&app, &t.ana, &frankfurt, &body).await).await;
    let path = format!("{}/{}", meetings_path(&frankfurt), booked["id"]);
    let follow_ups = format!("{path}/follow-ups");
    let not_held = app.send(Method::POST, &follow_ups, &t.bruno, &json!({})).await;
    assert_eq!(not_held.status(), 409);
    assert_eq!(not_held.json::<Value>().await.unwrap()["message"], "Only a held meeting has follow-ups");

    let mut held = booked.clone();
    held["status"] = json!("held");
    ok(app.send(Method::PUT, &path, &t.ana, &held).await).await;
    let made = app.send(Method::POST, &follow_ups, &t.bruno, &json!({})).await;
    assert_eq!(made.status(), 201);
    let made: Value = made.json().await.unwrap();
    let created = made["created"].as_array().unwrap();
    assert_eq!(created.len(), 2, "{made}");
    let today = today();
    for (prospection, (title, status, material, notes)) in created.iter().zip([
        ("Dune", "interested", json!([]), json!("Loved the sequel")),
        ("Emma", "sent", json!(["pdf"]), Value::Null),
    ]) {
        assert_eq!(
            (&prospection["title"], &prospection["status"], &prospection["material"], &prospection["notes"]),
            (&json!(title), &json!(status), &material, &notes)
        );
        assert_eq!(
            (&prospection["company"], &prospection["contactId"], &prospection["source"], &prospection["ownerId"]),
            (&json!("Hanser Verlag"), &hanser["contacts"][1]["id"], &json!("Frankfurt Book Fair"), &json!(t.bruno_id))
        );
        assert_eq!(
            (
                &prospection["sentDate"],
                &prospection["chaseDate"],
                &prospection["fairMeetingId"],
                &prospection["language"]
            ),
            (&json!(today), &json!(plus_days(&today, 10)), &booked["id"], &json!("de"))
        );
    }
    let stored = ok(app.get(&format!("/api/prospections/{}", created[0]["id"]), &t.ana).await).await;
    assert_eq!(stored["fairMeetingId"], booked["id"]);
    let mut edited = stored.clone();
    edited["notes"] = json!("Send the proofs");
    edited["fairMeetingId"] = Value::Null;
    let edited = ok(app.send(Method::PUT, &format!("/api/prospections/{}", stored["id"]), &t.ana, &edited).await).await;
    assert_eq!(edited["fairMeetingId"], booked["id"], "read-only: kept");
    let meeting_now = ok(app.get(&path, &t.ana).await).await;
    assert_eq!(meeting_now["followUps"], json!([created[0]["id"], created[1]["id"]]));
    assert_eq!(
        errors_of(app.send(Method::POST, &follow_ups, &t.bruno, &json!({})).await).await,
        json!({"titles": "No title of this meeting is marked interested or send material"}),
        "each title has its follow-up already"
    );

    // All or none: a title whose prospection a rule refuses refuses the call, naming it.
    let mut second = meeting(t.ana_id, &hanser, "2026-10-15T10:30");
    second["status"] = json!("held");
    second["titles"] = json!([{"titleId": kim, "outcome": "interested"}, {"titleId": emma, "outcome": "interested"}]);
    let second = ok(book(&app, &t.ana, &frankfurt, &second).await).await;
    // A note longer than a prospection's notes take, as only the database can hold it.
    sqlx::query("UPDATE fair_meeting_titles SET note = $1 WHERE meeting_id = $2 AND title_id = $3")
        .bind("n".repeat(10_001))
        .bind(second["id"].as_i64().unwrap())
        .bind(emma)
        .execute(&app.state.db.pool)
        .await
        .unwrap();
    let count = async || ok(app.get("/api/prospections", &t.ana).await).await.as_array().unwrap().len();
    let before = count().await;
    let second_path = format!("{}/{}/follow-ups", meetings_path(&frankfurt), second["id"]);
    assert_eq!(
        errors_of(app.send(Method::POST, &second_path, &t.ana, &json!({})).await).await,
        json!({"titles.1.notes": "Emma: Must be at most 10,000 characters"})
    );
    assert_eq!(count().await, before, "none made");
    let second_now = ok(app.get(&format!("{}/{}", meetings_path(&frankfurt), second["id"]), &t.ana).await).await;
    assert_eq!(second_now["followUps"], json!([]));
}

#[tokio::test]
async fn a_fairs_report_counts_its_meetings_titles_and_what_came_of_them() {
    let app = TestApp::spawn().await;
    let t = team(&app).await;
    let hanser = company(&app, &t.ana, "Hanser Verlag", &[]).await;
    let gallimard = company(&app, &t.ana, "Gallimard", &[]).await;
    let (dune, emma) = (title(&app, &t.ana, "Dune").await, title(&app, &t.ana, "Emma").await);
    let frankfurt = fair(&app, &t.ana, &frankfurt_body()).await;
    let with = |company: &Value, start: &str, status: &str, titles: Value| {
        let mut body = meeting(t.ana_id, company, start);
        body["status"] = json!(status);
        body["titles"] = titles;
        body
    };
    let held = with(
        &hanser,
        "2026-10-14T10:00",
        "held",
        json!([
        {"titleId": dune, "outcome": "interested"}, {"titleId": emma, "outcome": "not_for_them"}]),
    );
    let held = ok(book(&app, &t.ana, &frankfurt, &held).await).await;
    let other = with(&gallimard, "2026-10-14T11:00", "held", json!([{"titleId": dune, "outcome": "send_material"}]));
    let other = ok(book(&app, &t.ana, &frankfurt, &other).await).await;
    ok(book(&app, &t.ana, &frankfurt, &with(&gallimard, "2026-10-14T12:00", "confirmed", json!([{"titleId": emma}])))
        .await)
    .await;
    ok(book(&app, &t.ana, &frankfurt, &with(&hanser, "2026-10-14T13:00", "requested", json!([]))).await).await;
    ok(book(&app, &t.ana, &frankfurt, &with(&hanser, "2026-10-14T14:00", "cancelled", json!([{"titleId": dune}])))
        .await)
    .await;
    let mut made = Vec::new();
    for meeting in [&held, &other] {
        let path = format!("{}/{}/follow-ups", meetings_path(&frankfurt), meeting["id"]);
        let response = app.send(Method::POST, &path, &t.ana, &json!({})).await;
        assert_eq!(response.status(), 201);
        made.push(response.json::<Value>().await.unwrap()["created"][0].clone());
    }
    // A translation's license needs its language, which the follow-up leaves to the team.
    let mut german = made[0].clone();
    german["language"] = json!("de");
    ok(app.send(Method::PUT, &format!("/api/prospections/{}", made[0]["id"]), &t.ana, &german).await).await;
    let converted =
        ok(app.send(Method::POST, &format!("/api/prospections/{}/convert", made[0]["id"]), &t.ana, &json!({})).await)
            .await;

    let report = ok(app.get(&format!("/api/fairs/{}/report", frankfurt["id"]), &t.viewer).await).await;
    assert_eq!(report["meetings"], json!({"requested": 1, "confirmed": 1, "held": 2, "cancelled": 1}));
    assert_eq!(
        report["titles"],
        json!([
            {"titleId": dune, "title": "Dune", "presented": 2, "interested": 1, "sendMaterial": 1, "notForThem": 0},
            {"titleId": emma, "title": "Emma", "presented": 2, "interested": 0, "sendMaterial": 0, "notForThem": 1},
        ]),
        "the cancelled meeting's title is not counted"
    );
    let license_id = &converted["license"]["id"];
    assert_eq!(
        report["prospections"],
        json!([
            {"id": made[0]["id"], "titleId": dune, "title": "Dune", "companyId": hanser["id"], "company": "Hanser Verlag",
                "status": "licensed", "licenseId": license_id},
            {"id": made[1]["id"], "titleId": dune, "title": "Dune", "companyId": gallimard["id"], "company": "Gallimard",
                "status": "sent", "licenseId": null},
        ])
    );
    assert_eq!(
        report["licenses"],
        json!([{"id": license_id, "titleId": dune, "title": "Dune", "companyId": hanser["id"], "company": "Hanser Verlag",
            "status": "draft"}])
    );

    // Deleting the fair deletes its meetings; the prospections made from them stay.
    ok(app.send(Method::DELETE, &format!("/api/fairs/{}", frankfurt["id"]), &t.ana, &json!({})).await).await;
    let kept = ok(app.get(&format!("/api/prospections/{}", made[1]["id"]), &t.ana).await).await;
    assert_eq!((&kept["title"], &kept["fairMeetingId"]), (&json!("Dune"), &Value::Null));
}

#[tokio::test]
async fn the_calendar_and_the_feed_show_a_fairs_days() {
    let app = TestApp::spawn().await;
    let t = team(&app).await;
    let (first, last) = (plus_days(&today(), 10), plus_days(&today(), 13));
    let body = json!({"name": "Bologna Children's Book Fair", "startDate": first, "endDate": last, "place": "Bologna"});
    let bologna = fair(&app, &t.ana, &body).await;
    let window = format!("/api/calendar?from={}&to={}", plus_days(&today(), 12), plus_days(&today(), 40));
    let entries = ok(app.get(&window, &t.viewer).await).await;
    let fairs: Vec<&Value> = entries.as_array().unwrap().iter().filter(|entry| entry["kind"] == "fair").collect();
    assert_eq!(
        fairs,
        [&json!({"id": format!("fair-{}", bologna["id"]), "kind": "fair", "start": first, "end": last, "allDay": true,
            "title": "Bologna Children's Book Fair", "entityType": "fair", "entityId": bologna["id"], "movable": false,
            "location": "Bologna"})]
    );
    let before = format!("/api/calendar?from={}&to={}", today(), plus_days(&today(), 9));
    assert!(
        ok(app.get(&before, &t.viewer).await).await.as_array().unwrap().iter().all(|entry| entry["kind"] != "fair")
    );

    let feed = ok(app.get("/api/calendar/feed", &t.ana).await).await["url"].as_str().unwrap().to_owned();
    let text = reqwest::get(&feed).await.unwrap().text().await.unwrap();
    let calendar = ical::IcalParser::new(BufReader::new(text.as_bytes())).next().unwrap().unwrap();
    let event = calendar
        .events
        .iter()
        .find(|event| {
            event
                .properties
                .iter()
                .any(|p| p.name == "UID" && p.value.as_deref().unwrap_or_default().starts_with("fair-"))
        })
        .expect("the fair in the feed");
    let value = |name: &str| event.properties.iter().find(|p| p.name == name).and_then(|p| p.value.clone()).unwrap();
    assert_eq!(value("SUMMARY"), "Fair: Bologna Children's Book Fair");
    assert_eq!(value("DTSTART"), first.replace('-', ""));
    assert_eq!(value("DTEND"), plus_days(&last, 1).replace('-', ""), "the day after the last, as RFC 5545 ends");
    assert_eq!(value("LOCATION"), "Bologna");
}

#[tokio::test]
async fn follow_ups_are_chased_after_the_teams_chase_after_days() {
    let app = TestApp::spawn().await;
    let t = team(&app).await;
    let settings = ok(app.get("/api/team/settings", &t.viewer).await).await;
    assert_eq!(settings["chaseAfterDays"], 42);
    let zone = settings["timeZone"].clone();
    let change = json!({"timeZone": zone, "chaseAfterDays": 21});
    assert_eq!(app.send(Method::PUT, "/api/team/settings", &t.ana, &change).await.status(), 403);
    assert_eq!(ok(app.send(Method::PUT, "/api/team/settings", &t.admin, &change).await).await["chaseAfterDays"], 21);
    let kept = ok(app.send(Method::PUT, "/api/team/settings", &t.admin, &json!({"timeZone": zone})).await).await;
    assert_eq!(kept["chaseAfterDays"], 21, "left out: kept");
    for days in [0, 366] {
        let change = json!({"timeZone": zone, "chaseAfterDays": days});
        assert_eq!(
            errors_of(app.send(Method::PUT, "/api/team/settings", &t.admin, &change).await).await,
            json!({"chaseAfterDays": "Chase after must be between 1 and 365 days"})
        );
    }
    assert_eq!(ok(app.get("/api/team/settings", &t.viewer).await).await["chaseAfterDays"], 21);
}
