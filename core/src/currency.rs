//! Currencies: every ISO 4217 currency in use, from the `iso_currency` crate (its table follows
//! the standard's amendments), not a list of ours. Funds (BOV, CLF...), special units (XAU, XDR,
//! XXX...) and codes the standard has superseded (HRK, BGN...) are not offered. The eight of the
//! specification come first in every list, the others follow by code.

use std::fmt;
use std::sync::LazyLock;

use iso_currency::IntoEnumIterator;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A currency in use, on the wire as its ISO 4217 code (`"EUR"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, type = "string"))]
pub struct Currency(iso_currency::Currency);

/// The OpenAPI schema: a string, one of the codes in use (written out, as a derive would for an
/// enum of ours; the list is the crate's).
#[cfg(feature = "openapi")]
impl utoipa::PartialSchema for Currency {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::schema::ObjectBuilder::new()
            .schema_type(utoipa::openapi::schema::Type::String)
            .description(Some("An ISO 4217 currency in use, by its code."))
            .enum_values(Some(Self::all().iter().map(|currency| currency.code())))
            .into()
    }
}

#[cfg(feature = "openapi")]
impl utoipa::ToSchema for Currency {}

/// The specification's eight, in its order: first in every list (docs/product.md §3).
const FIRST: [iso_currency::Currency; 8] = {
    use iso_currency::Currency::{AUD, CAD, CHF, CNY, EUR, GBP, JPY, USD};
    [CHF, CAD, USD, EUR, GBP, JPY, CNY, AUD]
};

/// Every currency in use: FIRST, then the others by code.
static ALL: LazyLock<Vec<Currency>> = LazyLock::new(|| {
    let mut others: Vec<_> =
        iso_currency::Currency::iter().filter(|currency| in_use(*currency) && !FIRST.contains(currency)).collect();
    others.sort_by_key(|currency| currency.code());
    FIRST.into_iter().chain(others).map(Currency).collect()
});

/// Whether `currency` is one a contract can be paid in today.
fn in_use(currency: iso_currency::Currency) -> bool {
    !currency.is_fund() && !currency.is_special() && currency.is_superseded().is_none()
}

impl Currency {
    /// Swiss Franc.
    pub const CHF: Self = Self(iso_currency::Currency::CHF);
    /// Euro, the home currency of a new team.
    pub const EUR: Self = Self(iso_currency::Currency::EUR);

    /// Every currency in use, the specification's eight first.
    pub fn all() -> &'static [Self] {
        &ALL
    }

    /// The ISO 4217 code, e.g. `CHF` (the wire value).
    pub fn code(self) -> &'static str {
        self.0.code()
    }

    /// The English name: the specification's for its eight ("Swiss Franc"), the standard's for the others.
    pub fn name(self) -> &'static str {
        use iso_currency::Currency as Iso;
        match self.0 {
            Iso::CHF => "Swiss Franc",
            Iso::CAD => "Canadian Dollar",
            Iso::USD => "United States Dollar",
            Iso::EUR => "Euro",
            Iso::GBP => "Pound Sterling",
            Iso::JPY => "Japanese Yen",
            Iso::CNY => "Chinese Renminbi",
            Iso::AUD => "Australian Dollar",
            // The crate ties its name to the value's borrow: the one in ALL lives for good.
            _ => Self::all().iter().find(|currency| **currency == self).map_or("", |currency| currency.0.name()),
        }
    }

    /// How many decimals an amount has in it: 2 for most, 0 for JPY or KRW, 3 for KWD.
    pub fn decimals(self) -> u16 {
        self.0.exponent().unwrap_or(2)
    }

    /// The currency in use with this exact code (upper case, as on the wire).
    pub fn parse(code: &str) -> Option<Self> {
        iso_currency::Currency::from_code(code).filter(|currency| in_use(*currency)).map(Self)
    }
}

impl fmt::Display for Currency {
    /// Writes the code.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl Serialize for Currency {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.code())
    }
}

impl<'de> Deserialize<'de> for Currency {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let code = String::deserialize(deserializer)?;
        Self::parse(&code).ok_or_else(|| serde::de::Error::custom(format!("unknown currency {code:?}")))
    }
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;

    #[test]
    fn the_specifications_eight_first_with_their_names() {
        let first: Vec<_> = Currency::all().iter().take(8).map(|c| (c.code(), c.name())).collect();
        assert_eq!(
            first,
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
    }

    #[test]
    fn every_currency_in_use_then_by_code_and_none_twice() {
        let codes: Vec<_> = Currency::all().iter().map(|c| c.code()).collect();
        for code in ["SEK", "KRW", "TRY", "VND", "CZK", "INR", "BRL", "MXN", "NOK", "DKK", "PLN", "KWD"] {
            assert!(codes.contains(&code), "{code} is offered");
        }
        for code in ["XXX", "XAU", "XDR", "BOV", "CLF", "HRK", "BGN", "VES"] {
            assert!(!codes.contains(&code), "{code} is not in use");
            assert_eq!(Currency::parse(code), None, "{code}");
        }
        let rest = &codes[8..];
        assert!(rest.windows(2).all(|pair| pair[0] < pair[1]), "by code, each once: {rest:?}");
        assert!(!rest.iter().any(|code| codes[..8].contains(code)));
        assert!(codes.len() > 140, "{} currencies", codes.len());
    }

    #[test]
    fn decimals_as_the_standard_gives_them() {
        let decimals: Vec<_> =
            ["EUR", "JPY", "KRW", "KWD", "SEK"].iter().map(|code| Currency::parse(code).unwrap().decimals()).collect();
        assert_eq!(decimals, [2, 0, 0, 3, 2]);
    }

    #[test]
    fn parse_is_exact_and_the_wire_is_the_code() {
        for text in ["", "chf", "Chf", "CHF ", "BTC", "Swiss Franc"] {
            assert_eq!(Currency::parse(text), None, "{text:?}");
        }
        let sek = Currency::parse("SEK").unwrap();
        assert_eq!((sek.code(), sek.to_string()), ("SEK", "SEK".to_string()));
        assert_eq!(serde_json::to_string(&sek).unwrap(), "\"SEK\"");
        assert_eq!(serde_json::from_str::<Currency>("\"SEK\"").unwrap(), sek);
        assert!(serde_json::from_str::<Currency>("\"XXX\"").is_err());
        for currency in Currency::all() {
            assert_eq!(Currency::parse(currency.code()), Some(*currency));
        }
    }
}
