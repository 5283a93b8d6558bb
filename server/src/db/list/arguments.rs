//! The values bound to a list statement's `$1`, `$2`..., kept as plain values so that a
//! `WHERE` clause can be written again for another plan with the same values.

use sqlx::Arguments;
use sqlx::any::AnyArguments;

use crate::db::Backend;
use crate::error::{Error, Result};

/// A value bound to a list query's placeholder.
#[derive(Clone)]
pub enum Arg {
    Int(i64),
    Text(String),
}

/// The values of a statement's `$1`, `$2`... in order.
pub fn arguments(args: &[Arg]) -> Result<AnyArguments<'static>> {
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

/// Adds `arg` to a statement's arguments and answers its placeholder (`$3`).
pub fn bind(args: &mut Vec<Arg>, arg: Arg) -> String {
    args.push(arg);
    format!("${}", args.len())
}

/// The ids of `title_ids` as one bound text (a JSON array) and the `SELECT` of them, on each
/// engine: any number of ids in one parameter, where a placeholder per id would meet the
/// engines' limits (32,766 and 65,535) at a team that recorded rights for every title.
pub fn id_list(backend: Backend, title_ids: &[i64], args: &mut Vec<Arg>) -> String {
    let list = bind(args, Arg::Text(serde_json::to_string(title_ids).unwrap_or_else(|_| "[]".into())));
    match backend {
        Backend::Sqlite => format!("SELECT value FROM json_each({list})"),
        Backend::Postgres => {
            format!("SELECT CAST(value AS BIGINT) FROM json_array_elements_text(CAST({list} AS JSON))")
        }
    }
}
