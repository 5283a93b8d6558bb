-- Titles as a rights catalogue (docs/http.md, "The catalogue"; issue 36).
--
-- A title's catalogue fields live on its row: its lists (contributors, subjects, quotes, editions)
-- as JSON arrays of core's shapes, read and written whole with the title, so that a list page
-- reads one row per title and an edit of the editions is one versioned write of the title.
-- `title_isbns` holds each edition's ISBN-13 once per team: the uniqueness rule, and the lookup
-- of a title by any of its ISBNs. The files (the cover, the material) have tables of their own,
-- read only when asked for.
ALTER TABLE titles ADD COLUMN subtitle TEXT;
ALTER TABLE titles ADD COLUMN original_language TEXT;
ALTER TABLE titles ADD COLUMN contributors TEXT; -- JSON array of core's Contributor; NULL is none
ALTER TABLE titles ADD COLUMN subjects TEXT;     -- JSON array of Thema codes
ALTER TABLE titles ADD COLUMN pitch TEXT;
ALTER TABLE titles ADD COLUMN author_bio TEXT;
ALTER TABLE titles ADD COLUMN quotes TEXT;       -- JSON array of core's Quote
ALTER TABLE titles ADD COLUMN editions TEXT;     -- JSON array of core's Edition
ALTER TABLE titles ADD COLUMN cover_id BIGINT;   -- title_covers.id of its cover, NULL without one

CREATE TABLE title_isbns (
    team_id  BIGINT NOT NULL REFERENCES teams (id),
    isbn     TEXT   NOT NULL, -- the 13 digits
    title_id BIGINT NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
    PRIMARY KEY (team_id, isbn)
);
CREATE INDEX title_isbns_title ON title_isbns (title_id);

-- A title's cover as uploaded (JPEG, PNG or WebP, at most 5 MB) and the thumbnail made from it
-- on upload. A new upload is a new row (a new id: the address clients cache it under).
CREATE TABLE title_covers (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    team_id      BIGINT NOT NULL REFERENCES teams (id),
    title_id     BIGINT NOT NULL UNIQUE REFERENCES titles (id) ON DELETE CASCADE,
    content_type TEXT   NOT NULL,
    width        BIGINT NOT NULL,
    height       BIGINT NOT NULL,
    content      BLOB   NOT NULL,
    thumbnail    BLOB   NOT NULL, -- a JPEG
    created_at   BIGINT NOT NULL
);

-- The material a team sends about a title: PDFs with their kind.
CREATE TABLE title_materials (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    team_id    BIGINT NOT NULL REFERENCES teams (id),
    title_id   BIGINT NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
    kind       TEXT   NOT NULL, -- a MaterialKind value of the core crate
    name       TEXT   NOT NULL,
    size       BIGINT NOT NULL,
    sha256     TEXT   NOT NULL,
    content    BLOB   NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX title_materials_title ON title_materials (title_id);
