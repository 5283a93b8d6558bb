-- Prospections: one title offered to one company (optionally to one of its contacts) for one
-- right, from the pitch to a license or a no. Status, contract type, decline reason, currency and
-- material hold the core crate's wire values; material is a list of them separated by commas.
-- A deleted contact or license leaves the prospection without it; titles and companies in use
-- cannot be deleted (the server says so, the foreign key makes sure).
CREATE TABLE prospections (
    id               BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    team_id          BIGINT NOT NULL REFERENCES teams (id),
    title_id         BIGINT NOT NULL REFERENCES titles (id),
    company_id       BIGINT NOT NULL REFERENCES companies (id),
    contact_id       BIGINT REFERENCES contacts (id) ON DELETE SET NULL,
    contract_type    TEXT   NOT NULL,
    language         TEXT,   -- ISO 639-1
    territory        TEXT,
    status           TEXT   NOT NULL,
    sent_date        DATE,
    chase_date       DATE,
    last_chased_date DATE,
    option_expiry    DATE,
    decline_reason   TEXT,
    material         TEXT   NOT NULL DEFAULT '',
    source           TEXT,
    expected_advance DOUBLE PRECISION CHECK (expected_advance >= 0),
    currency         TEXT,
    owner_id         BIGINT REFERENCES users (id),
    notes            TEXT,
    license_id       BIGINT REFERENCES licenses (id) ON DELETE SET NULL,
    created_at       BIGINT NOT NULL,
    updated_at       BIGINT NOT NULL
);
-- The list's default order (what is due first, undated last) read off an index.
CREATE INDEX prospections_chase ON prospections (team_id, (chase_date IS NULL), chase_date);
CREATE INDEX prospections_title ON prospections (title_id);
CREATE INDEX prospections_company ON prospections (company_id);
CREATE INDEX prospections_contact ON prospections (contact_id);
CREATE INDEX prospections_license ON prospections (license_id);
CREATE INDEX prospections_owner ON prospections (owner_id);

-- The offers a company made, oldest first; they go with their prospection.
CREATE TABLE prospection_offers (
    id             BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    prospection_id BIGINT NOT NULL REFERENCES prospections (id) ON DELETE CASCADE,
    team_id        BIGINT NOT NULL REFERENCES teams (id),
    received_date  DATE   NOT NULL,
    advance        DOUBLE PRECISION NOT NULL CHECK (advance >= 0),
    currency       TEXT,
    royalties      TEXT,
    notes          TEXT,
    status         TEXT   NOT NULL,
    created_at     BIGINT NOT NULL
);
CREATE INDEX prospection_offers_prospection ON prospection_offers (prospection_id, received_date);

-- The unfiltered list's total, as for titles, companies and licenses (0007_counts.sql).
ALTER TABLE team_counts ADD COLUMN prospections BIGINT NOT NULL DEFAULT 0;
CREATE TRIGGER team_counts_added AFTER INSERT ON prospections REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION team_counts_changed('added');
CREATE TRIGGER team_counts_removed AFTER DELETE ON prospections REFERENCING OLD TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION team_counts_changed('removed');
