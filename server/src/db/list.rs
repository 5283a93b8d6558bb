//! Lists at scale: the search words, order and page that every list call takes (`q`, `sort`,
//! `limit`, `offset`), and the SQL they turn into. Each resource names its sortable fields and
//! how a search word matches one of its rows; this module does the rest once.

use futures_util::stream::{BoxStream, StreamExt};
use rightsdesk_core::{Suggestion, search_key};
use sqlx::any::{AnyArguments, AnyRow};
use sqlx::{AnyPool, Arguments, FromRow, Row};
use tokio::sync::mpsc;

use super::{Backend, like_pattern};
use crate::error::{Error, Result};

/// The most rows one page may ask for.
pub const MAX_LIMIT: i64 = 500;

/// A field a list may be sorted by: its wire name, and the SQL expression that orders by it.
pub struct SortField {
    pub name: &'static str,
    pub sql: &'static str,
    /// Whether the expression may be null: nulls then come last, whichever the direction (the
    /// engines disagree on where they go by default).
    pub nullable: bool,
}

/// A resource's sortable fields and its order when the client names none.
pub struct Sorting {
    pub fields: &'static [SortField],
    pub default: &'static str,
}

/// What a list call asks for, read and checked.
#[derive(Debug, Clone, PartialEq)]
pub struct ListQuery {
    /// The search keys of the words that must all occur in a row's searchable text.
    pub words: Vec<String>,
    sort: &'static str,
    nullable: bool,
    descending: bool,
    pub limit: Option<i64>,
    pub offset: i64,
}

/// The raw parameters, as the query string carries them.
#[derive(Debug, Default)]
pub struct ListParams<'a> {
    pub q: Option<&'a str>,
    pub sort: Option<&'a str>,
    pub limit: Option<&'a str>,
    pub offset: Option<&'a str>,
}

impl ListQuery {
    /// Reads the parameters against a resource's sorting; a bad one is a 400 saying which.
    pub fn parse(params: &ListParams, sorting: &Sorting) -> Result<ListQuery> {
        let words = params.q.unwrap_or_default().split_whitespace().map(search_key).filter(|w| !w.is_empty()).collect();
        let wanted = params.sort.map(str::trim).filter(|s| !s.is_empty()).unwrap_or(sorting.default);
        let (descending, name) = match wanted.strip_prefix('-') {
            Some(name) => (true, name),
            None => (false, wanted),
        };
        let Some(field) = sorting.fields.iter().find(|field| field.name == name) else {
            let names: Vec<&str> = sorting.fields.iter().map(|field| field.name).collect();
            return Err(Error::BadRequest(format!(
                "Unknown sort field {name:?}: sort by one of {}, with a leading - for descending",
                names.join(", ")
            )));
        };
        let limit = match params.limit {
            None => None,
            Some(text) => match text.trim().parse::<i64>() {
                Ok(limit) if (1..=MAX_LIMIT).contains(&limit) => Some(limit),
                _ => return Err(Error::BadRequest(format!("limit must be a whole number from 1 to {MAX_LIMIT}"))),
            },
        };
        let offset = match params.offset {
            None => 0,
            Some(text) => match text.trim().parse::<i64>() {
                Ok(offset) if offset >= 0 => offset,
                _ => return Err(Error::BadRequest("offset must be a whole number, 0 or more".into())),
            },
        };
        Ok(ListQuery { words, sort: field.sql, nullable: field.nullable, descending, limit, offset })
    }

    /// The `ORDER BY` list: the field, then the id in the same direction so that pages never
    /// overlap or skip rows that tie.
    fn order_by(&self, id: &str) -> String {
        let direction = if self.descending { "DESC" } else { "ASC" };
        let nulls_last = if self.nullable { format!("{} IS NULL, ", self.sort) } else { String::new() };
        format!("{nulls_last}{} {direction}, {id} {direction}", self.sort)
    }
}

/// A value bound to a list query's placeholder.
#[derive(Clone)]
enum Arg {
    Int(i64),
    Text(String),
}

/// The values of a statement's `$1`, `$2`... in order.
fn arguments(args: &[Arg]) -> Result<AnyArguments<'static>> {
    let mut arguments = AnyArguments::default();
    for arg in args {
        let added = match arg {
            Arg::Int(value) => arguments.add(*value),
            Arg::Text(value) => arguments.add(value.clone()),
        };
        added.map_err(|err| Error::Internal(format!("cannot bind a list parameter: {err}")))?;
    }
    Ok(arguments)
}

/// A `WHERE` clause under construction, numbering its `$n` placeholders as values are added.
pub struct Filter {
    backend: Backend,
    counted: &'static str,
    team_column: String,
    /// The conditions after the team's, each starting with ` AND `.
    conditions: String,
    /// Whether a condition asks a trigram index for the rows of a search word.
    searched: bool,
    args: Vec<Arg>,
    /// The words `column` of the listed table must hold ([`Filter::search`]): written last, as
    /// how depends on the plan ([`Filter::sql`]).
    search: Option<Search>,
}

/// A list's search words, matched in one column of the listed table.
struct Search {
    table: String,
    column: String,
    words: Vec<String>,
}

impl Filter {
    /// Rows of one team: `team_column` is the team id column, such as `t.team_id`; `counted`
    /// is the column of `team_counts` that holds how many rows the team has (`titles`), the
    /// total while no other condition is added.
    pub fn team(backend: Backend, counted: &'static str, team_column: &str, team_id: i64) -> Filter {
        Filter {
            backend,
            counted,
            team_column: team_column.to_string(),
            conditions: String::new(),
            searched: false,
            args: vec![Arg::Int(team_id)],
            search: None,
        }
    }

    /// Adds that `column` (`search_text`) of the listed table, `table`, holds every search word.
    pub fn search(&mut self, query: &ListQuery, table: &str, column: &str) {
        if !query.words.is_empty() {
            self.searched = true;
            self.search =
                Some(Search { table: table.to_string(), column: column.to_string(), words: query.words.clone() });
        }
    }

    /// Adds that `column` equals `value`.
    pub fn equals(&mut self, column: &str, value: &str) {
        let value = self.placeholder(Arg::Text(value.to_string()));
        self.conditions.push_str(&format!(" AND {column} = {value}"));
    }

    /// Adds that `column` equals the id `value`.
    pub fn equals_id(&mut self, column: &str, value: i64) {
        let value = self.placeholder(Arg::Int(value));
        self.conditions.push_str(&format!(" AND {column} = {value}"));
    }

    /// Adds that `column` is one of `values`.
    pub fn any_of(&mut self, column: &str, values: &[&str]) {
        let placeholders: Vec<String> =
            values.iter().map(|value| self.placeholder(Arg::Text(value.to_string()))).collect();
        self.conditions.push_str(&format!(" AND {column} IN ({})", placeholders.join(", ")));
    }

    /// The placeholder of a text bound for a condition written by the caller ([`Filter::holds`]).
    pub fn text(&mut self, value: &str) -> String {
        self.placeholder(Arg::Text(value.to_string()))
    }

    /// Adds that `column`, a list of codes separated by commas (`publisher,producer`), holds `code`.
    pub fn lists(&mut self, column: &str, code: &str) {
        let pattern = self.placeholder(Arg::Text(format!("%,{},%", like_pattern(code))));
        self.conditions.push_str(&format!(" AND (',' || {column} || ',') LIKE {pattern} ESCAPE '\\'"));
    }

    /// Adds a condition that binds no value, such as `l.signed`.
    pub fn holds(&mut self, condition: &str) {
        self.conditions.push_str(&format!(" AND {condition}"));
    }

    /// Adds that the date `column` falls in `year`.
    pub fn in_year(&mut self, column: &str, year: i32) {
        let from = self.placeholder(Arg::Text(format!("{year:04}-01-01")));
        let to = self.placeholder(Arg::Text(format!("{:04}-01-01", year + 1)));
        self.conditions.push_str(&format!(" AND {column} >= date({from}) AND {column} < date({to})"));
    }

    /// Adds one condition per search word, which `condition` writes with [`Word::ids`].
    pub fn words(&mut self, query: &ListQuery, condition: impl Fn(&mut Word) -> String) {
        self.searched |= !query.words.is_empty();
        for word in &query.words {
            let condition = condition(&mut Word { filter: self, word });
            self.conditions.push_str(&format!(" AND {condition}"));
        }
    }

    /// The `WHERE` clause and its arguments, for `plan`. SQLite can read the team's rows by an
    /// index on the team column (in the list's order when the sort has one) and test each
    /// against the other conditions, or start from the rows a search's trigram index gives and
    /// sort them. The first is quick when many rows match, as a page is filled by the first rows
    /// read; the second when few do, as the first would read every row of the team to find them.
    /// [`Plan::ByTeam`] picks the first, where each search word is a `LIKE` on the row read
    /// (asking the trigram index for every row holding a common word would cost more than the
    /// page: 140,000 of a million titles hold "soleil"); else the engine is told not to use the
    /// team column's index: `+column` on SQLite, `column + 0` on PostgreSQL. PostgreSQL would
    /// weigh both by its statistics, but it cannot guess how many rows a trigram search finds (it
    /// guessed 1,010 for 30 among 100,000 titles, and read them all by name to find the 30).
    ///
    /// On SQLite, with [`Plan::Indexed`], the words of three characters or more make one query
    /// of the trigram index (which intersects their rows itself); with [`Plan::Word`], only that
    /// word does. The other words are matched by `LIKE` on the rows it gives. On PostgreSQL each
    /// word is a `LIKE`, which the trigram index answers.
    fn sql(&self, plan: Plan) -> Where {
        let team = match (self.searched && plan != Plan::ByTeam, self.backend) {
            (true, Backend::Sqlite) => format!("+{}", self.team_column),
            (true, Backend::Postgres) => format!("{} + 0", self.team_column),
            (false, _) => self.team_column.clone(),
        };
        let mut sql = format!("WHERE {team} = $1{}", self.conditions);
        let mut args = self.args.clone();
        let mut matched = None;
        if let Some(Search { table, column, words }) = &self.search {
            let indexed = |position: usize, word: &str| {
                self.backend == Backend::Sqlite
                    && has_trigram(word)
                    && match plan {
                        Plan::ByTeam => false,
                        Plan::Indexed => true,
                        Plan::Word(rare) => position == rare,
                    }
            };
            let (indexed, scanned): (Vec<_>, Vec<_>) =
                words.iter().enumerate().partition(|(position, word)| indexed(*position, word));
            if !indexed.is_empty() {
                let phrases: Vec<String> = indexed.iter().map(|(_, word)| fts_phrase(column, word)).collect();
                let expression = bind(&mut args, Arg::Text(phrases.join(" AND ")));
                let ids = format!("SELECT rowid FROM {table}_search WHERE {table}_search MATCH {expression}");
                sql.push_str(&format!(" AND id IN ({ids})"));
                if scanned.is_empty() && self.conditions.is_empty() {
                    matched = Some(ids);
                }
            }
            for (_, word) in scanned {
                let pattern = bind(&mut args, Arg::Text(format!("%{}%", like_pattern(word))));
                sql.push_str(&format!(" AND {column} LIKE {pattern} ESCAPE '\\'"));
            }
        }
        Where { sql, args, matched }
    }

    /// On SQLite, of a search of several words, the word of three characters or more that the
    /// fewest rows hold (its position among the words), if fewer than one row in 200 of the
    /// team's do (the switch of [`fetch`]). The trigram index counts each word's rows, up to
    /// that many, in one statement. A search of one word is left to [`Plan::Indexed`]: the index
    /// counts its rows without reading them, quicker than this statement and the reading of its
    /// rows ("4567" among a million titles: 2,041 requests a second, 1,552 this way).
    async fn rare_word(&self, pool: &AnyPool) -> Result<Option<usize>> {
        let Some(Search { table, column, words }) = &self.search else {
            return Ok(None);
        };
        if self.backend != Backend::Sqlite || words.len() < 2 {
            return Ok(None);
        }
        let team_rows = format!("(SELECT {} FROM team_counts WHERE team_id = $1)", self.counted);
        let mut args = vec![self.args[0].clone()];
        let mut counts = Vec::new();
        for (position, word) in words.iter().enumerate().filter(|(_, word)| has_trigram(word)) {
            let phrase = bind(&mut args, Arg::Text(fts_phrase(column, word)));
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

    fn placeholder(&mut self, arg: Arg) -> String {
        bind(&mut self.args, arg)
    }
}

/// Adds `arg` to a statement's arguments and answers its placeholder (`$3`).
fn bind(args: &mut Vec<Arg>, arg: Arg) -> String {
    args.push(arg);
    format!("${}", args.len())
}

/// A list's `WHERE` clause, as [`Filter::sql`] writes it.
struct Where {
    sql: String,
    args: Vec<Arg>,
    /// When the clause is the team and the trigram index alone: the index's query, which
    /// selects the same rows wherever the team holds every row of the table.
    matched: Option<String>,
}

/// Where a list's rows are looked for ([`Filter::sql`]).
#[derive(Clone, Copy, PartialEq)]
enum Plan {
    /// The team's rows, read by the team column's index and each tested.
    ByTeam,
    /// The rows the trigram index gives for every search word it can look up.
    Indexed,
    /// The rows the trigram index gives for one rare word, at this position among the words.
    Word(usize),
}

/// One search word of a list query, while its condition is written.
pub struct Word<'a> {
    filter: &'a mut Filter,
    word: &'a str,
}

impl Word<'_> {
    /// A `SELECT` of the ids of `table` (`titles` or `companies`) whose `column` (`name_key` or
    /// `search_text`) contains the word, through the table's trigram index (see
    /// [`contains`]).
    pub fn ids(&mut self, table: &str, column: &str) -> String {
        contains(self.filter.backend, table, column, self.word, &mut self.filter.args)
    }
}

/// The `SELECT` of the ids of `table` whose `column` contains `key` (a search key), with its
/// value added to `args`. On SQLite it asks the FTS5 trigram index (`{table}_search`) for
/// the phrase of the key's trigrams, which is the key as a substring; a key of one or two
/// characters has no trigram and is matched by `LIKE` on the table. On PostgreSQL `LIKE` uses
/// the pg_trgm index.
fn contains(backend: Backend, table: &str, column: &str, key: &str, args: &mut Vec<Arg>) -> String {
    if backend == Backend::Sqlite && has_trigram(key) {
        let phrase = bind(args, Arg::Text(fts_phrase(column, key)));
        format!("SELECT rowid FROM {table}_search WHERE {table}_search MATCH {phrase}")
    } else {
        let pattern = bind(args, Arg::Text(format!("%{}%", like_pattern(key))));
        format!("SELECT id FROM {table} WHERE {column} LIKE {pattern} ESCAPE '\\'")
    }
}

/// Whether the trigram index can look up `key`: a key of one or two characters has no trigram.
fn has_trigram(key: &str) -> bool {
    key.chars().count() >= 3
}

/// The FTS5 query for `key` as a phrase in `column`: with the trigram tokenizer, the rows
/// whose column holds the key as a substring.
fn fts_phrase(column: &str, key: &str) -> String {
    format!("{column} : \"{}\"", key.replace('"', "\"\""))
}

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
        Backend::Postgres => "name_key COLLATE \"C\"",
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
        let trigrams = has_trigram(&key);
        // Where the other names come from: SQLite's trigram index, joined to the table; on
        // PostgreSQL the table, whose trigram index answers `LIKE` once the team's index is out
        // of the way (`+ 0`, as SQLite's `+`). A key too short for a trigram reads the team's rows.
        let (from, contains, matched) = match backend {
            Backend::Sqlite if trigrams => (
                format!("{table}_search s JOIN {table} t ON t.id = s.rowid"),
                format!("{table}_search MATCH $1 AND +t.team_id = $2"),
                fts_phrase("name_key", &key),
            ),
            _ => (
                format!("{table} t"),
                format!("t.name_key LIKE $1 ESCAPE '\\' AND t.team_id{} = $2", if trigrams { " + 0" } else { "" }),
                format!("%{}%", like_pattern(&key)),
            ),
        };
        let mut others: Vec<(i64, String, String)> = sqlx::query_as(&format!(
            "SELECT t.id, t.name, t.name_key FROM {from}
             WHERE {contains} AND NOT (t.{name_key} >= $3 AND t.{name_key} < $4) LIMIT $5"
        ))
        .bind(matched)
        .bind(team_id)
        .bind(&key)
        .bind(&above)
        .bind(limit - rows.len() as i64)
        .fetch_all(pool)
        .await?;
        others.sort_by(|a, b| (&a.2, a.0).cmp(&(&b.2, b.0)));
        rows.append(&mut others);
    }
    Ok(rows.into_iter().map(|(id, name, _)| Suggestion { id, name }).collect())
}

/// One page of rows and the number of rows that match in all.
pub struct Page<T> {
    pub rows: Rows<T>,
    pub total: i64,
}

/// A list's rows: a page, held in memory, or every matching row, read from the database while
/// the answer is written. The whole list is what the spec's clients ask for, and at 100,000
/// titles holding it (rows, then their JSON) took 330 MB.
pub enum Rows<T> {
    Page(Vec<T>),
    All(BoxStream<'static, Result<T>>),
}

impl<T: Send + 'static> Page<T> {
    /// The same rows, each turned into something else.
    pub fn map<U>(self, mut f: impl FnMut(T) -> U + Send + 'static) -> Page<U> {
        let rows = match self.rows {
            Rows::Page(rows) => Rows::Page(rows.into_iter().map(f).collect()),
            Rows::All(rows) => Rows::All(rows.map(move |row| row.map(&mut f)).boxed()),
        };
        Page { rows, total: self.total }
    }
}

/// Runs a list: `SELECT {columns} FROM {from} {filter} ORDER BY ... LIMIT ... OFFSET ...` and
/// the matching `SELECT COUNT(*) FROM {from} {filter}`, or the team's count when only the team
/// filters; `id` is the id column that breaks ties.
/// Without a limit the rows are streamed ([`Rows::All`]).
///
/// When a search word is rare ([`Filter::rare_word`]), the ids of the rows it gives that match
/// are read once, with their count, and the page is read from them: a million titles searched
/// for "soleil 456" asked the trigram index for both words' rows twice, for the count and for
/// the page (4 ms each), where the 5,000 rows of "456" tested for "soleil" take 2.
pub async fn fetch<R>(
    pool: &AnyPool,
    columns: &str,
    from: &str,
    id: &str,
    filter: Filter,
    query: &ListQuery,
) -> Result<Page<R>>
where
    R: for<'r> FromRow<'r, AnyRow> + Send + Unpin + 'static,
{
    let team_rows = format!("SELECT {} FROM team_counts WHERE team_id = $1", filter.counted);
    let (total, Where { sql: condition, mut args, .. }) = if filter.conditions.is_empty() && filter.search.is_none() {
        let total: i64 = sqlx::query_scalar_with(&team_rows, arguments(&filter.args[..1])?).fetch_one(pool).await?;
        (total, filter.sql(Plan::ByTeam))
    } else if let Some(rare) = filter.rare_word(pool).await? {
        let Where { sql: condition, args, .. } = filter.sql(Plan::Word(rare));
        let found = format!("SELECT COUNT(*), json_group_array({id}) FROM (SELECT {id} FROM {from} {condition})");
        let (total, ids): (i64, String) = sqlx::query_as_with(&found, arguments(&args)?).fetch_one(pool).await?;
        let condition = format!("WHERE {id} IN (SELECT value FROM json_each($1))");
        (total, Where { sql: condition, args: vec![Arg::Text(ids)], matched: None })
    } else {
        let Where { sql: condition, args, matched } = filter.sql(Plan::Indexed);
        let counted = format!("SELECT COUNT(*) FROM {from} {condition}");
        // A rights team usually has the server to itself: then the trigram index counts the
        // matches alone, without reading each row for its team (a word held by 140,000 of a
        // million titles: 30 ms instead of 190). SQLite runs only the branch of CASE it takes.
        let counted = match matched {
            Some(ids) => format!(
                "CASE WHEN ({team_rows}) = (SELECT SUM({}) FROM team_counts) THEN (SELECT COUNT(*) FROM ({ids})) ELSE ({counted}) END",
                filter.counted
            ),
            None => format!("({counted})"),
        };
        let count_sql = format!("SELECT {counted}, ({team_rows})");
        let (total, team_rows): (i64, i64) = sqlx::query_as_with(&count_sql, arguments(&args)?).fetch_one(pool).await?;
        // One row in 200 matching: the first page is found among the first 10,000 rows read.
        let plan = if total.saturating_mul(200) >= team_rows { Plan::ByTeam } else { Plan::Indexed };
        (total, filter.sql(plan))
    };

    let mut sql = format!("SELECT {columns} FROM {from} {condition} ORDER BY {}", query.order_by(id));
    let Some(limit) = query.limit else {
        if query.offset > 0 {
            // Both engines take OFFSET only after a LIMIT; -1 (SQLite) and ALL (PostgreSQL)
            // differ, so the largest count stands for "no limit".
            let limit = bind(&mut args, Arg::Int(i64::MAX));
            let offset = bind(&mut args, Arg::Int(query.offset));
            sql.push_str(&format!(" LIMIT {limit} OFFSET {offset}"));
        }
        return Ok(Page { rows: Rows::All(stream(pool.clone(), sql, args)), total });
    };
    let limit = bind(&mut args, Arg::Int(limit));
    let offset = bind(&mut args, Arg::Int(query.offset));
    sql.push_str(&format!(" LIMIT {limit} OFFSET {offset}"));
    let rows = sqlx::query_as_with::<_, R, _>(&sql, arguments(&args)?).fetch_all(pool).await?;
    Ok(Page { rows: Rows::Page(rows), total })
}

/// The rows of `sql`, read by a task of their own so that a response body can own the stream;
/// the task stops when the stream is dropped (the client went away). The channel holds a few
/// hundred rows: the database is read as fast as the client takes the answer, no faster.
fn stream<R>(pool: AnyPool, sql: String, args: Vec<Arg>) -> BoxStream<'static, Result<R>>
where
    R: for<'r> FromRow<'r, AnyRow> + Send + Unpin + 'static,
{
    let (sender, receiver) = mpsc::channel(256);
    tokio::spawn(async move {
        let arguments = match arguments(&args) {
            Ok(arguments) => arguments,
            Err(err) => {
                let _ = sender.send(Err(err)).await;
                return;
            }
        };
        let mut rows = sqlx::query_as_with::<_, R, _>(&sql, arguments).fetch(&pool);
        while let Some(row) = rows.next().await {
            if sender.send(row.map_err(Error::from)).await.is_err() {
                break;
            }
        }
    });
    futures_util::stream::unfold(
        receiver,
        |mut receiver| async move { receiver.recv().await.map(|row| (row, receiver)) },
    )
    .boxed()
}

#[cfg(test)]
mod tests {
    use super::*;

    const SORTING: Sorting = Sorting {
        fields: &[
            SortField { name: "name", sql: "name_key", nullable: false },
            SortField { name: "publishDate", sql: "publish_date", nullable: true },
        ],
        default: "name",
    };

    fn parse(q: Option<&str>, sort: Option<&str>, limit: Option<&str>, offset: Option<&str>) -> Result<ListQuery> {
        ListQuery::parse(&ListParams { q, sort, limit, offset }, &SORTING)
    }

    fn message(result: Result<ListQuery>) -> String {
        match result {
            Err(Error::BadRequest(message)) => message,
            other => panic!("expected a bad request, got {other:?}"),
        }
    }

    #[test]
    fn words_are_search_keys_and_the_order_breaks_ties_by_id() {
        let query = parse(Some("  Misé  HUGO "), Some("-publishDate"), Some("50"), Some("100")).unwrap();
        assert_eq!(query.words, ["mise", "hugo"]);
        assert_eq!(query.order_by("t.id"), "publish_date IS NULL, publish_date DESC, t.id DESC");
        assert_eq!((query.limit, query.offset), (Some(50), 100));
        assert_eq!(parse(None, None, None, None).unwrap().order_by("id"), "name_key ASC, id ASC");
    }

    #[test]
    fn bad_parameters_say_what_is_wrong() {
        assert_eq!(
            message(parse(None, Some("price"), None, None)),
            "Unknown sort field \"price\": sort by one of name, publishDate, with a leading - for descending"
        );
        for limit in ["0", "501", "ten", "-1", "1.5"] {
            assert_eq!(message(parse(None, None, Some(limit), None)), "limit must be a whole number from 1 to 500");
        }
        for offset in ["-1", "x", ""] {
            assert_eq!(message(parse(None, None, None, Some(offset))), "offset must be a whole number, 0 or more");
        }
    }
}
