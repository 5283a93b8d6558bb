-- The calendar (docs/http.md, "Calendar and feed"). Its record dates (chases, option expiries, license ends,
-- publications, titles' publish dates) are read from their tables when asked, never copied; the
-- indexes below let a window of dates be read without a scan at 100,000 titles.
CREATE INDEX prospections_chase_window ON prospections (team_id, chase_date);
CREATE INDEX prospections_option_window ON prospections (team_id, option_expiry);
CREATE INDEX licenses_end_window ON licenses (team_id, end_date);
CREATE INDEX licenses_publication_window ON licenses (team_id, publication_date);
CREATE INDEX titles_publish_window ON titles (team_id, publish_date);

-- The team's own events: meetings, fairs, reminders. `starts` and `ends` hold the wire form
-- (YYYY-MM-DD when all day, YYYY-MM-DDTHH:MM otherwise, the team's local time); first_day and
-- last_day are the days they cover, which a window of dates is compared with.
CREATE TABLE events (
    id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    team_id     BIGINT  NOT NULL REFERENCES teams (id),
    title       TEXT    NOT NULL,
    starts      TEXT    NOT NULL,
    ends        TEXT,
    all_day     BOOLEAN NOT NULL,
    first_day   DATE    NOT NULL,
    last_day    DATE    NOT NULL,
    location    TEXT,
    company_id  BIGINT  REFERENCES companies (id) ON DELETE SET NULL,
    contact_id  BIGINT  REFERENCES contacts (id) ON DELETE SET NULL,
    notes       TEXT,
    created_at  BIGINT  NOT NULL,
    updated_at  BIGINT  NOT NULL
);
CREATE INDEX events_window ON events (team_id, first_day);
CREATE INDEX events_company ON events (company_id);
CREATE INDEX events_contact ON events (contact_id);

-- Each user's calendar feed (GET /feeds/{token}.ics). The token is an HMAC, under the server's
-- signing key, of the user and this row's nonce: the server can show the address again, while the
-- database alone (a backup, a leak) gives neither the token nor a way to make one. token_hash (the
-- SHA-256 of the token) finds the row from an address; a reset writes a new nonce and hash, and
-- the old address answers 404 at once.
CREATE TABLE calendar_feeds (
    user_id     BIGINT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    nonce       TEXT   NOT NULL,
    token_hash  TEXT   NOT NULL UNIQUE,
    created_at  BIGINT NOT NULL
);
