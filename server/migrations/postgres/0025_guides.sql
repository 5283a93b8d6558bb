-- Rights guides (docs/http.md, "Rights guides"; issue 37): the titles of a season in sections,
-- printed or shared with buyers, and whether a license's deal may be announced in them.

-- A deal appears under a guide's "Rights sold" only once announced: many are confidential until
-- then, so every license stored before is not.
ALTER TABLE licenses ADD COLUMN announce BOOLEAN NOT NULL DEFAULT FALSE;

-- A guide. `fair_id` names a fair of the team (0024_fairs); it is a plain column, checked by the
-- server, so that this migration stands on its own. `show_options` is the JSON object of what each
-- title block shows (core's GuideShow: an option added later takes its default in the guides
-- stored before). `contact_user_id` is the member printed as the rights contact.
CREATE TABLE guides (
    id                 BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    team_id            BIGINT  NOT NULL REFERENCES teams (id),
    version            BIGINT  NOT NULL DEFAULT 1,
    name               TEXT    NOT NULL,
    fair_id            BIGINT,
    intro              TEXT,
    show_options       TEXT    NOT NULL,
    availability_right TEXT    NOT NULL, -- a ContractType value of the core crate
    contact_user_id    BIGINT  REFERENCES users (id) ON DELETE SET NULL,
    created_at         BIGINT  NOT NULL,
    updated_at         BIGINT  NOT NULL
);
CREATE INDEX guides_team ON guides (team_id, updated_at);

-- A guide's sections in order (`position` from 0), each with its heading; a section may hold no
-- title yet.
CREATE TABLE guide_sections (
    guide_id BIGINT NOT NULL REFERENCES guides (id) ON DELETE CASCADE,
    position BIGINT NOT NULL,
    heading  TEXT,
    PRIMARY KEY (guide_id, position)
);

-- The titles of a guide: in section `section` (a guide_sections position), at `position` within
-- it. A title is in a guide once (the key). A deleted title leaves the guides it was in.
CREATE TABLE guide_titles (
    guide_id BIGINT NOT NULL REFERENCES guides (id) ON DELETE CASCADE,
    title_id BIGINT NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
    section  BIGINT NOT NULL,
    position BIGINT NOT NULL,
    PRIMARY KEY (guide_id, title_id)
);
-- The cascade from a deleted title looks its rows up by title.
CREATE INDEX guide_titles_title ON guide_titles (title_id);

-- A guide's share link (GET /shared/guides/{token}), kept as a calendar feed's is (0010): the
-- token is an HMAC, under the server's signing key, of the guide and this row's nonce, so the
-- server can show the address again while the database alone (a backup, a leak) holds no token
-- and cannot make one. `token_hash` (the token's SHA-256) finds the row from an address; revoking
-- deletes the row, and the next link has a new nonce.
CREATE TABLE guide_shares (
    guide_id   BIGINT PRIMARY KEY REFERENCES guides (id) ON DELETE CASCADE,
    nonce      TEXT   NOT NULL,
    token_hash TEXT   NOT NULL UNIQUE,
    created_at BIGINT NOT NULL
);
