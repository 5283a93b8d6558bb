//! The file's titles against the team's: each is new, an update of the team's title that has one
//! of its ISBNs (else its name and author), or a conflict when that cannot be told. [`preview`]
//! says what applying would do; [`apply`] does it in the caller's transaction, conflicts aside,
//! and refuses the whole file at its first title that the title's rules refuse.

use std::collections::HashSet;
use std::path::Path;

use rightsdesk_core::onix::{changes, merged};
use rightsdesk_core::{
    FieldErrors, Normalize, OnixAction, OnixApplied, OnixDecisions, OnixPreview, OnixTitle, Title, messages,
    search_key, validate_title,
};
use sqlx::AnyConnection;

use super::group::Gathered;
use super::{TitleStream, survey_apart};
use crate::db::titles;
use crate::error::{Error, Result};

/// Which of the team's titles a title of the file is.
enum Match {
    New,
    Existing(Box<Title>),
    Conflict(String),
}

/// What applying the file would do, title by title, in the order of their first product.
pub async fn preview(conn: &mut AnyConnection, team_id: i64, path: &Path) -> Result<OnixPreview> {
    let survey = survey_apart(path).await?;
    let (release, tags, products, skipped) =
        (survey.release.clone(), survey.tags, survey.products, survey.skipped.clone());
    let mut numbered: Vec<(usize, OnixTitle)> = Vec::with_capacity(survey.titles());
    let mut titles = TitleStream::new(path, survey);
    let mut names = NewNames::default();
    while let Some(Gathered { number, key, title }) = titles.next_title().await? {
        let incoming = title.normalized();
        let found = names.check(matching(conn, team_id, &incoming).await?, &incoming);
        let (action, title_id, changes, conflict) = match found {
            Match::New => (OnixAction::New, None, Vec::new(), None),
            Match::Existing(current) => {
                let next = merged(&current, &incoming, &[]);
                (OnixAction::Update, current.id, changes(&current, &next), None)
            }
            Match::Conflict(why) => (OnixAction::Conflict, None, Vec::new(), Some(why)),
        };
        let name = incoming.name.clone();
        numbered.push((number, OnixTitle { key, action, title_id, name, incoming, changes, conflict }));
    }
    numbered.sort_by_key(|(number, _)| *number);
    let titles = numbered.into_iter().map(|(_, title)| title).collect();
    Ok(OnixPreview { release, tags, products, skipped, titles })
}

/// Writes the file's titles in the caller's transaction: new ones created, the team's updated but
/// for the fields `decisions` keeps; conflicts not written. A title the rules refuse refuses the
/// whole file: the 422 names its fields under its key (`9780306406157.editions.0.price`). Answers
/// the counts, and what was skipped: each product as `line 12: why`, each conflict as `key: why`.
pub async fn apply(
    conn: &mut AnyConnection,
    team_id: i64,
    path: &Path,
    decisions: &OnixDecisions,
) -> Result<(OnixApplied, Vec<String>)> {
    let survey = survey_apart(path).await?;
    let mut applied = OnixApplied { skipped: survey.skipped.len() as u64, ..OnixApplied::default() };
    let mut conflicts: Vec<String> =
        survey.skipped.iter().map(|skipped| format!("line {}: {}", skipped.line, skipped.reason)).collect();
    let mut titles = TitleStream::new(path, survey);
    let mut names = NewNames::default();
    let mut refused = FieldErrors::new();
    // New titles wait to be written NEW_BATCH at a time, with their key.
    let mut new_titles: Vec<(String, Title)> = Vec::with_capacity(NEW_BATCH);
    while let Some(Gathered { key, title, .. }) = titles.next_title().await? {
        let incoming = title.normalized();
        let (id, next) = match names.check(matching(conn, team_id, &incoming).await?, &incoming) {
            Match::Conflict(why) => {
                applied.skipped += 1;
                conflicts.push(format!("{key}: {why}"));
                continue;
            }
            Match::New => (None, incoming),
            Match::Existing(current) => {
                let keep = decisions.keep.get(&key).map_or(&[][..], Vec::as_slice);
                let next = merged(&current, &incoming, keep);
                if changes(&current, &next).is_empty() {
                    continue;
                }
                (current.id, next)
            }
        };
        let errors = validate_title(&next);
        if !errors.is_empty() {
            under(&mut refused, &key, &errors);
            continue;
        }
        if !refused.is_empty() {
            // nothing will be written: only the rules are checked from here on
            continue;
        }
        let written = match id {
            Some(id) => update(conn, team_id, id, &next).await.map(|()| applied.updated += 1),
            None => {
                new_titles.push((key.clone(), next));
                if new_titles.len() < NEW_BATCH {
                    continue;
                }
                create(conn, team_id, &mut new_titles, &mut applied).await
            }
        };
        match written {
            Ok(()) => {}
            Err(Error::Validation(errors)) => {
                under(&mut refused, &key, &errors);
                // a refused write may have ended the transaction (PostgreSQL): stop here
                break;
            }
            Err(err) => return Err(err),
        }
    }
    if refused.is_empty() {
        let first = new_titles.first().map(|(key, _)| key.clone()).unwrap_or_default();
        match create(conn, team_id, &mut new_titles, &mut applied).await {
            Err(Error::Validation(errors)) => under(&mut refused, &first, &errors),
            written => written?,
        }
    }
    refused.into_result().map_err(Error::Validation)?;
    Ok((applied, conflicts))
}

/// New titles written per statement: 100 titles of 18 columns, 1,800 parameters (SQLite finds a
/// `$n` among them by name, a cost that grows with the square of their number).
const NEW_BATCH: usize = 100;

/// Writes the new titles waiting, and counts them.
async fn create(
    conn: &mut AnyConnection,
    team_id: i64,
    waiting: &mut Vec<(String, Title)>,
    applied: &mut OnixApplied,
) -> Result<()> {
    let batch: Vec<Title> = waiting.drain(..).map(|(_, title)| title).collect();
    titles::insert_imported(conn, team_id, &batch).await?;
    applied.created += batch.len() as u64;
    Ok(())
}

/// Updates the team's title `id` (its version taken) and sets its cover's link.
async fn update(conn: &mut AnyConnection, team_id: i64, id: i64, title: &Title) -> Result<()> {
    let before = titles::claim(conn, team_id, id).await?.ok_or(Error::NotFound)?;
    titles::update(conn, team_id, id, title, !before.editions.is_empty()).await?.ok_or(Error::NotFound)?;
    if title.cover_link.is_some() {
        titles::set_cover_link(conn, team_id, id, title.cover_link.as_deref()).await?;
    }
    Ok(())
}

/// The team's title that has one of the title's ISBNs, else its name (and the same author: a
/// title without one matches any).
async fn matching(conn: &mut AnyConnection, team_id: i64, title: &Title) -> Result<Match> {
    let mut owners: Vec<i64> = Vec::new();
    for edition in &title.editions {
        if let Some(owner) = titles::by_isbn(conn, team_id, &edition.isbn).await?
            && !owners.contains(&owner)
        {
            owners.push(owner);
        }
    }
    let named = titles::by_name(conn, team_id, &title.name).await?;
    match (owners.as_slice(), named) {
        ([first, second, ..], _) => Ok(Match::Conflict(messages::onix_isbns_of_two_titles(
            &name_of(conn, team_id, *first).await?,
            &name_of(conn, team_id, *second).await?,
        ))),
        ([owner], Some((named, _))) if named != *owner => Ok(Match::Conflict(messages::onix_isbn_and_name(
            &name_of(conn, team_id, *owner).await?,
            &name_of(conn, team_id, named).await?,
        ))),
        ([owner], _) => Ok(Match::Existing(Box::new(find(conn, team_id, *owner).await?))),
        ([], Some((named, author))) => {
            let same = match (&author, &title.author) {
                (Some(theirs), Some(ours)) => search_key(theirs) == search_key(ours),
                _ => true,
            };
            if same {
                Ok(Match::Existing(Box::new(find(conn, team_id, named).await?)))
            } else {
                Ok(Match::Conflict(messages::onix_name_of_another_author(author.as_deref())))
            }
        }
        ([], None) => Ok(Match::New),
    }
}

/// Adds a title's refusals under its key.
fn under(refused: &mut FieldErrors, key: &str, errors: &FieldErrors) {
    for (field, message) in errors.iter() {
        refused.add(format!("{key}.{field}"), message);
    }
}

async fn find(conn: &mut AnyConnection, team_id: i64, id: i64) -> Result<Title> {
    titles::find(conn, team_id, id).await?.ok_or(Error::NotFound)
}

async fn name_of(conn: &mut AnyConnection, team_id: i64, id: i64) -> Result<String> {
    Ok(find(conn, team_id, id).await?.name)
}

/// The names of the file's new titles: a second new title of the same name is a conflict (the
/// team's names are unique).
#[derive(Default)]
struct NewNames(HashSet<String>);

impl NewNames {
    fn check(&mut self, found: Match, title: &Title) -> Match {
        match found {
            Match::New if !self.0.insert(search_key(&title.name)) => Match::Conflict(messages::ONIX_NAME_TWICE.into()),
            other => other,
        }
    }
}
