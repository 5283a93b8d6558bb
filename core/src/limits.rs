//! Business constants and size limits (docs/product.md §9). Only numbers live here; the messages that quote
//! them are in [`crate::messages`].

/// Largest accepted license file, in bytes (5 MB). Exactly this size is still accepted.
pub const MAX_UPLOAD_BYTES: u64 = 5_242_880;

/// Widest and highest cover the server decodes, in pixels: a bound on what a small file can
/// unpack to (a few kilobytes of PNG can claim a billion pixels).
pub const MAX_IMAGE_SIDE: u32 = 10_000;
/// Most memory the server spends decoding one cover, in bytes (256 MiB): a 10,000 by 10,000
/// RGBA image would take 400 MiB, so large covers are refused by this bound before the other.
pub const MAX_IMAGE_DECODE_BYTES: u64 = 256 * 1024 * 1024;
/// The box a cover's thumbnail fits in, in pixels (width, height): a book's 2:3 shape.
pub const THUMBNAIL_BOX: (u32, u32) = (200, 300);

/// Fewest characters (after trimming) a lookup needs before the server is asked for suggestions.
pub const MIN_SEARCH_CHARS: usize = 3;

/// Most suggestions a completion call returns.
pub const MAX_SUGGESTIONS: usize = 10;
/// Names offered in place of a new one ("Did you mean"), at most.
pub const MAX_SIMILAR_NAMES: usize = 5;

/// Smallest accepted license advance (flat fee).
pub const MIN_ADVANCE: f64 = 0.0;

/// The bytes every PDF file starts with.
pub const PDF_SIGNATURE: &[u8] = b"%PDF-";

/// Longest name, in characters: title name, author, company name, contact name, agent.
pub const MAX_NAME_CHARS: u64 = 200;

/// Longest short free-text license field, in characters: commission, royalties, filesFee,
/// printRun, retailPrice.
pub const MAX_SHORT_TEXT_CHARS: u64 = 200;

/// Longest long free-text field, in characters: description, notes, address.
pub const MAX_LONG_TEXT_CHARS: u64 = 10_000;

/// Longest pitch or quotation, in characters: a few sentences, what a rights guide's block holds.
pub const MAX_PITCH_CHARS: u64 = 1_000;

/// Most pages an edition may have.
pub const MAX_PAGES: i64 = 100_000;

/// Fewest characters a password set through the API or the web app may have. The command line
/// (`rightsdesk user add/passwd`), the operator's tool, keeps its own minimum of 8.
pub const MIN_PASSWORD_CHARS: u64 = 10;

/// Longest e-mail address, in characters (RFC 5321 path limit).
pub const MAX_EMAIL_CHARS: u64 = 254;

/// Longest phone number, in characters: room for a country code, spaces and an extension
/// ("+49 (0)89 4137-0 ext. 1234").
pub const MAX_PHONE_CHARS: u64 = 50;

/// Most rows one import takes (a CSV file through the web, or a JSON array through the API).
pub const MAX_IMPORT_ROWS: usize = 100_000;

/// Days from a chase (or from the day the material went out) to the next chase, when nobody
/// names another date: the one-click "Chased today" and "Mark sent".
pub const CHASE_AFTER_DAYS: i64 = 30;

/// Largest amount of money a payment, statement or advance may hold, in major units (a hundred
/// billion): its minor units, even with three decimals, stay whole numbers an `f64` holds exactly.
pub const MAX_AMOUNT: f64 = 100_000_000_000.0;

/// Decimals an exchange rate may have: enough for a rupiah in euros (0.0000561234).
pub const RATE_DECIMALS: u16 = 10;

/// Largest exchange rate: one unit of a currency worth this much of the home currency at most.
pub const MAX_RATE: f64 = 100_000.0;

/// Days after the license's signature or publication that a payment on it is due.
pub const PAYMENT_DUE_DAYS: i64 = 30;

/// Days after an accounting period's end that a royalty statement is due, when the license does
/// not say.
pub const DEFAULT_STATEMENT_DAYS: i64 = 90;

/// Most days after a period's end a license may give its licensee for a statement.
pub const MAX_STATEMENT_DAYS: i64 = 365;

/// Shortest and longest meeting a fair's slots take, in minutes.
pub const MIN_SLOT_MINUTES: i64 = 5;
/// See [`MIN_SLOT_MINUTES`].
pub const MAX_SLOT_MINUTES: i64 = 240;

/// A fair's slot length when it names none: the half hour fairs book in.
pub const DEFAULT_SLOT_MINUTES: i64 = 30;

/// When a fair's meetings may start, and must end by, when it names no hours (local `HH:MM`).
pub const DEFAULT_DAY_START: &str = "09:00";
/// See [`DEFAULT_DAY_START`].
pub const DEFAULT_DAY_END: &str = "18:00";

/// Most days a fair lasts, its first and last included.
pub const MAX_FAIR_DAYS: i64 = 31;

/// Days from a fair's follow-up to its chase, until the team's admins choose another
/// (`chaseAfterDays` of the team's settings): six weeks, as rights sellers chase after a fair.
pub const DEFAULT_FOLLOW_UP_CHASE_DAYS: i64 = 42;

/// Most days the team's `chaseAfterDays` may be (and fewest, 1).
pub const MAX_FOLLOW_UP_CHASE_DAYS: i64 = 365;
/// Most sections a rights guide has.
pub const MAX_GUIDE_SECTIONS: u64 = 50;
/// Most titles a rights guide holds: a fair's catalogue, printed and shared whole.
pub const MAX_GUIDE_TITLES: usize = 500;

/// Days ahead the e-mail digest looks for options ending and payments falling due: a week.
pub const DIGEST_SOON_DAYS: i64 = 7;

/// Days ahead the e-mail digest looks for signed licenses and rights held ending: a quarter, time
/// to renew or re-sell.
pub const DIGEST_ENDING_DAYS: i64 = 90;

/// The hour of the day (in the team's time zone) a member's digest goes out until they choose
/// another.
pub const DEFAULT_DIGEST_HOUR: i64 = 8;
