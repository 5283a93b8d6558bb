//! ONIX's language codes (ISO 639-2/B, three letters) as the ISO 639-1 codes a title holds.

/// The ISO 639-1 code of an ISO 639-2 code: the bibliographic (B) codes that differ from the
/// terminology (T) ones by this table, the others (639-2/T and B alike: `eng`, `spa`, `ita`) by
/// ISO 639-3, which shares them. `None` for a language without a two-letter code.
pub fn iso_639_1(code: &str) -> Option<String> {
    let code = code.trim().to_ascii_lowercase();
    if let Some(two) = bibliographic(&code) {
        return Some(two.to_owned());
    }
    isolang::Language::from_639_3(&code).and_then(|language| language.to_639_1()).map(str::to_owned)
}

/// The 639-2 codes whose B form differs from their T form (twenty, as the Library of Congress
/// lists them), and the two withdrawn B codes older feeds still send (`scc`, `scr`).
fn bibliographic(code: &str) -> Option<&'static str> {
    Some(match code {
        "alb" => "sq",
        "arm" => "hy",
        "baq" => "eu",
        "bur" => "my",
        "chi" => "zh",
        "cze" => "cs",
        "dut" => "nl",
        "fre" => "fr",
        "geo" => "ka",
        "ger" => "de",
        "gre" => "el",
        "ice" => "is",
        "mac" => "mk",
        "mao" => "mi",
        "may" => "ms",
        "per" => "fa",
        "rum" => "ro",
        "slo" => "sk",
        "tib" => "bo",
        "wel" => "cy",
        "scc" => "sr",
        "scr" => "hr",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bibliographic_and_terminology_codes_give_their_two_letters() {
        for (three, two) in [("ger", "de"), ("deu", "de"), ("fre", "fr"), ("chi", "zh"), ("zho", "zh"), ("wel", "cy")] {
            assert_eq!(iso_639_1(three).as_deref(), Some(two), "{three}");
        }
        for (three, two) in [("eng", "en"), ("spa", "es"), ("ita", "it"), ("jpn", "ja"), ("ara", "ar"), ("ENG", "en")] {
            assert_eq!(iso_639_1(three).as_deref(), Some(two), "{three}");
        }
        // no two-letter code, or no language
        assert_eq!(iso_639_1("haw"), None);
        assert_eq!(iso_639_1("qqq"), None);
    }
}
