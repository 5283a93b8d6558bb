-- Reliability: what concurrent writes and several instances need.

-- Titles get the unique-per-team name key that companies have, so that two requests naming the
-- same new title at once share one row (INSERT ... ON CONFLICT) instead of making two. Titles
-- that already share a name keep their licenses: all but the oldest get their id appended to
-- the name, so nothing is lost and the team can merge or rename them.
UPDATE titles
   SET name = name || ' (' || id || ')', name_key = name_key || ' (' || id || ')'
 WHERE id NOT IN (SELECT MIN(id) FROM titles GROUP BY team_id, name_key);
DROP INDEX titles_team_name_key;
CREATE UNIQUE INDEX titles_team_name_key ON titles (team_id, name_key);

-- The version of a user's credentials, carried by each token as `ver`: changing the password
-- bumps it, and every token issued before is refused at once, on every instance.
ALTER TABLE users ADD COLUMN token_version BIGINT NOT NULL DEFAULT 0;

-- Sign-in attempts counted per key (an e-mail from one address, an address, an e-mail from
-- anywhere) over a window, in the database so that every instance shares the count and an
-- atomic upsert leaves no room for a burst of guesses to slip past the limit.
CREATE TABLE login_attempts (
    key          TEXT   PRIMARY KEY,
    attempts     BIGINT NOT NULL,
    window_start BIGINT NOT NULL -- Unix seconds of the window's first attempt
);
CREATE INDEX login_attempts_window ON login_attempts (window_start);
