//! A list's `WHERE` clause under construction: the team's rows, a resource's own conditions and
//! the search words, written for the plan that [`super::page::fetch`] picks.

use super::arguments::{Arg, bind};
use super::sorting::ListQuery;
use crate::db::search::{self, Plan, sqlite};
use crate::db::{Backend, like_pattern};

/// A `WHERE` clause under construction, numbering its `$n` placeholders as values are added.
pub struct Filter {
    pub(in crate::db) backend: Backend,
    pub(in crate::db) counted: &'static str,
    team_column: String,
    /// The conditions after the team's, each starting with ` AND `.
    pub(in crate::db) conditions: String,
    /// Whether a condition asks a trigram index for the rows of a search word.
    searched: bool,
    pub(in crate::db) args: Vec<Arg>,
    /// The words `column` of the listed table must hold ([`Filter::search`]): written last, as
    /// how depends on the plan ([`Filter::sql`]).
    pub(in crate::db) search: Option<Search>,
}

/// A list's search words, matched in one column of the listed table.
pub struct Search {
    pub table: String,
    pub column: String,
    pub words: Vec<String>,
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

    /// The placeholder of a whole number bound for a condition written by the caller ([`Filter::holds`]).
    pub fn int(&mut self, value: i64) -> String {
        self.placeholder(Arg::Int(value))
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
    pub(in crate::db) fn sql(&self, plan: Plan) -> Where {
        let team = if self.searched && plan != Plan::ByTeam {
            search::past_team_index(self.backend, &self.team_column)
        } else {
            self.team_column.clone()
        };
        let mut sql = format!("WHERE {team} = $1{}", self.conditions);
        let mut args = self.args.clone();
        let mut matched = None;
        if let Some(Search { table, column, words }) = &self.search {
            let indexed = |position: usize, word: &str| {
                self.backend == Backend::Sqlite
                    && search::has_trigram(word)
                    && match plan {
                        Plan::ByTeam => false,
                        Plan::Indexed => true,
                        Plan::Word(rare) => position == rare,
                    }
            };
            let (indexed, scanned): (Vec<_>, Vec<_>) =
                words.iter().enumerate().partition(|(position, word)| indexed(*position, word));
            if !indexed.is_empty() {
                let phrases: Vec<String> = indexed.iter().map(|(_, word)| sqlite::phrase(word)).collect();
                let expression = bind(&mut args, Arg::Text(phrases.join(" AND ")));
                let ids = sqlite::matching(table, &expression);
                sql.push_str(&format!(" AND id IN ({ids})"));
                if scanned.is_empty() && self.conditions.is_empty() {
                    matched = Some(ids);
                }
            }
            for (_, word) in scanned {
                let pattern = bind(&mut args, Arg::Text(search::containing(word)));
                sql.push_str(&format!(" AND {column} LIKE {pattern} ESCAPE '\\'"));
            }
        }
        Where { sql, args, matched }
    }

    fn placeholder(&mut self, arg: Arg) -> String {
        bind(&mut self.args, arg)
    }
}

/// A list's `WHERE` clause, as [`Filter::sql`] writes it.
pub(in crate::db) struct Where {
    pub sql: String,
    pub args: Vec<Arg>,
    /// When the clause is the team and the trigram index alone: the index's query, which
    /// selects the same rows wherever the team holds every row of the table.
    pub matched: Option<String>,
}

/// One search word of a list query, while its condition is written.
pub struct Word<'a> {
    filter: &'a mut Filter,
    word: &'a str,
}

impl Word<'_> {
    /// A `SELECT` of the ids of `table` (`titles` or `companies`) whose `column` (`name_key` or
    /// `search_text`) contains the word, through the table's trigram index (see
    /// [`search::contains`]).
    pub fn ids(&mut self, table: &str, column: &str) -> String {
        search::contains(self.filter.backend, table, column, self.word, &mut self.filter.args)
    }
}
