//! [`Normalize`]: the one step that turns a submitted entity into its stored form, so the
//! browser (through wasm, before it sends) and the server (before it validates and writes) agree
//! on it: texts trimmed, blank optional texts absent, company types without repeats.

use crate::entities::{Company, Contact, Event, License, Offer, Prospection, Title, User};

/// The stored form of an entity. The rules ([`crate::validate_title`] and its siblings) judge
/// this form.
pub trait Normalize {
    /// Trims every text, makes blank optional texts absent and drops repeated list values.
    fn normalized(self) -> Self;
}

/// A trimmed text, or `None` when nothing but whitespace is left: forms hold `""` for an
/// untouched input.
fn tidy(text: Option<String>) -> Option<String> {
    text.map(|text| trimmed(&text)).filter(|text| !text.is_empty())
}

fn trimmed(text: &str) -> String {
    text.trim().to_owned()
}

impl Normalize for Title {
    fn normalized(self) -> Self {
        Self {
            id: self.id,
            name: trimmed(&self.name),
            author: tidy(self.author),
            publish_date: tidy(self.publish_date),
            description: tidy(self.description),
        }
    }
}

impl Normalize for Contact {
    fn normalized(self) -> Self {
        Self { id: self.id, name: trimmed(&self.name), email: tidy(self.email) }
    }
}

/// The values trimmed, each once, in their first order.
fn distinct(values: &[String]) -> Vec<String> {
    let mut kept: Vec<String> = Vec::new();
    for value in values.iter().map(|value| trimmed(value)) {
        if !kept.contains(&value) {
            kept.push(value);
        }
    }
    kept
}

impl Normalize for Company {
    fn normalized(self) -> Self {
        let types = distinct(&self.types);
        Self {
            id: self.id,
            name: trimmed(&self.name),
            country: tidy(self.country),
            country_id: tidy(self.country_id),
            types,
            language: tidy(self.language),
            language_id: tidy(self.language_id),
            address: tidy(self.address),
            notes: tidy(self.notes),
            contacts: self.contacts.into_iter().map(Normalize::normalized).collect(),
            remove_contacts: self.remove_contacts,
        }
    }
}

impl Normalize for License {
    fn normalized(self) -> Self {
        Self {
            title: trimmed(&self.title),
            company: trimmed(&self.company),
            agent: tidy(self.agent),
            commission: tidy(self.commission),
            contract_date: tidy(self.contract_date),
            contract_type: tidy(self.contract_type),
            end_date: tidy(self.end_date),
            currency: tidy(self.currency),
            royalties: tidy(self.royalties),
            files_fee: tidy(self.files_fee),
            publication_date: tidy(self.publication_date),
            print_run: tidy(self.print_run),
            retail_price: tidy(self.retail_price),
            notes: tidy(self.notes),
            ..self
        }
    }
}

impl Normalize for Offer {
    fn normalized(self) -> Self {
        Self {
            received_date: tidy(self.received_date),
            currency: tidy(self.currency),
            royalties: tidy(self.royalties),
            notes: tidy(self.notes),
            status: tidy(self.status),
            ..self
        }
    }
}

impl Normalize for Event {
    fn normalized(self) -> Self {
        Self {
            title: trimmed(&self.title),
            start: tidy(self.start),
            end: tidy(self.end),
            location: tidy(self.location),
            notes: tidy(self.notes),
            ..self
        }
    }
}

impl Normalize for Prospection {
    fn normalized(self) -> Self {
        let material = distinct(&self.material);
        Self {
            title: trimmed(&self.title),
            company: trimmed(&self.company),
            contract_type: tidy(self.contract_type),
            language: tidy(self.language),
            territory: tidy(self.territory),
            status: tidy(self.status),
            sent_date: tidy(self.sent_date),
            chase_date: tidy(self.chase_date),
            last_chased_date: tidy(self.last_chased_date),
            option_expiry: tidy(self.option_expiry),
            decline_reason: tidy(self.decline_reason),
            material,
            source: tidy(self.source),
            currency: tidy(self.currency),
            notes: tidy(self.notes),
            offers: self.offers.into_iter().map(Normalize::normalized).collect(),
            ..self
        }
    }
}

impl Normalize for User {
    /// The e-mail address in lower case, as sign-in matches it; the password as typed (spaces
    /// are part of it), an empty one absent.
    fn normalized(self) -> Self {
        Self {
            email: lower_case(&trimmed(&self.email)),
            name: trimmed(&self.name),
            role: trimmed(&self.role),
            password: self.password.filter(|password| !password.is_empty()),
            ..self
        }
    }
}

/// `text` in lower case by Unicode's rules. In the browser's wasm, the browser's own
/// `String.prototype.toLowerCase` (the same Unicode mapping): Rust's `str::to_lowercase` links
/// its case tables into the wasm, 7.7 KB of the 63.7 KB gzipped (measured 2026-11-25 with
/// twiggy), for the one e-mail address of the user form.
#[cfg(not(target_arch = "wasm32"))]
fn lower_case(text: &str) -> String {
    text.to_lowercase()
}

#[cfg(target_arch = "wasm32")]
fn lower_case(text: &str) -> String {
    js_sys::JsString::from(text).to_lower_case().into()
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;

    #[test]
    fn titles_are_trimmed_and_blanks_absent() {
        let title = Title {
            id: Some(4),
            name: "  Dune \n".into(),
            author: Some(" Frank Herbert ".into()),
            publish_date: Some("   ".into()),
            description: Some(String::new()),
        };
        assert_eq!(
            title.normalized(),
            Title { id: Some(4), name: "Dune".into(), author: Some("Frank Herbert".into()), ..Title::default() }
        );
    }

    #[test]
    fn companies_lose_repeated_types_and_blank_contact_emails() {
        let company = Company {
            name: " Gallimard ".into(),
            country_id: Some(" FR ".into()),
            types: vec!["publisher".into(), " publisher".into(), "other".into()],
            notes: Some("\t".into()),
            contacts: vec![Contact { id: Some(2), name: " Anne ".into(), email: Some(" ".into()) }],
            remove_contacts: vec![9],
            ..Company::default()
        };
        let stored = company.normalized();
        assert_eq!(stored.name, "Gallimard");
        assert_eq!(stored.country_id.as_deref(), Some("FR"));
        assert_eq!(stored.types, ["publisher", "other"]);
        assert_eq!(stored.notes, None);
        assert_eq!(stored.contacts, [Contact { id: Some(2), name: "Anne".into(), email: None }]);
        assert_eq!(stored.remove_contacts, [9]);
    }

    #[test]
    fn licenses_keep_numbers_flags_and_ids() {
        let license = License {
            id: Some(1),
            title: " Dune ".into(),
            title_id: Some(3),
            company: "G ".into(),
            contract_date: Some(" 2024-01-05 ".into()),
            currency: Some(String::new()),
            advance: Some(12.5),
            signed: true,
            ..License::default()
        };
        let stored = license.normalized();
        assert_eq!((stored.title.as_str(), stored.company.as_str()), ("Dune", "G"));
        assert_eq!(stored.contract_date.as_deref(), Some("2024-01-05"));
        assert_eq!(stored.currency, None);
        assert_eq!((stored.id, stored.title_id, stored.advance, stored.signed), (Some(1), Some(3), Some(12.5), true));
    }

    #[test]
    fn users_have_lower_case_addresses_and_untouched_passwords() {
        let user = User {
            email: " Ada@Example.COM ".into(),
            name: " Ada ".into(),
            role: "admin ".into(),
            password: Some(" secret words ".into()),
            ..User::default()
        };
        let stored = user.normalized();
        assert_eq!(
            (stored.email.as_str(), stored.name.as_str(), stored.role.as_str()),
            ("ada@example.com", "Ada", "admin")
        );
        assert_eq!(stored.password.as_deref(), Some(" secret words "));
        assert!(stored.active);
        assert_eq!(User { password: Some(String::new()), ..User::default() }.normalized().password, None);
    }

    /// Beyond ASCII too, and the same natively and in the browser's wasm (which lowers through
    /// the browser's `toLowerCase`): these cases run under both.
    #[test]
    fn addresses_are_lowered_by_unicode_rules() {
        for (typed, stored) in [("ÉLODIE@Café.FR", "élodie@café.fr"), ("ΟΔΥΣΣΕΑΣ@Example.gr", "οδυσσεας@example.gr")]
        {
            let user = User { email: typed.into(), ..User::default() };
            assert_eq!(user.normalized().email, stored);
        }
    }
}
