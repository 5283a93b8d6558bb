//! Serde helper: read `null` as the field's default. A form or client that sends
//! `"name": null` (or, from JavaScript, `name: undefined`) then gets the validation message
//! ("Title name is required"), not a type error about null.

use serde::{Deserialize, Deserializer};

/// Deserializes `T` from a value or `null`; `null` gives `T::default()`.
pub(crate) fn or_default<'de, D, T>(deserializer: D) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de> + Default,
{
    Option::<T>::deserialize(deserializer).map(Option::unwrap_or_default)
}
