//! The closed lists of the domain: contract types, user roles, company types, the
//! prospections' statuses, decline reasons, material and offer statuses, and the activity log's
//! actions and kinds of record, the calendar's kinds of entry, and the rights vocabulary's
//! license statuses, held statuses and availability states. Each has `ALL` (in
//! display order), its wire string, a label for people, and `parse`. The serde names and
//! `as_str`/`code` are the same strings (a test checks every value).

use std::fmt;

use serde::{Deserialize, Serialize};

/// A closed list whose wire value and label are written once, beside each variant: the enum with
/// its derives, `ALL`, `as_str`, `label`, `parse` and `Display` (the wire value). Currencies are
/// not a closed list of ours but ISO 4217's (crate::currency).
///
/// The strings are taken as token trees, not `literal` fragments: a `literal` reaches the derive
/// macros wrapped in an invisible group, which utoipa's attribute parser does not look into (it
/// documented the variants' Rust names).
macro_rules! closed_list {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $($(#[$variant_meta:meta])* $variant:ident = ($wire:tt, $label:tt),)+
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
        #[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
        #[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
        pub enum $name {
            $($(#[$variant_meta])* #[serde(rename = $wire)] $variant,)+
        }

        impl $name {
            /// Every value, in the order forms list them.
            pub const ALL: [Self; [$($wire),+].len()] = [$(Self::$variant),+];

            /// The wire value.
            pub fn as_str(self) -> &'static str {
                match self {
                    $(Self::$variant => $wire,)+
                }
            }

            /// The label people read.
            pub fn label(self) -> &'static str {
                match self {
                    $(Self::$variant => $label,)+
                }
            }

            /// The value with this exact wire string.
            pub fn parse(value: &str) -> Option<Self> {
                Self::ALL.into_iter().find(|item| item.as_str() == value)
            }
        }

        impl fmt::Display for $name {
            /// Writes the wire value.
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

closed_list! {
    /// The right a license grants, a prospection offers and a title's rights held cover
    /// (docs/http.md, "The rights vocabulary"): the four of the first release, then the
    /// subsidiary rights a rights team sells.
    pub enum ContractType {
        /// `foreign_rights`: translation into another language.
        ForeignRights = ("foreign_rights", "Translation"),
        /// `audio_visual`: television and film.
        AudioVisual = ("audio_visual", "TV / film"),
        /// `audio`, "Audio".
        Audio = ("audio", "Audio"),
        /// `ebook`, "Ebook".
        Ebook = ("ebook", "Ebook"),
        /// `english_language`: a reprint in the original language, elsewhere.
        EnglishLanguage = ("english_language", "Same-language reprint"),
        /// `large_print`, "Large print".
        LargePrint = ("large_print", "Large print"),
        /// `book_club`, "Book club".
        BookClub = ("book_club", "Book club"),
        /// `first_serial`: extracts in a periodical before publication.
        FirstSerial = ("first_serial", "First serial"),
        /// `second_serial`: extracts in a periodical after publication.
        SecondSerial = ("second_serial", "Second serial"),
        /// `extract_anthology`, "Extract / anthology".
        ExtractAnthology = ("extract_anthology", "Extract / anthology"),
        /// `stage`, "Stage".
        Stage = ("stage", "Stage"),
        /// `radio_reading`, "Radio reading".
        RadioReading = ("radio_reading", "Radio reading"),
        /// `merchandising`, "Merchandising".
        Merchandising = ("merchandising", "Merchandising"),
        /// `graphic_adaptation`, "Graphic adaptation".
        GraphicAdaptation = ("graphic_adaptation", "Graphic adaptation"),
        /// `other`, "Other".
        Other = ("other", "Other"),
    }
}

impl ContractType {
    /// A license of this right names its language ([`crate::messages::LANGUAGE_REQUIRED`]):
    /// a translation and an audio edition are made in one.
    pub fn needs_language(self) -> bool {
        matches!(self, Self::ForeignRights | Self::Audio)
    }
}

closed_list! {
    /// Where a license stands (docs/http.md, "Licenses gain"). Only `sent` and `signed` bind:
    /// they are what an exclusive license may not overlap.
    pub enum LicenseStatus {
        /// `draft`: being negotiated.
        Draft = ("draft", "Draft"),
        /// `sent`: out for signature.
        Sent = ("sent", "Out for signature"),
        /// `signed`: in force.
        Signed = ("signed", "Signed"),
        /// `expired`: its term ran out.
        Expired = ("expired", "Expired"),
        /// `terminated`: ended early.
        Terminated = ("terminated", "Terminated"),
        /// `reverted`: the rights came back on the reversion date.
        Reverted = ("reverted", "Reverted"),
    }
}

impl LicenseStatus {
    /// Out for signature or signed: the statuses an exclusive license may not overlap in.
    pub fn binds(self) -> bool {
        matches!(self, Self::Sent | Self::Signed)
    }
}

closed_list! {
    /// How sure the team is of a right it holds from the author.
    pub enum HeldStatus {
        /// `confirmed`: in the head contract.
        Confirmed = ("confirmed", "Confirmed"),
        /// `provisional`: expected, not yet confirmed in writing.
        Provisional = ("provisional", "Provisional"),
    }
}

closed_list! {
    /// What a payment of a license is for (docs/http.md, "Money after signing").
    pub enum PaymentKind {
        /// `advance`: the advance against royalties, often in parts.
        Advance = ("advance", "Advance"),
        /// `royalty`: royalties earned beyond the advance.
        Royalty = ("royalty", "Royalty"),
        /// `fee`: a flat fee (files, permissions).
        Fee = ("fee", "Fee"),
        /// `other`, "Other".
        Other = ("other", "Other"),
    }
}

closed_list! {
    /// What makes a payment due: the license's signature or publication (its due date then
    /// derived from them), the delivery of material, or a date agreed.
    pub enum PaymentTrigger {
        /// `signature`: 30 days after the contract date, once the license is signed.
        Signature = ("signature", "On signature"),
        /// `publication`: 30 days after the publication date.
        Publication = ("publication", "On publication"),
        /// `delivery`: on delivery of the material, dated when known.
        Delivery = ("delivery", "On delivery"),
        /// `date`: on a date agreed.
        Date = ("date", "On a date"),
    }
}

closed_list! {
    /// Where a payment stands today: `money::payment_status` says which, the one rule, trying
    /// `paid`, then `overdue`, `part_paid`, `due` and `scheduled`.
    pub enum PaymentStatus {
        /// `scheduled`: no due date yet (the license is not signed or not published).
        Scheduled = ("scheduled", "Scheduled"),
        /// `due`: a due date today or later, nothing received.
        Due = ("due", "Due"),
        /// `overdue`: the due date passed with less than the amount received.
        Overdue = ("overdue", "Overdue"),
        /// `part_paid`: some received, not all, and not overdue.
        PartPaid = ("part_paid", "Part paid"),
        /// `paid`: the amount received in full.
        Paid = ("paid", "Paid"),
    }
}

closed_list! {
    /// How often a licensee accounts for royalties.
    pub enum AccountingPeriod {
        /// `half_year`: to 30 June and 31 December.
        HalfYear = ("half_year", "Half-yearly"),
        /// `year`: to 31 December.
        Year = ("year", "Yearly"),
    }
}

closed_list! {
    /// Where an expected royalty statement stands (`GET /api/statements?status=`).
    pub enum StatementStatus {
        /// `expected`: its period ended, its due date is today or later.
        Expected = ("expected", "Expected"),
        /// `overdue`: its due date passed and it has not come.
        Overdue = ("overdue", "Overdue"),
        /// `received`: recorded.
        Received = ("received", "Received"),
    }
}

closed_list! {
    /// What a right in a language and territory is today (docs/http.md, "Availability"), in the
    /// order the states are tried: the first that applies wins.
    pub enum AvailabilityState {
        /// `not_held`: the team's recorded rights do not cover it.
        NotHeld = ("not_held", "Not held"),
        /// `sold`: a signed exclusive license covers it.
        Sold = ("sold", "Sold"),
        /// `pending`: an exclusive license covering it is a draft or out for signature.
        Pending = ("pending", "Pending"),
        /// `optioned`: a company holds an option on it.
        Optioned = ("optioned", "Optioned"),
        /// `offer`: a company made an offer.
        Offer = ("offer", "Offer"),
        /// `pitched`: it is offered to a company, no answer yet.
        Pitched = ("pitched", "Pitched"),
        /// `available`: free to sell.
        Available = ("available", "Available"),
    }
}

closed_list! {
    /// What an availability reason points at.
    pub enum ReasonKind {
        /// `license`: a license of the title.
        License = ("license", "License"),
        /// `prospection`: a pitch of the title.
        Prospection = ("prospection", "Prospection"),
        /// `rights_held`: a right the team holds.
        RightsHeld = ("rights_held", "Rights held"),
    }
}

closed_list! {
    /// What a signed-in user may do (docs/http.md): viewers read, editors also change business data,
    /// admins also manage the team's users. Carried in the token's `roles` claim.
    pub enum Role {
        /// `admin`: everything, including the team's users.
        Admin = ("admin", "Admin"),
        /// `editor`: reads, creates, updates and deletes business data.
        Editor = ("editor", "Editor"),
        /// `viewer`: reads only.
        Viewer = ("viewer", "Viewer"),
    }
}

impl Role {
    /// May create, update and delete business data (admin, editor).
    pub fn can_write(self) -> bool {
        matches!(self, Self::Admin | Self::Editor)
    }

    /// May manage the team's users (admin only).
    pub fn can_manage_users(self) -> bool {
        matches!(self, Self::Admin)
    }
}

closed_list! {
    /// Suggested kinds of company (docs/http.md); a company's `types` holds these wire values.
    pub enum CompanyType {
        /// `publisher`, "Publisher".
        Publisher = ("publisher", "Publisher"),
        /// `literary_agency`, "Literary Agency".
        LiteraryAgency = ("literary_agency", "Literary Agency"),
        /// `producer`, "Producer".
        Producer = ("producer", "Producer"),
        /// `audio_publisher`, "Audio Publisher".
        AudioPublisher = ("audio_publisher", "Audio Publisher"),
        /// `other`, "Other".
        Other = ("other", "Other"),
    }
}

closed_list! {
    /// Where a prospection stands (docs/http.md, "Prospections"); the moves between them are
    /// [`crate::prospection::MOVES`].
    pub enum ProspectionStatus {
        /// `to_send`: planned, nothing sent yet.
        ToSend = ("to_send", "To send"),
        /// `sent`: the material went out.
        Sent = ("sent", "Sent"),
        /// `reading`: the editor is reading it.
        Reading = ("reading", "Reading"),
        /// `interested`: the editor wants it, no offer yet.
        Interested = ("interested", "Interested"),
        /// `offer`: an offer came in.
        Offer = ("offer", "Offer"),
        /// `option`: the company holds an option until its expiry.
        Option = ("option", "Option"),
        /// `licensed`: it became a license (only the convert call sets it).
        Licensed = ("licensed", "Licensed"),
        /// `declined`: the company said no.
        Declined = ("declined", "Declined"),
        /// `expired`: no answer in time, or the option ran out.
        Expired = ("expired", "Expired"),
        /// `withdrawn`: the team took it back.
        Withdrawn = ("withdrawn", "Withdrawn"),
    }
}

closed_list! {
    /// Why a company declined a title.
    pub enum DeclineReason {
        /// `list_full`, "List full".
        ListFull = ("list_full", "List full"),
        /// `not_for_our_list`, "Not for our list".
        NotForOurList = ("not_for_our_list", "Not for our list"),
        /// `price`, "Price".
        Price = ("price", "Price"),
        /// `similar_title`, "Similar title".
        SimilarTitle = ("similar_title", "Similar title"),
        /// `translation_cost`, "Translation cost".
        TranslationCost = ("translation_cost", "Translation cost"),
        /// `no_response`, "No response".
        NoResponse = ("no_response", "No response"),
        /// `other`, "Other".
        Other = ("other", "Other"),
        /// `sold_elsewhere`: the right went to another company (set by a convert).
        SoldElsewhere = ("sold_elsewhere", "Sold elsewhere"),
    }
}

closed_list! {
    /// What was sent to the editor with a prospection.
    pub enum Material {
        /// `pdf`, "PDF".
        Pdf = ("pdf", "PDF"),
        /// `manuscript`, "Manuscript".
        Manuscript = ("manuscript", "Manuscript"),
        /// `proof`, "Proof".
        Proof = ("proof", "Proof"),
        /// `finished_copy`, "Finished copy".
        FinishedCopy = ("finished_copy", "Finished copy"),
        /// `ai_sheet`, "AI sheet" (the advance information sheet).
        AiSheet = ("ai_sheet", "AI sheet"),
        /// `sample_translation`, "Sample translation".
        SampleTranslation = ("sample_translation", "Sample translation"),
        /// `readers_report`, "Reader's report".
        ReadersReport = ("readers_report", "Reader's report"),
    }
}

closed_list! {
    /// The form an edition of a title is sold in.
    pub enum EditionFormat {
        /// `hardback`, "Hardback".
        Hardback = ("hardback", "Hardback"),
        /// `paperback`, "Paperback".
        Paperback = ("paperback", "Paperback"),
        /// `ebook`, "E-book".
        Ebook = ("ebook", "E-book"),
        /// `audio`, "Audiobook".
        Audio = ("audio", "Audiobook"),
    }
}

closed_list! {
    /// What a contributor beyond the title's author did (ONIX contributor roles A01, B06, A12,
    /// B01, A23).
    pub enum ContributorRole {
        /// `author`, "Co-author" (A01 beyond the first).
        Author = ("author", "Co-author"),
        /// `translator`, "Translator" (B06).
        Translator = ("translator", "Translator"),
        /// `illustrator`, "Illustrator" (A12).
        Illustrator = ("illustrator", "Illustrator"),
        /// `editor`, "Editor" (B01).
        Editor = ("editor", "Editor"),
        /// `foreword`, "Foreword" (A23).
        Foreword = ("foreword", "Foreword"),
    }
}

closed_list! {
    /// What a title's material file is: what the team sends to publishers who ask.
    pub enum MaterialKind {
        /// `sample`, "Reading sample".
        Sample = ("sample", "Reading sample"),
        /// `full_text`, "Full text".
        FullText = ("full_text", "Full text"),
        /// `synopsis`, "Synopsis".
        Synopsis = ("synopsis", "Synopsis"),
        /// `other`, "Other".
        Other = ("other", "Other"),
    }
}

closed_list! {
    /// Where an offer received for a prospection stands.
    pub enum OfferStatus {
        /// `pending`: not answered yet.
        Pending = ("pending", "Pending"),
        /// `accepted`: the license was made from it.
        Accepted = ("accepted", "Accepted"),
        /// `declined`: the team turned it down, or the prospection closed without it.
        Declined = ("declined", "Declined"),
    }
}

closed_list! {
    /// A job the server runs by itself on its date (docs/http.md, "Reminders: scheduled jobs and
    /// e-mail"), in the order the Jobs panel lists them.
    pub enum Job {
        /// `options_expire`: options whose expiry has passed become `expired`.
        OptionsExpire = ("options_expire", "Options expire"),
        /// `licenses_end`: signed licenses past their reversion or end date revert or expire.
        LicensesEnd = ("licenses_end", "Licenses end"),
        /// `digest`: each member who asked for it gets an e-mail of what is due.
        Digest = ("digest", "E-mail digest"),
    }
}

closed_list! {
    /// How often a member gets the e-mail digest of what is due.
    pub enum DigestFrequency {
        /// `none`: no digest (the default).
        Never = ("none", "No digest"),
        /// `daily`: every day, at the member's hour.
        Daily = ("daily", "Daily"),
        /// `weekly`: on Mondays, at the member's hour.
        Weekly = ("weekly", "Weekly, on Mondays"),
    }
}

closed_list! {
    /// What an entry of the activity log records (docs/http.md, "Activity").
    pub enum ActivityAction {
        /// `create`: the record was made.
        Create = ("create", "Created"),
        /// `update`: fields changed (the entry lists them).
        Update = ("update", "Changed"),
        /// `delete`: the record is gone.
        Delete = ("delete", "Deleted"),
        /// `move`: a prospection changed status (and maybe other fields).
        Move = ("move", "Moved"),
        /// `chase`: a prospection's editor was chased.
        Chase = ("chase", "Chased"),
        /// `offer`: an offer was logged on a prospection.
        Offer = ("offer", "Logged an offer"),
        /// `convert`: a prospection became a license.
        Convert = ("convert", "Converted to a license"),
        /// `remove_file`: a license's PDF was removed.
        RemoveFile = ("remove_file", "Removed the PDF"),
        /// `import`: many records at once, from a CSV file.
        Import = ("import", "Imported"),
    }
}

closed_list! {
    /// The kinds of record the activity log speaks of.
    pub enum EntityType {
        /// `title`, "Title".
        Title = ("title", "Title"),
        /// `company`, "Company".
        Company = ("company", "Company"),
        /// `license`, "License".
        License = ("license", "License"),
        /// `prospection`, "Prospection".
        Prospection = ("prospection", "Prospection"),
        /// `event`, "Event": a team event of the calendar.
        Event = ("event", "Event"),
        /// `fair`, "Fair": a book fair, and its meetings.
        Fair = ("fair", "Fair"),
        /// `guide`, "Guide": a rights guide.
        Guide = ("guide", "Guide"),
        /// `team`, "Team": the team's own settings (its home currency, exchange rates, invoice
        /// details), the record being the team itself.
        Team = ("team", "Team"),
    }
}

closed_list! {
    /// What a calendar entry is (docs/http.md, "Calendar and feed"): a date of a record, or a team event. The
    /// label is what a feed's summary and the calendar's legend say before the entry's name.
    pub enum CalendarKind {
        /// `chase`: an open prospection's chase date.
        Chase = ("chase", "Chase"),
        /// `option_expiry`: the day an option ends.
        OptionExpiry = ("option_expiry", "Option ends"),
        /// `license_end`: the day a license ends and the rights revert.
        LicenseEnd = ("license_end", "License ends"),
        /// `publication`: the day a licensee must publish by.
        Publication = ("publication", "Publication due"),
        /// `title_publish`: a title's publish date.
        TitlePublish = ("title_publish", "Title published"),
        /// `event`: the team's own meeting, fair or reminder.
        Event = ("event", "Event"),
        /// `payment_due`: a payment of a license due (or overdue) and not paid in full.
        PaymentDue = ("payment_due", "Payment due"),
        /// `statement_due`: a royalty statement due (or overdue) and not received.
        StatementDue = ("statement_due", "Statement due"),
        /// `fair`: a book fair's days, one all-day entry.
        Fair = ("fair", "Fair"),
    }
}

closed_list! {
    /// Where a meeting at a fair stands (docs/http.md, "Book fairs").
    pub enum MeetingStatus {
        /// `requested`: asked for, not confirmed yet (listed to chase).
        Requested = ("requested", "Requested"),
        /// `confirmed`: both sides expect it.
        Confirmed = ("confirmed", "Confirmed"),
        /// `held`: it took place; its follow-ups may be made.
        Held = ("held", "Held"),
        /// `cancelled`: it will not take place, and blocks nobody's time.
        Cancelled = ("cancelled", "Cancelled"),
    }
}

closed_list! {
    /// What came of presenting a title at a meeting.
    pub enum MeetingOutcome {
        /// `interested`: they want to hear more (a follow-up, interested).
        Interested = ("interested", "Interested"),
        /// `send_material`: send them the material (a follow-up, sent with the PDF).
        SendMaterial = ("send_material", "Send material"),
        /// `not_for_them`: not for their list.
        NotForThem = ("not_for_them", "Not for them"),
    }
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;

    /// serde's name, `as_str`, `parse` and Display must be one and the same string.
    fn assert_wire_agrees<T>(items: &[T], wire: impl Fn(T) -> &'static str, parse: impl Fn(&str) -> Option<T>)
    where
        T: Copy + PartialEq + fmt::Debug + fmt::Display + Serialize + serde::de::DeserializeOwned,
    {
        for &item in items {
            let text = wire(item);
            assert_eq!(serde_json::to_string(&item).unwrap(), format!("\"{text}\""));
            assert_eq!(serde_json::from_str::<T>(&format!("\"{text}\"")).unwrap(), item);
            assert_eq!(parse(text), Some(item));
            assert_eq!(item.to_string(), text);
        }
    }

    #[test]
    fn contract_types_in_spec_order_with_labels() {
        let pairs: Vec<_> = ContractType::ALL.iter().map(|t| (t.as_str(), t.label())).collect();
        assert_eq!(
            pairs,
            [
                ("foreign_rights", "Translation"),
                ("audio_visual", "TV / film"),
                ("audio", "Audio"),
                ("ebook", "Ebook"),
                ("english_language", "Same-language reprint"),
                ("large_print", "Large print"),
                ("book_club", "Book club"),
                ("first_serial", "First serial"),
                ("second_serial", "Second serial"),
                ("extract_anthology", "Extract / anthology"),
                ("stage", "Stage"),
                ("radio_reading", "Radio reading"),
                ("merchandising", "Merchandising"),
                ("graphic_adaptation", "Graphic adaptation"),
                ("other", "Other"),
            ]
        );
        let with_language: Vec<_> = ContractType::ALL.into_iter().filter(|t| t.needs_language()).collect();
        assert_eq!(with_language, [ContractType::ForeignRights, ContractType::Audio]);
        assert_wire_agrees(&ContractType::ALL, ContractType::as_str, ContractType::parse);
    }

    #[test]
    fn roles_and_their_rights() {
        let pairs: Vec<_> = Role::ALL.iter().map(|r| (r.as_str(), r.label())).collect();
        assert_eq!(pairs, [("admin", "Admin"), ("editor", "Editor"), ("viewer", "Viewer")]);
        assert_wire_agrees(&Role::ALL, Role::as_str, Role::parse);
        let rights: Vec<_> = Role::ALL.iter().map(|r| (r.can_write(), r.can_manage_users())).collect();
        assert_eq!(rights, [(true, true), (true, false), (false, false)]);
    }

    #[test]
    fn company_types_with_labels() {
        let pairs: Vec<_> = CompanyType::ALL.iter().map(|t| (t.as_str(), t.label())).collect();
        assert_eq!(
            pairs,
            [
                ("publisher", "Publisher"),
                ("literary_agency", "Literary Agency"),
                ("producer", "Producer"),
                ("audio_publisher", "Audio Publisher"),
                ("other", "Other"),
            ]
        );
        assert_wire_agrees(&CompanyType::ALL, CompanyType::as_str, CompanyType::parse);
    }

    #[test]
    fn prospection_lists_with_labels() {
        let statuses: Vec<_> = ProspectionStatus::ALL.iter().map(|s| s.as_str()).collect();
        assert_eq!(
            statuses,
            [
                "to_send",
                "sent",
                "reading",
                "interested",
                "offer",
                "option",
                "licensed",
                "declined",
                "expired",
                "withdrawn"
            ]
        );
        assert_eq!(ProspectionStatus::ToSend.label(), "To send");
        assert_wire_agrees(&ProspectionStatus::ALL, ProspectionStatus::as_str, ProspectionStatus::parse);
        let reasons: Vec<_> = DeclineReason::ALL.iter().map(|r| (r.as_str(), r.label())).collect();
        assert_eq!(reasons[1], ("not_for_our_list", "Not for our list"));
        assert_eq!(reasons[7], ("sold_elsewhere", "Sold elsewhere"));
        assert_eq!(reasons.len(), 8);
        assert_wire_agrees(&DeclineReason::ALL, DeclineReason::as_str, DeclineReason::parse);
        let materials: Vec<_> = Material::ALL.iter().map(|m| (m.as_str(), m.label())).collect();
        assert_eq!(materials[6], ("readers_report", "Reader's report"));
        assert_eq!(materials.len(), 7);
        assert_wire_agrees(&Material::ALL, Material::as_str, Material::parse);
        assert_wire_agrees(&OfferStatus::ALL, OfferStatus::as_str, OfferStatus::parse);
    }

    #[test]
    fn rights_lists() {
        let statuses: Vec<_> = LicenseStatus::ALL.iter().map(|s| (s.as_str(), s.binds())).collect();
        assert_eq!(
            statuses,
            [
                ("draft", false),
                ("sent", true),
                ("signed", true),
                ("expired", false),
                ("terminated", false),
                ("reverted", false)
            ]
        );
        assert_eq!(LicenseStatus::Sent.label(), "Out for signature");
        assert_wire_agrees(&LicenseStatus::ALL, LicenseStatus::as_str, LicenseStatus::parse);
        assert_wire_agrees(&HeldStatus::ALL, HeldStatus::as_str, HeldStatus::parse);
        assert_wire_agrees(&PaymentKind::ALL, PaymentKind::as_str, PaymentKind::parse);
        assert_wire_agrees(&PaymentTrigger::ALL, PaymentTrigger::as_str, PaymentTrigger::parse);
        assert_wire_agrees(&PaymentStatus::ALL, PaymentStatus::as_str, PaymentStatus::parse);
        assert_wire_agrees(&AccountingPeriod::ALL, AccountingPeriod::as_str, AccountingPeriod::parse);
        assert_wire_agrees(&StatementStatus::ALL, StatementStatus::as_str, StatementStatus::parse);
        let states: Vec<_> = AvailabilityState::ALL.iter().map(|s| s.as_str()).collect();
        assert_eq!(states, ["not_held", "sold", "pending", "optioned", "offer", "pitched", "available"]);
        assert_wire_agrees(&AvailabilityState::ALL, AvailabilityState::as_str, AvailabilityState::parse);
        assert_wire_agrees(&ReasonKind::ALL, ReasonKind::as_str, ReasonKind::parse);
    }

    #[test]
    fn activity_lists() {
        assert_eq!(ActivityAction::RemoveFile.as_str(), "remove_file");
        assert_wire_agrees(&ActivityAction::ALL, ActivityAction::as_str, ActivityAction::parse);
        let types: Vec<_> = EntityType::ALL.iter().map(|t| t.as_str()).collect();
        assert_eq!(types, ["title", "company", "license", "prospection", "event", "fair", "guide", "team"]);
        assert_wire_agrees(&EntityType::ALL, EntityType::as_str, EntityType::parse);
        assert_wire_agrees(&CalendarKind::ALL, CalendarKind::as_str, CalendarKind::parse);
    }

    #[test]
    fn job_lists() {
        let jobs: Vec<_> = Job::ALL.iter().map(|job| job.as_str()).collect();
        assert_eq!(jobs, ["options_expire", "licenses_end", "digest"]);
        assert_wire_agrees(&Job::ALL, Job::as_str, Job::parse);
        let frequencies: Vec<_> = DigestFrequency::ALL.iter().map(|f| f.as_str()).collect();
        assert_eq!(frequencies, ["none", "daily", "weekly"]);
        assert_wire_agrees(&DigestFrequency::ALL, DigestFrequency::as_str, DigestFrequency::parse);
    }

    #[test]
    fn meeting_lists() {
        let statuses: Vec<_> = MeetingStatus::ALL.iter().map(|s| s.as_str()).collect();
        assert_eq!(statuses, ["requested", "confirmed", "held", "cancelled"]);
        let outcomes: Vec<_> = MeetingOutcome::ALL.iter().map(|o| (o.as_str(), o.label())).collect();
        assert_eq!(
            outcomes,
            [("interested", "Interested"), ("send_material", "Send material"), ("not_for_them", "Not for them")]
        );
        assert_wire_agrees(&MeetingStatus::ALL, MeetingStatus::as_str, MeetingStatus::parse);
        assert_wire_agrees(&MeetingOutcome::ALL, MeetingOutcome::as_str, MeetingOutcome::parse);
    }

    #[test]
    fn parse_is_exact() {
        for text in ["", "Foreign Rights", "FOREIGN_RIGHTS", " audio", "foreignRights"] {
            assert_eq!(ContractType::parse(text), None, "{text:?}");
        }
        for text in ["", "Admin", "root"] {
            assert_eq!(Role::parse(text), None, "{text:?}");
        }
        for text in ["", "Publisher", "agency"] {
            assert_eq!(CompanyType::parse(text), None, "{text:?}");
        }
    }
}
