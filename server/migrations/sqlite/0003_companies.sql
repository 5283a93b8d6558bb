-- The publishers, agencies and producers a team sells to (and the agents it sells through),
-- and the people there.
CREATE TABLE companies (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    team_id     BIGINT NOT NULL REFERENCES teams (id),
    name        TEXT   NOT NULL,
    -- search_key(name) from the core crate (lower-cased, accents stripped): completion matches
    -- on it, and a team cannot have two companies whose names differ only by case or accents.
    name_key    TEXT   NOT NULL,
    country_id  TEXT,              -- ISO 3166-1 alpha-2 (the id of GET /api/countries)
    language_id TEXT,              -- ISO 639-1 (the id of GET /api/languages)
    types       TEXT   NOT NULL DEFAULT '', -- comma-separated CompanyType values
    address     TEXT,
    notes       TEXT,
    created_at  BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL
);
CREATE UNIQUE INDEX companies_team_name_key ON companies (team_id, name_key);

CREATE TABLE contacts (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    team_id    BIGINT NOT NULL REFERENCES teams (id),
    company_id BIGINT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    name       TEXT   NOT NULL,
    name_key   TEXT   NOT NULL,    -- search_key(name)
    email      TEXT,
    position   BIGINT NOT NULL,    -- order within the company, as the user arranged them
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX contacts_company ON contacts (company_id, position);
CREATE INDEX contacts_team_name_key ON contacts (team_id, name_key);
