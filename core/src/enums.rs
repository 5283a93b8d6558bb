//! The closed lists of the domain: contract types, currencies, user roles and company types.
//! Each has `ALL` (in display order), its wire string, a label for people, and `parse`.
//! The serde names and `as_str`/`code` are the same strings (a test checks every value).

use std::fmt;

use serde::{Deserialize, Serialize};

/// The kind of rights a license grants (spec §3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum ContractType {
    /// `foreign_rights`, "Foreign Rights".
    ForeignRights,
    /// `audio_visual`, "Audio Visual".
    AudioVisual,
    /// `audio`, "Audio".
    Audio,
    /// `ebook`, "Ebook".
    Ebook,
}

impl ContractType {
    /// Every contract type, in the order forms list them.
    pub const ALL: [Self; 4] = [Self::ForeignRights, Self::AudioVisual, Self::Audio, Self::Ebook];

    /// The wire value, e.g. `foreign_rights`.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::ForeignRights => "foreign_rights",
            Self::AudioVisual => "audio_visual",
            Self::Audio => "audio",
            Self::Ebook => "ebook",
        }
    }

    /// The label people read, e.g. "Foreign Rights".
    pub fn label(self) -> &'static str {
        match self {
            Self::ForeignRights => "Foreign Rights",
            Self::AudioVisual => "Audio Visual",
            Self::Audio => "Audio",
            Self::Ebook => "Ebook",
        }
    }

    /// The contract type with this exact wire value.
    pub fn parse(value: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|item| item.as_str() == value)
    }
}

impl fmt::Display for ContractType {
    /// Writes the wire value.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The currencies a license amount may be in (spec §3), serialised as the ISO 4217 code.
#[allow(clippy::upper_case_acronyms)] // the variants are the ISO codes the wire carries
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Currency {
    /// Swiss Franc.
    CHF,
    /// Canadian Dollar.
    CAD,
    /// United States Dollar.
    USD,
    /// Euro.
    EUR,
    /// Pound Sterling.
    GBP,
    /// Japanese Yen.
    JPY,
    /// Chinese Renminbi.
    CNY,
    /// Australian Dollar.
    AUD,
}

impl Currency {
    /// Every offered currency, in the specification's order.
    pub const ALL: [Self; 8] = [Self::CHF, Self::CAD, Self::USD, Self::EUR, Self::GBP, Self::JPY, Self::CNY, Self::AUD];

    /// The ISO 4217 code, e.g. `CHF` (the wire value).
    pub fn code(self) -> &'static str {
        match self {
            Self::CHF => "CHF",
            Self::CAD => "CAD",
            Self::USD => "USD",
            Self::EUR => "EUR",
            Self::GBP => "GBP",
            Self::JPY => "JPY",
            Self::CNY => "CNY",
            Self::AUD => "AUD",
        }
    }

    /// Same as [`Currency::code`], for symmetry with the other enums.
    pub fn as_str(self) -> &'static str {
        self.code()
    }

    /// The currency's English name, e.g. "Swiss Franc".
    pub fn name(self) -> &'static str {
        match self {
            Self::CHF => "Swiss Franc",
            Self::CAD => "Canadian Dollar",
            Self::USD => "United States Dollar",
            Self::EUR => "Euro",
            Self::GBP => "Pound Sterling",
            Self::JPY => "Japanese Yen",
            Self::CNY => "Chinese Renminbi",
            Self::AUD => "Australian Dollar",
        }
    }

    /// Same as [`Currency::name`], for symmetry with the other enums.
    pub fn label(self) -> &'static str {
        self.name()
    }

    /// The currency with this exact code (upper case, as on the wire).
    pub fn parse(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|item| item.code() == code)
    }
}

impl fmt::Display for Currency {
    /// Writes the code.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// What a signed-in user may do (api.md): viewers read, editors also change business data,
/// admins also manage the team's users. Carried in the token's `roles` claim.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Role {
    /// `admin`: everything, including the team's users.
    Admin,
    /// `editor`: reads, creates, updates and deletes business data.
    Editor,
    /// `viewer`: reads only.
    Viewer,
}

impl Role {
    /// Every role, most powerful first.
    pub const ALL: [Self; 3] = [Self::Admin, Self::Editor, Self::Viewer];

    /// The wire value, e.g. `admin`.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Admin => "admin",
            Self::Editor => "editor",
            Self::Viewer => "viewer",
        }
    }

    /// The label people read, e.g. "Admin".
    pub fn label(self) -> &'static str {
        match self {
            Self::Admin => "Admin",
            Self::Editor => "Editor",
            Self::Viewer => "Viewer",
        }
    }

    /// The role with this exact wire value.
    pub fn parse(value: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|item| item.as_str() == value)
    }

    /// May create, update and delete business data (admin, editor).
    pub fn can_write(self) -> bool {
        matches!(self, Self::Admin | Self::Editor)
    }

    /// May manage the team's users (admin only).
    pub fn can_manage_users(self) -> bool {
        matches!(self, Self::Admin)
    }
}

impl fmt::Display for Role {
    /// Writes the wire value.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Suggested kinds of company (api.md); a company's `types` holds these wire values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum CompanyType {
    /// `publisher`, "Publisher".
    Publisher,
    /// `literary_agency`, "Literary Agency".
    LiteraryAgency,
    /// `producer`, "Producer".
    Producer,
    /// `audio_publisher`, "Audio Publisher".
    AudioPublisher,
    /// `other`, "Other".
    Other,
}

impl CompanyType {
    /// Every company type, in the order forms list them.
    pub const ALL: [Self; 5] =
        [Self::Publisher, Self::LiteraryAgency, Self::Producer, Self::AudioPublisher, Self::Other];

    /// The wire value, e.g. `literary_agency`.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Publisher => "publisher",
            Self::LiteraryAgency => "literary_agency",
            Self::Producer => "producer",
            Self::AudioPublisher => "audio_publisher",
            Self::Other => "other",
        }
    }

    /// The label people read, e.g. "Literary Agency".
    pub fn label(self) -> &'static str {
        match self {
            Self::Publisher => "Publisher",
            Self::LiteraryAgency => "Literary Agency",
            Self::Producer => "Producer",
            Self::AudioPublisher => "Audio Publisher",
            Self::Other => "Other",
        }
    }

    /// The company type with this exact wire value.
    pub fn parse(value: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|item| item.as_str() == value)
    }
}

impl fmt::Display for CompanyType {
    /// Writes the wire value.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;

    /// serde's name, `as_str`, `parse` and Display must be one and the same string.
    fn assert_wire_agrees<T>(items: &[T], wire: impl Fn(T) -> &'static str, parse: impl Fn(&str) -> Option<T>)
    where
        T: Copy + PartialEq + fmt::Debug + fmt::Display + Serialize + serde::de::DeserializeOwned,
    {
        for &item in items {
            let text = wire(item);
            assert_eq!(serde_json::to_string(&item).unwrap(), format!("\"{text}\""));
            assert_eq!(serde_json::from_str::<T>(&format!("\"{text}\"")).unwrap(), item);
            assert_eq!(parse(text), Some(item));
            assert_eq!(item.to_string(), text);
        }
    }

    #[test]
    fn contract_types_in_spec_order_with_labels() {
        let pairs: Vec<_> = ContractType::ALL.iter().map(|t| (t.as_str(), t.label())).collect();
        assert_eq!(
            pairs,
            [
                ("foreign_rights", "Foreign Rights"),
                ("audio_visual", "Audio Visual"),
                ("audio", "Audio"),
                ("ebook", "Ebook")
            ]
        );
        assert_wire_agrees(&ContractType::ALL, ContractType::as_str, ContractType::parse);
    }

    #[test]
    fn currencies_in_spec_order_with_names() {
        let pairs: Vec<_> = Currency::ALL.iter().map(|c| (c.code(), c.name())).collect();
        assert_eq!(
            pairs,
            [
                ("CHF", "Swiss Franc"),
                ("CAD", "Canadian Dollar"),
                ("USD", "United States Dollar"),
                ("EUR", "Euro"),
                ("GBP", "Pound Sterling"),
                ("JPY", "Japanese Yen"),
                ("CNY", "Chinese Renminbi"),
                ("AUD", "Australian Dollar"),
            ]
        );
        assert_wire_agrees(&Currency::ALL, Currency::code, Currency::parse);
        assert_eq!(Currency::EUR.as_str(), "EUR");
        assert_eq!(Currency::EUR.label(), "Euro");
    }

    #[test]
    fn roles_and_their_rights() {
        let pairs: Vec<_> = Role::ALL.iter().map(|r| (r.as_str(), r.label())).collect();
        assert_eq!(pairs, [("admin", "Admin"), ("editor", "Editor"), ("viewer", "Viewer")]);
        assert_wire_agrees(&Role::ALL, Role::as_str, Role::parse);
        let rights: Vec<_> = Role::ALL.iter().map(|r| (r.can_write(), r.can_manage_users())).collect();
        assert_eq!(rights, [(true, true), (true, false), (false, false)]);
    }

    #[test]
    fn company_types_with_labels() {
        let pairs: Vec<_> = CompanyType::ALL.iter().map(|t| (t.as_str(), t.label())).collect();
        assert_eq!(
            pairs,
            [
                ("publisher", "Publisher"),
                ("literary_agency", "Literary Agency"),
                ("producer", "Producer"),
                ("audio_publisher", "Audio Publisher"),
                ("other", "Other"),
            ]
        );
        assert_wire_agrees(&CompanyType::ALL, CompanyType::as_str, CompanyType::parse);
    }

    #[test]
    fn parse_is_exact() {
        for text in ["", "Foreign Rights", "FOREIGN_RIGHTS", " audio", "foreignRights"] {
            assert_eq!(ContractType::parse(text), None, "{text:?}");
        }
        for text in ["", "chf", "Chf", "CHF ", "XXX", "BTC", "Swiss Franc"] {
            assert_eq!(Currency::parse(text), None, "{text:?}");
        }
        for text in ["", "Admin", "root"] {
            assert_eq!(Role::parse(text), None, "{text:?}");
        }
        for text in ["", "Publisher", "agency"] {
            assert_eq!(CompanyType::parse(text), None, "{text:?}");
        }
        assert!(serde_json::from_str::<Currency>("\"XXX\"").is_err());
    }
}
