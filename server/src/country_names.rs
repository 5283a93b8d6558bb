//! The names people use for countries whose ISO 3166-1 short name they would not type: "USA" for
//! the United States of America, "UK" for the United Kingdom of Great Britain and Northern
//! Ireland, "South Korea" for "Korea (Republic of)". Written here by hand: rust_iso3166 has the
//! official names and codes only, and the common names (CLDR's) come with ICU's data, megabytes
//! for these few dozen lines. Searches and imports find a country by these as by its own name.

/// Alpha-2 code, then the common English names of the country (its alpha-3 code is added apart).
pub const COMMON_NAMES: &[(&str, &[&str])] = &[
    ("AE", &["UAE", "United Arab Emirates", "Emirates"]),
    ("BA", &["Bosnia", "Bosnia-Herzegovina"]),
    ("BN", &["Brunei"]),
    ("BO", &["Bolivia"]),
    ("CD", &["DR Congo", "Democratic Republic of the Congo", "Congo-Kinshasa"]),
    ("CG", &["Republic of the Congo", "Congo-Brazzaville"]),
    ("CI", &["Ivory Coast", "Cote d'Ivoire"]),
    ("CN", &["China", "PRC"]),
    ("CV", &["Cape Verde"]),
    ("CZ", &["Czech Republic"]),
    ("FM", &["Micronesia"]),
    ("GB", &["UK", "United Kingdom", "Great Britain", "Britain", "England", "Scotland", "Wales", "Northern Ireland"]),
    ("IR", &["Iran"]),
    ("KP", &["North Korea"]),
    ("KR", &["South Korea", "Korea"]),
    ("LA", &["Laos"]),
    ("MD", &["Moldova"]),
    ("MK", &["Macedonia"]),
    ("MM", &["Burma"]),
    ("NL", &["Netherlands", "The Netherlands", "Holland"]),
    ("PS", &["Palestine"]),
    ("RU", &["Russia"]),
    ("SY", &["Syria"]),
    ("SZ", &["Swaziland"]),
    ("TR", &["Turkey"]),
    ("TW", &["Taiwan"]),
    ("TZ", &["Tanzania"]),
    ("US", &["US", "United States", "America", "U.S.", "U.S.A."]),
    ("VA", &["Vatican", "Vatican City"]),
    ("VE", &["Venezuela"]),
    ("VN", &["Vietnam"]),
];

/// The common names of the country with this alpha-2 code (none for most).
pub fn common_names(alpha2: &str) -> &'static [&'static str] {
    COMMON_NAMES.iter().find(|(code, _)| *code == alpha2).map_or(&[], |(_, names)| names)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_is_a_country_and_no_name_is_another_countrys() {
        for (code, names) in COMMON_NAMES {
            let country = rust_iso3166::from_alpha2(code).unwrap_or_else(|| panic!("{code} is not a country"));
            assert!(!names.contains(&country.alpha3), "{code}: its alpha-3 code is listed already");
            for name in *names {
                let official = rust_iso3166::ALL.iter().find(|country| country.name.eq_ignore_ascii_case(name));
                assert!(official.is_none_or(|country| country.alpha2 == *code), "{name} is {official:?}");
            }
        }
        assert_eq!(common_names("TR"), ["Turkey"]);
        assert!(common_names("FR").is_empty());
    }
}
