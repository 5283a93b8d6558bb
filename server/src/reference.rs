//! The ISO reference lists companies point at: every ISO 3166-1 country (with its alpha-3 code and
//! common names, crate::country_names) and every language with an ISO 639-1 code, from maintained
//! crates; and the sections of Thema, the subject scheme of a title's subjects (core's). The code is the id, so a list cached in a browser
//! stays valid across restarts and databases.

use axum::body::Bytes;
use rightsdesk_core::{
    Company, Country, FieldErrors, Language, Normalize, Territory, messages, thema, validate_company,
};
use serde::Serialize;
use utoipa::ToSchema;

use crate::country_names::common_names;
use crate::error::{Error, Result};

pub struct Reference {
    pub countries: Vec<Country>,
    pub languages: Vec<Language>,
    /// The answers of `GET /api/countries`, `GET /api/languages` and `GET /api/reference/thema`,
    /// serialised once.
    pub countries_json: Bytes,
    pub languages_json: Bytes,
    pub thema_json: Bytes,
}

/// A section of Thema, the subject scheme of a title's `subjects`: the first character of the
/// codes in it, and its English name.
#[derive(Debug, Serialize, ToSchema)]
pub struct ThemaSection {
    /// `F`, or a qualifiers' digit (`1`).
    #[schema(example = "F")]
    pub code: String,
    #[schema(example = "Fiction and Related items")]
    pub name: String,
}

/// The answer of `GET /api/languages`: the list under `data`, as the spec's client reads it.
#[derive(Debug, Serialize, ToSchema)]
pub struct LanguageList {
    pub data: Vec<Language>,
}

impl Reference {
    /// Built once at start-up, sorted by name as a select shows them.
    pub fn load() -> Self {
        let mut countries: Vec<Country> = rust_iso3166::ALL
            .iter()
            .map(|c| Country {
                id: c.alpha2.to_string(),
                code: c.alpha2.to_string(),
                name: c.name.to_string(),
                aliases: std::iter::once(c.alpha3)
                    .chain(common_names(c.alpha2).iter().copied())
                    .map(String::from)
                    .collect(),
            })
            .collect();
        countries.sort_by(|a, b| a.name.cmp(&b.name));
        let mut languages: Vec<Language> = isolang::languages()
            .filter_map(|l| {
                let code = l.to_639_1()?;
                Some(Language { id: code.to_string(), code: code.to_string(), name: l.to_name().to_string() })
            })
            .collect();
        languages.sort_by(|a, b| a.name.cmp(&b.name));
        let countries_json = serde_json::to_vec(&countries).expect("countries serialise").into();
        let languages_json =
            serde_json::to_vec(&LanguageList { data: languages.clone() }).expect("languages serialise").into();
        let thema: Vec<ThemaSection> = thema::sections()
            .map(|(code, name)| ThemaSection { code: code.to_string(), name: name.to_string() })
            .collect();
        let thema_json = serde_json::to_vec(&thema).expect("Thema sections serialise").into();
        Reference { countries, languages, countries_json, languages_json, thema_json }
    }

    pub fn country(&self, id: &str) -> Option<&Country> {
        self.countries.iter().find(|c| c.id == id)
    }

    pub fn language(&self, id: &str) -> Option<&Language> {
        self.languages.iter().find(|l| l.id == id)
    }

    /// Adds to `errors` what these lists refuse of a license's or pitch's language (under
    /// `language`) and territory (under `territory`).
    pub fn check_rights_codes(&self, language: Option<&str>, territory: &Territory, errors: &mut FieldErrors) {
        if language.is_some_and(|code| self.language(code).is_none()) {
            errors.add("language", messages::UNKNOWN_LANGUAGE);
        }
        if let Some(problem) = territory.problem(|code| self.country(code).is_some()) {
            errors.add("territory", problem);
        }
    }

    /// Checks a company with the core's rules and these lists, and returns it as it will be
    /// stored (normalised, names of country and languages left to the lists).
    pub fn checked(&self, company: Company) -> Result<Company> {
        let mut errors = validate_company(&company);
        let company = company.normalized();
        if company.country_id.as_deref().is_some_and(|id| self.country(id).is_none()) {
            errors.add("countryId", messages::UNKNOWN_COUNTRY);
        }
        if company.language_id.as_deref().is_some_and(|id| self.language(id).is_none()) {
            errors.add("languageId", messages::UNKNOWN_LANGUAGE);
        }
        for (index, contact) in company.contacts.iter().enumerate() {
            if contact.language_ids.iter().any(|id| self.language(id).is_none()) {
                errors.add(format!("contacts.{index}.languageIds"), messages::UNKNOWN_LANGUAGE);
            }
        }
        errors.into_result().map_err(Error::Validation)?;
        let mut company = Company { id: None, country: None, language: None, ..company };
        company.contacts.iter_mut().for_each(|contact| contact.languages.clear());
        Ok(company)
    }
}

#[cfg(test)]
mod tests {
    use super::Reference;

    #[test]
    fn every_iso_country_and_639_1_language_is_listed() {
        let reference = Reference::load();
        // Core's territories count on this number: two "world except" territories share a country
        // unless their exclusions name all of them.
        assert_eq!(reference.countries.len(), rightsdesk_core::territory::COUNTRY_COUNT);
        assert_eq!(reference.country("FR").unwrap().name, "France");
        assert!(reference.languages.len() >= 180);
        assert_eq!(reference.language("fr").unwrap().name, "French");
        assert!(reference.language("fra").is_none(), "only two-letter codes");
    }
}
