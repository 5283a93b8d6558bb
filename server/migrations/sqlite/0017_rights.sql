-- What is ours to sell (docs/http.md, "Rights held", "Licenses gain"; issue 34).
--
-- A license gains its status (the `signed` flag becomes `signed` or `draft`, and stays, kept
-- equal to `status = 'signed'` by every write), its language, its territory (the core's text
-- form, "World", "DE, AT" or "World except CH": every existing license is the world) and
-- whether it is exclusive (every existing one is).
ALTER TABLE licenses ADD COLUMN status TEXT NOT NULL DEFAULT 'draft';
UPDATE licenses SET status = 'signed' WHERE signed;
ALTER TABLE licenses ADD COLUMN language TEXT;
ALTER TABLE licenses ADD COLUMN territory TEXT NOT NULL DEFAULT 'World';
ALTER TABLE licenses ADD COLUMN exclusive BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE licenses ADD COLUMN reversion_date TEXT;
-- The overlap rule and availability read a title's licenses of one right.
CREATE INDEX licenses_title_right ON licenses (title_id, contract_type);

-- A prospection's territory was free text; it is now the core's territory. Blank and "World"
-- are the world (NULL); any other text ("UK & Commonwealth") is kept at the end of the notes,
-- where the team reads it and picks the countries, and the pitch counts as the world meanwhile.
UPDATE prospections
   SET notes = CASE WHEN notes IS NULL OR notes = '' THEN '' ELSE notes || char(10) END
               || 'Territory before countries were picked: ' || territory
 WHERE territory IS NOT NULL AND trim(territory) <> '' AND lower(trim(territory)) <> 'world';
UPDATE prospections SET territory = NULL;

-- The rights a title's publisher holds from its author, and may license.
CREATE TABLE rights_held (
    id                       INTEGER PRIMARY KEY AUTOINCREMENT,
    team_id                  BIGINT  NOT NULL REFERENCES teams (id),
    title_id                 BIGINT  NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
    contract_type            TEXT    NOT NULL, -- a ContractType value of the core crate
    languages                TEXT    NOT NULL DEFAULT '', -- ISO 639-1 codes, comma-separated; '' is every language
    territory                TEXT    NOT NULL DEFAULT 'World', -- the core's text form
    status                   TEXT    NOT NULL, -- a HeldStatus value of the core crate
    held_until               TEXT,
    author_share_pct         REAL CHECK (author_share_pct BETWEEN 0 AND 100),
    author_approval_required BOOLEAN NOT NULL DEFAULT FALSE,
    source                   TEXT,
    notes                    TEXT,
    created_at               BIGINT  NOT NULL,
    updated_at               BIGINT  NOT NULL
);
CREATE INDEX rights_held_title ON rights_held (title_id);
CREATE INDEX rights_held_team ON rights_held (team_id, contract_type);
