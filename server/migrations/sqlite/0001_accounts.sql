-- Accounts: teams, their users, and revoked session tokens.
-- SQLite ids use AUTOINCREMENT so that, as with PostgreSQL identities, a deleted row's id is never
-- given to a new row (a stale page must not edit a different record).
-- Timestamps are Unix seconds (BIGINT) on both engines so one code path reads them.

-- A publisher's rights department. Every business row carries the id of the team that owns it,
-- and no query crosses teams.
CREATE TABLE teams (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    name       TEXT    NOT NULL,
    created_at BIGINT  NOT NULL
);
CREATE UNIQUE INDEX teams_name_key ON teams (lower(name));

-- People who sign in. E-mail is stored lower-cased so the match is case-insensitive.
CREATE TABLE users (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    team_id       BIGINT  NOT NULL REFERENCES teams (id),
    email         TEXT    NOT NULL UNIQUE,
    name          TEXT    NOT NULL,
    password_hash TEXT    NOT NULL, -- argon2id, PHC string
    role          TEXT    NOT NULL CHECK (role IN ('admin', 'editor', 'viewer')),
    created_at    BIGINT  NOT NULL,
    updated_at    BIGINT  NOT NULL
);
CREATE INDEX users_team ON users (team_id);

-- Signed-out tokens, by their jti, kept until they would have expired anyway. In the database
-- (not in memory) so that every server instance refuses them.
CREATE TABLE revoked_tokens (
    jti        TEXT   PRIMARY KEY,
    expires_at BIGINT NOT NULL
);
CREATE INDEX revoked_tokens_expiry ON revoked_tokens (expires_at);
