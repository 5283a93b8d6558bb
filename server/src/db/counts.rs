//! Each team's number of rows of each counted table (`team_counts`, moved by triggers in the
//! transaction of each write). On SQLite a team has one row of counts; on PostgreSQL sixteen, each
//! moved by its own connections (migrations/postgres/0031), so that a team's concurrent writers do
//! not queue on one row: a team's count is the sum of its rows.

/// The `SELECT` of the team's (bound as `$1`) number of rows of the table counted in `column`
/// (`titles`, `companies`, ...).
pub fn of_team(column: &str) -> String {
    format!("SELECT CAST(SUM({column}) AS BIGINT) FROM team_counts WHERE team_id = $1")
}
