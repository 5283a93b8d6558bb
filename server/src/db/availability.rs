//! The team's titles by what one right is today (`GET /api/availability`, docs/http.md,
//! "Availability"): each title's state is core's `rights::availability`, never SQL.
//!
//! Only a title with a right held (of any right: rights recorded that do not cover the ask make
//! it `not_held`), a license of the asked right or an open prospection of it can be anything but
//! `available`. Those rows are read once (one statement per table, by team and right, with only
//! the columns core reads), their titles' states computed here, and the titles that are not
//! available are read, in the titles list's order, by their ids: without search words only those
//! of the page (each state's count is known), with words all of them, to test the words. Every other title of the team is available: that segment, the
//! big one (most of 100,000 titles), is paged by the database by name, less those ids, as the
//! titles list pages; it comes first, as the most sellable state.
//!
//! The work is linear in the rows read: a team that recorded rights for every title makes every
//! title one of them (most `not_held` or available with reasons), which is slower but still one
//! pass, not a query per title.

use std::collections::HashMap;

use rightsdesk_core::rights::{self, Ask, Availability, Reason};
use rightsdesk_core::{AvailabilityState, IsoDate, License, Prospection, RightHeld};
use serde::Serialize;
use sqlx::AnyConnection;
use utoipa::ToSchema;

use super::list::arguments::{Arg, arguments, bind, id_list};
use super::list::{Filter, ListQuery, Page, Rows, Total, fetch};
use super::search::{Plan, past_team_index};
use super::{Backend, Db, counts, licenses, prospections, rights as held};
use crate::error::Result;

/// The states from the most sellable: the order of the list.
pub const SELLABLE: [AvailabilityState; 7] = [
    AvailabilityState::Available,
    AvailabilityState::Pitched,
    AvailabilityState::Offer,
    AvailabilityState::Optioned,
    AvailabilityState::Pending,
    AvailabilityState::Sold,
    AvailabilityState::NotHeld,
];

fn rank(state: AvailabilityState) -> usize {
    SELLABLE.iter().position(|known| *known == state).unwrap_or(SELLABLE.len())
}

/// One title of the list: what the asked right is for it today, and why.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TitleAvailability {
    pub title_id: i64,
    /// The title's name.
    pub title: String,
    pub author: Option<String>,
    pub state: AvailabilityState,
    /// What makes it so (for an available title, its non-exclusive licenses of the right).
    pub reasons: Vec<Reason>,
}

/// How many of the team's titles (matching `q`) are in each state.
#[derive(Debug, Default, Clone, PartialEq, Serialize, ToSchema)]
pub struct StateCounts {
    pub available: i64,
    pub pitched: i64,
    pub offer: i64,
    pub optioned: i64,
    pub pending: i64,
    pub sold: i64,
    pub not_held: i64,
}

impl StateCounts {
    fn add(&mut self, state: AvailabilityState) {
        let count = match state {
            AvailabilityState::Available => &mut self.available,
            AvailabilityState::Pitched => &mut self.pitched,
            AvailabilityState::Offer => &mut self.offer,
            AvailabilityState::Optioned => &mut self.optioned,
            AvailabilityState::Pending => &mut self.pending,
            AvailabilityState::Sold => &mut self.sold,
            AvailabilityState::NotHeld => &mut self.not_held,
        };
        *count += 1;
    }
}

/// What can make a title other than available, by title.
#[derive(Default)]
struct Holdings {
    held: Vec<RightHeld>,
    licenses: Vec<License>,
    prospections: Vec<Prospection>,
}

/// The availability of every title of the team that has a right held, a license of the asked
/// right or an open prospection of it; the titles not named are available, without reasons.
async fn affected(
    conn: &mut AnyConnection,
    team_id: i64,
    ask: &Ask<'_>,
    today: IsoDate,
) -> Result<HashMap<i64, Availability>> {
    let mut by_title: HashMap<i64, Holdings> = HashMap::new();
    for (title_id, right) in held::of_team(conn, team_id).await? {
        by_title.entry(title_id).or_default().held.push(right);
    }
    for license in licenses::of_right(conn, team_id, ask.right, ask.language).await? {
        by_title.entry(license.title_id.unwrap_or_default()).or_default().licenses.push(license);
    }
    for prospection in prospections::open_of_right(conn, team_id, ask.right, ask.language).await? {
        by_title.entry(prospection.title_id.unwrap_or_default()).or_default().prospections.push(prospection);
    }
    Ok(by_title
        .into_iter()
        .map(|(title_id, h)| (title_id, rights::availability(&h.held, &h.licenses, &h.prospections, ask, today)))
        .collect())
}

/// A title as the list shows it, with the text `q` searches.
#[derive(sqlx::FromRow)]
struct TitleRow {
    id: i64,
    name: String,
    author: Option<String>,
    search_text: String,
}

/// The titles that are not available, from the most sellable state, then in the titles list's
/// order (by name as the database orders it, then id), those holding every search word.
async fn not_available(
    conn: &mut AnyConnection,
    backend: Backend,
    team_id: i64,
    mut states: HashMap<i64, Availability>,
    words: &[String],
) -> Result<Vec<TitleAvailability>> {
    states.retain(|_, availability| availability.state != AvailabilityState::Available);
    if states.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<i64> = states.keys().copied().collect();
    let mut args = vec![Arg::Int(team_id)];
    let list = id_list(backend, &ids, &mut args);
    // Read by id, then sorted: by the team's index the engine would read every title in name
    // order to find these few (SQLite did: 110 ms at 100,000 titles instead of 1).
    let team = past_team_index(backend, "team_id");
    let sql = format!(
        "SELECT id, name, author, search_text FROM titles WHERE {team} = $1 AND id IN ({list}) ORDER BY name_key, id"
    );
    let rows: Vec<TitleRow> = sqlx::query_as_with(&sql, arguments(&args)?).fetch_all(conn).await?;
    // `q`'s rule (docs/http.md, "Lists"): every search key a substring of the searchable text,
    // which the database holds as search keys already.
    let mut titles: Vec<TitleAvailability> = rows
        .into_iter()
        .filter(|row| words.iter().all(|word| row.search_text.contains(word.as_str())))
        .filter_map(|row| {
            let Availability { state, reasons } = states.remove(&row.id)?;
            Some(TitleAvailability { title_id: row.id, title: row.name, author: row.author, state, reasons })
        })
        .collect();
    // Stable: by name within a state.
    titles.sort_by_key(|title| rank(title.state));
    Ok(titles)
}

/// The ids of the titles that are not available.
fn excluded(states: &HashMap<i64, Availability>) -> Vec<i64> {
    let mut ids: Vec<i64> =
        states.iter().filter(|(_, a)| a.state != AvailabilityState::Available).map(|(id, _)| *id).collect();
    ids.sort_unstable();
    ids
}

/// A title of the available segment.
#[derive(sqlx::FromRow)]
struct AvailableRow {
    id: i64,
    name: String,
    author: Option<String>,
}

/// The team's titles but `excluded`, matching the query's words, one page by name; the count
/// is exact without words (the team's count less the excluded), else the titles list's.
async fn available_page(db: &Db, team_id: i64, excluded: &[i64], query: &ListQuery) -> Result<Page<AvailableRow>> {
    if !query.words.is_empty() {
        let mut filter = Filter::team(db.backend, "titles", "team_id", team_id);
        filter.search(query, "titles", "search_text");
        if !excluded.is_empty() {
            let list = id_list(db.backend, excluded, &mut filter.args);
            filter.holds(&format!("id NOT IN ({list})"));
        }
        return fetch(&db.pool, "id, name, author", "titles", "id", filter, query).await;
    }
    let mut args = vec![Arg::Int(team_id)];
    let not_excluded = if excluded.is_empty() {
        String::new()
    } else {
        format!(" AND id NOT IN ({})", id_list(db.backend, excluded, &mut args))
    };
    let limit = bind(&mut args, Arg::Int(query.limit.unwrap_or(i64::MAX)));
    let offset = bind(&mut args, Arg::Int(query.offset));
    // The page's ids first, from the team's name index alone (on PostgreSQL its INCLUDE (id)),
    // then the 50 rows: a page deep in the list skips index entries, not table rows (offset
    // 50,000 read 50,050 rows; on PostgreSQL the planner sorted the whole team instead).
    // The list is by name only (`name_key`, unique in a team).
    let sql = format!(
        "SELECT t.id, t.name, t.author FROM titles t
           JOIN (SELECT id, name_key FROM titles WHERE team_id = $1{not_excluded}
                  ORDER BY name_key LIMIT {limit} OFFSET {offset}) page ON page.id = t.id
          ORDER BY page.name_key"
    );
    let rows: Vec<AvailableRow> = sqlx::query_as_with(&sql, arguments(&args)?).fetch_all(&db.pool).await?;
    let team_titles = team_titles(db, team_id).await?;
    Ok(Page { rows: Rows::Page(rows), total: Total::exact(team_titles - excluded.len() as i64) })
}

async fn team_titles(db: &Db, team_id: i64) -> Result<i64> {
    Ok(sqlx::query_scalar(&counts::of_team("titles")).bind(team_id).fetch_one(&db.pool).await?)
}

/// The titles of `ids` (the team's), in the titles list's order (by name as the database orders
/// it, then id), `limit` of them from `offset`: a slice of the titles of one state.
async fn titles_of(
    conn: &mut AnyConnection,
    backend: Backend,
    team_id: i64,
    ids: &[i64],
    limit: i64,
    offset: i64,
) -> Result<Vec<AvailableRow>> {
    let mut args = vec![Arg::Int(team_id)];
    let list = id_list(backend, ids, &mut args);
    let (limit, offset) = (bind(&mut args, Arg::Int(limit)), bind(&mut args, Arg::Int(offset)));
    // Read by id, as `not_available` reads them.
    let team = past_team_index(backend, "team_id");
    let sql = format!(
        "SELECT id, name, author FROM titles WHERE {team} = $1 AND id IN ({list})
          ORDER BY name_key, id LIMIT {limit} OFFSET {offset}"
    );
    Ok(sqlx::query_as_with(&sql, arguments(&args)?).fetch_all(conn).await?)
}

/// Without search words, the titles that are not available (of `state`, when one is asked),
/// `wanted` of them from `start`, and how many there are. Their states are known, so the count
/// is, and each state's titles are in one segment: only the titles of the page are read, by
/// the database in the titles list's order, a slice of each state's segment that the page
/// meets.
async fn not_available_page(
    conn: &mut AnyConnection,
    backend: Backend,
    team_id: i64,
    states: &mut HashMap<i64, Availability>,
    state: Option<AvailabilityState>,
    start: usize,
    wanted: usize,
) -> Result<(Vec<TitleAvailability>, i64)> {
    let mut segments: Vec<Vec<i64>> = vec![Vec::new(); SELLABLE.len()];
    for (id, availability) in states.iter() {
        let kept = state.is_none_or(|state| state == availability.state);
        if availability.state != AvailabilityState::Available && kept {
            segments[rank(availability.state)].push(*id);
        }
    }
    let count = segments.iter().map(Vec::len).sum::<usize>() as i64;
    let (mut skip, mut wanted, mut rows) = (start, wanted, Vec::new());
    for ids in &mut segments {
        if wanted == 0 {
            break;
        }
        if skip >= ids.len() {
            skip -= ids.len();
            continue;
        }
        ids.sort_unstable();
        let take = wanted.min(ids.len() - skip);
        let found = titles_of(conn, backend, team_id, ids, take as i64, skip as i64).await?;
        rows.extend(found.into_iter().filter_map(|row| {
            let Availability { state, reasons } = states.remove(&row.id)?;
            Some(TitleAvailability { title_id: row.id, title: row.name, author: row.author, state, reasons })
        }));
        (skip, wanted) = (0, wanted - take);
    }
    Ok((rows, count))
}

/// One page of the team's titles by what `ask` is for them `today`, from the most sellable
/// state, then by name and id; `state` keeps one state; the query's words search the titles as
/// the titles list does. The total counts the matching titles (as the lists count, up to a cap
/// when there are words).
pub async fn list(
    db: &Db,
    team_id: i64,
    ask: &Ask<'_>,
    today: IsoDate,
    state: Option<AvailabilityState>,
    query: &ListQuery,
) -> Result<Page<TitleAvailability>> {
    let mut conn = db.pool.acquire().await?;
    let mut states = affected(&mut conn, team_id, ask, today).await?;
    drop(conn);
    let excluded = excluded(&states);
    let limit = query.limit.unwrap_or(i64::MAX);
    let (mut rows, available) = if state.is_none_or(|state| state == AvailabilityState::Available) {
        let page = available_page(db, team_id, &excluded, query).await?;
        let Rows::Page(found) = page.rows else { unreachable!("a page with a limit is held in memory") };
        let rows: Vec<TitleAvailability> = found
            .into_iter()
            .map(|row| TitleAvailability {
                reasons: states.remove(&row.id).map(|a| a.reasons).unwrap_or_default(),
                title_id: row.id,
                title: row.name,
                author: row.author,
                state: AvailabilityState::Available,
            })
            .collect();
        (rows, page.total)
    } else {
        (Vec::new(), Total::exact(0))
    };
    let wanted = usize::try_from(limit).unwrap_or(usize::MAX).saturating_sub(rows.len());
    let start = usize::try_from(query.offset.saturating_sub(available.count).max(0)).unwrap_or(usize::MAX);
    let mut conn = db.pool.acquire().await?;
    let others = if query.words.is_empty() {
        let (page, count) =
            not_available_page(&mut conn, db.backend, team_id, &mut states, state, start, wanted).await?;
        rows.extend(page);
        count
    } else {
        let mut others = not_available(&mut conn, db.backend, team_id, states, &query.words).await?;
        if let Some(state) = state {
            others.retain(|title| title.state == state);
        }
        let count = others.len() as i64;
        rows.extend(others.into_iter().skip(start).take(wanted));
        count
    };
    let total = Total { count: available.count + others, at_least: available.at_least };
    Ok(Page { rows: Rows::Page(rows), total })
}

/// How many of the team's titles matching the words are in each state for `ask` `today`:
/// exactly, search words or not.
pub async fn counts(db: &Db, team_id: i64, ask: &Ask<'_>, today: IsoDate, query: &ListQuery) -> Result<StateCounts> {
    let words = &query.words;
    let mut conn = db.pool.acquire().await?;
    let states = affected(&mut conn, team_id, ask, today).await?;
    let excluded = excluded(&states);
    let mut counts = StateCounts::default();
    if words.is_empty() {
        // Every title of `states` exists (its rows point at it): no title need be read.
        for availability in states.values().filter(|a| a.state != AvailabilityState::Available) {
            counts.add(availability.state);
        }
        drop(conn);
        counts.available = team_titles(db, team_id).await? - excluded.len() as i64;
        return Ok(counts);
    }
    for title in not_available(&mut conn, db.backend, team_id, states, words).await? {
        counts.add(title.state);
    }
    drop(conn);
    let mut filter = Filter::team(db.backend, "titles", "team_id", team_id);
    filter.search(query, "titles", "search_text");
    if !excluded.is_empty() {
        let list = id_list(db.backend, &excluded, &mut filter.args);
        filter.holds(&format!("id NOT IN ({list})"));
    }
    let clause = filter.sql(Plan::Indexed);
    let sql = format!("SELECT COUNT(*) FROM titles {}", clause.sql);
    counts.available = sqlx::query_scalar_with(&sql, arguments(&clause.args)?).fetch_one(&db.pool).await?;
    Ok(counts)
}
