//! The payments of a team's licenses (docs/http.md, "Money after signing"): amounts in minor
//! units, the due date in force stored beside the one the team gave (core's `money::due_date`,
//! written again whenever the license's dates change), the net received in the home currency
//! (core's `money::in_home`, written again whenever a rate or the home currency changes), and the
//! status computed when read (core's `money::payment_status`; in SQL by [`status_condition`]).

use rightsdesk_core::money::{self, LicenseDates, Rate};
use rightsdesk_core::{CheckedPayment, Currency, IsoDate, Payment, PaymentKind, PaymentStatus, PaymentTrigger};
use serde::Serialize;
use sqlx::{AnyConnection, Row};
use utoipa::ToSchema;

use super::columns::Columns;
use super::list::{Filter, ListQuery, Page, SortField, Sorting, fetch};
use super::{Db, now};
use crate::error::Result;

const COLUMNS: &str = "p.id, p.license_id, p.kind, p.due_trigger, CAST(p.due_date AS TEXT) AS due_date, p.amount_minor, p.currency, p.invoice_number,
       CAST(p.invoiced_date AS TEXT) AS invoiced_date, CAST(p.received_date AS TEXT) AS received_date,
       p.received_minor, p.withholding_minor, p.charges_minor, p.commission_minor, p.home_minor, p.notes";

/// A row of [`COLUMNS`], decoded by column name.
#[derive(sqlx::FromRow)]
struct PaymentRow {
    id: i64,
    license_id: i64,
    kind: String,
    due_trigger: String,
    due_date: Option<String>,
    amount_minor: i64,
    currency: String,
    invoice_number: Option<String>,
    invoiced_date: Option<String>,
    received_date: Option<String>,
    received_minor: Option<i64>,
    withholding_minor: Option<i64>,
    charges_minor: Option<i64>,
    commission_minor: Option<i64>,
    home_minor: Option<i64>,
    notes: Option<String>,
}

/// How a stored payment is read: `today` for its status, the team's `home` currency for its
/// home amount.
#[derive(Debug, Clone, Copy)]
pub struct Reading {
    pub today: IsoDate,
    pub home: Currency,
}

impl PaymentRow {
    fn payment(self, reading: Reading) -> Payment {
        let decimals = money::decimals_of(Currency::parse(&self.currency));
        let number = |minor: Option<i64>| minor.map(|minor| money::to_number(minor, decimals));
        let due = self.due_date.as_deref().and_then(IsoDate::parse);
        let status =
            money::payment_status(self.amount_minor, self.received_minor.unwrap_or_default(), due, reading.today);
        Payment {
            id: Some(self.id),
            license_id: Some(self.license_id),
            kind: Some(self.kind),
            trigger: Some(self.due_trigger),
            due_date: self.due_date,
            amount: Some(money::to_number(self.amount_minor, decimals)),
            invoice_number: self.invoice_number,
            invoiced_date: self.invoiced_date,
            received_date: self.received_date,
            received_amount: number(self.received_minor),
            withholding_tax: number(self.withholding_minor),
            bank_charges: number(self.charges_minor),
            commission: number(self.commission_minor),
            home_amount: self.home_minor.map(|minor| money::to_number(minor, reading.home.decimals())),
            currency: Some(self.currency),
            notes: self.notes,
            status: Some(status),
        }
    }
}

/// The license's payments, by due date (those without one last), then as recorded.
pub async fn of_license(
    conn: &mut AnyConnection,
    team_id: i64,
    license_id: i64,
    reading: Reading,
) -> Result<Vec<Payment>> {
    let rows: Vec<PaymentRow> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM payments p WHERE p.team_id = $1 AND p.license_id = $2
         ORDER BY p.due_date IS NULL, p.due_date, p.id"
    ))
    .bind(team_id)
    .bind(license_id)
    .fetch_all(conn)
    .await?;
    Ok(rows.into_iter().map(|row| row.payment(reading)).collect())
}

pub async fn find(
    conn: &mut AnyConnection,
    team_id: i64,
    license_id: i64,
    id: i64,
    reading: Reading,
) -> Result<Option<Payment>> {
    let row: Option<PaymentRow> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM payments p WHERE p.team_id = $1 AND p.license_id = $2 AND p.id = $3"
    ))
    .bind(team_id)
    .bind(license_id)
    .bind(id)
    .fetch_optional(conn)
    .await?;
    Ok(row.map(|row| row.payment(reading)))
}

/// A checked payment as written: with the due date kept as given, the one in force, and the net
/// received in the home currency.
pub struct Stored<'a> {
    pub checked: &'a CheckedPayment,
    pub given_due_date: Option<IsoDate>,
    pub due_date: Option<IsoDate>,
    pub home_minor: Option<i64>,
}

impl Stored<'_> {
    /// The payment as stored for a license of these `dates`, with these `rates` into `home`.
    pub fn of<'a>(checked: &'a CheckedPayment, dates: &LicenseDates, home: Currency, rates: &[Rate]) -> Stored<'a> {
        let given_due_date = money::given_due_date(checked.trigger, checked.due_date, dates);
        Stored {
            checked,
            given_due_date,
            due_date: money::due_date(checked.trigger, given_due_date, dates),
            home_minor: home_minor(checked, home, rates),
        }
    }
}

/// The net received of a checked payment in `home`, none when nothing was received or no rate
/// is known.
fn home_minor(checked: &CheckedPayment, home: Currency, rates: &[Rate]) -> Option<i64> {
    let day = checked.received_date?;
    checked.payment.received_amount?;
    let net = money::net_received(checked.received, checked.withholding, checked.charges, checked.commission)?;
    money::in_home(net, checked.currency, home, day, rates)
}

fn columns<'q>(stored: &'q Stored<'q>, at: i64) -> Columns<'q> {
    let (checked, payment) = (stored.checked, &stored.checked.payment);
    let minor = |amount: Option<f64>, value: i64| amount.map(|_| value);
    let mut columns = Columns::new();
    columns
        .set("kind", checked.kind.as_str())
        .set("due_trigger", checked.trigger.as_str())
        .set_date("given_due_date", stored.given_due_date.map(|date| date.to_string()))
        .set_date("due_date", stored.due_date.map(|date| date.to_string()))
        .set("amount_minor", checked.amount)
        .set("currency", checked.currency.code())
        .set("invoice_number", &payment.invoice_number)
        .set_date("invoiced_date", &payment.invoiced_date)
        .set_date("received_date", &payment.received_date)
        .set("received_minor", minor(payment.received_amount, checked.received))
        .set("withholding_minor", minor(payment.withholding_tax, checked.withholding))
        .set("charges_minor", minor(payment.bank_charges, checked.charges))
        .set("commission_minor", minor(payment.commission, checked.commission))
        .set("home_minor", stored.home_minor)
        .set("notes", &payment.notes)
        .set("updated_at", at);
    columns
}

/// Records a payment of the team's license; answers its id.
pub async fn insert(conn: &mut AnyConnection, team_id: i64, license_id: i64, stored: &Stored<'_>) -> Result<i64> {
    let at = now();
    let mut columns = columns(stored, at);
    columns.set("team_id", team_id).set("license_id", license_id).set("created_at", at);
    let sql = format!("INSERT INTO payments ({}) VALUES ({}) RETURNING id", columns.names(), columns.values());
    let row = sqlx::query_with(&sql, columns.arguments()?).fetch_one(conn).await?;
    Ok(row.try_get("id")?)
}

/// Replaces the payment `id` of the team's license; false when there is none.
pub async fn update(
    conn: &mut AnyConnection,
    team_id: i64,
    license_id: i64,
    id: i64,
    stored: &Stored<'_>,
) -> Result<bool> {
    let mut columns = columns(stored, now());
    let (team, license, key) = (columns.bind(team_id), columns.bind(license_id), columns.bind(id));
    let sql = format!(
        "UPDATE payments SET {} WHERE team_id = {team} AND license_id = {license} AND id = {key}",
        columns.assignments()
    );
    Ok(sqlx::query_with(&sql, columns.arguments()?).execute(conn).await?.rows_affected() == 1)
}

pub async fn delete(conn: &mut AnyConnection, team_id: i64, license_id: i64, id: i64) -> Result<bool> {
    let done = sqlx::query("DELETE FROM payments WHERE team_id = $1 AND license_id = $2 AND id = $3")
        .bind(team_id)
        .bind(license_id)
        .bind(id)
        .execute(conn)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Writes again the due dates in force of the license's payments from its (new) `dates`, in the
/// transaction of the license's change.
pub async fn follow_license(
    conn: &mut AnyConnection,
    team_id: i64,
    license_id: i64,
    dates: &LicenseDates,
) -> Result<()> {
    let rows: Vec<(i64, String, Option<String>, Option<String>)> = sqlx::query_as(
        "SELECT id, due_trigger, CAST(given_due_date AS TEXT), CAST(due_date AS TEXT)
           FROM payments WHERE team_id = $1 AND license_id = $2",
    )
    .bind(team_id)
    .bind(license_id)
    .fetch_all(&mut *conn)
    .await?;
    for (id, trigger, given, due) in rows {
        let trigger = PaymentTrigger::parse(&trigger).unwrap_or(PaymentTrigger::Date);
        let given = given.as_deref().and_then(IsoDate::parse);
        let now_due = money::due_date(trigger, given, dates).map(|date| date.to_string());
        if now_due != due {
            sqlx::query("UPDATE payments SET due_date = date($1) WHERE id = $2")
                .bind(now_due)
                .bind(id)
                .execute(&mut *conn)
                .await?;
        }
    }
    Ok(())
}

/// Writes again the home amounts of the team's received payments, in `home` at `rates`: after a
/// change of a rate or of the home currency, in its transaction.
pub async fn rehome(conn: &mut AnyConnection, team_id: i64, home: Currency, rates: &[Rate]) -> Result<()> {
    type Received = (i64, String, String, i64, Option<i64>, Option<i64>, Option<i64>, Option<i64>);
    let rows: Vec<Received> = sqlx::query_as(
        "SELECT id, currency, CAST(received_date AS TEXT), received_minor, withholding_minor, charges_minor,
                commission_minor, home_minor
           FROM payments WHERE team_id = $1 AND received_minor IS NOT NULL AND received_date IS NOT NULL",
    )
    .bind(team_id)
    .fetch_all(&mut *conn)
    .await?;
    for (id, currency, day, received, withholding, charges, commission, before) in rows {
        let (Some(currency), Some(day)) = (Currency::parse(&currency), IsoDate::parse(&day)) else { continue };
        let net = money::net_received(
            received,
            withholding.unwrap_or_default(),
            charges.unwrap_or_default(),
            commission.unwrap_or_default(),
        );
        let after = net.and_then(|net| money::in_home(net, currency, home, day, rates));
        if after != before {
            sqlx::query("UPDATE payments SET home_minor = $1 WHERE id = $2")
                .bind(after)
                .bind(id)
                .execute(&mut *conn)
                .await?;
        }
    }
    Ok(())
}

/// The SQL of core's `money::payment_status` for one status, on the columns of `payments p`,
/// `today` being the placeholder of today's date: the lists filter by status in the database, a
/// page at a time. tests/server/money.rs holds a payment in every status and checks that each
/// filter finds exactly the payments core gives that status.
pub fn status_condition(status: PaymentStatus, today: &str) -> String {
    let received = "COALESCE(p.received_minor, 0)";
    match status {
        PaymentStatus::Paid => format!("{received} >= p.amount_minor"),
        PaymentStatus::Overdue => format!("({received} < p.amount_minor AND p.due_date < date({today}))"),
        PaymentStatus::PartPaid => format!(
            "({received} > 0 AND {received} < p.amount_minor AND (p.due_date IS NULL OR p.due_date >= date({today})))"
        ),
        PaymentStatus::Due => format!("({received} = 0 AND p.due_date >= date({today}))"),
        PaymentStatus::Scheduled => format!("({received} = 0 AND p.due_date IS NULL)"),
    }
}

/// A payment of the team-wide list, with what it belongs to.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListedPayment {
    #[serde(flatten)]
    pub payment: Payment,
    /// The license's title.
    pub title: String,
    pub title_id: i64,
    /// The licensee.
    pub company: String,
    pub company_id: i64,
}

#[derive(sqlx::FromRow)]
struct ListedRow {
    #[sqlx(flatten)]
    payment: PaymentRow,
    title: String,
    title_id: i64,
    company: String,
    company_id: i64,
}

/// What the payments list sorts by; the earliest due first when the client does not say.
pub const SORTING: Sorting = Sorting {
    fields: &[
        SortField { name: "dueDate", sql: DUE_ORDER, nullable: false, unique: false },
        SortField { name: "receivedDate", sql: "p.received_date", nullable: true, unique: false },
        SortField { name: "amount", sql: "p.amount_minor", nullable: false, unique: false },
        SortField { name: "currency", sql: "p.currency", nullable: false, unique: false },
        SortField { name: "kind", sql: "p.kind", nullable: false, unique: false },
        SortField {
            name: "title",
            sql: "(SELECT t.name_key FROM licenses l JOIN titles t ON t.id = l.title_id WHERE l.id = p.license_id)",
            nullable: false,
            unique: false,
        },
        SortField {
            name: "company",
            sql: "(SELECT c.name_key FROM licenses l JOIN companies c ON c.id = l.company_id WHERE l.id = p.license_id)",
            nullable: false,
            unique: false,
        },
    ],
    default: "dueDate",
};

/// What the payments list may be narrowed to, checked.
#[derive(Debug, Default)]
pub struct Narrowing {
    /// Any of these statuses; every status when empty.
    pub statuses: Vec<PaymentStatus>,
    pub company_id: Option<i64>,
    pub title_id: Option<i64>,
    pub kind: Option<PaymentKind>,
    /// Due from this day (`YYYY-MM-DD`)...
    pub from: Option<String>,
    /// ...to this one, both included.
    pub to: Option<String>,
}

/// The payments alone: the filters by company, title and words ask the licenses for the ids they
/// keep, and the names are read for the page's rows alone ([`NAMES`]), so that counting the
/// payments of a status reads no other table.
const LIST_FROM: &str = "payments p";

/// The title's and company's names and ids of a listed payment, from its license.
const NAMES: &str =
    "(SELECT t.name FROM licenses l JOIN titles t ON t.id = l.title_id WHERE l.id = p.license_id) AS title,
       (SELECT l.title_id FROM licenses l WHERE l.id = p.license_id) AS title_id,
       (SELECT c.name FROM licenses l JOIN companies c ON c.id = l.company_id WHERE l.id = p.license_id) AS company,
       (SELECT l.company_id FROM licenses l WHERE l.id = p.license_id) AS company_id";

/// The order of the due dates, those without one last: the expression of the `payments_team_due`
/// index (migration 0019), which the engines match only when written the same.
const DUE_ORDER: &str = "COALESCE(p.due_date, '9999-12-31')";

/// The team's payments of `narrowing` whose title or company names hold the query's words, one page.
pub async fn list(
    db: &Db,
    team_id: i64,
    query: &ListQuery,
    narrowing: &Narrowing,
    reading: Reading,
) -> Result<Page<ListedPayment>> {
    let mut filter = Filter::team(db.backend, "payments", "p.team_id", team_id);
    if !narrowing.statuses.is_empty() && narrowing.statuses.len() < PaymentStatus::ALL.len() {
        let today = filter.text(&reading.today.to_string());
        let conditions: Vec<String> =
            narrowing.statuses.iter().map(|status| status_condition(*status, &today)).collect();
        filter.holds(&format!("({})", conditions.join(" OR ")));
    }
    licensed(&mut filter, team_id, narrowing.company_id, narrowing.title_id, query);
    if let Some(kind) = narrowing.kind {
        filter.equals("p.kind", kind.as_str());
    }
    if let Some(from) = &narrowing.from {
        let from = filter.text(from);
        filter.holds(&format!("p.due_date >= date({from})"));
    }
    if let Some(to) = &narrowing.to {
        let to = filter.text(to);
        filter.holds(&format!("p.due_date <= date({to})"));
    }
    let columns = format!("{COLUMNS}, {NAMES}");
    let page: Page<ListedRow> = fetch(&db.pool, &columns, LIST_FROM, "p.id", filter, query).await?;
    Ok(page.map(move |row| ListedPayment {
        payment: row.payment.payment(reading),
        title: row.title,
        title_id: row.title_id,
        company: row.company,
        company_id: row.company_id,
    }))
}

/// Adds to `filter` that the license (`p.license_id`, or `s.license_id` of a statement: `column`) is
/// the team's of that company and title, and that its title or company names hold the query's
/// words: the licenses' ids, asked of the licenses (and of the titles' and companies' trigram
/// indexes for a word).
pub fn licensed(filter: &mut Filter, team_id: i64, company_id: Option<i64>, title_id: Option<i64>, query: &ListQuery) {
    licensed_by(filter, "p.license_id", team_id, company_id, title_id, query);
}

/// [`licensed`] for the license id `column`.
pub fn licensed_by(
    filter: &mut Filter,
    column: &str,
    team_id: i64,
    company_id: Option<i64>,
    title_id: Option<i64>,
    query: &ListQuery,
) {
    for (license_column, id) in [("company_id", company_id), ("title_id", title_id)] {
        if let Some(id) = id {
            let (team, id) = (filter.int(team_id), filter.int(id));
            filter.holds(&format!(
                "{column} IN (SELECT id FROM licenses WHERE team_id = {team} AND {license_column} = {id})"
            ));
        }
    }
    filter.words(query, |word| {
        let (titles, companies) = (word.ids("titles", "name_key"), word.ids("companies", "name_key"));
        format!("{column} IN (SELECT id FROM licenses WHERE title_id IN ({titles}) OR company_id IN ({companies}))")
    });
}

/// A payment `p` not received in full (`COALESCE(p.received_minor, 0) < p.amount_minor`, amounts
/// being positive), as the partial indexes of what is owed (migrations/*/0028_money_reads.sql)
/// are written, so that SQLite reads them for it.
pub const OWED: &str = "(p.received_minor IS NULL OR p.received_minor < p.amount_minor)";

/// A payment not paid in full due from `from` to `to` (both included), for the calendar, the
/// feed and the home page: its id, license, due date, title and company names.
#[derive(Debug, sqlx::FromRow)]
pub struct Due {
    pub id: i64,
    pub license_id: i64,
    pub due_date: String,
    pub name: String,
}

/// The team's payments not paid in full due from `from` to `to`, by due date.
pub async fn due_between(conn: &mut AnyConnection, team_id: i64, from: &str, to: &str) -> Result<Vec<Due>> {
    Ok(sqlx::query_as(&format!(
        "SELECT p.id, p.license_id, CAST(p.due_date AS TEXT) AS due_date, t.name || ' – ' || c.name AS name
           FROM payments p JOIN licenses l ON l.id = p.license_id
           JOIN titles t ON t.id = l.title_id JOIN companies c ON c.id = l.company_id
          WHERE p.team_id = $1 AND p.due_date >= date($2) AND p.due_date <= date($3) AND {OWED}
          ORDER BY p.due_date, p.id"
    ))
    .bind(team_id)
    .bind(from)
    .bind(to)
    .fetch_all(conn)
    .await?)
}
