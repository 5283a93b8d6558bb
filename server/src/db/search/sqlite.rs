//! SQLite's search: the FTS5 trigram index of each searched table (`{table}_search`, whose rowid
//! is the row's id; its columns the name key and the rest of the search text, migrations/sqlite/0020),
//! and the planner's SQLite steps: the rarest word of a search
//! ([`rare_word`]), the rows it gives read once ([`found`]), and a team's matches counted by the
//! index alone when the team has the server to itself ([`count_alone`]).

use sqlx::{AnyPool, Row};

use super::has_trigram;
use crate::db::list::arguments::{Arg, arguments, bind};
use crate::db::list::filter::{Filter, Search};
use crate::error::Result;

/// The FTS5 query for `key` as a phrase: with the trigram tokenizer, the rows whose search text
/// (the name key or the rest) holds the key as a substring.
pub fn phrase(key: &str) -> String {
    format!("\"{}\"", key.replace('"', "\"\""))
}

/// The FTS5 query for `key` as a phrase of the name key alone.
pub fn name_phrase(key: &str) -> String {
    format!("name_key : {}", phrase(key))
}

/// The `SELECT` of the ids of `table`'s rows that the FTS5 query bound at `placeholder` finds.
pub fn matching(table: &str, placeholder: &str) -> String {
    format!("SELECT rowid FROM {table}_search WHERE {table}_search MATCH {placeholder}")
}

/// The team id `column` that SQLite cannot read by its index (`+column`).
pub fn past_index(column: &str) -> String {
    format!("+{column}")
}

/// Of a search of several words, the word of three characters or more that the fewest rows
/// hold (its position among the words), if fewer than one row in 200 of the team's do (the
/// switch of [`crate::db::list::page::fetch`]). The trigram index counts each word's rows, up to
/// that many, in one statement. A search of one word is left to [`super::Plan::Indexed`]: the
/// index counts its rows without reading them, quicker than this statement and the reading of
/// its rows ("4567" among a million titles: 2,041 requests a second, 1,552 this way). Never on
/// PostgreSQL, whose trigram index answers each word's `LIKE`.
pub async fn rare_word(pool: &AnyPool, filter: &Filter) -> Result<Option<usize>> {
    let Some(Search { table, words, .. }) = &filter.search else {
        return Ok(None);
    };
    if filter.backend != crate::db::Backend::Sqlite || words.len() < 2 {
        return Ok(None);
    }
    let team_rows = format!("({})", crate::db::counts::of_team(filter.counted));
    let mut args = vec![filter.args[0].clone()];
    let mut counts = Vec::new();
    for (position, word) in words.iter().enumerate().filter(|(_, word)| has_trigram(word)) {
        let phrase = bind(&mut args, Arg::Text(phrase(word)));
        let rows =
            format!("SELECT 1 FROM {table}_search WHERE {table}_search MATCH {phrase} LIMIT {team_rows} / 200 + 1");
        counts.push((position, format!("(SELECT COUNT(*) FROM ({rows}))")));
    }
    if counts.is_empty() {
        return Ok(None);
    }
    let columns: Vec<&str> = counts.iter().map(|(_, count)| count.as_str()).collect();
    let sql = format!("SELECT {team_rows}, {}", columns.join(", "));
    let row = sqlx::query_with(&sql, arguments(&args)?).fetch_one(pool).await?;
    let team_rows: i64 = row.try_get(0)?;
    let mut rarest: Option<(usize, i64)> = None;
    for (index, (position, _)) in counts.iter().enumerate() {
        let count: i64 = row.try_get(index + 1)?;
        if count.saturating_mul(200) < team_rows && rarest.is_none_or(|(_, fewest)| count < fewest) {
            rarest = Some((*position, count));
        }
    }
    Ok(rarest.map(|(position, _)| position))
}

/// With a rare word's plan: the statement that reads the ids of the matching rows once, as a
/// JSON array, with their count; and the condition that selects those rows again, the array
/// bound as `$1`.
pub fn found(id: &str, from: &str, condition: &str) -> (String, String) {
    let found = format!("SELECT COUNT(*), json_group_array({id}) FROM (SELECT {id} FROM {from} {condition})");
    (found, format!("WHERE {id} IN (SELECT value FROM json_each($1))"))
}

/// The count of a list's matches, `counted` (a `SELECT COUNT(*)` through the team's rows), or
/// `indexed` (the trigram index's own count of the rows of the search words) when the team, of
/// `team_rows`, holds every row of the table (`counts_column` of `team_counts`).
///
/// A rights team usually has the server to itself: then the trigram index counts the matches
/// alone, without reading each row for its team (a word held by 140,000 of a million titles:
/// 30 ms instead of 190). SQLite runs only the branch of CASE it takes.
pub fn count_alone(team_rows: &str, counts_column: &str, indexed: &str, counted: &str) -> String {
    format!(
        "CASE WHEN ({team_rows}) = (SELECT SUM({counts_column}) FROM team_counts) THEN ({indexed}) ELSE ({counted}) END"
    )
}

/// The names of `table` that contain `key` (a completion's other names, a new name's close
/// ones), of the team bound at `team`: the trigram index of the name keys joined to the table.
pub fn names_containing(table: &str, key: &str, team: &str, args: &mut Vec<Arg>) -> (String, String) {
    let phrase = bind(args, Arg::Text(name_phrase(key)));
    (
        format!("{table}_search s JOIN {table} t ON t.id = s.rowid"),
        format!("{table}_search MATCH {phrase} AND {} = {team}", past_index("t.team_id")),
    )
}
