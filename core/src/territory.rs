//! [`Territory`]: where a license, a pitch or a right held applies (docs/http.md, "The rights
//! vocabulary"): the world, possibly less some countries, or a list of countries, by ISO 3166-1
//! alpha-2 code. Its text form ("World", "World except CH, LI", "DE, AT") is what the database
//! stores, a CSV cell holds and the lists show; the JSON form is
//! `{"world": true, "include": [], "exclude": ["CH"]}`. The named [`GROUPS`] are a picker's
//! shortcuts: a territory holds their countries, not their names.
//!
//! Which codes exist is the caller's list (the server's ISO 3166-1 list, the browser's
//! `/api/countries`), as for languages: [`Territory::problem`] takes it as a function.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::messages;

/// How many codes ISO 3166-1 assigns: two territories both "the world except some countries"
/// share a country unless their exclusions together name every one.
pub const COUNTRY_COUNT: usize = 249;

/// The world, or the countries listed. Codes are upper case, sorted, each once
/// ([`Territory::normalized`]); `include` is empty for the world and `exclude` empty otherwise.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Territory {
    /// The whole world, less `exclude`.
    pub world: bool,
    /// The countries, when not the world.
    pub include: Vec<String>,
    /// The countries the world leaves out.
    pub exclude: Vec<String>,
}

impl Default for Territory {
    /// The world: what an absent territory means.
    fn default() -> Self {
        Territory { world: true, include: Vec::new(), exclude: Vec::new() }
    }
}

/// A named set of countries a picker offers at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CountryGroup {
    /// What people call it.
    pub name: &'static str,
    /// Its ISO 3166-1 alpha-2 codes.
    pub codes: &'static [&'static str],
}

/// The groups a team picks territories by. Written here: no maintained crate carries the trade's
/// groupings (the UN's regions put Mexico in "Northern America" and Cyprus in Asia, which is not
/// what a rights contract means by them), and they are a few lines.
pub const GROUPS: &[CountryGroup] = &[
    CountryGroup {
        name: "EU",
        codes: &[
            "AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IE", "IT", "LT", "LU",
            "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK",
        ],
    },
    CountryGroup {
        name: "Europe",
        codes: &[
            "AD", "AL", "AT", "AX", "BA", "BE", "BG", "BY", "CH", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FO", "FR",
            "GB", "GG", "GI", "GR", "HR", "HU", "IE", "IM", "IS", "IT", "JE", "LI", "LT", "LU", "LV", "MC", "MD", "ME",
            "MK", "MT", "NL", "NO", "PL", "PT", "RO", "RS", "RU", "SE", "SI", "SJ", "SK", "SM", "UA", "VA",
        ],
    },
    CountryGroup {
        name: "Latin America",
        codes: &[
            "AR", "BO", "BR", "CL", "CO", "CR", "CU", "DO", "EC", "GT", "HN", "HT", "MX", "NI", "PA", "PE", "PR", "PY",
            "SV", "UY", "VE",
        ],
    },
    // As North American rights are sold: the United States and Canada.
    CountryGroup { name: "North America", codes: &["CA", "US"] },
    // The United Kingdom and the Commonwealth's member states.
    CountryGroup {
        name: "UK & Commonwealth",
        codes: &[
            "AG", "AU", "BB", "BD", "BN", "BS", "BW", "BZ", "CA", "CM", "CY", "DM", "FJ", "GA", "GB", "GD", "GH", "GM",
            "GY", "IN", "JM", "KE", "KI", "KN", "LC", "LK", "LS", "MT", "MU", "MV", "MW", "MY", "MZ", "NA", "NG", "NR",
            "NZ", "PG", "PK", "RW", "SB", "SC", "SG", "SL", "SZ", "TG", "TO", "TT", "TV", "TZ", "UG", "VC", "VU", "WS",
            "ZA", "ZM",
        ],
    },
];

impl Territory {
    /// The countries listed, not the world.
    pub fn countries<S: AsRef<str>>(codes: &[S]) -> Self {
        Territory { world: false, include: codes.iter().map(|c| c.as_ref().to_owned()).collect(), exclude: Vec::new() }
            .normalized()
    }

    /// The text form read back: blank or "World" (any case) is the world, "World except CH, LI"
    /// the world less those, anything else a list of codes separated by commas, semicolons or
    /// spaces ("DE, AT"). Codes are not checked here ([`Territory::problem`] does).
    pub fn parse(text: &str) -> Self {
        let text = text.trim();
        let codes = |list: &str| -> Vec<String> {
            list.split([',', ';', ' ']).filter(|code| !code.trim().is_empty()).map(str::to_owned).collect()
        };
        let lower = text.to_ascii_lowercase();
        let territory = if text.is_empty() || lower == "world" {
            Territory::default()
        } else if let Some(rest) = lower.strip_prefix("world except ") {
            Territory { world: true, include: Vec::new(), exclude: codes(&text[text.len() - rest.len()..]) }
        } else {
            Territory { world: false, include: codes(text), exclude: Vec::new() }
        };
        territory.normalized()
    }

    /// Codes trimmed, in upper case, sorted, each once; the list the other side does not use
    /// emptied.
    pub fn normalized(self) -> Self {
        let tidy = |codes: Vec<String>| {
            let mut codes: Vec<String> =
                codes.iter().map(|code| code.trim().to_ascii_uppercase()).filter(|code| !code.is_empty()).collect();
            codes.sort();
            codes.dedup();
            codes
        };
        if self.world {
            Territory { world: true, include: Vec::new(), exclude: tidy(self.exclude) }
        } else {
            Territory { world: false, include: tidy(self.include), exclude: Vec::new() }
        }
    }

    /// What is wrong with this (normalised) territory, given which codes exist: no country at all
    /// ([`messages::CHOOSE_WORLD_OR_COUNTRY`]), or the first code that is not one
    /// ([`messages::unknown_country_code`]).
    pub fn problem(&self, is_country: impl Fn(&str) -> bool) -> Option<String> {
        if !self.world && self.include.is_empty() {
            return Some(messages::CHOOSE_WORLD_OR_COUNTRY.to_owned());
        }
        let shaped = |code: &str| code.len() == 2 && code.bytes().all(|b| b.is_ascii_uppercase());
        self.include
            .iter()
            .chain(&self.exclude)
            .find(|code| !shaped(code) || !is_country(code))
            .map(|code| messages::unknown_country_code(code))
    }

    /// Whether this territory holds `code`.
    pub fn holds(&self, code: &str) -> bool {
        if self.world { !self.exclude.iter().any(|c| c == code) } else { self.include.iter().any(|c| c == code) }
    }

    /// Whether the two have a country in common.
    pub fn shares_country(&self, other: &Territory) -> bool {
        match (self.world, other.world) {
            (true, true) => {
                let mut excluded: Vec<&String> = self.exclude.iter().chain(&other.exclude).collect();
                excluded.sort();
                excluded.dedup();
                excluded.len() < COUNTRY_COUNT
            }
            (true, false) => other.include.iter().any(|code| self.holds(code)),
            (false, _) => self.include.iter().any(|code| other.holds(code)),
        }
    }

    /// Whether every country of `other` is in this one.
    pub fn contains(&self, other: &Territory) -> bool {
        match (self.world, other.world) {
            (true, true) => self.exclude.iter().all(|code| other.exclude.contains(code)),
            (true, false) => other.include.iter().all(|code| self.holds(code)),
            // A list of countries holds the world less some only if it lists every one.
            (false, true) => self.include.len() + other.exclude.len() >= COUNTRY_COUNT,
            (false, false) => other.include.iter().all(|code| self.holds(code)),
        }
    }
}

impl fmt::Display for Territory {
    /// The text form [`Territory::parse`] reads.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.world, self.exclude.is_empty()) {
            (true, true) => f.write_str("World"),
            (true, false) => write!(f, "World except {}", self.exclude.join(", ")),
            (false, _) => f.write_str(&self.include.join(", ")),
        }
    }
}

impl<'de> Deserialize<'de> for Territory {
    /// The JSON object, or its text form (what a CSV cell or an older client sends): a field
    /// that was free text before the rights vocabulary keeps reading what such clients send.
    /// An object without `world` is the world when it includes nothing.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Wire {
            Text(String),
            Parts {
                world: Option<bool>,
                #[serde(default)]
                include: Vec<String>,
                #[serde(default)]
                exclude: Vec<String>,
            },
        }
        Ok(match Wire::deserialize(deserializer)? {
            Wire::Text(text) => Territory::parse(&text),
            Wire::Parts { world, include, exclude } => {
                let world = world.unwrap_or(include.is_empty());
                Territory { world, include, exclude }.normalized()
            }
        })
    }
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use serde_json::json;

    use super::*;

    fn any_country(code: &str) -> bool {
        code != "XX"
    }

    #[test]
    fn text_form_reads_back() {
        for (text, shown) in [
            ("", "World"),
            ("world", "World"),
            (" World ", "World"),
            ("World except ch, LI", "World except CH, LI"),
            ("de,at", "AT, DE"),
            ("DE; AT DE", "AT, DE"),
        ] {
            let territory = Territory::parse(text);
            assert_eq!(territory.to_string(), shown, "{text:?}");
            assert_eq!(Territory::parse(&territory.to_string()), territory);
        }
    }

    #[test]
    fn json_and_text_forms() {
        let read = |value| serde_json::from_value::<Territory>(value).unwrap();
        assert_eq!(read(json!({"world": true, "exclude": ["ch"]})).to_string(), "World except CH");
        assert_eq!(read(json!({"world": false, "include": ["DE", "AT"]})), Territory::countries(&["AT", "DE"]));
        assert_eq!(read(json!({"include": ["FR"]})).to_string(), "FR");
        assert_eq!(read(json!({})), Territory::default());
        assert_eq!(read(json!("UK & Commonwealth")).include, ["&", "COMMONWEALTH", "UK"]);
        assert_eq!(
            serde_json::to_value(Territory::countries(&["DE"])).unwrap(),
            json!({"world": false, "include": ["DE"], "exclude": []})
        );
    }

    #[test]
    fn problems_name_the_code() {
        assert_eq!(Territory::default().problem(any_country), None);
        assert_eq!(
            Territory::countries::<&str>(&[]).problem(any_country).as_deref(),
            Some(messages::CHOOSE_WORLD_OR_COUNTRY)
        );
        assert_eq!(Territory::parse("DE, XX").problem(any_country).as_deref(), Some("Unknown country code: XX"));
        assert_eq!(
            Territory::parse("World except DEU").problem(any_country).as_deref(),
            Some("Unknown country code: DEU")
        );
    }

    #[test]
    fn sharing_and_containing() {
        let world = Territory::default();
        let but_ch = Territory::parse("World except CH");
        let dach = Territory::parse("DE, AT, CH");
        let ch = Territory::parse("CH");
        assert!(world.shares_country(&dach) && dach.shares_country(&world));
        assert!(but_ch.shares_country(&dach));
        assert!(!but_ch.shares_country(&ch) && !ch.shares_country(&but_ch));
        assert!(!Territory::parse("FR").shares_country(&dach));
        assert!(world.shares_country(&but_ch));
        assert!(world.contains(&dach) && world.contains(&but_ch) && !but_ch.contains(&world));
        assert!(dach.contains(&ch) && !ch.contains(&dach) && !but_ch.contains(&ch) && !dach.contains(&world));
    }

    #[test]
    fn groups_hold_codes_once() {
        for group in GROUPS {
            let territory = Territory::countries(group.codes);
            assert_eq!(territory.include.len(), group.codes.len(), "{}", group.name);
            assert_eq!(territory.problem(any_country), None, "{}", group.name);
        }
        assert_eq!(GROUPS.iter().find(|g| g.name == "EU").unwrap().codes.len(), 27);
        assert_eq!(GROUPS.iter().find(|g| g.name == "UK & Commonwealth").unwrap().codes.len(), 56);
    }
}
