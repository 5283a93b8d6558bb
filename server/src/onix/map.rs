//! One ONIX `<Product>` as a [`Title`] with its one [`Edition`], and the identifiers that tie it
//! to the other formats of its work (docs/http.md, "ONIX import", says which element gives what).

use rightsdesk_core::isbn::isbn13;
use rightsdesk_core::limits::{MAX_LONG_TEXT_CHARS, MAX_NAME_CHARS, MAX_PITCH_CHARS, MAX_SHORT_TEXT_CHARS};
use rightsdesk_core::thema::is_thema_code;
use rightsdesk_core::{Contributor, Edition, Title, messages};

use super::languages::iso_639_1;
use super::read::Element;
use super::tags::html_entity;

/// A product as the import uses it: its title (holding its edition) and what groups it.
#[derive(Debug)]
pub struct Product {
    /// Its ISBN-13, the edition's.
    pub isbn: String,
    /// Its work's identifiers (`<RelatedWork>` of relation 01), as `type:value`.
    pub works: Vec<String>,
    /// The ISBNs of its other formats (`<RelatedProduct>` of relation 06, 13 or 27).
    pub formats: Vec<String>,
    pub title: Title,
}

/// The product read from its element, or why it is skipped.
pub fn product(element: &Element) -> Result<Product, &'static str> {
    let isbn = isbn_of(element).ok_or(messages::ONIX_NO_ISBN)?;
    let none = Element::default();
    let descriptive = element.child("DescriptiveDetail").unwrap_or(&none);
    let collateral = element.child("CollateralDetail").unwrap_or(&none);
    let publishing = element.child("PublishingDetail").unwrap_or(&none);
    let (name, subtitle) = title_of(descriptive).ok_or(messages::ONIX_NO_TITLE)?;
    let (author, author_bio, contributors) = contributors_of(descriptive);
    let translated = contributors.iter().any(|contributor| contributor.role == "translator");
    let related = element.child("RelatedMaterial").unwrap_or(&none);
    let publish_date = publishing_date(publishing);
    let edition = Edition {
        isbn: isbn.clone(),
        format: descriptive.text_of("ProductForm").and_then(format_of).map(str::to_owned),
        publish_date: publish_date.clone(),
        pages: pages_of(descriptive),
        price: None,
        currency: None,
        sales_rights: sales_rights_of(publishing),
    };
    let edition = with_price(edition, element);
    let title = Title {
        name: bounded(name, MAX_NAME_CHARS),
        subtitle: subtitle.map(|subtitle| bounded(subtitle, MAX_NAME_CHARS)),
        author: author.map(|author| bounded(author, MAX_NAME_CHARS)),
        publish_date,
        description: text_content(collateral, "03").map(|text| bounded(text, MAX_LONG_TEXT_CHARS)),
        pitch: text_content(collateral, "02").map(|text| bounded(text, MAX_PITCH_CHARS)),
        author_bio: author_bio.map(|bio| bounded(bio, MAX_LONG_TEXT_CHARS)),
        original_language: original_language(descriptive, translated),
        contributors,
        subjects: subjects_of(descriptive),
        cover_link: cover_link(collateral),
        editions: vec![edition],
        ..Title::default()
    };
    Ok(Product { isbn, works: works_of(related), formats: formats_of(related), title })
}

/// The ISBN-13 of a `<ProductIdentifier>` of type 15 (ISBN-13), else of type 03 (GTIN-13) when
/// it is a Bookland EAN (978 or 979).
fn isbn_of(element: &Element) -> Option<String> {
    let of_type = |wanted: &str| {
        element
            .all("ProductIdentifier")
            .filter(|identifier| identifier.text_of("ProductIDType") == Some(wanted))
            .find_map(|identifier| identifier.text_of("IDValue"))
    };
    if let Some(isbn) = of_type("15").and_then(isbn13) {
        return Some(isbn);
    }
    of_type("03").filter(|gtin| gtin.starts_with("978") || gtin.starts_with("979")).and_then(isbn13)
}

/// The distinctive title (type 01) at the product's level (01): its text, or its prefix and the
/// text without it; and its subtitle.
fn title_of(descriptive: &Element) -> Option<(String, Option<String>)> {
    let detail = descriptive.all("TitleDetail").find(|detail| detail.text_of("TitleType") == Some("01"))?;
    let element = detail
        .all("TitleElement")
        .find(|element| element.text_of("TitleElementLevel") == Some("01"))
        .or_else(|| detail.child("TitleElement"))?;
    let name =
        match (element.text_of("TitleText"), element.text_of("TitlePrefix"), element.text_of("TitleWithoutPrefix")) {
            (Some(text), _, _) => text.to_owned(),
            (None, Some(prefix), Some(rest)) => format!("{prefix} {rest}"),
            (None, None, Some(rest)) => rest.to_owned(),
            _ => return None,
        };
    Some((single_line(&name), element.text_of("Subtitle").map(single_line)))
}

/// The first author (A01), their biography, and the other contributors whose role a title holds.
fn contributors_of(descriptive: &Element) -> (Option<String>, Option<String>, Vec<Contributor>) {
    let (mut author, mut bio, mut others) = (None, None, Vec::new());
    for contributor in descriptive.all("Contributor") {
        let Some(name) = person_name(contributor) else { continue };
        let role = contributor.all("ContributorRole").find_map(|role| role_of(role.text.trim()));
        match role {
            Some("author") if author.is_none() => {
                author = Some(name);
                bio = contributor.text_of("BiographicalNote").map(plain_text);
            }
            Some(role) => others.push(Contributor { name: bounded(name, MAX_NAME_CHARS), role: role.into() }),
            None => {}
        }
    }
    (author, bio, others)
}

/// A contributor role code as a title's [`rightsdesk_core::ContributorRole`] wire value.
fn role_of(code: &str) -> Option<&'static str> {
    Some(match code {
        "A01" => "author",
        "B06" => "translator",
        "A12" => "illustrator",
        "B01" => "editor",
        "A23" => "foreword",
        _ => return None,
    })
}

fn person_name(contributor: &Element) -> Option<String> {
    let name = match (
        contributor.text_of("PersonName"),
        contributor.text_of("NamesBeforeKey"),
        contributor.text_of("KeyNames"),
    ) {
        (Some(name), _, _) => name.to_owned(),
        (None, Some(before), Some(key)) => format!("{before} {key}"),
        (None, None, Some(key)) => key.to_owned(),
        _ => contributor.text_of("CorporateName")?.to_owned(),
    };
    Some(single_line(&name))
}

/// The original language (role 02), else the text's (role 01) when no one translated it.
fn original_language(descriptive: &Element, translated: bool) -> Option<String> {
    let of_role = |wanted: &str| {
        descriptive
            .all("Language")
            .filter(|language| language.text_of("LanguageRole") == Some(wanted))
            .find_map(|language| language.text_of("LanguageCode"))
    };
    let code = of_role("02").or_else(|| if translated { None } else { of_role("01") })?;
    iso_639_1(code)
}

/// An ONIX product form as an [`rightsdesk_core::EditionFormat`] wire value.
fn format_of(form: &str) -> Option<&'static str> {
    match form {
        "BB" => Some("hardback"),
        "BC" => Some("paperback"),
        _ if form.starts_with('E') => Some("ebook"),
        _ if form.starts_with('A') => Some("audio"),
        _ => None,
    }
}

/// The main content's page count: extent type 00 in pages (unit 03).
fn pages_of(descriptive: &Element) -> Option<i64> {
    descriptive
        .all("Extent")
        .filter(|extent| extent.text_of("ExtentType") == Some("00") && extent.text_of("ExtentUnit") == Some("03"))
        .find_map(|extent| extent.text_of("ExtentValue")?.parse().ok())
}

/// Thema codes (schemes 93 to 99), the main subject first; a code of another shape is left out.
fn subjects_of(descriptive: &Element) -> Vec<String> {
    let mut subjects: Vec<(bool, String)> = descriptive
        .all("Subject")
        .filter(|subject| {
            matches!(subject.text_of("SubjectSchemeIdentifier"), Some("93" | "94" | "95" | "96" | "97" | "98" | "99"))
        })
        .filter_map(|subject| {
            let code = subject.text_of("SubjectCode")?.to_ascii_uppercase();
            is_thema_code(&code).then(|| (subject.child("MainSubject").is_none(), code))
        })
        .collect();
    subjects.sort_by_key(|(secondary, _)| *secondary);
    let mut codes: Vec<String> = Vec::new();
    for (_, code) in subjects {
        if !codes.contains(&code) {
            codes.push(code);
        }
    }
    codes
}

/// The text of the first `<TextContent>` of `text_type` (03 description, 02 short description),
/// as plain text.
fn text_content(collateral: &Element, text_type: &str) -> Option<String> {
    let content = collateral.all("TextContent").find(|content| content.text_of("TextType") == Some(text_type))?;
    let text = plain_text(content.text_of("Text")?);
    (!text.is_empty()).then_some(text)
}

/// The link of the front cover (resource content type 01).
fn cover_link(collateral: &Element) -> Option<String> {
    collateral
        .all("SupportingResource")
        .filter(|resource| resource.text_of("ResourceContentType") == Some("01"))
        .flat_map(|resource| resource.all("ResourceVersion"))
        .find_map(|version| version.text_of("ResourceLink"))
        .map(str::to_owned)
}

/// The publication date (role 01) as `YYYY-MM-DD`: a year alone is its 1 January, a month its
/// first day.
fn publishing_date(publishing: &Element) -> Option<String> {
    let date = publishing.all("PublishingDate").find(|date| date.text_of("PublishingDateRole") == Some("01"))?;
    let element = date.child("Date")?;
    let digits = element.text.trim();
    if !digits.bytes().all(|byte| byte.is_ascii_digit()) {
        return None;
    }
    // format 05 is a year
    let digits = if element.attribute("dateformat") == Some("05") { digits.get(..4)? } else { digits };
    match digits.len() {
        8 => Some(format!("{}-{}-{}", &digits[..4], &digits[4..6], &digits[6..])),
        6 => Some(format!("{}-{}-01", &digits[..4], &digits[4..])),
        4 => Some(format!("{digits}-01-01")),
        _ => None,
    }
}

/// Where the edition sells, as text: "World", "Exclusive in: GB IE", "Not for sale in: US"...
fn sales_rights_of(publishing: &Element) -> Option<String> {
    let parts: Vec<String> = publishing
        .all("SalesRights")
        .filter_map(|rights| {
            let kind = match rights.text_of("SalesRightsType")? {
                "01" => "Exclusive in",
                "02" => "For sale in",
                "03" => "Not for sale in",
                _ => return None,
            };
            let territory = rights.child("Territory")?;
            let regions = territory.text_of("RegionsIncluded").unwrap_or_default();
            let mut place = if regions.split_whitespace().any(|region| region == "WORLD") {
                "World".to_owned()
            } else if regions.split_whitespace().any(|region| region == "ROW") {
                "Rest of world".to_owned()
            } else {
                [territory.text_of("CountriesIncluded"), territory.text_of("RegionsIncluded")]
                    .into_iter()
                    .flatten()
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            if let Some(excluded) = territory.text_of("CountriesExcluded") {
                place = format!("{place} except {excluded}");
            }
            if place.is_empty() {
                return None;
            }
            Some(if place == "World" && kind != "Not for sale in" { place } else { format!("{kind}: {place}") })
        })
        .collect();
    (!parts.is_empty()).then(|| bounded(parts.join("; "), MAX_SHORT_TEXT_CHARS))
}

/// The edition with the first price the product gives with its currency.
fn with_price(edition: Edition, element: &Element) -> Edition {
    let price = element
        .all("ProductSupply")
        .flat_map(|supply| supply.all("SupplyDetail"))
        .flat_map(|detail| detail.all("Price"))
        .find_map(|price| Some((price.text_of("PriceAmount")?.parse::<f64>().ok()?, price.text_of("CurrencyCode")?)));
    match price {
        Some((amount, currency)) => Edition { price: Some(amount), currency: Some(currency.to_owned()), ..edition },
        None => edition,
    }
}

fn works_of(related: &Element) -> Vec<String> {
    related
        .all("RelatedWork")
        .filter(|work| work.text_of("WorkRelationCode") == Some("01"))
        .flat_map(|work| work.all("WorkIdentifier"))
        .filter_map(|id| Some(format!("{}:{}", id.text_of("WorkIDType").unwrap_or_default(), id.text_of("IDValue")?)))
        .collect()
}

/// The ISBNs of the product's other formats: alternative format (06), epublication based on
/// (13), electronic version available as (27).
fn formats_of(related: &Element) -> Vec<String> {
    related
        .all("RelatedProduct")
        .filter(|product| matches!(product.text_of("ProductRelationCode"), Some("06" | "13" | "27")))
        .filter_map(isbn_of)
        .collect()
}

/// A text as plain text: the HTML of an escaped description (format 02) without its tags and
/// with its entities decoded, a block's end as a new line; blank lines and runs of spaces
/// collapsed.
pub fn plain_text(text: &str) -> String {
    let mut plain = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(['<', '&']) {
        plain.push_str(&rest[..at]);
        rest = &rest[at..];
        if rest.starts_with('<') {
            let Some(end) = rest.find('>') else { break };
            let tag =
                rest[1..end].trim_start_matches('/').split([' ', '/']).next().unwrap_or_default().to_ascii_lowercase();
            if matches!(
                tag.as_str(),
                "br" | "p" | "div" | "li" | "h1" | "h2" | "h3" | "h4" | "h5" | "h6" | "blockquote"
            ) {
                plain.push('\n');
            }
            rest = &rest[end + 1..];
        } else {
            let name = rest[1..].find(';').filter(|semicolon| *semicolon <= 10).map(|semicolon| &rest[1..=semicolon]);
            match name.and_then(decode_entity) {
                Some(decoded) => {
                    plain.push_str(&decoded);
                    // the ampersand, the name and the semicolon
                    rest = &rest[name.map_or(0, str::len) + 2..];
                }
                None => {
                    plain.push('&');
                    rest = &rest[1..];
                }
            }
        }
    }
    plain.push_str(rest);
    let lines: Vec<String> = plain
        .lines()
        .map(|line| line.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|line| !line.is_empty())
        .collect();
    lines.join("\n")
}

fn decode_entity(name: &str) -> Option<String> {
    if let Some(number) = name.strip_prefix('#') {
        let code = match number.strip_prefix(['x', 'X']) {
            Some(hex) => u32::from_str_radix(hex, 16).ok()?,
            None => number.parse().ok()?,
        };
        return char::from_u32(code).map(String::from);
    }
    quick_xml::escape::resolve_predefined_entity(name).or_else(|| html_entity(name)).map(str::to_owned)
}

fn single_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A text cut to `max` characters (a longer one would refuse the whole import), with an ellipsis.
fn bounded(text: String, max: u64) -> String {
    let max = max as usize;
    if text.chars().count() <= max {
        return text;
    }
    let mut cut: String = text.chars().take(max - 1).collect();
    cut.push('…');
    cut
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn html_becomes_plain_text() {
        assert_eq!(
            plain_text("<p>A <b>bold</b> tale &amp; more&nbsp;here.</p><p>Second&#8230;</p>"),
            "A bold tale & more here.\nSecond…"
        );
        assert_eq!(plain_text("  one\n\n  two  words "), "one\ntwo words");
        assert_eq!(plain_text("Fish & chips"), "Fish & chips");
    }

    #[test]
    fn long_texts_are_cut_to_their_limit() {
        assert_eq!(bounded("abcdef".into(), 4), "abc…");
        assert_eq!(bounded("abcd".into(), 4), "abcd");
    }
}
