//! The ONIX file as XML: a streaming reader (quick-xml over a `BufRead`) that checks the message's
//! release and hands out one `<Product>` at a time as a small tree of [`Element`]s, short tags
//! named by their reference names. Only the product being read is in memory.
//!
//! No DTD or entity is ever fetched or expanded: quick-xml does neither, a DOCTYPE with an internal
//! subset (where entities are declared) is refused, and an entity reference is read only when it is
//! XML's or HTML's own (`&amp;`, `&eacute;`); any other one is an error.

use std::io::BufRead;

use quick_xml::events::{BytesStart, Event};
use quick_xml::{Reader, XmlVersion};
use rightsdesk_core::OnixTags;
use rightsdesk_core::messages;

use super::tags::{html_entity, reference_name};

/// Why a file cannot be read at all; said to the user as it is.
#[derive(Debug)]
pub struct Refused(pub String);

/// An element of a product: its reference name, attributes, text and children. The text of a
/// `<Text>` (a description) or a `<BiographicalNote>` holds the text of its XHTML children too, a
/// block's end as a new line.
#[derive(Debug, Default)]
pub struct Element {
    pub name: String,
    pub attributes: Vec<(String, String)>,
    pub text: String,
    pub children: Vec<Element>,
}

impl Element {
    /// The first child named `name`.
    pub fn child(&self, name: &str) -> Option<&Element> {
        self.children.iter().find(|child| child.name == name)
    }

    /// The children named `name`.
    pub fn all<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a Element> + 'a {
        self.children.iter().filter(move |child| child.name == name)
    }

    /// The trimmed text of the first child named `name`, when not empty.
    pub fn text_of(&self, name: &str) -> Option<&str> {
        self.child(name).map(|child| child.text.trim()).filter(|text| !text.is_empty())
    }

    pub fn attribute(&self, name: &str) -> Option<&str> {
        self.attributes.iter().find(|(key, _)| key == name).map(|(_, value)| value.as_str())
    }
}

/// The products of an ONIX 3.0 or 3.1 message, in file order.
pub struct Products<R: BufRead> {
    reader: Reader<Lines<R>>,
    buf: Vec<u8>,
    pub release: String,
    pub tags: OnixTags,
}

impl<R: BufRead> Products<R> {
    /// Reads up to the root element and checks it: an ONIX 3.x message, or refused.
    pub fn open(input: R) -> Result<Self, Refused> {
        let mut reader = Reader::from_reader(Lines { inner: input, newlines: 0 });
        reader.config_mut().check_end_names = true;
        let mut buf = Vec::new();
        let mut doctype_2_1 = false;
        loop {
            buf.clear();
            let event = reader.read_event_into(&mut buf).map_err(|err| not_xml(&reader, &err))?;
            match event {
                Event::DocType(doctype) => {
                    if doctype.contains('[') {
                        return Err(Refused(messages::ONIX_OWN_ENTITIES.into()));
                    }
                    doctype_2_1 = doctype.contains("/2.1/");
                }
                Event::Start(root) | Event::Empty(root) => {
                    let name = local_name(&root);
                    let tags = match name.as_str() {
                        "ONIXMessage" => OnixTags::Reference,
                        "ONIXmessage" => OnixTags::Short,
                        _ => return Err(Refused(messages::onix_not_onix(&name))),
                    };
                    let release = attributes(&root).into_iter().find(|(key, _)| key == "release").map(|(_, v)| v);
                    return match release {
                        Some(release) if release.starts_with("3.") && !doctype_2_1 => {
                            Ok(Products { reader, buf, release, tags })
                        }
                        _ => Err(Refused(messages::ONIX_2_1.into())),
                    };
                }
                Event::Eof => return Err(Refused(messages::onix_not_onix(""))),
                _ => {}
            }
        }
    }

    /// The next product and the line of its `<Product>`, or `None` at the message's end.
    pub fn next_product(&mut self) -> Result<Option<(u64, Element)>, Refused> {
        loop {
            self.buf.clear();
            let event = self.reader.read_event_into(&mut self.buf).map_err(|err| not_xml(&self.reader, &err))?;
            match event {
                Event::Start(start) if reference_name(&local_name(&start)) == "Product" => {
                    let line = self.reader.get_ref().newlines + 1;
                    let product = element(&start);
                    let product = self.read_product(product)?;
                    // ONIX 2.1's title, in a file that says it is 3.x
                    if product.child("Title").is_some() && product.child("DescriptiveDetail").is_none() {
                        return Err(Refused(messages::ONIX_2_1.into()));
                    }
                    return Ok(Some((line, product)));
                }
                Event::GeneralRef(reference) => {
                    resolve(&reference, self.reader.get_ref().newlines + 1)?;
                }
                Event::Eof => return Ok(None),
                _ => {}
            }
        }
    }

    /// Reads the product whose start tag was just read, up to its end tag.
    fn read_product(&mut self, product: Element) -> Result<Element, Refused> {
        let mut stack = vec![product];
        // Inside a `<Text>`, how deep in its XHTML: its elements become text.
        let mut in_text = 0usize;
        let mut buf = Vec::new();
        loop {
            buf.clear();
            let event = self.reader.read_event_into(&mut buf).map_err(|err| not_xml(&self.reader, &err))?;
            let line = self.reader.get_ref().newlines + 1;
            let top = stack.last_mut().expect("the product is on the stack");
            match event {
                Event::Start(start) if in_text > 0 => {
                    in_text += 1;
                    if local_name(&start) == "br" {
                        top.text.push('\n');
                    }
                }
                Event::Empty(start) if in_text > 0 => {
                    if local_name(&start) == "br" {
                        top.text.push('\n');
                    }
                }
                Event::End(end) if in_text > 1 => {
                    in_text -= 1;
                    let name = end.local_name().as_ref().to_owned();
                    if matches!(
                        name.as_str(),
                        "p" | "div" | "li" | "h1" | "h2" | "h3" | "h4" | "h5" | "h6" | "blockquote"
                    ) {
                        top.text.push('\n');
                    }
                }
                Event::Start(start) => {
                    let child = element(&start);
                    if child.name == "Text" || child.name == "BiographicalNote" {
                        in_text = 1;
                    }
                    stack.push(child);
                }
                Event::Empty(start) => top.children.push(element(&start)),
                Event::End(_) => {
                    in_text = in_text.saturating_sub(1);
                    let done = stack.pop().expect("an end tag closes an element of the stack");
                    match stack.last_mut() {
                        Some(parent) => parent.children.push(done),
                        None => return Ok(done),
                    }
                }
                Event::Text(text) => top.text.push_str(&text.xml10_content()),
                Event::CData(data) => top.text.push_str(&data),
                Event::GeneralRef(reference) => top.text.push_str(&resolve(&reference, line)?),
                Event::Eof => return Err(Refused(messages::onix_not_xml(line, "the file ends inside a <Product>"))),
                Event::DocType(_) | Event::Decl(_) | Event::PI(_) | Event::Comment(_) => {}
            }
        }
    }
}

/// An entity reference's text: a character, one of XML's five, or one of HTML's.
fn resolve(reference: &quick_xml::events::BytesRef, line: u64) -> Result<String, Refused> {
    if let Ok(Some(character)) = reference.resolve_char_ref() {
        return Ok(character.to_string());
    }
    let name: &str = reference;
    quick_xml::escape::resolve_predefined_entity(name)
        .or_else(|| html_entity(name))
        .map(str::to_owned)
        .ok_or_else(|| Refused(messages::onix_unknown_entity(line, name)))
}

fn element(start: &BytesStart) -> Element {
    Element { name: reference_name(&local_name(start)).to_owned(), attributes: attributes(start), ..Element::default() }
}

/// An element's name without its namespace prefix.
fn local_name(start: &BytesStart) -> String {
    start.local_name().as_ref().to_owned()
}

/// An element's attributes, values unescaped (as written when they cannot be).
fn attributes(start: &BytesStart) -> Vec<(String, String)> {
    start
        .attributes()
        .flatten()
        .map(|attribute| {
            let key = attribute.key.local_name().as_ref().to_owned();
            let value = attribute.normalized_value(XmlVersion::Implicit1_0).map(|value| value.into_owned());
            (key, value.unwrap_or_else(|_| attribute.value.to_string()))
        })
        .collect()
}

fn not_xml<R: BufRead>(reader: &Reader<Lines<R>>, err: &quick_xml::Error) -> Refused {
    Refused(messages::onix_not_xml(reader.get_ref().newlines + 1, &err.to_string()))
}

/// A `BufRead` that counts the new lines of what its reader consumed: the line an event ends on,
/// as quick-xml gives byte positions only.
struct Lines<R> {
    inner: R,
    newlines: u64,
}

impl<R: BufRead> std::io::Read for Lines<R> {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        let read = self.inner.read(out)?;
        self.newlines += out[..read].iter().filter(|&&byte| byte == b'\n').count() as u64;
        Ok(read)
    }
}

impl<R: BufRead> BufRead for Lines<R> {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        self.inner.fill_buf()
    }

    fn consume(&mut self, amount: usize) {
        // The bytes consumed are at the start of the buffer just filled: reading it again costs
        // no I/O.
        if let Ok(buffer) = self.inner.fill_buf() {
            let end = amount.min(buffer.len());
            self.newlines += buffer[..end].iter().filter(|&&byte| byte == b'\n').count() as u64;
        }
        self.inner.consume(amount);
    }
}
