-- The team and the account (docs/http.md, "The team and the account"): users an admin deactivates, and
-- the server instances that serve this database.

-- A deactivated user cannot sign in, and the per-request account check (db/sessions.rs) refuses
-- their tokens at once, on every instance. Deactivating also bumps token_version, so that
-- reactivating the user does not bring their old sessions back.
ALTER TABLE users ADD COLUMN active BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE users ADD COLUMN deactivated_at BIGINT; -- Unix seconds; NULL while active

-- Every running server instance records itself here at start and every few seconds after
-- (server/src/instance.rs), so that "Your Servers" lists them all. A stopped instance keeps its
-- row (shown as stopped) until it has not been seen for a day.
CREATE TABLE instances (
    id                  TEXT   PRIMARY KEY, -- random, drawn at start
    version             TEXT   NOT NULL,    -- the server's version
    engine              TEXT   NOT NULL CHECK (engine IN ('sqlite', 'postgres')),
    host                TEXT,               -- the machine's host name, when known
    started_at          BIGINT NOT NULL,
    last_seen_at        BIGINT NOT NULL,    -- the last heartbeat
    stopped_at          BIGINT,             -- set by a graceful stop
    database_latency_us BIGINT              -- the last heartbeat's round trip to the database
);
CREATE INDEX instances_last_seen ON instances (last_seen_at);
