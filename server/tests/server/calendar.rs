//! The calendar: what is due in a window (computed from the records), the team's events, and the
//! secret feed read back by an iCalendar parser of its own.

use std::io::BufReader;

use ical::parser::ical::component::{IcalCalendar, IcalEvent};
use reqwest::Method;
use rightsdesk_core::Role;
use rightsdesk_server::clock::plus_days;
use serde_json::{Value, json};

use crate::helpers::{TestApp, today};

async fn post(app: &TestApp, token: &str, path: &str, body: Value) -> Value {
    let response = app.send(Method::POST, path, token, &body).await;
    assert_eq!(response.status(), 200, "{path} {body}");
    response.json().await.unwrap()
}

async fn calendar(app: &TestApp, token: &str, from: &str, to: &str) -> Vec<Value> {
    let response = app.get(&format!("/api/calendar?from={from}&to={to}"), token).await;
    assert_eq!(response.status(), 200);
    response.json().await.unwrap()
}

fn ids(entries: &[Value]) -> Vec<&str> {
    entries.iter().map(|entry| entry["id"].as_str().unwrap()).collect()
}

/// A team with one record of each kind dated `day(offset)`; answers the ids of the prospections,
/// the license, the title and the event.
async fn seed(app: &TestApp, token: &str) -> (i64, i64, i64, i64, i64) {
    let day = |offset: i64| plus_days(&today(), offset);
    let chase = post(
        app,
        token,
        "/api/prospections",
        json!({"title": "Dune", "company": "Gallimard", "status": "sent", "sentDate": day(-30), "chaseDate": day(3)}),
    )
    .await;
    let option = post(
        app,
        token,
        "/api/prospections",
        json!({"title": "Emma", "company": "Hanser", "status": "option", "sentDate": day(-60), "optionExpiry": day(10)}),
    )
    .await;
    // Closed: its chase date is not due any more.
    post(
        app,
        token,
        "/api/prospections",
        json!({"title": "Emma", "company": "Seuil", "status": "declined", "declineReason": "price",
            "sentDate": day(-60), "chaseDate": day(4)}),
    )
    .await;
    let license = post(
        app,
        token,
        "/api/licenses",
        json!({"title": "Dune", "company": "Gallimard", "contractDate": day(-700), "endDate": day(20),
            "publicationDate": day(15)}),
    )
    .await;
    let title = post(app, token, "/api/titles", json!({"name": "Persuasion, a novel", "publishDate": day(5)})).await;
    let event = post(
        app,
        token,
        "/api/events",
        json!({"title": "Frankfurt Book Fair", "start": day(7), "end": day(11), "allDay": true, "location": "Hall 5.0"}),
    )
    .await;
    let id = |value: &Value| value["id"].as_i64().unwrap();
    (id(&chase), id(&option), id(&license), id(&title), id(&event))
}

#[tokio::test]
async fn the_window_holds_each_kind_of_date_of_the_teams_records() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let other = app.sign_in_new("bob@example.com", "Other", Role::Editor).await;
    let (chase, option, license, title, event) = seed(&app, &token).await;
    let day = |offset: i64| plus_days(&today(), offset);

    let entries = calendar(&app, &token, &day(0), &day(30)).await;
    assert_eq!(
        ids(&entries),
        [
            format!("chase-{chase}"),
            format!("title_publish-{title}"),
            format!("event-{event}"),
            format!("option_expiry-{option}"),
            format!("publication-{license}"),
            format!("license_end-{license}"),
        ],
        "by date; the declined prospection's chase is left out: {entries:#?}"
    );
    assert_eq!(
        entries[0],
        json!({"id": format!("chase-{chase}"), "kind": "chase", "start": day(3), "end": day(3), "allDay": true,
            "title": "Dune → Gallimard", "entityType": "prospection", "entityId": chase, "movable": true})
    );
    assert_eq!(entries[1]["entityType"], "title");
    assert_eq!(entries[1]["title"], "Persuasion, a novel");
    assert_eq!(entries[1]["movable"], false);
    assert_eq!(
        (&entries[2]["start"], &entries[2]["end"], &entries[2]["entityType"], &entries[2]["movable"]),
        (&json!(day(7)), &json!(day(11)), &json!("event"), &json!(true))
    );
    assert_eq!((&entries[3]["kind"], &entries[3]["movable"]), (&json!("option_expiry"), &json!(false)));
    assert_eq!(entries[5]["title"], "Dune – Gallimard");

    // A window that ends before them, and one inside the fair: an event covering a day counts.
    assert!(calendar(&app, &token, &day(-10), &day(2)).await.is_empty());
    assert_eq!(ids(&calendar(&app, &token, &day(9), &day(9)).await), [format!("event-{event}")]);
    // The chase moved: the same id, on its new date.
    let mut moved: Value = app.get(&format!("/api/prospections/{chase}"), &token).await.json().await.unwrap();
    moved["chaseDate"] = json!(day(25));
    assert_eq!(app.send(Method::PUT, &format!("/api/prospections/{chase}"), &token, &moved).await.status(), 200);
    let entries = calendar(&app, &token, &day(25), &day(25)).await;
    assert_eq!(ids(&entries), [format!("chase-{chase}")]);

    // Another team sees none of it.
    assert!(calendar(&app, &other, &day(-400), &day(0)).await.is_empty());
    assert!(calendar(&app, &other, &day(0), &day(30)).await.is_empty());
}

#[tokio::test]
async fn the_window_is_required_real_and_at_most_400_days() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Viewer).await;
    for (query, message) in [
        ("", "from and to are required, as YYYY-MM-DD"),
        ("?from=2026-01-01", "from and to are required, as YYYY-MM-DD"),
        ("?from=2026-02-30&to=2026-03-01", "from must be a date, YYYY-MM-DD"),
        ("?from=2026-01-01&to=soon", "to must be a date, YYYY-MM-DD"),
        ("?from=2026-03-01&to=2026-02-28", "to must not be before from"),
        ("?from=2026-01-01&to=2027-02-06", "from and to must be at most 400 days apart"),
    ] {
        let response = app.get(&format!("/api/calendar{query}"), &token).await;
        assert_eq!(response.status(), 400, "{query}");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["message"], message, "{query}");
    }
    assert_eq!(app.get("/api/calendar?from=2026-01-01&to=2027-02-05", &token).await.status(), 200);
    assert_eq!(app.get("/api/events?from=2026-01-01", &token).await.status(), 400);
    assert_eq!(app.get("/api/calendar?from=2026-01-01&to=2026-02-01", "nope").await.status(), 401);
}

#[tokio::test]
async fn events_follow_the_rules_and_stay_in_their_team() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let viewer = app.add_user("vic@example.com", "Vic", "Acme", Role::Viewer).await;
    let viewer = app.token(&viewer.email).await;
    let other = app.sign_in_new("bob@example.com", "Other", Role::Editor).await;

    let refused = app.send(Method::POST, "/api/events", &token, &json!({"title": " "})).await;
    assert_eq!(refused.status(), 422);
    let body: Value = refused.json().await.unwrap();
    assert_eq!(body["errors"], json!({"title": "Event title is required", "start": "Start is required"}));
    let backwards = json!({"title": "Fair", "start": "2026-10-14", "end": "2026-10-13", "allDay": true});
    let body: Value = app.send(Method::POST, "/api/events", &token, &backwards).await.json().await.unwrap();
    assert_eq!(body["errors"], json!({"end": "End cannot be before the start"}));
    let shapeless = json!({"title": "Call", "start": "2026-10-14", "allDay": false});
    let body: Value = app.send(Method::POST, "/api/events", &token, &shapeless).await.json().await.unwrap();
    assert_eq!(body["errors"], json!({"start": "Enter a valid date and time (YYYY-MM-DDTHH:MM)"}));

    let company =
        post(&app, &token, "/api/companies", json!({"name": "Gallimard", "contacts": [{"name": "Anne"}]})).await;
    let foreign = post(&app, &other, "/api/companies", json!({"name": "Seuil", "contacts": [{"name": "Paul"}]})).await;
    let lunch = json!({"title": "Lunch with Gallimard", "start": "2026-10-15T12:30", "end": "2026-10-15T14:00",
        "allDay": false, "location": "Zum Storch", "companyId": company["id"], "contactId": company["contacts"][0]["id"],
        "notes": "Talk about the sequel"});
    let stored = post(&app, &token, "/api/events", lunch.clone()).await;
    let id = stored["id"].as_i64().unwrap();
    let mut expected = lunch.clone();
    expected["id"] = json!(id);
    expected["version"] = json!(1);
    expected["company"] = json!("Gallimard");
    expected["contact"] = json!("Anne");
    assert_eq!(stored, expected);
    assert_eq!(app.get(&format!("/api/events/{id}"), &token).await.json::<Value>().await.unwrap(), expected);
    assert_eq!(app.get(&format!("/api/events/{id}"), &viewer).await.status(), 200);

    // References are the team's own: another team's company or contact is refused.
    let mut elsewhere = lunch.clone();
    elsewhere["companyId"] = foreign["id"].clone();
    elsewhere["contactId"] = foreign["contacts"][0]["id"].clone();
    let body: Value = app.send(Method::POST, "/api/events", &token, &elsewhere).await.json().await.unwrap();
    assert_eq!(
        body["errors"],
        json!({"companyId": "Unknown company: choose one from the list", "contactId": "Choose a contact of this company"})
    );

    // Moved to the next day, as a drag in the calendar does.
    let mut moved = stored.clone();
    moved["start"] = json!("2026-10-16T12:30");
    moved["end"] = json!("2026-10-16T14:00");
    let response = app.send(Method::PUT, &format!("/api/events/{id}"), &token, &moved).await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.json::<Value>().await.unwrap()["start"], "2026-10-16T12:30");
    let listed: Vec<Value> = app.get("/api/events?from=2026-10-16&to=2026-10-16", &token).await.json().await.unwrap();
    assert_eq!(listed.len(), 1);
    let listed: Vec<Value> = app.get("/api/events?from=2026-10-15&to=2026-10-15", &token).await.json().await.unwrap();
    assert!(listed.is_empty());
    let history: Vec<Value> =
        app.get(&format!("/api/activity?entityType=event&entityId={id}"), &token).await.json().await.unwrap();
    assert_eq!(history[0]["action"], "update");
    assert_eq!(history[0]["changes"]["start"], json!(["2026-10-15T12:30", "2026-10-16T12:30"]));
    assert_eq!(history[1]["action"], "create");

    // Viewers read; another team gets 404 on every call.
    for (method, body) in [(Method::POST, &lunch), (Method::PUT, &moved), (Method::DELETE, &json!({}))] {
        let path = if method == Method::POST { "/api/events".to_owned() } else { format!("/api/events/{id}") };
        assert_eq!(app.send(method, &path, &viewer, body).await.status(), 403);
    }
    assert_eq!(app.get(&format!("/api/events/{id}"), &other).await.status(), 404);
    assert_eq!(app.send(Method::PUT, &format!("/api/events/{id}"), &other, &moved).await.status(), 404);
    assert_eq!(app.send(Method::DELETE, &format!("/api/events/{id}"), &other, &json!({})).await.status(), 404);
    assert!(app.get("/api/events", &other).await.json::<Vec<Value>>().await.unwrap().is_empty());

    assert_eq!(app.send(Method::DELETE, &format!("/api/events/{id}"), &token, &json!({})).await.status(), 200);
    assert_eq!(app.get(&format!("/api/events/{id}"), &token).await.status(), 404);
    assert!(app.get("/api/events", &token).await.json::<Vec<Value>>().await.unwrap().is_empty());
}

#[tokio::test]
async fn events_of_one_company_are_its_own_and_the_teams() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let other = app.sign_in_new("bob@example.com", "Other", Role::Editor).await;
    let gallimard = post(&app, &token, "/api/companies", json!({"name": "Gallimard"})).await["id"].clone();
    let hanser = post(&app, &token, "/api/companies", json!({"name": "Hanser"})).await["id"].clone();
    let foreign = post(&app, &other, "/api/companies", json!({"name": "Seuil"})).await["id"].clone();
    let event = |title: &str, start: &str, company: &Value| json!({"title": title, "start": start, "allDay": true, "companyId": company});
    post(&app, &token, "/api/events", event("Lunch", "2026-10-15", &gallimard)).await;
    post(&app, &token, "/api/events", event("Fair", "2026-10-16", &hanser)).await;
    post(&app, &token, "/api/events", event("Call", "2027-03-01", &gallimard)).await;
    post(&app, &token, "/api/events", json!({"title": "Team day", "start": "2026-10-15", "allDay": true})).await;
    post(&app, &other, "/api/events", event("Their lunch", "2026-10-15", &foreign)).await;

    let titles =
        |events: Vec<Value>| events.iter().map(|e| e["title"].as_str().unwrap().to_owned()).collect::<Vec<_>>();
    let list = |token: String, query: String| {
        let app = &app;
        async move {
            let response = app.get(&format!("/api/events?{query}"), &token).await;
            assert_eq!(response.status(), 200, "{query}");
            response.json::<Vec<Value>>().await.unwrap()
        }
    };
    let all = list(token.clone(), format!("companyId={gallimard}")).await;
    assert_eq!(titles(all), ["Lunch", "Call"]);
    assert_eq!(
        titles(list(token.clone(), format!("companyId={gallimard}&from=2026-10-01&to=2026-12-31")).await),
        ["Lunch"]
    );
    assert_eq!(titles(list(token.clone(), format!("companyId={hanser}")).await), ["Fair"]);
    // Another team's company, or this team's seen from another team: nothing.
    assert!(list(token.clone(), format!("companyId={foreign}")).await.is_empty());
    assert!(list(other.clone(), format!("companyId={gallimard}")).await.is_empty());
    assert_eq!(titles(list(other.clone(), format!("companyId={foreign}")).await), ["Their lunch"]);

    for query in ["companyId=gallimard", "companyId=", "companyId=1.5"] {
        let response = app.get(&format!("/api/events?{query}"), &token).await;
        assert_eq!(response.status(), 400, "{query}");
        assert_eq!(response.json::<Value>().await.unwrap()["message"], "companyId must be an id", "{query}");
    }
}

async fn feed_url(app: &TestApp, token: &str, method: Method, path: &str) -> String {
    let response = app.send(method, path, token, &json!({})).await;
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    body["url"].as_str().unwrap().to_owned()
}

/// The feed at `url` read by the ical crate's parser, or its status when it is not served.
async fn read_feed(url: &str) -> Result<IcalCalendar, u16> {
    let response = reqwest::get(url).await.unwrap();
    if response.status() != 200 {
        return Err(response.status().as_u16());
    }
    let kind = response.headers()["content-type"].to_str().unwrap().to_owned();
    assert_eq!(kind, "text/calendar; charset=utf-8");
    let text = response.text().await.unwrap();
    assert!(text.lines().all(|line| line.len() <= 75), "lines are folded at 75 octets");
    let mut calendars = ical::IcalParser::new(BufReader::new(text.as_bytes()));
    let calendar = calendars.next().expect("a calendar").expect("RFC 5545 text");
    assert!(calendars.next().is_none());
    Ok(calendar)
}

/// The value of an event's property, with its parameters.
fn property<'a>(event: &'a IcalEvent, name: &str) -> (&'a str, Vec<(String, Vec<String>)>) {
    let property = event.properties.iter().find(|p| p.name == name).unwrap_or_else(|| panic!("no {name}"));
    (property.value.as_deref().unwrap_or_default(), property.params.clone().unwrap_or_default())
}

fn event_with_uid<'a>(calendar: &'a IcalCalendar, uid: &str) -> &'a IcalEvent {
    calendar.events.iter().find(|event| property(event, "UID").0 == uid).unwrap_or_else(|| panic!("no {uid}"))
}

#[tokio::test]
async fn the_feed_serves_the_teams_calendar_at_a_secret_address_until_reset() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let (chase, _, license, title, event) = seed(&app, &token).await;
    let lunch = json!({"title": "Lunch; then the stand", "start": format!("{}T12:30", plus_days(&today(), 2)),
        "allDay": false, "location": "Hall 5.0, stand B12", "notes": "Bring the rights guide"});
    sqlx::query("UPDATE teams SET time_zone = 'Europe/Paris'").execute(&app.state.db.pool).await.unwrap();
    let lunch = post(&app, &token, "/api/events", lunch).await["id"].as_i64().unwrap();
    // Outside the feed's reach (90 days back, 18 months ahead).
    post(&app, &token, "/api/titles", json!({"name": "Old", "publishDate": plus_days(&today(), -91)})).await;

    let url = feed_url(&app, &token, Method::GET, "/api/calendar/feed").await;
    assert!(url.starts_with(&app.url("/feeds/")) && url.ends_with(".ics"), "{url}");
    assert_eq!(feed_url(&app, &token, Method::GET, "/api/calendar/feed").await, url, "the same address again");

    let calendar = read_feed(&url).await.unwrap();
    let calendar_property =
        |name: &str| calendar.properties.iter().find(|p| p.name == name).and_then(|p| p.value.clone());
    assert_eq!(calendar_property("VERSION").as_deref(), Some("2.0"));
    assert_eq!(calendar_property("X-WR-CALNAME").as_deref(), Some("Rightsdesk"));
    assert_eq!(calendar_property("REFRESH-INTERVAL").as_deref(), Some("PT3600S"));
    assert_eq!(calendar_property("X-PUBLISHED-TTL").as_deref(), Some("PT3600S"));
    assert_eq!(calendar.events.len(), 7, "six seeded entries and the lunch");

    let chase_event = event_with_uid(&calendar, &format!("chase-{chase}@rightsdesk"));
    assert_eq!(property(chase_event, "SUMMARY").0, "Chase: Dune → Gallimard");
    let day = |offset: i64| plus_days(&today(), offset).replace('-', "");
    let date = vec![("VALUE".to_owned(), vec!["DATE".to_owned()])];
    assert_eq!(property(chase_event, "DTSTART"), (day(3).as_str(), date.clone()));
    assert_eq!(property(chase_event, "DTEND"), (day(4).as_str(), date.clone()), "the end is exclusive");
    assert_eq!(property(chase_event, "URL").0, app.url(&format!("/prospections/edit/{chase}")));
    let fair = event_with_uid(&calendar, &format!("event-{event}@rightsdesk"));
    assert_eq!(property(fair, "SUMMARY").0, "Frankfurt Book Fair");
    assert_eq!((property(fair, "DTSTART").0, property(fair, "DTEND").0), (day(7).as_str(), day(12).as_str()));
    let publish = event_with_uid(&calendar, &format!("title_publish-{title}@rightsdesk"));
    assert_eq!(property(publish, "SUMMARY").0, "Title published: Persuasion\\, a novel", "escaped");
    assert_eq!(property(publish, "URL").0, app.url(&format!("/titles/edit/{title}")));
    let ending = event_with_uid(&calendar, &format!("license_end-{license}@rightsdesk"));
    assert_eq!(property(ending, "SUMMARY").0, "License ends: Dune – Gallimard");
    let timed = event_with_uid(&calendar, &format!("event-{lunch}@rightsdesk"));
    assert_eq!(property(timed, "SUMMARY").0, "Lunch\\; then the stand");
    let paris = vec![("TZID".to_owned(), vec!["Europe/Paris".to_owned()])];
    assert_eq!(property(timed, "DTSTART"), (format!("{}T123000", day(2)).as_str(), paris.clone()), "the team's zone");
    assert_eq!(
        property(timed, "DTEND"),
        (format!("{}T133000", day(2)).as_str(), paris),
        "an hour when no end is given"
    );
    assert_eq!(property(timed, "LOCATION").0, "Hall 5.0\\, stand B12", "escaped");
    assert_eq!(property(timed, "DESCRIPTION").0, "Bring the rights guide");
    assert!(chase_event.properties.iter().all(|p| p.name != "LOCATION"), "only an event has a place");

    // Other users have their own address; a reset kills the old one at once.
    let carl = app.add_user("carl@example.com", "Carl", "Acme", Role::Viewer).await;
    let colleague = app.token(&carl.email).await;
    let theirs = feed_url(&app, &colleague, Method::GET, "/api/calendar/feed").await;
    assert_ne!(theirs, url);
    assert_eq!(read_feed(&theirs).await.unwrap().events.len(), 7, "the team's calendar");
    let reset = feed_url(&app, &token, Method::POST, "/api/calendar/feed/reset").await;
    assert_ne!(reset, url);
    assert_eq!(read_feed(&url).await.err(), Some(404));
    assert_eq!(read_feed(&reset).await.unwrap().events.len(), 7);
    assert_eq!(feed_url(&app, &token, Method::GET, "/api/calendar/feed").await, reset);
    assert_eq!(read_feed(&theirs).await.unwrap().events.len(), 7, "a reset is one user's");
    // A deactivated user's feed stops with their sessions.
    let admin = app.add_user("ann@example.com", "Ann", "Acme", Role::Admin).await;
    let admin = app.token(&admin.email).await;
    let deactivated = json!({"name": "Carl", "role": "viewer", "active": false});
    let response = app.send(Method::PUT, &format!("/api/users/{}", carl.id), &admin, &deactivated).await;
    assert_eq!(response.status(), 200);
    assert_eq!(read_feed(&theirs).await.err(), Some(404));
    for path in ["/feeds/nope.ics", &url.replace(".ics", ""), &url.replace(".ics", ".ICS")] {
        let path = path.strip_prefix(&app.url("")).unwrap_or(path);
        assert_eq!(reqwest::get(app.url(path)).await.unwrap().status(), 404, "{path}");
    }
}
