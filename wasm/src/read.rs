//! Reads the entities from the JS objects the forms hand over, field by field.
//!
//! Written here rather than through serde (`serde-wasm-bindgen`, or a serde `Deserializer` over
//! a `JsValue`): serde's derived readers were a third of the browser's wasm, most of it the
//! generality of a format-independent visitor that these few flat shapes do not need. The
//! reading is as lenient as the entities' serde attributes (every field may be missing, `null`
//! and `undefined` read as empty), and `every_field_is_read_under_its_wire_name` in
//! `tests/bindings.rs` holds each field list to serde's own names.

use std::cell::Cell;

use js_sys::{Array, Reflect};
use rightsdesk_core::company_csv::CompanyRow;
use rightsdesk_core::{
    Company, Contact, Contributor, Country, Edition, Event, Fair, FileInfo, InvoiceDetails, Language, License, Meeting,
    MeetingTitle, Named, Offer, Prospection, Quote, RightHeld, TeamSettings, Territory, Title, User,
};
use wasm_bindgen::{JsCast, JsValue};

use crate::error::Error;

/// An entity the browser hands over as a plain object.
pub trait FromJs: Sized {
    /// Reads `value`, or says which field holds a value of the wrong kind.
    fn from_js(value: JsValue) -> Result<Self, Error>;
}

/// The largest integer a JS number holds exactly (`Number.MAX_SAFE_INTEGER`).
const MAX_SAFE_INTEGER: f64 = 9_007_199_254_740_991.0;

/// The fields of one JS object. A field of the wrong kind reads as absent and is remembered:
/// [`Fields::done`] answers the first one, so an entity is built without an early return per
/// field (each would carry its own code to drop the fields read so far).
struct Fields {
    object: JsValue,
    error: Cell<Option<Error>>,
}

impl Fields {
    fn of(value: JsValue) -> Result<Self, Error> {
        if value.is_object() && !Array::is_array(&value) {
            Ok(Fields { object: value, error: Cell::new(None) })
        } else {
            Err(wrong("an object", &value))
        }
    }

    /// `entity`, unless a field was of the wrong kind.
    fn done<T>(self, entity: T) -> Result<T, Error> {
        self.error.into_inner().map_or(Ok(entity), Err)
    }

    fn fail(&self, error: Error) {
        let first = self.error.take().unwrap_or(error);
        self.error.set(Some(first));
    }

    /// The field read by `read`, which answers `None` for a value of another kind than
    /// `expected`; `None` too when the field is missing, `undefined` or `null`. Never inlined:
    /// one copy per kind of value serves every field of every entity (the wasm's size).
    #[inline(never)]
    fn typed<T>(&self, key: &str, expected: &str, read: fn(&JsValue) -> Option<T>) -> Option<T> {
        let value =
            Reflect::get(&self.object, &JsValue::from_str(key)).ok().filter(|value| !value.is_null_or_undefined())?;
        let read = read(&value);
        if read.is_none() {
            self.fail(within(key, wrong(expected, &value)));
        }
        read
    }

    fn text(&self, key: &str) -> Option<String> {
        self.typed(key, "a string", JsValue::as_string)
    }

    fn id(&self, key: &str) -> Option<i64> {
        self.typed(key, "an integer", as_id)
    }

    fn number(&self, key: &str) -> Option<f64> {
        self.typed(key, "a number", JsValue::as_f64)
    }

    fn flag(&self, key: &str) -> Option<bool> {
        self.typed(key, "a boolean", JsValue::as_bool)
    }

    /// An array field, each item read by `read`; missing reads as empty. Never inlined, as
    /// `typed`.
    #[inline(never)]
    fn list<T>(&self, key: &str, read: fn(JsValue) -> Result<T, Error>) -> Vec<T> {
        let items = self.typed(key, "an array", |value| value.dyn_ref::<Array>().cloned()).unwrap_or_default();
        let mut list = Vec::new();
        for (index, item) in items.iter().enumerate() {
            match read(item) {
                Ok(item) => list.push(item),
                Err(error) => self.fail(within(&format!("{key}.{index}"), error)),
            }
        }
        list
    }

    /// A territory, as its object or its text form; a blank text (an untouched input) is absent.
    fn territory(&self, key: &str) -> Option<Territory> {
        let value = self.typed(key, "an object or a string", |value| Some(value.clone()))?;
        if value.as_string().is_some_and(|text| text.trim().is_empty()) {
            return None;
        }
        Territory::from_js(value).map_err(|error| self.fail(within(key, error))).ok()
    }

    fn object<T: FromJs>(&self, key: &str) -> Option<T> {
        let value = self.typed(key, "an object", |value| Some(value.clone()))?;
        T::from_js(value).map_err(|error| self.fail(within(key, error))).ok()
    }
}

/// A JS array of entities, each read by its [`FromJs`]; the first item that cannot be read is
/// the answer, named by its index.
pub fn list_of<T: FromJs>(value: JsValue) -> Result<Vec<T>, Error> {
    let items = value.dyn_into::<Array>().map_err(|value| wrong("an array", &value))?;
    items
        .iter()
        .enumerate()
        .map(|(index, item)| T::from_js(item).map_err(|error| within(&index.to_string(), error)))
        .collect()
}

/// An id: a whole JS number, exactly held.
fn as_id(value: &JsValue) -> Option<i64> {
    value
        .as_f64()
        .filter(|number| number.fract() == 0.0 && number.abs() <= MAX_SAFE_INTEGER)
        .map(|number| number as i64)
}

fn text_item(value: JsValue) -> Result<String, Error> {
    value.as_string().ok_or_else(|| wrong("a string", &value))
}

fn id_item(value: JsValue) -> Result<i64, Error> {
    as_id(&value).ok_or_else(|| wrong("an integer", &value))
}

fn wrong(expected: &str, value: &JsValue) -> Error {
    Error(format!("expected {expected}, found {}", kind(value)))
}

/// `error` about the field or item at `path`.
fn within(path: &str, Error(message): Error) -> Error {
    Error(format!("{path}: {message}"))
}

/// What a value is, for a message.
fn kind(value: &JsValue) -> String {
    if value.is_null_or_undefined() {
        "nothing".into()
    } else if let Some(text) = value.as_string() {
        format!("the string \"{text}\"")
    } else if value.as_f64().is_some() {
        "a number".into()
    } else if value.as_bool().is_some() {
        "a boolean".into()
    } else if Array::is_array(value) {
        "an array".into()
    } else {
        "an object".into()
    }
}

impl FromJs for Title {
    fn from_js(value: JsValue) -> Result<Self, Error> {
        let fields = Fields::of(value)?;
        let title = Title {
            id: fields.id("id"),
            version: fields.id("version"),
            name: fields.text("name").unwrap_or_default(),
            author: fields.text("author"),
            publish_date: fields.text("publishDate"),
            description: fields.text("description"),
            subtitle: fields.text("subtitle"),
            original_language: fields.text("originalLanguage"),
            contributors: fields.list("contributors", Contributor::from_js),
            subjects: fields.list("subjects", text_item),
            pitch: fields.text("pitch"),
            author_bio: fields.text("authorBio"),
            quotes: fields.list("quotes", Quote::from_js),
            editions: fields.list("editions", Edition::from_js),
            cover: fields.id("cover"),
            cover_link: fields.text("coverLink"),
        };
        fields.done(title)
    }
}

impl FromJs for Contributor {
    fn from_js(value: JsValue) -> Result<Self, Error> {
        let fields = Fields::of(value)?;
        let contributor = Contributor {
            name: fields.text("name").unwrap_or_default(),
            role: fields.text("role").unwrap_or_default(),
        };
        fields.done(contributor)
    }
}

impl FromJs for Quote {
    fn from_js(value: JsValue) -> Result<Self, Error> {
        let fields = Fields::of(value)?;
        let quote = Quote { text: fields.text("text").unwrap_or_default(), source: fields.text("source") };
        fields.done(quote)
    }
}

impl FromJs for Edition {
    fn from_js(value: JsValue) -> Result<Self, Error> {
        let fields = Fields::of(value)?;
        let edition = Edition {
            isbn: fields.text("isbn").unwrap_or_default(),
            format: fields.text("format"),
            publish_date: fields.text("publishDate"),
            pages: fields.id("pages"),
            price: fields.number("price"),
            currency: fields.text("currency"),
            sales_rights: fields.text("salesRights"),
        };
        fields.done(edition)
    }
}

impl FromJs for Contact {
    fn from_js(value: JsValue) -> Result<Self, Error> {
        let fields = Fields::of(value)?;
        let contact = Contact {
            id: fields.id("id"),
            name: fields.text("name").unwrap_or_default(),
            email: fields.text("email"),
            role: fields.text("role"),
            phone: fields.text("phone"),
            languages: fields.list("languages", text_item),
            language_ids: fields.list("languageIds", text_item),
            notes: fields.text("notes"),
        };
        fields.done(contact)
    }
}

impl FromJs for Company {
    fn from_js(value: JsValue) -> Result<Self, Error> {
        let fields = Fields::of(value)?;
        let company = Company {
            id: fields.id("id"),
            version: fields.id("version"),
            name: fields.text("name").unwrap_or_default(),
            country: fields.text("country"),
            country_id: fields.text("countryId"),
            types: fields.list("types", text_item),
            language: fields.text("language"),
            language_id: fields.text("languageId"),
            address: fields.text("address"),
            notes: fields.text("notes"),
            contacts: fields.list("contacts", Contact::from_js),
            remove_contacts: fields.list("removeContacts", id_item),
        };
        fields.done(company)
    }
}

impl FromJs for FileInfo {
    fn from_js(value: JsValue) -> Result<Self, Error> {
        let fields = Fields::of(value)?;
        let size = u64::try_from(fields.id("size").unwrap_or_default()).unwrap_or_default();
        let file = FileInfo { name: fields.text("name").unwrap_or_default(), size };
        fields.done(file)
    }
}

impl FromJs for License {
    fn from_js(value: JsValue) -> Result<Self, Error> {
        let fields = Fields::of(value)?;
        let license = License {
            id: fields.id("id"),
            version: fields.id("version"),
            title: fields.text("title").unwrap_or_default(),
            title_id: fields.id("titleId"),
            company: fields.text("company").unwrap_or_default(),
            company_id: fields.id("companyId"),
            agent: fields.text("agent"),
            agent_id: fields.id("agentId"),
            commission: fields.text("commission"),
            contract_date: fields.text("contractDate"),
            signed: fields.flag("signed").unwrap_or_default(),
            status: fields.text("status"),
            reversion_date: fields.text("reversionDate"),
            contract_type: fields.text("contractType"),
            language: fields.text("language"),
            territory: fields.territory("territory").unwrap_or_default(),
            exclusive: fields.flag("exclusive"),
            announce: fields.flag("announce").unwrap_or_default(),
            end_date: fields.text("endDate"),
            advance: fields.number("advance"),
            currency: fields.text("currency"),
            royalties: fields.text("royalties"),
            files_fee: fields.text("filesFee"),
            publication_date: fields.text("publicationDate"),
            print_run: fields.text("printRun"),
            retail_price: fields.text("retailPrice"),
            notes: fields.text("notes"),
            accounting_period: fields.text("accountingPeriod"),
            statement_days: fields.id("statementDays"),
            file: fields.object("file"),
        };
        fields.done(license)
    }
}

impl FromJs for Territory {
    /// The object, or its text form ("DE, AT"), as serde reads it.
    fn from_js(value: JsValue) -> Result<Self, Error> {
        if let Some(text) = value.as_string() {
            return Ok(Territory::parse(&text));
        }
        let fields = Fields::of(value)?;
        let include = fields.list("include", text_item);
        let world = fields.flag("world").unwrap_or(include.is_empty());
        let territory = Territory { world, include, exclude: fields.list("exclude", text_item) }.normalized();
        fields.done(territory)
    }
}

impl FromJs for RightHeld {
    fn from_js(value: JsValue) -> Result<Self, Error> {
        let fields = Fields::of(value)?;
        let right = RightHeld {
            id: fields.id("id"),
            contract_type: fields.text("contractType"),
            languages: fields.list("languages", text_item),
            territory: fields.territory("territory").unwrap_or_default(),
            status: fields.text("status"),
            held_until: fields.text("heldUntil"),
            author_share_pct: fields.number("authorSharePct"),
            author_approval_required: fields.flag("authorApprovalRequired").unwrap_or_default(),
            source: fields.text("source"),
            notes: fields.text("notes"),
        };
        fields.done(right)
    }
}

impl FromJs for Offer {
    fn from_js(value: JsValue) -> Result<Self, Error> {
        let fields = Fields::of(value)?;
        let offer = Offer {
            id: fields.id("id"),
            received_date: fields.text("receivedDate"),
            advance: fields.number("advance"),
            currency: fields.text("currency"),
            royalties: fields.text("royalties"),
            notes: fields.text("notes"),
            status: fields.text("status"),
        };
        fields.done(offer)
    }
}

impl FromJs for Event {
    fn from_js(value: JsValue) -> Result<Self, Error> {
        let fields = Fields::of(value)?;
        let event = Event {
            id: fields.id("id"),
            version: fields.id("version"),
            title: fields.text("title").unwrap_or_default(),
            start: fields.text("start"),
            end: fields.text("end"),
            all_day: fields.flag("allDay").unwrap_or_default(),
            location: fields.text("location"),
            company_id: fields.id("companyId"),
            company: fields.text("company"),
            contact_id: fields.id("contactId"),
            contact: fields.text("contact"),
            notes: fields.text("notes"),
        };
        fields.done(event)
    }
}

impl FromJs for Prospection {
    fn from_js(value: JsValue) -> Result<Self, Error> {
        let fields = Fields::of(value)?;
        let prospection = Prospection {
            id: fields.id("id"),
            version: fields.id("version"),
            title: fields.text("title").unwrap_or_default(),
            title_id: fields.id("titleId"),
            company: fields.text("company").unwrap_or_default(),
            company_id: fields.id("companyId"),
            contact_id: fields.id("contactId"),
            contact: fields.text("contact"),
            contract_type: fields.text("contractType"),
            language: fields.text("language"),
            territory: fields.territory("territory"),
            status: fields.text("status"),
            sent_date: fields.text("sentDate"),
            chase_date: fields.text("chaseDate"),
            last_chased_date: fields.text("lastChasedDate"),
            option_expiry: fields.text("optionExpiry"),
            decline_reason: fields.text("declineReason"),
            material: fields.list("material", text_item),
            material_files: fields.list("materialFiles", id_item),
            source: fields.text("source"),
            expected_advance: fields.number("expectedAdvance"),
            currency: fields.text("currency"),
            owner_id: fields.id("ownerId"),
            owner: fields.text("owner"),
            notes: fields.text("notes"),
            license_id: fields.id("licenseId"),
            fair_meeting_id: fields.id("fairMeetingId"),
            offers: fields.list("offers", Offer::from_js),
            created_at: fields.text("createdAt"),
            updated_at: fields.text("updatedAt"),
        };
        fields.done(prospection)
    }
}

impl FromJs for User {
    fn from_js(value: JsValue) -> Result<Self, Error> {
        let fields = Fields::of(value)?;
        let user = User {
            id: fields.id("id"),
            email: fields.text("email").unwrap_or_default(),
            name: fields.text("name").unwrap_or_default(),
            role: fields.text("role").unwrap_or_default(),
            active: fields.flag("active").unwrap_or(true),
            password: fields.text("password"),
        };
        fields.done(user)
    }
}

impl FromJs for TeamSettings {
    fn from_js(value: JsValue) -> Result<Self, Error> {
        let fields = Fields::of(value)?;
        let settings = TeamSettings {
            name: fields.text("name"),
            time_zone: fields.text("timeZone").unwrap_or_default(),
            home_currency: fields.text("homeCurrency"),
            chase_after_days: fields.id("chaseAfterDays"),
            expire_options: fields.flag("expireOptions"),
        };
        fields.done(settings)
    }
}

impl FromJs for InvoiceDetails {
    fn from_js(value: JsValue) -> Result<Self, Error> {
        let fields = Fields::of(value)?;
        let details = InvoiceDetails {
            legal_name: fields.text("legalName"),
            address: fields.text("address"),
            vat_number: fields.text("vatNumber"),
            iban: fields.text("iban"),
            bic: fields.text("bic"),
            bank_details: fields.text("bankDetails"),
            footer: fields.text("footer"),
        };
        fields.done(details)
    }
}

impl FromJs for Named {
    fn from_js(value: JsValue) -> Result<Self, Error> {
        let fields = Fields::of(value)?;
        let named = Named { id: fields.id("id").unwrap_or_default(), name: fields.text("name").unwrap_or_default() };
        fields.done(named)
    }
}

impl FromJs for Fair {
    fn from_js(value: JsValue) -> Result<Self, Error> {
        let fields = Fields::of(value)?;
        let fair = Fair {
            id: fields.id("id"),
            version: fields.id("version"),
            name: fields.text("name").unwrap_or_default(),
            start_date: fields.text("startDate"),
            end_date: fields.text("endDate"),
            time_zone: fields.text("timeZone"),
            place: fields.text("place"),
            stand: fields.text("stand"),
            day_start: fields.text("dayStart"),
            day_end: fields.text("dayEnd"),
            slot_minutes: fields.id("slotMinutes"),
            attendee_ids: fields.list("attendeeIds", id_item),
            attendees: fields.list("attendees", Named::from_js),
            meeting_count: fields.id("meetingCount"),
            requested_count: fields.id("requestedCount"),
        };
        fields.done(fair)
    }
}

impl FromJs for MeetingTitle {
    fn from_js(value: JsValue) -> Result<Self, Error> {
        let fields = Fields::of(value)?;
        let title = MeetingTitle {
            title_id: fields.id("titleId"),
            title: fields.text("title"),
            note: fields.text("note"),
            outcome: fields.text("outcome"),
        };
        fields.done(title)
    }
}

impl FromJs for Meeting {
    fn from_js(value: JsValue) -> Result<Self, Error> {
        let fields = Fields::of(value)?;
        let meeting = Meeting {
            id: fields.id("id"),
            version: fields.id("version"),
            fair_id: fields.id("fairId"),
            start: fields.text("start"),
            minutes: fields.id("minutes"),
            member_ids: fields.list("memberIds", id_item),
            members: fields.list("members", Named::from_js),
            company_id: fields.id("companyId"),
            company: fields.text("company"),
            contact_ids: fields.list("contactIds", id_item),
            contacts: fields.list("contacts", Named::from_js),
            table: fields.text("table"),
            status: fields.text("status"),
            titles: fields.list("titles", MeetingTitle::from_js),
            notes: fields.text("notes"),
            follow_ups: fields.list("followUps", id_item),
            warnings: fields.list("warnings", text_item),
        };
        fields.done(meeting)
    }
}

/// A companies CSV file for `readCompanies`: its rows, each with its line, and the reference lists.
pub struct CompanyCsv {
    pub rows: Vec<(u64, CompanyRow)>,
    pub countries: Vec<Country>,
    pub languages: Vec<Language>,
}

impl FromJs for CompanyCsv {
    fn from_js(value: JsValue) -> Result<Self, Error> {
        let fields = Fields::of(value)?;
        let file = CompanyCsv {
            rows: fields.list("rows", FromJs::from_js),
            countries: fields.list("countries", FromJs::from_js),
            languages: fields.list("languages", FromJs::from_js),
        };
        fields.done(file)
    }
}

/// A row `{line, cells}`, its cells by column.
impl FromJs for (u64, CompanyRow) {
    fn from_js(value: JsValue) -> Result<Self, Error> {
        let fields = Fields::of(value)?;
        let line = u64::try_from(fields.id("line").unwrap_or_default()).unwrap_or_default();
        let row = (line, fields.object("cells").unwrap_or_default());
        fields.done(row)
    }
}

impl FromJs for CompanyRow {
    fn from_js(value: JsValue) -> Result<Self, Error> {
        let fields = Fields::of(value)?;
        let cell = |column: &str| fields.text(column).unwrap_or_default();
        let row = CompanyRow {
            name: cell("name"),
            types: cell("types"),
            country: cell("country"),
            language: cell("language"),
            address: cell("address"),
            notes: cell("notes"),
            contact_name: cell("contactName"),
            contact_email: cell("contactEmail"),
            contact_role: cell("contactRole"),
            contact_phone: cell("contactPhone"),
            contact_languages: cell("contactLanguages"),
            contact_notes: cell("contactNotes"),
        };
        fields.done(row)
    }
}

/// A language of the reference list: its `id`, `code` and `name`, as `make` builds it.
fn reference_entry<T>(value: JsValue, make: fn(String, String, String) -> T) -> Result<T, Error> {
    let fields = Fields::of(value)?;
    let text = |key| fields.text(key).unwrap_or_default();
    let entry = make(text("id"), text("code"), text("name"));
    fields.done(entry)
}

impl FromJs for Country {
    fn from_js(value: JsValue) -> Result<Self, Error> {
        let fields = Fields::of(value)?;
        let text = |key| fields.text(key).unwrap_or_default();
        let country = Country {
            id: text("id"),
            code: text("code"),
            name: text("name"),
            aliases: fields.list("aliases", text_item),
        };
        fields.done(country)
    }
}

impl FromJs for Language {
    fn from_js(value: JsValue) -> Result<Self, Error> {
        reference_entry(value, |id, code, name| Language { id, code, name })
    }
}
