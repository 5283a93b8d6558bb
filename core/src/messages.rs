//! Every user-facing message of the rules, as constants. These are the exact strings the browser
//! shows next to a field and the server returns in a 422 body, so both sides always agree.
//! The first six come word for word from the specification (§5).

/// A license without a title name.
pub const TITLE_REQUIRED: &str = "Title is required";
/// A license without a company name.
pub const COMPANY_REQUIRED: &str = "Company is required";
/// A license without a contract date.
pub const CONTRACT_DATE_REQUIRED: &str = "Contract date is required";
/// A license file that is not a PDF (by name, content type or content).
pub const ONLY_PDF: &str = "Only PDF files are allowed";
/// A license file over [`crate::limits::MAX_UPLOAD_BYTES`].
pub const FILE_TOO_LARGE: &str = "File size must not be more than 5MB";
/// A title whose name is empty or only whitespace.
pub const TITLE_NAME_REQUIRED: &str = "Title name is required";

/// A company whose name is empty or only whitespace.
pub const COMPANY_NAME_REQUIRED: &str = "Company name is required";
/// A company contact whose name is empty or only whitespace.
pub const CONTACT_NAME_REQUIRED: &str = "Contact name is required";
/// An e-mail address that is not valid.
pub const INVALID_EMAIL: &str = "Enter a valid e-mail address";
/// A contact's phone number without a digit, or with a character no phone number has.
pub const INVALID_PHONE: &str = "Enter a phone number: digits, spaces, + - ( ) . / and ext";
/// A license advance below [`crate::limits::MIN_ADVANCE`].
pub const ADVANCE_NEGATIVE: &str = "Advance must not be negative";
/// A license advance that is not a finite number (NaN or infinity from a browser form).
pub const ADVANCE_NOT_NUMBER: &str = "Advance must be a number";
/// A license whose end date is before its contract date.
pub const END_BEFORE_CONTRACT: &str = "End date must not be before the contract date";
/// A contract type outside [`crate::ContractType::ALL`].
pub const UNKNOWN_CONTRACT_TYPE: &str = "Unknown contract type";
/// A currency outside [`crate::Currency::ALL`].
pub const UNKNOWN_CURRENCY: &str = "Unknown currency";
/// An amount (an advance, an expected advance) without its currency: totals could not count it.
pub const CURRENCY_REQUIRED: &str = "Currency is required with an advance";
/// A company type outside [`crate::CompanyType::ALL`].
pub const UNKNOWN_COMPANY_TYPE: &str = "Unknown company type";
/// A date that is not a real calendar date written `YYYY-MM-DD`.
pub const INVALID_DATE: &str = "Enter a valid date (YYYY-MM-DD)";

/// A prospection past `to_send` without the date its material went out.
pub const SENT_DATE_REQUIRED: &str = "Sent date is required";
/// A prospection under option without the option's end.
pub const OPTION_EXPIRY_REQUIRED: &str = "Option expiry date is required";
/// A declined prospection without its reason.
pub const DECLINE_REASON_REQUIRED: &str = "Decline reason is required";
/// A prospection chased before its material went out.
pub const CHASE_BEFORE_SENT: &str = "Chase date cannot be before the sent date";
/// A status outside [`crate::ProspectionStatus::ALL`].
pub const UNKNOWN_STATUS: &str = "Unknown status";
/// A decline reason outside [`crate::DeclineReason::ALL`].
pub const UNKNOWN_DECLINE_REASON: &str = "Unknown decline reason";
/// A material outside [`crate::Material::ALL`].
pub const UNKNOWN_MATERIAL: &str = "Unknown material";
/// An offer status outside [`crate::OfferStatus::ALL`].
pub const UNKNOWN_OFFER_STATUS: &str = "Unknown offer status";
/// An offer without the date it came in.
pub const RECEIVED_DATE_REQUIRED: &str = "Received date is required";
/// An offer without its advance.
pub const OFFER_ADVANCE_REQUIRED: &str = "Advance is required";
/// A team event without a title.
pub const EVENT_TITLE_REQUIRED: &str = "Event title is required";
/// A team event without its start.
pub const EVENT_START_REQUIRED: &str = "Start is required";
/// A team event that ends before it starts.
pub const EVENT_END_BEFORE_START: &str = "End cannot be before the start";
/// A timed event's start or end that is not a date and time written `YYYY-MM-DDTHH:MM`.
pub const INVALID_DATE_TIME: &str = "Enter a valid date and time (YYYY-MM-DDTHH:MM)";

/// A prospection created as licensed: only converting one to a license makes it so.
pub const LICENSED_BY_CONVERTING: &str = "A prospection becomes Licensed only by converting it to a license";
/// A status move that [`crate::prospection::MOVES`] does not allow, naming both statuses.
pub fn move_refused(from: crate::ProspectionStatus, to: crate::ProspectionStatus) -> String {
    let (from, to_label) = (from.label(), to.label());
    if to == crate::ProspectionStatus::Licensed {
        format!("Cannot move from {from} to {to_label}: convert it to a license instead")
    } else {
        format!("Cannot move from {from} to {to_label}")
    }
}

// A companies CSV file's cells (see `crate::company_csv`), quoting the cell and saying what to write.
/// A `types` cell's type that is neither a company type's wire value nor its label.
pub fn unknown_company_type_named(text: &str) -> String {
    let mut message = format!("Unknown company type \"{text}\": use ");
    for (index, company_type) in crate::CompanyType::ALL.iter().enumerate() {
        message.push_str(if index == 0 { "" } else { ", " });
        message.push_str(company_type.label());
    }
    message + ", separated by \";\""
}
/// A `country` cell that is neither a country's ISO code nor its English name.
pub fn unknown_country_named(text: &str) -> String {
    format!("Unknown country \"{text}\": use its ISO code or English name (FR or France)")
}
/// A `language` cell that is neither a language's ISO code nor its English name.
pub fn unknown_language_named(text: &str) -> String {
    format!("Unknown language \"{text}\": use its ISO code or English name (fr or French)")
}

/// A convert refused because the prospection is in `status`, not one of
/// [`crate::prospection::CONVERTIBLE`] (a 409, not a field's message).
pub fn not_convertible(status: crate::ProspectionStatus) -> String {
    let from: Vec<&str> = crate::prospection::CONVERTIBLE.iter().map(|status| status.label()).collect();
    format!("A prospection becomes a license from {} only; this one is {}", from.join(", "), status.label())
}

/// A user whose name is empty or only whitespace.
pub const NAME_REQUIRED: &str = "Name is required";
/// A team name (`PUT /api/team/settings`) that is empty or only whitespace.
pub const TEAM_NAME_REQUIRED: &str = "Team name is required";
/// A team name another team of the server has (case aside).
pub const TEAM_NAME_TAKEN: &str = "Another team has this name";
/// A user without an e-mail address.
pub const EMAIL_REQUIRED: &str = "E-mail is required";
/// A role outside [`crate::Role::ALL`].
pub const UNKNOWN_ROLE: &str = "Unknown role";
/// A password set through the API or the web app shorter than
/// [`crate::limits::MIN_PASSWORD_CHARS`].
pub const PASSWORD_TOO_SHORT: &str = "Password must be at least 10 characters";

// Checked by the server only: they need the team's data or the ISO lists, which the browser
// learns from the server's answer.
/// A company name the team already uses (case and accents aside).
pub const COMPANY_NAME_TAKEN: &str = "A company with this name already exists";
/// A title name the team already uses (case and accents aside).
pub const TITLE_NAME_TAKEN: &str = "A title with this name already exists";
/// Any text holding the NUL character, which no database stores as text.
pub const NUL_CHARACTER: &str = "Text must not contain the NUL character";
/// An import of more than [`crate::limits::MAX_IMPORT_ROWS`] rows.
pub const TOO_MANY_IMPORT_ROWS: &str = "An import holds at most 100,000 rows: split the file";
/// An ONIX file of release 2.1 (or of no 3.x release), which the ONIX import does not read.
pub const ONIX_2_1: &str =
    "This file is ONIX 2.1: Rightsdesk reads ONIX 3.0 and 3.1. Ask the publisher's data team for an ONIX 3.0 export";
/// An ONIX file whose DOCTYPE declares entities or anything else of its own (an internal subset):
/// never read, so that no entity can fetch a file or a URL.
pub const ONIX_OWN_ENTITIES: &str =
    "This file declares entities of its own in its DOCTYPE, which Rightsdesk never reads: export it without them";
/// An ONIX import's multipart body without its `file` part.
pub const ONIX_FILE_REQUIRED: &str = "The multipart body needs a `file` part holding the ONIX file";
/// An ONIX preview's multipart body with a part beside its file.
pub const ONIX_PREVIEW_PARTS: &str = "A preview reads the `file` part only: the decisions go with the apply";
/// An ONIX file over the upload limit of its import.
pub const ONIX_TOO_LARGE: &str = "An ONIX file must not be more than 100 MB: split it";
/// A product of an ONIX file without an ISBN-13.
pub const ONIX_NO_ISBN: &str =
    "No ISBN-13: no ProductIdentifier of type 15, nor of type 03 with a GTIN-13 starting 978 or 979";
/// A product of an ONIX file without a distinctive title.
pub const ONIX_NO_TITLE: &str = "No title: no TitleDetail of type 01 with a TitleText";
/// A title of an ONIX file whose name another title of the same file has (by another author).
pub const ONIX_NAME_TWICE: &str = "Another title of the file has this name, by another author";
/// A team time zone that is not an IANA name the server knows (`Europe/Paris`, `UTC`).
pub const UNKNOWN_TIME_ZONE: &str = "Unknown time zone: choose one from the list";
/// A country id that is not in `GET /api/countries`.
pub const UNKNOWN_COUNTRY: &str = "Unknown country";
/// A language id that is not in `GET /api/languages`; for a contact's languages, core already
/// refuses an id that is not two lower-case letters (an ISO 639-1 code), the server the others.
pub const UNKNOWN_LANGUAGE: &str = "Unknown language";
/// A `titleId` that is not one of the team's titles.
pub const UNKNOWN_TITLE: &str = "Unknown title: choose one from the list or type a new name";
/// A `companyId` that is not one of the team's companies.
pub const UNKNOWN_COMPANY: &str = "Unknown company: choose one from the list or type a new name";
/// A `contactId` that is not a contact of the prospection's company.
pub const UNKNOWN_CONTACT: &str = "Choose a contact of this company";
/// An `ownerId` that is not a user of the team.
pub const UNKNOWN_OWNER: &str = "Unknown owner: choose a member of the team";
/// A new `ownerId` naming a deactivated user of the team (a prospection they already own keeps them).
pub const INACTIVE_OWNER: &str = "This user is deactivated: choose an active member of the team";
/// An event's `companyId` that is not one of the team's companies.
pub const UNKNOWN_EVENT_COMPANY: &str = "Unknown company: choose one from the list";
/// An `agentId` that is not one of the team's companies.
pub const UNKNOWN_AGENT: &str = "Unknown agent: choose one from the list or type a new name";

/// A password change whose current password is not the account's.
pub const CURRENT_PASSWORD_INCORRECT: &str = "Current password is incorrect";
/// A user added with an e-mail address some user already has (in any team: one address signs
/// in to one account).
pub const EMAIL_TAKEN: &str = "A user with this e-mail already exists";
/// Demoting or deactivating the team's last active admin, which would leave nobody to manage
/// the team's users.
pub const LAST_ACTIVE_ADMIN: &str =
    "The team's last active admin cannot be demoted or deactivated: make another user an admin first";

/// A name longer than [`crate::limits::MAX_NAME_CHARS`].
pub const NAME_TOO_LONG: &str = "Must be at most 200 characters";
/// A short text longer than [`crate::limits::MAX_SHORT_TEXT_CHARS`].
pub const SHORT_TEXT_TOO_LONG: &str = "Must be at most 200 characters";
/// A long text longer than [`crate::limits::MAX_LONG_TEXT_CHARS`].
pub const LONG_TEXT_TOO_LONG: &str = "Must be at most 10,000 characters";
/// An e-mail address longer than [`crate::limits::MAX_EMAIL_CHARS`].
pub const EMAIL_TOO_LONG: &str = "Must be at most 254 characters";
/// A phone number longer than [`crate::limits::MAX_PHONE_CHARS`].
pub const PHONE_TOO_LONG: &str = "Must be at most 50 characters";

/// An IBAN that is not a country code, two check digits and up to 30 letters and digits.
pub const IBAN_SHAPE: &str = "An IBAN is a country code, 2 check digits and up to 30 letters and digits";
/// An IBAN of the right shape whose check digits do not match (a typo, most likely).
pub const IBAN_CHECK_DIGITS: &str = "This IBAN's check digits do not match: look for a typo";
/// A BIC that is not 8 or 11 letters and digits (4 for the bank, 2 for the country...).
pub const BIC_SHAPE: &str = "A BIC is 8 or 11 letters and digits, such as AGRIFRPP";

/// A license's `signed` that is neither `true` nor `false` (a CSV cell, the licenses list's filter).
pub const SIGNED_TRUE_OR_FALSE: &str = "Signed must be true or false";

/// A licenses file's `exclusive` cell that is neither `true` nor `false`.
pub const EXCLUSIVE_TRUE_OR_FALSE: &str = "Exclusive must be true or false";
/// A licenses file's `announce` cell that is neither `true` nor `false`.
pub const ANNOUNCE_TRUE_OR_FALSE: &str = "Announce must be true or false";

/// A license of a right made in one language (a translation, an audio edition) without it.
pub const LANGUAGE_REQUIRED: &str = "Language is required for this right";

/// A license in `reverted` status without the day its rights came back.
pub const REVERSION_DATE_REQUIRED: &str = "Reversion date is required";

/// A territory that is neither the world nor any country.
pub const CHOOSE_WORLD_OR_COUNTRY: &str = "Choose the world or at least one country";

/// A right held whose author share is not a percentage.
pub const AUTHOR_SHARE_RANGE: &str = "Author share must be between 0 and 100";

/// A right held without its right.
pub const RIGHT_REQUIRED: &str = "Right is required";

/// An amount (a payment, a receipt, a statement's earnings) that is not a finite number.
pub const AMOUNT_NOT_NUMBER: &str = "Amount must be a number";
/// A payment's amount of 0 or less.
pub const AMOUNT_NOT_POSITIVE: &str = "Amount must be more than 0";
/// A received amount, a deduction or earnings below 0.
pub const AMOUNT_NEGATIVE: &str = "Amount must not be negative";
/// An amount over [`crate::limits::MAX_AMOUNT`].
pub const AMOUNT_TOO_LARGE: &str = "Amount must be at most 100,000,000,000";
/// A payment without its amount.
pub const AMOUNT_REQUIRED: &str = "Amount is required";
/// An amount without its currency (a payment of a license that has none).
pub const AMOUNT_CURRENCY_REQUIRED: &str = "Currency is required";
/// A payment agreed for a date, without it.
pub const DUE_DATE_REQUIRED: &str = "Due date is required for this payment";
/// A payment kind outside [`crate::PaymentKind::ALL`].
pub const UNKNOWN_PAYMENT_KIND: &str = "Unknown payment kind";
/// A payment trigger outside [`crate::PaymentTrigger::ALL`].
pub const UNKNOWN_TRIGGER: &str = "Unknown trigger";
/// An accounting period outside [`crate::AccountingPeriod::ALL`].
pub const UNKNOWN_ACCOUNTING_PERIOD: &str = "Unknown accounting period";
/// A license's statement days outside 0 to [`crate::limits::MAX_STATEMENT_DAYS`].
pub const STATEMENT_DAYS_RANGE: &str = "Statement days must be between 0 and 365";
/// A royalty statement without the start of its period.
pub const PERIOD_START_REQUIRED: &str = "Period start is required";
/// A royalty statement without the end of its period.
pub const PERIOD_END_REQUIRED: &str = "Period end is required";
/// A royalty statement whose period ends before it starts.
pub const PERIOD_END_BEFORE_START: &str = "Period end cannot be before its start";
/// Copies sold below 0.
pub const COPIES_NEGATIVE: &str = "Copies sold must not be negative";
/// An exchange rate of 0 or less, or not a number.
pub const RATE_NOT_POSITIVE: &str = "Rate must be more than 0";
/// An exchange rate over [`crate::limits::MAX_RATE`].
pub const RATE_TOO_LARGE: &str = "Rate must be at most 100,000";
/// An exchange rate without its currency.
pub const RATE_CURRENCY_REQUIRED: &str = "Currency is required";
/// An exchange rate without the day it applies from.
pub const VALID_FROM_REQUIRED: &str = "Valid from date is required";
/// A second rate of a currency from the same day.
pub const RATE_EXISTS: &str = "A rate of this currency from this day exists";

/// A number with more decimals than allowed: "JPY has no decimals" for a currency without any,
/// else "Use at most 2 decimals".
pub fn too_many_decimals(currency: &str, decimals: u16) -> String {
    if decimals == 0 { format!("{currency} has no decimals") } else { format!("Use at most {decimals} decimals") }
}

/// A territory naming a code that is no ISO 3166-1 alpha-2 country.
pub fn unknown_country_code(code: &str) -> String {
    format!("Unknown country code: {code}")
}

/// An exclusive license that would overlap another (docs/http.md, "Licenses gain"): "Overlaps the
/// exclusive license to Hanser Verlag (de, until 2031-12-31)". Without a language the other
/// license covers every one; without an end date it runs on.
pub fn overlaps_license(company: &str, language: Option<&str>, end: Option<&str>) -> String {
    let language = language.unwrap_or("all languages");
    let until = end.map_or_else(|| "no end date".to_owned(), |end| format!("until {end}"));
    format!("Overlaps the exclusive license to {company} ({language}, {until})")
}

/// A row of an import file whose title name an earlier row has (the web's titles import and the
/// command line's say it alike).
pub fn same_name_as_line(line: u64) -> String {
    format!("Same name as line {line}")
}

/// A row of a licenses file with exactly the terms of an earlier row.
pub fn same_license_as_line(line: u64) -> String {
    format!("Same license as line {line}")
}

/// A name of a licenses file that no title or company (`noun`) of the team has, which the
/// import creates (`done`) or would create (a dry run), with the team's names like it first, as
/// the license form offers them: "No title is named “Silent Harbor”: the import would create it.
/// Did you mean “The Silent Harbour”?"
pub fn new_name_in_import(noun: &str, name: &str, similar: &[&str], done: bool) -> String {
    let created = if done { "the import created it" } else { "the import would create it" };
    let mut message = format!("No {noun} is named “{name}”: {created}.");
    if let Some((last, others)) = similar.split_last() {
        message.push_str(" Did you mean ");
        for (index, other) in others.iter().enumerate() {
            message.push_str(&format!("{}“{other}”", if index == 0 { "" } else { ", " }));
        }
        if !others.is_empty() {
            message.push_str(" or ");
        }
        message.push_str(&format!("“{last}”?"));
    }
    message
}

/// A file that is not an ONIX message: its first element is another one.
pub fn onix_not_onix(element: &str) -> String {
    format!("This file is not an ONIX message: it starts with <{element}>, not <ONIXMessage>")
}

/// A part of an ONIX import's multipart body other than its file and decisions.
pub fn onix_unknown_part(name: &str) -> String {
    format!("Unknown part `{name}`: the parts are `file` and, to apply, `decisions`")
}

/// An ONIX file that is not well-formed XML, where the reader stopped.
pub fn onix_not_xml(line: u64, detail: &str) -> String {
    format!("This file is not well-formed XML (line {line}): {detail}")
}

/// An entity reference of an ONIX file that is neither XML's own nor one of HTML's.
pub fn onix_unknown_entity(line: u64, name: &str) -> String {
    format!("Unknown entity &{name}; at line {line}: Rightsdesk reads only XML's and HTML's own entities")
}

/// A title of an ONIX file whose ISBNs belong to two of the team's titles.
pub fn onix_isbns_of_two_titles(first: &str, second: &str) -> String {
    format!("Its ISBNs belong to two titles of the team, “{first}” and “{second}”")
}

/// A title of an ONIX file whose ISBNs belong to one of the team's titles and its name to another.
pub fn onix_isbn_and_name(by_isbn: &str, by_name: &str) -> String {
    format!("Its ISBNs belong to “{by_isbn}”, but its name is that of another title of the team, “{by_name}”")
}

/// A title of an ONIX file named as one of the team's titles by another author.
pub fn onix_name_of_another_author(author: Option<&str>) -> String {
    match author {
        Some(author) => format!("The team has a title of this name by another author, {author}"),
        None => "The team has a title of this name with no author".into(),
    }
}

/// A CSV row with more cells than its header has columns (the web's import says it alike).
pub fn more_cells_than_columns(columns: usize) -> String {
    format!("More cells than the {columns} columns of the header (a comma inside a cell needs quotes around the cell)")
}

/// A titles file's row with the name of the title on the rows just before it but other title
/// details: the rows of a title's editions repeat its cells, or leave them empty.
pub fn other_title_details_than_line(line: u64) -> String {
    format!("Same name as line {line} but other title details")
}
/// A titles file's price cell that is not a number.
pub const PRICE_NOT_NUMBER: &str = "Price must be a number";
/// A CSV file whose last quoted cell is never closed.
pub const QUOTE_NOT_CLOSED: &str = "A quoted cell is not closed: the rest of the file was read into it";

/// An edition without its ISBN.
pub const ISBN_REQUIRED: &str = "ISBN is required";
/// An ISBN whose check digit or shape is wrong (an ISBN-10 or hyphens are fine).
pub const INVALID_ISBN: &str = "This is not a valid ISBN-13";
/// The same ISBN on two editions of one title.
pub const ISBN_TWICE: &str = "This ISBN is listed twice";
/// An ISBN another title of the team has (the server's check): "This ISBN belongs to Dune".
pub fn isbn_taken(title: &str) -> String {
    format!("This ISBN belongs to {title}")
}
/// A contributor without a name.
pub const CONTRIBUTOR_NAME_REQUIRED: &str = "Contributor name is required";
/// A contributor role outside [`crate::ContributorRole::ALL`].
pub const UNKNOWN_CONTRIBUTOR_ROLE: &str = "Unknown contributor role";
/// A subject that is not shaped like a Thema code.
pub const INVALID_THEMA: &str = "Enter Thema codes such as FBA or 1DDF";
/// A pitch or quotation over [`crate::limits::MAX_PITCH_CHARS`].
pub const PITCH_TOO_LONG: &str = "Must be at most 1000 characters";
/// A quotation without its words.
pub const QUOTE_TEXT_REQUIRED: &str = "Quote text is required";
/// An edition format outside [`crate::EditionFormat::ALL`].
pub const UNKNOWN_FORMAT: &str = "Unknown format";
/// A page count outside 1 to [`crate::limits::MAX_PAGES`].
pub const PAGES_RANGE: &str = "Pages must be a whole number from 1 to 100000";
/// An edition's price without its currency.
pub const PRICE_CURRENCY_REQUIRED: &str = "Currency is required with a price";
/// A cover that is not a JPEG, PNG or WebP image (by its bytes).
pub const ONLY_IMAGES: &str = "Only JPEG, PNG or WebP images are allowed";
/// A cover too large to decode within [`crate::limits::MAX_IMAGE_SIDE`] and
/// [`crate::limits::MAX_IMAGE_DECODE_BYTES`].
pub const IMAGE_TOO_BIG: &str = "This image has too many pixels: a cover needs no more than 2000 x 3000";
/// A title material's kind outside [`crate::MaterialKind::ALL`].
pub const UNKNOWN_MATERIAL_KIND: &str = "Unknown material kind";
/// A prospection's material file that is not one of its title's (another title's, a deleted
/// one, or a prospection without a title of the catalogue).
pub const MATERIAL_FILE_OF_TITLE: &str = "Choose material files of this title";

/// A fair without a name.
pub const FAIR_NAME_REQUIRED: &str = "Fair name is required";
/// A fair without its first day.
pub const START_DATE_REQUIRED: &str = "Start date is required";
/// A fair without its last day.
pub const END_DATE_REQUIRED: &str = "End date is required";
/// A fair whose last day is before its first.
pub const END_DATE_BEFORE_START: &str = "End date cannot be before the start date";
/// A fair longer than [`crate::limits::MAX_FAIR_DAYS`].
pub const FAIR_TOO_LONG: &str = "A fair lasts at most 31 days";
/// A fair's day hours that are not a time of day written `HH:MM`.
pub const INVALID_TIME: &str = "Enter a valid time (HH:MM)";
/// A fair whose day ends when or before it starts.
pub const DAY_END_BEFORE_START: &str = "Day end must be after day start";
/// A fair's slot or a meeting's length outside [`crate::limits::MIN_SLOT_MINUTES`] to
/// [`crate::limits::MAX_SLOT_MINUTES`].
pub const SLOT_MINUTES_RANGE: &str = "Slot length must be between 5 and 240 minutes";
/// A fair's attendee who is not a member of the team (the server's check).
pub const ATTENDEES_OF_TEAM: &str = "Choose attendees of your team";
/// A meeting outside its fair's days or day hours.
pub const OUTSIDE_FAIR_HOURS: &str = "The meeting must be within the fair's days and hours";
/// A meeting without a team member in it.
pub const MEMBER_REQUIRED: &str = "Choose at least one team member";
/// A meeting's member who is not a member of the team (the server's check).
pub const MEMBERS_OF_TEAM: &str = "Choose members of your team";
/// A meeting's company that is not one of the team's (the server's check).
pub const COMPANY_OF_TEAM: &str = "Choose a company of your team";
/// A meeting's contact who is not a contact of its company (the server's check).
pub const CONTACTS_OF_COMPANY: &str = "Choose contacts of this company";
/// A title listed twice in one meeting.
pub const TITLE_TWICE: &str = "A title is presented once per meeting";
/// A meeting's title that is not one of the team's (the server's check).
pub const TITLES_OF_TEAM: &str = "Choose titles of your team";
/// A meeting title's outcome outside [`crate::MeetingOutcome::ALL`].
pub const UNKNOWN_OUTCOME: &str = "Unknown outcome";
/// Follow-ups asked of a meeting that is not held (a 409).
pub const ONLY_HELD_FOLLOW_UPS: &str = "Only a held meeting has follow-ups";
/// Follow-ups asked of a meeting with no title left to follow up.
pub const NOTHING_TO_FOLLOW_UP: &str = "No title of this meeting is marked interested or send material";
/// A team's `chaseAfterDays` outside 1 to [`crate::limits::MAX_FOLLOW_UP_CHASE_DAYS`].
pub const CHASE_AFTER_RANGE: &str = "Chase after must be between 1 and 365 days";

/// A digest frequency that is not `none`, `daily` or `weekly` (`PUT /api/me/digest`).
pub const DIGEST_FREQUENCY_UNKNOWN: &str = "Choose none, daily or weekly";
/// A digest hour outside 0 to 23.
pub const DIGEST_HOUR_RANGE: &str = "Hour must be between 0 and 23";
/// A digest run that found nothing due for anyone: its summary, and a manual digest's.
pub const NOTHING_DUE: &str = "Nothing is due: no digest sent";
/// E-mail asked for (a test message, a digest run by hand) on a server without SMTP settings (409).
pub const MAIL_NOT_SET_UP: &str =
    "E-mail is not set up on this server: set RIGHTSDESK_SMTP_URL and RIGHTSDESK_MAIL_FROM";
/// A job run by hand while the same job's run by hand of that second is still under way (409).
pub const JOB_ALREADY_RUNNING: &str = "This job is already running: try again in a moment";

/// A member booked into a meeting whose time shares a minute with another of theirs that is not
/// cancelled (docs/http.md, "No double booking"): "Ana Lima is already in the meeting with Hanser
/// Verlag on 2026-10-14 at 10:30", the other meeting's start in its fair's time zone.
pub fn double_booked(member: &str, company: &str, start: crate::LocalDateTime) -> String {
    format!("{member} is already in the meeting with {company} on {} at {}", start.date(), clock(start))
}

/// The same company met at another meeting of the fair: "Hanser Verlag is also met on 2026-10-15
/// at 14:00".
pub fn also_met(company: &str, start: crate::LocalDateTime) -> String {
    format!("{company} is also met on {} at {}", start.date(), clock(start))
}

/// `HH:MM` of a local time.
fn clock(start: crate::LocalDateTime) -> String {
    format!("{:02}:{:02}", start.hour(), start.minute())
}

/// A rights guide whose name is empty or only whitespace.
pub const GUIDE_NAME_REQUIRED: &str = "Guide name is required";
/// A title in two blocks of one guide.
pub const TITLE_ONCE_IN_GUIDE: &str = "A title appears once in a guide";
/// A guide of more than [`crate::limits::MAX_GUIDE_TITLES`] titles.
pub const GUIDE_TOO_MANY_TITLES: &str = "A guide holds at most 500 titles";
/// A guide of more than [`crate::limits::MAX_GUIDE_SECTIONS`] sections.
pub const GUIDE_TOO_MANY_SECTIONS: &str = "A guide holds at most 50 sections";
/// A guide's rights contact who is not a member of the team (the server's check).
pub const GUIDE_CONTACT_OF_TEAM: &str = "Choose a member of your team";
/// A guide's fair that is not one of the team's (the server's check).
pub const FAIR_OF_TEAM: &str = "Choose a fair of your team";

/// The summary that goes with a set of [`crate::FieldErrors`] (the server's 422 `message`).
pub const VALIDATION_FAILED: &str = "Validation failed";

/// The message of each error `code` the entities' `validator` attributes use, in order of
/// importance: when a field breaks several rules (a name that is blank and too long, an advance
/// that is minus infinity), the field shows the message listed first here.
pub const BY_CODE: &[(&str, &str)] = &[
    ("title_required", TITLE_REQUIRED),
    ("company_required", COMPANY_REQUIRED),
    ("contract_date_required", CONTRACT_DATE_REQUIRED),
    ("received_date_required", RECEIVED_DATE_REQUIRED),
    ("offer_advance_required", OFFER_ADVANCE_REQUIRED),
    ("event_title_required", EVENT_TITLE_REQUIRED),
    ("event_start_required", EVENT_START_REQUIRED),
    ("fair_name_required", FAIR_NAME_REQUIRED),
    ("guide_name_required", GUIDE_NAME_REQUIRED),
    ("title_name_required", TITLE_NAME_REQUIRED),
    ("name_required", NAME_REQUIRED),
    ("email_required", EMAIL_REQUIRED),
    ("company_name_required", COMPANY_NAME_REQUIRED),
    ("contact_name_required", CONTACT_NAME_REQUIRED),
    ("isbn_required", ISBN_REQUIRED),
    ("contributor_name_required", CONTRIBUTOR_NAME_REQUIRED),
    ("quote_text_required", QUOTE_TEXT_REQUIRED),
    ("only_pdf", ONLY_PDF),
    ("only_images", ONLY_IMAGES),
    ("file_too_large", FILE_TOO_LARGE),
    ("advance_not_number", ADVANCE_NOT_NUMBER),
    ("advance_negative", ADVANCE_NEGATIVE),
    ("name_too_long", NAME_TOO_LONG),
    ("short_text_too_long", SHORT_TEXT_TOO_LONG),
    ("long_text_too_long", LONG_TEXT_TOO_LONG),
    ("pitch_too_long", PITCH_TOO_LONG),
    ("email_too_long", EMAIL_TOO_LONG),
    ("phone_too_long", PHONE_TOO_LONG),
    ("iban_shape", IBAN_SHAPE),
    ("iban_check_digits", IBAN_CHECK_DIGITS),
    ("bic_shape", BIC_SHAPE),
    ("invalid_email", INVALID_EMAIL),
    ("invalid_phone", INVALID_PHONE),
    ("invalid_date", INVALID_DATE),
    ("invalid_isbn", INVALID_ISBN),
    ("invalid_thema", INVALID_THEMA),
    ("pages_range", PAGES_RANGE),
    ("unknown_format", UNKNOWN_FORMAT),
    ("unknown_contributor_role", UNKNOWN_CONTRIBUTOR_ROLE),
    ("end_before_contract", END_BEFORE_CONTRACT),
    ("unknown_contract_type", UNKNOWN_CONTRACT_TYPE),
    ("unknown_currency", UNKNOWN_CURRENCY),
    ("currency_required", CURRENCY_REQUIRED),
    ("unknown_company_type", UNKNOWN_COMPANY_TYPE),
    ("unknown_language", UNKNOWN_LANGUAGE),
    ("unknown_status", UNKNOWN_STATUS),
    ("unknown_outcome", UNKNOWN_OUTCOME),
    ("unknown_decline_reason", UNKNOWN_DECLINE_REASON),
    ("unknown_material", UNKNOWN_MATERIAL),
    ("unknown_offer_status", UNKNOWN_OFFER_STATUS),
    ("unknown_role", UNKNOWN_ROLE),
    ("right_required", RIGHT_REQUIRED),
    ("language_required", LANGUAGE_REQUIRED),
    ("reversion_date_required", REVERSION_DATE_REQUIRED),
    ("author_share_range", AUTHOR_SHARE_RANGE),
    ("amount_required", AMOUNT_REQUIRED),
    ("due_date_required", DUE_DATE_REQUIRED),
    ("unknown_payment_kind", UNKNOWN_PAYMENT_KIND),
    ("unknown_trigger", UNKNOWN_TRIGGER),
    ("unknown_accounting_period", UNKNOWN_ACCOUNTING_PERIOD),
    ("statement_days_range", STATEMENT_DAYS_RANGE),
    ("period_start_required", PERIOD_START_REQUIRED),
    ("period_end_required", PERIOD_END_REQUIRED),
    ("period_end_before_start", PERIOD_END_BEFORE_START),
    ("copies_negative", COPIES_NEGATIVE),
    ("valid_from_required", VALID_FROM_REQUIRED),
    ("password_too_short", PASSWORD_TOO_SHORT),
    ("title_once_in_guide", TITLE_ONCE_IN_GUIDE),
    ("guide_too_many_titles", GUIDE_TOO_MANY_TITLES),
    ("guide_too_many_sections", GUIDE_TOO_MANY_SECTIONS),
];

/// The rank (0 is the most important) and message of an error code of [`BY_CODE`].
pub fn for_code(code: &str) -> Option<(usize, &'static str)> {
    BY_CODE.iter().position(|(known, _)| *known == code).map(|rank| (rank, BY_CODE[rank].1))
}

/// A write made from an old read of a record (412, docs/http.md "Versions"): "This license was
/// changed by Alice Martin at 2026-11-25 14:02 since you opened it". Who and when come from the
/// activity log; either may be unknown (a change by the command line has no one).
/// `what` is the record's noun in lower case ("license", "meeting").
pub fn changed_since(what: &str, by: Option<&str>, at: Option<&str>) -> String {
    let by = by.map(|name| format!(" by {name}")).unwrap_or_default();
    let at = at.map(|at| format!(" at {at}")).unwrap_or_default();
    format!("This {what} was changed{by}{at} since you opened it")
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;
    use crate::limits::*;

    fn quoted_limit(message: &str) -> u64 {
        let digits: String = message.chars().filter(char::is_ascii_digit).collect();
        digits.parse().unwrap()
    }

    #[test]
    fn length_messages_quote_their_limits() {
        assert_eq!(quoted_limit(NAME_TOO_LONG), MAX_NAME_CHARS);
        assert_eq!(quoted_limit(SHORT_TEXT_TOO_LONG), MAX_SHORT_TEXT_CHARS);
        assert_eq!(quoted_limit(LONG_TEXT_TOO_LONG), MAX_LONG_TEXT_CHARS);
        assert_eq!(quoted_limit(PITCH_TOO_LONG), MAX_PITCH_CHARS);
        assert!(PAGES_RANGE.ends_with(&format!("from 1 to {MAX_PAGES}")));
        assert_eq!(quoted_limit(EMAIL_TOO_LONG), MAX_EMAIL_CHARS);
        assert_eq!(quoted_limit(PHONE_TOO_LONG), MAX_PHONE_CHARS);
        assert_eq!(quoted_limit(TOO_MANY_IMPORT_ROWS), MAX_IMPORT_ROWS as u64);
        assert_eq!(quoted_limit(PASSWORD_TOO_SHORT), MIN_PASSWORD_CHARS);
        assert_eq!(quoted_limit(GUIDE_TOO_MANY_TITLES), MAX_GUIDE_TITLES as u64);
        assert_eq!(quoted_limit(GUIDE_TOO_MANY_SECTIONS), MAX_GUIDE_SECTIONS);
        for message in [NAME_TOO_LONG, SHORT_TEXT_TOO_LONG, LONG_TEXT_TOO_LONG, EMAIL_TOO_LONG, PHONE_TOO_LONG] {
            assert!(message.starts_with("Must be at most ") && message.ends_with(" characters"));
        }
    }

    #[test]
    fn file_size_message_quotes_the_upload_limit() {
        assert_eq!(MAX_UPLOAD_BYTES, 5 * 1024 * 1024);
        assert!(FILE_TOO_LARGE.ends_with("5MB"));
    }

    #[test]
    fn codes_are_unique_and_known() {
        for (rank, (code, message)) in BY_CODE.iter().enumerate() {
            assert_eq!(for_code(code), Some((rank, *message)), "{code} listed twice");
        }
        assert_eq!(for_code("length"), None);
    }

    #[test]
    fn spec_messages_are_word_for_word() {
        assert_eq!(TITLE_REQUIRED, "Title is required");
        assert_eq!(COMPANY_REQUIRED, "Company is required");
        assert_eq!(CONTRACT_DATE_REQUIRED, "Contract date is required");
        assert_eq!(ONLY_PDF, "Only PDF files are allowed");
        assert_eq!(FILE_TOO_LARGE, "File size must not be more than 5MB");
        assert_eq!(TITLE_NAME_REQUIRED, "Title name is required");
    }

    #[test]
    fn an_overlap_names_the_other_license() {
        assert_eq!(
            overlaps_license("Hanser Verlag", Some("de"), Some("2031-12-31")),
            "Overlaps the exclusive license to Hanser Verlag (de, until 2031-12-31)"
        );
        assert_eq!(
            overlaps_license("Hanser Verlag", None, None),
            "Overlaps the exclusive license to Hanser Verlag (all languages, no end date)"
        );
        assert_eq!(unknown_country_code("XX"), "Unknown country code: XX");
    }

    #[test]
    fn a_stale_write_says_who_changed_the_record_and_when() {
        assert_eq!(
            changed_since("license", Some("Alice Martin"), Some("2026-11-25 14:02")),
            "This license was changed by Alice Martin at 2026-11-25 14:02 since you opened it"
        );
        assert_eq!(changed_since("title", None, None), "This title was changed since you opened it");
    }

    #[test]
    fn a_double_booking_and_a_second_meeting_name_the_other_meeting() {
        let at = crate::LocalDateTime::parse("2026-10-14T09:05").unwrap();
        assert_eq!(
            double_booked("Ana Lima", "Hanser Verlag", at),
            "Ana Lima is already in the meeting with Hanser Verlag on 2026-10-14 at 09:05"
        );
        assert_eq!(also_met("Hanser Verlag", at), "Hanser Verlag is also met on 2026-10-14 at 09:05");
        assert_eq!(quoted_limit(FAIR_TOO_LONG), MAX_FAIR_DAYS as u64);
        assert_eq!(
            SLOT_MINUTES_RANGE,
            format!("Slot length must be between {MIN_SLOT_MINUTES} and {MAX_SLOT_MINUTES} minutes")
        );
        assert_eq!(CHASE_AFTER_RANGE, format!("Chase after must be between 1 and {MAX_FOLLOW_UP_CHASE_DAYS} days"));
    }

    #[test]
    fn a_new_name_of_an_import_offers_the_names_like_it() {
        assert_eq!(
            new_name_in_import("title", "Silent Harbor", &["The Silent Harbour"], false),
            "No title is named “Silent Harbor”: the import would create it. Did you mean “The Silent Harbour”?"
        );
        assert_eq!(
            new_name_in_import("company", "Penguin", &["Penguin Books", "Penguin Random House", "Pengu"], true),
            "No company is named “Penguin”: the import created it. \
             Did you mean “Penguin Books”, “Penguin Random House” or “Pengu”?"
        );
        assert_eq!(new_name_in_import("title", "Emma", &[], true), "No title is named “Emma”: the import created it.");
    }
}
