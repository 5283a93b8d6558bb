//! PostgreSQL's search: `LIKE '%key%'` on the searched column, which its pg_trgm index answers
//! (migrations/postgres), once the team column's own index is out of the way.

/// The team id `column` that PostgreSQL cannot read by its index (`column + 0`), so that it
/// looks the rows up by the trigram index: it would weigh both by its statistics, but it cannot
/// guess how many rows a trigram search finds.
pub fn past_index(column: &str) -> String {
    format!("{column} + 0")
}

/// The name key under the `"C"` collation of the `(team_id, name_key)` index's twin, in which a
/// range holds exactly the names with a prefix whatever the database's collation.
pub const NAME_KEY: &str = "name_key COLLATE \"C\"";
