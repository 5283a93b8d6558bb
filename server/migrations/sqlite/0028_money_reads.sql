-- The Money page's reads, quick at 20,000 licenses, 100,000 payments and 40,000 statements
-- (issue 35, "Performance"; `npm run bench`).

-- The royalty statements awaited: each accounting period of a license that no statement recorded
-- covers yet, stored rather than worked out from every license on each read, so that the overdue
-- and expected lists, their counts (the home page, the navigation's badge), the calendar and the
-- digests read an index. A license accounts from its publication in the statuses that report
-- sales (signed, expired, terminated, reverted); its periods are core's (money::periods), a period
-- awaited when no statement's end falls within it, due `statement_days` after its end.
--
-- The rows are the periods ended before the team's `statements_awaited_through`, the first day of
-- its half-year (money::periods_horizon): periods end on 30 June or 31 December, so the ones ended
-- before today are these until the next 1 January or 1 July. NULL: none stored yet. The server
-- (db/awaited.rs) writes a license's rows again in the transaction of each write they derive from
-- (the license's status, publication date, period and statement days; a statement recorded,
-- changed or removed), and a team's rows all again when its today has passed into another half
-- (so, once, after this migration, at the team's first read).
CREATE TABLE awaited_statements (
    team_id      BIGINT NOT NULL REFERENCES teams (id),
    license_id   BIGINT NOT NULL REFERENCES licenses (id) ON DELETE CASCADE,
    period_start TEXT   NOT NULL,
    period_end   TEXT   NOT NULL,
    due_date     TEXT   NOT NULL,
    PRIMARY KEY (license_id, period_end)
);
-- The lists' order (the earliest due first, then by license and period) and their filter by due
-- date, and the counts, from this index alone.
CREATE INDEX awaited_statements_due ON awaited_statements (team_id, due_date, license_id, period_end);
ALTER TABLE teams ADD COLUMN statements_awaited_through TEXT;

-- What is still owed: the payments not received in full, `received_minor IS NULL OR
-- received_minor < amount_minor` (COALESCE(received_minor, 0) < amount_minor, amounts being
-- positive, written as SQLite recognises a partial index's condition in a query's). The payments
-- overdue (the home page, the navigation's badge), due this week and in the calendar, and the
-- outstanding report, read this index alone: half the payments, not all of them.
DROP INDEX payments_team_owed;
CREATE INDEX payments_team_owed ON payments (team_id, due_date, currency, amount_minor, received_minor)
    WHERE received_minor IS NULL OR received_minor < amount_minor;
-- The reports by license (income by company, country, language, right or title; the authors'
-- shares) sum the received payments of a period by license in this index's order, without a sort.
CREATE INDEX payments_team_license_received ON payments (team_id, license_id, received_date, home_minor)
    WHERE received_date IS NOT NULL AND home_minor IS NOT NULL;
