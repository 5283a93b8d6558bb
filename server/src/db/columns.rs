//! The columns a write sets, each named once beside its value: the statement's column list, its
//! `$n` placeholders and its arguments are all written from that one list, so that no write
//! numbers its placeholders by hand and a column cannot drift away from its value.
//!
//! Not `sqlx::QueryBuilder`: on the `Any` driver it writes `?` placeholders whatever the engine,
//! which PostgreSQL refuses (sqlx issue 3000, still so in 0.8.6).

use sqlx::any::AnyArguments;
use sqlx::{Any, Arguments, Encode, Type};

use crate::error::{Error, Result};

/// The columns of one `INSERT` or `UPDATE` with their values, and any other value its SQL binds.
#[derive(Default)]
pub struct Columns<'q> {
    /// Each column with the SQL expression of its value (`$3`, `date($4)`).
    set: Vec<(&'static str, String)>,
    args: AnyArguments<'q>,
    bound: usize,
    /// Why a value could not be bound, reported by [`Columns::arguments`] as sqlx reports it
    /// when the statement runs.
    error: Option<String>,
}

impl<'q> Columns<'q> {
    pub fn new() -> Columns<'q> {
        Columns::default()
    }

    /// Binds `value` and answers its placeholder (`$3`), for SQL the caller writes: a `WHERE`,
    /// or an expression given to [`Columns::set_sql`].
    pub fn bind<T: 'q + Encode<'q, Any> + Type<Any>>(&mut self, value: T) -> String {
        if let Err(err) = self.args.add(value) {
            self.error.get_or_insert_with(|| err.to_string());
        }
        self.bound += 1;
        format!("${}", self.bound)
    }

    /// Sets `column` to `value`.
    pub fn set<T: 'q + Encode<'q, Any> + Type<Any>>(&mut self, column: &'static str, value: T) -> &mut Self {
        let placeholder = self.bind(value);
        self.set_sql(column, placeholder)
    }

    /// Sets the date `column` to `value`, a `YYYY-MM-DD` text (or none).
    pub fn set_date<T: 'q + Encode<'q, Any> + Type<Any>>(&mut self, column: &'static str, value: T) -> &mut Self {
        let placeholder = self.bind(value);
        self.set_sql(column, format!("date({placeholder})"))
    }

    /// Sets the `DOUBLE PRECISION` `column` to `value`, bound as text (see [`real`]).
    pub fn set_real(&mut self, column: &'static str, value: Option<f64>) -> &mut Self {
        let placeholder = self.bind(real(value));
        self.set_sql(column, format!("CAST({placeholder} AS DOUBLE PRECISION)"))
    }

    /// Sets `column` to an SQL expression, whose values come from [`Columns::bind`].
    pub fn set_sql(&mut self, column: &'static str, expression: String) -> &mut Self {
        self.set.push((column, expression));
        self
    }

    /// The column list of an `INSERT`: `title_id, company_id, ...`.
    pub fn names(&self) -> String {
        let names: Vec<&str> = self.set.iter().map(|(column, _)| *column).collect();
        names.join(", ")
    }

    /// The value list of an `INSERT`, in the order of [`Columns::names`]: `$1, $2, date($3), ...`.
    pub fn values(&self) -> String {
        let values: Vec<&str> = self.set.iter().map(|(_, value)| value.as_str()).collect();
        values.join(", ")
    }

    /// The `SET` list of an `UPDATE`: `title_id = $1, company_id = $2, ...`.
    pub fn assignments(&self) -> String {
        let assignments: Vec<String> = self.set.iter().map(|(column, value)| format!("{column} = {value}")).collect();
        assignments.join(", ")
    }

    /// Ends a row of a multi-row `INSERT`: answers its value list, `($1, $2, date($3))`, and
    /// forgets its columns (their values stay bound) for the next row to set again. Take the
    /// column list with [`Columns::names`] before.
    pub fn end_row(&mut self) -> String {
        let values: Vec<String> = self.set.drain(..).map(|(_, value)| value).collect();
        format!("({})", values.join(", "))
    }

    /// The statement's arguments, every value bound so far in order.
    pub fn arguments(self) -> Result<AnyArguments<'q>> {
        match self.error {
            Some(err) => Err(Error::Internal(format!("cannot bind a value of a write: {err}"))),
            None => Ok(self.args),
        }
    }
}

/// An optional number as a query parameter, for a `CAST($n AS DOUBLE PRECISION)` in the SQL.
///
/// Bound as text because sqlx 0.8.6's Any driver encodes a null `f64` as a PostgreSQL `real`
/// (float4): the statement, cached with that type, then refuses every real `f64` bound to it
/// ("incorrect binary data format in bind parameter"). Text is typed the same whether null or
/// not, and the cast reads it exactly (Rust prints the shortest text that reads back the same).
fn real(value: Option<f64>) -> Option<String> {
    value.map(|number| number.to_string())
}

#[cfg(test)]
mod tests {
    use sqlx::Arguments;

    use super::{Columns, real};

    #[test]
    fn numbers_bind_as_text_that_reads_back_exactly() {
        for number in [0.0, 5.0, 1500.5, 0.1 + 0.2, 1e21, 123_456_789.123_456_78] {
            let text = real(Some(number)).unwrap();
            assert_eq!(text.parse::<f64>().unwrap(), number, "{text}");
        }
        assert_eq!(real(None), None);
    }

    #[test]
    fn each_column_gets_its_own_value_in_order() {
        let mut columns = Columns::new();
        columns.set("name", "Dune").set_date("publish_date", Some("1965-08-01")).set_real("advance", Some(1.5));
        let id = columns.bind(7_i64);
        assert_eq!(columns.names(), "name, publish_date, advance");
        assert_eq!(columns.values(), "$1, date($2), CAST($3 AS DOUBLE PRECISION)");
        assert_eq!(columns.assignments(), "name = $1, publish_date = date($2), advance = CAST($3 AS DOUBLE PRECISION)");
        assert_eq!(id, "$4");
        assert_eq!(columns.arguments().unwrap().len(), 4);
    }
}
