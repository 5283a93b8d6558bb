//! The e-mail digest of what is due (docs/http.md, "Reminders: scheduled jobs and e-mail"): its
//! parts and their order, which lines are overdue, the subject line, and the message as plain text
//! and HTML. The server reads the lines from the team's records (server/src/db/digest.rs); what a
//! member reads is decided here, the same for every engine and every instance.

use std::fmt::Write;

use crate::dates::IsoDate;
use crate::jobs::counted;
use crate::limits::{DIGEST_ENDING_DAYS, DIGEST_SOON_DAYS};

/// A part of the digest, in the order the message lists them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum DigestPart {
    /// Open prospections with a chase date today or before.
    Chases,
    /// Options ending from today to [`DIGEST_SOON_DAYS`] ahead.
    OptionsEnding,
    /// Payments not paid in full, due within [`DIGEST_SOON_DAYS`] or overdue.
    Payments,
    /// Royalty statements overdue.
    Statements,
    /// Signed licenses ending within [`DIGEST_ENDING_DAYS`].
    LicensesEnding,
    /// Rights held ending within [`DIGEST_ENDING_DAYS`].
    RightsEnding,
    /// Today's fair meetings the member is in.
    Meetings,
}

impl DigestPart {
    /// Every part, in the message's order.
    pub const ALL: [DigestPart; 7] = [
        DigestPart::Chases,
        DigestPart::OptionsEnding,
        DigestPart::Payments,
        DigestPart::Statements,
        DigestPart::LicensesEnding,
        DigestPart::RightsEnding,
        DigestPart::Meetings,
    ];

    /// The part's heading in the message.
    pub fn heading(self) -> String {
        match self {
            DigestPart::Chases => "Chases due and overdue".to_owned(),
            DigestPart::OptionsEnding => format!("Options ending within {DIGEST_SOON_DAYS} days"),
            DigestPart::Payments => format!("Payments due within {DIGEST_SOON_DAYS} days or overdue"),
            DigestPart::Statements => "Statements overdue".to_owned(),
            DigestPart::LicensesEnding => format!("Licenses ending within {DIGEST_ENDING_DAYS} days"),
            DigestPart::RightsEnding => format!("Rights held ending within {DIGEST_ENDING_DAYS} days"),
            DigestPart::Meetings => "Today's fair meetings".to_owned(),
        }
    }

    /// Whether a line of this part dated `date` is overdue on `today`: a chase or a payment dated
    /// before today, and every statement listed (only overdue ones are).
    fn overdue(self, date: IsoDate, today: IsoDate) -> bool {
        match self {
            DigestPart::Chases | DigestPart::Payments => date < today,
            DigestPart::Statements => true,
            _ => false,
        }
    }

    /// How the subject counts this part's lines, overdue then not: ("chase", "chases", "overdue",
    /// "due") reads "2 chases overdue, 1 chase due".
    fn counted_as(self) -> (&'static str, &'static str, &'static str, &'static str) {
        match self {
            DigestPart::Chases => ("chase", "chases", "overdue", "due"),
            DigestPart::OptionsEnding => ("option", "options", "overdue", "ending"),
            DigestPart::Payments => ("payment", "payments", "overdue", "due"),
            DigestPart::Statements => ("statement", "statements", "overdue", "due"),
            DigestPart::LicensesEnding => ("license", "licenses", "overdue", "ending"),
            DigestPart::RightsEnding => ("right held", "rights held", "overdue", "ending"),
            DigestPart::Meetings => ("meeting", "meetings", "overdue", "today"),
        }
    }
}

/// One thing due, as the server read it: its part, its date, the record's name ("Dune →
/// Gallimard"; a meeting's starts with its time), the path of its page in the web app
/// (`/prospections/edit/42`), and whether it is the member's own (a prospection they own, a
/// meeting they are in).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DigestLine {
    /// The part it is listed in.
    pub part: DigestPart,
    /// The day it is due (a meeting's day).
    pub date: IsoDate,
    /// The record's name.
    pub name: String,
    /// The path of its page in the web app, from `/`.
    pub path: String,
    /// The member's own.
    pub mine: bool,
}

/// A digest ready to send.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Digest {
    /// "Rightsdesk: 3 chases due, 1 payment overdue".
    pub subject: String,
    /// The plain-text part.
    pub text: String,
    /// The HTML part, the same lines.
    pub html: String,
}

/// The subject of a digest of `lines` on `today`: "Rightsdesk: " and the counts that are not zero,
/// part by part, the overdue before the rest ("Rightsdesk: 3 chases due, 1 payment overdue");
/// `None` when nothing is due.
pub fn subject(lines: &[DigestLine], today: IsoDate) -> Option<String> {
    let mut counts = Vec::new();
    for part in DigestPart::ALL {
        let (one, many, overdue_word, due_word) = part.counted_as();
        let of_part = lines.iter().filter(|line| line.part == part);
        let overdue = of_part.clone().filter(|line| part.overdue(line.date, today)).count();
        let due = of_part.count() - overdue;
        if overdue > 0 {
            counts.push(format!("{} {overdue_word}", counted(overdue, one, many)));
        }
        if due > 0 {
            counts.push(format!("{} {due_word}", counted(due, one, many)));
        }
    }
    (!counts.is_empty()).then(|| format!("Rightsdesk: {}", counts.join(", ")))
}

/// The digest for `member` (their name) of `lines` on `today`, each line linking to `base` (the
/// server's public address, no trailing `/`) and its path; `None` when nothing is due, so that
/// nothing is sent. Each part lists the member's own lines first, then the team's, each group by
/// date then name.
pub fn compose(member: &str, mut lines: Vec<DigestLine>, today: IsoDate, base: &str) -> Option<Digest> {
    let subject = subject(&lines, today)?;
    lines.sort_by(|a, b| (a.part, !a.mine, a.date, &a.name).cmp(&(b.part, !b.mine, b.date, &b.name)));
    let account = format!("{base}/account");
    let mut text = format!("Hello {member},\n\nWhat is due on {today}:\n");
    let mut html = format!(
        "<!doctype html>\n<html><body style=\"font-family: sans-serif; line-height: 1.4\">\n\
         <p>Hello {},</p>\n<p>What is due on {today}:</p>\n",
        escape(member)
    );
    for part in DigestPart::ALL {
        let of_part: Vec<&DigestLine> = lines.iter().filter(|line| line.part == part).collect();
        if of_part.is_empty() {
            continue;
        }
        let heading = part.heading();
        let _ = write!(text, "\n{heading}\n");
        let _ = write!(html, "<h2 style=\"font-size: 1.1em\">{}</h2>\n<ul>\n", escape(&heading));
        for line in of_part {
            let link = format!("{base}{}", line.path);
            let mut notes = Vec::new();
            if part.overdue(line.date, today) {
                notes.push("overdue");
            }
            if line.mine && part != DigestPart::Meetings {
                notes.push("yours");
            }
            let noted = if notes.is_empty() { String::new() } else { format!(" ({})", notes.join(", ")) };
            let _ = write!(text, "- {} {}{noted}\n  {link}\n", line.date, line.name);
            let _ = writeln!(
                html,
                "<li>{} <a href=\"{}\">{}</a>{}</li>",
                line.date,
                escape(&link),
                escape(&line.name),
                escape(&noted)
            );
        }
        html.push_str("</ul>\n");
    }
    let _ = write!(
        text,
        "\nYou get this digest because you asked for it in Rightsdesk; change or stop it in your account \
         settings: {account}\n"
    );
    let _ = write!(
        html,
        "<p style=\"color: #555; font-size: 0.9em\">You get this digest because you asked for it in Rightsdesk; \
         change or stop it in your <a href=\"{}\">account settings</a>.</p>\n</body></html>\n",
        escape(&account)
    );
    Some(Digest { subject, text, html })
}

/// `text` with HTML's special characters escaped, for an element's content or an attribute's
/// quoted value.
fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            '\'' => escaped.push_str("&#39;"),
            c => escaped.push(c),
        }
    }
    escaped
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;

    fn date(text: &str) -> IsoDate {
        IsoDate::parse(text).unwrap()
    }

    fn line(part: DigestPart, day: &str, name: &str, path: &str, mine: bool) -> DigestLine {
        DigestLine { part, date: date(day), name: name.to_owned(), path: path.to_owned(), mine }
    }

    const TODAY: &str = "2026-11-27";

    #[test]
    fn the_subject_counts_what_is_due_part_by_part_overdue_first() {
        let today = date(TODAY);
        let chases = [
            line(DigestPart::Chases, "2026-11-27", "A → B", "/prospections/edit/1", true),
            line(DigestPart::Chases, "2026-11-27", "C → D", "/prospections/edit/2", false),
            line(DigestPart::Chases, "2026-11-27", "E → F", "/prospections/edit/3", false),
        ];
        let payment = line(DigestPart::Payments, "2026-11-20", "A – B", "/licenses/edit/4?tab=payments", false);
        let mut lines = chases.to_vec();
        lines.push(payment);
        assert_eq!(subject(&lines, today).as_deref(), Some("Rightsdesk: 3 chases due, 1 payment overdue"));

        lines.push(line(DigestPart::Chases, "2026-11-01", "G → H", "/prospections/edit/5", false));
        lines.push(line(DigestPart::Payments, "2026-12-01", "I – J", "/licenses/edit/6?tab=payments", false));
        lines.push(line(DigestPart::Statements, "2026-10-31", "A – B", "/licenses/edit/4?tab=statements", false));
        lines.push(line(DigestPart::OptionsEnding, "2026-12-01", "K → L", "/prospections/edit/7", true));
        lines.push(line(DigestPart::LicensesEnding, "2027-01-31", "A – B", "/licenses/edit/4", false));
        lines.push(line(
            DigestPart::RightsEnding,
            "2027-02-01",
            "Dune: Translation",
            "/titles/edit/8?tab=rights",
            false,
        ));
        lines.push(line(DigestPart::RightsEnding, "2027-02-02", "Dune: Audio", "/titles/edit/8?tab=rights", false));
        lines.push(line(DigestPart::Meetings, TODAY, "09:30 Hanser, Frankfurt", "/fairs/9", true));
        assert_eq!(
            subject(&lines, today).as_deref(),
            Some(
                "Rightsdesk: 1 chase overdue, 3 chases due, 1 option ending, 1 payment overdue, 1 payment due, \
                 1 statement overdue, 1 license ending, 2 rights held ending, 1 meeting today"
            )
        );
        assert_eq!(subject(&[], today), None);
    }

    #[test]
    fn nothing_due_composes_no_digest() {
        assert_eq!(compose("Ada", Vec::new(), date(TODAY), "https://rights.example.com"), None);
    }

    #[test]
    fn each_part_lists_the_members_own_first_with_links_in_both_parts() {
        let lines = vec![
            line(DigestPart::Payments, "2026-12-01", "Dune – Hanser", "/licenses/edit/4?tab=payments", false),
            line(DigestPart::Chases, "2026-11-27", "Emma → Gallimard", "/prospections/edit/2", false),
            line(DigestPart::Chases, "2026-11-26", "Dune → <Gallimard & Co>", "/prospections/edit/1", false),
            line(DigestPart::Chases, "2026-11-27", "Ulysses → Seix Barral", "/prospections/edit/3", true),
        ];
        let digest = compose("Ada Lovelace", lines, date(TODAY), "https://rights.example.com").unwrap();
        assert_eq!(digest.subject, "Rightsdesk: 1 chase overdue, 2 chases due, 1 payment due");
        let expected_text = "Hello Ada Lovelace,\n\nWhat is due on 2026-11-27:\n\
            \nChases due and overdue\n\
            - 2026-11-27 Ulysses → Seix Barral (yours)\n  https://rights.example.com/prospections/edit/3\n\
            - 2026-11-26 Dune → <Gallimard & Co> (overdue)\n  https://rights.example.com/prospections/edit/1\n\
            - 2026-11-27 Emma → Gallimard\n  https://rights.example.com/prospections/edit/2\n\
            \nPayments due within 7 days or overdue\n\
            - 2026-12-01 Dune – Hanser\n  https://rights.example.com/licenses/edit/4?tab=payments\n\
            \nYou get this digest because you asked for it in Rightsdesk; change or stop it in your account \
            settings: https://rights.example.com/account\n";
        assert_eq!(digest.text, expected_text);
        assert!(digest.html.starts_with("<!doctype html>"), "{}", digest.html);
        assert!(
            digest.html.contains(
                "<li>2026-11-26 <a href=\"https://rights.example.com/prospections/edit/1\">Dune → &lt;Gallimard &amp; \
                 Co&gt;</a> (overdue)</li>"
            ),
            "{}",
            digest.html
        );
        let order: Vec<usize> = ["edit/3", "edit/1", "edit/2", "edit/4"]
            .iter()
            .map(|path| digest.html.find(path).unwrap_or_else(|| panic!("{path} in {}", digest.html)))
            .collect();
        assert!(order.windows(2).all(|pair| pair[0] < pair[1]), "{order:?}");
        assert!(digest.html.contains("<a href=\"https://rights.example.com/account\">account settings</a>"));
    }

    #[test]
    fn html_escapes_what_it_quotes() {
        assert_eq!(
            escape(r#"<a href="x">Tom & Jerry's</a>"#),
            "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;"
        );
    }
}
