//! What a rights guide prints (`GET /api/guides/{id}/document`, also answered by its share link)
//! and its CSV export (`GET /api/guides/{id}/export.csv`), docs/http.md "Rights guides". Both are
//! read from the guide's titles in a few statements (its titles, their material, their announced
//! licenses), and each title's availability line from its rights held, licenses and pitches as
//! a title's availability grid reads them (`db::rights::holdings`), with core's function.

use std::collections::HashMap;

use axum::extract::State;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use rightsdesk_core::guide::{
    self, AvailabilityLine, BlockExtras, DocumentSection, GuideContact, SoldRight, free_to_offer, most_pages,
    title_block,
};
use rightsdesk_core::{ContractType, Guide, GuideDocument, IsoDate, MaterialKind, Title};
use sqlx::AnyConnection;

use super::extract::{CurrentUser, Id, Json};
use super::openapi::{NotFound, Unauthorized};
use crate::clock;
use crate::db::{guides, licenses, materials, rights, titles};
use crate::error::{Error, Result};
use crate::reference::Reference;
use crate::state::AppState;

/// What a guide's titles hold besides themselves, by title id: read once for the whole guide.
struct Gathered {
    titles: HashMap<i64, Title>,
    material: HashMap<i64, Vec<MaterialKind>>,
    sold: HashMap<i64, Vec<SoldRight>>,
    lines: HashMap<i64, AvailabilityLine>,
}

/// Which of the guide's extras to read.
struct Wanted {
    material: bool,
    sold: bool,
    availability: bool,
}

/// Reads what `wanted` asks of the team's guide's titles, availability as of `today`.
async fn gather(
    conn: &mut AnyConnection,
    team_id: i64,
    guide: &Guide,
    wanted: Wanted,
    today: IsoDate,
) -> Result<Gathered> {
    let guide_id = guide.id.unwrap_or_default();
    let titles: HashMap<i64, Title> = titles::of_guide(conn, team_id, guide_id)
        .await?
        .into_iter()
        .map(|title| (title.id.unwrap_or_default(), title))
        .collect();
    let mut material: HashMap<i64, Vec<MaterialKind>> = HashMap::new();
    if wanted.material {
        for (title_id, kind) in materials::kinds_of_guide(conn, team_id, guide_id).await? {
            material.entry(title_id).or_default().push(kind);
        }
    }
    let mut sold: HashMap<i64, Vec<SoldRight>> = HashMap::new();
    if wanted.sold {
        for (title_id, right) in licenses::announced_of_guide(conn, team_id, guide_id).await? {
            sold.entry(title_id).or_default().push(right);
        }
    }
    let mut lines = HashMap::new();
    if wanted.availability {
        let right = guide.right();
        for &title_id in titles.keys() {
            let held = rights::holdings(conn, team_id, title_id).await?;
            let line = guide::availability_line(&held.held, &held.licenses, &held.prospections, right, today);
            lines.insert(title_id, line);
        }
    }
    Ok(Gathered { titles, material, sold, lines })
}

/// The document of the team's `guide`, each cover at the address `cover` makes of the title's id
/// and its cover's id.
pub(super) async fn document_of(
    conn: &mut AnyConnection,
    team_id: i64,
    guide: Guide,
    cover: impl Fn(i64, i64) -> String,
) -> Result<GuideDocument> {
    let show = guide.show;
    let today = clock::today(conn, team_id).await?;
    let wanted = Wanted { material: show.material, sold: show.rights_sold, availability: show.availability };
    let mut gathered = gather(conn, team_id, &guide, wanted, today).await?;
    let contact = match guide.contact_user_id.filter(|_| show.contact) {
        Some(user_id) => {
            guides::contact(conn, team_id, user_id).await?.map(|(name, email)| GuideContact { name, email })
        }
        None => None,
    };
    let sections = guide
        .sections
        .into_iter()
        .map(|section| DocumentSection {
            heading: section.heading,
            titles: section
                .title_ids
                .iter()
                .filter_map(|id| {
                    let title = gathered.titles.get(id)?;
                    let extras = BlockExtras {
                        cover: title.cover.map(|cover_id| cover(*id, cover_id)),
                        material: gathered.material.remove(id).unwrap_or_default(),
                        rights_sold: gathered.sold.remove(id).unwrap_or_default(),
                        availability: gathered.lines.remove(id),
                    };
                    Some(title_block(title, &show, extras))
                })
                .collect(),
        })
        .collect();
    Ok(GuideDocument { name: guide.name, fair: guide.fair, intro: guide.intro, show, contact, sections })
}

/// What the guide prints: its texts, options and rights contact, and each title's block holding
/// only what the options show (a field the title lacks is absent too). `rightsSold` lists the
/// title's signed licenses marked `announce`; `availability` is its availability grid's row of
/// the guide's right today and the state of the languages nothing of the title names; `cover` the
/// address of its thumbnail.
#[utoipa::path(
    get,
    path = "/{id}/document",
    operation_id = "getGuideDocument",
    tag = "guides",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The guide's id")),
    responses(
        (status = 200, description = "The document", body = GuideDocument),
        (status = 401, response = Unauthorized),
        (status = 404, response = NotFound),
    )
)]
pub(super) async fn document(
    State(state): State<AppState>,
    user: CurrentUser,
    Id(id): Id,
) -> Result<Json<GuideDocument>> {
    let mut conn = state.db.pool.acquire().await?;
    let guide = guides::find(&mut conn, user.team_id, id).await?.ok_or(Error::NotFound)?;
    let cover = |title_id, cover_id| format!("/api/titles/{title_id}/cover/thumbnail?v={cover_id}");
    Ok(Json(document_of(&mut conn, user.team_id, guide, cover).await?))
}

/// The CSV's header: a row per title, in the guide's order.
const CSV_HEADER: [&str; 10] = [
    "Section",
    "Title",
    "Subtitle",
    "Author",
    "ISBN",
    "Publication date",
    "Pages",
    "Rights sold",
    "Available in",
    "Not available in",
];

/// The guide's titles as CSV, one row per title in the guide's order: its section, title,
/// subtitle, author, first edition's ISBN, publication date, pages (the most of its editions'),
/// rights sold (its signed licenses marked `announce`) and the languages its guide's right is
/// available and not available in today (available: nobody holds it, by contract or option).
#[utoipa::path(
    get,
    path = "/{id}/export.csv",
    operation_id = "exportGuide",
    tag = "guides",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The guide's id")),
    responses(
        (status = 200, description = "The CSV file, UTF-8, with a header row", body = String, content_type = "text/csv",
            headers(("Content-Disposition" = String, description = "`attachment` with the guide's name"))),
        (status = 401, response = Unauthorized),
        (status = 404, response = NotFound),
    )
)]
pub(super) async fn export(State(state): State<AppState>, user: CurrentUser, Id(id): Id) -> Result<Response> {
    let mut conn = state.db.pool.acquire().await?;
    let guide = guides::find(&mut conn, user.team_id, id).await?.ok_or(Error::NotFound)?;
    let today = clock::today(&mut conn, user.team_id).await?;
    let wanted = Wanted { material: false, sold: true, availability: true };
    let gathered = gather(&mut conn, user.team_id, &guide, wanted, today).await?;
    drop(conn);
    let text = csv_text(&guide, &gathered, &state.reference)?;
    let mut response = text.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/csv; charset=utf-8"));
    let disposition = format!("attachment; filename=\"guide-{id}.csv\"");
    headers.insert(
        header::CONTENT_DISPOSITION,
        HeaderValue::from_str(&disposition).map_err(|err| Error::Internal(err.to_string()))?,
    );
    Ok(response)
}

/// The CSV file of `guide` with what was gathered of its titles.
fn csv_text(guide: &Guide, gathered: &Gathered, reference: &Reference) -> Result<String> {
    let failed = |err: csv::Error| Error::Internal(format!("cannot write a guide's CSV: {err}"));
    let mut writer = csv::Writer::from_writer(Vec::new());
    writer.write_record(CSV_HEADER).map_err(failed)?;
    let language = |code: &Option<String>| match code {
        Some(code) => reference.language(code).map_or_else(|| code.clone(), |language| language.name.clone()),
        None => "All languages".to_owned(),
    };
    for section in &guide.sections {
        for id in &section.title_ids {
            let Some(title) = gathered.titles.get(id) else { continue };
            let sold: Vec<String> = gathered
                .sold
                .get(id)
                .into_iter()
                .flatten()
                .map(|right| sold_text(right, &language(&right.language)))
                .collect();
            let (mut free, mut taken) = (Vec::new(), Vec::new());
            if let Some(line) = gathered.lines.get(id) {
                for cell in &line.languages {
                    let list = if free_to_offer(cell.state) { &mut free } else { &mut taken };
                    list.push(language(&cell.language));
                }
                // The languages nothing of the title names, after those it names; a cell of no
                // language is every language already.
                if line.languages.iter().all(|cell| cell.language.is_some()) {
                    let others = if line.languages.is_empty() { "All languages" } else { "Other languages" };
                    let list = if free_to_offer(line.other_languages) { &mut free } else { &mut taken };
                    list.push(others.to_owned());
                }
            }
            let text = |value: &Option<String>| value.clone().unwrap_or_default();
            let record = [
                text(&section.heading),
                title.name.clone(),
                text(&title.subtitle),
                text(&title.author),
                title.editions.first().map(|edition| edition.isbn.clone()).unwrap_or_default(),
                text(&title.publish_date),
                most_pages(title).map(|pages| pages.to_string()).unwrap_or_default(),
                sold.join("; "),
                free.join(", "),
                taken.join(", "),
            ];
            writer.write_record(&record).map_err(failed)?;
        }
    }
    let bytes = writer.into_inner().map_err(|err| Error::Internal(format!("cannot write a guide's CSV: {err}")))?;
    String::from_utf8(bytes).map_err(|err| Error::Internal(err.to_string()))
}

/// A deal as the CSV says it: "German (Hanser Verlag)" for a translation, "Audio: German
/// (Audible)" for another right.
fn sold_text(right: &SoldRight, language: &str) -> String {
    match right.contract_type {
        Some(ContractType::ForeignRights) => format!("{language} ({})", right.company),
        Some(other) => format!("{}: {language} ({})", other.label(), right.company),
        None => format!("{language} ({})", right.company),
    }
}
