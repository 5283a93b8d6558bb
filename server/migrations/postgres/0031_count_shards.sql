-- A team's counts (0007) over 16 rows instead of one. Every write of a team's titles, companies,
-- licenses, prospections, activity, payments or statements moved the one row of its team's counts
-- in its own transaction, and held that row until its commit: a team's concurrent writers queued
-- there, one commit after the other (creates at 32 connections: 618 a second, 13 or 14 of the
-- server's 16 busy connections waiting on that row's lock, the rest on the disk). Now each
-- connection moves one of the team's 16 rows, chosen by its backend's process id, so that writers
-- on other connections seldom wait for it; a team's count is the sum of its rows
-- (server/src/db/counts.rs). The rows are made with the team, so that a write only ever updates.
ALTER TABLE team_counts ADD COLUMN shard SMALLINT NOT NULL DEFAULT 0;
ALTER TABLE team_counts DROP CONSTRAINT team_counts_pkey;
ALTER TABLE team_counts ADD PRIMARY KEY (team_id, shard);
INSERT INTO team_counts (team_id, shard)
SELECT c.team_id, s.n FROM team_counts c, generate_series(1, 15) AS s(n);

CREATE OR REPLACE FUNCTION team_counts_team() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO team_counts (team_id, shard) SELECT NEW.id, s.n FROM generate_series(0, 15) AS s(n);
    RETURN NULL;
END
$$;

-- As in 0007, on this connection's row of the team's counts.
CREATE OR REPLACE FUNCTION team_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    sign INTEGER := CASE WHEN TG_ARGV[0] = 'removed' THEN -1 ELSE 1 END;
BEGIN
    EXECUTE format(
        'UPDATE team_counts c SET %1$I = c.%1$I + $1 * n.rows
           FROM (SELECT team_id, COUNT(*) AS rows FROM changed GROUP BY team_id) n
          WHERE c.team_id = n.team_id AND c.shard = $2',
        TG_TABLE_NAME
    ) USING sign, pg_backend_pid() % 16;
    RETURN NULL;
END
$$;
