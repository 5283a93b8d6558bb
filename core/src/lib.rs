//! Rightsdesk's rules, shared by the server (natively) and the browser (through `rightsdesk-wasm`).
//!
//! One module per entity ([`title`], [`company`], [`license`], [`prospection`], [`event`],
//! [`user`], [`team`] and its [`invoice`] details, a book [`fair`] and its meetings, a title's [`rights`] held, a rights [`guide`], a license's [`payment`]s and [`statement`]s, exact
//! [`money`]) holds its wire shape, its rules, its normalising step and its tests; the
//! shared pieces stand beside them. The crate holds the wire shapes of the entities ([`Title`],
//! [`License`], [`Company`]...), the
//! closed lists ([`ContractType`], [`Currency`], [`Role`], [`CompanyType`], [`ProspectionStatus`],
//! [`CalendarKind`]...), the prospections' status moves ([`prospection::MOVES`]), the business
//! [`limits`], every user-facing validation [`messages`] string, the rules as `validator`
//! attributes on the entities, the one [`Normalize`] step to their stored form, and one
//! validation function per entity returning [`FieldErrors`] (field name in camelCase -> message).
//!
//! It is **not** a place for I/O: no files, no network, no clock, no database. Everything here is
//! a pure function of its input, so the browser and the server give the same answer for the same
//! value.

#![warn(missing_docs)]

pub mod activity;
pub mod company;
pub mod company_csv;
pub mod csv_rows;
pub mod currency;
pub mod dates;
pub mod digest;
pub mod email;
pub mod enums;
pub mod event;
pub mod fair;
pub mod field_errors;
pub mod file;
pub mod guide;
pub mod invoice;
pub mod isbn;
pub mod jobs;
pub mod license;
pub mod limits;
pub mod material;
pub mod messages;
pub mod money;
mod normalize;
mod nullable;
pub mod onix;
pub mod payment;
pub mod prospection;
pub mod reference;
pub mod rights;
mod rules;
pub mod search;
pub mod statement;
pub mod team;
pub mod territory;
pub mod thema;
pub mod title;
pub mod user;

pub use activity::{ActivityEntry, Changes};
pub use company::validate_company;
pub use company::{Company, Contact, ContactSuggestion};
pub use currency::Currency;
pub use dates::{IsoDate, LocalDateTime};
pub use email::is_valid_email;
pub use enums::{
    AccountingPeriod, ActivityAction, AvailabilityState, CalendarKind, CompanyType, ContractType, ContributorRole,
    DeclineReason, DigestFrequency, EditionFormat, EntityType, HeldStatus, Job, LicenseStatus, Material, MaterialKind,
    MeetingOutcome, MeetingStatus, OfferStatus, PaymentKind, PaymentStatus, PaymentTrigger, ProspectionStatus,
    ReasonKind, Role, StatementStatus,
};
pub use event::validate_event;
pub use event::{CalendarEntry, Event};
pub use fair::{Fair, Meeting, MeetingTitle, Named, validate_fair, validate_meeting};
pub use field_errors::FieldErrors;
pub use file::{validate_file, validate_image};
pub use guide::{Guide, GuideDocument, GuideSection, GuideShow, validate_guide};
pub use invoice::{InvoiceDetails, validate_invoice_details};
pub use jobs::{DigestSettings, validate_digest_settings};
pub use license::{CheckedLicense, check_license, validate_license};
pub use license::{FileInfo, License};
pub use material::{TitleMaterial, material_kind};
pub use normalize::Normalize;
pub use onix::{OnixAction, OnixApplied, OnixChange, OnixDecisions, OnixPreview, OnixSkipped, OnixTags, OnixTitle};
pub use payment::{CheckedPayment, Payment, check_payment, validate_payment};
pub use prospection::{
    CheckedProspection, Offer, Prospection, check_prospection, mark_sent, validate_move, validate_new_prospection,
    validate_offer, validate_prospection, validate_prospection_change,
};
pub use reference::{Country, Language};
pub use rights::{Availability, Grid, RightHeld, validate_right_held};
pub use search::Suggestion;
pub use search::{search_key, search_ready, similarity};
pub use statement::{ExpectedStatement, Royalties, Statement, validate_statement};
pub use team::{ExchangeRate, TeamSettings, validate_exchange_rate, validate_team_settings};
pub use territory::Territory;
pub use title::validate_title;
pub use title::{Contributor, Edition, Quote, Title};
pub use user::{Claims, User};
pub use user::{validate_new_password, validate_user};
