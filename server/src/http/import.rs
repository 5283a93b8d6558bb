//! What the import calls of titles and companies share: the row limit, the body limit, errors
//! named by row, and the answer.
//!
//! An import is one JSON array written in one transaction, all or nothing: the web's "Import
//! CSV" sends the rows of a file it has already checked with the same core rules, so the server's
//! refusals are those only it can see (a name the team already has) or a client that skipped the
//! checks.

use rightsdesk_core::FieldErrors;
use rightsdesk_core::limits::MAX_IMPORT_ROWS;
use rightsdesk_core::messages::TOO_MANY_IMPORT_ROWS;
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::{Error, Result};

/// Room for [`MAX_IMPORT_ROWS`] rows of ordinary length; a bigger body is refused with 413.
pub const BODY_LIMIT: usize = 32 * 1024 * 1024;

/// The answer of an import.
#[derive(Debug, Serialize, ToSchema)]
pub struct Imported {
    /// How many rows were written.
    pub imported: usize,
}

/// Refuses an import of more rows than [`MAX_IMPORT_ROWS`] before any is checked.
pub fn check_size<T>(rows: &[T]) -> Result<()> {
    if rows.len() > MAX_IMPORT_ROWS {
        return Err(Error::TooLarge(TOO_MANY_IMPORT_ROWS.into()));
    }
    Ok(())
}

/// Every row's refusals, each field named after its row's index in the array: `3.name`,
/// `7.contacts.0.email`.
#[derive(Debug, Default)]
pub struct RowErrors(FieldErrors);

impl RowErrors {
    /// Records `error` against row `index`: its field messages, or the error itself when it
    /// concerns no field (a database failure is returned instead, as it ends the import).
    pub fn add(&mut self, index: usize, error: Error) -> Result<()> {
        match error {
            Error::Validation(fields) => {
                for (field, message) in fields.iter() {
                    self.0.add(format!("{index}.{field}"), message);
                }
                Ok(())
            }
            other => Err(other),
        }
    }

    /// Records one field's message against row `index`.
    pub fn add_field(&mut self, index: usize, field: &str, message: &str) {
        self.0.add(format!("{index}.{field}"), message);
    }

    /// `Ok` when no row was refused, else the 422 naming them all.
    pub fn into_result(self) -> Result<()> {
        self.0.into_result().map_err(Error::Validation)
    }
}
