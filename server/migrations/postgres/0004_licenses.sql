-- Licenses: the contracts by which a title's rights go to a company, often through an agent
-- (also a company). Texts that rights people write freely (commission, royalties, files fee,
-- print run, retail price) stay text; the advance is a number >= 0 in its currency.
CREATE TABLE licenses (
    id               BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    team_id          BIGINT NOT NULL REFERENCES teams (id),
    title_id         BIGINT NOT NULL REFERENCES titles (id),
    company_id       BIGINT NOT NULL REFERENCES companies (id),
    agent_id         BIGINT REFERENCES companies (id),
    commission       TEXT,
    contract_date    DATE NOT NULL,
    signed           BOOLEAN NOT NULL DEFAULT FALSE,
    contract_type    TEXT,   -- a ContractType value of the core crate
    end_date         DATE,
    advance          DOUBLE PRECISION CHECK (advance >= 0),
    currency         TEXT,   -- a Currency code of the core crate
    royalties        TEXT,
    files_fee        TEXT,
    publication_date DATE,
    print_run        TEXT,
    retail_price     TEXT,
    notes            TEXT,
    created_at       BIGINT NOT NULL,
    updated_at       BIGINT NOT NULL
);
CREATE INDEX licenses_team ON licenses (team_id, contract_date);
CREATE INDEX licenses_title ON licenses (title_id);
CREATE INDEX licenses_company ON licenses (company_id);
CREATE INDEX licenses_agent ON licenses (agent_id);

-- A license's contract PDF, in the database so that backups and every server instance see the
-- same file. Apart from the licenses table so that lists never load the bytes.
CREATE TABLE license_files (
    license_id BIGINT PRIMARY KEY REFERENCES licenses (id) ON DELETE CASCADE,
    team_id    BIGINT NOT NULL REFERENCES teams (id),
    name       TEXT   NOT NULL,
    size       BIGINT NOT NULL,
    sha256     TEXT   NOT NULL, -- hex digest of content
    content    BYTEA  NOT NULL,
    created_at BIGINT NOT NULL
);
