-- Each payment carries its license's title and company, so that the income by company, country or
-- title and the authors' shares (which titles were paid in a period, and how many) read one index
-- of the payments received in that order, rather than summing 60,000 payments by license and then
-- joining 20,000 licenses (issue 35, "Performance": 37 ms on PostgreSQL for the income by company,
-- 46 ms for the count of titles paid). Triggers keep them in step in the transaction of each write,
-- whichever statement made it: a payment added takes its license's; a license moved to another
-- title or company moves its payments. Never written by the server itself.
ALTER TABLE payments ADD COLUMN title_id BIGINT;
ALTER TABLE payments ADD COLUMN company_id BIGINT;
UPDATE payments SET (title_id, company_id) = (SELECT l.title_id, l.company_id FROM licenses l WHERE l.id = payments.license_id);

-- SQLite's triggers cannot set a row's values before it is written: the row is written again.
CREATE TRIGGER payments_license_of AFTER INSERT ON payments BEGIN
    UPDATE payments SET (title_id, company_id) = (SELECT l.title_id, l.company_id FROM licenses l WHERE l.id = new.license_id)
     WHERE id = new.id;
END;
CREATE TRIGGER licenses_payments_moved AFTER UPDATE OF title_id, company_id ON licenses
    WHEN old.title_id IS NOT new.title_id OR old.company_id IS NOT new.company_id
BEGIN
    UPDATE payments SET title_id = new.title_id, company_id = new.company_id WHERE license_id = new.id;
END;

CREATE INDEX payments_team_company_received ON payments (team_id, company_id, received_date, home_minor)
    WHERE received_date IS NOT NULL AND home_minor IS NOT NULL;
CREATE INDEX payments_team_title_received ON payments (team_id, title_id, received_date, home_minor)
    WHERE received_date IS NOT NULL AND home_minor IS NOT NULL;

-- 0029's index of the team's licenses by title served the count of the titles paid alone, now read
-- from the payments received by title.
DROP INDEX licenses_team_title;
