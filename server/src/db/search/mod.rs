//! How a search key finds its rows, on each engine: SQLite asks the FTS5 trigram index of the
//! table ([`sqlite`]), PostgreSQL answers `LIKE` from its pg_trgm index ([`postgres`]). The lists
//! ([`super::list`]) and the name completion ([`completion`]) ask here.

pub mod completion;
pub mod postgres;
pub mod sqlite;

use super::list::arguments::{Arg, bind};
use super::{Backend, like_pattern};

/// Where a list's rows are looked for ([`super::list::filter::Filter::sql`]).
#[derive(Clone, Copy, PartialEq)]
pub enum Plan {
    /// The team's rows, read by the team column's index and each tested.
    ByTeam,
    /// The rows the trigram index gives for every search word it can look up.
    Indexed,
    /// The rows the trigram index gives for one rare word, at this position among the words
    /// (SQLite: [`sqlite::rare_word`]).
    Word(usize),
}

/// Whether the trigram index can look up `key`: a key of one or two characters has no trigram.
pub fn has_trigram(key: &str) -> bool {
    key.chars().count() >= 3
}

/// The `LIKE` pattern of the texts that hold `key` anywhere, wildcards in it taken literally.
pub fn containing(key: &str) -> String {
    format!("%{}%", like_pattern(key))
}

/// The team id `column`, written so that the engine does not read the team's rows by its index
/// (see [`super::list::filter::Filter::sql`]).
pub fn past_team_index(backend: Backend, column: &str) -> String {
    match backend {
        Backend::Sqlite => sqlite::past_index(column),
        Backend::Postgres => postgres::past_index(column),
    }
}

/// The `SELECT` of the ids of `table` whose `column` (its search text, or its name key) contains
/// `key` (a search key), with its value added to `args`. On SQLite it asks the FTS5 trigram index
/// (`{table}_search`) for the phrase of the key's trigrams, which is the key as a substring, in
/// every column or in the name key's; a key of one or two characters has no trigram and is
/// matched by `LIKE` on the table. On PostgreSQL `LIKE` uses the pg_trgm index of the column.
pub fn contains(backend: Backend, table: &str, column: &str, key: &str, args: &mut Vec<Arg>) -> String {
    if backend == Backend::Sqlite && has_trigram(key) {
        let phrase = if column == "name_key" { sqlite::name_phrase(key) } else { sqlite::phrase(key) };
        let phrase = bind(args, Arg::Text(phrase));
        sqlite::matching(table, &phrase)
    } else {
        let pattern = bind(args, Arg::Text(containing(key)));
        format!("SELECT id FROM {table} WHERE {column} LIKE {pattern} ESCAPE '\\'")
    }
}
