//! The ONIX for Books import (releases 3.0 and 3.1, reference or short tags): a file of products
//! read as a stream, twice: a first pass ([`survey`]) keeps what gathers the products into titles,
//! a second ([`Titles`]) hands out each title once its last product is read. Memory holds the
//! keys of the products and the titles still open, never the file. [`import`] matches the titles
//! with the team's, previews the changes and applies them; docs/http.md, "ONIX import", is the
//! user's side of it.
//!
//! Not here: ONIX 2.1 (refused with its message), or anything the import does not map (prices
//! beyond the first, territories of sale as codes, other text types).

mod group;
pub mod import;
mod languages;
mod map;
mod read;
mod tags;

use std::fs::File;
use std::io::BufReader;
use std::path::{Path, PathBuf};

use rightsdesk_core::{FieldErrors, OnixSkipped, OnixTags};
use tokio::sync::mpsc;
use tokio::task;

use crate::error::{Error, Result};
use group::{Gathered, Gathering, Groups, Keys};
use read::{Products, Refused};

/// What the first pass read of a file.
pub struct Survey {
    pub release: String,
    pub tags: OnixTags,
    /// Every product, skipped ones included.
    pub products: u64,
    pub skipped: Vec<OnixSkipped>,
    groups: Groups,
}

impl Survey {
    /// How many titles the file holds.
    pub fn titles(&self) -> usize {
        self.groups.len()
    }
}

/// The first pass: the file's release and tags, its skipped products, and its titles' shapes.
pub fn survey(path: &Path) -> Result<Survey> {
    let mut products = open(path)?;
    let (mut keys, mut skipped, mut count) = (Vec::new(), Vec::new(), 0);
    while let Some((line, element)) = products.next_product().map_err(refused)? {
        count += 1;
        match map::product(&element) {
            Ok(product) => keys.push(Keys::of(&product)),
            Err(reason) => skipped.push(OnixSkipped { line, reason: reason.into() }),
        }
    }
    let groups = Groups::of(&keys);
    Ok(Survey { release: products.release, tags: products.tags, products: count, skipped, groups })
}

/// [`survey`] on a blocking thread: reading a large file is seconds of CPU that would otherwise
/// hold up the other requests an async worker serves.
pub async fn survey_apart(path: &Path) -> Result<Survey> {
    let path = path.to_owned();
    task::spawn_blocking(move || survey(&path)).await.map_err(stopped)?
}

/// The second pass read on a blocking thread (as [`survey_apart`], and for the same reason), its
/// titles handed over as they complete. The channel is short: the reader stays a few titles ahead
/// of the writes, so memory does not grow with the file, and it stops when the stream is dropped.
pub struct TitleStream {
    titles: mpsc::Receiver<Result<Gathered>>,
}

impl TitleStream {
    pub fn new(path: &Path, survey: Survey) -> TitleStream {
        let (sender, titles) = mpsc::channel(16);
        let path: PathBuf = path.to_owned();
        task::spawn_blocking(move || {
            let mut titles = match Titles::new(&path, survey) {
                Ok(titles) => titles,
                Err(err) => return drop(sender.blocking_send(Err(err))),
            };
            while let Some(next) = titles.next_title().transpose() {
                let failed = next.is_err();
                if sender.blocking_send(next).is_err() || failed {
                    break;
                }
            }
        });
        TitleStream { titles }
    }

    /// The next complete title; `None` after the last.
    pub async fn next_title(&mut self) -> Result<Option<Gathered>> {
        self.titles.recv().await.transpose()
    }
}

fn stopped(err: task::JoinError) -> Error {
    Error::Internal(format!("the ONIX reader stopped: {err}"))
}

/// The second pass: the file's titles, each once its last product is read.
struct Titles {
    products: Products<BufReader<File>>,
    gathering: Gathering,
}

impl Titles {
    /// Reads the file again, with the groups its [`survey`] found.
    fn new(path: &Path, survey: Survey) -> Result<Titles> {
        Ok(Titles { products: open(path)?, gathering: Gathering::new(survey.groups) })
    }

    /// The next complete title.
    fn next_title(&mut self) -> Result<Option<Gathered>> {
        while let Some((_, element)) = self.products.next_product().map_err(refused)? {
            // skipped by the survey, and so here
            let Ok(product) = map::product(&element) else { continue };
            if let Some(title) = self.gathering.add(product) {
                return Ok(Some(title));
            }
        }
        Ok(None)
    }
}

fn open(path: &Path) -> Result<Products<BufReader<File>>> {
    let file = File::open(path).map_err(|err| Error::Config(format!("cannot read {}: {err}", path.display())))?;
    Products::open(BufReader::with_capacity(64 * 1024, file)).map_err(refused)
}

/// A file that cannot be read is refused on its `file` field.
fn refused(Refused(message): Refused) -> Error {
    let mut errors = FieldErrors::new();
    errors.add("file", message);
    Error::Validation(errors)
}
