//! Name completion: the titles or companies of a team whose name contains a text, those
//! starting with it first; and the names like a text, for the "Did you mean" of a new name.

use std::collections::BTreeMap;

use rightsdesk_core::{Suggestion, search_key, similarity};
use sqlx::{AnyConnection, AnyPool};

use super::{containing, has_trigram, postgres, sqlite};
use crate::db::Backend;
use crate::db::list::arguments::{Arg, arguments, bind};
use crate::error::Result;

/// Up to `limit` rows of `table` (titles or companies) of a team whose name contains `text`,
/// case and accents ignored: those starting with it first, by name, then the others.
///
/// Two index reads, so that a common text among a million names costs no more than a rare one:
/// the names starting with the key, a range of the `(team_id, name_key)` index read in order
/// (on PostgreSQL its `"C"`-collated twin, in which a range holds exactly the names with a
/// prefix whatever the database's collation); then, if those are too few, the first other names
/// the trigram index gives (in its own order, sorted here), rather than sorting every match.
pub async fn complete_names(
    pool: &AnyPool,
    backend: Backend,
    table: &str,
    team_id: i64,
    text: &str,
    limit: i64,
) -> Result<Vec<Suggestion>> {
    let key = search_key(text.trim());
    let name_key = match backend {
        Backend::Sqlite => "name_key",
        Backend::Postgres => postgres::NAME_KEY,
    };
    // Above every name that starts with the key: no name holds U+10FFFF, the last code point.
    let above = format!("{key}\u{10FFFF}");
    let mut rows: Vec<(i64, String, String)> = sqlx::query_as(&format!(
        "SELECT id, name, name_key FROM {table} WHERE team_id = $1 AND {name_key} >= $2 AND {name_key} < $3
         ORDER BY {name_key}, id LIMIT $4"
    ))
    .bind(team_id)
    .bind(&key)
    .bind(&above)
    .bind(limit)
    .fetch_all(pool)
    .await?;
    if (rows.len() as i64) < limit {
        let mut args = vec![Arg::Int(team_id)];
        let (from, contains) = name_match(backend, table, &key, &mut args);
        let (key, above) = (bind(&mut args, Arg::Text(key)), bind(&mut args, Arg::Text(above)));
        let others_limit = bind(&mut args, Arg::Int(limit - rows.len() as i64));
        let mut others: Vec<(i64, String, String)> = sqlx::query_as_with(
            &format!(
                "SELECT t.id, t.name, t.name_key FROM {from}
                 WHERE {contains} AND NOT (t.{name_key} >= {key} AND t.{name_key} < {above}) LIMIT {others_limit}"
            ),
            arguments(&args)?,
        )
        .fetch_all(pool)
        .await?;
        others.sort_by(|a, b| (&a.2, a.0).cmp(&(&b.2, b.0)));
        rows.append(&mut others);
    }
    Ok(rows.into_iter().map(|(id, name, _)| Suggestion { id, name }).collect())
}

/// Where the names of `table` that contain `key` come from and their condition, for the team
/// bound at `$1` of `args` (to which the condition's values are added): SQLite's trigram index,
/// joined to the table; on PostgreSQL the table, whose trigram index answers `LIKE` once the
/// team's index is out of the way (`+ 0`, as SQLite's `+`). A key too short for a trigram reads
/// the team's rows.
fn name_match(backend: Backend, table: &str, key: &str, args: &mut Vec<Arg>) -> (String, String) {
    let trigrams = has_trigram(key);
    match backend {
        Backend::Sqlite if trigrams => sqlite::names_containing(table, key, "$1", args),
        _ => {
            let pattern = bind(args, Arg::Text(containing(key)));
            let team = if trigrams { postgres::past_index("t.team_id") } else { "t.team_id".into() };
            (format!("{table} t"), format!("t.name_key LIKE {pattern} ESCAPE '\\' AND {team} = $1"))
        }
    }
}

/// How alike a name must be to a typed one to be offered in its place ([`similarity`]).
const SIMILAR: f64 = 0.3;
/// The characters of a word's start that find its candidates: a typo past them (harbor,
/// harbour) still finds the name.
const PROBE_CHARS: usize = 4;
/// The names each probe reads, at most.
const PROBE_ROWS: i64 = 200;

/// Up to `limit` names of `table` (titles or companies) of a team like `text`, most alike first:
/// "The Silent Harbour" for "Silent Harbor". The candidates hold the start of one of the text's
/// words (its first four characters, through the trigram index); each is then scored by its
/// trigrams ([`similarity`], as pg_trgm) and kept from 0.3 on. A typo in every word's start
/// finds nothing: this offers the near names, it does not guarantee them. On one connection for
/// all its probes (an import asks it of every name it made, server/src/import.rs).
pub async fn similar_names(
    conn: &mut AnyConnection,
    backend: Backend,
    table: &str,
    team_id: i64,
    text: &str,
    limit: usize,
) -> Result<Vec<Suggestion>> {
    let key = search_key(text.trim());
    let mut probes: Vec<String> = key
        .split(|c: char| !c.is_alphanumeric())
        .filter(|word| word.chars().count() >= 3)
        .map(|word| word.chars().take(PROBE_CHARS).collect())
        .collect();
    probes.sort();
    probes.dedup();
    let mut candidates: BTreeMap<i64, (String, String)> = BTreeMap::new();
    for probe in probes {
        let mut args = vec![Arg::Int(team_id)];
        let (from, contains) = name_match(backend, table, &probe, &mut args);
        let probe_rows = bind(&mut args, Arg::Int(PROBE_ROWS));
        let rows: Vec<(i64, String, String)> = sqlx::query_as_with(
            &format!("SELECT t.id, t.name, t.name_key FROM {from} WHERE {contains} LIMIT {probe_rows}"),
            arguments(&args)?,
        )
        .fetch_all(&mut *conn)
        .await?;
        candidates.extend(rows.into_iter().map(|(id, name, name_key)| (id, (name, name_key))));
    }
    let mut scored: Vec<(f64, i64, String)> = candidates
        .into_iter()
        .map(|(id, (name, name_key))| (similarity(&key, &name_key), id, name))
        .filter(|(score, _, _)| *score >= SIMILAR)
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    Ok(scored.into_iter().take(limit).map(|(_, id, name)| Suggestion { id, name }).collect())
}
