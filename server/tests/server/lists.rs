//! Lists at scale: `q`, `sort`, `limit`, `offset` and `X-Total-Count` on titles, companies and
//! licenses; bad parameters; the whole list without parameters; other teams' rows never counted;
//! a page's count capped at 10,000 (`X-Total-Relation`).

use reqwest::Method;
use rightsdesk_core::Role;
use serde_json::{Value, json};

use crate::helpers::TestApp;

async fn post(app: &TestApp, token: &str, path: &str, body: Value) -> Value {
    let response = app.send(Method::POST, path, token, &body).await;
    assert_eq!(response.status(), 200, "POST {path} {body}");
    response.json().await.unwrap()
}

/// The names in a list answer, and its `X-Total-Count`.
async fn names(app: &TestApp, token: &str, path: &str, field: &str) -> (Vec<String>, i64) {
    let response = app.get(path, token).await;
    assert_eq!(response.status(), 200, "GET {path}");
    let total = response.headers()["x-total-count"].to_str().unwrap().parse().unwrap();
    let rows: Vec<Value> = response.json().await.unwrap();
    (rows.iter().map(|row| row[field].as_str().unwrap().to_string()).collect(), total)
}

async fn bad_request(app: &TestApp, token: &str, path: &str) -> String {
    let response = app.get(path, token).await;
    assert_eq!(response.status(), 400, "GET {path}");
    let body: Value = response.json().await.unwrap();
    body["message"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn titles_are_searched_sorted_and_paged_with_their_total() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    for (name, author, date) in [
        ("Les Misérables", Some("Victor Hugo"), Some("1862-04-03")),
        ("Notre-Dame de Paris", Some("Victor Hugo"), Some("1831-01-14")),
        ("Dune", Some("Frank Herbert"), Some("1965-08-01")),
        ("Émile", Some("Jean-Jacques Rousseau"), None),
        ("Zazie dans le métro", None, Some("1959-01-01")),
    ] {
        post(&app, &token, "/api/titles", json!({ "name": name, "author": author, "publishDate": date })).await;
    }
    // Other teams' titles are never listed nor counted.
    let other = app.sign_in_new("bob@example.com", "Other", Role::Editor).await;
    post(&app, &other, "/api/titles", json!({ "name": "Hugo's secret", "author": "Victor Hugo" })).await;

    // No parameter: the whole list by name, as before, with its total.
    let (all, total) = names(&app, &token, "/api/titles", "name").await;
    assert_eq!(all, ["Dune", "Émile", "Les Misérables", "Notre-Dame de Paris", "Zazie dans le métro"]);
    assert_eq!(total, 5);

    // Words in the name or the author, all of them, case and accents ignored.
    let (found, total) = names(&app, &token, "/api/titles?q=HUGO", "name").await;
    assert_eq!((found, total), (vec!["Les Misérables".to_string(), "Notre-Dame de Paris".into()], 2));
    let (found, _) = names(&app, &token, "/api/titles?q=victor%20miserables", "name").await;
    assert_eq!(found, ["Les Misérables"]);
    let (found, _) = names(&app, &token, "/api/titles?q=emile", "name").await;
    assert_eq!(found, ["Émile"]);
    // Words shorter than a trigram are matched too.
    let (found, _) = names(&app, &token, "/api/titles?q=du", "name").await;
    assert_eq!(found, ["Dune"]);
    let (found, _) = names(&app, &token, "/api/titles?q=hugo%20no", "name").await;
    assert_eq!(found, ["Notre-Dame de Paris"]);
    let (found, total) = names(&app, &token, "/api/titles?q=hugo%20dune", "name").await;
    assert_eq!((found.len(), total), (0, 0));
    // LIKE's wildcards are plain characters in a search.
    let (found, _) = names(&app, &token, "/api/titles?q=%25", "name").await;
    assert!(found.is_empty(), "% matched {found:?}");

    // Sorted by a field, either way; rows without a date come last both ways.
    let (by_date, _) = names(&app, &token, "/api/titles?sort=publishDate", "name").await;
    assert_eq!(by_date, ["Notre-Dame de Paris", "Les Misérables", "Zazie dans le métro", "Dune", "Émile"]);
    let (by_date, _) = names(&app, &token, "/api/titles?sort=-publishDate", "name").await;
    assert_eq!(by_date, ["Dune", "Zazie dans le métro", "Les Misérables", "Notre-Dame de Paris", "Émile"]);
    let (by_author, _) = names(&app, &token, "/api/titles?sort=-author", "name").await;
    assert_eq!(by_author[..2], ["Notre-Dame de Paris", "Les Misérables"].map(String::from), "ties by id, descending");
    assert_eq!(by_author.last().unwrap(), "Zazie dans le métro");

    // Pages: the total is before paging; the last page is short; past the end is empty.
    let (page, total) = names(&app, &token, "/api/titles?limit=2", "name").await;
    assert_eq!((page, total), (vec!["Dune".to_string(), "Émile".into()], 5));
    let (page, _) = names(&app, &token, "/api/titles?limit=2&offset=4", "name").await;
    assert_eq!(page, ["Zazie dans le métro"]);
    let (page, total) = names(&app, &token, "/api/titles?limit=2&offset=10", "name").await;
    assert_eq!((page.len(), total), (0, 5));
    let (page, _) = names(&app, &token, "/api/titles?offset=3", "name").await;
    assert_eq!(page, ["Notre-Dame de Paris", "Zazie dans le métro"]);
    let (page, total) = names(&app, &token, "/api/titles?q=hugo&sort=-name&limit=1&offset=1", "name").await;
    assert_eq!((page, total), (vec!["Les Misérables".to_string()], 2));

    // A title whose author changes is found by the new words only.
    let dune = app.get("/api/titles?q=dune", &token).await.json::<Vec<Value>>().await.unwrap().remove(0);
    let id = dune["id"].as_i64().unwrap();
    let body = json!({ "id": id, "name": "Dune", "author": "Anonymous" });
    assert_eq!(app.send(Method::PUT, &format!("/api/titles/{id}"), &token, &body).await.status(), 200);
    assert_eq!(names(&app, &token, "/api/titles?q=herbert", "name").await.1, 0);
    assert_eq!(names(&app, &token, "/api/titles?q=anonymous", "name").await.1, 1);
}

#[tokio::test]
async fn rare_and_common_words_are_found_among_many_titles() {
    // Each way db::list::fetch looks for a search's rows must find the same ones: by the trigram
    // index of a word fewer than one title in 200 hold ("segalen", "blues"); by the index of
    // every word, when each is common and few titles hold them all ("zanzibar book"); or on the
    // titles read in order, when many match ("book 12").
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let mut titles: Vec<Value> = (0..450).map(|n| json!({ "name": format!("Book {n}") })).collect();
    titles.push(json!({ "name": "Le voyage à Zanzibar", "author": "Victor Segalen" }));
    titles.push(json!({ "name": "Zanzibar Blues" }));
    titles.push(json!({ "name": "The Zanzibar Book" }));
    post(&app, &token, "/api/titles/import", json!(titles)).await;
    // The trigram index holds every team's rows: another team's never counts nor shows.
    let other = app.sign_in_new("bob@example.com", "Other", Role::Editor).await;
    post(&app, &other, "/api/titles", json!({ "name": "Zanzibar Blues", "author": "Victor Segalen" })).await;

    let (found, total) = names(&app, &token, "/api/titles?q=ZANZIBAR", "name").await;
    let zanzibar = vec!["Le voyage à Zanzibar".to_string(), "The Zanzibar Book".into(), "Zanzibar Blues".into()];
    assert_eq!((found, total), (zanzibar, 3));
    let (found, total) = names(&app, &token, "/api/titles?q=zanzibar%20vi&sort=-name", "name").await;
    assert_eq!((found, total), (vec!["Le voyage à Zanzibar".to_string()], 1));
    let (found, total) = names(&app, &token, "/api/titles?q=segalen%20voyage", "name").await;
    assert_eq!((found, total), (vec!["Le voyage à Zanzibar".to_string()], 1));
    let (found, total) = names(&app, &token, "/api/titles?q=segalen%20book", "name").await;
    assert_eq!((found, total), (vec![], 0));
    let (found, total) = names(&app, &token, "/api/titles?q=zanzibar%20blues&limit=1", "name").await;
    assert_eq!((found, total), (vec!["Zanzibar Blues".to_string()], 1));
    let (found, total) = names(&app, &token, "/api/titles?q=zanzibar%20blues&limit=1&offset=1", "name").await;
    assert_eq!((found, total), (vec![], 1));
    let (found, total) = names(&app, &token, "/api/titles?q=book%20zanzibar", "name").await;
    assert_eq!((found, total), (vec!["The Zanzibar Book".to_string()], 1));

    let (found, total) = names(&app, &token, "/api/titles?q=book%2012&limit=3&offset=1", "name").await;
    // 12, 112, 120 to 129, 212, 312 and 412, by name: "book 112" comes first.
    assert_eq!((found, total), (vec!["Book 12".to_string(), "Book 120".into(), "Book 121".into()], 15));
    let (found, total) = names(&app, &token, "/api/titles?q=book&sort=-name&limit=2", "name").await;
    assert_eq!((found, total), (vec!["The Zanzibar Book".to_string(), "Book 99".into()], 451));
}

#[tokio::test]
async fn every_page_is_its_slice_of_the_whole_list_in_every_order() {
    // A page is read as its ids, then their rows (db::list::fetch, on SQLite); the whole list is
    // read in one statement. Both must agree on every search plan and sort, ties (authors and
    // dates many titles share, and none) included.
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let titles: Vec<Value> = (0..460)
        .map(|n| {
            let author = (n % 3 != 0).then(|| format!("Author {}", n % 7));
            let date = (n % 4 != 0).then(|| format!("19{:02}-01-01", n % 11));
            let name = if n % 150 == 0 { format!("Zanzibar Book {n}") } else { format!("Book {n}") };
            json!({ "name": name, "author": author, "publishDate": date })
        })
        .collect();
    post(&app, &token, "/api/titles/import", json!(titles)).await;
    let other = app.sign_in_new("bob@example.com", "Other", Role::Editor).await;
    post(&app, &other, "/api/titles", json!({ "name": "Zanzibar Book 1000", "author": "Author 1" })).await;

    for q in ["", "book", "book%201", "zanzibar", "author%203"] {
        for sort in ["name", "-name", "author", "-author", "publishDate", "-publishDate"] {
            let (whole, total) = names(&app, &token, &format!("/api/titles?q={q}&sort={sort}"), "name").await;
            assert_eq!(total, whole.len() as i64, "q={q} sort={sort}");
            for offset in [0, 7, whole.len().saturating_sub(3)] {
                let path = format!("/api/titles?q={q}&sort={sort}&limit=5&offset={offset}");
                let (page, page_total) = names(&app, &token, &path, "name").await;
                let end = whole.len().min(offset + 5);
                assert_eq!((page.as_slice(), page_total), (&whole[offset.min(end)..end], total), "{path}");
            }
        }
    }
}

#[tokio::test]
async fn bad_list_parameters_answer_400_with_a_message() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Viewer).await;
    assert_eq!(
        bad_request(&app, &token, "/api/titles?sort=price").await,
        "Unknown sort field \"price\": sort by one of name, author, publishDate, with a leading - for descending"
    );
    for limit in ["0", "501", "ten", "-5"] {
        assert_eq!(
            bad_request(&app, &token, &format!("/api/licenses?limit={limit}")).await,
            "limit must be a whole number from 1 to 500"
        );
    }
    for offset in ["-1", "first"] {
        assert_eq!(
            bad_request(&app, &token, &format!("/api/companies?offset={offset}")).await,
            "offset must be a whole number, 0 or more"
        );
    }
    let (rows, total) = names(&app, &token, "/api/titles?limit=500&offset=0&sort=-name&q=", "name").await;
    assert_eq!((rows.len(), total), (0, 0));
}

#[tokio::test]
async fn companies_are_found_by_contact_names_and_emails_and_paged_with_their_contacts() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let gallimard = post(
        &app,
        &token,
        "/api/companies",
        json!({ "name": "Gallimard", "countryId": "FR", "contacts": [
            { "name": "Anne Lefèvre", "email": "anne@gallimard.fr" }, { "name": "Paul" }
        ] }),
    )
    .await;
    post(&app, &token, "/api/companies", json!({ "name": "Penguin", "countryId": "GB", "contacts": [] })).await;
    post(
        &app,
        &token,
        "/api/companies",
        json!({ "name": "Anagrama", "countryId": "ES",
        "contacts": [{ "name": "Jorge", "email": "jorge@anagrama.es" }] }),
    )
    .await;

    let (found, total) = names(&app, &token, "/api/companies?q=lefevre", "name").await;
    assert_eq!((found, total), (vec!["Gallimard".to_string()], 1));
    let (found, _) = names(&app, &token, "/api/companies?q=anagrama.es", "name").await;
    assert_eq!(found, ["Anagrama"]);
    let (found, _) = names(&app, &token, "/api/companies?sort=-countryId", "name").await;
    assert_eq!(found, ["Penguin", "Gallimard", "Anagrama"]);

    // A page carries each company's contacts, in their order.
    let response = app.get("/api/companies?q=gallimard&limit=1", &token).await;
    let page: Vec<Value> = response.json().await.unwrap();
    let contacts: Vec<&str> =
        page[0]["contacts"].as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap()).collect();
    assert_eq!(contacts, ["Anne Lefèvre", "Paul"]);
    assert_eq!(page[0]["country"], "France");

    // Renaming a contact changes what finds the company.
    let id = gallimard["id"].as_i64().unwrap();
    let mut edited = gallimard.clone();
    edited["contacts"][0]["name"] = json!("Anne Martin");
    let response = app.send(Method::PUT, &format!("/api/companies/{id}"), &token, &edited).await;
    assert_eq!(response.status(), 200);
    assert_eq!(names(&app, &token, "/api/companies?q=lefevre", "name").await.1, 0);
    assert_eq!(names(&app, &token, "/api/companies?q=martin", "name").await.1, 1);
}

#[tokio::test]
async fn licenses_are_found_by_title_company_and_agent_and_sorted() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    for (title, company, agent, date, advance) in [
        ("Dune", "Gallimard", None, "2024-03-01", Some(5000.0)),
        ("Les Misérables", "Penguin", Some("Agence Hugo"), "2023-01-15", None),
        ("Dune", "Anagrama", Some("Agence Hugo"), "2025-06-30", Some(1200.0)),
    ] {
        post(
            &app,
            &token,
            "/api/licenses",
            json!({
                "title": title, "company": company, "agent": agent, "contractDate": date, "advance": advance,
                "contractType": "foreign_rights", "language": "es", "currency": "EUR", "exclusive": false
            }),
        )
        .await;
    }
    let (all, total) = names(&app, &token, "/api/licenses", "contractDate").await;
    assert_eq!((all, total), (vec!["2025-06-30".to_string(), "2024-03-01".into(), "2023-01-15".into()], 3));
    let (found, _) = names(&app, &token, "/api/licenses?q=dune&sort=contractDate", "company").await;
    assert_eq!(found, ["Gallimard", "Anagrama"]);
    let (found, _) = names(&app, &token, "/api/licenses?q=hugo", "title").await;
    assert_eq!(found, ["Dune", "Les Misérables"], "by the agent's name");
    let (found, _) = names(&app, &token, "/api/licenses?q=hugo%20dune", "company").await;
    assert_eq!(found, ["Anagrama"], "words in different names");
    let (found, _) = names(&app, &token, "/api/licenses?sort=-advance", "company").await;
    assert_eq!(found, ["Gallimard", "Anagrama", "Penguin"], "no advance last");
    let (found, total) = names(&app, &token, "/api/licenses?sort=company&limit=1&offset=1", "company").await;
    assert_eq!((found, total), (vec!["Gallimard".to_string()], 3));
}

/// Lookups by name (a license's or a prospection's title and company, completion, a new name's
/// close ones) find names only: on SQLite they ask the trigram index of the search text, which
/// holds the author of a title and the contacts of a company too, and test the name of each row.
#[tokio::test]
async fn lookups_by_name_find_names_not_authors_or_contacts() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    post(&app, &token, "/api/titles", json!({ "name": "Harbour Lights", "author": "Maria Lanterna" })).await;
    post(&app, &token, "/api/titles", json!({ "name": "The Lanterna Affair" })).await;
    post(&app, &token, "/api/companies", json!({ "name": "Gallimard", "contacts": [{ "name": "Anne Lanterna" }] }))
        .await;
    post(&app, &token, "/api/companies", json!({ "name": "Lanterna Books" })).await;
    for (title, company) in [("Harbour Lights", "Gallimard"), ("The Lanterna Affair", "Lanterna Books")] {
        post(
            &app,
            &token,
            "/api/licenses",
            json!({ "title": title, "company": company, "contractDate": "2024-01-01" }),
        )
        .await;
        post(&app, &token, "/api/prospections", json!({ "title": title, "company": company })).await;
    }

    let (found, total) = names(&app, &token, "/api/titles?q=lanterna", "name").await;
    assert_eq!((found, total), (vec!["Harbour Lights".to_string(), "The Lanterna Affair".into()], 2), "authors");
    let (found, total) = names(&app, &token, "/api/companies?q=lanterna", "name").await;
    assert_eq!((found, total), (vec!["Gallimard".to_string(), "Lanterna Books".into()], 2), "contacts");
    let (found, total) = names(&app, &token, "/api/licenses?q=lanterna", "title").await;
    assert_eq!((found, total), (vec!["The Lanterna Affair".to_string()], 1), "names only");
    let (found, total) = names(&app, &token, "/api/prospections?q=lanterna", "title").await;
    assert_eq!((found, total), (vec!["The Lanterna Affair".to_string()], 1), "names only");
    for path in ["/api/titles/complete/anterna", "/api/companies/complete/anterna"] {
        let found: Vec<Value> = app.get(path, &token).await.json().await.unwrap();
        let found: Vec<&str> = found.iter().map(|row| row["name"].as_str().unwrap()).collect();
        assert!(found.len() == 1 && found[0].contains("Lanterna"), "{path}: {found:?}");
    }
    let similar: Vec<Value> = app.get("/api/titles/similar/Lanterna%20Afair", &token).await.json().await.unwrap();
    let similar: Vec<&str> = similar.iter().map(|row| row["name"].as_str().unwrap()).collect();
    assert_eq!(similar, ["The Lanterna Affair"]);
}

#[tokio::test]
async fn licenses_and_companies_are_narrowed_by_their_own_filters() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    for (title, company, kind, signed, currency, date, language) in [
        ("Dune", "Gallimard", "foreign_rights", true, "EUR", "2024-03-01", Some("fr")),
        ("Emma", "Penguin", "audio", false, "GBP", "2024-12-31", Some("en")),
        ("Ulysses", "Anagrama", "foreign_rights", false, "EUR", "2023-06-30", Some("es")),
        ("Solaris", "Suhrkamp", "ebook", true, "CHF", "2025-01-01", None),
    ] {
        let body = json!({
            "title": title, "company": company, "contractType": kind, "signed": signed, "currency": currency,
            "contractDate": date, "language": language,
        });
        post(&app, &token, "/api/licenses", body).await;
    }
    // Another team's license of the same kind is never counted.
    let other = app.sign_in_new("bob@example.com", "Other", Role::Editor).await;
    post(&app, &other, "/api/licenses", json!({ "title": "X", "company": "Y", "contractDate": "2024-05-05" })).await;

    for (filters, expected) in [
        ("contractType=foreign_rights", vec!["Dune", "Ulysses"]),
        ("signed=true", vec!["Dune", "Solaris"]),
        ("signed=false&currency=EUR", vec!["Ulysses"]),
        ("year=2024", vec!["Dune", "Emma"]),
        ("year=2024&q=penguin", vec!["Emma"]),
        ("contractType=audio_visual", vec![]),
        ("status=signed", vec!["Dune", "Solaris"]),
        ("status=draft&contractType=audio", vec!["Emma"]),
        ("language=es", vec!["Ulysses"]),
        ("language=none", vec!["Solaris"]),
    ] {
        let (found, total) = names(&app, &token, &format!("/api/licenses?sort=title&{filters}"), "title").await;
        assert_eq!(
            (found, total),
            (expected.iter().map(|s| s.to_string()).collect(), expected.len() as i64),
            "{filters}"
        );
    }
    let (page, total) = names(&app, &token, "/api/licenses?sort=title&year=2024&limit=1&offset=1", "title").await;
    assert_eq!((page, total), (vec!["Emma".to_string()], 2));

    for (filters, message) in [
        (
            "contractType=comic",
            "contractType must be one of foreign_rights, audio_visual, audio, ebook, english_language, large_print, \
             book_club, first_serial, second_serial, extract_anthology, stage, radio_reading, merchandising, \
             graphic_adaptation, other",
        ),
        ("status=lost", "status must be one of draft, sent, signed, expired, terminated, reverted"),
        ("signed=yes", "signed must be true or false"),
        ("currency=XYZ", "currency must be the ISO 4217 code of a currency in use, e.g. EUR"),
        ("currency=HRK", "currency must be the ISO 4217 code of a currency in use, e.g. EUR"),
        ("year=20x4", "year must be a year from 1 to 9998"),
    ] {
        assert_eq!(bad_request(&app, &token, &format!("/api/licenses?{filters}")).await, message);
    }

    // Companies: the ones the licenses made have no country nor type; two more have.
    for (name, country, types) in
        [("Hachette", "FR", json!(["publisher", "producer"])), ("Agence Litt", "FR", json!(["literary_agency"]))]
    {
        post(&app, &token, "/api/companies", json!({ "name": name, "countryId": country, "types": types })).await;
    }
    for (filters, expected) in [
        ("country=FR", vec!["Agence Litt", "Hachette"]),
        ("type=producer", vec!["Hachette"]),
        ("country=FR&type=literary_agency", vec!["Agence Litt"]),
        ("country=DE", vec![]),
    ] {
        let (found, total) = names(&app, &token, &format!("/api/companies?{filters}"), "name").await;
        assert_eq!(
            (found, total),
            (expected.iter().map(|s| s.to_string()).collect(), expected.len() as i64),
            "{filters}"
        );
    }
    assert_eq!(
        bad_request(&app, &token, "/api/companies?country=Atlantis").await,
        "country must be a country id of /api/countries"
    );
    assert_eq!(
        bad_request(&app, &token, "/api/companies?type=bank").await,
        "type must be one of publisher, literary_agency, producer, audio_publisher, other"
    );
}

#[tokio::test]
async fn rows_stored_before_search_text_existed_are_found_after_a_start() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    post(&app, &token, "/api/titles", json!({ "name": "Germinal", "author": "Émile Zola" })).await;
    post(&app, &token, "/api/companies", json!({ "name": "Hachette", "contacts": [{ "name": "Zoé" }] })).await;
    // As a database of the previous release holds them: no search text.
    for table in ["titles", "companies"] {
        sqlx::query(&format!("UPDATE {table} SET search_text = NULL")).execute(&app.state.db.pool).await.unwrap();
    }
    assert_eq!(names(&app, &token, "/api/titles?q=zola", "name").await.1, 0);

    let restarted = app.spawn_sibling().await;
    assert_eq!(names(&restarted, &token, "/api/titles?q=zola", "name").await.0, ["Germinal"]);
    assert_eq!(names(&restarted, &token, "/api/companies?q=zoe", "name").await.0, ["Hachette"]);

    // Deleting and renaming keep SQLite's full-text index in step with its table.
    let germinal = app.get("/api/titles?q=germinal", &token).await.json::<Vec<Value>>().await.unwrap().remove(0);
    let id = germinal["id"].as_i64().unwrap();
    let renamed = json!({ "id": id, "name": "L'Assommoir", "author": "Émile Zola" });
    assert_eq!(app.send(Method::PUT, &format!("/api/titles/{id}"), &token, &renamed).await.status(), 200);
    assert_eq!(names(&app, &token, "/api/titles?q=germinal", "name").await.1, 0);
    assert_eq!(names(&app, &token, "/api/titles?q=assommoir", "name").await.1, 1);
    assert_eq!(app.send(Method::DELETE, &format!("/api/titles/{id}"), &token, &json!({})).await.status(), 200);
    if app.state.db.backend == rightsdesk_server::db::Backend::Sqlite {
        for table in ["titles_search", "companies_search"] {
            let check = format!("INSERT INTO {table} ({table}, rank) VALUES ('integrity-check', 1)");
            sqlx::query(&check).execute(&app.state.db.pool).await.unwrap_or_else(|err| panic!("{table}: {err}"));
        }
    }
}

#[tokio::test]
async fn keys_stored_before_apostrophes_were_folded_are_folded_by_the_migration() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    post(&app, &token, "/api/titles", json!({ "name": "L\u{2019}Étranger", "author": "Albert Camus" })).await;
    post(&app, &token, "/api/titles", json!({ "name": "Lord's Day" })).await;
    let twin = post(&app, &token, "/api/titles", json!({ "name": "Placeholder" })).await;
    let company = json!({ "name": "O\u{2019}Reilly", "contacts": [{ "name": "Seán O\u{2019}Brien" }] });
    post(&app, &token, "/api/companies", company).await;
    // As a database of the previous release holds them: the curly apostrophes kept in the keys,
    // and a twin title whose name differs from another's only by its apostrophe (two keys then).
    let pool = &app.state.db.pool;
    for (table, column) in [
        ("titles", "name_key"),
        ("titles", "search_text"),
        ("companies", "name_key"),
        ("companies", "search_text"),
        ("contacts", "name_key"),
        ("activity", "name_key"),
    ] {
        let curly = format!(
            "UPDATE {table} SET {column} = replace({column}, '''', '\u{2019}') \
             WHERE {column} LIKE '%l''e%' OR {column} LIKE '%o''%'"
        );
        sqlx::query(&curly).execute(pool).await.unwrap();
    }
    sqlx::query("UPDATE titles SET name = $1, name_key = $2, search_text = $2 WHERE id = $3")
        .bind("Lord\u{2019}s Day")
        .bind("lord\u{2019}s day")
        .bind(twin["id"].as_i64().unwrap())
        .execute(pool)
        .await
        .unwrap();
    assert_eq!(names(&app, &token, "/api/titles?q=l'etranger", "name").await.1, 0, "not found before");
    sqlx::query("DELETE FROM _sqlx_migrations WHERE version = 15").execute(pool).await.unwrap();

    let migrated = app.spawn_sibling().await;
    let etranger = vec!["L\u{2019}Étranger".to_owned()];
    assert_eq!(names(&migrated, &token, "/api/titles?q=l'etranger", "name").await.0, etranger);
    assert_eq!(names(&migrated, &token, "/api/titles?q=L%E2%80%98%C3%89TRANGER%20camus", "name").await.0, etranger);
    let completed: Value = migrated.get("/api/titles/complete/l'%C3%A9tr", &token).await.json().await.unwrap();
    assert_eq!(completed[0]["name"], etranger[0]);
    assert_eq!(names(&migrated, &token, "/api/companies?q=o'reilly", "name").await.0, ["O\u{2019}Reilly"]);
    assert_eq!(names(&migrated, &token, "/api/companies?q=o'brien", "name").await.0, ["O\u{2019}Reilly"]);
    // The twins are both found; each keeps its own key (one key for two would break the unique
    // index), and nothing is renamed.
    let mut twins = names(&migrated, &token, "/api/titles?q=lord's", "name").await.0;
    twins.sort();
    assert_eq!(twins, ["Lord's Day", "Lord\u{2019}s Day"]);
    let keys: Vec<(String,)> = sqlx::query_as("SELECT name_key FROM titles WHERE name LIKE 'Lord%' ORDER BY name")
        .fetch_all(pool)
        .await
        .unwrap();
    assert_eq!(keys, [("lord's day".to_owned(),), ("lord\u{2019}s day".to_owned(),)]);
    let others: Vec<(String,)> =
        sqlx::query_as("SELECT name_key FROM contacts UNION ALL SELECT name_key FROM activity")
            .fetch_all(pool)
            .await
            .unwrap();
    assert!(others.iter().any(|(key,)| key == "sean o'brien"), "{others:?}");
    assert!(others.iter().all(|(key,)| !key.contains('\u{2019}') || key.starts_with("lord")), "{others:?}");
    if app.state.db.backend == rightsdesk_server::db::Backend::Sqlite {
        for table in ["titles_search", "companies_search"] {
            let check = format!("INSERT INTO {table} ({table}, rank) VALUES ('integrity-check', 1)");
            sqlx::query(&check).execute(pool).await.unwrap_or_else(|err| panic!("{table}: {err}"));
        }
    }
}

/// The total of each unfiltered list, checked against the rows the whole list holds.
async fn totals(app: &TestApp, token: &str) -> [i64; 3] {
    let mut totals = [0; 3];
    for (total, path) in totals.iter_mut().zip(["/api/titles", "/api/companies", "/api/licenses"]) {
        let response = app.get(path, token).await;
        let header: i64 = response.headers()["x-total-count"].to_str().unwrap().parse().unwrap();
        let rows: Vec<Value> = response.json().await.unwrap();
        assert_eq!(header, rows.len() as i64, "GET {path}: X-Total-Count against the rows");
        *total = header;
    }
    totals
}

#[tokio::test]
async fn unfiltered_totals_follow_every_kind_of_write() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let other = app.sign_in_new("bob@example.com", "Other", Role::Editor).await;
    post(&app, &other, "/api/titles", json!({ "name": "Elsewhere" })).await;
    assert_eq!(totals(&app, &token).await, [0, 0, 0]);

    let dune = post(&app, &token, "/api/titles", json!({ "name": "Dune" })).await;
    post(&app, &token, "/api/titles/import", json!([{ "name": "Emma" }, { "name": "Ulysses" }])).await;
    post(&app, &token, "/api/companies/import", json!([{ "name": "Gallimard" }, { "name": "Penguin" }])).await;
    // A license naming a title and a company that do not exist yet creates both.
    let license = post(
        &app,
        &token,
        "/api/licenses",
        json!({ "title": "Solaris", "company": "Suhrkamp", "contractDate": "2024-01-01" }),
    )
    .await;
    assert_eq!(totals(&app, &token).await, [4, 3, 1]);

    // A refused write changes nothing: the name is taken.
    let response = app.send(Method::POST, "/api/titles", &token, &json!({ "name": "DUNE" })).await;
    assert_eq!(response.status(), 422);
    let response =
        app.send(Method::POST, "/api/titles/import", &token, &json!([{ "name": "New" }, { "name": "" }])).await;
    assert_eq!(response.status(), 422);
    assert_eq!(totals(&app, &token).await, [4, 3, 1]);

    let path = format!("/api/licenses/{}", license["id"]);
    assert_eq!(app.send(Method::DELETE, &path, &token, &json!({})).await.status(), 200);
    let path = format!("/api/titles/{}", dune["id"]);
    assert_eq!(app.send(Method::DELETE, &path, &token, &json!({})).await.status(), 200);
    assert_eq!(totals(&app, &token).await, [3, 3, 0]);
    assert_eq!(totals(&app, &other).await, [1, 0, 0]);
}

#[tokio::test]
async fn unfiltered_totals_add_up_when_a_team_writes_on_many_connections_at_once() {
    // On PostgreSQL a team's counts are spread over rows, each moved by its own connections
    // (migrations/postgres/0031): creates and deletes on several connections at once, a title
    // often deleted on another connection than the one that created it, must still add up to
    // the rows there are, and leave other teams' totals alone.
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let other = app.sign_in_new("bob@example.com", "Other", Role::Editor).await;
    post(&app, &other, "/api/titles", json!({ "name": "Elsewhere" })).await;
    let writers = (0..8).map(|writer| {
        let (app, token) = (&app, &token);
        async move {
            for n in 0..20 {
                let title = post(app, token, "/api/titles", json!({ "name": format!("T{writer}-{n}") })).await;
                post(app, token, "/api/companies", json!({ "name": format!("C{writer}-{n}") })).await;
                if n % 4 == 0 {
                    let path = format!("/api/titles/{}", title["id"]);
                    assert_eq!(app.send(Method::DELETE, &path, token, &json!({})).await.status(), 200);
                }
            }
        }
    });
    futures::future::join_all(writers).await;
    assert_eq!(totals(&app, &token).await, [8 * 15, 8 * 20, 0]);
    assert_eq!(totals(&app, &other).await, [1, 0, 0]);
    if app.state.db.backend == rightsdesk_server::db::Backend::Postgres {
        // the writes were spread over the team's rows, as the migration means them to be
        let moved: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM team_counts WHERE titles <> 0 AND team_id = (SELECT id FROM teams WHERE name = 'Acme')",
        )
        .fetch_one(&app.state.db.pool)
        .await
        .unwrap();
        assert!(moved > 1, "the team's titles were counted on {moved} row(s)");
    }
}

/// A list answer's total and whether it is exact: `X-Total-Count` and `X-Total-Relation`.
async fn total(app: &TestApp, token: &str, path: &str) -> (i64, String) {
    let response = app.get(path, token).await;
    assert_eq!(response.status(), 200, "GET {path}");
    let headers = response.headers();
    let count = headers["x-total-count"].to_str().unwrap().parse().unwrap();
    (count, headers["x-total-relation"].to_str().unwrap().to_string())
}

#[tokio::test]
async fn a_page_counts_its_matches_up_to_10000_or_its_end_and_says_when_there_are_more() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let mut titles: Vec<Value> = (0..10_050).map(|n| json!({ "name": format!("Common word {n}") })).collect();
    titles.extend((0..30).map(|n| json!({ "name": format!("Rare thing {n}") })));
    post(&app, &token, "/api/titles/import", json!(titles)).await;
    let other = app.sign_in_new("bob@example.com", "Other", Role::Editor).await;
    let theirs: Vec<Value> = (0..20).map(|n| json!({ "name": format!("Common word {n}") })).collect();
    post(&app, &other, "/api/titles/import", json!(theirs)).await;

    // A common word: counting stops at 10,000 and says so; a rare one is exact.
    assert_eq!(total(&app, &token, "/api/titles?q=common&limit=50").await, (10_000, "gte".into()));
    assert_eq!(total(&app, &token, "/api/titles?q=common%20word&limit=50").await, (10_000, "gte".into()));
    assert_eq!(total(&app, &token, "/api/titles?q=rare&limit=50").await, (30, "eq".into()));
    // "100" in 100, 1000 to 1009, 1100 to 9100 by the thousand, and 10000 to 10049.
    assert_eq!(total(&app, &token, "/api/titles?q=word%20100&limit=50").await, (70, "eq".into()));
    // The team's rows alone are counted exactly (the team's count is kept), the whole list too.
    assert_eq!(total(&app, &token, "/api/titles?limit=50").await, (10_080, "eq".into()));
    assert_eq!(total(&app, &token, "/api/titles?q=common").await, (10_050, "eq".into()));
    // A page past 10,000 counts to its own end: more may follow it, or the count is exact.
    assert_eq!(total(&app, &token, "/api/titles?q=common&limit=50&offset=9990").await, (10_040, "gte".into()));
    let (last, (count, relation)) = (
        names(&app, &token, "/api/titles?q=common&limit=50&offset=10000", "name").await.0,
        total(&app, &token, "/api/titles?q=common&limit=50&offset=10000").await,
    );
    assert_eq!((last.len(), count, relation.as_str()), (50, 10_050, "eq"));
    // Another team's rows of the same word: only theirs, exactly.
    assert_eq!(total(&app, &other, "/api/titles?q=common&limit=50").await, (20, "eq".into()));
}

#[tokio::test]
async fn the_largest_offset_is_an_empty_page_not_a_failure() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    post(&app, &token, "/api/titles", json!({ "name": "Dune" })).await;
    let path = format!("/api/titles?q=dune&limit=1&offset={}", i64::MAX - 1);
    assert_eq!(names(&app, &token, &path, "name").await, (vec![], 1));
}
