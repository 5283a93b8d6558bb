-- Money after signing (docs/http.md, "Money after signing"; issue 35).
--
-- Amounts are exact: whole minor units of their currency (cents; yen for JPY) in BIGINT columns
-- named `*_minor`, summed exactly by SUM(); never REAL. The decimals of a currency are core's
-- (Currency::decimals): none for the codes of the first list below, three for the second, two
-- for every other (and for an amount stored without a currency). tests/server/money.rs checks
-- these lists against core's.

-- A license's advance moves to `advance_minor`. A stored advance with more decimals than its
-- currency has (the rule is new) is rounded, half away from zero, and its old value is kept at
-- the end of the notes, where the team reads it: nothing is lost. Differences below a
-- millionth of a minor unit are floating-point noise (0.1 + 0.2 stored as 0.30000000000000004),
-- not decimals anyone typed.
ALTER TABLE licenses ADD COLUMN advance_minor BIGINT CHECK (advance_minor >= 0);
UPDATE licenses
   SET advance_minor = CAST(round(advance * CASE
           WHEN currency IN ('JPY', 'BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF') THEN 1
           WHEN currency IN ('BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND') THEN 1000
           ELSE 100 END) AS INTEGER)
 WHERE advance IS NOT NULL;
UPDATE licenses
   SET notes = CASE WHEN notes IS NULL OR notes = '' THEN '' ELSE notes || char(10) END
               || 'Advance before amounts were exact: ' || advance || ' ' || coalesce(currency, '')
 WHERE advance IS NOT NULL
   AND abs(advance * CASE
           WHEN currency IN ('JPY', 'BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF') THEN 1
           WHEN currency IN ('BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND') THEN 1000
           ELSE 100 END - advance_minor) > 0.000001 + abs(advance_minor) * 0.000000000001;
ALTER TABLE licenses DROP COLUMN advance;

-- Royalty statements: how often the licensee accounts, and how many days after a period's end
-- its statement is due.
ALTER TABLE licenses ADD COLUMN accounting_period TEXT NOT NULL DEFAULT 'half_year'; -- an AccountingPeriod value of the core crate
ALTER TABLE licenses ADD COLUMN statement_days BIGINT NOT NULL DEFAULT 90;

-- The currency reports and payments' home amounts are in.
ALTER TABLE teams ADD COLUMN home_currency TEXT NOT NULL DEFAULT 'EUR';

-- What one unit of a currency is worth in the home currency from a day on: `rate_units` is the
-- rate times 10^10 (core's RATE_DECIMALS), exact. One rate per currency and day.
CREATE TABLE exchange_rates (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    team_id    BIGINT NOT NULL REFERENCES teams (id),
    currency   TEXT   NOT NULL, -- a Currency code of the core crate
    rate_units BIGINT NOT NULL CHECK (rate_units > 0),
    valid_from TEXT   NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX exchange_rates_day ON exchange_rates (team_id, currency, valid_from);

-- The payments of a license. `due_date` is the one in force, which the lists filter and sort
-- by: the date the team gave (`given_due_date`) or, on signature or publication, the one core
-- derives from the license (money::due_date), written again in the transaction of every change
-- of the license's dates. `home_minor` is the net received in the home currency at the rate of
-- its received date (money::convert), NULL without a rate; written again when a rate or the home
-- currency changes. Its status depends on today, and is computed when read (money::payment_status).
CREATE TABLE payments (
    id                INTEGER PRIMARY KEY AUTOINCREMENT,
    team_id           BIGINT NOT NULL REFERENCES teams (id),
    license_id        BIGINT NOT NULL REFERENCES licenses (id) ON DELETE CASCADE,
    kind              TEXT   NOT NULL, -- a PaymentKind value of the core crate
    due_trigger       TEXT   NOT NULL, -- a PaymentTrigger value of the core crate
    given_due_date    TEXT,
    due_date          TEXT,
    amount_minor      BIGINT NOT NULL CHECK (amount_minor > 0),
    currency          TEXT   NOT NULL,
    invoice_number    TEXT,
    invoiced_date     TEXT,
    received_date     TEXT,
    received_minor    BIGINT CHECK (received_minor >= 0),
    withholding_minor BIGINT CHECK (withholding_minor >= 0),
    charges_minor     BIGINT CHECK (charges_minor >= 0),
    commission_minor  BIGINT CHECK (commission_minor >= 0),
    home_minor        BIGINT,
    notes             TEXT,
    created_at        BIGINT NOT NULL,
    updated_at        BIGINT NOT NULL
);
CREATE INDEX payments_license ON payments (license_id);
-- The lists' order, the earliest due first and those without a due date last (the same on both
-- engines, which put nulls at opposite ends): read off this index, a page of the overdue or due
-- payments is found without sorting the team's payments.
CREATE INDEX payments_team_due ON payments (team_id, COALESCE(due_date, '9999-12-31'), id);
-- The income reports read the received payments of a period from this index alone; what is
-- still owed (the outstanding report, the home page, the calendar) from this one.
CREATE INDEX payments_team_received ON payments (team_id, received_date, license_id, home_minor);
CREATE INDEX payments_team_owed ON payments (team_id, due_date, currency, amount_minor, received_minor);

-- The royalty statements a licensee sent. `due_date` is the period's end plus the license's
-- statement days, written again when those change.
CREATE TABLE statements (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    team_id       BIGINT NOT NULL REFERENCES teams (id),
    license_id    BIGINT NOT NULL REFERENCES licenses (id) ON DELETE CASCADE,
    period_start  TEXT   NOT NULL,
    period_end    TEXT   NOT NULL,
    due_date      TEXT   NOT NULL,
    received_date TEXT,
    copies_sold   BIGINT CHECK (copies_sold >= 0),
    earned_minor  BIGINT CHECK (earned_minor >= 0),
    currency      TEXT,
    notes         TEXT,
    created_at    BIGINT NOT NULL,
    updated_at    BIGINT NOT NULL
);
CREATE INDEX statements_license ON statements (license_id, period_end);
-- The received list's order, the earliest due first.
CREATE INDEX statements_team ON statements (team_id, due_date, id);

-- The unfiltered payments' and statements' lists' totals, as for the other lists (0007_counts.sql).
ALTER TABLE team_counts ADD COLUMN payments BIGINT NOT NULL DEFAULT 0;
ALTER TABLE team_counts ADD COLUMN statements BIGINT NOT NULL DEFAULT 0;
CREATE TRIGGER team_counts_payment_added AFTER INSERT ON payments BEGIN
    UPDATE team_counts SET payments = payments + 1 WHERE team_id = new.team_id;
END;
CREATE TRIGGER team_counts_payment_removed AFTER DELETE ON payments BEGIN
    UPDATE team_counts SET payments = payments - 1 WHERE team_id = old.team_id;
END;
CREATE TRIGGER team_counts_statement_added AFTER INSERT ON statements BEGIN
    UPDATE team_counts SET statements = statements + 1 WHERE team_id = new.team_id;
END;
CREATE TRIGGER team_counts_statement_removed AFTER DELETE ON statements BEGIN
    UPDATE team_counts SET statements = statements - 1 WHERE team_id = old.team_id;
END;
