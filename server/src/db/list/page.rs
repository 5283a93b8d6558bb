//! A list's rows and their total: the statements that read them, and the rows as a page in
//! memory or as a stream while the answer is written.

use futures_util::stream::{BoxStream, StreamExt};
use sqlx::any::AnyRow;
use sqlx::{AnyPool, FromRow};
use tokio::sync::mpsc;

use super::arguments::{Arg, arguments, bind};
use super::filter::{Filter, Where};
use super::sorting::ListQuery;
use crate::db::search::{Plan, sqlite};
use crate::db::{Backend, counts};
use crate::error::{Error, Result};

/// One page of rows and the number of rows that match in all.
pub struct Page<T> {
    pub rows: Rows<T>,
    pub total: Total,
}

/// The rows a page's count reads at the most (docs/http.md, "Lists"): beyond them the total says
/// "at least", as search engines do. Counting every match of a common word costs more than
/// finding the page (140,000 of a million titles hold "soleil").
pub const COUNTED: i64 = 10_000;

/// How many rows match: exactly, or at least `count` when counting stopped at the cap.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Total {
    pub count: i64,
    pub at_least: bool,
}

impl Total {
    pub fn exact(count: i64) -> Total {
        Total { count, at_least: false }
    }

    /// A count made up to `cap + 1` rows: `cap` and "at least" when it reached that.
    fn capped(count: i64, cap: Option<i64>) -> Total {
        match cap {
            Some(cap) if count > cap => Total { count: cap, at_least: true },
            _ => Total::exact(count),
        }
    }
}

/// The `SELECT COUNT(*)` of the rows that `rows` (a `SELECT`) gives, reading at most `cap + 1`.
fn count_of(rows: &str, cap: Option<i64>) -> String {
    match cap {
        Some(cap) => format!("SELECT COUNT(*) FROM ({rows} LIMIT {}) counted", cap.saturating_add(1)),
        None => format!("SELECT COUNT(*) FROM ({rows}) counted"),
    }
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

    /// The same rows, each turned into something else by a step that may fail (a stored JSON
    /// column read back): a page fails whole, a stream at the row.
    pub fn try_map<U: Send + 'static>(self, mut f: impl FnMut(T) -> Result<U> + Send + 'static) -> Result<Page<U>> {
        let rows = match self.rows {
            Rows::Page(rows) => Rows::Page(rows.into_iter().map(f).collect::<Result<_>>()?),
            Rows::All(rows) => Rows::All(rows.map(move |row| row.and_then(&mut f)).boxed()),
        };
        Ok(Page { rows, total: self.total })
    }
}

/// Runs a list: `SELECT {columns} FROM {from} {filter} ORDER BY ... LIMIT ... OFFSET ...` (or
/// the page's ids first, then their columns: see below) and the matching `SELECT COUNT(*) FROM
/// {from} {filter}`, or the team's count when only the team filters; `id` is the id column that
/// breaks ties. A page's count stops at its cap ([`ListQuery::count_cap`]). Without a limit the
/// rows are streamed ([`Rows::All`]), and counted exactly.
///
/// When a search word is rare ([`sqlite::rare_word`]), the ids of the rows it gives that match
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
    let team_rows = counts::of_team(filter.counted);
    let cap = query.count_cap();
    let (total, plan, Where { sql: condition, mut args, .. }) = if filter.conditions.is_empty()
        && filter.search.is_none()
    {
        let total: i64 = sqlx::query_scalar_with(&team_rows, arguments(&filter.args[..1])?).fetch_one(pool).await?;
        (Total::exact(total), Plan::ByTeam, filter.sql(Plan::ByTeam))
    } else if let Some(rare) = sqlite::rare_word(pool, &filter).await? {
        // A rare word's rows are few (one in 200 of the team's): they are counted exactly.
        let Where { sql: condition, args, .. } = filter.sql(Plan::Word(rare));
        let (found, condition) = sqlite::found(id, from, &condition);
        let (total, ids): (i64, String) = sqlx::query_as_with(&found, arguments(&args)?).fetch_one(pool).await?;
        (Total::exact(total), Plan::Word(rare), Where { sql: condition, args: vec![Arg::Text(ids)], matched: None })
    } else {
        let Where { sql: condition, args, matched } = filter.sql(Plan::Indexed);
        let counted = count_of(&format!("SELECT 1 FROM {from} {condition}"), cap);
        let counted = match matched {
            Some(ids) => sqlite::count_alone(&team_rows, filter.counted, &count_of(&ids, cap), &counted),
            None => format!("({counted})"),
        };
        let count_sql = format!("SELECT {counted}, ({team_rows})");
        let (total, team_rows): (i64, i64) = sqlx::query_as_with(&count_sql, arguments(&args)?).fetch_one(pool).await?;
        // One row in 200 matching: the first page is found among the first 10,000 rows read. A
        // capped count is below the true one, which only makes this choice surer.
        let plan = if total.saturating_mul(200) >= team_rows { Plan::ByTeam } else { Plan::Indexed };
        (Total::capped(total, cap), plan, filter.sql(plan))
    };

    let order = query.order_by(id);
    let Some(limit) = query.limit else {
        let mut sql = format!("SELECT {columns} FROM {from} {condition} ORDER BY {order}");
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
    let page = format!("{condition} ORDER BY {order} LIMIT {limit} OFFSET {offset}");
    // Where the page is found by reading the team's rows in order (Plan::ByTeam) and rows are
    // read only to be tested or skipped, its ids first, then their rows for the page alone: the
    // ids' statement reads only the columns it tests and sorts by, so the engine takes an index
    // that holds them all. On SQLite, for a search: each title tested has its search text in
    // titles_team_name_search, where the whole row's statement took the narrower unique index
    // and read every title it tested ("lanterne" among 100,000 titles: 0.37 ms instead of
    // 1.3). On both, for a page past the first without a search: the rows it skips are read
    // from the index alone (33,333 titles in: SQLite 1.5 ms instead of 2.4, PostgreSQL 9 instead
    // of 48; 500 rows into "lanterne" on SQLite 2.7 instead of 11.2). Not for a first page
    // without a search, which reads only its own rows: the second read of its rows and their
    // joins took a page of licenses from 0.5 ms to 0.7; nor for a search on PostgreSQL, whose
    // indexes hold no search text ("4567" lost a third of its answers a second).
    let ids_first = plan == Plan::ByTeam
        && match filter.backend {
            Backend::Sqlite => filter.search.is_some() || query.offset > 0,
            Backend::Postgres => filter.search.is_none() && query.offset > 0,
        };
    let sql = if ids_first {
        format!("SELECT {columns} FROM {from} WHERE {id} IN (SELECT {id} FROM {from} {page}) ORDER BY {order}")
    } else {
        format!("SELECT {columns} FROM {from} {page}")
    };
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
