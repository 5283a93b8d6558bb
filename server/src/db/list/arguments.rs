//! The values bound to a list statement's `$1`, `$2`..., kept as plain values so that a
//! `WHERE` clause can be written again for another plan with the same values.

use sqlx::Arguments;
use sqlx::any::AnyArguments;

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
