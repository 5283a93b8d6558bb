//! [`FieldErrors`]: the one shape validation answers with, field name -> message. The browser
//! gets it from the wasm functions, the server sends it as `errors` in a 422 body, and the forms
//! show both the same way.

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};
use validator::{Validate, ValidationErrors, ValidationErrorsKind};

use crate::messages;

/// Validation messages by field, at most one per field (the first one found wins).
///
/// Keys are the camelCase wire names (`name`, `contractDate`, `contacts.0.email`...), or
/// [`FieldErrors::FORM`] for a problem that belongs to no single field. Serialises as a plain
/// JSON object: `{"name": "Title name is required"}`, `{}` when valid.
///
/// Held as pairs sorted by field rather than in a `BTreeMap`: a handful of entries, and the
/// map's code was a tenth of the browser's wasm.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FieldErrors(Vec<(String, String)>);

impl FieldErrors {
    /// The key for a message about the whole input rather than one field, e.g. a value that
    /// does not even deserialize.
    pub const FORM: &'static str = "_";

    /// No errors yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Records `message` for `field`, unless the field already has one: rules run in order of
    /// importance, so the first message is the one worth showing.
    pub fn add(&mut self, field: impl Into<String>, message: impl Into<String>) {
        let field = field.into();
        if let Err(index) = self.0.binary_search_by(|(known, _)| known.cmp(&field)) {
            self.0.insert(index, (field, message.into()));
        }
    }

    /// True when no field has a message, i.e. the value is valid.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// How many fields have a message.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// The message for `field`, if any.
    pub fn get(&self, field: &str) -> Option<&str> {
        self.iter().find(|(known, _)| *known == field).map(|(_, message)| message)
    }

    /// `(field, message)` pairs in field-name order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.iter().map(|(field, message)| (field.as_str(), message.as_str()))
    }

    /// `Ok(())` when empty, else `Err(self)`, so callers can write `validate_x(&x).into_result()?`.
    pub fn into_result(self) -> Result<(), FieldErrors> {
        if self.is_empty() { Ok(()) } else { Err(self) }
    }
}

impl Serialize for FieldErrors {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.iter())
    }
}

impl<'de> Deserialize<'de> for FieldErrors {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        BTreeMap::<String, String>::deserialize(deserializer).map(|map| map.into_iter().collect())
    }
}

impl FieldErrors {
    /// Validates `value` with its `validator` attributes and answers in our shape: empty when
    /// valid.
    pub fn of(value: &impl Validate) -> Self {
        value.validate().err().map(Self::from).unwrap_or_default()
    }
}

impl From<ValidationErrors> for FieldErrors {
    /// The one adapter from the validator crate's errors: keys in camelCase with nested paths
    /// (`publishDate`, `contacts.0.email`; a struct-level error names its field in a `field`
    /// parameter), messages from [`messages::BY_CODE`] by error code, and for a field that breaks
    /// several rules the message listed first there.
    fn from(errors: ValidationErrors) -> Self {
        let mut found = Vec::new();
        collect(&errors, "", &mut found);
        found.into_iter().map(|(field, _, message)| (field, message)).collect()
    }
}

/// Keeps, for every field with an error in `errors` (under `prefix`), the `(field path, rank,
/// message)` of its first-ranked message. A search rather than a sort: a handful of errors, and
/// no sorting code in the browser's wasm.
fn collect(errors: &ValidationErrors, prefix: &str, found: &mut Vec<(String, usize, &'static str)>) {
    for (field, kind) in errors.errors() {
        let path = format!("{prefix}{}", camel_case(field));
        match kind {
            ValidationErrorsKind::Field(list) => {
                for error in list {
                    let key = match error.params.get("field").and_then(|value| value.as_str()) {
                        Some(name) => format!("{prefix}{name}"),
                        None if field == "__all__" => format!("{prefix}{}", FieldErrors::FORM),
                        None => path.clone(),
                    };
                    // An unknown code is a rule without a message: a bug the rule-case tests catch.
                    let (rank, message) =
                        messages::for_code(&error.code).unwrap_or((usize::MAX, messages::VALIDATION_FAILED));
                    match found.iter_mut().find(|(known, ..)| *known == key) {
                        Some(best) if best.1 <= rank => {}
                        Some(best) => *best = (key, rank, message),
                        None => found.push((key, rank, message)),
                    }
                }
            }
            ValidationErrorsKind::Struct(inner) => collect(inner, &format!("{path}."), found),
            ValidationErrorsKind::List(items) => {
                for (index, inner) in items {
                    collect(inner, &format!("{path}.{index}."), found);
                }
            }
        }
    }
}

/// `publish_date` -> `publishDate`: the Rust field name as the wire (serde's camelCase) writes it.
fn camel_case(field: &str) -> String {
    let mut words = field.split('_');
    let first = words.next().unwrap_or_default().to_owned();
    words.fold(first, |mut name, word| {
        let mut chars = word.chars();
        name.extend(chars.next().map(|c| c.to_ascii_uppercase()));
        name.push_str(chars.as_str());
        name
    })
}

impl<F: Into<String>, M: Into<String>> FromIterator<(F, M)> for FieldErrors {
    /// Collects pairs with [`FieldErrors::add`]'s first-message-wins rule.
    fn from_iter<I: IntoIterator<Item = (F, M)>>(pairs: I) -> Self {
        let mut errors = Self::new();
        for (field, message) in pairs {
            errors.add(field, message);
        }
        errors
    }
}

impl fmt::Display for FieldErrors {
    /// `Validation failed: contractDate: Contract date is required; title: Title is required`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(messages::VALIDATION_FAILED)?;
        for (index, (field, message)) in self.iter().enumerate() {
            let separator = if index == 0 { ": " } else { "; " };
            write!(f, "{separator}{field}: {message}")?;
        }
        Ok(())
    }
}

impl std::error::Error for FieldErrors {}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;

    #[test]
    fn starts_empty_and_valid() {
        let errors = FieldErrors::new();
        assert!(errors.is_empty());
        assert_eq!(errors.len(), 0);
        assert_eq!(errors.get("name"), None);
        assert_eq!(errors.into_result(), Ok(()));
    }

    #[test]
    fn keeps_the_first_message_per_field() {
        let mut errors = FieldErrors::new();
        errors.add("name", "first");
        errors.add("name", "second");
        errors.add("author", "other");
        assert_eq!(errors.get("name"), Some("first"));
        assert_eq!(errors.len(), 2);
        let pairs: Vec<_> = errors.iter().collect();
        assert_eq!(pairs, [("author", "other"), ("name", "first")]);
    }

    #[test]
    fn into_result_fails_with_the_errors() {
        let errors: FieldErrors = [("title", "Title is required")].into_iter().collect();
        assert_eq!(errors.clone().into_result(), Err(errors));
    }

    #[test]
    fn serialises_as_a_plain_object() {
        let errors: FieldErrors = [("name", "Title name is required"), ("publishDate", "bad")].into_iter().collect();
        let json = serde_json::to_string(&errors).unwrap();
        assert_eq!(json, r#"{"name":"Title name is required","publishDate":"bad"}"#);
        assert_eq!(serde_json::from_str::<FieldErrors>(&json).unwrap(), errors);
        assert_eq!(serde_json::to_string(&FieldErrors::new()).unwrap(), "{}");
    }

    #[test]
    fn camel_cases_rust_field_names() {
        assert_eq!(camel_case("publish_date"), "publishDate");
        assert_eq!(camel_case("name"), "name");
        assert_eq!(camel_case("country_id"), "countryId");
    }

    #[test]
    fn displays_every_field_and_is_an_error() {
        let errors: FieldErrors =
            [("title", "Title is required"), ("company", "Company is required")].into_iter().collect();
        assert_eq!(errors.to_string(), "Validation failed: company: Company is required; title: Title is required");
        let boxed: Box<dyn std::error::Error> = Box::new(errors);
        assert!(boxed.to_string().starts_with("Validation failed"));
    }
}
