//! The file's products gathered into titles: the formats of one work (hardback, paperback, e-book,
//! audio) are one title with an edition each. Products are tied by their work's identifier, else by
//! a link to another format's ISBN, else (without a work identifier) by the same name and first
//! author. The first pass keeps only these keys ([`Keys`]); the second gathers each title and hands
//! it over once its last product is read ([`Gathering`]), so only titles still open are in memory.

use std::collections::HashMap;

use rightsdesk_core::{Title, search_key};

use super::map::Product;

/// What the first pass keeps of a product.
pub struct Keys {
    isbn: String,
    works: Vec<String>,
    formats: Vec<String>,
    /// The search keys of its name and first author.
    name_and_author: String,
}

impl Keys {
    pub fn of(product: &Product) -> Keys {
        let title = &product.title;
        let author = title.author.as_deref().map(search_key).unwrap_or_default();
        Keys {
            isbn: product.isbn.clone(),
            works: product.works.clone(),
            formats: product.formats.clone(),
            name_and_author: format!("{}\u{1f}{author}", search_key(&title.name)),
        }
    }
}

/// The titles of the products (those not skipped, numbered in file order from 0).
pub struct Groups {
    /// Per product, its title's number (titles numbered in the order of their first product).
    title_of: Vec<usize>,
    /// Per title, its last product.
    last: Vec<usize>,
    /// Per title, its key: its first product's ISBN.
    keys: Vec<String>,
}

impl Groups {
    pub fn of(products: &[Keys]) -> Groups {
        let mut parents: Vec<usize> = (0..products.len()).collect();
        let mut by_work: HashMap<&str, usize> = HashMap::new();
        let mut by_isbn: HashMap<&str, usize> = HashMap::new();
        let mut by_name: HashMap<&str, usize> = HashMap::new();
        for (index, product) in products.iter().enumerate() {
            for work in &product.works {
                let first = *by_work.entry(work).or_insert(index);
                join(&mut parents, first, index);
            }
            // the same ISBN twice is the same edition, told twice
            let first = *by_isbn.entry(&product.isbn).or_insert(index);
            join(&mut parents, first, index);
            if product.works.is_empty() {
                let first = *by_name.entry(&product.name_and_author).or_insert(index);
                join(&mut parents, first, index);
            }
        }
        for (index, product) in products.iter().enumerate() {
            for isbn in &product.formats {
                if let Some(&other) = by_isbn.get(isbn.as_str()) {
                    join(&mut parents, other, index);
                }
            }
        }
        let mut numbers: HashMap<usize, usize> = HashMap::new();
        let (mut title_of, mut last, mut keys) = (Vec::with_capacity(products.len()), Vec::new(), Vec::new());
        for (index, product) in products.iter().enumerate() {
            let root = root(&mut parents, index);
            let number = *numbers.entry(root).or_insert_with(|| {
                keys.push(product.isbn.clone());
                last.push(index);
                keys.len() - 1
            });
            last[number] = index;
            title_of.push(number);
        }
        Groups { title_of, last, keys }
    }

    pub fn len(&self) -> usize {
        self.keys.len()
    }
}

fn root(parents: &mut [usize], mut index: usize) -> usize {
    while parents[index] != index {
        parents[index] = parents[parents[index]];
        index = parents[index];
    }
    index
}

fn join(parents: &mut [usize], a: usize, b: usize) {
    let (a, b) = (root(parents, a), root(parents, b));
    // the earlier product is the root: a title's number follows its first product
    parents[a.max(b)] = a.min(b);
}

/// A title of the file, complete: its number (the order of its first product), key and title.
pub struct Gathered {
    pub number: usize,
    pub key: String,
    pub title: Title,
}

/// The second pass: products added in file order, each title handed over with its last product.
pub struct Gathering {
    groups: Groups,
    open: HashMap<usize, Title>,
    next: usize,
}

impl Gathering {
    pub fn new(groups: Groups) -> Gathering {
        Gathering { groups, open: HashMap::new(), next: 0 }
    }

    /// Adds the next product (not skipped) of the file; its title when it was the last of it.
    pub fn add(&mut self, product: Product) -> Option<Gathered> {
        let index = self.next;
        self.next += 1;
        let number = self.groups.title_of[index];
        let title = match self.open.remove(&number) {
            Some(title) => gathered(title, product.title),
            None => product.title,
        };
        if self.groups.last[number] == index {
            Some(Gathered { number, key: self.groups.keys[number].clone(), title })
        } else {
            self.open.insert(number, title);
            None
        }
    }
}

/// A title with a further product of it: its first product's values, those it lacks from the
/// later ones; the earliest date; every contributor, subject and edition once.
fn gathered(mut title: Title, more: Title) -> Title {
    let Title {
        name: _,
        subtitle,
        author,
        publish_date,
        description,
        original_language,
        contributors,
        subjects,
        pitch,
        author_bio,
        editions,
        cover_link,
        ..
    } = more;
    title.subtitle = title.subtitle.or(subtitle);
    title.author = title.author.or(author);
    title.publish_date = match (title.publish_date, publish_date) {
        (Some(first), Some(other)) => Some(first.min(other)),
        (first, other) => first.or(other),
    };
    title.description = title.description.or(description);
    title.original_language = title.original_language.or(original_language);
    title.pitch = title.pitch.or(pitch);
    title.author_bio = title.author_bio.or(author_bio);
    title.cover_link = title.cover_link.or(cover_link);
    for contributor in contributors {
        if !title.contributors.contains(&contributor) {
            title.contributors.push(contributor);
        }
    }
    for subject in subjects {
        if !title.subjects.contains(&subject) {
            title.subjects.push(subject);
        }
    }
    for edition in editions {
        match title.editions.iter_mut().find(|known| known.isbn == edition.isbn) {
            Some(known) => *known = edition,
            None => title.editions.push(edition),
        }
    }
    title
}
