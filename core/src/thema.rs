//! Thema, the book trade's subject scheme (EDItEUR): the shape of its codes, and the names of its
//! sections, which a title's subjects are shown with.
//!
//! The full code list (some 9,000 codes in many languages) is not carried: a code is checked on
//! its shape, and named by its section (its first character), which is what a rights guide or a
//! list column needs to read "FBA: Fiction".

/// The first characters of Thema's subject categories (A The Arts ... Y Children's), with their
/// names; qualifiers start with a digit 1 to 6.
const SECTIONS: &[(char, &str)] = &[
    ('A', "The Arts"),
    ('C', "Language and Linguistics"),
    ('D', "Biography, Literature and Literary studies"),
    ('F', "Fiction and Related items"),
    ('G', "Reference, Information and Interdisciplinary subjects"),
    ('J', "Society and Social Sciences"),
    ('K', "Economics, Finance, Business and Management"),
    ('L', "Law"),
    ('M', "Medicine and Nursing"),
    ('N', "History and Archaeology"),
    ('P', "Mathematics and Science"),
    ('Q', "Philosophy and Religion"),
    ('R', "Earth Sciences, Geography, Environment, Planning"),
    ('S', "Sports and Active outdoor recreation"),
    ('T', "Technology, Engineering, Agriculture, Industrial processes"),
    ('U', "Computing and Information Technology"),
    ('V', "Health, Relationships and Personal development"),
    ('W', "Lifestyle, Hobbies and Leisure"),
    ('X', "Graphic novels, Comic books, Cartoons"),
    ('Y', "Children's, Teenage and Educational"),
    ('1', "Place qualifiers"),
    ('2', "Language qualifiers"),
    ('3', "Time period qualifiers"),
    ('4', "Educational purpose qualifiers"),
    ('5', "Interest qualifiers"),
    ('6', "Style qualifiers"),
];

/// Whether `code` has the shape of a Thema code: a subject category of one to six capital
/// letters starting with a section's letter (`F`, `FBA`, `YFCF`), or a qualifier of a digit 1 to
/// 6 and up to seven capital letters or digits, national extensions after hyphens (`1DDF`,
/// `5AN`, `1KBB-US-NAK`).
pub fn is_thema_code(code: &str) -> bool {
    let Some(first) = code.chars().next() else { return false };
    if !SECTIONS.iter().any(|(section, _)| *section == first) {
        return false;
    }
    if first.is_ascii_digit() {
        let mut parts = code.split('-');
        let head = parts.next().unwrap_or_default();
        (2..=8).contains(&head.len())
            && head.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
            && parts.all(|part| (1..=4).contains(&part.len()) && part.bytes().all(|b| b.is_ascii_alphanumeric()))
            && code.split('-').count() <= 4
    } else {
        code.len() <= 6 && code.bytes().all(|b| b.is_ascii_uppercase())
    }
}

/// The name of the section `code` belongs to ("Fiction and Related items" for `FBA`).
pub fn section_name(code: &str) -> Option<&'static str> {
    let first = code.chars().next()?;
    SECTIONS.iter().find(|(section, _)| *section == first).map(|(_, name)| *name)
}

/// Every section, as (first character, name), for a list of them.
pub fn sections() -> impl Iterator<Item = (char, &'static str)> {
    SECTIONS.iter().copied()
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;

    #[test]
    fn subject_categories_and_qualifiers_have_their_shapes() {
        for code in ["F", "FBA", "FFJ", "YFCF", "DNBL", "1DDF", "5AN", "2ACB", "1KBB-US-NAK", "1DDF-FR-A"] {
            assert!(is_thema_code(code), "{code}");
        }
        for code in ["", "fba", "B", "I", "Z", "FBAXYZW", "7AB", "1", "F-BA", "1DDF-", "1DDF-FRANCE", "FB A"] {
            assert!(!is_thema_code(code), "{code}");
        }
    }

    #[test]
    fn codes_are_named_by_their_section() {
        assert_eq!(section_name("FBA"), Some("Fiction and Related items"));
        assert_eq!(section_name("YFC"), Some("Children's, Teenage and Educational"));
        assert_eq!(section_name("1DDF"), Some("Place qualifiers"));
        assert_eq!(section_name("Z"), None);
        assert_eq!(sections().count(), 26);
    }
}
