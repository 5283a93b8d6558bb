//! The team's activity log: [`record`] appends one entry inside the transaction of the write it
//! tells of (so a refused or failed write leaves none), [`list`] reads them newest first. Nothing
//! edits or deletes an entry.

use rightsdesk_core::activity::SERVER_ACTOR;
use rightsdesk_core::{ActivityAction, ActivityEntry, Changes, EntityType, search_key};
use serde::Serialize;
use serde_json::Value;
use sqlx::AnyConnection;

use futures_util::TryStreamExt;

use super::columns::Columns;
use super::list::{Filter, ListQuery, Page, Rows, SortField, Sorting, fetch};
use super::write::Last;
use super::{Db, Referenced, like_pattern, now, timestamp};
use crate::error::{Error, Result};

/// One write, as the log tells it.
pub struct Entry {
    pub action: ActivityAction,
    pub entity_type: EntityType,
    /// Absent for an import (many records).
    pub entity_id: Option<i64>,
    pub entity_name: String,
    pub changes: Option<Changes>,
}

impl Entry {
    /// `action` on the record `entity_id` (none for an import) named `entity_name`, with no field
    /// changes listed.
    pub fn new(
        action: ActivityAction,
        entity_type: EntityType,
        entity_id: impl Into<Option<i64>>,
        entity_name: impl Into<String>,
    ) -> Entry {
        Entry { action, entity_type, entity_id: entity_id.into(), entity_name: entity_name.into(), changes: None }
    }

    /// An import of `count` records of `entity_type`: one entry for them all, named by their
    /// number ("1200 titles").
    pub fn imported(entity_type: EntityType, count: usize) -> Entry {
        let (one, many) = match entity_type {
            EntityType::Title => ("title", "titles"),
            EntityType::Company => ("company", "companies"),
            EntityType::License => ("license", "licenses"),
            EntityType::Prospection => ("prospection", "prospections"),
            EntityType::Event => ("event", "events"),
            EntityType::Fair => ("fair", "fairs"),
            EntityType::Guide => ("guide", "guides"),
            EntityType::Team => ("team", "teams"),
        };
        let name = if count == 1 { format!("1 {one}") } else { format!("{count} {many}") };
        Entry { action: ActivityAction::Import, entity_type, entity_id: None, entity_name: name, changes: None }
    }

    /// The same entry listing `changes`.
    pub fn with(self, changes: Changes) -> Entry {
        Entry { changes: Some(changes), ..self }
    }
}

/// Adds to `made` the creation of `referenced` when the write made it from `name`.
pub fn note_made(made: &mut Vec<Entry>, entity_type: EntityType, referenced: Option<&Referenced>, name: &str) {
    if let Some(referenced) = referenced.filter(|referenced| referenced.made) {
        made.push(Entry::new(ActivityAction::Create, entity_type, referenced.id, name.trim()));
    }
}

/// Appends every entry of `entries` (see [`record`]).
pub async fn record_all(conn: &mut AnyConnection, team_id: i64, actor: Option<i64>, entries: Vec<Entry>) -> Result<()> {
    for entry in entries {
        record(conn, team_id, actor, entry).await?;
    }
    Ok(())
}

/// Appends `entry`, made by the user `actor` (`None`: the command line), in `conn`'s transaction.
pub async fn record(conn: &mut AnyConnection, team_id: i64, actor: Option<i64>, entry: Entry) -> Result<()> {
    insert(conn, team_id, actor, None, entry).await
}

/// Appends `entry`, made by the server itself (a scheduled job), in `conn`'s transaction: its actor
/// is [`SERVER_ACTOR`], with no user id.
pub async fn record_by_server(conn: &mut AnyConnection, team_id: i64, entry: Entry) -> Result<()> {
    insert(conn, team_id, None, Some(SERVER_ACTOR), entry).await
}

/// Appends `entry` made by the user `actor_id`, or by the actor named `actor_name` that is not a
/// user, or (neither) by the command line.
async fn insert(
    conn: &mut AnyConnection,
    team_id: i64,
    actor_id: Option<i64>,
    actor_name: Option<&'static str>,
    entry: Entry,
) -> Result<()> {
    let Last { sql, args } = statement(team_id, actor_id, actor_name, entry)?;
    sqlx::query_with(&sql, args).execute(conn).await?;
    Ok(())
}

/// `entry`, made by the user `actor` (`None`: the command line), as the last statement of a
/// write ([`Write::commit_after`](super::write::Write::commit_after)), which sends it with the
/// write's end.
pub fn last(team_id: i64, actor: Option<i64>, entry: Entry) -> Result<Last> {
    statement(team_id, actor, None, entry)
}

/// The entry of an update, `entry` with the fields that changed from `before` to `after` (see
/// [`changes`]), as the write's last statement; none when nothing changed.
pub fn last_update<T: Serialize>(
    team_id: i64,
    actor: Option<i64>,
    before: &T,
    after: &T,
    skip: &[&str],
    entry: Entry,
) -> Result<Option<Last>> {
    changes(before, after, skip).map(|changes| last(team_id, actor, entry.with(changes))).transpose()
}

/// The `INSERT` of `entry` (see [`insert`]).
fn statement(team_id: i64, actor_id: Option<i64>, actor_name: Option<&'static str>, entry: Entry) -> Result<Last> {
    let changes = entry
        .changes
        .map(|changes| serde_json::to_string(&changes))
        .transpose()
        .map_err(|err| Error::Internal(format!("cannot write an activity entry's changes: {err}")))?;
    let mut columns = Columns::new();
    columns
        .set("team_id", team_id)
        .set("at", now())
        .set("actor_id", actor_id)
        .set("actor_name", actor_name)
        .set("action", entry.action.as_str())
        .set("entity_type", entry.entity_type.as_str())
        .set("entity_id", entry.entity_id)
        .set("name_key", search_key(&entry.entity_name))
        .set("entity_name", entry.entity_name)
        .set("changes", changes);
    let sql = format!("INSERT INTO activity ({}) VALUES ({})", columns.names(), columns.values());
    Ok(Last { sql, args: columns.arguments()? })
}

/// The fields whose value differs between `before` and `after` (two states of one record, as the
/// API answers it), but those in `skip` (ids beside their names, timestamps...): `{field: [before,
/// after]}`, or `None` when nothing changed.
pub fn changes<T: Serialize>(before: &T, after: &T, skip: &[&str]) -> Option<Changes> {
    let (Ok(Value::Object(before)), Ok(Value::Object(mut after))) =
        (serde_json::to_value(before), serde_json::to_value(after))
    else {
        return None;
    };
    let changed: Changes = before
        .into_iter()
        .filter(|(field, _)| !skip.contains(&field.as_str()))
        .filter_map(|(field, old)| {
            let new = after.remove(&field).unwrap_or(Value::Null);
            (old != new).then_some((field, [old, new]))
        })
        .collect();
    (!changed.is_empty()).then_some(changed)
}

/// The actor is the user's name, or the name of an actor that is not a user (the server's jobs).
const COLUMNS: &str = "a.id, a.at, a.actor_id, COALESCE(u.name, a.actor_name) AS actor, a.action, a.entity_type,
       a.entity_id, a.entity_name, a.changes";
const FROM: &str = "activity a LEFT JOIN users u ON u.id = a.actor_id";

/// Newest first, always: the log is read as a history.
pub const SORTING: Sorting =
    Sorting { fields: &[SortField { name: "at", sql: "a.id", nullable: false, unique: false }], default: "-at" };

#[derive(sqlx::FromRow)]
struct Row {
    id: i64,
    at: i64,
    actor_id: Option<i64>,
    actor: Option<String>,
    action: String,
    entity_type: String,
    entity_id: Option<i64>,
    entity_name: String,
    changes: Option<String>,
}

impl Row {
    fn entry(self) -> Result<ActivityEntry> {
        let unknown =
            |what: &str, value: &str| Error::Internal(format!("unknown {what} {value:?} in the activity log"));
        Ok(ActivityEntry {
            id: self.id,
            at: timestamp(self.at),
            actor_id: self.actor_id,
            actor: self.actor,
            action: ActivityAction::parse(&self.action).ok_or_else(|| unknown("action", &self.action))?,
            entity_type: EntityType::parse(&self.entity_type)
                .ok_or_else(|| unknown("entity type", &self.entity_type))?,
            entity_id: self.entity_id,
            entity_name: self.entity_name,
            changes: self
                .changes
                .map(|text| serde_json::from_str(&text))
                .transpose()
                .map_err(|err| Error::Internal(format!("unreadable changes in the activity log: {err}")))?,
        })
    }
}

/// What the log may be narrowed to: one kind of record, and one record of that kind.
#[derive(Debug, Default)]
pub struct Narrowing {
    pub entity_type: Option<EntityType>,
    pub entity_id: Option<i64>,
}

/// The team's entries of `narrowing` whose record name holds the query's words, newest first, one
/// page (every entry when the query has no limit).
pub async fn list(db: &Db, team_id: i64, query: &ListQuery, narrowing: &Narrowing) -> Result<Page<ActivityEntry>> {
    let mut filter = Filter::team(db.backend, "activity", "a.team_id", team_id);
    if let Some(entity_type) = narrowing.entity_type {
        filter.equals("a.entity_type", entity_type.as_str());
    }
    if let Some(entity_id) = narrowing.entity_id {
        filter.equals_id("a.entity_id", entity_id);
    }
    // A scan of the team's entries (no trigram index): the log is searched rarely, and by the
    // records' names, which the lists find faster.
    for word in &query.words {
        let pattern = filter.text(&format!("%{}%", like_pattern(word)));
        filter.holds(&format!("a.name_key LIKE {pattern} ESCAPE '\\'"));
    }
    let page: Page<Row> = fetch(&db.pool, COLUMNS, FROM, "a.id", filter, query).await?;
    // Collected, as an entry's changes are parsed on the way (an error mid-stream would cut the
    // answer); a team reads its log a page at a time.
    let rows: Vec<Row> = match page.rows {
        Rows::Page(rows) => rows,
        Rows::All(rows) => rows.try_collect().await?,
    };
    let entries = rows.into_iter().map(Row::entry).collect::<Result<Vec<_>>>()?;
    Ok(Page { rows: Rows::Page(entries), total: page.total })
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use rightsdesk_core::EntityType;

    use super::{Entry, changes};

    #[test]
    fn changes_list_the_fields_that_differ_but_the_skipped() {
        let before = json!({"id": 1, "name": "Dune", "author": null, "advance": 4000.0, "updatedAt": "a"});
        let after = json!({"id": 1, "name": "Dune", "author": "Frank Herbert", "advance": 5500.0, "updatedAt": "b"});
        let found = changes(&before, &after, &["updatedAt"]).unwrap();
        assert_eq!(
            serde_json::to_value(found).unwrap(),
            json!({"advance": [4000.0, 5500.0], "author": [null, "Frank Herbert"]})
        );
        assert_eq!(changes(&before, &before, &[]), None);
    }

    #[test]
    fn an_import_is_named_by_its_count() {
        let name = |count| Entry::imported(EntityType::Company, count).entity_name;
        assert_eq!(
            [name(1), name(12), name(1_200), name(100_000)],
            ["1 company", "12 companies", "1200 companies", "100000 companies"]
        );
    }
}
