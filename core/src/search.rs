//! Search text rules: when a lookup may query the server ([`search_ready`]) and the
//! accent- and case-insensitive key names are matched by ([`search_key`]).

use serde::{Deserialize, Serialize};
use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

use crate::limits::MIN_SEARCH_CHARS;

/// One entry of a completion list (titles, companies): `{"id", "name"}`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Suggestion {
    /// The title's or company's id.
    pub id: i64,
    /// Its name.
    pub name: String,
}

/// Whether `text` has at least [`MIN_SEARCH_CHARS`] characters once trimmed; below that a lookup
/// empties its suggestion list instead of asking the server.
pub fn search_ready(text: &str) -> bool {
    text.trim().chars().nth(MIN_SEARCH_CHARS - 1).is_some()
}

/// The form of `text` searches compare: trimmed, lower-cased, accents removed (Unicode NFD,
/// then combining marks dropped), control and zero-width characters dropped, and every
/// apostrophe-like character read as the typewriter one (`'`), curly double quotes as `"`. The server stores it beside each
/// name and matches the key of the typed text against it, so `"MISÉ"` finds `"Les Misérables"`
/// and `"L'Etranger"` finds `"L’Étranger"` on any database; without control characters, no typed
/// text (a NUL from a URL included) can make a query fail.
///
/// The stored keys of the names written before the apostrophes were folded are rewritten by the
/// migration `0015_folded_keys.sql` of each engine, which must change with this function.
pub fn search_key(text: &str) -> String {
    text.trim()
        .nfd()
        .filter(|&c| !is_combining_mark(c) && !c.is_control() && !is_zero_width(c))
        .map(|c| match c {
            c if APOSTROPHES.contains(&c) => '\'',
            '\u{201C}' | '\u{201D}' | '\u{201E}' => '"',
            c => c,
        })
        .flat_map(char::to_lowercase)
        .collect()
}

/// How alike two search keys are, from 0 (no trigram in common) to 1 (the same trigrams), as
/// PostgreSQL's pg_trgm measures it: each word padded with two spaces before and one after, cut
/// into its three-character pieces, and the pieces the two share over the pieces either has.
/// "the silent harbour" and "silent harbor" score 0.6; unrelated names score below 0.2.
pub fn similarity(a: &str, b: &str) -> f64 {
    let (a, b) = (trigrams(a), trigrams(b));
    let union = a.union(&b).count();
    if union == 0 {
        return 0.0;
    }
    a.intersection(&b).count() as f64 / union as f64
}

/// The trigrams of a key's words (letters and digits; the rest separates words).
fn trigrams(key: &str) -> std::collections::BTreeSet<[char; 3]> {
    let mut set = std::collections::BTreeSet::new();
    for word in key.split(|c: char| !c.is_alphanumeric()).filter(|word| !word.is_empty()) {
        let padded: Vec<char> = "  ".chars().chain(word.chars()).chain(" ".chars()).collect();
        set.extend(padded.windows(3).map(|w| [w[0], w[1], w[2]]));
    }
    set
}

/// What people and word processors type for an apostrophe: the right and left single quotation
/// marks (’ ‘), the grave accent (`), the modifier letter apostrophe (ʼ) and the prime (′). The
/// search key reads them all as `'`.
const APOSTROPHES: [char; 5] = ['\u{2019}', '\u{2018}', '`', '\u{2BC}', '\u{2032}'];

/// The invisible characters pasted text carries (zero-width space, non-joiner and joiner, word
/// joiner, byte order mark): no search key holds them, and no name is made of them alone.
pub(crate) fn is_zero_width(c: char) -> bool {
    matches!(c, '\u{200B}'..='\u{200D}' | '\u{2060}' | '\u{FEFF}')
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;

    #[test]
    fn ready_from_three_trimmed_characters() {
        for text in ["", "a", "ab", "  ab  ", "\t\n", "é "] {
            assert!(!search_ready(text), "{text:?}");
        }
        for text in ["abc", " abc ", "a b", "été", "日本語"] {
            assert!(search_ready(text), "{text:?}");
        }
    }

    #[test]
    fn keys_ignore_case_and_accents() {
        assert_eq!(search_key("MISÉ"), "mise");
        assert!(search_key("Les Misérables").contains(&search_key("MISÉ")));
        assert_eq!(search_key("Les Misérables"), "les miserables");
        assert_eq!(search_key("  Çà et là, Ñandú, Øre, Ægir  "), "ca et la, nandu, øre, ægir");
        assert_eq!(search_key("ÉCOLE"), search_key("ecole"));
        // A precomposed and a decomposed é give the same key.
        assert_eq!(search_key("caf\u{e9}"), search_key("cafe\u{301}"));
        assert_eq!(search_key("İstanbul"), "istanbul");
        assert_eq!(search_key("東京"), "東京");
        assert_eq!(search_key(""), "");
        assert_eq!(search_key("a\u{0}b\u{7}c"), "abc");
        assert_eq!(search_key("\u{301}\u{308}"), "");
    }

    #[test]
    fn similarity_is_pg_trgm_s() {
        let near = similarity(&search_key("The Silent Harbour"), &search_key("Silent Harbor"));
        assert!((0.5..0.8).contains(&near), "{near}");
        assert_eq!(similarity("dune", "dune"), 1.0);
        assert_eq!(similarity("dune", "Dune".to_lowercase().as_str()), 1.0);
        assert!(similarity("the silent harbour", "war and peace") < 0.2);
        assert_eq!(similarity("", "dune"), 0.0);
        assert_eq!(similarity("", ""), 0.0);
    }

    #[test]
    fn keys_fold_apostrophes_and_drop_zero_width_characters() {
        let curly = search_key("L\u{2019}Étranger");
        assert_eq!(curly, "l'etranger");
        for typed in [
            "L'Etranger",
            "l\u{2018}etranger",
            "L`Étranger",
            "L\u{2BC}Etranger",
            "L\u{2032}etranger",
            "L'\u{200B}Étran\u{200D}ger\u{FEFF}",
        ] {
            assert_eq!(search_key(typed), curly, "{typed:?}");
        }
        assert_eq!(search_key("\u{200B}\u{2060}"), "");
        assert_eq!(search_key("\u{201C}Le Monde\u{201D}"), search_key("\"Le Monde\""));
    }
}
