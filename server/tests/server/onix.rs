//! `POST /api/titles/onix/preview` and `/apply`, and `rightsdesk import onix`: ONIX 3.0 and 3.1
//! files (tests/fixtures/onix/) mapped field by field, their formats gathered into titles, matched
//! with the team's by ISBN then by name and author, applied whole or not at all; ONIX 2.1 and
//! entities refused.

use std::process::Command;

use reqwest::multipart::{Form, Part};
use rightsdesk_core::{Role, messages};
use serde_json::{Value, json};

use crate::helpers::{PostgresDatabase, TestApp, temp_dir};

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(format!("{}/tests/fixtures/onix/{name}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

/// A call of `/api/titles/onix/{what}` with the file and, when given, the decisions.
async fn onix(app: &TestApp, token: &str, what: &str, file: Vec<u8>, decisions: Option<Value>) -> reqwest::Response {
    let mut form =
        Form::new().part("file", Part::bytes(file).file_name("catalogue.xml").mime_str("application/xml").unwrap());
    if let Some(decisions) = decisions {
        form = form.text("decisions", decisions.to_string());
    }
    app.client
        .post(app.url(&format!("/api/titles/onix/{what}")))
        .bearer_auth(token)
        .multipart(form)
        .send()
        .await
        .unwrap()
}

async fn ok(response: reqwest::Response) -> Value {
    let status = response.status();
    let body: Value = response.json().await.unwrap();
    assert_eq!(status, 200, "{body}");
    body
}

/// The team's titles by name, as stored.
async fn titles(app: &TestApp, token: &str) -> Vec<Value> {
    app.get("/api/titles", token).await.json().await.unwrap()
}

fn named<'a>(titles: &'a [Value], name: &str) -> &'a Value {
    titles.iter().find(|title| title["name"] == name).unwrap_or_else(|| panic!("no title {name} in {titles:?}"))
}

/// A one-product ONIX 3.0 message.
fn product(isbn: &str, name: &str, author: &str, extra: &str) -> String {
    format!(
        "<Product><RecordReference>{isbn}</RecordReference>\
         <ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>{isbn}</IDValue></ProductIdentifier>\
         <DescriptiveDetail><ProductForm>BC</ProductForm>\
         <TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>{name}</TitleText></TitleElement></TitleDetail>\
         <Contributor><ContributorRole>A01</ContributorRole><PersonName>{author}</PersonName></Contributor>\
         </DescriptiveDetail>{extra}</Product>"
    )
}

fn message(products: &[String]) -> Vec<u8> {
    format!("<?xml version=\"1.0\"?>\n<ONIXMessage release=\"3.0\">\n{}\n</ONIXMessage>\n", products.join("\n"))
        .into_bytes()
}

#[tokio::test]
async fn a_reference_file_is_mapped_field_by_field() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;

    let preview = ok(onix(&app, &token, "preview", fixture("reference-3.0.xml"), None).await).await;
    assert_eq!(
        (&preview["release"], &preview["tags"], &preview["products"]),
        (&json!("3.0"), &json!("reference"), &json!(4))
    );
    assert_eq!(preview["skipped"], json!([{"line": 102, "reason": messages::ONIX_NO_ISBN}]));
    let keys: Vec<&Value> = preview["titles"].as_array().unwrap().iter().map(|title| &title["key"]).collect();
    assert_eq!(keys, [&json!("9780306406157"), &json!("9781861972712")]);
    let dune = &preview["titles"][0];
    assert_eq!((&dune["action"], &dune["name"], &dune["titleId"]), (&json!("new"), &json!("Dune"), &Value::Null));
    assert_eq!(dune["changes"], json!([]));
    let incoming = &dune["incoming"];
    assert_eq!(incoming["subtitle"], "A Novel of the Desert");
    assert_eq!(incoming["author"], "Frank Herbert");
    assert_eq!(incoming["authorBio"], "Born in Tacoma, Washington.");
    assert_eq!(
        incoming["contributors"],
        json!([
            {"name": "Brian Herbert", "role": "author"},
            {"name": "Michel Demuth", "role": "translator"},
            {"name": "John Schoenherr", "role": "illustrator"},
        ])
    );
    // translated: the original language is role 02's, not the text's (French)
    assert_eq!(incoming["originalLanguage"], "en");
    // Thema only (schemes 93 to 99), the main subject first
    assert_eq!(incoming["subjects"], json!(["FL", "FLS", "1KBB"]));
    assert_eq!(incoming["description"], "Arrakis, the desert planet & its spice melange.\nA boy becomes a prophet…");
    assert_eq!(incoming["pitch"], "Spice, sand and prophecy.");
    // the earliest edition's
    assert_eq!(incoming["publishDate"], "1965-08-01");
    assert_eq!(incoming["coverLink"], "https://covers.example.com/9780306406157.jpg");
    assert_eq!(
        incoming["editions"],
        json!([
            {"isbn": "9780306406157", "format": "hardback", "publishDate": "1965-08-01", "pages": 412, "price": 24.99,
             "currency": "GBP", "salesRights": "Exclusive in: GB IE; Not for sale in: US"},
            {"isbn": "9780804429573", "format": "ebook", "publishDate": "2005-01-15", "pages": null, "price": 9.99,
             "currency": "USD", "salesRights": "World"},
        ])
    );
    let harbour = &preview["titles"][1]["incoming"];
    assert_eq!(harbour["name"], "The Silent Harbour");
    assert_eq!(harbour["author"], "Anna Seghers");
    assert_eq!(
        harbour["contributors"],
        json!([{"name": "Christa Wolf", "role": "foreword"}, {"name": "Ines Berg", "role": "editor"}])
    );
    // not translated: the text's language, ger as de
    assert_eq!(harbour["originalLanguage"], "de");
    assert_eq!(harbour["description"], "A port town\nwaits & listens.");
    // a year alone is its 1 January; a GTIN-13 of 978 is an ISBN
    assert_eq!(harbour["publishDate"], "1942-01-01");
    assert_eq!(harbour["editions"][0]["isbn"], "9781861972712");
    assert_eq!(harbour["editions"][0]["format"], "paperback");

    let applied = ok(onix(&app, &token, "apply", fixture("reference-3.0.xml"), None).await).await;
    assert_eq!(applied, json!({"created": 2, "updated": 0, "skipped": 1}));
    let stored = titles(&app, &token).await;
    let stored_dune = named(&stored, "Dune");
    for field in ["subtitle", "author", "contributors", "subjects", "description", "pitch", "editions", "coverLink"] {
        assert_eq!(stored_dune[field], incoming[field], "{field}");
    }
    // its ISBNs are the team's now
    let completion: Vec<Value> = app.get("/api/titles/complete/978-0804", &token).await.json().await.unwrap();
    assert_eq!(completion[0]["name"], "Dune");
    // one activity entry for the import
    let activity: Vec<Value> = app.get("/api/activity", &token).await.json().await.unwrap();
    let imports: Vec<&Value> = activity.iter().filter(|entry| entry["action"] == "import").collect();
    assert_eq!(imports.len(), 1);
    assert_eq!(imports[0]["entityName"], "2 titles");
    assert_eq!(activity.len(), 1);
}

#[tokio::test]
async fn short_tags_and_3_1_are_read_and_formats_gathered() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;

    // short tags: two formats tied by a related product (the titles differ)
    let short = ok(onix(&app, &token, "preview", fixture("short-3.0.xml"), None).await).await;
    assert_eq!((&short["release"], &short["tags"]), (&json!("3.0"), &json!("short")));
    assert_eq!(short["titles"].as_array().unwrap().len(), 1);
    let tide = &short["titles"][0]["incoming"];
    assert_eq!(
        (&tide["name"], &tide["subtitle"], &tide["author"]),
        (&json!("Against the Tide"), &json!("Stories"), &json!("Maria Lenz"))
    );
    assert_eq!(
        (&tide["originalLanguage"], &tide["subjects"], &tide["description"]),
        (&json!("nl"), &json!(["FYB"]), &json!("Tides, told twice."))
    );
    let formats: Vec<&Value> = tide["editions"].as_array().unwrap().iter().map(|edition| &edition["format"]).collect();
    assert_eq!(formats, [&json!("hardback"), &json!("audio")]);
    assert_eq!(tide["editions"][0]["salesRights"], "World");
    assert_eq!((&tide["editions"][0]["price"], &tide["editions"][0]["currency"]), (&json!(18.5), &json!("EUR")));
    assert_eq!(tide["editions"][0]["pages"], 256);

    // 3.1: the same name and first author (case and accents aside) without a work identifier
    let newer = ok(onix(&app, &token, "preview", fixture("release-3.1.xml"), None).await).await;
    assert_eq!((&newer["release"], &newer["tags"]), (&json!("3.1"), &json!("reference")));
    let names: Vec<&Value> = newer["titles"].as_array().unwrap().iter().map(|title| &title["name"]).collect();
    assert_eq!(names, [&json!("The Orchard"), &json!("Orchards")]);
    let orchard = &newer["titles"][0]["incoming"];
    assert_eq!(orchard["editions"].as_array().unwrap().len(), 2);
    assert_eq!((&orchard["publishDate"], &orchard["originalLanguage"]), (&json!("2023-01-01"), &json!("zh")));

    let applied = ok(onix(&app, &token, "apply", fixture("release-3.1.xml"), None).await).await;
    assert_eq!(applied, json!({"created": 2, "updated": 0, "skipped": 0}));
}

#[tokio::test]
async fn onix_2_1_and_entities_are_refused() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    for what in ["preview", "apply"] {
        let refused = onix(&app, &token, what, fixture("onix-2.1.xml"), None).await;
        assert_eq!(refused.status(), 422);
        let body: Value = refused.json().await.unwrap();
        assert_eq!(body["errors"]["file"], messages::ONIX_2_1);
        assert!(messages::ONIX_2_1.contains("is ONIX 2.1") && messages::ONIX_2_1.contains("ONIX 3.0 export"));
    }
    // a 2.1 product in a file that says 3.0
    let disguised = b"<ONIXMessage release=\"3.0\"><Product><ProductIdentifier><ProductIDType>15</ProductIDType>\
        <IDValue>9780000000064</IDValue></ProductIdentifier><Title><TitleType>01</TitleType><TitleText>Old</TitleText></Title></Product></ONIXMessage>";
    let body: Value = onix(&app, &token, "preview", disguised.to_vec(), None).await.json().await.unwrap();
    assert_eq!(body["errors"]["file"], messages::ONIX_2_1);

    let passwd = std::fs::read_to_string("/etc/passwd").unwrap_or_default();
    let first_line = passwd.lines().next().unwrap_or("root:x:0:0");
    for (file, message) in [
        ("xxe.xml", messages::ONIX_OWN_ENTITIES.to_string()),
        ("undeclared-entity.xml", messages::onix_unknown_entity(8, "xxe")),
    ] {
        for what in ["preview", "apply"] {
            let refused = onix(&app, &token, what, fixture(file), None).await;
            assert_eq!(refused.status(), 422, "{file}");
            let text = refused.text().await.unwrap();
            assert!(!text.contains(first_line) && !text.contains("root:"), "{text}");
            let body: Value = serde_json::from_str(&text).unwrap();
            assert_eq!(body["errors"]["file"], message, "{file}");
        }
    }
    assert!(titles(&app, &token).await.is_empty());
}

#[tokio::test]
async fn the_teams_titles_are_matched_by_isbn_then_name_and_author() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    // Dune by its hardback's ISBN, under another name; the harbour by its name and author
    let ours = json!({"name": "Dune (Chilton)", "author": "Frank Herbert", "description": "Ours", "pitch": "Our pitch",
        "authorBio": "Ours too", "editions": [{"isbn": "9780306406157", "pages": 400, "format": "hardback"}]});
    let dune = ok(app.send(reqwest::Method::POST, "/api/titles", &token, &ours).await).await;
    let harbour = json!({"name": "the silent harbour", "author": "ANNA SEGHERS"});
    let harbour = ok(app.send(reqwest::Method::POST, "/api/titles", &token, &harbour).await).await;

    let preview = ok(onix(&app, &token, "preview", fixture("reference-3.0.xml"), None).await).await;
    let first = &preview["titles"][0];
    assert_eq!((&first["action"], &first["titleId"]), (&json!("update"), &dune["id"]));
    let changed: Vec<&str> =
        first["changes"].as_array().unwrap().iter().map(|change| change["field"].as_str().unwrap()).collect();
    assert_eq!(
        changed,
        [
            "name",
            "subtitle",
            "publishDate",
            "description",
            "originalLanguage",
            "contributors",
            "subjects",
            "pitch",
            "authorBio",
            "editions",
            "coverLink"
        ]
    );
    let description =
        first["changes"].as_array().unwrap().iter().find(|change| change["field"] == "description").unwrap();
    assert_eq!(
        (&description["current"], &description["incoming"]),
        (&json!("Ours"), &first["incoming"]["description"])
    );
    // editions merged by ISBN: the file's pages win, a new ISBN is added
    let editions =
        &first["changes"].as_array().unwrap().iter().find(|change| change["field"] == "editions").unwrap()["incoming"];
    assert_eq!((&editions[0]["pages"], &editions[1]["isbn"]), (&json!(412), &json!("9780804429573")));
    let second = &preview["titles"][1];
    assert_eq!((&second["action"], &second["titleId"]), (&json!("update"), &harbour["id"]));

    // keep the description and the editions of Dune; replace the rest
    let decisions = json!({"keep": {"9780306406157": ["description", "editions"]}});
    let applied = ok(onix(&app, &token, "apply", fixture("reference-3.0.xml"), Some(decisions)).await).await;
    assert_eq!(applied, json!({"created": 0, "updated": 2, "skipped": 1}));
    let stored = titles(&app, &token).await;
    let dune_now = named(&stored, "Dune");
    assert_eq!(dune_now["id"], dune["id"]);
    assert_eq!(dune_now["description"], "Ours");
    assert_eq!(
        dune_now["editions"],
        json!([{"isbn": "9780306406157", "format": "hardback", "publishDate": null, "pages": 400,
        "price": null, "currency": null, "salesRights": null}])
    );
    assert_eq!(dune_now["pitch"], "Spice, sand and prophecy.");
    assert_eq!(dune_now["version"], 2);
    let harbour_now = named(&stored, "The Silent Harbour");
    assert_eq!(harbour_now["originalLanguage"], "de");

    // applied again: nothing changes but Dune's kept fields, now replaced
    let again = ok(onix(&app, &token, "preview", fixture("reference-3.0.xml"), None).await).await;
    let fields: Vec<&str> =
        again["titles"][0]["changes"].as_array().unwrap().iter().map(|c| c["field"].as_str().unwrap()).collect();
    assert_eq!(fields, ["description", "editions"]);
    assert_eq!(again["titles"][1]["changes"], json!([]));
    let applied = ok(onix(&app, &token, "apply", fixture("reference-3.0.xml"), None).await).await;
    assert_eq!(applied, json!({"created": 0, "updated": 1, "skipped": 1}));
    // absent from the file, the team's value stays
    let stored = titles(&app, &token).await;
    assert_eq!(named(&stored, "Dune")["authorBio"], "Born in Tacoma, Washington.");
    assert_eq!(named(&stored, "The Silent Harbour")["pitch"], Value::Null);
}

#[tokio::test]
async fn conflicts_are_previewed_and_not_written() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let post = async |title: Value| ok(app.send(reqwest::Method::POST, "/api/titles", &token, &title).await).await;
    post(json!({"name": "First", "editions": [{"isbn": "9780000000019"}]})).await;
    post(json!({"name": "Second", "editions": [{"isbn": "9780000000026"}]})).await;
    post(json!({"name": "Third", "editions": [{"isbn": "9780000000033"}]})).await;
    post(json!({"name": "Named", "author": "Someone"})).await;
    post(json!({"name": "Taken", "author": "Ann Other"})).await;

    let edition = |isbn: &str| {
        format!(
            "<RelatedMaterial><RelatedProduct><ProductRelationCode>06</ProductRelationCode><ProductIdentifier>\
                 <ProductIDType>15</ProductIDType><IDValue>{isbn}</IDValue></ProductIdentifier></RelatedProduct></RelatedMaterial>"
        )
    };
    let file = message(&[
        // two of the team's titles by ISBN
        product("9780000000019", "Both", "A", &edition("9780000000026")),
        product("9780000000026", "Both", "A", ""),
        // an ISBN of one, the name of another
        product("9780000000033", "Named", "Someone", ""),
        // the name of the team's title by another author
        product("9780000000040", "Taken", "B", ""),
        // new, and a second new title of that name by another author
        product("9780000000057", "Fresh", "C", ""),
        product("9780000000064", "Fresh", "D", ""),
    ]);
    let preview = ok(onix(&app, &token, "preview", file.clone(), None).await).await;
    let found: Vec<(&Value, &Value)> =
        preview["titles"].as_array().unwrap().iter().map(|title| (&title["action"], &title["conflict"])).collect();
    assert_eq!(
        found,
        [
            (&json!("conflict"), &json!(messages::onix_isbns_of_two_titles("First", "Second"))),
            (&json!("conflict"), &json!(messages::onix_isbn_and_name("Third", "Named"))),
            (&json!("conflict"), &json!(messages::onix_name_of_another_author(Some("Ann Other")))),
            (&json!("new"), &Value::Null),
            (&json!("conflict"), &json!(messages::ONIX_NAME_TWICE)),
        ]
    );
    let applied = ok(onix(&app, &token, "apply", file, None).await).await;
    assert_eq!(applied, json!({"created": 1, "updated": 0, "skipped": 4}));
    assert_eq!(titles(&app, &token).await.len(), 6);
}

#[tokio::test]
async fn many_new_titles_are_written_in_batches() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let isbn = |n: u32| {
        let digits = format!("978{n:09}");
        let sum: u32 =
            digits.bytes().enumerate().map(|(i, b)| u32::from(b - b'0') * if i % 2 == 0 { 1 } else { 3 }).sum();
        format!("{digits}{}", (10 - sum % 10) % 10)
    };
    let cover = |n: u32| {
        format!(
            "<CollateralDetail><SupportingResource><ResourceContentType>01</ResourceContentType><ResourceVersion>\
                 <ResourceLink>https://covers.example.com/{n}.jpg</ResourceLink></ResourceVersion></SupportingResource></CollateralDetail>"
        )
    };
    let products: Vec<String> = (1..=250).map(|n| product(&isbn(n), &format!("Book {n}"), "Ann", &cover(n))).collect();
    let applied = ok(onix(&app, &token, "apply", message(&products), None).await).await;
    assert_eq!(applied, json!({"created": 250, "updated": 0, "skipped": 0}));
    let stored = titles(&app, &token).await;
    assert_eq!(stored.len(), 250);
    let last = named(&stored, "Book 250");
    assert_eq!(
        (&last["editions"][0]["isbn"], &last["coverLink"]),
        (&json!(isbn(250)), &json!("https://covers.example.com/250.jpg"))
    );
    assert_eq!(last["version"], 1);
    // the cover's link is the import's alone: a title's own write leaves it as it is
    let mut edited = last.clone();
    edited["coverLink"] = json!("https://elsewhere.example.com/cover.jpg");
    edited["pitch"] = json!("Edited");
    let path = format!("/api/titles/{}", last["id"]);
    let written = ok(app.send(reqwest::Method::PUT, &path, &token, &edited).await).await;
    assert_eq!((&written["pitch"], &written["coverLink"]), (&json!("Edited"), &last["coverLink"]));
    // the ISBNs are claimed: a title of the team's may not take one
    let taken = app
        .send(reqwest::Method::POST, "/api/titles", &token, &json!({"name": "Other", "editions": [{"isbn": isbn(7)}]}))
        .await;
    assert_eq!(taken.status(), 422);
}

#[tokio::test]
async fn a_refused_title_writes_nothing() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let viewer = app.sign_in_new("victor@example.com", "Acme", Role::Viewer).await;
    let priced = "<ProductSupply><SupplyDetail><Price><PriceAmount>1800.5</PriceAmount><CurrencyCode>JPY</CurrencyCode></Price></SupplyDetail></ProductSupply>";
    let file = message(&[
        product("9780000000019", "Fine", "A", ""),
        product("9780000000026", "Too precise", "B", priced),
        product("9780000000033", "Fine too", "C", ""),
    ]);
    let refused = onix(&app, &token, "apply", file.clone(), None).await;
    assert_eq!(refused.status(), 422);
    let body: Value = refused.json().await.unwrap();
    assert_eq!(body["errors"], json!({"9780000000026.editions.0.price": "JPY has no decimals"}));
    assert!(titles(&app, &token).await.is_empty());
    let activity: Vec<Value> = app.get("/api/activity", &token).await.json().await.unwrap();
    assert!(activity.is_empty());

    // viewers may not; a body without its file, or with a part of another name, is refused
    assert_eq!(onix(&app, &viewer, "preview", file.clone(), None).await.status(), 403);
    assert_eq!(onix(&app, &viewer, "apply", file, None).await.status(), 403);
    let decisions_only = Form::new().text("decisions", "{}");
    let response = app
        .client
        .post(app.url("/api/titles/onix/apply"))
        .bearer_auth(&token)
        .multipart(decisions_only)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 400);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["message"], messages::ONIX_FILE_REQUIRED);
    let stray = Form::new().text("pdf", "x");
    let response =
        app.client.post(app.url("/api/titles/onix/preview")).bearer_auth(&token).multipart(stray).send().await.unwrap();
    assert_eq!(response.status(), 400);
}

#[tokio::test]
async fn the_command_line_applies_a_file_and_prints_what_it_skipped() {
    let postgres = match std::env::var("RIGHTSDESK_TEST_DATABASE").as_deref() {
        Ok("postgres") => Some(PostgresDatabase::create().await),
        _ => None,
    };
    let dir = temp_dir("onix-cli");
    let run = |args: &[&str]| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_rightsdesk"));
        command
            .args(args)
            .env_clear()
            .env("RIGHTSDESK_DATA_DIR", dir.join("data"))
            .env("RIGHTSDESK_WEB_DIR", dir.join("web"))
            .env("RIGHTSDESK_LOG", "warn");
        if let Some(postgres) = &postgres {
            command.env("RIGHTSDESK_DATABASE_URL", &postgres.url);
        }
        command.output().unwrap()
    };
    let add =
        ["user", "add", "--email", "a@example.com", "--name", "Ann", "--password", "a-long-password", "--team", "Acme"];
    assert!(run(&add).status.success());
    let path = format!("{}/tests/fixtures/onix/reference-3.0.xml", env!("CARGO_MANIFEST_DIR"));
    let imported = run(&["import", "onix", "--team", "Acme", &path]);
    let (out, err) = (String::from_utf8_lossy(&imported.stdout), String::from_utf8_lossy(&imported.stderr));
    assert!(imported.status.success(), "{out}{err}");
    assert!(out.contains("2 titles created, 0 updated, 1 skipped"), "{out}");
    assert!(err.contains(&format!("{path}: line 102: {}", messages::ONIX_NO_ISBN)), "{err}");
    // again: the titles are the team's, nothing changes
    let again = run(&["import", "onix", "--team", "Acme", &path]);
    assert!(String::from_utf8_lossy(&again.stdout).contains("0 titles created, 0 updated, 1 skipped"));

    let old = format!("{}/tests/fixtures/onix/onix-2.1.xml", env!("CARGO_MANIFEST_DIR"));
    let refused = run(&["import", "onix", "--team", "Acme", &old]);
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains(messages::ONIX_2_1));
    if let Some(postgres) = postgres {
        postgres.drop_now();
    }
}
