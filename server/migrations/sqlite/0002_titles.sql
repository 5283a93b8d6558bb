-- The team's catalogue: the books whose rights it sells.
CREATE TABLE titles (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    team_id      BIGINT  NOT NULL REFERENCES teams (id),
    name         TEXT    NOT NULL,
    -- search_key(name) from the core crate: lower-cased, accents stripped, so that "mise" finds
    -- "Les Misérables" the same way on both engines.
    name_key     TEXT    NOT NULL,
    author       TEXT,
    publish_date TEXT,   -- YYYY-MM-DD, normalised by date() on write
    description  TEXT,
    created_at   BIGINT  NOT NULL,
    updated_at   BIGINT  NOT NULL
);
CREATE INDEX titles_team_name_key ON titles (team_id, name_key);
